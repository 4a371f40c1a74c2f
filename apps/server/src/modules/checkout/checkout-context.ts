import {
  type AdditionalService,
  type Address,
  DEFAULT_DICTIONARY,
  type OrderSettings,
  type OtherShippingMethod,
  type PaymentMethod,
  REQUEST_A_QUOTE,
  type RealTimeQuoteShippingMethod,
  type RealTimeFreightQuote as ResponseFreightQuote,
  type ShippingAndBillingOptions,
} from '@portico/contract';
import {
  type AdditionalServiceCharge,
  buyerCreditLimit,
  type ChargesResult,
  type CheckoutIssue,
  type CheckoutOptions,
  type CheckoutSelection,
  calculateCharges,
  type FeeTerm,
  type FreightRate,
  majorToMinor,
  minorToMajor,
  type RealTimeFreightQuote,
  type ShippingPricing,
  sumLines,
  type TaxTable,
  validateCheckout,
} from '@portico/domain';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { RatingProvider } from '../../adapters/rating.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import {
  type AddressSnapshot,
  additionalServices,
  buyerAddresses,
  insuranceSettings,
  paymentMethods,
  shippingMethods,
  taxRates,
  tenants,
  users,
  warehouses,
} from '../../db/schema/index.ts';
import { AppError, type FieldError } from '../../plugins/errors.ts';
import { offersByIdsSelect, offerWithItemOf, type RawOfferWithItem } from '../offers/offer-statements.ts';
import type { OfferWithItem } from '../offers/offers.repository.ts';
import { maxItemQuantityToBeDisplayed, orderSettings } from '../settings/settings.service.ts';
import type { Tenant } from '../tenants/tenant.repository.ts';
import { tenantLanguage } from '../tenants/tenants.service.ts';

/**
 * Everything the checkout needs to price and check an order for one buyer (part 2 §3 Checkout payload,
 * §5, §7 calculate charges; Q-032…Q-039): the buyer's addresses and the tenant's shipping methods, payment
 * methods, additional services, insurance and tax settings, order settings. Loaded once per request with
 * `loadCheckoutContext`; `priceOrder` and `validateSelections` are pure over it, so the cart checkout, the
 * submit, calculate charges and the orders module (add to existing order, combined review/update) share one
 * reading of the tables and one call into packages/domain.
 */

export type AddressRow = typeof buyerAddresses.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type AdditionalServiceRow = typeof additionalServices.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;

export type CheckoutContext = {
  /** The cart lines asked for by id (loadCheckoutContext's `offerIds`), the caller's only, oldest first. */
  cartLines: OfferWithItem[];
  /** The buyer's account as read with the context (checkAuthority), null when there is none. */
  access: {
    disabled: boolean | null;
    authorities: string[] | null;
    tokens_valid_after?: string | null;
  } | null;
  tenantId: string;
  buyerId: string;
  /** '' when loaded without a warehouse (preferences). */
  warehouseCode: string;
  warehouseLabel: string;
  buyerName: string;
  /** Where the buyer's order mails go (the account's e-mail; '' when there is no account). */
  buyerEmail: string;
  /** A-012 currencyPrecision of the tenant. */
  currencyPrecision: number;
  /** The tenant's name and currency (config currencyCode, USD unless set), for the order mails. */
  tenantName: string;
  currencyCode: string;
  /** A-010: the tenant's language (config language), for the order mails. */
  language: string;
  orderNumberPrefix: string;
  orderSettings: OrderSettings;
  /** P-006, L-040: available quantities above this show as 'N+'. */
  maxItemQuantityToBeDisplayed: number;
  /** The buyer's addresses (not archived), shipping and billing, in display order. */
  addresses: AddressRow[];
  /** The tenant's methods that concern this buyer (address-bound ones only for this buyer's addresses). */
  shippingMethods: ShippingMethodRow[];
  paymentMethods: PaymentMethodRow[];
  additionalServices: AdditionalServiceRow[];
  insurance: { maxShipmentInsuranceAmountMinor: number; minInsuredAmountMinor: number; rateBp: number };
  taxRates: TaxRateRow[];
  /** The options as the API answers them (contract, major units). */
  options: ShippingAndBillingOptions;
  /** The same options as packages/domain reads them (minor units). */
  domainOptions: CheckoutOptions;
};

/**
 * The choices an order is priced and checked with. SubmissionBody and UpdateCombinedOrderBody are assignable
 * to it; calculate charges maps its request onto it (selectionsFromChargesRequest in checkout.service.ts).
 */
