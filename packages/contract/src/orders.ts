import { z } from 'zod';
import { Address, Money, RealTimeFreightQuote, ShippingAndBillingOptions } from './checkout.ts';
import { groupThousands, moneyInput, multilineText, text } from './inputs.ts';

/**
 * The orders contract (part 2 §3 Order summary, Orders list row, Order (salesOrder), Order line item, Permission
 * set per order, Order options, Order settings, Fee terms, Other; §7 orders list, orders export, get order;
 * I-066…I-071, K-001…K-009, L-*, Q-008, Q-040…Q-053). Field names are the spec's, verbatim; "(addition)" marks a
 * field the spec does not list. Money in major units (see checkout.ts).
 *
 * Order settings (part 2 §3 Order settings, K-002, K-004, N-010) are `OrderSettings` in settings.ts, with the
 * Q-047 default columns in DEFAULT_ORDER_SETTINGS; they are not repeated here.
 */

// ── Enums (DESIGN §6, P-040, P-041, P-034, Q-078) ───────────────────────────────────────────────────────────

/**
 * Fulfillment status of an order (DESIGN §6, P-040): labels and colours come from
 * fulfillmentSettings.statuses (K-004). ON_HOLD = held by the buyer (or awaiting integrated payment, Q-044);
 * AWAITING_SHIPPING_QUOTE = request-a-quote; release moves to onReleaseFulfillmentStatusTo.
 */
export const FulfillmentStatus = z.enum([
  'ON_HOLD',
  'AWAITING_SHIPPING_QUOTE',
  'AWAITING_PAYMENT',
  'READY_FOR_FULFILLMENT',
  'SHIPPED',
  'INVOICED',
  'CANCELED',
]);
export type FulfillmentStatus = z.infer<typeof FulfillmentStatus>;

