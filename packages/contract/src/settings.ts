import { z } from 'zod';

/** Settings answered at app load. Later issues fill them in; shapes are fixed here. */
export const SystemMessage = z.object({ display: z.boolean(), defaultMessage: z.string() });
export const CartSettings = z.object({
  freeShippingMessage: SystemMessage,
  offerClearingSchedule: SystemMessage,
});
export type CartSettings = z.infer<typeof CartSettings>;

export const OrderStatusSetting = z.object({ code: z.string(), label: z.string(), colorClass: z.string() });
/** The longest hold window a seller may set: a year. */
export const MAX_HOLD_WINDOW_HOURS = 8760;

export const OrderSettings = z.object({
  salesOrderUpdateMethod: z.string(),
  fulfillmentSettings: z.object({
    statuses: z.array(OrderStatusSetting),
    onReleaseFulfillmentStatusTo: z.string(),
    singleButtonOrderFlow: z.boolean(),
  }),
  /**
   * L-058, Q-040, Q-041. Only gracePeriodEnabled is the spec's; the rest (additions, defaults below when a stored
   * document lacks them) are the fee terms an order takes when it is placed or released: gracePeriodHours from
   * then until gracePeriodEnd; reservationFeePercent per 24 h of the subtotal after it; cancellationFeePercent of
   * the cancelled units' subtotal; racFeePeriodDays after gracePeriodEnd the reservation fee stops (0 = never);
   * the texts of the fee terms (L-059).
   */
  paymentCollectionSettings: z.object({
    gracePeriodEnabled: z.boolean(),
    gracePeriodHours: z.number().int().min(1).max(8760).default(48),
    reservationFeePercent: z.number().min(0).max(100).default(0.5),
    cancellationFeePercent: z.number().min(0).max(100).default(10),
    racFeePeriodDays: z.number().int().min(0).max(365).default(30),
    paymentTimeExtensionCustomText: z.string().max(2_000).nullable().default(null),
    useCurrentAccountTextForPayment: z.boolean().default(false),
  }),
  paymentSettings: z.object({ statuses: z.array(OrderStatusSetting) }),
  /**
   * showInvoiceFulfillmentStatuses: L-007. (addition) sellerAddress: the seller's name and address as invoices print
   * them under the letterhead, a line each ('' = none; stored documents without it read '').
   */
  invoiceSettings: z.object({
    showInvoiceFulfillmentStatuses: z.array(z.string()),
    sellerAddress: z.string().max(1_000).default(''),
  }),
  buyerSalesOrderListPageSettings: z.object({
    columns: z.array(z.object({ field: z.string(), label: z.string() })),
  }),
  /**
   * (addition) Q-043, P-048: how long an unpaid ON_HOLD order keeps its stock, in hours from when it was held;
   * after that the hold-expiry job (apps/server/src/jobs/order-hold-expiry.ts) cancels it and returns the stock.
   * Optional in a stored document (72 when missing), always present in the answer.
   */
  holdWindowHours: z.number().int().min(1).max(MAX_HOLD_WINDOW_HOURS).default(72),
});
export type OrderSettings = z.infer<typeof OrderSettings>;

export const InventorySettings = z.object({
  warehouseLabels: z.record(z.string(), z.string()),
});
export type InventorySettings = z.infer<typeof InventorySettings>;

export const PendingDocuments = z.object({
  documents: z.array(
    z.object({
      documentId: z.string(),
      documentName: z.string(),
      documentDescription: z.array(z.string()),
      documentStatus: z.string(),
    }),
  ),
  documentUploadUrl: z.string(),
  authToken: z.string(),
  disablePayAndShipNow: z.boolean(),
  isOpen: z.boolean(),
});
export type PendingDocuments = z.infer<typeof PendingDocuments>;

/** GET stocklist/stocklist/settings: see StocklistSettings in stock.ts (part 1 §3 Stock list settings). */

/** A-035, P-034, Q-078: only this value means manual sync (PLACE ORDER, no ADD TO EXISTING ORDER). */
export const MANUAL_SYNC_UPDATE_METHOD = 'ALL_VIA_PHONEX_AND_HAS_EXTERNAL_SYSTEM';

/** Defaults of order settings, used where a tenant has not set its own. */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  salesOrderUpdateMethod: 'ALL_VIA_PHONEX',
  fulfillmentSettings: {
    statuses: [
      { code: 'ON_HOLD', label: 'On Hold', colorClass: 'warning' },
      { code: 'AWAITING_SHIPPING_QUOTE', label: 'Awaiting Shipping Quote', colorClass: 'info' },
      { code: 'AWAITING_PAYMENT', label: 'Awaiting Payment', colorClass: 'warning' },
      { code: 'READY_FOR_FULFILLMENT', label: 'Ready for Fulfillment', colorClass: 'primary' },
      { code: 'SHIPPED', label: 'Shipped', colorClass: 'success' },
      { code: 'INVOICED', label: 'Invoiced', colorClass: 'success' },
      // The spec's spelling; the code stays CANCELED (L-057).
      { code: 'CANCELED', label: 'Cancelled', colorClass: 'error' },
    ],
    onReleaseFulfillmentStatusTo: 'AWAITING_PAYMENT',
    singleButtonOrderFlow: false,
  },
  paymentCollectionSettings: {
    gracePeriodEnabled: true,
    gracePeriodHours: 48,
    reservationFeePercent: 0.5,
    cancellationFeePercent: 10,
    racFeePeriodDays: 30,
    paymentTimeExtensionCustomText: null,
    useCurrentAccountTextForPayment: false,
  },
  paymentSettings: {
    statuses: [
      { code: 'UNPAID', label: 'Unpaid', colorClass: 'warning' },
      { code: 'PAID', label: 'Paid', colorClass: 'success' },
    ],
  },
  invoiceSettings: { showInvoiceFulfillmentStatuses: ['SHIPPED', 'INVOICED'], sellerAddress: '' },
  buyerSalesOrderListPageSettings: {
    columns: [
      { field: 'refOrderNumberOrPhonexOrderNumber', label: 'Order #' },
      { field: 'updateDate', label: 'Updated' },
      { field: 'warehouse', label: 'Warehouse' },
      { field: 'fulfillmentStatus', label: 'Fulfillment Status' },
      { field: 'paymentStatus', label: 'Payment Status' },
    ],
  },
  // "a limited time" (P-048) made a tenant setting; 72 h unless the tenant sets its own.
  holdWindowHours: 72,
};

export const DEFAULT_CART_SETTINGS: CartSettings = {
  freeShippingMessage: { display: false, defaultMessage: '' },
  offerClearingSchedule: { display: false, defaultMessage: '' },
};

/**
 * What `tenants.settings` (jsonb) holds. Every part is optional; the settings endpoints fill the gaps from the
 * defaults above. The seller console writes these keys.
 */
export const TenantSettingsDoc = z
  .object({
    /** system messages of GET stocklist/cart/settings. */
    cartSettings: z
      .object({
        freeShippingMessage: SystemMessage.partial(),
        offerClearingSchedule: SystemMessage.partial(),
      })
      .partial()
      .optional(),
    /** GET order/settings; each top-level part replaces the default's part. */
    orderSettings: OrderSettings.partial().optional(),
    /** Warehouse code → label (inventory/settings and stock list settings). */
    warehouseLabels: z.record(z.string(), z.string()).optional(),
    /** Extra entries of GET stocklist/stocklist/settings (categories, levels, grades, …). */
    stocklistSettings: z.record(z.string(), z.unknown()).optional(),
  })
  .catchall(z.unknown());
export type TenantSettingsDoc = z.infer<typeof TenantSettingsDoc>;
