import { z } from 'zod';
import { OfferIdList } from './cart.ts';
import { moneyInput, multilineText, quantityInput, text } from './inputs.ts';

/**
 * The checkout contract (part 2 §3 Checkout payload, Address, Selections, Submission body, Order compute state,
 * Saved preferences; §7 cart checkout, submit, calculate charges, add to existing order, review/update combined
 * order, preferences; I-001…I-081, J-001…J-009, Q-002… …Q-039).
 *
 * Field names are the spec's, verbatim. Where a shape needs a field the spec does not list, it is marked
 * "(addition)" and uses a name the spec already uses elsewhere. Money is in major units (like listPrice), rounded
 * to currencyPrecision by the server; the server stores integer minor units and recomputes every amount, so a
 * price or total sent by a client is never trusted (DESIGN §5).
 */

// ── Shared pieces ──────────────────────────────────────────────────────────────────────────────────────

/** Major units, e.g. 1234.5 = $1,234.50 (DESIGN §5). */
export const Money = z
  .number()
  .describe('Major units (e.g. 1234.5 = $1,234.50), rounded to currencyPrecision');

/** Ids, codes and short text, in requests and answers alike: no control characters (inputs.ts). */
const Id = text().min(1).max(100);
const ShortText = text().max(200);
/** P-027 / I-034: shipping instructions may span lines. */
const ShippingInstructions = () => multilineText().max(SHIPPING_INSTRUCTIONS_MAX_LENGTH);

/** P-026 / I-038: the insurance maximum when a tenant sets none. */
export const FALLBACK_MAX_SHIPMENT_INSURANCE_AMOUNT = 50_000;
/** P-026 / I-037: the smallest insured amount. */
export const MIN_INSURED_AMOUNT = 1;
/** P-027 / I-034: shipping instructions max length (shown at most 3 rows). */
export const SHIPPING_INSTRUCTIONS_MAX_LENGTH = 1024;
/** P-025 / I-047: charges recalculate this long after the last change. */
export const CHARGES_DEBOUNCE_MS = 500;

/** P-037, I-042, Q-032…Q-036: how a payment or additional-service fee is computed. */
export const FeeType = z
  .enum(['FIXED', 'PER_UNIT', 'PERC_OF_ORDER_SUBTOTAL', 'PERC_OF_ORDER_TOTAL'])
  .describe(
    'FIXED: flat amount per order (Q-032); PER_UNIT: rate × ordered units (Q-033); PERC_OF_ORDER_SUBTOTAL: rate% × ' +
      'subtotal (Q-034); PERC_OF_ORDER_TOTAL: rate% × (subtotal + freight + additional services fee + tax), the fee ' +
      'itself excluded (Q-035)',
  );
export type FeeType = z.infer<typeof FeeType>;

/**
 * P-039, I-026, Q-055: shipping method codes with a meaning of their own. Every other code (COD, TERMS_NET_30,
 * express/standard variants with an address suffix, real-time methods) is an opaque string from the options.
 */
export const SpecialShippingMethodCode = z.enum(['BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE']);
export type SpecialShippingMethodCode = z.infer<typeof SpecialShippingMethodCode>;
export const BILL_MY_ACCOUNT = 'BILL_MY_ACCOUNT' satisfies SpecialShippingMethodCode;
export const REQUEST_A_QUOTE = 'REQUEST_A_QUOTE' satisfies SpecialShippingMethodCode;
/** P-039: every code the spec names. */
export const KNOWN_SHIPPING_METHOD_CODES = [
  'BILL_MY_ACCOUNT',
  'REQUEST_A_QUOTE',
  'COD',
  'TERMS_NET_30',
] as const;

/**
 * What kind of method a tenant's shipping method is. Decides which options list it appears in
 * and how freight is found: STANDARD/EXPRESS from the rate table (optionally bound to one buyer address, I-026),
 * BILL_MY_ACCOUNT freight 0 on the buyer's carrier account, REQUEST_A_QUOTE freight undefined until the seller
 * quotes, REAL_TIME from the rating provider (which may be unavailable, I-025).
 */
