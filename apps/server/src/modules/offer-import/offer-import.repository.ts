import type { ImportResult } from '@portico/contract';
import type { ImportItem, OfferLine } from '@portico/domain';
import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  offerAnswers,
  offerImports,
  offerRules,
  stockGroups,
  stockItems,
  stocklistOffers,
  warehouses,
} from '../../db/schema/index.ts';
import { type OfferRow, type OfferRuleRow, offerColumns } from '../offers/offers.repository.ts';

/** Every function takes the tenant and buyer and scopes by both (CONVENTIONS habit 3). */

/** Rows per statement: far below PostgreSQL's 65,535 bind parameters, few round trips for 100k rows (P6). */
const CHUNK = 2_000;
const chunks = <T>(list: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

const importItemColumns = {
  itemNumberWarehouse: stockItems.itemNumberWarehouse,
  itemNumber: stockItems.itemNumber,
  warehouse: stockItems.warehouse,
  description: stockItems.skuDescription,
  groupName: stockGroups.title,
  groupItemName: stockItems.groupItemDescription,
  quantityAvailable: stockItems.quantityAvailable,
  listPriceMinor: stockItems.listPriceMinor,
  incrementSize: stockItems.incrementSize,
  isOfferAccepted: stockGroups.isOfferAccepted,
  warehouseAcceptsOffers: sql<boolean>`coalesce(${warehouses.acceptsOffers}, false)`,
};

async function selectItems(db: DbOrTx, tenantId: string, where: SQL): Promise<ImportItem[]> {
  return (
    db
      .select(importItemColumns)
      .from(stockItems)
      // An item outside any group of its tenant is not offerable (the stock list never shows it).
      .innerJoin(stockGroups, and(eq(stockGroups.id, stockItems.groupId), eq(stockGroups.tenantId, tenantId)))
      .leftJoin(warehouses, and(eq(warehouses.tenantId, tenantId), eq(warehouses.code, stockItems.warehouse)))
      .where(and(eq(stockItems.tenantId, tenantId), where))
  );
}

/** The tenant's stock items with any of these Item #s (in every warehouse), chunked. */
export async function itemsByNumbers(
  db: DbOrTx,
  tenantId: string,
  itemNumbers: string[],
): Promise<ImportItem[]> {
  const out: ImportItem[] = [];
  for (const part of chunks([...new Set(itemNumbers)])) {
    out.push(...(await selectItems(db, tenantId, inArray(stockItems.itemNumber, part))));
  }
  return out;
}

/** The tenant's stock items by itemNumberWarehouse, chunked. */
export async function itemsByKeys(db: DbOrTx, tenantId: string, keys: string[]): Promise<ImportItem[]> {
  const out: ImportItem[] = [];
  for (const part of chunks([...new Set(keys)])) {
    out.push(...(await selectItems(db, tenantId, inArray(stockItems.itemNumberWarehouse, part))));
  }
  return out;
}

/** The buyer's cart lines; `lock` (inside accept's transaction) holds them until it commits. */
export async function cartLines(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  lock = false,
): Promise<OfferRow[]> {
  const query = db
    .select(offerColumns)
    .from(stocklistOffers)
    .where(and(eq(stocklistOffers.tenantId, tenantId), eq(stocklistOffers.buyerId, buyerId)));
  return lock ? query.for('update') : query;
}

/** Q-020 auto-rules of the tenant, by itemNumberWarehouse. */
export async function offerRulesOf(db: DbOrTx, tenantId: string): Promise<Map<string, OfferRuleRow>> {
  const rows = await db
    .select({
      itemNumberWarehouse: offerRules.itemNumberWarehouse,
      floorPriceMinor: offerRules.floorPriceMinor,
      rejectBelowPercent: offerRules.rejectBelowPercent,
    })
    .from(offerRules)
    .where(eq(offerRules.tenantId, tenantId));
  return new Map(
    rows.map((r) => [
      r.itemNumberWarehouse,
      { floorPriceMinor: r.floorPriceMinor, rejectBelowPercent: r.rejectBelowPercent },
    ]),
  );
}

// ── The pending import (table offer_imports: one per buyer) ───────────────────────────────────────────────

export type PendingRow = { fileName: string; review: ImportResult; expiresAt: Date };

/** Replaces the buyer's pending import (one per buyer). */
export async function savePending(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  fileName: string,
  review: ImportResult,
  expiresAt: Date,
): Promise<void> {
  const now = new Date();
  await db
    .insert(offerImports)
    .values({ tenantId, buyerId, fileName, review, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [offerImports.tenantId, offerImports.buyerId],
      set: { fileName, review, createdAt: now, expiresAt },
    });
}

/** The buyer's pending import if it has not expired; `lock` holds it until the transaction ends. */
export async function loadPending(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  lock = false,
): Promise<PendingRow | null> {
  const query = db
    .select({
      fileName: offerImports.fileName,
      review: offerImports.review,
      expiresAt: offerImports.expiresAt,
    })
    .from(offerImports)
    .where(
      and(
        eq(offerImports.tenantId, tenantId),
        eq(offerImports.buyerId, buyerId),
        sql`${offerImports.expiresAt} > now()`,
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row
    ? { fileName: row.fileName, review: row.review as ImportResult, expiresAt: row.expiresAt }
    : null;
}

export async function deletePending(db: DbOrTx, tenantId: string, buyerId: string): Promise<boolean> {
  const rows = await db
    .delete(offerImports)
    .where(and(eq(offerImports.tenantId, tenantId), eq(offerImports.buyerId, buyerId)))
    .returning({ buyerId: offerImports.buyerId });
  return rows.length > 0;
}

/**
 * Deletes every tenant's pending imports that expired at or before `now` (jobs/offer-import-sweep.ts). An import
 * an accept or a removal holds right now (FOR UPDATE) is skipped, not waited for: the next run takes it if it is
 * still there. Answers the deleted (tenant, buyer) pairs.
 */
export async function deleteExpiredPending(
  db: DbOrTx,
  now: Date,
): Promise<{ tenantId: string; buyerId: string }[]> {
  // One statement: the inner select names (and locks) the due rows, skipping locked ones; the delete takes those.
  const due = db
    .select({ tenantId: offerImports.tenantId, buyerId: offerImports.buyerId })
    .from(offerImports)
    .where(lte(offerImports.expiresAt, now))
    .for('update', { skipLocked: true });
  return db
    .delete(offerImports)
    .where(sql`(${offerImports.tenantId}, ${offerImports.buyerId}) in (${due})`)
    .returning({ tenantId: offerImports.tenantId, buyerId: offerImports.buyerId });
}

/** Stores a changed review (a removed conflict row) in place. */
export async function updatePendingReview(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  review: ImportResult,
): Promise<void> {
  await db
    .update(offerImports)
    .set({ review })
    .where(and(eq(offerImports.tenantId, tenantId), eq(offerImports.buyerId, buyerId)));
}

// ── Accept: the batched write ─────────────────────────────────────────────────────────────────────────────

export type ImportWrite = {
  itemNumberWarehouse: string;
  line: OfferLine /** The line it replaces. */;
  id: string | null;
};

const lineColumns = (line: OfferLine) => ({
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
 * Writes the accepted lines in the caller's transaction (P6). The buyer's lines were read FOR UPDATE, so which
 * rows are new is known: those are plain multi-row INSERTs, a chunk per statement (cheaper than ON CONFLICT); the
 * few that replace a cart line (the review's overwrite rows) are UPDATEs by id. Every imported row is a fresh buy
 * or offer, so `createdAt` restarts like POST stocklist/offer (offers.repository upsertOffer, Q-027).
 */
export async function writeLines(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  writes: ImportWrite[],
): Promise<{ id: string; itemNumberWarehouse: string }[]> {
  const out: { id: string; itemNumberWarehouse: string }[] = [];
  const now = new Date();
  const fresh = writes.filter((w) => w.id === null);
  for (const part of chunks(fresh, 1_000)) {
    const rows = await db
      .insert(stocklistOffers)
      .values(
        part.map(({ itemNumberWarehouse, line }) => ({
          tenantId,
          buyerId,
          itemNumberWarehouse,
          ...lineColumns(line),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: stocklistOffers.id, itemNumberWarehouse: stocklistOffers.itemNumberWarehouse });
    out.push(...rows);
  }
  for (const w of writes) {
    if (w.id === null) continue;
    const rows = await db
      .update(stocklistOffers)
      .set({
        ...lineColumns(w.line),
        version: sql`${stocklistOffers.version} + 1`,
        updatedAt: now,
        createdAt: now,
      })
      .where(
        and(
          eq(stocklistOffers.tenantId, tenantId),
          eq(stocklistOffers.buyerId, buyerId),
          eq(stocklistOffers.id, w.id),
        ),
      )
      .returning({ id: stocklistOffers.id, itemNumberWarehouse: stocklistOffers.itemNumberWarehouse });
    if (rows.length !== 1) throw new Error(`cart line ${w.id} vanished while locked`);
    out.push(...rows);
  }
  return out;
}

export type NewAutoAnswer = typeof offerAnswers.$inferInsert;

/** the history keeps each auto-answer an imported offer received. */
export async function insertAutoAnswers(db: DbOrTx, answers: NewAutoAnswer[]): Promise<void> {
  for (const part of chunks(answers, 1_000)) await db.insert(offerAnswers).values(part);
}
