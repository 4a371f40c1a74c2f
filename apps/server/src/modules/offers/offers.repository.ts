import type { OfferLine } from '@portico/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  offerAnswers,
  offerRules,
  stockGroups,
  stockItems,
  stocklistOffers,
  warehouses,
} from '../../db/schema/index.ts';

/** Every function takes the tenant and buyer and scopes by both (CONVENTIONS habit 3). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOfferId = (id: string) => UUID.test(id);

export const offerColumns = {
  id: stocklistOffers.id,
  buyerId: stocklistOffers.buyerId,
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
  pendingExpiresAt: stocklistOffers.pendingExpiresAt,
  statusBeforeOutOfStock: stocklistOffers.statusBeforeOutOfStock,
  answeredAt: stocklistOffers.answeredAt,
  version: stocklistOffers.version,
  createdAt: stocklistOffers.createdAt,
  updatedAt: stocklistOffers.updatedAt,
};
export type OfferRow = {
  id: string;
  buyerId: string;
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
  pendingExpiresAt: Date | null;
  statusBeforeOutOfStock: string | null;
  answeredAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export const itemColumns = {
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

const ruleColumns = {
  floorPriceMinor: offerRules.floorPriceMinor,
  rejectBelowPercent: offerRules.rejectBelowPercent,
  itemNumberWarehouse: offerRules.itemNumberWarehouse,
};
export type OfferRuleRow = { floorPriceMinor: number | null; rejectBelowPercent: number | null };
const ruleOf = (r: ({ itemNumberWarehouse: string | null } & OfferRuleRow) | null): OfferRuleRow | null =>
  r?.itemNumberWarehouse
    ? { floorPriceMinor: r.floorPriceMinor, rejectBelowPercent: r.rejectBelowPercent }
    : null;

export type OfferWithItem = {
  offer: OfferRow;
  item: OfferTargetItem | null;
  rule: OfferRuleRow | null;
  /** The line's change stamp (migration 0005): names its state in the GET stocklist/offers cache. */
  changeSeq: number;
};

/**
 * Entries with their items and auto-rules, in one statement. `buyerId` null: any buyer of the tenant (seller
 * and stock calls). `lock`: SELECT … FOR UPDATE OF stocklist_offers, so a concurrent change of the same rows
 * waits for this transaction and then sees its result (used inside a transaction only).
 */