export type OrderSelections = {
  shippingAddressId?: string | null;
  billingAddressId?: string | null;
  shippingOption?: {
    shippingMethodCode?: string | null;
    shippingInstructions?: string | null;
    insured?: boolean | null;
    /** Major units, as the API speaks. */
    insuredAmount?: number | null;
    carrier?: string | null;
    carrierServiceLevel?: string | null;
    carrierShippingAccountNumber?: string | null;
  } | null;
  requestAQuoteDetails?: { serviceLevel: string } | null;
  paymentOptionDetails?: { paymentMethodCode?: string | null } | null;
  additionalServiceCodes?: readonly string[];
};

/** A line to price: the server's own unit price (from the cart line or the order line), never the client's. */
export type PricedLine = { itemNumberWarehouse: string; quantity: number; unitPriceMinor: number };

/** Real-time quotes as priceOrder reads them (minor units); null = provider unavailable (I-025). */
export type RealTimeQuotes = readonly RealTimeFreightQuote[] | null;

export type PriceOrderOptions = {
  /** REQUEST_A_QUOTE: the seller's quote once entered (orders.shipping_quote_minor); absent = undefined freight. */
  quotedFreightMinor?: number | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Address ids are uuids; anything else is simply not one of the buyer's (never a database error). */
export const isUuid = (v: string | null | undefined): v is string => !!v && UUID.test(v);

const RATE_TABLE_TYPES = new Set(['STANDARD', 'EXPRESS']);
const bpToPercent = (bp: number) => bp / 100;

/**
 * Rows of `table` from a json_agg of whole rows, decoded by the table's own drizzle columns (db names → keys,
 * bigint/timestamp/jsonb/array decoding), so they equal what `db.select().from(table)` answers.
 */
function rowsFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  const list = (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as Record<string, unknown>[];
  return list.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}

// ── Loading ───────────────────────────────────────────────────────────────────────────────────────────────

const agg = (alias: string, orderBy?: string) =>
  `coalesce(json_agg(${alias}${orderBy ? ` order by ${orderBy}` : ''}), '[]'::json)`;

/**
 * P8 (PERFORMANCE.md: calculate charges ≤ 5 statements): the tenant row, the buyer's account and addresses, the
 * tenant's checkout tables, each as a json array of whole rows in a scalar subquery, and the cart lines being
 * checked out ($4, with their items: offer-statements.ts) — ONE named statement, one round trip per calculation.
 * $1 tenant, $2 buyer, $3 warehouse code, $4 offer ids.
 */
const CONTEXT_SQL = `select t.settings::text as settings, t.config::text as config, t.order_number_prefix, t.name as tenant_name,
  (select json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
      'disabled', u.disabled, 'authorities', u.authorities, 'tokensValidAfter', u.tokens_valid_after,
      'creditLimitMinor', u.credit_limit_minor)::text
    from ${getTableName(users)} u where u.tenant_id = $1 and u.id = $2) as "user",
  (select w.label from ${getTableName(warehouses)} w where w.tenant_id = $1 and w.code = $3 limit 1) as warehouse_label,
  (select ${agg('a', 'a.sort_order, a.created_at, a.id')}::text from ${getTableName(buyerAddresses)} a
    where a.tenant_id = $1 and a.buyer_id = $2 and a.archived_at is null) as addresses,
  (select ${agg('m', 'm.sort_order, m.code')}::text from ${getTableName(shippingMethods)} m where m.tenant_id = $1) as methods,
  (select ${agg('p', 'p.sort_order, p.code')}::text from ${getTableName(paymentMethods)} p where p.tenant_id = $1) as payments,
  (select ${agg('s', 's.sort_order, s.code')}::text from ${getTableName(additionalServices)} s where s.tenant_id = $1)
    as services,
  (select ${agg('i')}::text from ${getTableName(insuranceSettings)} i where i.tenant_id = $1) as insurance,
  (select ${agg('x')}::text from ${getTableName(taxRates)} x where x.tenant_id = $1) as taxes,
  (select ${agg('l', 'l.created_at, l.id')} from (${offersByIdsSelect('$1', '$2', '$4')}) l) as lines
from ${getTableName(tenants)} t where t.id = $1`;

type ContextUser = {
  firstName: string;
  lastName: string;
  email: string;
  disabled: boolean | null;
  authorities: string[] | null;
  tokensValidAfter?: string | null;
  /** The buyer's own credit limit (seller console), minor units; null = none. */
  creditLimitMinor?: number | null;
};

/** What the loader's statement answers, one row keyed by the column names and aliases above. */
type ContextRow = {
  tenant_name: string;
  settings: string | null;
  config: string | null;
  order_number_prefix: string;
  user: string | null;
  warehouse_label: string | null;
  addresses: string;
  methods: string;
  payments: string;
  services: string;
  insurance: string;
  taxes: string;
  lines: RawOfferWithItem[] | string;
};

/**
 * The context built from the same column texts is the same context: it is rebuilt only when one of them changed
 * (P8: the recalculation after every checkout change reads the context, and the parsing, decoding and options
 * building cost more than the statement). The texts are read fresh on every call, so any node's change applies
 * at once; the cart lines are never reused. Callers treat the context as read-only.
 */
const built = new Map<string, { stamp: string; ctx: Omit<CheckoutContext, 'cartLines'> }>();
const MAX_BUILT = 2_000;
const parsed = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

/**
 * `offerIds`: the cart lines to read with the context (calculate charges), as `cartLines`; ids that are not
 * UUIDs find nothing.
 */
export async function loadCheckoutContext(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  warehouseCode: string,
  offerIds: readonly string[] = [],
): Promise<CheckoutContext> {
  const ids = offerIds.filter(isUuid);
  const [row] = await queryRows<ContextRow>(db, 'checkout_context', CONTEXT_SQL, [
    tenantId,
    buyerId,
    warehouseCode,
    ids,
  ]);
  if (!row) throw new AppError('notFound', 'No such tenant');
  const lines = typeof row.lines === 'string' ? (JSON.parse(row.lines) as RawOfferWithItem[]) : row.lines;
  const cartLines = lines.map(offerWithItemOf);
  const key = `${tenantId}|${buyerId}|${warehouseCode}`;
  const stamp = [
    row.tenant_name,
    row.settings,
    row.config,
    row.order_number_prefix,
    row.user,
    row.warehouse_label,
    row.addresses,
    row.methods,
    row.payments,
    row.services,
    row.insurance,
    row.taxes,
  ]
    .map((v) => (v === null ? '\u0000' : v))
    .join('\u0001');
  const hit = built.get(key);
  if (hit && hit.stamp === stamp) return { ...hit.ctx, cartLines };
  const tenant = {
    settings: parsed<Tenant['settings']>(row.settings) ?? {},
    config: parsed<Tenant['config']>(row.config) ?? {},
    orderNumberPrefix: row.order_number_prefix,
    user: parsed<ContextUser>(row.user),
    warehouseLabel: row.warehouse_label,
    addresses: row.addresses,
    methods: row.methods,
    payments: row.payments,
    services: row.services,
    insurance: row.insurance,
    taxes: row.taxes,
  };
  const userRows = tenant.user ? [tenant.user] : [];
  const warehouseRows =
    warehouseCode !== '' && tenant.warehouseLabel !== null ? [{ label: tenant.warehouseLabel }] : [];
  const addressRows = rowsFromJson(buyerAddresses, tenant.addresses);
  const methodRows = rowsFromJson(shippingMethods, tenant.methods);
  const paymentRows = rowsFromJson(paymentMethods, tenant.payments);
  const serviceRows = rowsFromJson(additionalServices, tenant.services);
  const insRows = rowsFromJson(insuranceSettings, tenant.insurance);
  const taxRows = rowsFromJson(taxRates, tenant.taxes);
  const user = userRows[0];
  const buyerName = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  const precision = z.number().int().min(0).max(4).safeParse(tenant.config?.currencyPrecision);
  const own = new Set(addressRows.map((a) => a.id));
  const ins = insRows[0];
  const ctx: Omit<CheckoutContext, 'options' | 'domainOptions'> = {
    cartLines,
    access: user
      ? { disabled: user.disabled, authorities: user.authorities, tokens_valid_after: user.tokensValidAfter }
      : null,
    tenantId,
    buyerId,
    warehouseCode,
    warehouseLabel: warehouseRows[0]?.label ?? warehouseCode,
    buyerName,
    buyerEmail: user?.email ?? '',
    currencyPrecision: precision.success ? precision.data : 2,
    tenantName: row.tenant_name,
    currencyCode: typeof tenant.config?.currencyCode === 'string' ? tenant.config.currencyCode : 'USD',
    language: tenantLanguage(tenant),
    orderNumberPrefix: tenant.orderNumberPrefix,
    orderSettings: orderSettings(tenant),
    maxItemQuantityToBeDisplayed: maxItemQuantityToBeDisplayed(tenant),
    addresses: addressRows,
    // A method bound to an address (I-026) concerns only the buyer who owns that address; a method limited to
    // some warehouses (decision 021) only their orders ('' = no warehouse: preferences list every method).
    shippingMethods: methodRows.filter(
      (m) =>
        (m.buyerAddressId === null || own.has(m.buyerAddressId)) &&
        (warehouseCode === '' || m.warehouseCodes.length === 0 || m.warehouseCodes.includes(warehouseCode)),
    ),
    // The buyer's credit limit narrows the methods that extend credit (packages/domain buyerCreditLimit).
    paymentMethods: paymentRows.map((m) => ({
      ...m,
      creditLimitMinor: buyerCreditLimit(m.creditLimitMinor, user?.creditLimitMinor ?? null),
    })),
    additionalServices: serviceRows,
    insurance: {
      maxShipmentInsuranceAmountMinor: ins?.maxShipmentInsuranceAmountMinor ?? 5_000_000,
      minInsuredAmountMinor: ins?.minInsuredAmountMinor ?? 100,
      rateBp: ins?.rateBp ?? 100,
    },
    taxRates: taxRows,
  };
  const result: CheckoutContext = {
    ...ctx,
    options: contractOptions(ctx),
    domainOptions: domainOptions(ctx),
  };
  const { cartLines: _lines, ...base } = result;
  built.delete(key);
  built.set(key, { stamp, ctx: base });
  if (built.size > MAX_BUILT) {
    const oldest = built.keys().next();
    if (!oldest.done) built.delete(oldest.value);
  }
  return result;
}

// ── Options (part 2 §3 Checkout payload / Order options; I-021…I-044) ─────────────────────────────────────

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    contact: row.contact,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    country: row.country,
    zip: row.zip,
    customLabel: row.customLabel,
    label: row.label,
    fields: row.fields,
  };
}

