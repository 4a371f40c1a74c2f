import { and, asc, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  sellerSearchText,
  stockCategories,
  stockGroups,
  stockItems,
  stocklistOffers,
  stockUploads,
  warehouses,
} from '../../db/schema/index.ts';

/** The seller's stock: every query scoped by the seller's tenant (CONVENTIONS habit 3). */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type SellerStockFilters = {
  q?: string | undefined;
  warehouse?: string | undefined;
  category?: string | undefined;
  stock: 'all' | 'in' | 'out';
  sort: 'itemNumber' | 'description' | 'warehouse' | 'quantity' | 'price';
  dir: 'asc' | 'desc';
  offset: number;
  limit: number;
};

export const sellerItemColumns = {
  id: stockItems.id,
  itemNumberWarehouse: stockItems.itemNumberWarehouse,
  itemNumber: stockItems.itemNumber,
  warehouse: stockItems.warehouse,
  category: stockGroups.category,
  description: stockItems.skuDescription,
  groupTitle: stockGroups.title,
  groupKey: stockGroups.groupKey,
  groupTakesOffers: stockGroups.isOfferAccepted,
  quantityAvailable: stockItems.quantityAvailable,
  listPriceMinor: stockItems.listPriceMinor,
  incrementSize: stockItems.incrementSize,
  version: stockItems.version,
  updatedAt: stockItems.updatedAt,
};
export type SellerItemRow = {
  id: string;
  itemNumberWarehouse: string;
  itemNumber: string;
  warehouse: string;
  category: string;
  description: string;
  groupTitle: string;
  groupKey: string;
  /** C-051: the group's isOfferAccepted (the warehouse's switch is the other half). */
  groupTakesOffers: boolean;
  quantityAvailable: number;
  listPriceMinor: number;
  incrementSize: number;
  /** Bumped by a trigger whenever quantity, price or increment change (stale exports). */
  version: number;
  updatedAt: Date;
};

const SORTS = {
  itemNumber: stockItems.itemNumber,
  description: stockItems.skuDescription,
  warehouse: stockItems.warehouse,
  quantity: stockItems.quantityAvailable,
  price: stockItems.listPriceMinor,
} as const;

/** The stock screen's search and filters, scoped by the tenant. */
function filterCondition(
  tenantId: string,
  f: Pick<SellerStockFilters, 'q' | 'warehouse' | 'category' | 'stock'>,
) {
  const where: (SQL | undefined)[] = [eq(stockItems.tenantId, tenantId)];
  const text = f.q?.trim();
  if (text) {
    // The trigram index on sellerSearchText serves this (a scan of the tenant's items otherwise).
    where.push(sql`${sellerSearchText(stockItems)} like lower(${`%${escapeLike(text)}%`})`);
  }
  if (f.warehouse) where.push(eq(stockItems.warehouse, f.warehouse));
  if (f.category) where.push(eq(stockGroups.category, f.category));
  if (f.stock === 'in') where.push(sql`${stockItems.quantityAvailable} > 0`);
  if (f.stock === 'out') where.push(sql`${stockItems.quantityAvailable} <= 0`);
  return and(...where);
}

/** One page of the filtered items in the screen's sort. */
export function sellerItemsPage(db: DbOrTx, tenantId: string, f: SellerStockFilters) {
  const order = f.dir === 'desc' ? desc : asc;
  return (
    db
      .select(sellerItemColumns)
      .from(stockItems)
      .innerJoin(stockGroups, eq(stockGroups.id, stockItems.groupId))
      .where(filterCondition(tenantId, f))
      // The item number breaks ties so pages never overlap.
      .orderBy(order(SORTS[f.sort]), asc(stockItems.itemNumberWarehouse))
      .limit(f.limit)
      .offset(f.offset)
  );
}

/** How many items the filters match. */
export function sellerItemsCount(db: DbOrTx, tenantId: string, f: SellerStockFilters) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockItems)
    .innerJoin(stockGroups, eq(stockGroups.id, stockItems.groupId))
    .where(filterCondition(tenantId, f));
}

