/**
 * Orders, order lines and the per-tenant checkout tables (migration 0007).
 *
 * Conventions (as stock.ts): every tenant-owned row carries tenant_id (DESIGN §4) through tenantId(); uuid ids;
 * timestamps with time zone; money in integer MINOR units (DESIGN §5) with a `_minor` suffix, converted to the
 * contract's major units in one place (packages/domain money). Unit prices stay `integer` like
 * stock_items.list_price_minor; order-level amounts and limits use bigint (mode number) because a wholesale order
 * can pass the 2^31 minor-unit ceiling of integer (~$21.4M). Percent rates are integer basis points
 * (8.25% = 825) so that P-032's 2-decimal percents are exact.
 *
 * Codes (shipping method, payment method, additional service) are stored on the order as text snapshots, not as
 * foreign keys: a tenant may rename, hide or retire a method without rewriting history (Q-055: codes are opaque).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chargeColumns, minorAmount } from './columns.ts';
import { users } from './identity.ts';
import { stocklistOffers } from './stock.ts';
import { tenants } from './tenants.ts';

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** The fields of an address as the contract's Address shows them (part 2 §3 Address), snapshotted on orders. */
export type AddressSnapshot = {
  id: string;
  contact: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  country: string;
  zip: string | null;
  customLabel: string | null;
  label: string;
  fields: Record<string, string>;
};

/** One real-time quote kept on the order (part 2 §3 Order metadata; Q-037). */
export type FreightQuoteSnapshot = {
  shippingMethodCode: string;
  carrier: string;
  carrierServiceLevel: string;
  freightMinor: number | null;
};

// ── Buyer addresses (part 2 §3 Address; I-021) ─────────────────────────────────────────────────────────────

/**
 * A buyer's shipping and billing addresses. One row can serve both (for_shipping / for_billing) so a buyer with a
 * single address does not keep two copies in step. Rows referenced by orders are archived, never deleted: the
 * order keeps its own snapshot anyway, but preferences and history stay readable.
 */
export const buyerAddresses = pgTable(
  'buyer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    forShipping: boolean('for_shipping').notNull().default(true),
    forBilling: boolean('for_billing').notNull().default(false),
    contact: text('contact'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state'),
    /** ISO 3166-1 alpha-2; tax and method restrictions read it. */
    country: text('country').notNull(),
    zip: text('zip'),
    customLabel: text('custom_label'),
    label: text('label').notNull(),
    /** I-021 fields: ShipToName, BillingCustomerName, … */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyer_addresses_tenant_buyer_idx').on(t.tenantId, t.buyerId),
    check('buyer_addresses_usage_ck', sql`${t.forShipping} or ${t.forBilling}`),
  ],
);

// ── Shipping methods (part 2 §3 Checkout payload, Order options; I-023…I-033, Q-037) ──────────────────────