/** What an order keeps of the address as ordered (orders.shipping_address / billing_address). */
export const toAddressSnapshot = (row: AddressRow): AddressSnapshot => toAddress(row);

/** I-023: whether a tenant-wide or address-bound method serves this address. */
function servesAddress(m: ShippingMethodRow, a: AddressRow): boolean {
  if (m.buyerAddressId !== null) return m.buyerAddressId === a.id;
  return (
    m.allowedCountries.length === 0 ||
    m.allowedCountries.some((c) => c.toUpperCase() === a.country.toUpperCase())
  );
}

/** I-023: shipping address id → the codes allowed there, rate-table methods first, then the address-free kinds. */
function methodMapping(
  ctx: Pick<CheckoutContext, 'addresses' | 'shippingMethods'>,
): Record<string, string[]> {
  const order = (m: ShippingMethodRow) => (RATE_TABLE_TYPES.has(m.type) ? 0 : m.type === 'REAL_TIME' ? 1 : 2);
  const shown = ctx.shippingMethods
    .filter((m) => m.showMethod)
    .sort((a, b) => order(a) - order(b) || a.sortOrder - b.sortOrder);
  return Object.fromEntries(
    ctx.addresses
      .filter((a) => a.forShipping)
      .map((a) => [a.id, shown.filter((m) => servesAddress(m, a)).map((m) => m.code)]),
  );
}

