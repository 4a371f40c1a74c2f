import { z } from 'zod';

/** Settings answered at app load. Later issues fill them in; shapes are fixed here. */
export const SystemMessage = z.object({ display: z.boolean(), defaultMessage: z.string() });
export const CartSettings = z.object({
  freeShippingMessage: SystemMessage,
  offerClearingSchedule: SystemMessage,
});
export type CartSettings = z.infer<typeof CartSettings>;

export const OrderStatusSetting = z.object({ code: z.string(), label: z.string(), colorClass: z.string() });
export const OrderSettings = z.object({
  salesOrderUpdateMethod: z.string(),
  fulfillmentSettings: z.object({
    statuses: z.array(OrderStatusSetting),
    onReleaseFulfillmentStatusTo: z.string(),
    singleButtonOrderFlow: z.boolean(),
  }),
  paymentCollectionSettings: z.object({ gracePeriodEnabled: z.boolean() }),
  paymentSettings: z.object({ statuses: z.array(OrderStatusSetting) }),
  invoiceSettings: z.object({ showInvoiceFulfillmentStatuses: z.array(z.string()) }),
  buyerSalesOrderListPageSettings: z.object({
    columns: z.array(z.object({ field: z.string(), label: z.string() })),
  }),
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