export async function selectOffers(
  db: DbOrTx,
  tenantId: string,
  opts: {
    buyerId?: string | null;
    ids?: string[];
    itemNumberWarehouses?: string[];
    lock?: boolean;
    where?: SQL;
  },
): Promise<OfferWithItem[]> {
  const conditions: SQL[] = [eq(stocklistOffers.tenantId, tenantId)];
  if (opts.buyerId) conditions.push(eq(stocklistOffers.buyerId, opts.buyerId));
  if (opts.ids) {
    const ids = opts.ids.filter(isOfferId);
    if (ids.length === 0) return [];
    conditions.push(inArray(stocklistOffers.id, ids));
  }
  if (opts.itemNumberWarehouses) {
    if (opts.itemNumberWarehouses.length === 0) return [];
    conditions.push(inArray(stocklistOffers.itemNumberWarehouse, opts.itemNumberWarehouses));
  }
  if (opts.where) conditions.push(opts.where);
  const query = db
    .select({
      offer: offerColumns,
      item: itemColumns,
      rule: ruleColumns,
      changeSeq: stocklistOffers.changeSeq,
    })
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
    .leftJoin(
      offerRules,
      and(
        eq(offerRules.tenantId, tenantId),
        eq(offerRules.itemNumberWarehouse, stocklistOffers.itemNumberWarehouse),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(stocklistOffers.createdAt), asc(stocklistOffers.id));
  const rows = await (opts.lock ? query.for('update', { of: stocklistOffers }) : query);
  return rows.map((r) => ({
    offer: r.offer,
    item: r.item?.itemNumber ? (r.item as OfferTargetItem) : null,
    rule: ruleOf(r.rule),
    changeSeq: r.changeSeq,
  }));
}

/** The buyer's entries with their items: one statement whatever the cart size (P5). */
export const listOffers = (db: DbOrTx, tenantId: string, buyerId: string) =>
  selectOffers(db, tenantId, { buyerId });

/** The stored columns of a line (the lifecycle's OfferLine). */
export const lineValues = (line: OfferLine) => ({
  status: line.status,
  state: line.state,
  offerQuantity: line.offerQuantity,
  offerPriceMinor: line.offerPriceMinor,
  checkOutQuantity: line.checkOutQuantity,
  checkOutPriceMinor: line.checkOutPriceMinor,
  counterPriceMinor: line.counterPriceMinor,
  minimumCheckoutQuantity: line.minimumCheckoutQuantity,
  expiresAt: line.expiresAt,
  pendingExpiresAt: line.pendingExpiresAt,
  statusBeforeOutOfStock: line.statusBeforeOutOfStock,
  answeredAt: line.answeredAt,
});

/**
 * one entry per buyer and item: a second buy or offer updates the first. `createdAt` restarts when a
 * fresh offer is made, so the seller's inbox (oldest first) orders by when the offer was made.
 */
export async function upsertOffer(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  itemNumberWarehouse: string,
  line: OfferLine,
  restart: boolean,
): Promise<OfferRow> {
  const now = new Date();
  const values = lineValues(line);
  const rows = await db
    .insert(stocklistOffers)
    .values({ tenantId, buyerId, itemNumberWarehouse, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [stocklistOffers.tenantId, stocklistOffers.buyerId, stocklistOffers.itemNumberWarehouse],
      set: {
        ...values,
        version: sql`${stocklistOffers.version} + 1`,
        updatedAt: now,
        ...(restart ? { createdAt: now } : {}),
      },
    })
    .returning(offerColumns);
  return rows[0]!;
}

/**
 * Writes the line if the entry is still at `version` (optimistic); undefined when it changed or vanished
 * meanwhile. `restart`: a fresh offer (see upsertOffer).
 */
export async function updateOfferLine(
  db: DbOrTx,
  tenantId: string,
  offerId: string,
  version: number,
  line: OfferLine,
  restart = false,
  /** When the change happens; a job applying a due answer passes its own clock. */
  now: Date = new Date(),
): Promise<OfferRow | undefined> {
  const rows = await db
    .update(stocklistOffers)
    .set({
      ...lineValues(line),
      version: sql`${stocklistOffers.version} + 1`,
      updatedAt: now,
      ...(restart ? { createdAt: now } : {}),
    })
    .where(
      and(
        eq(stocklistOffers.tenantId, tenantId),
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
  return (await deleteOffers(db, tenantId, buyerId, [offerId])).length > 0;
}

/** Q-006: the buyer's entries among `offerIds`; others' and unknown ids delete nothing. */
export async function deleteOffers(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  offerIds: string[],
): Promise<string[]> {
  const ids = offerIds.filter(isOfferId);
  if (ids.length === 0) return [];
  // A seller's answer still waiting out its undo window (docs/decisions/004) dies with the line: it never took
  // effect, so it must not reach the buyer or the answer history.
  await db
    .delete(offerAnswers)
    .where(
      and(
        eq(offerAnswers.tenantId, tenantId),
        inArray(offerAnswers.offerId, ids),
        sql`${offerAnswers.answeredAt} > (select ${stocklistOffers.updatedAt} from ${stocklistOffers} where ${stocklistOffers.id} = ${offerAnswers.offerId} and ${stocklistOffers.tenantId} = ${tenantId} and ${stocklistOffers.buyerId} = ${buyerId})`,
      ),
    );
  const rows = await db
    .delete(stocklistOffers)
    .where(
      and(
        eq(stocklistOffers.tenantId, tenantId),
        eq(stocklistOffers.buyerId, buyerId),
        inArray(stocklistOffers.id, ids),
      ),
    )
    .returning({ id: stocklistOffers.id });
  return rows.map((r) => r.id);
}

export type NewOfferAnswer = typeof offerAnswers.$inferInsert;

/** the history keeps every answer, even after the buyer deletes the line. */
export async function insertOfferAnswer(db: DbOrTx, answer: NewOfferAnswer): Promise<void> {
  await db.insert(offerAnswers).values(answer);
}
