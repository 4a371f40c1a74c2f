import { z } from 'zod';
import { FeeType, INTEGRATED_PAYPAL, MIN_INSURED_AMOUNT, ShippingMethodType } from './checkout.ts';
import { groupThousands, MONEY_MAX, moneyInput, multilineText, QUANTITY_MAX, text } from './inputs.ts';

/**
 * Commerce settings of the seller console (docs/decisions/021): the tenant's shipping methods, payment methods and
 * their fees, warehouses, additional services, insurance limits and tax rules — the tables the checkout reads, so
 * the very next checkout uses a change. One schema per request; the console checks its forms with the same ones.
 * Amounts are major units (at most 2 decimals; the server also refuses decimals the tenant's currency lacks),
 * percents are percents with at most 2 decimals (stored as basis points).
 */

const CODE_MESSAGE = 'Use 1 to 40 capital letters, digits or underscores';
/** A method's, service's or warehouse's code: what orders and the API name it by (Q-055: opaque). */
export const CommerceCode = z
  .string({ error: CODE_MESSAGE })
  .regex(/^[A-Z0-9_]{1,40}$/, CODE_MESSAGE)
  .describe('Capital letters, digits and underscores; never changes once created');

const COUNTRY_MESSAGE = 'Enter a two-letter country code such as US';
export const CountryCode = z.string({ error: COUNTRY_MESSAGE }).regex(/^[A-Z]{2}$/, COUNTRY_MESSAGE);

// The messages are shown under the console's fields and in the API's 422 beside the field's name, so they name no
// field themselves: sentence case, in the words of the shared plain messages (zod-messages.ts).
const atMost = (max: number) => `Use at most ${groupThousands(max)} characters`;
const requiredText = (max: number) => text().trim().min(1, 'Required').max(max, atMost(max));
const optionalText = (max: number) => text().trim().max(max, atMost(max));
const nullableText = (max: number) =>
  optionalText(max)
    .nullable()
    .transform((v) => (v === '' ? null : v));
/** A list of names (carriers, service levels): each 1 to 100 characters, at most `max`, none twice. */
const listOf = (noun: string, max: number) =>
  z
    .array(requiredText(100))
    .max(max, `List at most ${max} ${noun}`)
    .refine((l) => new Set(l).size === l.length, `Name each of the ${noun} once`);

const RATE_MESSAGE = `Enter an amount from 0 to ${groupThousands(MONEY_MAX)} with at most 2 decimals`;
/** A price, fee or limit the seller sets, major units. */
export const SettingAmount = moneyInput().min(0, RATE_MESSAGE);

const PERCENT_MESSAGE = 'Enter a percent from 0 to 100 with at most 2 decimals';
/** A percent with at most 2 decimals (P-032), stored as basis points. */
export const SettingPercent = z
  .number({ error: PERCENT_MESSAGE })
  .min(0, PERCENT_MESSAGE)
  .max(100, PERCENT_MESSAGE)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, PERCENT_MESSAGE);

const SORT_MESSAGE = 'Enter a whole number from 0 to 100,000';
const SortOrder = z
  .number({ error: SORT_MESSAGE })
  .int(SORT_MESSAGE)
  .min(0, SORT_MESSAGE)
  .max(100_000, SORT_MESSAGE);

// ── Shipping methods (part 2 §3 Checkout payload; I-023…I-033, Q-037) ───────────────────────────────────────

const DEVICES_MESSAGE = `Enter a whole number from 1 to ${groupThousands(QUANTITY_MAX)}, or leave it empty for no limit`;