export const ShippingMethodType = z.enum([
  'STANDARD',
  'EXPRESS',
  'BILL_MY_ACCOUNT',
  'REQUEST_A_QUOTE',
  'REAL_TIME',
]);
export type ShippingMethodType = z.infer<typeof ShippingMethodType>;

/** P-038, I-053: the integrated online payment; every other code is instructions-based (wire and similar). */
export const INTEGRATED_PAYPAL = 'INTEGRATED_PAYPAL';

// ── Address (part 2 §3 Address; I-021) ────────────────────────────────────────────────────────────────────

/** The free-form extra fields of an address; ShipToName and BillingCustomerName are the named ones (I-021). */
export const AddressFields = z
  .object({ ShipToName: ShortText.optional(), BillingCustomerName: ShortText.optional() })
  .catchall(ShortText);
export type AddressFields = z.infer<typeof AddressFields>;

/** Part 2 §3 Address (I-021). One of the buyer's shipping or billing addresses. */
export const Address = z.object({
  id: Id,
  contact: ShortText.nullable(),
  address1: ShortText,
  address2: ShortText.nullable(),
  city: ShortText,
  state: ShortText.nullable().describe('State or province code; null where the country has none'),
  country: ShortText.describe('ISO 3166-1 alpha-2 country code'),
  zip: ShortText.nullable(),
  customLabel: ShortText.nullable().describe('The buyer’s own name for the address; shown instead of label'),
  label: ShortText.describe('One-line summary of the address'),
  fields: AddressFields,
});
export type Address = z.infer<typeof Address>;

// ── Options: addresses, shipping and payment methods, services (part 2 §3 Checkout payload, Order options) ──

/**
 * One entry of otherShippingMethods (I-024; part 2 §3 Checkout payload and Order options). Includes the
 * REQUEST_A_QUOTE method when the tenant offers it, and address-bound express/standard variants (I-026).
 */
export const OtherShippingMethod = z.object({
  code: Id,
  label: ShortText,
  customLabel: ShortText.nullable(),
  description: z.string().max(2000),
  instructions: z.string().max(4000).nullable(),
  insuranceAvailable: z.boolean().describe('I-035: the insurance selector is shown and a choice is required'),
  ignoreShippingInstructions: z.boolean().describe('I-034: hide the shipping instructions box'),
  showMethod: z.boolean().describe('I-024: false = never offered'),
  maxDevicesInShipment: z
    .number()
    .int()
    .nullable()
    .describe(
      'Withdrawn when the order’s unit count exceeds it (part 2 §5 Order option withdrawal); null = no limit',
    ),
});
export type OtherShippingMethod = z.infer<typeof OtherShippingMethod>;

/** billMyAccountShippingMethod (I-031…I-033): the buyer ships on its own carrier account, freight 0. */
export const BillMyAccountShippingMethod = z.object({
  code: z.literal('BILL_MY_ACCOUNT'),
  label: ShortText,
  customLabel: ShortText.nullable(),
  description: z.string().max(2000),
  instructions: z.string().max(4000).nullable(),
  carrierChoiceRestricted: z
    .boolean()
    .describe('I-032: carrier is a select of carrierOptions, else free text'),
  carrierOptions: z.array(ShortText),
  carrierServiceLevelsRestricted: z
    .boolean()
    .describe('I-032: service level is a select of carrierServiceLevelOptions[carrier], else free text'),
  carrierServiceLevelOptions: z
    .record(z.string(), z.array(ShortText))
    .describe('Carrier → its service levels; I-033: choosing a carrier resets to its first one'),
  insuranceAvailable: z.boolean(),
  ignoreShippingInstructions: z.boolean(),
  showMethod: z.boolean(),
  maxDevicesInShipment: z.number().int().nullable(),
});
export type BillMyAccountShippingMethod = z.infer<typeof BillMyAccountShippingMethod>;

