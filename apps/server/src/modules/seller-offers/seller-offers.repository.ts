import { and, asc, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  offerAnswers,
  offerRules,
  stockGroups,
  stockItems,
  stocklistOffers,
  users,
  warehouses,
} from '../../db/schema/index.ts';
import { isOfferId, type OfferRow, offerColumns } from '../offers/offers.repository.ts';

/** The seller's side of the offers: always scoped by the seller's tenant (CONVENTIONS habit 3). */

const buyerColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
};
export type BuyerRow = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
};

const sellerItemColumns = {
  itemNumber: stockItems.itemNumber,
  warehouse: stockItems.warehouse,
  skuDescription: stockItems.skuDescription,
  quantityAvailable: stockItems.quantityAvailable,
  listPriceMinor: stockItems.listPriceMinor,
  incrementSize: stockItems.incrementSize,
};
export type SellerItemRow = {
  itemNumber: string;
  warehouse: string;
  skuDescription: string;
  quantityAvailable: number;
  listPriceMinor: number;
  incrementSize: number;
};

export type SellerOfferRow = { offer: OfferRow; buyer: BuyerRow; item: SellerItemRow | null };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type PendingFilters = {
  buyer?: string | undefined;
  item?: string | undefined;
  warehouse?: string | undefined;
};

function selectSellerOffers(db: DbOrTx, tenantId: string, where: SQL[]) {
  return db
    .select({ offer: offerColumns, buyer: buyerColumns, item: sellerItemColumns })
    .from(stocklistOffers)
    .innerJoin(users, and(eq(users.id, stocklistOffers.buyerId), eq(users.tenantId, tenantId)))
    .leftJoin(
      stockItems,
      and(
        eq(stockItems.tenantId, tenantId),
        eq(stockItems.itemNumberWarehouse, stocklistOffers.itemNumberWarehouse),
      ),
    )
    .where(and(eq(stocklistOffers.tenantId, tenantId), ...where));
}

const toSellerOfferRow = (r: {
  offer: OfferRow;
  buyer: BuyerRow;
  item: SellerItemRow | null;
}): SellerOfferRow => ({
  offer: r.offer,
  buyer: r.buyer,
  item: r.item?.itemNumber ? r.item : null,
});

/**
 * An answer not yet applied to its line (undo window, docs/decisions/004): recorded to take effect at its
 * `answered_at`, later than the line's last change. Applying it moves the line's `updated_at` to at least that
 * time, and any later change of the line moves it further, so an applied answer never matches.
 */
function pendingAnswerOf(
  offerId: typeof stocklistOffers.id,
  lineUpdatedAt: typeof stocklistOffers.updatedAt,
) {
  return sql`${offerAnswers.offerId} = ${offerId} and ${offerAnswers.tenantId} = ${stocklistOffers.tenantId} and ${offerAnswers.answeredAt} > ${lineUpdatedAt}`;
}