/**
 * A tenant's shipping methods. `type` is the contract's ShippingMethodType: STANDARD / EXPRESS priced from the
 * rate table, BILL_MY_ACCOUNT (freight 0; carrier lists below), REQUEST_A_QUOTE (freight undefined until the
 * seller quotes; service levels below), REAL_TIME (priced by the rating provider for carrier + service level).
 *
 * Which addresses a method serves (shippingAddressIdShippingMethodCodeMapping, I-023): a method bound to one
 * buyer address (buyer_address_id, the "express and standard variants carry an address suffix" of I-026) serves
 * only that address; otherwise it serves addresses whose country is in allowed_countries (empty = every
 * country). Order of the mapping = sort_order, so the first allowed method is the default.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    /** The code the contract speaks (BILL_MY_ACCOUNT, REQUEST_A_QUOTE, EXPRESS_<address>, …). */
    code: text('code').notNull(),
    type: text('type').notNull(),
    label: text('label').notNull(),
    customLabel: text('custom_label'),
    description: text('description').notNull().default(''),
    instructions: text('instructions'),
    insuranceAvailable: boolean('insurance_available').notNull().default(false),
    ignoreShippingInstructions: boolean('ignore_shipping_instructions').notNull().default(false),
    /** I-024: hidden methods stay so that stored choices and old orders still resolve. */
    showMethod: boolean('show_method').notNull().default(true),
    /** Part 2 §5 Order option withdrawal: withdrawn above this many units; null = no limit. */
    maxDevicesInShipment: integer('max_devices_in_shipment'),
    allowedCountries: text('allowed_countries').array().notNull().default(sql`'{}'::text[]`),
    buyerAddressId: uuid('buyer_address_id').references(() => buyerAddresses.id, { onDelete: 'cascade' }),
    /** Warehouses whose orders may use the method (codes); empty = every warehouse (decision 021). */
    warehouseCodes: text('warehouse_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Q-037 rate table: freight = base + per-unit × units (STANDARD / EXPRESS). */
    baseRateMinor: integer('base_rate_minor').notNull().default(0),
    perUnitRateMinor: integer('per_unit_rate_minor').notNull().default(0),
    /**
     * Free freight (STANDARD / EXPRESS / REAL_TIME): an order subtotal over this ships free on the method; null =
     * never. The cart's free-shipping message is written from it, so it promises what the charges keep (015).
     */
    freeFreightOverMinor: minorAmount('free_freight_over_minor'),
    /** REAL_TIME: what the rating provider is asked for. */
    carrier: text('carrier'),
    carrierServiceLevel: text('carrier_service_level'),
    /** BILL_MY_ACCOUNT (I-032, I-033). */
    carrierChoiceRestricted: boolean('carrier_choice_restricted').notNull().default(false),
    carrierOptions: text('carrier_options').array().notNull().default(sql`'{}'::text[]`),
    carrierServiceLevelsRestricted: boolean('carrier_service_levels_restricted').notNull().default(false),
    carrierServiceLevelOptions: jsonb('carrier_service_level_options')
      .$type<Record<string, string[]>>()
      .notNull()
      .default({}),
    /** REQUEST_A_QUOTE (I-028): requestAQuoteServiceLevels. */
    serviceLevelsRestricted: boolean('service_levels_restricted').notNull().default(false),
    serviceLevels: text('service_levels').array().notNull().default(sql`'{}'::text[]`),
    /** SKU of the freight charge line; passed through as rateSku. */
    rateSku: text('rate_sku'),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_methods_tenant_code_uq').on(t.tenantId, t.code),
    check(
      'shipping_methods_type_ck',
      sql`${t.type} in ('STANDARD', 'EXPRESS', 'BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE', 'REAL_TIME')`,
    ),
  ],
);

// ── Payment methods (part 2 §3 Checkout payload paymentMethods; I-042, Q-032…Q-035) ─────────────────────

/**
 * A tenant's payment methods. The fee: FIXED and PER_UNIT use fee_amount_minor (per order / per unit);
 * PERC_OF_ORDER_SUBTOTAL and PERC_OF_ORDER_TOTAL use fee_percent_bp. Two columns rather than one "rate" whose
 * unit depends on the type, so neither can be read in the wrong unit. `provider` is null for instructions-based
 * methods (wire: `instructions` is the text the buyer sees) and names the integration otherwise (INTEGRATED_PAYPAL
 * → 'sandbox' or 'paypal').
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    instructions: text('instructions'),
    provider: text('provider'),
    feesApplicable: boolean('fees_applicable').notNull().default(false),
    feeType: text('fee_type'),
    feeAmountMinor: integer('fee_amount_minor'),
    feePercentBp: integer('fee_percent_bp'),
    /** Part 2 §5: withdrawn when the order subtotal exceeds it; null = no limit. */
    creditLimitMinor: minorAmount('credit_limit_minor'),
    /** (addition) An unpaid order's invoice is due this many days after its date (Net 30: 30); null = no due date. */
    dueDays: integer('due_days'),
    showMethod: boolean('show_method').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_tenant_code_uq').on(t.tenantId, t.code),
    check(
      'payment_methods_fee_ck',
      sql`not ${t.feesApplicable} or ${t.feeType} in ('FIXED', 'PER_UNIT', 'PERC_OF_ORDER_SUBTOTAL', 'PERC_OF_ORDER_TOTAL')`,
    ),
    check('payment_methods_due_days_ck', sql`${t.dueDays} between 0 and 365`),
  ],
);

// ── Additional services (I-044, Q-036) ─────────────────────────────────────────────────────────────────────

