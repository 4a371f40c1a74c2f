import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders, stockItems, warehouses } from '../../db/schema/index.ts';

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

/** The lines of some orders (of one tenant), each with its stock item's current availability. */
export async function linesOfOrders(db: DbOrTx, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ line: orderLines, quantityAvailable: stockItems.quantityAvailable })
    .from(orderLines)
    .leftJoin(
      stockItems,
      and(
        eq(stockItems.tenantId, orderLines.tenantId),
        eq(stockItems.itemNumberWarehouse, orderLines.itemNumberWarehouse),
      ),
    )
    .where(and(eq(orderLines.tenantId, tenantId), inArray(orderLines.orderId, [...orderIds])))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.itemNumberWarehouse));
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