/**
 * POST seller/settings/shipping-methods and PUT seller/settings/shipping-methods/{code}: one of the tenant's
 * shipping methods (a method bound to one buyer's address, I-026, is not edited here). Which fields matter follows
 * the type: STANDARD / EXPRESS price from baseRate + perUnitRate × units; REAL_TIME asks the rating provider for
 * carrier + carrierServiceLevel; BILL_MY_ACCOUNT (code BILL_MY_ACCOUNT) lists the buyer's carriers and their service
 * levels; REQUEST_A_QUOTE (code REQUEST_A_QUOTE) lists the service levels a quote can be asked for.
 * allowedCountries and warehouseCodes empty = every country / every warehouse. The free-freight threshold is set
 * under Settings › Free freight (decision 015).
 */
export const ShippingMethodBody = z
  .object({
    code: CommerceCode,
    type: ShippingMethodType,
    label: requiredText(100).describe('The method as buyers see it'),
    customLabel: nullableText(100),
    description: optionalText(500),
    instructions: multilineText()
      .max(2000, atMost(2000))
      .nullable()
      .transform((v) => (v === null || v.trim() === '' ? null : v)),
    insuranceAvailable: z.boolean(),
    ignoreShippingInstructions: z.boolean(),
    showMethod: z
      .boolean()
      .describe('Offered to buyers; off keeps the method for stored choices and old orders'),
    maxDevicesInShipment: z
      .number({ error: DEVICES_MESSAGE })
      .int(DEVICES_MESSAGE)
      .min(1, DEVICES_MESSAGE)
      .max(QUANTITY_MAX, DEVICES_MESSAGE)
      .nullable(),
    allowedCountries: z
      .array(CountryCode)
      .max(250)
      .refine((l) => new Set(l).size === l.length, 'Name each country once')
      .describe('Ship-to countries served; empty = every country'),
    warehouseCodes: z
      .array(CommerceCode)
      .max(100)
      .refine((l) => new Set(l).size === l.length, 'Choose each warehouse once')
      .describe('Warehouses whose orders may use it; empty = every warehouse'),
    baseRate: SettingAmount.describe('STANDARD / EXPRESS: freight per shipment'),
    perUnitRate: SettingAmount.describe('STANDARD / EXPRESS: freight per unit'),
    carrier: nullableText(100).describe('REAL_TIME: the carrier the rating provider quotes'),
    carrierServiceLevel: nullableText(100),
    carrierChoiceRestricted: z.boolean().describe('BILL_MY_ACCOUNT: buyers choose among carrierOptions'),
    carrierOptions: listOf('carriers', 50),
    carrierServiceLevelsRestricted: z.boolean(),
    carrierServiceLevelOptions: z
      .record(requiredText(100), listOf('service levels', 50))
      .refine((r) => Object.keys(r).length <= 50, 'List at most 50 carriers'),
    serviceLevelsRestricted: z.boolean().describe('REQUEST_A_QUOTE: buyers choose among serviceLevels'),
    serviceLevels: listOf('service levels', 50),
    rateSku: nullableText(100).describe('Q-042: SKU of the freight charge line'),
    sortOrder: SortOrder,
  })
  .superRefine((m, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const special = { BILL_MY_ACCOUNT: 'BILL_MY_ACCOUNT', REQUEST_A_QUOTE: 'REQUEST_A_QUOTE' } as const;
    for (const [type, code] of Object.entries(special)) {
      if (m.type === type && m.code !== code) issue('code', `A ${type} method has the code ${code}`);
      if (m.type !== type && m.code === code)
        issue('code', `The code ${code} is kept for the ${type} method`);
    }
    if (m.type === 'REAL_TIME') {
      if (!m.carrier) issue('carrier', 'A real-time method names the carrier to quote');
      if (!m.carrierServiceLevel) issue('carrierServiceLevel', 'A real-time method names the service level');
    }
    if (m.type === 'BILL_MY_ACCOUNT' && m.carrierChoiceRestricted && m.carrierOptions.length === 0) {
      issue('carrierOptions', 'List the carriers buyers may choose, or let them name any');
    }
    if (m.type === 'BILL_MY_ACCOUNT' && m.carrierServiceLevelsRestricted) {
      const missing = m.carrierOptions.filter((c) => !(m.carrierServiceLevelOptions[c]?.length ?? 0));
      if (missing.length > 0) {
        issue('carrierServiceLevelOptions', `List the service levels of ${missing.join(', ')}`);
      }
    }
    if (m.type === 'REQUEST_A_QUOTE' && m.serviceLevelsRestricted && m.serviceLevels.length === 0) {
      issue('serviceLevels', 'List the service levels buyers may ask a quote for, or let them name any');
    }
  });
