import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
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
 * The lines of some orders (of one tenant), each with its stock item's current availability and list price — the stock of the
 * tenant the line draws on (supplier_tenant_id, else the order's own: docs/decisions/005). One hand-written
 * statement (db/raw.ts: a named prepared statement outside a transaction) answering ONE json text of all the lines,
 * parsed here: a 500-line order is read on every get-order and upsert (P13), and turning 500 rows of 18 columns
 * into JS values cost PGlite three times the query itself (drizzle's generic mapping more still). Each line's item
 * is looked up by the stock index (a scalar subquery): a join let the planner hash the tenant's whole stock list.
 */
export const LINES_OF_ORDERS_SQL = `select coalesce(json_agg(json_build_array(l.id, l.tenant_id, l.order_id, l.item_number_warehouse,
      l.item_number, l.item_description, l.increment_size, l.ordered_quantity, l.canceled_quantity,
      l.shipped_quantity, l.unit_price_minor, l.extended_price_minor, l.offer_id, l.offer_status,
      l.supplier_tenant_id, l.created_at, l.updated_at,
      (select json_build_array(s.quantity_available, s.list_price_minor) from stock_items s
        where s.tenant_id = coalesce(l.supplier_tenant_id, l.tenant_id)
          and s.item_number_warehouse = l.item_number_warehouse))
    order by l.created_at, l.item_number_warehouse), '[]')::text as lines
  from order_lines l
  where l.tenant_id = $1 and l.order_id = any($2::uuid[])`;

/** One line as LINES_OF_ORDERS_SQL's json array holds it (timestamps as ISO text, bigints as numbers). */
type JsonLine = [
  id: string,
  tenantId: string,
  orderId: string,
  itemNumberWarehouse: string,
  itemNumber: string,
  itemDescription: string,
  incrementSize: number,
  orderedQuantity: number,
  canceledQuantity: number,
  shippedQuantity: number,
  unitPriceMinor: number,
  extendedPriceMinor: number,
  offerId: string | null,
  offerStatus: string | null,
  supplierTenantId: string | null,
  createdAt: string,
  updatedAt: string,
  /** The line's stock item now: [quantity available, list price], null when it left the stock list. */
  item: [quantityAvailable: number, listPriceMinor: number] | null,
];

export async function linesOfOrders(
  db: DbOrTx,
  tenantId: string,
  orderIds: readonly string[],
): Promise<{ line: OrderLineRow; quantityAvailable: number | null; listPriceMinor?: number | null }[]> {
  if (orderIds.length === 0) return [];
  const [row] = await queryRows<{ lines: string }>(db, 'order_lines_of_orders_json', LINES_OF_ORDERS_SQL, [
    tenantId,
    [...orderIds],
  ]);
  const lines = JSON.parse(row?.lines ?? '[]') as JsonLine[];
  return lines.map((r) => ({
    line: {
      id: r[0],
      tenantId: r[1],
      orderId: r[2],
      itemNumberWarehouse: r[3],
      itemNumber: r[4],
      itemDescription: r[5],
      incrementSize: r[6],
      orderedQuantity: r[7],
      canceledQuantity: r[8],
      shippedQuantity: r[9],
      unitPriceMinor: r[10],
      extendedPriceMinor: r[11],
      offerId: r[12],
      offerStatus: r[13],
      supplierTenantId: r[14],
      createdAt: new Date(r[15]),
      updatedAt: new Date(r[16]),
    },
    quantityAvailable: r[17]?.[0] ?? null,
    listPriceMinor: r[17]?.[1] ?? null,
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