/** Payment status of an order (DESIGN §6); labels from paymentSettings.statuses (K-004). */
export const PaymentStatus = z.enum(['UNPAID', 'PAID']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/**
 * salesOrderUpdateMethod values (P-034, Q-078). Only ALL_VIA_PHONEX_AND_HAS_EXTERNAL_SYSTEM changes the UI (manual
 * sync: PLACE ORDER, no ADD TO EXISTING ORDER); OrderSettings keeps the field a plain string so an unknown value
 * reads as automatic sync.
 */
export const SalesOrderUpdateMethod = z.enum(['ALL_VIA_PHONEX', 'ALL_VIA_PHONEX_AND_HAS_EXTERNAL_SYSTEM']);
export type SalesOrderUpdateMethod = z.infer<typeof SalesOrderUpdateMethod>;

/** Part 2 §3 Other: order action enum (P-041). */
export const OrderAction = z.enum(['HOLD_ORDER', 'RELEASE_ORDER']);
export type OrderAction = z.infer<typeof OrderAction>;

/**
 * Confirmation types of /checkout/order-release-confirmation (I-066, I-067): pay and ship now, hold the order,
 * hold until shipping quote. Route state, not an API field; fixed here so the checkout and the page agree.
 */
export const ConfirmationType = z.enum(['PAY_AND_SHIP_NOW', 'HOLD_ORDER', 'HOLD_UNTIL_SHIPPING_QUOTE']);
export type ConfirmationType = z.infer<typeof ConfirmationType>;

/** P-022: orders page size. */
export const ORDERS_PAGE_SIZE = 50;
/** P-023 / K-006: orders search debounce. */
export const ORDERS_SEARCH_DEBOUNCE_MS = 500;

// ── Order line item (part 2 §3 Order line item) ─────────────────────────────────────────────────────────────

/** Part 2 §3 Order line item (L-*): one item of an order. */
export const OrderLineItem = z.object({
  itemNumberWarehouse: z.string(),
  itemNumber: z.string(),
  itemDescription: z.string(),
  availableQuantity: z
    .number()
    .int()
    .describe('Stock still available to add; a negative value is shown as 0'),
  orderedQuantity: z.number().int().min(0),
  canceledQuantity: z.number().int().min(0),
  shippedQuantity: z.number().int().min(0),
  unitPrice: Money,
  extendedPrice: Money.describe('orderedQuantity × unitPrice'),
  incrementSize: z.number().int().min(1),
  availableQuantityDisplay: z
    .string()
    .describe(
      "(addition) L-039, L-040: availableQuantity as shown — a negative value as 0, above maxItemQuantityToBeDisplayed as 'N+'",
    ),
});
export type OrderLineItem = z.infer<typeof OrderLineItem>;

// ── Order (salesOrder) (part 2 §3 Order (salesOrder)) ──────────────────────────────────────────────────────

/** salesOrder.shippingOptionDetails.shippingOption. */
export const OrderShippingOption = z.object({
  shippingMethodCode: z.string(),
  shippingMethodLabel: z.string(),
  insured: z.boolean().nullable(),
  insuredAmount: Money.nullable(),
  shippingQuote: Money.nullable().describe(
    'The seller’s freight quote for REQUEST_A_QUOTE; null until quoted',
  ),
  carrier: z.string().nullable(),
  carrierServiceLevel: z.string().nullable(),
  carrierShippingAccountNumber: z.string().nullable(),
  shippingInstructions: z.string().nullable(),
});
export type OrderShippingOption = z.infer<typeof OrderShippingOption>;

/**
 * Part 2 §3 Order (salesOrder): inside GET order/{phonexOrderNumber} (N-042, N-053, Q-008). warehouse is the
 * label, warehouseCode the code. version is the optimistic-concurrency token an upsert sends back.
 */
export const SalesOrder = z.object({
  // Identity
  phonexOrderNumber: z.string().describe('e.g. PXSTKL0000347: tenant prefix + 7 digits'),
  refOrderNumber: z.string().nullable().describe('Reference in the seller’s external system'),
  refOrderNumberOrPhonexOrderNumber: z.string(),
  buyerId: z.string(),
  warehouse: z.string().describe('Warehouse label'),
  warehouseCode: z.string(),
  pxnrOrder: z.boolean(),
  pxnrWarehouseLabel: z.string().nullable(),
  pxnsOrder: z.boolean(),
  // Status and dates
  fulfillmentStatus: FulfillmentStatus,
  phonexDerivedStatus: z.string().describe('Display status derived from fulfillment and payment'),
  paymentStatus: PaymentStatus,
  createDate: z.string().describe('ISO 8601'),
  updateDate: z.string().describe('ISO 8601'),
  // Amounts
  subtotal: Money,
  freight: Money,
  paymentFee: Money,
  tax: Money,
  additionalServicesFee: Money,
  total: Money.describe('P-033'),
  reservationFee: Money,
  cancellationFee: Money,
  taxDescription: z.string(),
  totalOrderedQuantity: z.number().int(),
  freightUndefined: z
    .boolean()
    .describe(
      "(addition) I-049, Q-037: the freight awaits the seller's quote (request-a-quote); freight, the tax and any fee on it and the total show 'To be quoted', not 0",
    ),
  paymentFeeUndefined: z
    .boolean()
    .describe(
      "(addition) I-049, Q-035: a payment fee that is a percentage of the order total cannot be known while the freight awaits its quote; it and the total show 'To be quoted', not 0",
    ),
  // Contents
  items: z.array(OrderLineItem),
  itemNumberItems: z
    .record(z.string(), OrderLineItem)
    .describe('The same items keyed by itemNumberWarehouse'),
  additionalServices: z.array(z.string()).describe('Ids of the chosen additional services'),
  shippingAddress: Address,
  billingAddress: Address,
  // Fee terms
  racFeeAgreed: z.boolean(),
  racFeeAgreedDate: z.string().nullable(),
  gracePeriodEnd: z.string().nullable(),
  cancellationFeePercent: z.number(),
  racFeePeriodEnd: z.string().nullable(),
  rateSku: z.string().nullable(),
  metadata: z.object({
    realTimeFreightQuoteCarrier: z.string().nullable(),
    realTimeFreightQuoteCarrierServiceLevel: z.string().nullable(),
    freightQuotesForAllRealTimeShippingMethods: z.array(RealTimeFreightQuote),
  }),
  shippingOptionDetails: z.object({
    shippingOption: OrderShippingOption,
    shippingAddressId: z.string(),
    requestAQuoteDetails: z.object({ serviceLevel: z.string().nullable() }),
  }),
  paymentOptionDetails: z.object({
    billingAddressId: z.string(),
    paymentMethodCode: z.string(),
    paymentMethodLabel: z.string(),
  }),
  version: z
    .number()
    .int()
    .describe('(addition) Q-051: send back with an upsert; a stale one → outdatedSalesOrder'),
});
export type SalesOrder = z.infer<typeof SalesOrder>;

// ── Permission set, options, get-order ─────────────────────────────────────────────────────────────────────

/** Part 2 §3 Permission set per order (part 2 §6): the server decides; the page only reads. */
export const OrderPermission = z.object({
  canIncreaseOrderedQuantity: z.boolean(),
  canDecreaseOrderedQuantity: z.boolean(),
  canUpdateOrderedQuantity: z.boolean(),
  canRemoveItem: z.boolean(),
  canEditItem: z.boolean(),
  canCancelOrder: z.boolean(),
  canUpdateShipping: z.boolean(),
  canUpdateBillingAndPayment: z.boolean(),
  canUpdateAdditionalServices: z.boolean(),
  canExtendPaymentTime: z.boolean(),
  isPaymentGracePeriodSectionApplicable: z.boolean(),
  canPayAndShipNow: z.boolean(),
});
export type OrderPermission = z.infer<typeof OrderPermission>;

/** Part 2 §3 Order options: the same options as checkout and preferences (ShippingAndBillingOptions). */
export const OrderOptions = ShippingAndBillingOptions;
export type OrderOptions = z.infer<typeof OrderOptions>;

/** Path of the order calls. */
export const OrderNumberParams = z.object({ phonexOrderNumber: text().min(1).max(40) });
export type OrderNumberParams = z.infer<typeof OrderNumberParams>;

/**
 * GET order/{phonexOrderNumber} answer (N-042, N-053, Q-008): stored after submit (I-057) and read by the order
 * page. Another buyer's or tenant's number → 404 ('No order found of this id: {path}', O-078).
 */
export const GetOrderResponse = z.object({
  salesOrder: SalesOrder,
  orderOptions: OrderOptions,
  permission: OrderPermission,
});
export type GetOrderResponse = z.infer<typeof GetOrderResponse>;

// ── Order summary (part 2 §3 Order summary; I-068) ────────────────────────────────────────────────────────

/**
 * Part 2 §3 Order summary (I-068): what the confirmation page shows, read from the salesOrder of GET order.
 * orderSummaryOf() derives it so the page and its tests agree on the subset.
 */
export const OrderSummary = z.object({
  subtotal: Money,
  paymentFee: Money,
  reservationFee: Money,
  cancellationFee: Money,
  freight: Money,
  additionalServicesFee: Money,
  tax: Money,
  total: Money,
  /** Q-035, I-049: the freight (and a fee on the total) wait for the seller's quote: 'To be quoted', not 0. */
  freightUndefined: z.boolean(),
  paymentFeeUndefined: z.boolean(),
  warehouse: z.string(),
  itemNumberItems: z.record(
    z.string(),
    z.object({ orderedQuantity: z.number().int(), canceledQuantity: z.number().int() }),
  ),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export function orderSummaryOf(order: SalesOrder): OrderSummary {
  const itemNumberItems: OrderSummary['itemNumberItems'] = {};
  for (const [key, item] of Object.entries(order.itemNumberItems)) {
    itemNumberItems[key] = { orderedQuantity: item.orderedQuantity, canceledQuantity: item.canceledQuantity };
  }
  return {
    subtotal: order.subtotal,
    paymentFee: order.paymentFee,
    reservationFee: order.reservationFee,
    cancellationFee: order.cancellationFee,
    freight: order.freight,
    additionalServicesFee: order.additionalServicesFee,
    tax: order.tax,
    total: order.total,
    freightUndefined: order.freightUndefined,
    paymentFeeUndefined: order.paymentFeeUndefined,
    warehouse: order.warehouse,
    itemNumberItems,
  };
}

// ── Orders list (part 2 §3 Orders list row; K-001…K-009) ─────────────────────────────────────────────────

/**
 * Part 2 §3 Orders list row (K-003). Q-047's default columns also need refOrderNumberOrPhonexOrderNumber, so it
 * and a few other Order fields ride along (additions, with the Order's names).
 */
export const OrdersListRow = z.object({
  phonexOrderNumber: z.string(),
  updateDate: z.string().describe('ISO 8601'),
  warehouse: z.string().describe('Warehouse label'),
  warehouseCode: z.string(),
  fulfillmentStatus: FulfillmentStatus,
  paymentStatus: PaymentStatus,
  pxnsOrder: z.boolean(),
  refOrderNumber: z.string().nullable().describe('(addition)'),
  refOrderNumberOrPhonexOrderNumber: z.string().describe('(addition) the Q-047 "Order #" column'),
  createDate: z.string().describe('(addition)'),
  totalOrderedQuantity: z.number().int().describe('(addition)'),
  total: Money.describe('(addition)'),
});
export type OrdersListRow = z.infer<typeof OrdersListRow>;

/** Fields a buyerSalesOrderListPageSettings column may name (K-002). */
export const ORDERS_LIST_COLUMN_FIELDS = OrdersListRow.keyof().options;

/** The most order numbers one pasted list may hold: each is a pattern the search matches. */
export const MAX_ORDER_SEARCH_TERMS = 2_000;

/**
 * A search of orders (K-006, Q-048): text, or a pasted list split at blanks, commas and semicolons (as the search
 * splits it) of at most MAX_ORDER_SEARCH_TERMS numbers.
 */
export const orderSearch = () =>
  multilineText()
    .max(20_000)
    .refine(
      (s) => s.split(/[\s,;]+/).filter((t) => t !== '').length <= MAX_ORDER_SEARCH_TERMS,
      `Search at most ${groupThousands(MAX_ORDER_SEARCH_TERMS)} order numbers at once`,
    );

/**
 * Query of GET orders and GET orders/export (K-006, Q-048). search matches order number or reference; a pasted
 * list (comma, space or newline separated) matches any of its numbers. Sorting (updateDate newest first, K-001)
 * and paging (50, P-022) are the page's.
 */
export const OrdersListQuery = z.object({
  search: orderSearch().optional().describe('A pasted list may hold tabs and line breaks'),
});
export type OrdersListQuery = z.infer<typeof OrdersListQuery>;

/** GET orders answer (N-060, K-001): every matching order of the buyer, updateDate newest first. */
export const OrdersListResponse = z.array(OrdersListRow);
export type OrdersListResponse = z.infer<typeof OrdersListResponse>;

/** GET orders/export (K-008, Q-052): an xlsx workbook, name from content-disposition. */
export const ORDERS_EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ── Paths of the order details calls ────────────────────────────────────────────────────

/**
 * The order details calls as registered under API_PREFIX '/px-api-gateway' (Fastify `:param` syntax), besides
 * CHECKOUT_PATHS.getOrder (GET order/{n}). Paths the spec does not show follow; the order actions
 * (HOLD_ORDER, RELEASE_ORDER, L-051) and cancel are ours. Every one answers 404 orderNotFound for another buyer's
 * or tenant's order.
 */
export const ORDER_PATHS = {
  /** Body UpsertOrderBody → OrderChangeResponse (N-054, L-028, Q-051). */
  upsert: { method: 'PUT', path: '/order' },
  /** Params OrderNumberParams, body OrderActionBody → OrderChangeResponse (L-051, L-053, Q-044). */
  action: { method: 'POST', path: '/order/:phonexOrderNumber/action' },
  /** Params OrderNumberParams, body CancelOrderBody → OrderChangeResponse (L-048…L-052, Q-041). */
  cancel: { method: 'POST', path: '/order/:phonexOrderNumber/cancel' },
  /** Params OrderNumberParams → PaymentStatusResponse (N-048, L-054, Q-012). */
  paymentStatus: { method: 'GET', path: '/order/:phonexOrderNumber/payment/status' },
  /** Params OrderNumberParams → FeeTerms (N-049, L-059, Q-009). */
  feeTerms: { method: 'GET', path: '/order/:phonexOrderNumber/rac-terms' },
  /** Params OrderNumberParams, body FeeTerms → AcceptFeeTermsResponse (N-050, L-063, Q-009). */
  acceptFeeTerms: { method: 'POST', path: '/order/:phonexOrderNumber/rac-terms/accept' },
  /** Body CalculateRacFeesRequest → CalculateRacFeesResponse (N-051, L-067, Q-009). */
  calculateRacFees: { method: 'POST', path: '/order/rac-fees/calculate' },
  /** Params OrderNumberParams → ManifestSummary (N-055, L-009, Q-008). */
  manifestSummary: { method: 'GET', path: '/order/:phonexOrderNumber/manifest-summary' },
  /** Params OrderNumberParams → the order as an .xlsx download (N-056, L-008, Q-052). */
  orderExport: { method: 'GET', path: '/order/:phonexOrderNumber/export' },
  /** Params OrderNumberParams → the manifest (IMEI per unit) as an .xlsx download (N-056, L-006, Q-052). */
  manifestExport: { method: 'GET', path: '/order/:phonexOrderNumber/manifest/export' },
  /** Params InvoiceExportParams → the invoice as a PDF download (N-056, L-007, Q-052). */
  invoiceExport: { method: 'GET', path: '/order/:phonexOrderNumber/invoice/:invoiceNumber/export' },
} as const satisfies Record<string, { readonly method: 'GET' | 'POST' | 'PUT'; readonly path: `/${string}` }>;
export type OrderPathName = keyof typeof ORDER_PATHS;

/** Content types of the order exports. */
export const ORDER_EXPORT_CONTENT_TYPE = ORDERS_EXPORT_CONTENT_TYPE;
export const MANIFEST_EXPORT_CONTENT_TYPE = ORDERS_EXPORT_CONTENT_TYPE;
export const INVOICE_EXPORT_CONTENT_TYPE = 'application/pdf';

/** Path of the invoice export. */
export const InvoiceExportParams = OrderNumberParams.extend({ invoiceNumber: text().min(1).max(40) });
export type InvoiceExportParams = z.infer<typeof InvoiceExportParams>;

/** P-019 / L-013: snackbars of the order details screen stay this long. */
export const ORDER_DETAILS_SNACKBAR_MS = 300_000;

// ── Upsert (N-054, L-024…L-031, Q-051) ──────────────────────────────────────────────────────────────────────

/**
 * A line of the upsert: which item and its new orderedQuantity. The quantity is what the buyer typed: a number, or
 * text that must read as one (L-042: otherwise that line fails with 'Invalid order quantity' and the rest of the
 * save goes on). A line of the order missing from `items` is removed (L-048: removing the last cancels).
 */
export const UpsertOrderLine = z.object({
  itemNumberWarehouse: text().min(1).max(100),
  orderedQuantity: z.union([z.number(), text().max(20)]),
});
export type UpsertOrderLine = z.infer<typeof UpsertOrderLine>;

/**
 * The salesOrder as the page sends it back (N-054: body {salesOrder}). Every field the server reads is here; any
 * other salesOrder field (amounts, statuses, labels, permission) may be sent and is ignored — the server
 * recomputes the amounts (DESIGN §5) and owns the statuses. version (or updateDate) is the one the page loaded:
 * a stale one → 409 outdatedSalesOrder, nothing changed. A part left out is left as it is; a part sent
 * that differs from the order is a change, applied only where the permission set allows (L-023).
 */
export const SalesOrderUpsert = z.object({
  phonexOrderNumber: text().min(1).max(40),
  version: z.number().int().min(1).optional(),
  updateDate: z.string().max(40).optional(),
  items: z.array(UpsertOrderLine).max(5_000).optional(),
  additionalServices: z.array(text().min(1).max(100)).max(100).optional(),
  shippingOptionDetails: z
    .object({
      shippingAddressId: text().min(1).max(100),
      shippingOption: z.object({
        shippingMethodCode: text().min(1).max(100),
        insured: z.boolean().nullable().optional(),
        insuredAmount: moneyInput().nullable().optional(),
        carrier: text().max(200).nullable().optional(),
        carrierServiceLevel: text().max(200).nullable().optional(),
        carrierShippingAccountNumber: text().max(200).nullable().optional(),
        shippingInstructions: multilineText().max(1024).nullable().optional(),
      }),
      requestAQuoteDetails: z.object({ serviceLevel: text().max(200).nullable() }).optional(),
    })
    .optional(),
  paymentOptionDetails: z
    .object({
      billingAddressId: text().min(1).max(100),
      paymentMethodCode: text().min(1).max(100),
    })
    .optional(),
});
export type SalesOrderUpsert = z.infer<typeof SalesOrderUpsert>;

/** PUT order body (N-054, L-028). */
export const UpsertOrderBody = z.object({ salesOrder: SalesOrderUpsert });
export type UpsertOrderBody = z.infer<typeof UpsertOrderBody>;

/**
 * One change that failed (L-030, L-031): messageCode is a dictionary key (invalidOrderQuantity, notEnoughQuantity,
 * maxQuantity, minQuantity, invalidQuantity, invalidIncrementSize, removingLastItemCannotCancel,
 * orderCannotBeEdited, …), messageDescription its English text with the values filled in. itemNumberWarehouse
 * names the row for a line's failure; field names the part otherwise (shippingOptionDetails,
 * paymentOptionDetails, additionalServices).
 */
export const OrderChangeError = z.object({
  messageCode: z.string(),
  messageDescription: z.string(),
  field: z.string(),
  itemNumberWarehouse: z.string().optional(),
});
export type OrderChangeError = z.infer<typeof OrderChangeError>;

/**
 * What every order change answers (upsert, action, cancel): status SUCCESS when every change was applied, PARTIAL
 * when some failed (errors lists them; L-030 'Some of the changes failed to save: {message}' with `message`) and
 * the rest were saved; then the order as it now stands, so the page needs no second read. A change refused as a
 * whole (stale version, nothing permitted, every change failed) is an error answer instead and changes nothing.
 */
export const OrderChangeResponse = GetOrderResponse.extend({
  status: z.enum(['SUCCESS', 'PARTIAL']),
  message: z.string().describe('The failures joined for L-030; empty on SUCCESS'),
  errors: z.array(OrderChangeError),
});
export type OrderChangeResponse = z.infer<typeof OrderChangeResponse>;

// ── Actions, cancel, payment status (L-048…L-054, N-048, Q-012, Q-044) ─────────────────────────────────────

/** POST order/{n}/action: HOLD_ORDER or RELEASE_ORDER (L-051), at the version the page loaded (optional). */
export const OrderActionBody = z.object({
  action: OrderAction,
  version: z.number().int().min(1).optional(),
});
export type OrderActionBody = z.infer<typeof OrderActionBody>;

/** POST order/{n}/cancel (L-052): at the version the page loaded (optional). */
export const CancelOrderBody = z.object({ version: z.number().int().min(1).optional() });
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

/**
 * GET order/{n}/payment/status (N-048, Q-012): SUCCESS once paid, FAILURE after a declined integrated payment,
 * PENDING otherwise (not yet paid: the page checks again later).
 */
export const PaymentStatusResponse = z.object({ status: z.enum(['SUCCESS', 'FAILURE', 'PENDING']) });
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

// ── Fee terms (N-049…N-051, L-058…L-069, Q-040, Q-041) ──────────────────────────────────────────────────────

/**
 * Part 2 §3 Fee terms (GET order/{n}/rac-terms, N-049, L-059). Percents per 24 h with 2 decimals (P-032, L-066);
 * the rate amounts are those percents of the order's subtotal now (Q-040: reservationFeeRateAmount per 24 h;
 * cancellationFeeRateAmount: the fee if every open unit were cancelled, Q-041).
 */
export const FeeTerms = z.object({
  reservationFeePercent: z.number().min(0).max(100),
  cancellationFeePercent: z.number().min(0).max(100),
  reservationFeeRateAmount: Money,
  cancellationFeeRateAmount: Money,
  gracePeriodEnd: z.string().max(40).nullable(),
  paymentTimeExtensionCustomText: multilineText().max(2_000).nullable(),
  useCurrentAccountTextForPayment: z.boolean(),
  refOrderNumber: text().max(40).nullable(),
  phonexOrderNumber: text().min(1).max(40),
});
export type FeeTerms = z.infer<typeof FeeTerms>;

/**
 * POST order/{n}/rac-terms/accept (N-050, L-063): the body is the fetched terms; terms that no longer match the
 * order's (percents changed, another order) are refused with a description. Answer {status: SUCCESS}.
 */
export const AcceptFeeTermsBody = FeeTerms;
export type AcceptFeeTermsBody = z.infer<typeof AcceptFeeTermsBody>;
export const AcceptFeeTermsResponse = z.object({
  status: z.literal('SUCCESS'),
  racFeeAgreedDate: z.string().describe('(addition) ISO 8601, shown in the late payment section (L-064)'),
});
export type AcceptFeeTermsResponse = z.infer<typeof AcceptFeeTermsResponse>;

/**
 * POST order/rac-fees/calculate (N-051, L-067). items: the quantities to price — for a cancellation, the units
 * to cancel per item (all open units when empty); otherwise ignored. Answer: the reservation fee charged so far
 * and the cancellation fee those units would cost now (0 before gracePeriodEnd, Q-041).
 */
export const CalculateRacFeesRequest = z.object({
  phonexOrderNumber: text().min(1).max(40),
  isCancellation: z.boolean(),
  items: z
    .array(z.object({ itemNumberWarehouse: text().min(1).max(100), quantity: z.number().int().min(0) }))
    .max(5_000)
    .default([]),
});
export type CalculateRacFeesRequest = z.infer<typeof CalculateRacFeesRequest>;
export const CalculateRacFeesResponse = z.object({ reservationFee: Money, cancellationFee: Money });
export type CalculateRacFeesResponse = z.infer<typeof CalculateRacFeesResponse>;

// ── Manifest summary (N-055, L-006, L-007, L-009, Q-049) ───────────────────────────────────────────────────

/**
 * Part 2 §3 Other: manifest summary (GET order/{n}/manifest-summary). trackingNumbers is empty unless the order
 * is SHIPPED or INVOICED; invoiceNumbers only when the status is in showInvoiceFulfillmentStatuses (L-007).
 * shipments adds each number's carrier, for the order page's link to the carrier's tracking page.
 */
export const ManifestSummary = z.object({
  imeiAvailable: z.boolean(),
  invoiceNumbers: z.array(z.string()),
  trackingNumbers: z.array(z.string()),
  shipments: z
    .array(z.object({ carrier: z.string().nullable(), trackingNumber: z.string() }))
    .default([])
    .describe(
      'L-010: each tracking number with its carrier, in the same order; empty when trackingNumbers is',
    ),
});
export type ManifestSummary = z.infer<typeof ManifestSummary>;

/**
 * Why an order changed (orders.changed data.reason, Q-070): placed, held, released, edited, cancelled (by the
 * buyer, the hold window or the seller), paid, a fee accrued or agreed, shipped or invoiced, or the freight quoted
 * (the seller's desk; I-067: the buyer is told the quote is ready), or a held order given more time by the seller.
 */
export const OrderChangeReason = z.enum([
  'ORDER_PLACED',
  'ORDER_ADDED',
  'ORDER_EDITED',
  'ORDER_HELD',
  'ORDER_RELEASED',
  'ORDER_CANCELED',
  'HOLD_EXPIRED',
  'PAYMENT_RECEIVED',
  'FEE_ACCRUED',
  'FEE_TERMS_AGREED',
  'ORDER_SHIPPED',
  'ORDER_INVOICED',
  'QUOTE_ANSWERED',
  'HOLD_EXTENDED',
]);
export type OrderChangeReason = z.infer<typeof OrderChangeReason>;
