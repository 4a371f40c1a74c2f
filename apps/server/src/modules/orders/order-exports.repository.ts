import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderInvoiceLines,
  orderInvoices,
  orderLines,
  orderManifestLines,
  orderShipments,
  paymentMethods,
} from '../../db/schema/index.ts';

/**
 * What the order's exports read besides the order itself (N-056): its manifest (IMEI per unit, with each unit's
 * shipment) and its invoices. Every function takes the tenant id and the order id (the caller has
 * already found the order as the buyer's own) and scopes by both.
 */

export type ManifestRow = {
  itemNumber: string;
  itemDescription: string;
  itemNumberWarehouse: string;
  imei: string;
  serialNumber: string | null;
  trackingNumber: string | null;
  carrier: string | null;
};

/**
 * The shipments a unit went out with when its parcel is not known (several tracking numbers in one shipment: the
 * desk records the unit with the shipment's moment, not a parcel; order-desk.repository shipmentsOf reads them the
 * same way).
 */
const sameShipment = sql`from ${orderShipments} s2
  where s2.order_id = ${orderManifestLines.orderId} and s2.tenant_id = ${orderManifestLines.tenantId}
    and s2.shipped_at = ${orderManifestLines.createdAt}`;

/**
 * The manifest, one row per unit, by item then IMEI, with its carrier and tracking number — or, for a unit of a
 * shipment of several parcels, the shipment's carrier and all its tracking numbers.
 */
export async function manifestOf(db: DbOrTx, tenantId: string, orderId: string): Promise<ManifestRow[]> {
  return db
    .select({
      itemNumber: orderLines.itemNumber,
      itemDescription: orderLines.itemDescription,
      itemNumberWarehouse: orderManifestLines.itemNumberWarehouse,
      imei: orderManifestLines.imei,
      serialNumber: orderManifestLines.serialNumber,
      trackingNumber: sql<string | null>`coalesce(${orderShipments.trackingNumber},
        (select string_agg(s2.tracking_number, ', ' order by s2.tracking_number) ${sameShipment}))`,
      carrier: sql<
        string | null
      >`coalesce(${orderShipments.carrier}, (select min(s2.carrier) ${sameShipment}))`,
    })
    .from(orderManifestLines)
    .innerJoin(orderLines, eq(orderLines.id, orderManifestLines.orderLineId))
    .leftJoin(orderShipments, eq(orderShipments.id, orderManifestLines.shipmentId))
    .where(and(eq(orderManifestLines.tenantId, tenantId), eq(orderManifestLines.orderId, orderId)))
    .orderBy(
      asc(orderLines.itemNumber),
      asc(orderManifestLines.itemNumberWarehouse),
      asc(orderManifestLines.imei),
    );
}

export type InvoiceRow = typeof orderInvoices.$inferSelect;
export type InvoiceLineRow = {
  itemNumber: string;
  itemDescription: string;
  quantity: number;
  unitPriceMinor: number;
  extendedPriceMinor: number;
};

/** One invoice of the order with its lines (by item number), or undefined when the order has no such invoice. */
export async function findInvoice(
  db: DbOrTx,
  tenantId: string,
  orderId: string,
  invoiceNumber: string,
): Promise<{ invoice: InvoiceRow; lines: InvoiceLineRow[] } | undefined> {
  const [invoice] = await db
    .select()
    .from(orderInvoices)
    .where(
      and(
        eq(orderInvoices.tenantId, tenantId),
        eq(orderInvoices.orderId, orderId),
        eq(orderInvoices.invoiceNumber, invoiceNumber),
      ),
    );
  if (!invoice) return undefined;
  const lines = await db
    .select({
      itemNumber: orderLines.itemNumber,
      itemDescription: orderLines.itemDescription,
      quantity: orderInvoiceLines.quantity,
      unitPriceMinor: orderInvoiceLines.unitPriceMinor,
      extendedPriceMinor: orderInvoiceLines.extendedPriceMinor,
    })
    .from(orderInvoiceLines)
    .innerJoin(orderLines, eq(orderLines.id, orderInvoiceLines.orderLineId))
    .where(and(eq(orderInvoiceLines.tenantId, tenantId), eq(orderInvoiceLines.invoiceId, invoice.id)))
    .orderBy(asc(orderLines.itemNumber), asc(orderLines.itemNumberWarehouse));
  return { invoice, lines };
}

/**
 * What an invoice prints besides its own rows: the payment method's instructions (how to pay; null without) and the
 * order's shipments (carrier and tracking number), oldest first.
 */
export async function invoiceContext(
  db: DbOrTx,
  tenantId: string,
  orderId: string,
  paymentMethodCode: string,
): Promise<{ instructions: string | null; shipments: { carrier: string | null; trackingNumber: string }[] }> {
  const [method, shipments] = await Promise.all([
    db
      .select({ instructions: paymentMethods.instructions })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.code, paymentMethodCode)))
      .limit(1),
    db
      .select({ carrier: orderShipments.carrier, trackingNumber: orderShipments.trackingNumber })
      .from(orderShipments)
      .where(and(eq(orderShipments.tenantId, tenantId), eq(orderShipments.orderId, orderId)))
      .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.trackingNumber)),
  ]);
  return { instructions: method[0]?.instructions ?? null, shipments };
}
