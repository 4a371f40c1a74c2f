import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import { stockItems } from '../src/db/schema/index.ts';

/**
 * Test and bench setup that writes stock directly, around the inventory core (the product writes stock only through
 * modules/inventory, decision 005): an item's available quantity set to a given number, with no change log reason,
 * no cart reconciliation and no stock.changed event. True when the item exists.
 */
export async function setItemQuantity(
  db: DbOrTx,
  tenantId: string,
  itemNumberWarehouse: string,
  quantityAvailable: number,
): Promise<boolean> {
  const rows = await db
    .update(stockItems)
    .set({ quantityAvailable, updatedAt: new Date() })
    .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.itemNumberWarehouse, itemNumberWarehouse)))
    .returning({ id: stockItems.id });
  return rows.length > 0;
}
