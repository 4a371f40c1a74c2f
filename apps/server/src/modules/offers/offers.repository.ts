import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockGroups, stockItems, stocklistOffers, warehouses } from '../../db/schema/index.ts';

/** Every function takes the tenant and buyer and scopes by both (CONVENTIONS habit 3). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOfferId = (id: string) => UUID.test(id);

const offerColumns = {
  id: stocklistOffers.id,
  itemNumberWarehouse: stocklistOffers.itemNumberWarehouse,
  status: stocklistOffers.status,
  state: stocklistOffers.state,
  offerQuantity: stocklistOffers.offerQuantity,
  offerPriceMinor: stocklistOffers.offerPriceMinor,
  checkOutQuantity: stocklistOffers.checkOutQuantity,
  checkOutPriceMinor: stocklistOffers.checkOutPriceMinor,
  counterPriceMinor: stocklistOffers.counterPriceMinor,
  minimumCheckoutQuantity: stocklistOffers.minimumCheckoutQuantity,
  expiresAt: stocklistOffers.expiresAt,
  version: stocklistOffers.version,
};
export type OfferRow = {
  id: string;
  itemNumberWarehouse: string;
  status: string;
  state: string;
  offerQuantity: number;
  offerPriceMinor: number;
  checkOutQuantity: number | null;
  checkOutPriceMinor: number | null;
  counterPriceMinor: number | null;
  minimumCheckoutQuantity: number | null;
  expiresAt: Date | null;
  version: number;
};

const itemColumns = {
  itemNumber: stockItems.itemNumber,
  itemNumberWarehouse: stockItems.itemNumberWarehouse,
  warehouse: stockItems.warehouse,
  skuDescription: stockItems.skuDescription,
  quantityAvailable: stockItems.quantityAvailable,
  listPriceMinor: stockItems.listPriceMinor,
  incrementSize: stockItems.incrementSize,
  isOfferAccepted: stockGroups.isOfferAccepted,
  warehouseAcceptsOffers: sql<boolean>`coalesce(${warehouses.acceptsOffers}, false)`,
};
export type OfferTargetItem = {
  itemNumber: string;
  itemNumberWarehouse: string;
  warehouse: string;
  skuDescription: string;
  quantityAvailable: number;
  listPriceMinor: number;
  incrementSize: number;
  isOfferAccepted: boolean;
  warehouseAcceptsOffers: boolean;
};

/** The item, its group's and warehouse's offer flags, and the buyer's entry for it, in one statement. */
export async function findOfferTarget(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  itemNumberWarehouse: string,
): Promise<{ item: OfferTargetItem; offer: OfferRow | null } | undefined> {
  const rows = await db
    .select({ item: itemColumns, offer: offerColumns })
    .from(stockItems)
    .innerJoin(stockGroups, and(eq(stockGroups.id, stockItems.groupId), eq(stockGroups.tenantId, tenantId)))
    .leftJoin(warehouses, and(eq(warehouses.tenantId, tenantId), eq(warehouses.code, stockItems.warehouse)))
    .leftJoin(
      stocklistOffers,
      and(
        eq(stocklistOffers.tenantId, tenantId),
        eq(stocklistOffers.buyerId, buyerId),
        eq(stocklistOffers.itemNumberWarehouse, stockItems.itemNumberWarehouse),
      ),
    )
    .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.itemNumberWarehouse, itemNumberWarehouse)))
    .limit(1);
  return rows[0];
}