/** Optional services with a fee of one of the four fee types (same two-column rule as payment_methods). */
export const additionalServices = pgTable(
  'additional_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    /** The id the contract speaks (services, additionalServices, additionalServiceCodes). */
    code: text('code').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    feeType: text('fee_type').notNull(),
    feeAmountMinor: integer('fee_amount_minor'),
    feePercentBp: integer('fee_percent_bp'),
    showMethod: boolean('show_method').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('additional_services_tenant_code_uq').on(t.tenantId, t.code),
    check(
      'additional_services_fee_ck',
      sql`${t.feeType} in ('FIXED', 'PER_UNIT', 'PERC_OF_ORDER_SUBTOTAL', 'PERC_OF_ORDER_TOTAL')`,
    ),
  ],
);

// ── Insurance and tax (I-035…I-038, Q-038, Q-039) ──────────────────────────────────────────────────────────

/** One row per tenant; a missing row means the defaults below (maximum 50000, minimum 1, 1% rate; P-026, Q-038). */
export const insuranceSettings = pgTable('insurance_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  maxShipmentInsuranceAmountMinor: minorAmount('max_shipment_insurance_amount_minor')
    .notNull()
    .default(5_000_000),
  minInsuredAmountMinor: integer('min_insured_amount_minor').notNull().default(100),
  /** Insurance cost = rate × insured amount, added to freight. */
  rateBp: integer('rate_bp').notNull().default(100),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * tax by ship-to country and state on subtotal + freight. state '' is the whole country's rate; a
 * country with no row (export destinations) pays no tax. `description` is the taxDescription shown.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    tenantId: tenantId(),
    country: text('country').notNull(),
    state: text('state').notNull().default(''),
    rateBp: integer('rate_bp').notNull(),
    /** e.g. "Sales Tax (8.25%)". */
    description: text('description').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.country, t.state] })],
);

// ── Order numbers (DESIGN §6: PXSTKL0000347) ───────────────────────────────────────────────────────────────

/**
 * Next order number per tenant and prefix (prefix from tenants.order_number_prefix). Keyed by prefix too, so a
 * tenant that changes its prefix starts a new series without ever repeating a number. Allocated inside the
 * order's transaction with `insert … on conflict (tenant_id, prefix) do update set next_value = next_value + 1
 * returning next_value - 1`: gap-free (a rollback returns the number) at the cost of serialising the tenant's
 * order creation on this row until commit — acceptable for P11 (50 concurrent checkouts); a sequence would not
 * serialise but leaves gaps. Formatted as prefix + 7-digit zero-padded value.
 */
export const orderNumberCounters = pgTable(
  'order_number_counters',
  {
    tenantId: tenantId(),
    prefix: text('prefix').notNull(),
    nextValue: bigint('next_value', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix] })],
);

// ── Orders (part 2 §3 Order (salesOrder); DESIGN §6) ───────────────────────────────────────────────────────