/**
 * One entry of realTimeQuoteShippingMethods (I-025, Q-037): priced from the rating provider at charge time. When
 * calculate charges finds no quote for it (provider unavailable), the page hides it and selects REQUEST_A_QUOTE.
 */
export const RealTimeQuoteShippingMethod = z.object({
  code: Id,
  label: ShortText,
  customLabel: ShortText.nullable(),
  description: z.string().max(2000),
  carrier: ShortText,
  carrierServiceLevel: ShortText,
  insuranceAvailable: z.boolean(),
  ignoreShippingInstructions: z.boolean(),
  showMethod: z.boolean(),
  maxDevicesInShipment: z.number().int().nullable(),
});
export type RealTimeQuoteShippingMethod = z.infer<typeof RealTimeQuoteShippingMethod>;

/** requestAQuoteServiceLevels (I-028): a select of serviceLevels when restricted, else free text. */
export const RequestAQuoteServiceLevels = z.object({
  serviceLevelsRestricted: z.boolean(),
  serviceLevels: z.array(ShortText),
});
export type RequestAQuoteServiceLevels = z.infer<typeof RequestAQuoteServiceLevels>;

/** One entry of paymentMethods (I-042; part 2 §3 Checkout payload and Order options). */
export const PaymentMethod = z.object({
  code: Id.describe('INTEGRATED_PAYPAL or an instructions-based method such as WIRE'),
  label: ShortText,
  description: z.string().max(2000),
  instructions: z
    .string()
    .max(8000)
    .nullable()
    .describe(
      'Payment instructions (bank details for wire), shown at checkout and on the confirmation (I-068)',
    ),
  feesApplicable: z.boolean(),
  feeType: FeeType.nullable().describe('Null when feesApplicable is false'),
  feeRate: z
    .number()
    .nullable()
    .describe(
      '(addition) Major units for FIXED and PER_UNIT, percent for PERC_* (2.5 = 2.5%); null without a fee. ' +
        'Display only: the fee itself comes from calculate charges',
    ),
  creditLimit: Money.nullable().describe(
    'Withdrawn when the order subtotal exceeds it (part 2 §5); null = none',
  ),
  showMethod: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * One offered additional service (I-044, Q-036): an optional checkbox. Its id is what Saved preferences
 * `services`, Order `additionalServices` and the submission's `additionalServiceCodes` hold.
 */
export const AdditionalService = z.object({
  id: Id,
  label: ShortText,
  description: z.string().max(2000),
  feeType: FeeType,
  feeRate: z.number().describe('Major units for FIXED and PER_UNIT, percent for PERC_* (display only)'),
});
export type AdditionalService = z.infer<typeof AdditionalService>;

/**
 * The options every shipping-and-billing editor reads: the checkout page (I-007), the order details page (part 2
 * §3 Order options) and the preferences page (J-004). Methods with showMethod false are sent so that a stored
 * choice can be recognised, but are never offered (I-024).
 */
export const ShippingAndBillingOptions = z.object({
  shippingAddresses: z.array(Address),
  billingAddresses: z.array(Address),
  shippingAddressIdShippingMethodCodeMapping: z
    .record(z.string(), z.array(z.string()))
    .describe(
      'I-023: shipping address id → codes of the methods allowed for it, in display order (the first is the default)',
    ),
  otherShippingMethods: z.array(OtherShippingMethod),
  billMyAccountShippingMethod: BillMyAccountShippingMethod.nullable().describe(
    'Null when the tenant offers none',
  ),
  realTimeQuoteShippingMethods: z.array(RealTimeQuoteShippingMethod),
  requestAQuoteServiceLevels: RequestAQuoteServiceLevels,
  paymentMethods: z.array(PaymentMethod),
  additionalServices: z.array(AdditionalService),
  maxShipmentInsuranceAmount: Money.describe(
    'I-038: insured amount ceiling; the server sends 50000 when the tenant sets none',
  ),
});
export type ShippingAndBillingOptions = z.infer<typeof ShippingAndBillingOptions>;

// ── Saved preferences (part 2 §3 Saved preferences; J-006, I-022) ──────────────────────────────────────────

/** shippingOption.shippingOptionDetails of Saved preferences (J-006); field rules as checkout (J-009). */
export const SavedShippingOptionDetails = z.object({
  shippingMethodCode: Id.nullable(),
  carrier: ShortText.nullable().describe('Bill-my-account carrier'),
  carrierServiceLevel: ShortText.nullable(),
  carrierShippingAccountNumber: ShortText.nullable(),
  shippingInstructions: ShippingInstructions().nullable(),
  insured: z.boolean().nullable().describe('Null = no insurance choice made'),
  insuredAmount: moneyInput().nullable(),
});

/**
 * Part 2 §3 Saved preferences (J-006): body of POST account/preferences, answer of GET account/preferences, and
 * the checkout payload's buyerOrderPreferences (I-022). Every id may be null (nothing chosen, or dropped because
 * it no longer fits, J-007).
 */
export const SavedPreferences = z.object({
  shippingOption: z.object({
    shippingAddressId: Id.nullable(),
    shippingOptionDetails: SavedShippingOptionDetails,
  }),
  paymentOption: z.object({
    billingAddressId: Id.nullable(),
    paymentOptionDetails: z.object({ paymentMethodCode: Id.nullable() }),
  }),
  services: z.array(Id).max(100).describe('Ids of the chosen additional services'),
});
export type SavedPreferences = z.infer<typeof SavedPreferences>;

/** What GET account/preferences answers before anything was saved. */
export const EMPTY_SAVED_PREFERENCES: SavedPreferences = {
  shippingOption: {
    shippingAddressId: null,
    shippingOptionDetails: {
      shippingMethodCode: null,
      carrier: null,
      carrierServiceLevel: null,
      carrierShippingAccountNumber: null,
      shippingInstructions: null,
      insured: null,
      insuredAmount: null,
    },
  },
  paymentOption: { billingAddressId: null, paymentOptionDetails: { paymentMethodCode: null } },
  services: [],
};

/** GET account/preferences/options (J-004, N-057, Q-010). */
export const PreferencesOptions = ShippingAndBillingOptions;
export type PreferencesOptions = z.infer<typeof PreferencesOptions>;

// ── Checkout payload (part 2 §3 Checkout payload; I-007, I-013, I-059) ─────────────────────────────────────

/** A line as an order shows it before it is placed (part 2 §3 Checkout payload lineItems; I-013). */
export const CheckoutLineItem = z.object({
  itemNumber: z.string(),
  itemNumberWarehouse: z.string().describe('(addition) the stock key of the line'),
  itemDescription: z.string(),
  quantity: z.number().int(),
  unitPrice: Money,
  extendedPrice: Money.describe('quantity × unitPrice'),
  offerId: z
    .string()
    .nullable()
    .describe('(addition) the cart line the checkout consumes (Q-026); null on an order'),
});
export type CheckoutLineItem = z.infer<typeof CheckoutLineItem>;

/**
 * An on-hold order the cart can be added to (part 2 §3 Checkout payload onHoldSalesOrder and Other "On-hold order
 * for adding"; I-059). orderNumber is the phonexOrderNumber.
 */
export const OnHoldSalesOrder = z.object({
  orderNumber: z.string(),
  refOrderNumber: z.string().nullable(),
  refOrderNumberOrPhonexOrderNumber: z.string(),
  lastUpdateDate: z.string().describe('ISO 8601'),
  warehouse: z.string().describe('Warehouse code'),
  lineItems: z.array(CheckoutLineItem),
  subtotal: Money.describe('(addition) sum of the lines’ extendedPrice (I-049 existing order subtotal)'),
  totalOrderedQuantity: z.number().int().describe('(addition) I-049 existing order quantity'),
});
export type OnHoldSalesOrder = z.infer<typeof OnHoldSalesOrder>;

/**
 * Part 2 §3 Checkout payload (I-007): answer of POST stocklist/cart/checkout/{warehouseCode} (N-037, Q-002) and
 * of the combined-order review (N-039, Q-004, with onHoldSalesOrder set); it replaced the first, minimal answer
 * (warehouseCode, offerIds, items). A PROSPECT buyer is refused with 422 prospectCannotCheckoutContactSalesRep
 * (G-071); an offer id that is not the caller's, not READY_TO_CHECKOUT or not in the warehouse fails the call.
 */
export const CheckoutPayload = ShippingAndBillingOptions.extend({
  warehouse: z.string().describe('Warehouse code of the cart section (I-002)'),
  warehouseLabel: z.string(),
  offerIds: OfferIdList.describe('(addition) the cart lines this checkout covers, to send back on submit'),
  lineItems: z.array(CheckoutLineItem),
  buyerName: z.string(),
  buyerOrderPreferences: SavedPreferences.nullable().describe('I-022: initial selections where still valid'),
  onHoldSalesOrder: OnHoldSalesOrder.nullable().describe(
    'The order the cart is being added to (combined review, I-061); null for a new order',
  ),
  isHoldOrderUntilShippingQuote: z
    .boolean()
    .describe('I-027: true when REQUEST_A_QUOTE is the only way to ship (the page then starts in that mode)'),
  isPxns: z.boolean().describe('I-003: network supplier checkout'),
  orderSubtotal: Money.describe('Sum of lineItems’ extendedPrice; the insurance default reads it (I-038)'),
  newOrderProofOfExport: z
    .object({ allOrders: z.boolean(), homeCountry: z.string().nullable() })
    .optional()
    .describe(
      '(addition) H-010: the seller’s proof-of-export rule for this buyer’s new orders: every order, or those shipped outside homeCountry, must be held until the document is in (PAY AND SHIP NOW is refused with proofOfExportRequired); absent: no rule',
    ),
});
export type CheckoutPayload = z.infer<typeof CheckoutPayload>;

/** POST stocklist/cart/add-to-existing-order/{warehouseCode} answer (N-038, Q-003, I-059): newest first. */
export const AddToExistingOrderResponse = CheckoutPayload.extend({
  onHoldSalesOrders: z.array(OnHoldSalesOrder).describe('Sorted by lastUpdateDate, newest first (N-038)'),
});
export type AddToExistingOrderResponse = z.infer<typeof AddToExistingOrderResponse>;

/** Path of the combined-order review and update. */
export const CombinedOrderParams = z.object({
  warehouseCode: Id,
  salesOrder: Id.describe('phonexOrderNumber of the on-hold order'),
});
export type CombinedOrderParams = z.infer<typeof CombinedOrderParams>;

// ── Selections and compute state (client-side state of the checkout page) ────────────────────────────────

/**
 * Part 2 §3 Selections (I-008): what the checkout page holds while the buyer chooses. Ids and codes refer to the
 * options of the payload; null = not chosen. requestAQuoteInfo.amount is the raw text typed (I-029, I-030).
 */
export const CheckoutSelections = z.object({
  shippingAddress: Id.nullable().describe('Shipping address id'),
  shippingMethod: Id.nullable().describe('Shipping method code'),
  shippingInsured: z.boolean().nullable().describe('I-036: reset to null when the method changes'),
  shippingInsuranceAmount: Money.nullable(),
  shippingInstruction: z.string().max(SHIPPING_INSTRUCTIONS_MAX_LENGTH),
  ignoreShippingInstructions: z.boolean(),
  billMyAccountInfo: z.object({ carrier: ShortText, serviceLevel: ShortText, accountNumber: ShortText }),
  requestAQuoteInfo: z.object({ serviceLevel: ShortText, amount: ShortText }),
  billingAddress: Id.nullable().describe('Billing address id'),
  paymentMethod: Id.nullable().describe('Payment method code'),
  additionalServices: z.array(Id),
});
export type CheckoutSelections = z.infer<typeof CheckoutSelections>;

/**
 * Part 2 §3 Order compute state (I-014, I-049): the totals panel. The cart/existing/combined figures split the
 * add-to-existing-order review; for a new order existing* are 0 and combined* equal cart*.
 */
export const OrderComputeState = z.object({
  cartSubtotal: Money,
  cartQuantity: z.number().int(),
  existingOrderSubtotal: Money,
  existingOrderQuantity: z.number().int(),
  combinedSubtotal: Money,
  combinedQuantity: z.number().int(),
  freight: Money.nullable().describe('Null while undefined (request-a-quote, Q-037)'),
  fees: Money.nullable().describe('The payment fee; null while undefined'),
  additionalServiceFees: Money,
  tax: Money,
  taxDescription: z.string(),
  totalPrice: Money,
});
export type OrderComputeState = z.infer<typeof OrderComputeState>;

// ── Submission (part 2 §3 Submission body; I-050…I-053, I-064) ───────────────────────────────────────────

/** shippingOption of the submission body (I-051). Only codes, ids and buyer-entered text are trusted. */
export const SubmissionShippingOption = z.object({
  shippingMethodCode: Id,
  shippingMethodLabel: ShortText.nullish().describe('Ignored: the server uses the method’s own label'),
  shippingInstructions: ShippingInstructions().nullish(),
  insured: z
    .boolean()
    .nullish()
    .describe('Required (true/false) when the method has insuranceAvailable (I-035)'),
  insuredAmount: moneyInput()
    .nullish()
    .describe('When insured: ≥ 1 and ≤ maxShipmentInsuranceAmount (I-037)'),
  carrier: ShortText.nullish().describe('BILL_MY_ACCOUNT (I-031)'),
  carrierServiceLevel: ShortText.nullish().describe('BILL_MY_ACCOUNT (I-031)'),
  carrierShippingAccountNumber: ShortText.nullish().describe('BILL_MY_ACCOUNT (I-031)'),
  realTimeFreightQuote: moneyInput().nullish().describe('Ignored: the server re-quotes a real-time method'),
});
export type SubmissionShippingOption = z.infer<typeof SubmissionShippingOption>;

/**
 * Part 2 §3 Submission body (I-050…I-052): POST stocklist/cart/submit/{warehouseCode} and, with
 * readyToRelease false, POST …/add-to-existing-order/{warehouseCode}/{salesOrder}/update (I-064). The server
 * re-checks that every id exists and is the buyer's, that the method is allowed for the address
 * (shippingAddressIdShippingMethodCodeMapping), maxDevicesInShipment and creditLimit (I-046), and recomputes
 * every amount. With INTEGRATED_PAYPAL, readyToRelease is treated as false (I-053).
 */
export const SubmissionBody = z.object({
  shippingAddressId: Id,
  billingAddressId: Id,
  shippingOption: SubmissionShippingOption,
  requestAQuoteDetails: z
    .object({ serviceLevel: ShortText })
    .nullish()
    .describe('(addition, the Order’s name) REQUEST_A_QUOTE service level (I-028)'),
  paymentOptionDetails: z.object({ paymentMethodCode: Id }),
  additionalServiceCodes: z.array(Id).max(100).default([]),
  readyToRelease: z.boolean().describe('I-052: true = pay and ship now, false = hold'),
  offerIds: OfferIdList,
});
export type SubmissionBody = z.infer<typeof SubmissionBody>;
export type SubmissionBodyInput = z.input<typeof SubmissionBody>;

/** Body of the combined-order update (I-064): always readyToRelease false. */
export const UpdateCombinedOrderBody = SubmissionBody.extend({ readyToRelease: z.literal(false) });
export type UpdateCombinedOrderBody = z.infer<typeof UpdateCombinedOrderBody>;

/**
 * Headers of submit and update (DESIGN §6): the same Idempotency-Key from the same buyer creates one
 * order; a repeat answers the first result. Loose so Fastify keeps every other header (it replaces
 * request.headers with the parsed value).
 */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': text().min(8).max(200).optional(),
});
export type IdempotencyHeaders = z.infer<typeof IdempotencyHeaders>;