function feeRateOf(
  row: {
    feeType: string | null;
    feeAmountMinor: number | null;
    feePercentBp: number | null;
  },
  precision: number,
): number | null {
  if (row.feeType === 'FIXED' || row.feeType === 'PER_UNIT') {
    return row.feeAmountMinor === null ? null : minorToMajor(row.feeAmountMinor, precision);
  }
  if (row.feeType === 'PERC_OF_ORDER_SUBTOTAL' || row.feeType === 'PERC_OF_ORDER_TOTAL') {
    return row.feePercentBp === null ? null : bpToPercent(row.feePercentBp);
  }
  return null;
}

const FEE_TYPES = ['FIXED', 'PER_UNIT', 'PERC_OF_ORDER_SUBTOTAL', 'PERC_OF_ORDER_TOTAL'] as const;
type FeeTypeCode = (typeof FEE_TYPES)[number];
const isFeeType = (v: string | null): v is FeeTypeCode => FEE_TYPES.includes(v as FeeTypeCode);

function contractOptions(ctx: Omit<CheckoutContext, 'options' | 'domainOptions'>): ShippingAndBillingOptions {
  const p = ctx.currencyPrecision;
  const methods = ctx.shippingMethods;
  const other = (m: ShippingMethodRow): OtherShippingMethod => ({
    code: m.code,
    label: m.label,
    customLabel: m.customLabel,
    description: m.description,
    instructions: m.instructions,
    insuranceAvailable: m.insuranceAvailable,
    ignoreShippingInstructions: m.ignoreShippingInstructions,
    showMethod: m.showMethod,
    maxDevicesInShipment: m.maxDevicesInShipment,
  });
  const bma = methods.find((m) => m.type === 'BILL_MY_ACCOUNT');
  const raq = methods.find((m) => m.type === 'REQUEST_A_QUOTE');
  return {
    shippingAddresses: ctx.addresses.filter((a) => a.forShipping).map(toAddress),
    billingAddresses: ctx.addresses.filter((a) => a.forBilling).map(toAddress),
    shippingAddressIdShippingMethodCodeMapping: methodMapping(ctx),
    // The contract lists REQUEST_A_QUOTE among the other methods (its label and description, checkout.ts).
    otherShippingMethods: methods
      .filter((m) => RATE_TABLE_TYPES.has(m.type) || m.type === 'REQUEST_A_QUOTE')
      .map(other),
    billMyAccountShippingMethod: bma
      ? {
          code: 'BILL_MY_ACCOUNT',
          label: bma.label,
          customLabel: bma.customLabel,
          description: bma.description,
          instructions: bma.instructions,
          carrierChoiceRestricted: bma.carrierChoiceRestricted,
          carrierOptions: bma.carrierOptions,
          carrierServiceLevelsRestricted: bma.carrierServiceLevelsRestricted,
          carrierServiceLevelOptions: bma.carrierServiceLevelOptions,
          insuranceAvailable: bma.insuranceAvailable,
          ignoreShippingInstructions: bma.ignoreShippingInstructions,
          showMethod: bma.showMethod,
          maxDevicesInShipment: bma.maxDevicesInShipment,
        }
      : null,
    realTimeQuoteShippingMethods: methods
      .filter((m) => m.type === 'REAL_TIME')
      .map(
        (m): RealTimeQuoteShippingMethod => ({
          code: m.code,
          label: m.label,
          customLabel: m.customLabel,
          description: m.description,
          carrier: m.carrier ?? '',
          carrierServiceLevel: m.carrierServiceLevel ?? '',
          insuranceAvailable: m.insuranceAvailable,
          ignoreShippingInstructions: m.ignoreShippingInstructions,
          showMethod: m.showMethod,
          maxDevicesInShipment: m.maxDevicesInShipment,
        }),
      ),
    requestAQuoteServiceLevels: {
      serviceLevelsRestricted: raq?.serviceLevelsRestricted ?? false,
      serviceLevels: raq?.serviceLevels ?? [],
    },
    paymentMethods: ctx.paymentMethods.map(
      (m): PaymentMethod => ({
        code: m.code,
        label: m.label,
        description: m.description,
        instructions: m.instructions,
        feesApplicable: m.feesApplicable,
        feeType: m.feesApplicable && isFeeType(m.feeType) ? m.feeType : null,
        feeRate: m.feesApplicable ? feeRateOf(m, p) : null,
        creditLimit: m.creditLimitMinor === null ? null : minorToMajor(m.creditLimitMinor, p),
        showMethod: m.showMethod,
      }),
    ),
    additionalServices: ctx.additionalServices
      .filter((s) => s.showMethod && isFeeType(s.feeType))
      .map(
        (s): AdditionalService => ({
          id: s.code,
          label: s.label,
          description: s.description,
          feeType: s.feeType as FeeTypeCode,
          feeRate: feeRateOf(s, p) ?? 0,
        }),
      ),
    maxShipmentInsuranceAmount: minorToMajor(ctx.insurance.maxShipmentInsuranceAmountMinor, p),
  };
}