/**
 * One order. What is stored: every Order field that is a fact of the order (identity, statuses, amounts as
 * charged, the chosen shipping/billing/payment/services, fee terms, real-time quote metadata). What is derived
 * at read time and not stored: refOrderNumberOrPhonexOrderNumber, warehouse label (from warehouses),
 * phonexDerivedStatus, items/itemNumberItems (from order_lines), availableQuantity, the permission set.
 *
 * Amounts are recomputed by the server on every write and stored as charged (DESIGN §5), so the list and the
 * confirmation never re-price an order after a tenant changes its fee tables.
 *
 * Stock: placing or holding an order decrements stock_items.quantity_available in the same transaction
 * (SELECT … FOR UPDATE on the items, ordered by id to avoid deadlocks); the order lines' ordered − canceled −
 * shipped quantities are what the order holds, and cancelling returns them. No separate reservation table.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    phonexOrderNumber: text('phonex_order_number').notNull(),
    /** The seller's external-system reference, once synced; null before. */
    refOrderNumber: text('ref_order_number'),
    /** Orders are records: deleting a buyer with orders is refused rather than erasing them. */
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Warehouse code (warehouseCode); the label is read from warehouses. */
    warehouse: text('warehouse').notNull(),
    /** Contract FulfillmentStatus / PaymentStatus (DESIGN §6). */
    fulfillmentStatus: text('fulfillment_status').notNull().default('ON_HOLD'),
    paymentStatus: text('payment_status').notNull().default('UNPAID'),
    /** Network (section M): requester / supplier order; the PXC label. */
    pxnrOrder: boolean('pxnr_order').notNull().default(false),
    pxnrWarehouseLabel: text('pxnr_warehouse_label'),
    pxnsOrder: boolean('pxns_order').notNull().default(false),

    // Amounts as charged, minor units (P-033: total = subtotal + freight + paymentFee + tax + services fee
    // + reservation and cancellation fees when charged).
    ...chargeColumns(),
    /** true for REQUEST_A_QUOTE until the seller quotes (freight_minor then 0). */
    freightUndefined: boolean('freight_undefined').notNull().default(false),
    /** Q-035, I-049: a fee on the order total while the freight awaits its quote (payment_fee_minor then 0). */
    paymentFeeUndefined: boolean('payment_fee_undefined').notNull().default(false),
    totalOrderedQuantity: integer('total_ordered_quantity').notNull().default(0),

    /** Ids (codes) of the chosen additional services. */
    additionalServices: text('additional_services').array().notNull().default(sql`'{}'::text[]`),

    // Addresses: the buyer's row (for edits and preferences) and a snapshot of it as ordered (what was shipped
    // to must not change when the buyer edits the address later).
    shippingAddressId: uuid('shipping_address_id').references(() => buyerAddresses.id, {
      onDelete: 'set null',
    }),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    billingAddressId: uuid('billing_address_id').references(() => buyerAddresses.id, {
      onDelete: 'set null',
    }),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>().notNull(),

    // shippingOptionDetails.shippingOption and requestAQuoteDetails.
    shippingMethodCode: text('shipping_method_code').notNull(),
    shippingMethodLabel: text('shipping_method_label').notNull(),
    insured: boolean('insured'),
    insuredAmountMinor: minorAmount('insured_amount_minor'),
    /** The seller's freight quote for REQUEST_A_QUOTE (shippingQuote); null until quoted. */
    shippingQuoteMinor: minorAmount('shipping_quote_minor'),
    carrier: text('carrier'),
    carrierServiceLevel: text('carrier_service_level'),
    carrierShippingAccountNumber: text('carrier_shipping_account_number'),
    shippingInstructions: text('shipping_instructions'),
    requestAQuoteServiceLevel: text('request_a_quote_service_level'),

    // paymentOptionDetails.
    paymentMethodCode: text('payment_method_code').notNull(),
    paymentMethodLabel: text('payment_method_label').notNull(),

    // Fee terms, fixed when the order is placed or released: percents in basis points per 24 h
    // (P-032); reservation_fee_minor is the sum of order_fee_accruals.
    racFeeAgreed: boolean('rac_fee_agreed').notNull().default(false),
    racFeeAgreedAt: timestamp('rac_fee_agreed_at', { withTimezone: true }),
    gracePeriodEnd: timestamp('grace_period_end', { withTimezone: true }),
    reservationFeeBp: integer('reservation_fee_bp').notNull().default(0),
    cancellationFeeBp: integer('cancellation_fee_bp').notNull().default(0),
    racFeePeriodEnd: timestamp('rac_fee_period_end', { withTimezone: true }),
    rateSku: text('rate_sku'),

    // metadata (real-time freight, Q-037).
    realTimeFreightQuoteCarrier: text('real_time_freight_quote_carrier'),
    realTimeFreightQuoteCarrierServiceLevel: text('real_time_freight_quote_carrier_service_level'),
    freightQuotesForAllRealTimeShippingMethods: jsonb('freight_quotes_for_all_real_time_shipping_methods')
      .$type<FreightQuoteSnapshot[]>()
      .notNull()
      .default([]),

    /** when an unpaid held order lapses (tenant hold window); null = never. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The order, paid online, owes less than was paid (cancelled, or units closed unshipped): set in the change's
     * own transaction, cleared once payments.service refundOverpaidOrder has refunded the difference — right after
     * the change, or by the order-refunds job when that failed.
     */
    refundDue: boolean('refund_due').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When the payment arrived (paymentStatus PAID); the reservation fee stops accruing then. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * N-048, Q-012: the last integrated-payment attempt's outcome (null = none yet; 'FAILURE' after a declined
     * capture). An instructions-based payment (wire) has none: its status reads PENDING until the seller marks it
     * paid.
     */
    paymentAttemptStatus: text('payment_attempt_status'),

    /** optimistic concurrency; every write bumps it, a stale upsert gets outdatedSalesOrder. */
    version: integer('version').notNull().default(1),
    /**
     * The tenants whose stock the order's lines draw on (the order's own, and a supplier's in network mode): kept
     * by the order_lines triggers (touch_orders_of_changed_lines), which also give the order row a new version
     * on every write of its lines, so the order page's kept answer is named by this row alone (P13, decision 013).
     * Only grows: a tenant no line draws on any more costs a needless rebuild, never a stale page.
     */
    stockTenants: uuid('stock_tenants').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * The submit's Idempotency-Key (unique per tenant and buyer; NULLs do not collide) and a hash of the
     * request it came with, so the same key with a different body is refused instead of answered with the old
     * order.
     */
    idempotencyKey: text('idempotency_key'),
    idempotencyRequestHash: text('idempotency_request_hash'),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** updateDate of the contract; the orders list sorts on it (K-001). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Search by number (K-006 pasted lists: `= any($numbers)`), get order by number, and uniqueness.
    uniqueIndex('orders_tenant_number_uq').on(t.tenantId, t.phonexOrderNumber),
    // Search by the external reference.
    index('orders_tenant_ref_idx').on(t.tenantId, t.refOrderNumber),
    // The buyer's orders list, newest update first (K-001, P-022): read with `order by updated_at desc, id desc`,
    // a backward scan of this index (no sort). Plain ascending on purpose: drizzle's .desc() emits DESC NULLS
    // LAST, which does not match a plain `desc` ordering. id breaks ties for stable paging.
    index('orders_tenant_buyer_updated_idx').on(t.tenantId, t.buyerId, t.updatedAt, t.id),
    // On-hold orders of a buyer in a warehouse (add to existing order, Q-053).
    index('orders_tenant_buyer_wh_status_idx').on(t.tenantId, t.buyerId, t.warehouse, t.fulfillmentStatus),
    // The seller console's queues (awaiting quote, awaiting payment, …) and the hold-expiry job.
    index('orders_tenant_status_updated_idx').on(t.tenantId, t.fulfillmentStatus, t.updatedAt),
    // The seller's order desk queue (every order of the tenant, newest update or creation first; P14): read
    // backwards like the buyer's list, id breaking ties.
    index('orders_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    // The queue filtered by warehouse, newest update first (P14's first page: statuses and a warehouse), so the
    // statuses filter the warehouse's orders rather than every order of the tenant (decision 014).
    index('orders_tenant_warehouse_updated_idx').on(t.tenantId, t.warehouse, t.updatedAt, t.id),
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    // The desk queue sorted by total (P14): an order whose freight is to be quoted sorts as the largest
    // (order-desk.repository.ts TOTAL_SORT, the same expression).
    index('orders_tenant_total_idx').on(
      t.tenantId,
      sql`(case when ${t.freightUndefined} then 9223372036854775807 else ${t.totalMinor} end)`,
      t.id,
    ),
    uniqueIndex('orders_tenant_buyer_idempotency_uq').on(t.tenantId, t.buyerId, t.idempotencyKey),
    // The reservation-fee job: unpaid orders whose grace period has ended, oldest deadline first.
    // The order-refunds job: the few orders whose refund is still to make.
    index('orders_refund_due_idx').on(t.id).where(sql`${t.refundDue}`),
    index('orders_rac_due_idx')
      .on(t.gracePeriodEnd)
      .where(sql`${t.paymentStatus} = 'UNPAID' and ${t.gracePeriodEnd} is not null`),
    check(
      'orders_payment_attempt_status_ck',
      sql`${t.paymentAttemptStatus} is null or ${t.paymentAttemptStatus} in ('SUCCESS', 'FAILURE')`,
    ),
    check(
      'orders_fulfillment_status_ck',
      sql`${t.fulfillmentStatus} in ('ON_HOLD', 'AWAITING_SHIPPING_QUOTE', 'AWAITING_PAYMENT', 'READY_FOR_FULFILLMENT', 'SHIPPED', 'INVOICED', 'CANCELED')`,
    ),
    check('orders_payment_status_ck', sql`${t.paymentStatus} in ('UNPAID', 'PAID')`),
  ],
);