/** The buyer's entry by id, with its item (one statement); another buyer's or tenant's id finds nothing. */
export async function findOfferWithItem(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  offerId: string,
): Promise<{ item: OfferTargetItem | null; offer: OfferRow } | undefined> {
  if (!isOfferId(offerId)) return undefined;
  const rows = await db
    .select({ offer: offerColumns, item: itemColumns })
    .from(stocklistOffers)
    .leftJoin(
      stockItems,
      and(
        eq(stockItems.tenantId, tenantId),
        eq(stockItems.itemNumberWarehouse, stocklistOffers.itemNumberWarehouse),
      ),
    )
    .leftJoin(stockGroups, and(eq(stockGroups.id, stockItems.groupId), eq(stockGroups.tenantId, tenantId)))
    .leftJoin(warehouses, and(eq(warehouses.tenantId, tenantId), eq(warehouses.code, stockItems.warehouse)))
    .where(
      and(
        eq(stocklistOffers.tenantId, tenantId),
        eq(stocklistOffers.buyerId, buyerId),
        eq(stocklistOffers.id, offerId),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return { offer: row.offer, item: row.item?.itemNumber ? (row.item as OfferTargetItem) : null };
}

export type OfferValues = {
  status: string;
  state: string;
  offerQuantity: number;
  offerPriceMinor: number;
  checkOutQuantity: number | null;
  checkOutPriceMinor: number | null;
  counterPriceMinor: number | null;
  minimumCheckoutQuantity: number | null;
  expiresAt: Date | null;
};

/** one entry per buyer and item: a second buy or offer updates the first. */
export async function upsertOffer(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  itemNumberWarehouse: string,
  values: OfferValues,
): Promise<OfferRow> {
  const now = new Date();
  const rows = await db
    .insert(stocklistOffers)
    .values({ tenantId, buyerId, itemNumberWarehouse, ...values })
    .onConflictDoUpdate({
      target: [stocklistOffers.tenantId, stocklistOffers.buyerId, stocklistOffers.itemNumberWarehouse],
      set: { ...values, version: sql`${stocklistOffers.version} + 1`, updatedAt: now },
    })
    .returning(offerColumns);
  return rows[0]!;
}

/** Updates the entry if it is still at `version` (optimistic); undefined when it changed or vanished meanwhile. */
export async function updateOffer(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  offerId: string,
  version: number,
  values: OfferValues,
): Promise<OfferRow | undefined> {
  const rows = await db
    .update(stocklistOffers)
    .set({ ...values, version: sql`${stocklistOffers.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(stocklistOffers.tenantId, tenantId),
        eq(stocklistOffers.buyerId, buyerId),
        eq(stocklistOffers.id, offerId),
        eq(stocklistOffers.version, version),
      ),
    )
    .returning(offerColumns);
  return rows[0];
}

export async function deleteOffer(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  offerId: string,
): Promise<boolean> {
  if (!isOfferId(offerId)) return false;
  const rows = await db
    .delete(stocklistOffers)
    .where(
      and(
        eq(stocklistOffers.tenantId, tenantId),
        eq(stocklistOffers.buyerId, buyerId),
        eq(stocklistOffers.id, offerId),
      ),
    )
    .returning({ id: stocklistOffers.id });
  return rows.length > 0;
}

/** The buyer's entries with their items' increments: one statement whatever the cart size (P5). */
export async function listOffers(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
): Promise<{ offer: OfferRow; item: OfferTargetItem | null }[]> {
  const rows = await db
    .select({ offer: offerColumns, item: itemColumns })
    .from(stocklistOffers)
    .leftJoin(
      stockItems,
      and(
        eq(stockItems.tenantId, tenantId),
        eq(stockItems.itemNumberWarehouse, stocklistOffers.itemNumberWarehouse),
      ),
    )
    .leftJoin(stockGroups, and(eq(stockGroups.id, stockItems.groupId), eq(stockGroups.tenantId, tenantId)))
    .leftJoin(warehouses, and(eq(warehouses.tenantId, tenantId), eq(warehouses.code, stockItems.warehouse)))
    .where(and(eq(stocklistOffers.tenantId, tenantId), eq(stocklistOffers.buyerId, buyerId)))
    .orderBy(asc(stocklistOffers.createdAt));
  return rows.map((r) => ({
    offer: r.offer,
    item: r.item?.itemNumber ? (r.item as OfferTargetItem) : null,
  }));
}
