import { applyOfferEvent, type OfferLine, offerLineChanged } from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import { cartChangedEvents, publishOfferEvents } from './offer-events.ts';
import { selectOffers, updateOfferLine } from './offers.repository.ts';
import { toLine } from './offers.service.ts';

/**
 * Applies Q-024 (list price dropped below an offer → PRICE_DROPPED) and Q-025 (stock out → OUT_OF_STOCK, restock
 * → the remembered status) to every buyer's cart line of the given items, after a stock or price change. Call it
 * inside the transaction that changed the stock (seller stock screens; checkout), so the lines
 * and their cart.changed events commit with the change. Lines are locked (FOR UPDATE) while they are rewritten.
 * Answers the ids of the lines it changed.
 */
export async function reconcileOffersForItems(
  tx: DbOrTx,
  tenantId: string,
  itemNumberWarehouses: string[],
): Promise<string[]> {
  const unique = [...new Set(itemNumberWarehouses)];
  if (unique.length === 0) return [];
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
  await publishOfferEvents(tx, cartChangedEvents(tenantId, changed, 'stock'));
  return changed.map((c) => c.offerId);
}
