import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows, toDate } from '../../db/raw.ts';
import { type orderLines, orders, warehouses } from '../../db/schema/index.ts';

/**
 * Reads of the buyer's orders (K-001…K-009, Q-008, Q-053). Every statement is scoped by tenant AND buyer: an
 * order number of another buyer or tenant finds nothing, so the caller answers 404 (O-078) without learning that
 * the number exists.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** an order the cart can be added to — held by the buyer, not awaiting a shipping quote, not shipped. */
export const ADDABLE_STATUS = 'ON_HOLD';

/** `%`, `_` and `\` typed by the buyer are literal characters, not LIKE wildcards. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * K-006, Q-048: each term matches the order number or the reference, case-insensitively and partially; a pasted
 * list matches an order when any of its terms does. No terms → no filter.
 */
function searchCondition(terms: readonly string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  return or(
    ...terms.map((term) => {
      const pattern = `%${likeEscape(term)}%`;
      return sql`(${orders.phonexOrderNumber} ilike ${pattern} or ${orders.refOrderNumber} ilike ${pattern})`;
    }),
  );
}

/** K-001: the buyer's orders matching the search, updateDate newest first (the index's backward scan). */
export async function listOrderRows(db: DbOrTx, tenantId: string, buyerId: string, terms: readonly string[]) {
  return db
    .select({
      phonexOrderNumber: orders.phonexOrderNumber,
      refOrderNumber: orders.refOrderNumber,
      warehouseCode: orders.warehouse,
      warehouseLabel: warehouses.label,
      fulfillmentStatus: orders.fulfillmentStatus,
      paymentStatus: orders.paymentStatus,
      pxnsOrder: orders.pxnsOrder,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      totalOrderedQuantity: orders.totalOrderedQuantity,
      totalMinor: orders.totalMinor,
    })
    .from(orders)
    .leftJoin(
      warehouses,
      and(eq(warehouses.tenantId, orders.tenantId), eq(warehouses.code, orders.warehouse)),
    )
    .where(and(eq(orders.tenantId, tenantId), eq(orders.buyerId, buyerId), searchCondition(terms)))
    .orderBy(desc(orders.updatedAt), desc(orders.id));
}
export type OrderListRow = Awaited<ReturnType<typeof listOrderRows>>[number];

/**
 * One order of the buyer by its number, or undefined. `lock` takes the row lock (FOR UPDATE) for the combined
 * order update, so two updates of one order run one after the other.
 */
export async function findOrder(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  phonexOrderNumber: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const q = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.buyerId, buyerId),
        eq(orders.phonexOrderNumber, phonexOrderNumber),
      ),
    );
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/**
 * The lines of some orders (of one tenant), each with its stock item's current availability — the stock of the
 * tenant the line draws on (supplier_tenant_id, else the order's own: docs/decisions/005). One hand-written
 * statement (db/raw.ts: a named prepared statement outside a transaction), its rows mapped here: a 500-line order
 * is read on every get-order and upsert (P13), and drizzle's generic row mapping cost more than the query.
 */
const LINES_SQL = `select l.id, l.tenant_id, l.order_id, l.item_number_warehouse, l.item_number, l.item_description,
    l.increment_size, l.ordered_quantity, l.canceled_quantity, l.shipped_quantity, l.unit_price_minor,
    l.extended_price_minor, l.offer_id, l.offer_status, l.supplier_tenant_id, l.created_at, l.updated_at,
    s.quantity_available
  from order_lines l
  left join stock_items s
    on s.tenant_id = coalesce(l.supplier_tenant_id, l.tenant_id) and s.item_number_warehouse = l.item_number_warehouse
  where l.tenant_id = $1 and l.order_id = any($2::uuid[])
  order by l.created_at, l.item_number_warehouse`;

type RawLine = {
  id: string;
  tenant_id: string;
  order_id: string;
  item_number_warehouse: string;
  item_number: string;
  item_description: string;
  increment_size: number;
  ordered_quantity: number;
  canceled_quantity: number;
  shipped_quantity: number;
  unit_price_minor: number;
  extended_price_minor: number | string;
  offer_id: string | null;
  offer_status: string | null;
  supplier_tenant_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  quantity_available: number | null;
};

export async function linesOfOrders(
  db: DbOrTx,
  tenantId: string,
  orderIds: readonly string[],
): Promise<{ line: OrderLineRow; quantityAvailable: number | null }[]> {
  if (orderIds.length === 0) return [];
  const rows = await queryRows<RawLine>(db, 'order_lines_of_orders', LINES_SQL, [tenantId, [...orderIds]]);
  return rows.map((r) => ({
    line: {
      id: r.id,
      tenantId: r.tenant_id,
      orderId: r.order_id,
      itemNumberWarehouse: r.item_number_warehouse,
      itemNumber: r.item_number,
      itemDescription: r.item_description,
      incrementSize: Number(r.increment_size),
      orderedQuantity: Number(r.ordered_quantity),
      canceledQuantity: Number(r.canceled_quantity),
      shippedQuantity: Number(r.shipped_quantity),
      unitPriceMinor: Number(r.unit_price_minor),
      extendedPriceMinor: Number(r.extended_price_minor),
      offerId: r.offer_id,
      offerStatus: r.offer_status,
      supplierTenantId: r.supplier_tenant_id,
      createdAt: toDate(r.created_at)!,
      updatedAt: toDate(r.updated_at)!,
    },
    quantityAvailable: r.quantity_available === null ? null : Number(r.quantity_available),
  }));
}
export type LineWithStock = Awaited<ReturnType<typeof linesOfOrders>>[number];

/** Q-053, N-038: the buyer's on-hold orders in a warehouse, last updated first. */
export async function onHoldOrders(db: DbOrTx, tenantId: string, buyerId: string, warehouseCode: string) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.buyerId, buyerId),
        eq(orders.warehouse, warehouseCode),
        eq(orders.fulfillmentStatus, ADDABLE_STATUS),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id));
}

/** G-035, N-036, Q-053: the warehouses where the buyer has an order the cart can be added to. */
export async function warehousesWithOnHoldOrders(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ warehouse: orders.warehouse })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.buyerId, buyerId),
        eq(orders.fulfillmentStatus, ADDABLE_STATUS),
      ),
    )
    .orderBy(asc(orders.warehouse));
  return rows.map((r) => r.warehouse);
}
