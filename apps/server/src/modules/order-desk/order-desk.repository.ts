import type { DeskQueueExportQuery, DeskQueueSort } from '@portico/contract';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderInvoiceLines,
  orderInvoices,
  orderManifestLines,
  orderShipments,
  orders,
  orderTimeline,
  users,
  warehouses,
} from '../../db/schema/index.ts';

/**
 * The order desk's reads and writes of its own tables: the queue (every order of the tenant, filtered, sorted and
 * paged in SQL on the orders indexes — P14), one order of the tenant by number (locked for a transition), its
 * shipments, invoices and timeline, and the tenant-wide IMEI look-up of a manifest.
 */

/** Queue filters as the service passes them (search already split into terms). */
export type QueueFilters = Omit<DeskQueueExportQuery, 'search'> & { terms: readonly string[] };

function queueWhere(tenantId: string, f: QueueFilters): SQL | undefined {
  const upper = f.terms.map((t) => t.toUpperCase());
  const parts: (SQL | undefined)[] = [
    eq(orders.tenantId, tenantId),
    f.fulfillmentStatus?.length ? inArray(orders.fulfillmentStatus, f.fulfillmentStatus) : undefined,
    f.paymentStatus?.length ? inArray(orders.paymentStatus, f.paymentStatus) : undefined,
    f.warehouse ? eq(orders.warehouse, f.warehouse) : undefined,
    f.buyerId ? eq(orders.buyerId, f.buyerId) : undefined,
    f.createdFrom ? gte(orders.createdAt, new Date(`${f.createdFrom}T00:00:00Z`)) : undefined,
    f.createdTo
      ? lt(orders.createdAt, new Date(Date.parse(`${f.createdTo}T00:00:00Z`) + 86_400_000))
      : undefined,
    // Whole numbers or references (each term exactly, as written or upper-cased): the unique number index and the
    // reference index answer it, at any size of the table.
    upper.length > 0
      ? or(
          inArray(orders.phonexOrderNumber, upper),
          inArray(orders.refOrderNumber, [...new Set([...f.terms, ...upper])]),
        )
      : undefined,
    needsActionCondition(f.needsAction),
  ];
  return and(...parts);
}

/** The open units of an order: ordered − cancelled − shipped over its lines. */
const hasOpenUnits = sql`exists (select 1 from order_lines l where l.order_id = "orders"."id"
  and l.ordered_quantity - l.canceled_quantity - l.shipped_quantity > 0)`;

function needsActionCondition(action: QueueFilters['needsAction']): SQL | undefined {
  switch (action) {
    case 'QUOTE_REQUESTED':
      return eq(orders.fulfillmentStatus, 'AWAITING_SHIPPING_QUOTE');
    case 'PAYMENT_TO_CONFIRM':
      return and(
        inArray(orders.fulfillmentStatus, ['AWAITING_PAYMENT', 'READY_FOR_FULFILLMENT']),
        eq(orders.paymentStatus, 'UNPAID'),
      );
    case 'READY_TO_SHIP':
      return sql`(${orders.fulfillmentStatus} = 'READY_FOR_FULFILLMENT' or (${orders.fulfillmentStatus} = 'SHIPPED' and ${hasOpenUnits}))`;
    case 'DOCUMENTS_TO_REVIEW':
      // Proof-of-export documents are not stored yet: nothing waits for review until they are.
      return sql`false`;
    default:
      return undefined;
  }
}

const SORT_COLUMN: Record<DeskQueueSort, SQL | typeof orders.updatedAt> = {
  updateDate: sql`${orders.updatedAt}`,
  createDate: sql`${orders.createdAt}`,
  phonexOrderNumber: sql`${orders.phonexOrderNumber}`,
  total: sql`${orders.totalMinor}`,
  buyer: sql`${users.email}`,
};

/** One page (or, for the export, one chunk) of the queue; `limit` rows from `offset`. */
export async function queueRows(
  db: DbOrTx,
  tenantId: string,
  f: QueueFilters,
  limit: number,
  offset: number,
) {
  return queueQuery(db, tenantId, f, limit, offset);
}

