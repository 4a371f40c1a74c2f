import { z } from 'zod';
import { Address, Money, RealTimeFreightQuote, ShippingAndBillingOptions } from './checkout.ts';
import { multilineText, text } from './inputs.ts';

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

/**
 * Query of GET orders and GET orders/export (K-006, Q-048). search matches order number or reference; a pasted
 * list (comma, space or newline separated) matches any of its numbers. Sorting (updateDate newest first, K-001)
 * and paging (50, P-022) are the page's.
 */
export const OrdersListQuery = z.object({
  search: multilineText().max(20_000).optional().describe('A pasted list may hold tabs and line breaks'),
});
export type OrdersListQuery = z.infer<typeof OrdersListQuery>;

/** GET orders answer (N-060, K-001): every matching order of the buyer, updateDate newest first. */
export const OrdersListResponse = z.array(OrdersListRow);
export type OrdersListResponse = z.infer<typeof OrdersListResponse>;

/** GET orders/export (K-008, Q-052): an xlsx workbook, name from content-disposition. */
export const ORDERS_EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ── Fee terms and other order shapes (later issues; fixed here so the shapes exist) ──────────────────────

/** Part 2 §3 Fee terms (Q-040, Q-041; GET order/{n}/rac-terms, Q-009). Percents per 24 h, 2 decimals (P-032). */
export const FeeTerms = z.object({
  reservationFeePercent: z.number(),
  cancellationFeePercent: z.number(),
  reservationFeeRateAmount: Money,
  cancellationFeeRateAmount: Money,
  gracePeriodEnd: z.string().nullable(),
  paymentTimeExtensionCustomText: z.string().nullable(),
  useCurrentAccountTextForPayment: z.boolean(),
  refOrderNumber: z.string().nullable(),
  phonexOrderNumber: z.string(),
});
export type FeeTerms = z.infer<typeof FeeTerms>;

/** Part 2 §3 Other: manifest summary (GET order/{n}/manifest-summary, Q-008). */
export const ManifestSummary = z.object({
  imeiAvailable: z.boolean(),
  invoiceNumbers: z.array(z.string()),
  trackingNumbers: z.array(z.string()),
});
export type ManifestSummary = z.infer<typeof ManifestSummary>;