/** Submit answer (I-050): the new order's number; the page then GETs order/{phonexOrderNumber} (I-057). */
export const SubmitOrderResponse = z.object({ phonexOrderNumber: z.string() });
export type SubmitOrderResponse = z.infer<typeof SubmitOrderResponse>;

/** Combined-order update answer (I-065): the updated order's number, for /orders/{salesOrder}. */
export const UpdateCombinedOrderResponse = SubmitOrderResponse;
export type UpdateCombinedOrderResponse = z.infer<typeof UpdateCombinedOrderResponse>;

// ── Calculate charges (part 2 §7; N-052, Q-009, Q-032…Q-039; I-047) ──────────────────────────────────────

/** The address of a charges request (N-052): only id is read, the server uses its stored address (country, state). */
export const ChargesAddress = Address.partial().extend({ id: Id });

/** An item of a charges request (N-052, "items (with orderedQuantity)"): only itemNumberWarehouse and orderedQuantity are read. */
export const ChargesItem = z.object({
  itemNumberWarehouse: text().min(1).max(200),
  orderedQuantity: quantityInput().min(0),
  unitPrice: moneyInput().optional().describe('Ignored: prices come from the offers or the order'),
});

/**
 * POST order/charges/calculate body (N-052, Q-009). Unset choices are null: the answer then leaves that part
 * undefined (freightUndefined / paymentFeeUndefined). Prices come from offerIds (checkout) and from
 * phonexOrderNumber (an existing order: combined review, order details); items say the quantities.
 */