/** The queue's statement, unrun (its plan is asserted in a test: it reads the orders indexes, P14). */
export function queueQuery(db: DbOrTx, tenantId: string, f: QueueFilters, limit: number, offset: number) {
  const by = SORT_COLUMN[f.sort];
  const dir = f.dir === 'asc' ? asc : desc;
  return db
    .select({
      id: orders.id,
      phonexOrderNumber: orders.phonexOrderNumber,
      refOrderNumber: orders.refOrderNumber,
      buyerId: orders.buyerId,
      buyerEmail: users.email,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
      warehouseCode: orders.warehouse,
      warehouseLabel: warehouses.label,
      fulfillmentStatus: orders.fulfillmentStatus,
      paymentStatus: orders.paymentStatus,
      paymentMethodLabel: orders.paymentMethodLabel,
      shippingMethodLabel: orders.shippingMethodLabel,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      totalOrderedQuantity: orders.totalOrderedQuantity,
      totalMinor: orders.totalMinor,
      freightUndefined: orders.freightUndefined,
      openUnits: sql<boolean>`${orders.fulfillmentStatus} = 'SHIPPED' and ${hasOpenUnits}`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(
      warehouses,
      and(eq(warehouses.tenantId, orders.tenantId), eq(warehouses.code, orders.warehouse)),
    )
    .where(queueWhere(tenantId, f))
    .orderBy(dir(by), dir(orders.id))
    .limit(limit)
    .offset(offset);
}
export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number];

export async function tenantWarehouses(db: DbOrTx, tenantId: string) {
  return db
    .select({ code: warehouses.code, label: warehouses.label })
    .from(warehouses)
    .where(eq(warehouses.tenantId, tenantId))
    .orderBy(asc(warehouses.code));
}

/** One order of the tenant by number (any buyer), or undefined; `lock` takes the row lock for a transition. */
export async function tenantOrder(db: DbOrTx, tenantId: string, phonexOrderNumber: string, lock = false) {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.phonexOrderNumber, phonexOrderNumber)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function buyerOf(db: DbOrTx, buyerId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, buyerId));
  return row!;
}

export async function shipmentsOf(db: DbOrTx, tenantId: string, orderId: string) {
  return db
    .select({
      id: orderShipments.id,
      carrier: orderShipments.carrier,
      trackingNumber: orderShipments.trackingNumber,
      shippedAt: orderShipments.shippedAt,
      units: sql<number>`(select count(*)::int from order_manifest_lines m where m.shipment_id = "order_shipments"."id")`,
    })
    .from(orderShipments)
    .where(and(eq(orderShipments.tenantId, tenantId), eq(orderShipments.orderId, orderId)))
    .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.trackingNumber));
}

export async function invoicesOf(db: DbOrTx, tenantId: string, orderId: string) {
  return db
    .select()
    .from(orderInvoices)
    .where(and(eq(orderInvoices.tenantId, tenantId), eq(orderInvoices.orderId, orderId)))
    .orderBy(asc(orderInvoices.invoiceDate), asc(orderInvoices.invoiceNumber));
}

/** Units already invoiced per order line. */
export async function invoicedQuantities(db: DbOrTx, tenantId: string, orderId: string) {
  const rows = await db
    .select({
      lineId: orderInvoiceLines.orderLineId,
      quantity: sql<number>`sum(${orderInvoiceLines.quantity})::int`,
    })
    .from(orderInvoiceLines)
    .innerJoin(orderInvoices, eq(orderInvoices.id, orderInvoiceLines.invoiceId))
    .where(and(eq(orderInvoices.tenantId, tenantId), eq(orderInvoices.orderId, orderId)))
    .groupBy(orderInvoiceLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, r.quantity]));
}

export async function timelineOf(db: DbOrTx, tenantId: string, orderId: string, buyerOnly = false) {
  return db
    .select({
      at: orderTimeline.at,
      actorKind: orderTimeline.actorKind,
      actorId: orderTimeline.actorId,
      actorEmail: users.email,
      action: orderTimeline.action,
      summary: orderTimeline.summary,
      before: orderTimeline.before,
      after: orderTimeline.after,
      visibleToBuyer: orderTimeline.visibleToBuyer,
    })
    .from(orderTimeline)
    .leftJoin(users, eq(users.id, orderTimeline.actorId))
    .where(
      and(
        eq(orderTimeline.tenantId, tenantId),
        eq(orderTimeline.orderId, orderId),
        buyerOnly ? eq(orderTimeline.visibleToBuyer, true) : undefined,
      ),
    )
    .orderBy(asc(orderTimeline.at), asc(orderTimeline.id));
}

export type TimelineInsert = typeof orderTimeline.$inferInsert;
export async function addTimeline(db: DbOrTx, row: TimelineInsert) {
  await db.insert(orderTimeline).values(row);
}

/** Which of `imeis` are already on a manifest of the tenant, with the order they shipped on. */
export async function imeisOnFile(db: DbOrTx, tenantId: string, imeis: readonly string[]) {
  if (imeis.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ imei: orderManifestLines.imei, phonexOrderNumber: orders.phonexOrderNumber })
    .from(orderManifestLines)
    .innerJoin(orders, eq(orders.id, orderManifestLines.orderId))
    .where(and(eq(orderManifestLines.tenantId, tenantId), inArray(orderManifestLines.imei, [...imeis])));
  return new Map(rows.map((r) => [r.imei, r.phonexOrderNumber]));
}