/**
 * DESIGN §6: the Idempotency-Key of each add-to-existing-order update (N-040; the submit keeps its own on the
 * order row), with a hash of what was asked, so a repeat answers the first result and the same key with another
 * request is refused. One row per key per buyer.
 */
export const orderUpdateKeys = pgTable(
  'order_update_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    phonexOrderNumber: text('phonex_order_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_update_keys_tenant_buyer_key_uq').on(t.tenantId, t.buyerId, t.idempotencyKey)],
);

// ── Order lines (part 2 §3 Order line item) ────────────────────────────────────────────────────────────────

/**
 * One item of an order; one row per item per order (itemNumberItems is keyed by itemNumberWarehouse), so adding
 * the cart to an existing order merges quantities into the existing line. The stock item is linked by
 * itemNumberWarehouse (unique per tenant), like stocklist_offers, so a seller's stock re-upload does not orphan
 * history; item number, description and increment are snapshotted as ordered.
 *
 * offer_id links the cart line consumed — set null if that cart row is later deleted; the status it had
 * (BUY_AT_LIST, ACCEPTED, COUNTERED, PRICE_DROPPED) is kept to explain the unit price.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemNumberWarehouse: text('item_number_warehouse').notNull(),
    itemNumber: text('item_number').notNull(),
    itemDescription: text('item_description').notNull(),
    incrementSize: integer('increment_size').notNull().default(1),
    orderedQuantity: integer('ordered_quantity').notNull(),
    canceledQuantity: integer('canceled_quantity').notNull().default(0),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /** orderedQuantity × unitPrice, stored so list totals and exports need no per-line arithmetic. */
    extendedPriceMinor: minorAmount('extended_price_minor').notNull(),
    offerId: uuid('offer_id').references(() => stocklistOffers.id, { onDelete: 'set null' }),
    offerStatus: text('offer_status'),
    /**
     * docs/decisions/005, network orders (section M): the tenant whose stock this line draws on; null = the
     * order's own tenant. The line's stock item is (coalesce(supplier_tenant_id, tenant_id), item_number_warehouse),
     * and a reservation or release opens the inventory core's session on that tenant.
     */
    supplierTenantId: uuid('supplier_tenant_id').references(() => tenants.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lines of an order (and the one-line-per-item rule).
    uniqueIndex('order_lines_order_inw_uq').on(t.orderId, t.itemNumberWarehouse),
    // Open quantities of an item across orders (pendingOrderItemCount, seller stock views).
    index('order_lines_tenant_inw_idx').on(t.tenantId, t.itemNumberWarehouse),
    // A supplier's open quantities drawn by other tenants' orders (network orders, decision 005).
    index('order_lines_supplier_inw_idx')
      .on(t.supplierTenantId, t.itemNumberWarehouse)
      .where(sql`${t.supplierTenantId} is not null`),
    // The lines a cart line became: deleting cart lines at checkout sets their offer_id null (foreign key), which
    // without this index read every order line of every tenant once per cart line.
    index('order_lines_offer_idx').on(t.offerId).where(sql`${t.offerId} is not null`),
    check(
      'order_lines_quantities_ck',
      sql`${t.orderedQuantity} >= 0 and ${t.canceledQuantity} >= 0 and ${t.shippedQuantity} >= 0`,
    ),
  ],
);

