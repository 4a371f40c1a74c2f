import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockAlerts, stockItems } from '../../db/schema/index.ts';

/** Every function takes the tenant id first and scopes by it, and the buyer's id (CONVENTIONS habit 3). */

export type AlertRow = {
  itemNumberWarehouse: string;
  quantity: number;
  description: string;
  incrementSize: number;
};

/** The buyer's alerts with their items' description and increment (E-008); an alert on a removed item is kept. */
export async function listAlerts(db: DbOrTx, tenantId: string, userId: string): Promise<AlertRow[]> {
  const rows = await db
    .select({
      itemNumberWarehouse: stockAlerts.itemNumberWarehouse,
      quantity: stockAlerts.quantity,
      description: stockItems.skuDescription,
      incrementSize: stockItems.incrementSize,
    })
    .from(stockAlerts)
    .leftJoin(
      stockItems,
      and(
        eq(stockItems.tenantId, stockAlerts.tenantId),
        eq(stockItems.itemNumberWarehouse, stockAlerts.itemNumberWarehouse),
      ),
    )
    .where(and(eq(stockAlerts.tenantId, tenantId), eq(stockAlerts.userId, userId)))
    .orderBy(stockAlerts.createdAt, stockAlerts.itemNumberWarehouse);
  return rows.map((r) => ({
    itemNumberWarehouse: r.itemNumberWarehouse,
    quantity: r.quantity,
    description: r.description ?? r.itemNumberWarehouse,
    incrementSize: r.incrementSize ?? 1,
  }));
}

export async function findItem(db: DbOrTx, tenantId: string, itemNumberWarehouse: string) {
  const rows = await db
    .select({ description: stockItems.skuDescription, incrementSize: stockItems.incrementSize })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.itemNumberWarehouse, itemNumberWarehouse)))
    .limit(1);
  return rows[0];
}

/** Creates the buyer's alert for the item, or sets the quantity of the one already there (E-002). */
export async function upsertAlert(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  itemNumberWarehouse: string,
  quantity: number,
): Promise<void> {
  await db
    .insert(stockAlerts)
    .values({ tenantId, userId, itemNumberWarehouse, quantity })
    .onConflictDoUpdate({
      target: [stockAlerts.tenantId, stockAlerts.userId, stockAlerts.itemNumberWarehouse],
      set: { quantity, updatedAt: sql`now()` },
    });
}

/** Answers false when the buyer has no alert on the item. */
export async function updateAlert(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  itemNumberWarehouse: string,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(stockAlerts)
    .set({ quantity, updatedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.tenantId, tenantId),
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.itemNumberWarehouse, itemNumberWarehouse),
      ),
    )
    .returning({ inw: stockAlerts.itemNumberWarehouse });
  return rows.length > 0;
}

export async function deleteAlert(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  itemNumberWarehouse: string,
): Promise<boolean> {
  const rows = await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.tenantId, tenantId),
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.itemNumberWarehouse, itemNumberWarehouse),
      ),
    )
    .returning({ inw: stockAlerts.itemNumberWarehouse });
  return rows.length > 0;
}