export const CalculateChargesRequest = z.object({
  buyerId: Id.optional().describe('Ignored: the signed-in buyer is used'),
  warehouseCode: Id,
  shippingAddress: ChargesAddress.nullish(),
  shippingMethodCode: Id.nullish(),
  billingAddress: ChargesAddress.nullish(),
  paymentMethodCode: Id.nullish(),
  additionalServices: z.array(Id).max(100).default([]).describe('Additional service ids'),
  items: z.array(ChargesItem).max(5000),
  insured: z.boolean().nullish(),
  insuranceAmount: moneyInput().nullish(),
  offerIds: OfferIdList.optional().describe('(addition) the checkout’s cart lines'),
  phonexOrderNumber: Id.optional().describe('(addition) the existing order the items belong to or join'),
});
export type CalculateChargesRequest = z.infer<typeof CalculateChargesRequest>;
export type CalculateChargesRequestInput = z.input<typeof CalculateChargesRequest>;

/** One real-time quote; freight null = the provider could not quote this method (I-025). */
export const RealTimeFreightQuote = z.object({
  shippingMethodCode: z.string(),
  carrier: z.string(),
  carrierServiceLevel: z.string(),
  freight: Money.nullable(),
});
export type RealTimeFreightQuote = z.infer<typeof RealTimeFreightQuote>;