/** One page of items and the total, filtered and sorted in the database (stock can hold 100k items). */
export async function listSellerItems(
  db: DbOrTx,
  tenantId: string,
  f: SellerStockFilters,
): Promise<{ rows: SellerItemRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    sellerItemsPage(db, tenantId, f),
    sellerItemsCount(db, tenantId, f),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/**
 * The export's rows after `afterKey` in item-number order, `limit` at a time (keyset paging: a 100k-item export
 * never holds more than one chunk). Each row's version is read with its values, so the two always agree.
 */
export async function exportChunk(
  db: DbOrTx,
  tenantId: string,
  f: Pick<SellerStockFilters, 'q' | 'warehouse' | 'category' | 'stock'>,
  afterKey: string | null,
  limit: number,
): Promise<SellerItemRow[]> {
  return db
    .select(sellerItemColumns)
    .from(stockItems)
    .innerJoin(stockGroups, eq(stockGroups.id, stockItems.groupId))
    .where(
      and(
        filterCondition(tenantId, f),
        afterKey === null ? undefined : gt(stockItems.itemNumberWarehouse, afterKey),
      ),
    )
    .orderBy(asc(stockItems.itemNumberWarehouse))
    .limit(limit);
}

export async function listWarehousesAndCategories(db: DbOrTx, tenantId: string) {
  const [ws, cs] = await Promise.all([
    db
      .select({ code: warehouses.code, label: warehouses.label, acceptsOffers: warehouses.acceptsOffers })
      .from(warehouses)
      .where(eq(warehouses.tenantId, tenantId))
      .orderBy(asc(warehouses.sortOrder), asc(warehouses.code)),
    db
      .select({ code: stockCategories.code, label: stockCategories.label })
      .from(stockCategories)
      .where(eq(stockCategories.tenantId, tenantId))
      .orderBy(asc(stockCategories.sortOrder), asc(stockCategories.code)),
  ]);
  return { warehouses: ws, categories: cs };
}

/** The items with these keys, locked for update when `lock` (an edit or an upload's apply). */
export async function findItems(
  db: DbOrTx,
  tenantId: string,
  inws: string[],
  lock = false,
): Promise<SellerItemRow[]> {
  if (inws.length === 0) return [];
  const query = db
    .select(sellerItemColumns)
    .from(stockItems)
    .innerJoin(stockGroups, eq(stockGroups.id, stockItems.groupId))
    .where(and(eq(stockItems.tenantId, tenantId), inArray(stockItems.itemNumberWarehouse, inws)));
  return lock ? query.for('update', { of: stockItems }) : query;
}

/** Items by (item number, warehouse), the upload's key columns; answers them keyed `itemNumber\u0000warehouse`. */
export async function findByItemAndWarehouse(
  db: DbOrTx,
  tenantId: string,
  itemNumbers: string[],
): Promise<Map<string, SellerItemRow>> {
  const out = new Map<string, SellerItemRow>();
  const unique = [...new Set(itemNumbers)];
  // Chunks keep each statement well under PostgreSQL's bind-parameter limit.
  for (let i = 0; i < unique.length; i += 5000) {
    const rows = await db
      .select(sellerItemColumns)
      .from(stockItems)
      .innerJoin(stockGroups, eq(stockGroups.id, stockItems.groupId))
      .where(
        and(eq(stockItems.tenantId, tenantId), inArray(stockItems.itemNumber, unique.slice(i, i + 5000))),
      );
    for (const r of rows) out.set(`${r.itemNumber}\u0000${r.warehouse}`, r);
  }
  return out;
}

/**
 * Groups named by an upload's Group Key and Group columns: `byKey` by `key\u0000warehouse` (a key is unique in the
 * tenant), `byTitle` by `title\u0000warehouse` (the export writes titles, which repeat across grades and lots).
 */
export async function findGroupsByName(
  db: DbOrTx,
  tenantId: string,
  names: string[],
): Promise<{ byKey: Map<string, GroupRef>; byTitle: Map<string, GroupRef[]> }> {
  const byKey = new Map<string, GroupRef>();
  const byTitle = new Map<string, GroupRef[]>();
  const unique = [...new Set(names)];
  if (unique.length === 0) return { byKey, byTitle };
  const rows = await db
    .select({
      id: stockGroups.id,
      groupKey: stockGroups.groupKey,
      title: stockGroups.title,
      warehouse: stockGroups.warehouse,
      category: stockGroups.category,
      attributes: stockGroups.attributes,
    })
    .from(stockGroups)
    .where(
      and(
        eq(stockGroups.tenantId, tenantId),
        or(inArray(stockGroups.title, unique), inArray(stockGroups.groupKey, unique)),
      ),
    );
  for (const r of rows) {
    const ref = { id: r.id, category: r.category, attributes: { ...r.attributes, category: r.category } };
    byKey.set(`${r.groupKey}\u0000${r.warehouse}`, ref);
    const title = `${r.title}\u0000${r.warehouse}`;
    byTitle.set(title, [...(byTitle.get(title) ?? []), ref]);
  }
  return { byKey, byTitle };
}
export type GroupRef = { id: string; category: string; attributes: Record<string, string> };

export type NewItem = {
  groupId: string;
  attributes: Record<string, string>;
  itemNumber: string;
  warehouse: string;
  itemNumberWarehouse: string;
  skuDescription: string;
  /** The file's Increment Size (1 when it has none); absent in reviews stored before it was read. */
  incrementSize?: number;
  quantityAvailable: number;
  listPriceMinor: number;
};

/** Stores a reviewed upload and sweeps expired ones of every tenant (the table stays small). */
export async function savePendingUpload(
  db: DbOrTx,
  upload: {
    id: string;
    tenantId: string;
    userId: string;
    fileName: string;
    review: unknown;
    newItems: unknown[];
    expiresAt: Date;
  },
): Promise<void> {
  await db.delete(stockUploads).where(lte(stockUploads.expiresAt, new Date()));
  await db.insert(stockUploads).values(upload);
}

/**
 * Deletes and answers the seller's own unexpired upload, or null: scoped by tenant AND user, so another seller's
 * id is unknown. In a transaction the deleted row stays locked until commit, so only one apply can take it.
 */
export async function takePendingUpload(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  id: string,
  now: Date,
): Promise<{ review: unknown; newItems: unknown } | null> {
  const [row] = await db
    .delete(stockUploads)
    .where(
      and(
        eq(stockUploads.id, id),
        eq(stockUploads.tenantId, tenantId),
        eq(stockUploads.userId, userId),
        gt(stockUploads.expiresAt, now),
      ),
    )
    .returning({ review: stockUploads.review, newItems: stockUploads.newItems });
  return row ?? null;
}

/** A group of the tenant by its key, its row locked (a switch of its offers). */
export async function lockGroup(db: DbOrTx, tenantId: string, groupKey: string) {
  const [row] = await db
    .select({ id: stockGroups.id, takesOffers: stockGroups.isOfferAccepted })
    .from(stockGroups)
    .where(and(eq(stockGroups.tenantId, tenantId), eq(stockGroups.groupKey, groupKey)))
    .for('update');
  return row;
}

/** Sets whether the group takes offers (C-051); answers its items' keys. */
export async function setGroupOffers(db: DbOrTx, tenantId: string, groupId: string, takesOffers: boolean) {
  await db
    .update(stockGroups)
    .set({ isOfferAccepted: takesOffers })
    .where(and(eq(stockGroups.tenantId, tenantId), eq(stockGroups.id, groupId)));
  return groupItemKeys(db, tenantId, groupId);
}

export async function groupItemKeys(db: DbOrTx, tenantId: string, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ inw: stockItems.itemNumberWarehouse })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.groupId, groupId)));
  return rows.map((r) => r.inw);
}