/**
 * The domain's view (minor units). REQUEST_A_QUOTE is described by requestAQuoteServiceLevels (its own kind,
 * so its service level is checked), not as an "other" method; hidden payment methods are left out (I-024).
 */
function domainOptions(ctx: Omit<CheckoutContext, 'options' | 'domainOptions'>): CheckoutOptions {
  const methods = ctx.shippingMethods;
  const flags = (m: ShippingMethodRow) => ({
    insuranceAvailable: m.insuranceAvailable,
    ignoreShippingInstructions: m.ignoreShippingInstructions,
    showMethod: m.showMethod,
    maxDevicesInShipment: m.maxDevicesInShipment,
  });
  const bma = methods.find((m) => m.type === 'BILL_MY_ACCOUNT');
  const raq = methods.find((m) => m.type === 'REQUEST_A_QUOTE' && m.showMethod);
  return {
    shippingAddresses: ctx.addresses.filter((a) => a.forShipping).map((a) => ({ id: a.id })),
    billingAddresses: ctx.addresses.filter((a) => a.forBilling).map((a) => ({ id: a.id })),
    shippingAddressIdShippingMethodCodeMapping: methodMapping(ctx),
    otherShippingMethods: methods
      .filter((m) => RATE_TABLE_TYPES.has(m.type))
      .map((m) => ({ code: m.code, label: m.label, ...flags(m) })),
    billMyAccountShippingMethod: bma
      ? {
          code: 'BILL_MY_ACCOUNT',
          ...flags(bma),
          carrierChoiceRestricted: bma.carrierChoiceRestricted,
          carrierOptions: bma.carrierOptions,
          carrierServiceLevelsRestricted: bma.carrierServiceLevelsRestricted,
          carrierServiceLevelOptions: bma.carrierServiceLevelOptions,
        }
      : null,
    realTimeQuoteShippingMethods: methods
      .filter((m) => m.type === 'REAL_TIME')
      .map((m) => ({ code: m.code, label: m.label, ...flags(m) })),
    requestAQuoteServiceLevels: raq
      ? {
          ...flags(raq),
          serviceLevelsRestricted: raq.serviceLevelsRestricted,
          serviceLevels: raq.serviceLevels,
        }
      : null,
    paymentMethods: ctx.paymentMethods
      .filter((m) => m.showMethod)
      .map((m) => ({ code: m.code, creditLimit: m.creditLimitMinor })),
    additionalServices: ctx.additionalServices.filter((s) => s.showMethod).map((s) => ({ id: s.code })),
    maxShipmentInsuranceAmount: ctx.insurance.maxShipmentInsuranceAmountMinor,
  };
}

