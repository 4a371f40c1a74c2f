import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, refused } from '../../plugins/errors.ts';
import type { PricedLine } from '../checkout/checkout-context.ts';
import { type OfferWithItem, selectOffers } from '../offers/offers.repository.ts';

/**
 * The cart lines a combined order takes (Q-026, I-061, I-064): every id must be the buyer's (else 404, nothing
 * changes), READY_TO_CHECKOUT and in stock (G-037), in the warehouse of the order, with at least its minimum
 * quantity — the same rules as the cart checkout. Price and quantity are the server's (the line's checkout price
 * and quantity), never the client's.
 */
export type CartLine = PricedLine & {
  offerId: string;
  offerStatus: string;
  itemNumber: string;
  itemDescription: string;
  incrementSize: number;
};

export async function loadCartLines(
  db: DbOrTx,
  ctx: RequestContext,
  warehouseCode: string,
  offerIds: readonly string[],
  lock: boolean,
): Promise<CartLine[]> {
  const ids = [...new Set(offerIds)];
  const rows = await selectOffers(db, ctx.tenantId, { buyerId: ctx.userId, ids, lock });
  if (rows.length !== ids.length) throw new AppError('notFound', 'No such offer');
  return rows.map((r) => toCartLine(r, warehouseCode));
}

function toCartLine(r: OfferWithItem, warehouseCode: string): CartLine {
  const { offer, item } = r;
  if (offer.state !== 'READY_TO_CHECKOUT' || offer.status === 'OUT_OF_STOCK' || !item) {
    throw refused('offerNotReadyToCheckout', 'offerIds');
  }
  if (item.warehouse !== warehouseCode) throw refused('offerNotInWarehouse', 'offerIds');
  const quantity = offer.checkOutQuantity ?? offer.offerQuantity;
  const min = offer.minimumCheckoutQuantity;
  if (min !== null && quantity < min) {
    throw refused('quantityBelowMinimum', 'offerIds', { minimumCheckoutQuantity: min });
  }
  return {
    offerId: offer.id,
    offerStatus: offer.status,
    itemNumberWarehouse: offer.itemNumberWarehouse,
    itemNumber: item.itemNumber,
    itemDescription: item.skuDescription,
    incrementSize: item.incrementSize,
    quantity,
    unitPriceMinor: offer.checkOutPriceMinor ?? offer.offerPriceMinor,
  };
}
