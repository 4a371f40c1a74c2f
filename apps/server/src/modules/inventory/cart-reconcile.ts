import { applyOfferEvent, type OfferLine, offerLineChanged } from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { NewEvent } from '../events/publish.ts';
import { cartChangedEvents } from '../offers/offer-events.ts';
import { selectOffers, updateOfferLine } from '../offers/offers.repository.ts';
import { toLine } from '../offers/offers.service.ts';

/**
 * Cart lines follow the stock (Q-024 list price dropped below an offer → PRICE_DROPPED; Q-025 stock out →
 * OUT_OF_STOCK, restock → the remembered status) for every buyer's line of the given items. Called by the
 * inventory core only, after its stock rows are locked and written (lock order: stock items, then cart lines);
 * the lines are locked (FOR UPDATE) while rewritten. Answers the changed ids and their cart.changed events, which
 * the core publishes with its own.
 */
export async function reconcileCartLines(
  tx: DbOrTx,
  tenantId: string,
  itemNumberWarehouses: readonly string[],
): Promise<{ offerIds: string[]; events: NewEvent[] }> {
  const unique = [...new Set(itemNumberWarehouses)];
  if (unique.length === 0) return { offerIds: [], events: [] };
  const rows = await selectOffers(tx, tenantId, { itemNumberWarehouses: unique, lock: true });
  const changed: { buyerId: string; offerId: string }[] = [];
  for (const r of rows) {
    const before = toLine(r.offer);
    // An item that left the stock list counts as out of stock (the cart shows it so, see toOfferItem).
    const available = r.item?.quantityAvailable ?? 0;
    let line: OfferLine = before;
    const step = (event: Parameters<typeof applyOfferEvent>[1]) => {
      const result = applyOfferEvent(line, event);
      if (result.ok) line = result.line;
    };
    if (available <= 0) {
      step({ type: 'STOCK_OUT' });
    } else {
      step({ type: 'RESTOCK' });
      step({ type: 'LIST_PRICE_CHANGED', listPriceMinor: r.item!.listPriceMinor });
    }
    if (!offerLineChanged(before, line)) continue;
    // Locked above, so the version cannot have moved.
    await updateOfferLine(tx, tenantId, r.offer.id, r.offer.version, line);
    changed.push({ buyerId: r.offer.buyerId, offerId: r.offer.id });
  }
  return {
    offerIds: changed.map((c) => c.offerId),
    events: cartChangedEvents(tenantId, changed, 'stock'),
  };
}