export type OpenOffers = { waiting: number; agreed: number };

/**
 * The open offers on these items (Q-024, Q-025: a lower list price or a quantity of 0 changes them): waiting for
 * the seller's answer, and accepted or countered; keyed by itemNumberWarehouse, items without any absent.
 */
export async function openOffersOf(
  db: DbOrTx,
  tenantId: string,
  inws: readonly string[],
): Promise<Map<string, OpenOffers>> {
  const out = new Map<string, OpenOffers>();
  if (inws.length === 0) return out;
  const rows = await db
    .select({
      inw: stocklistOffers.itemNumberWarehouse,
      waiting: sql<number>`count(*) filter (where ${stocklistOffers.status} = 'PENDING_ACCEPTANCE')::int`,
      agreed: sql<number>`count(*) filter (where ${stocklistOffers.status} in ('ACCEPTED', 'COUNTERED'))::int`,
    })
    .from(stocklistOffers)
    .where(
      and(
        eq(stocklistOffers.tenantId, tenantId),
        inArray(stocklistOffers.itemNumberWarehouse, [...inws]),
        inArray(stocklistOffers.status, ['PENDING_ACCEPTANCE', 'ACCEPTED', 'COUNTERED']),
      ),
    )
    .groupBy(stocklistOffers.itemNumberWarehouse);
  for (const r of rows) out.set(r.inw, { waiting: Number(r.waiting), agreed: Number(r.agreed) });
  return out;
}