// ── Lookups ───────────────────────────────────────────────────────────────────────────────────────────────

export function findAddress(
  ctx: CheckoutContext,
  id: string | null | undefined,
  use: 'shipping' | 'billing',
): AddressRow | undefined {
  if (!isUuid(id)) return undefined;
  return ctx.addresses.find((a) => a.id === id && (use === 'shipping' ? a.forShipping : a.forBilling));
}

export function findShippingMethod(ctx: CheckoutContext, code: string | null | undefined) {
  return code ? ctx.shippingMethods.find((m) => m.code === code) : undefined;
}

export function findPaymentMethod(ctx: CheckoutContext, code: string | null | undefined) {
  return code ? ctx.paymentMethods.find((m) => m.code === code) : undefined;
}

function feeTerm(row: {
  feeType: string | null;
  feeAmountMinor: number | null;
  feePercentBp: number | null;
}): FeeTerm | null {
  switch (row.feeType) {
    case 'FIXED':
    case 'PER_UNIT':
      return { feeType: row.feeType, amount: row.feeAmountMinor ?? 0 };
    case 'PERC_OF_ORDER_SUBTOTAL':
    case 'PERC_OF_ORDER_TOTAL':
      return { feeType: row.feeType, percent: bpToPercent(row.feePercentBp ?? 0) };
    default:
      return null;
  }
}

function taxTable(ctx: CheckoutContext): TaxTable {
  return {
    // Q-039: countries the tenant taxes are domestic; every other destination is an export (no tax).
    domesticCountries: [...new Set(ctx.taxRates.map((r) => r.country))],
    rates: ctx.taxRates.map((r) => ({
      country: r.country,
      ...(r.state === '' ? {} : { state: r.state }),
      percent: bpToPercent(r.rateBp),
      // "Sales Tax (8.25%)": the domain appends the percent to the label.
      label: r.description.replace(/\s*\([^)]*%\)\s*$/, ''),
    })),
  };
}

