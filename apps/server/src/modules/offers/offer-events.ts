import type { DbOrTx } from '../../db/client.ts';
import { type NewEvent, publishEvents } from '../events/publish.ts';

/**
 * Live-update events of the offer lifecycle (A-029; contract cart.ts EventType), written in the caller's
 * transaction. A buyer's own change reaches the tenant's sellers (offers.changed: their inbox) and that buyer's
 * other tabs (cart.changed); a seller answer, an expiry or a stock effect reaches each affected buyer.
 */
export function buyerChangeEvents(
  tenantId: string,
  buyerId: string,
  offerIds: string[],
  reason: string,
): NewEvent[] {
  return [
    { tenantId, audience: 'seller', userId: null, type: 'offers.changed', data: { offerIds } },
    { tenantId, audience: 'buyer', userId: buyerId, type: 'cart.changed', data: { offerIds, reason } },
  ];
}

/** One cart.changed per buyer, listing that buyer's changed offers. */
export function cartChangedEvents(
  tenantId: string,
  changes: { buyerId: string; offerId: string }[],
  reason: string,
): NewEvent[] {
  const byBuyer = new Map<string, string[]>();
  for (const c of changes) {
    const ids = byBuyer.get(c.buyerId);
    if (ids) ids.push(c.offerId);
    else byBuyer.set(c.buyerId, [c.offerId]);
  }
  return [...byBuyer].map(([userId, offerIds]) => ({
    tenantId,
    audience: 'buyer' as const,
    userId,
    type: 'cart.changed' as const,
    data: { offerIds, reason },
  }));
}

export const publishOfferEvents = (db: DbOrTx, list: NewEvent[]) => publishEvents(db, list);