export type ShippingMethodBody = z.input<typeof ShippingMethodBody>;
export type ShippingMethodValue = z.output<typeof ShippingMethodBody>;

/** One method as the console reads it: the request's fields and the free-freight threshold (read only here). */
export const ShippingMethodSetting = z.object({
  code: z.string(),
  type: ShippingMethodType,
  label: z.string(),
  customLabel: z.string().nullable(),
  description: z.string(),
  instructions: z.string().nullable(),
  insuranceAvailable: z.boolean(),
  ignoreShippingInstructions: z.boolean(),
  showMethod: z.boolean(),
  maxDevicesInShipment: z.number().nullable(),
  allowedCountries: z.array(z.string()),
  warehouseCodes: z.array(z.string()),
  baseRate: z.number(),
  perUnitRate: z.number(),
  carrier: z.string().nullable(),
  carrierServiceLevel: z.string().nullable(),
  carrierChoiceRestricted: z.boolean(),
  carrierOptions: z.array(z.string()),
  carrierServiceLevelsRestricted: z.boolean(),
  carrierServiceLevelOptions: z.record(z.string(), z.array(z.string())),
  serviceLevelsRestricted: z.boolean(),
  serviceLevels: z.array(z.string()),
  rateSku: z.string().nullable(),
  sortOrder: z.number(),
  freeFreightOver: z.number().nullable(),
});
export type ShippingMethodSetting = z.infer<typeof ShippingMethodSetting>;

/** A warehouse as a method's choice shows it. */
export const WarehouseChoice = z.object({ code: z.string(), label: z.string() });

/** GET seller/settings/shipping-methods (and what its writes answer): every method in checkout order. */
export const ShippingMethodSettings = z.object({
  methods: z.array(ShippingMethodSetting),
  warehouses: z.array(WarehouseChoice).describe('The tenant’s warehouses, for warehouseCodes'),
});
export type ShippingMethodSettings = z.infer<typeof ShippingMethodSettings>;

/** The {code} of a method, service or warehouse in a settings path. */
export const CommerceCodeParams = z.object({ code: text().min(1).max(100) });

// ── Fees (P-037, I-042, Q-032…Q-036): payment methods and additional services ───────────────────────────────

const FEE_RATE_MESSAGE = 'Required with a fee';

/** FIXED and PER_UNIT fees are amounts (major units); the PERC_ ones percents. */
export const isPercentFee = (feeType: FeeType | null) =>
  feeType === 'PERC_OF_ORDER_SUBTOTAL' || feeType === 'PERC_OF_ORDER_TOTAL';

/** Checks feeRate against feeType: an amount for FIXED / PER_UNIT, a percent for the PERC_ types. */
function checkFee(v: { feeType: FeeType | null; feeRate: number | null }, ctx: z.RefinementCtx) {
  if (v.feeType === null) return;
  if (v.feeRate === null) {
    ctx.addIssue({ code: 'custom', path: ['feeRate'], message: FEE_RATE_MESSAGE });
    return;
  }
  const check = (isPercentFee(v.feeType) ? SettingPercent : SettingAmount).safeParse(v.feeRate);
  if (!check.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['feeRate'],
      message: check.error.issues[0]?.message ?? PERCENT_MESSAGE,
    });
  }
}

const FeeRate = z
  .number({ error: 'Enter a number' })
  .nullable()
  .describe('FIXED / PER_UNIT: the amount (major units); PERC_ types: the percent; null without a fee');