function shippingPricing(m: ShippingMethodRow | undefined, opts: PriceOrderOptions): ShippingPricing | null {
  if (!m) return null;
  switch (m.type) {
    case 'STANDARD':
    case 'EXPRESS': {
      const rates: FreightRate[] = [{ base: m.baseRateMinor, perUnit: m.perUnitRateMinor }];
      return { kind: 'RATE_TABLE', code: m.code, rates, freeFreightOver: m.freeFreightOverMinor };
    }
    case 'BILL_MY_ACCOUNT':
      return { kind: 'BILL_MY_ACCOUNT', code: m.code };
    case 'REQUEST_A_QUOTE':
      return { kind: 'REQUEST_A_QUOTE', code: m.code, quotedFreight: opts.quotedFreightMinor ?? null };
    case 'REAL_TIME':
      return { kind: 'REAL_TIME', code: m.code, freeFreightOver: m.freeFreightOverMinor };
    default:
      return null;
  }
}

// ── Pricing (Q-032…Q-039) ─────────────────────────────────────────────────────────────────────────────────

/**
 * The charges of an order from the server's data: a pure adapter onto packages/domain calculateCharges. It
 * validates nothing (an unknown address, method or service simply contributes nothing); call
 * validateSelections first where the choice must be valid. Amounts in minor units.
 */
export function priceOrder(
  ctx: CheckoutContext,
  selections: OrderSelections,
  lines: readonly PricedLine[],
  quotes?: RealTimeQuotes,
  opts: PriceOrderOptions = {},
): ChargesResult {
  const p = ctx.currencyPrecision;
  const address = findAddress(ctx, selections.shippingAddressId, 'shipping');
  const method = findShippingMethod(ctx, selections.shippingOption?.shippingMethodCode);
  const payment = findPaymentMethod(ctx, selections.paymentOptionDetails?.paymentMethodCode);
  const insured = method?.insuranceAvailable === true && selections.shippingOption?.insured === true;
  const insuredAmount = selections.shippingOption?.insuredAmount;
  const services: AdditionalServiceCharge[] = [];
  for (const code of new Set(selections.additionalServiceCodes ?? [])) {
    const row = ctx.additionalServices.find((s) => s.code === code);
    const fee = row ? feeTerm(row) : null;
    if (row && fee) services.push({ id: row.code, fee });
  }
  const paymentFee = payment?.feesApplicable ? feeTerm(payment) : null;
  const result = calculateCharges({
    lines: lines.map((l) => ({
      itemNumber: l.itemNumberWarehouse,
      quantity: l.quantity,
      unitPrice: l.unitPriceMinor,
    })),
    currencyPrecision: p,
    shipping: shippingPricing(method, opts),
    realTimeQuotes: quotes ?? null,
    destination: address ? { country: address.country, state: address.state } : null,
    insurance: insured
      ? {
          insured: true,
          insuredAmount: typeof insuredAmount === 'number' ? majorToMinor(insuredAmount, p) : 0,
          ratePercent: bpToPercent(ctx.insurance.rateBp),
          maxShipmentInsuranceAmount: ctx.insurance.maxShipmentInsuranceAmountMinor,
        }
      : null,
    taxTable: taxTable(ctx),
    paymentFee,
    additionalServices: services,
  });
  // Q-042: rateSku belongs to the freight charge line, i.e. the shipping method.
  return { ...result, rateSku: method?.rateSku ?? null };
}

/**
 * Q-037, I-025: quotes of every shown real-time method for the address, from the rating provider. `quotes` is
 * what priceOrder reads (null when none could be had: provider unavailable); `all` is the API's
 * freightQuotesForAllRealTimeShippingMethods (freight null where the provider could not quote).
 */
export async function fetchRealTimeQuotes(
  ctx: CheckoutContext,
  provider: RatingProvider,
  shippingAddressId: string | null | undefined,
  units: number,
): Promise<{ quotes: RealTimeQuotes; all: ResponseFreightQuote[]; available: boolean }> {
  const address = findAddress(ctx, shippingAddressId, 'shipping');
  const methods = ctx.shippingMethods.filter((m) => m.type === 'REAL_TIME' && m.showMethod);
  if (!address || methods.length === 0) return { quotes: [], all: [], available: true };
  const answers = await Promise.all(
    methods.map(async (m) => {
      const carrier = m.carrier ?? '';
      const carrierServiceLevel = m.carrierServiceLevel ?? '';
      const answer = await provider.quote({
        tenantId: ctx.tenantId,
        shippingMethodCode: m.code,
        carrier,
        carrierServiceLevel,
        destination: { country: address.country, state: address.state, zip: address.zip },
        units,
      });
      return {
        shippingMethodCode: m.code,
        carrier,
        carrierServiceLevel,
        freight: answer === 'unavailable' ? null : answer.freight,
      };
    }),
  );
  const quotes = answers.flatMap((a) => (a.freight === null ? [] : [{ ...a, freight: a.freight }]));
  return {
    quotes: quotes.length === 0 ? null : quotes,
    all: answers.map((a) => ({
      ...a,
      freight: a.freight === null ? null : minorToMajor(a.freight, ctx.currencyPrecision),
    })),
    available: quotes.length > 0,
  };
}