/**
 * POST order/charges/calculate answer (N-052). Insurance cost is part of freight; tax is on subtotal +
 * freight. freight/paymentFee are 0 and their *Undefined flag true while they cannot be known (no method,
 * REQUEST_A_QUOTE, real-time provider unavailable; PERC_OF_ORDER_TOTAL while freight is undefined, Q-035).
 */
export const CalculateChargesResponse = z.object({
  freight: Money,
  paymentFee: Money,
  freightUndefined: z.boolean(),
  paymentFeeUndefined: z.boolean(),
  rateSku: z.string().nullable().describe('Q-042: passed through'),
  tax: Money,
  taxDescription: z.string().describe('e.g. "Sales Tax (8.25%)"; "" when no tax applies'),
  additionalServicesFee: Money,
  realTimeFreightQuoteCarrier: z.string().nullable(),
  realTimeFreightQuoteCarrierServiceLevel: z.string().nullable(),
  freightQuotesForAllRealTimeShippingMethods: z.array(RealTimeFreightQuote),
  subtotal: Money.describe('(addition) the server’s subtotal of the items'),
  totalOrderedQuantity: z.number().int().describe('(addition)'),
  total: Money.describe('(addition) subtotal + freight + paymentFee + tax + additionalServicesFee (P-033)'),
});
export type CalculateChargesResponse = z.infer<typeof CalculateChargesResponse>;