// ── Payment methods (part 2 §3 Checkout payload paymentMethods; I-042, Q-032…Q-035) ─────────────────────────

const CREDIT_MESSAGE = `${RATE_MESSAGE}, or leave it empty for no limit`;
const DUE_DAYS_MESSAGE = 'Enter whole days from 0 to 365, or leave it empty for no due date';

/**
 * POST seller/settings/payment-methods and PUT seller/settings/payment-methods/{code}: a payment method, its fee
 * (feeType null = no fee) and credit limit (part 2 §5: withdrawn above it; null = none). The integrated online
 * method (INTEGRATED_PAYPAL) is set up by the operator with its provider; here its words, fee and limit change.
 */
export const PaymentMethodBody = z
  .object({
    code: CommerceCode,
    label: requiredText(100),
    description: optionalText(500),
    instructions: multilineText()
      .max(4000, atMost(4000))
      .nullable()
      .transform((v) => (v === null || v.trim() === '' ? null : v))
      .describe('What the buyer is told to do (wire details)'),
    feeType: FeeType.nullable(),
    feeRate: FeeRate,
    creditLimit: z
      .number({ error: CREDIT_MESSAGE })
      .min(0, CREDIT_MESSAGE)
      .max(MONEY_MAX, CREDIT_MESSAGE)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, CREDIT_MESSAGE)
      .nullable(),
    dueDays: z
      .number({ error: DUE_DAYS_MESSAGE })
      .int(DUE_DAYS_MESSAGE)
      .min(0, DUE_DAYS_MESSAGE)
      .max(365, DUE_DAYS_MESSAGE)
      .nullable()
      .default(null)
      .describe("An unpaid order's invoice is due this many days after its date; null = no due date"),
    showMethod: z.boolean(),
    sortOrder: SortOrder,
  })
  .superRefine(checkFee);
export type PaymentMethodBody = z.input<typeof PaymentMethodBody>;
export type PaymentMethodValue = z.output<typeof PaymentMethodBody>;

export const PaymentMethodSetting = z.object({
  code: z.string(),
  label: z.string(),
  description: z.string(),
  instructions: z.string().nullable(),
  feeType: FeeType.nullable(),
  feeRate: z.number().nullable(),
  creditLimit: z.number().nullable(),
  dueDays: z.number().nullable(),
  showMethod: z.boolean(),
  sortOrder: z.number(),
  provider: z
    .string()
    .nullable()
    .describe('The online payment provider; null for instructions-based methods'),
});
export type PaymentMethodSetting = z.infer<typeof PaymentMethodSetting>;

export const PaymentMethodSettings = z.object({ methods: z.array(PaymentMethodSetting) });
export type PaymentMethodSettings = z.infer<typeof PaymentMethodSettings>;

/** The online method's code: only the operator creates it (it needs a provider). */
export const OPERATOR_PAYMENT_CODES: readonly string[] = [INTEGRATED_PAYPAL];

// ── Warehouses (part 1 §3 Stock list settings: warehouses, warehouseLabels, warehouseAcceptingOffer; Q-064) ──

/**
 * POST seller/settings/warehouses and PUT seller/settings/warehouses/{code}: a warehouse's label, whether buyers may
 * make offers on its stock (C-051, warehouseAcceptingOffer) and whether its news is in the daily stock report.
 */
export const WarehouseBody = z.object({
  code: CommerceCode,
  label: requiredText(100),
  acceptsOffers: z.boolean().describe('C-051: buyers may make offers on its items'),
  dailyReport: z
    .boolean()
    .describe('Q-064: its new availability and price drops go in the daily stock report'),
  sortOrder: SortOrder,
});
export type WarehouseBody = z.input<typeof WarehouseBody>;
export type WarehouseValue = z.output<typeof WarehouseBody>;