// ── Validation (part 2 §5; I-046, Q-057) ──────────────────────────────────────────────────────────────────

export type SelectionErrors = FieldError[];

/** The domain's Selections (I-008) for an order's choices. */
export function toDomainSelection(ctx: CheckoutContext, s: OrderSelections): CheckoutSelection {
  const code = s.shippingOption?.shippingMethodCode ?? undefined;
  const method = findShippingMethod(ctx, code);
  return {
    shippingAddress: s.shippingAddressId ?? undefined,
    shippingMethod: code,
    shippingInsured: s.shippingOption?.insured ?? undefined,
    shippingInsuranceAmount: s.shippingOption?.insuredAmount ?? undefined,
    shippingInstruction: s.shippingOption?.shippingInstructions ?? '',
    ignoreShippingInstructions: method?.ignoreShippingInstructions ?? false,
    billMyAccountInfo: {
      carrier: s.shippingOption?.carrier ?? '',
      serviceLevel: s.shippingOption?.carrierServiceLevel ?? '',
      accountNumber: s.shippingOption?.carrierShippingAccountNumber ?? '',
    },
    requestAQuoteInfo: { serviceLevel: s.requestAQuoteDetails?.serviceLevel ?? '' },
    billingAddress: s.billingAddressId ?? undefined,
    paymentMethod: s.paymentOptionDetails?.paymentMethodCode ?? undefined,
    additionalServices: [...(s.additionalServiceCodes ?? [])],
  };
}

/** A domain issue as the API's error entry: the messageCode and the English text with its params filled. */
export function describeIssue(issue: CheckoutIssue): FieldError {
  const text = DEFAULT_DICTIONARY[issue.messageCode]?.i18n_value ?? issue.messageCode;
  const messageDescription = Object.entries(issue.params ?? {}).reduce(
    (t, [k, v]) => t.replaceAll(`{${k}}`, String(v)),
    text,
  );
  return { messageCode: issue.messageCode, messageDescription, field: issue.field };
}

/**
 * The server-side re-check of an order's choices (I-046, part 2 §5): the addresses are the buyer's (the options
 * hold only the buyer's), the method exists, is shown and allowed for the address, within
 * maxDevicesInShipment, the payment method exists and the subtotal is within its creditLimit, services exist,
 * and the method's own fields (bill-my-account, request-a-quote service level, insurance, instructions) are
 * complete. Errors carry the spec's messageCodes; `refuseSelections` turns them into the 422.
 */
export function validateSelections(
  ctx: CheckoutContext,
  selections: OrderSelections,
  lines: readonly PricedLine[],
  opts: { realTimeAvailable?: boolean } = {},
): { ok: true } | { ok: false; errors: SelectionErrors } {
  const sums = sumLines(lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPriceMinor })));
  const issues = validateCheckout(toDomainSelection(ctx, selections), ctx.domainOptions, {
    order: { units: sums.totalOrderedQuantity, subtotal: sums.subtotal },
    currencyPrecision: ctx.currencyPrecision,
    ...(opts.realTimeAvailable === undefined ? {} : { realTimeAvailable: opts.realTimeAvailable }),
  });
  return issues.length === 0 ? { ok: true } : { ok: false, errors: issues.map(describeIssue) };
}

/** 422 with every error; errors[0].messageCode is the first problem in page order (like offers `refused`). */
export function refuseSelections(errors: SelectionErrors): AppError {
  return new AppError(
    'validationFailed',
    errors[0]?.messageDescription ?? 'Invalid Selection',
    undefined,
    errors,
  );
}

/** True when REQUEST_A_QUOTE is the method (the order then waits for the seller's quote, Q-037). */
export const isRequestAQuote = (code: string | null | undefined) => code === REQUEST_A_QUOTE;