// ── Paths (part 2 §7 in scope; Q-002…Q-010) ────────────────────────────────────────────────────

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type PathEntry = { readonly method: HttpMethod; readonly path: `/${string}` };

/**
 * The calls as registered under API_PREFIX '/px-api-gateway' (Fastify `:param` syntax). Paths the
 * spec does not show follow Q-002…Q-010. Request and response schemas are named beside each.
 */
export const CHECKOUT_PATHS = {
  /** Body OfferIdList → CheckoutPayload (N-037, Q-002). */
  cartCheckout: { method: 'POST', path: '/stocklist/cart/checkout/:warehouseCode' },
  /** Body SubmissionBody, headers IdempotencyHeaders → SubmitOrderResponse (N-041, Q-005). */
  submit: { method: 'POST', path: '/stocklist/cart/submit/:warehouseCode' },
  /** → ExistingOrderWarehouses (N-036, Q-003; already served by the cart issue). */
  addToExistingOrderWarehouses: { method: 'GET', path: '/stocklist/cart/add-to-existing-order/warehouses' },
  /** Body OfferIdList → AddToExistingOrderResponse (N-038, Q-003). */
  addToExistingOrder: { method: 'POST', path: '/stocklist/cart/add-to-existing-order/:warehouseCode' },
  /** Params CombinedOrderParams, body OfferIdList → CheckoutPayload (N-039, Q-004). */
  reviewCombinedOrder: {
    method: 'POST',
    path: '/stocklist/cart/add-to-existing-order/:warehouseCode/:salesOrder/review',
  },
  /** Params CombinedOrderParams, body UpdateCombinedOrderBody → UpdateCombinedOrderResponse (N-040, Q-004). */
  updateCombinedOrder: {
    method: 'POST',
    path: '/stocklist/cart/add-to-existing-order/:warehouseCode/:salesOrder/update',
  },
  /** Body CalculateChargesRequest → CalculateChargesResponse (N-052, Q-009). */
  calculateCharges: { method: 'POST', path: '/order/charges/calculate' },
  /** → OrderSettings of settings.ts (N-010, Q-007; already served). */
  orderSettings: { method: 'GET', path: '/order/settings' },
  /** → PreferencesOptions (N-057, Q-010). */
  preferencesOptions: { method: 'GET', path: '/account/preferences/options' },
  /** → SavedPreferences (N-058, Q-010). */
  preferencesSelected: { method: 'GET', path: '/account/preferences' },
  /** Body SavedPreferences → SavedPreferences as stored (N-059, Q-010). */
  preferencesSubmit: { method: 'POST', path: '/account/preferences' },
  /** Query OrdersListQuery → OrdersListResponse (N-060, Q-008). */
  ordersList: { method: 'GET', path: '/orders' },
  /** Query OrdersListQuery → xlsx download (N-061, Q-008, Q-052). */
  ordersExport: { method: 'GET', path: '/orders/export' },
  /** Params OrderNumberParams → GetOrderResponse (N-042, N-053, Q-008). */
  getOrder: { method: 'GET', path: '/order/:phonexOrderNumber' },
} as const satisfies Record<string, PathEntry>;
export type CheckoutPathName = keyof typeof CHECKOUT_PATHS;

/** Network variants (part 2 §7 "a network variant exists"; ), for the network issue. */
export const CHECKOUT_NETWORK_PATHS = {
  cartCheckout: { method: 'POST', path: '/pxnr/cart/checkout/:warehouseId' },
  submit: { method: 'POST', path: '/pxnr/cart/submit/:warehouseId' },
  addToExistingOrder: { method: 'POST', path: '/pxnr/cart/add-to-existing-order/:warehouseId' },
} as const satisfies Record<string, PathEntry>;

/** The `:name` parameters of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Fills a path's `:name` parameters, URL-encoded: fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode }). */
export function fillPath<P extends string>(path: P, params: Record<PathParamNames<P>, string>): string {
  const values = params as Record<string, string>;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