// ── Reservation fee accruals (Q-040, L-016) ────────────────────────────────────────────────────────────────

/**
 * One row per order per 24-hour period after gracePeriodEnd that was charged the reservation fee: period 1 is
 * (gracePeriodEnd, gracePeriodEnd + 24 h], and so on. The primary key makes the accrual job idempotent per day (a
 * second run, or a second node, inserts nothing for a period already charged); orders.reservation_fee_minor is
 * the sum of these rows, written in the same transaction. amount_minor is the per-24 h amount at the time
 * (reservationFeeRateAmount: percent × the subtotal then).
 */
export const orderFeeAccruals = pgTable(
  'order_fee_accruals',
  {
    tenantId: tenantId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    amountMinor: minorAmount('amount_minor').notNull(),
    /** The basis points and subtotal the amount came from (an audit of the arithmetic). */
    feeBp: integer('fee_bp').notNull(),
    subtotalMinor: minorAmount('subtotal_minor').notNull(),
    accruedAt: timestamp('accrued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.period] }),
    check('order_fee_accruals_period_ck', sql`${t.period} >= 1`),
  ],
);

// ── Shipments, manifests, invoices (N-055, N-056, Q-049, Q-052; written by the seller's order desk) ────────

/**
 * One shipment (parcel or pallet) of an order with its tracking number (manifest summary trackingNumbers; shown
 * once the order is SHIPPED or INVOICED, Q-049). supplier_tenant_id: a network order's supplier ships its own
 * lines (null = the order's tenant).
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierTenantId: uuid('supplier_tenant_id').references(() => tenants.id, { onDelete: 'restrict' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_shipments_order_idx').on(t.tenantId, t.orderId),
    uniqueIndex('order_shipments_order_tracking_uq').on(t.orderId, t.trackingNumber),
  ],
);

/**
 * The manifest: one row per shipped unit with its IMEI (manifest export, Q-052; manifest summary imeiAvailable).
 * Linked to its order line and, when known, its shipment. An IMEI appears once across the tenant's manifests (a
 * device ships once; the order desk refuses a duplicate, and this index is its last word under concurrency).
 */
export const orderManifestLines = pgTable(
  'order_manifest_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id').references(() => orderShipments.id, { onDelete: 'set null' }),
    itemNumberWarehouse: text('item_number_warehouse').notNull(),
    imei: text('imei').notNull(),
    serialNumber: text('serial_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_manifest_lines_order_idx').on(t.tenantId, t.orderId),
    uniqueIndex('order_manifest_lines_tenant_imei_uq').on(t.tenantId, t.imei),
    // Removing an order line (foreign key) and a shipment's units (the desk's order page).
    index('order_manifest_lines_line_idx').on(t.orderLineId),
    index('order_manifest_lines_shipment_idx').on(t.shipmentId),
  ],
);