export const WarehouseSetting = z.object({
  code: z.string(),
  label: z.string(),
  acceptsOffers: z.boolean(),
  dailyReport: z.boolean(),
  sortOrder: z.number(),
  stockItems: z.number().describe('How many stock items it holds'),
});
export type WarehouseSetting = z.infer<typeof WarehouseSetting>;

export const WarehouseSettings = z.object({ warehouses: z.array(WarehouseSetting) });
export type WarehouseSettings = z.infer<typeof WarehouseSettings>;

// ── Additional services (I-044, Q-036) ──────────────────────────────────────────────────────────────────────

/**
 * POST seller/settings/additional-services and PUT seller/settings/additional-services/{code}: an optional service
 * buyers may add at checkout, with its fee (always one: FIXED, PER_UNIT or a percent).
 */
export const AdditionalServiceBody = z
  .object({
    code: CommerceCode,
    label: requiredText(100),
    description: optionalText(500),
    feeType: FeeType,
    feeRate: FeeRate,
    showMethod: z.boolean(),
    sortOrder: SortOrder,
  })
  .superRefine(checkFee);
export type AdditionalServiceBody = z.input<typeof AdditionalServiceBody>;
export type AdditionalServiceValue = z.output<typeof AdditionalServiceBody>;

export const AdditionalServiceSetting = z.object({
  code: z.string(),
  label: z.string(),
  description: z.string(),
  feeType: FeeType,
  feeRate: z.number().nullable(),
  showMethod: z.boolean(),
  sortOrder: z.number(),
});
export type AdditionalServiceSetting = z.infer<typeof AdditionalServiceSetting>;

export const AdditionalServiceSettings = z.object({ services: z.array(AdditionalServiceSetting) });
export type AdditionalServiceSettings = z.infer<typeof AdditionalServiceSettings>;

// ── Insurance limits (I-035…I-038, P-026, Q-038) ─────────────────────────────────────────────────────────────

/**
 * GET/PUT seller/settings/insurance: the largest insured amount a buyer may enter (I-038; the smallest is the spec's
 * P-026 constant, 1) and the premium, a percent of the insured amount added to the freight (Q-038).
 */
const MAX_INSURED_MESSAGE = `Enter an amount from ${MIN_INSURED_AMOUNT} to ${groupThousands(MONEY_MAX)} with at most 2 decimals`;
export const InsuranceSettings = z.object({
  maxShipmentInsuranceAmount: moneyInput()
    .min(MIN_INSURED_AMOUNT, MAX_INSURED_MESSAGE)
    .describe('I-038: the largest insured amount of a shipment'),
  ratePercent: SettingPercent.describe('Q-038: premium, percent of the insured amount'),
});
export type InsuranceSettings = z.infer<typeof InsuranceSettings>;

// ── Tax rules (Q-039) ───────────────────────────────────────────────────────────────────────────────────────

const STATE_MESSAGE = 'Use up to 10 capital letters, digits or - (empty: the whole country)';

/**
 * GET/PUT seller/settings/tax-rules: tax by ship-to country and state on subtotal + freight (Q-039). A rule with an
 * empty state is the whole country's rate; a country with no rule is an export destination and pays no tax. PUT
 * replaces every rule at once.
 */
export const TaxRule = z.object({
  country: CountryCode,
  state: z
    .string({ error: STATE_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{0,10}$/, STATE_MESSAGE),
  ratePercent: SettingPercent,
  description: requiredText(100).describe('The tax line buyers read, e.g. Sales Tax'),
});
export type TaxRule = z.infer<typeof TaxRule>;

export const TaxRules = z.object({
  rules: z
    .array(TaxRule)
    .max(500, 'Keep at most 500 tax rules')
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((r, i) => {
        const key = `${r.country}|${r.state}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'state'],
            message: `${r.country}${r.state ? ` ${r.state}` : ''} has a rule already`,
          });
        }
        seen.add(key);
      });
    }),
});
export type TaxRules = z.infer<typeof TaxRules>;
export type TaxRulesInput = z.input<typeof TaxRules>;