/** The line's answer still in its undo window or not yet applied, if any. */
export async function findPendingAnswer(db: DbOrTx, tenantId: string, offerId: string, lineUpdatedAt: Date) {
  const [row] = await db
    .select()
    .from(offerAnswers)
    .where(
      and(
        eq(offerAnswers.tenantId, tenantId),
        eq(offerAnswers.offerId, offerId),
        gt(offerAnswers.answeredAt, lineUpdatedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Deletes the seller's own answer of the line while its window is open (answered_at still ahead of `now`). */
export async function deleteUndoableAnswer(
  db: DbOrTx,
  tenantId: string,
  offerId: string,
  userId: string,
  lineUpdatedAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(offerAnswers)
    .where(
      and(
        eq(offerAnswers.tenantId, tenantId),
        eq(offerAnswers.offerId, offerId),
        eq(offerAnswers.answeredBy, userId),
        gt(offerAnswers.answeredAt, lineUpdatedAt),
        gt(offerAnswers.answeredAt, now),
      ),
    )
    .returning({ id: offerAnswers.id });
  return rows.length > 0;
}

/** Locks the line, or answers false when another transaction holds it (the job skips it this run). */
export async function lockOfferLineUnlessBusy(
  db: DbOrTx,
  tenantId: string,
  offerId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: stocklistOffers.id })
    .from(stocklistOffers)
    .where(and(eq(stocklistOffers.tenantId, tenantId), eq(stocklistOffers.id, offerId)))
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

export async function deleteAnswer(db: DbOrTx, tenantId: string, answerId: string): Promise<void> {
  await db
    .delete(offerAnswers)
    .where(and(eq(offerAnswers.tenantId, tenantId), eq(offerAnswers.id, answerId)));
}

/** Answers due to take effect (every tenant; the job): past their time and not yet applied to their line. */
export async function listDueAnswers(db: DbOrTx, now: Date, limit = 200) {
  return dueAnswersQuery(db, now, limit);
}

/** An undoable answer has taken effect: it is history now, no longer waiting for the job. */
export async function markAnswerApplied(db: DbOrTx, tenantId: string, id: string): Promise<void> {
  await db
    .update(offerAnswers)
    .set({ pending: false })
    .where(and(eq(offerAnswers.tenantId, tenantId), eq(offerAnswers.id, id)));
}

/**
 * Drops the waiting answers whose time has come but whose line is gone or changed since (consumed by a checkout,
 * replaced by an import, edited by the buyer): they never take effect, and would wait for good.
 */
export async function dropStrandedAnswers(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(offerAnswers).where(
    and(
      eq(offerAnswers.pending, true),
      lte(offerAnswers.answeredAt, now),
      sql`not exists (select 1 from ${stocklistOffers} s where s.id = ${offerAnswers.offerId}
          and s.tenant_id = ${offerAnswers.tenantId} and ${offerAnswers.answeredAt} > s.updated_at)`,
    ),
  );
}

/** listDueAnswers' statement (its plan is tested). */
export function dueAnswersQuery(db: DbOrTx, now: Date, limit = 200) {
  return db
    .select({ id: offerAnswers.id, tenantId: offerAnswers.tenantId, offerId: offerAnswers.offerId })
    .from(offerAnswers)
    .innerJoin(stocklistOffers, eq(stocklistOffers.id, offerAnswers.offerId))
    .where(
      and(
        eq(offerAnswers.pending, true),
        lte(offerAnswers.answeredAt, now),
        sql`${offerAnswers.answeredAt} > ${stocklistOffers.updatedAt}`,
        eq(offerAnswers.tenantId, stocklistOffers.tenantId),
      ),
    )
    .orderBy(asc(offerAnswers.answeredAt))
    .limit(limit);
}

/** The inbox: offers awaiting the seller, oldest first, one statement. */
export async function listPendingOffers(
  db: DbOrTx,
  tenantId: string,
  filters: PendingFilters,
): Promise<SellerOfferRow[]> {
  const where: SQL[] = [
    eq(stocklistOffers.status, 'PENDING_ACCEPTANCE'),
    eq(stocklistOffers.state, 'AWAITING_TENANT_REVIEW'),
    // An answer that can still be undone has left the queue (it comes back on undo).
    sql`not exists (select 1 from ${offerAnswers} where ${pendingAnswerOf(stocklistOffers.id, stocklistOffers.updatedAt)})`,
  ];
  if (filters.buyer) {
    if (isOfferId(filters.buyer)) {
      where.push(eq(users.id, filters.buyer));
    } else {
      const like = `%${escapeLike(filters.buyer)}%`;
      where.push(
        or(
          ilike(users.email, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.company, like),
        ) as SQL,
      );
    }
  }
  if (filters.item) {
    const like = `%${escapeLike(filters.item)}%`;
    where.push(
      or(
        ilike(stocklistOffers.itemNumberWarehouse, like),
        ilike(stockItems.itemNumber, like),
        ilike(stockItems.skuDescription, like),
      ) as SQL,
    );
  }
  if (filters.warehouse) where.push(eq(stockItems.warehouse, filters.warehouse));
  const rows = await selectSellerOffers(db, tenantId, where)
    .orderBy(asc(stocklistOffers.createdAt), asc(stocklistOffers.id))
    .limit(5000);
  return rows.map(toSellerOfferRow);
}

/** One offer of the tenant, any buyer; `lock` for answering it (SELECT … FOR UPDATE OF stocklist_offers). */
export async function findSellerOffer(
  db: DbOrTx,
  tenantId: string,
  offerId: string,
  lock: boolean,
): Promise<SellerOfferRow | undefined> {
  if (!isOfferId(offerId)) return undefined;
  const query = selectSellerOffers(db, tenantId, [eq(stocklistOffers.id, offerId)]).limit(1);
  const rows = await (lock ? query.for('update', { of: stocklistOffers }) : query);
  return rows[0] ? toSellerOfferRow(rows[0]) : undefined;
}

const answerer = alias(users, 'answerer');

/**
 * Answered offers, newest first ("Answered offers history"), one statement. An answer still in its undo
 * window (answered_at ahead of now) is not history yet (docs/decisions/004).
 */
export type HistoryFilters = {
  action?: string;
  q?: string;
  /** The answers after this one (by id) in the list's order: older, or as old with a smaller id. */
  before?: string;
  limit: number;
};

export async function listAnswerHistory(
  db: DbOrTx,
  tenantId: string,
  filters: HistoryFilters,
  now = new Date(),
) {
  const where: SQL[] = [eq(offerAnswers.tenantId, tenantId), lte(offerAnswers.answeredAt, now)];
  if (filters.action) where.push(eq(offerAnswers.action, filters.action));
  if (filters.q) {
    const like = `%${escapeLike(filters.q)}%`;
    where.push(
      or(
        ilike(offerAnswers.itemNumberWarehouse, like),
        ilike(stockItems.skuDescription, like),
        ilike(users.email, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        ilike(users.company, like),
      ) as SQL,
    );
  }
  if (filters.before) {
    // Compared in the database at its own precision (microseconds); another tenant's id finds no row, so nothing.
    where.push(
      sql`(${offerAnswers.answeredAt}, ${offerAnswers.id}) < (select c.answered_at, c.id from ${offerAnswers} c
        where c.tenant_id = ${tenantId} and c.id = ${filters.before})`,
    );
  }
  return db
    .select({
      answer: {
        id: offerAnswers.id,
        offerId: offerAnswers.offerId,
        itemNumberWarehouse: offerAnswers.itemNumberWarehouse,
        action: offerAnswers.action,
        auto: offerAnswers.auto,
        offerQuantity: offerAnswers.offerQuantity,
        offerPriceMinor: offerAnswers.offerPriceMinor,
        listPriceMinor: offerAnswers.listPriceMinor,
        counterPriceMinor: offerAnswers.counterPriceMinor,
        minimumCheckoutQuantity: offerAnswers.minimumCheckoutQuantity,
        answeredAt: offerAnswers.answeredAt,
      },
      buyer: buyerColumns,
      answeredBy: { firstName: answerer.firstName, lastName: answerer.lastName, email: answerer.email },
      item: { skuDescription: stockItems.skuDescription, warehouse: stockItems.warehouse },
    })
    .from(offerAnswers)
    .innerJoin(users, and(eq(users.id, offerAnswers.buyerId), eq(users.tenantId, tenantId)))
    .leftJoin(answerer, and(eq(answerer.id, offerAnswers.answeredBy), eq(answerer.tenantId, tenantId)))
    .leftJoin(
      stockItems,
      and(
        eq(stockItems.tenantId, tenantId),
        eq(stockItems.itemNumberWarehouse, offerAnswers.itemNumberWarehouse),
      ),
    )
    .where(and(...where))
    .orderBy(desc(offerAnswers.answeredAt), desc(offerAnswers.id))
    .limit(filters.limit);
}

export async function listOfferRules(db: DbOrTx, tenantId: string) {
  return db
    .select({
      itemNumberWarehouse: offerRules.itemNumberWarehouse,
      floorPriceMinor: offerRules.floorPriceMinor,
      rejectBelowPercent: offerRules.rejectBelowPercent,
      description: stockItems.skuDescription,
    })
    .from(offerRules)
    .leftJoin(
      stockItems,
      and(
        eq(stockItems.tenantId, offerRules.tenantId),
        eq(stockItems.itemNumberWarehouse, offerRules.itemNumberWarehouse),
      ),
    )
    .where(eq(offerRules.tenantId, tenantId))
    .orderBy(asc(offerRules.itemNumberWarehouse));
}

/**
 * The item a rule is for: its list price in minor units and whether buyers may make offers on it (its group and
 * its warehouse both take them, C-051); null when the tenant has no such item.
 */
export async function ruleTarget(
  db: DbOrTx,
  tenantId: string,
  itemNumberWarehouse: string,
): Promise<{ listPriceMinor: number; takesOffers: boolean } | null> {
  const rows = await db
    .select({
      listPriceMinor: stockItems.listPriceMinor,
      takesOffers: sql<boolean>`${stockGroups.isOfferAccepted} and coalesce(${warehouses.acceptsOffers}, false)`,
    })
    .from(stockItems)
    .innerJoin(stockGroups, eq(stockGroups.id, stockItems.groupId))
    .leftJoin(
      warehouses,
      and(eq(warehouses.tenantId, stockItems.tenantId), eq(warehouses.code, stockItems.warehouse)),
    )
    .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.itemNumberWarehouse, itemNumberWarehouse)))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertOfferRule(
  db: DbOrTx,
  tenantId: string,
  rule: { itemNumberWarehouse: string; floorPriceMinor: number | null; rejectBelowPercent: number | null },
): Promise<void> {
  const now = new Date();
  await db
    .insert(offerRules)
    .values({ tenantId, ...rule, updatedAt: now })
    .onConflictDoUpdate({
      target: [offerRules.tenantId, offerRules.itemNumberWarehouse],
      set: {
        floorPriceMinor: rule.floorPriceMinor,
        rejectBelowPercent: rule.rejectBelowPercent,
        updatedAt: now,
      },
    });
}

export async function deleteOfferRule(
  db: DbOrTx,
  tenantId: string,
  itemNumberWarehouse: string,
): Promise<boolean> {
  const rows = await db
    .delete(offerRules)
    .where(and(eq(offerRules.tenantId, tenantId), eq(offerRules.itemNumberWarehouse, itemNumberWarehouse)))
    .returning({ inw: offerRules.itemNumberWarehouse });
  return rows.length > 0;
}
