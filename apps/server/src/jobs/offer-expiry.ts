import { applyOfferEvent } from '@portico/domain';
import { and, eq, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { stocklistOffers } from '../db/schema/index.ts';
import type { NewEvent } from '../modules/events/publish.ts';
import { cartChangedEvents, publishOfferEvents } from '../modules/offers/offer-events.ts';
import { offerColumns, updateOfferLine } from '../modules/offers/offers.repository.ts';
import { toLine } from '../modules/offers/offers.service.ts';

/**
 * ACCEPTED/COUNTERED lines past acceptedOrCounteredExpirationDate, and pending offers past the tenant's
 * pending window, become EXPIRED in AWAITING_BUYER_REVIEW (the lifecycle table's EXPIRE arrows). Every tenant in
 * one run, in one transaction; rows another node is expiring right now are skipped (FOR UPDATE SKIP LOCKED).
 * Idempotent: an expired line matches no EXPIRE arrow, so a rerun changes nothing. Answers the expired ids.
 */
export async function runOfferExpiry(db: Db, now: Date = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ ...offerColumns, tenantId: stocklistOffers.tenantId })
      .from(stocklistOffers)
      .where(
        or(
          and(
            or(eq(stocklistOffers.status, 'ACCEPTED'), eq(stocklistOffers.status, 'COUNTERED')),
            isNotNull(stocklistOffers.expiresAt),
            lte(stocklistOffers.expiresAt, now),
          ),
          and(
            eq(stocklistOffers.status, 'PENDING_ACCEPTANCE'),
            isNotNull(stocklistOffers.pendingExpiresAt),
            lte(stocklistOffers.pendingExpiresAt, now),
          ),
        ),
      )
      .for('update', { skipLocked: true });
    const byTenant = new Map<string, { buyerId: string; offerId: string; wasPending: boolean }[]>();
    for (const row of due) {
      const result = applyOfferEvent(toLine(row), { type: 'EXPIRE', now });
      if (!result.ok) continue;
      const written = await updateOfferLine(tx, row.tenantId, row.id, row.version, result.line);
      if (!written) continue;
      const list = byTenant.get(row.tenantId) ?? [];
      list.push({ buyerId: row.buyerId, offerId: row.id, wasPending: row.status === 'PENDING_ACCEPTANCE' });
      byTenant.set(row.tenantId, list);
    }
    const events: NewEvent[] = [];
    for (const [tenantId, list] of byTenant) {
      events.push(...cartChangedEvents(tenantId, list, 'expired'));
      // A lapsed pending offer leaves the sellers' inbox.
      const pendingIds = list.filter((l) => l.wasPending).map((l) => l.offerId);
      if (pendingIds.length > 0) {
        events.push({
          tenantId,
          audience: 'seller',
          userId: null,
          type: 'offers.changed',
          data: { offerIds: pendingIds },
        });
      }
    }
    await publishOfferEvents(tx, events);
    return [...byTenant.values()].flat().map((l) => l.offerId);
  });
}