/**
 * Next invoice number per tenant and prefix: the same gap-free counter as order numbers (order_number_counters),
 * allocated in the invoicing transaction.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    tenantId: tenantId(),
    prefix: text('prefix').notNull(),
    nextValue: bigint('next_value', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix] })],
);

/**
 * An invoice of an order (invoiceNumbers; the invoice PDF export). Amounts as invoiced, minor units; an order may
 * be invoiced in parts (one invoice per shipment), so its lines say which quantities it bills.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull().defaultNow(),
    dueDate: timestamp('due_date', { withTimezone: true }),
    ...chargeColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_invoices_tenant_number_uq').on(t.tenantId, t.invoiceNumber),
    index('order_invoices_order_idx').on(t.tenantId, t.orderId),
  ],
);

/** The quantities an invoice bills, per order line, at the line's unit price as invoiced. */
export const orderInvoiceLines = pgTable(
  'order_invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => orderInvoices.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    extendedPriceMinor: minorAmount('extended_price_minor').notNull(),
  },
  (t) => [
    uniqueIndex('order_invoice_lines_invoice_line_uq').on(t.invoiceId, t.orderLineId),
    // Removing an order line (foreign key).
    index('order_invoice_lines_line_idx').on(t.orderLineId),
    check('order_invoice_lines_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

// ── Buyer preferences (part 2 §3 Saved preferences; J-006) ─────────────────────────────────────────────────

/**
 * One row per buyer. Address ids are set null when an address goes away; method and payment codes are text and
 * are dropped at read time when they no longer fit (J-007), so a tenant's change never breaks the row.
 */
export const buyerPreferences = pgTable(
  'buyer_preferences',
  {
    tenantId: tenantId(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shippingAddressId: uuid('shipping_address_id').references(() => buyerAddresses.id, {
      onDelete: 'set null',
    }),
    shippingMethodCode: text('shipping_method_code'),
    carrier: text('carrier'),
    carrierServiceLevel: text('carrier_service_level'),
    carrierShippingAccountNumber: text('carrier_shipping_account_number'),
    shippingInstructions: text('shipping_instructions'),
    insured: boolean('insured'),
    insuredAmountMinor: minorAmount('insured_amount_minor'),
    billingAddressId: uuid('billing_address_id').references(() => buyerAddresses.id, {
      onDelete: 'set null',
    }),
    paymentMethodCode: text('payment_method_code'),
    /** Additional service codes (services). */
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.buyerId] })],
);
