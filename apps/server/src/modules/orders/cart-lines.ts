import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, refused } from '../../plugins/errors.ts';
import type { PricedLine } from '../checkout/checkout-context.ts';
import { type CartLineRow, readCartLines } from '../inventory/inventory.ts';

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

/** The lines by id, unlocked (previews); inside the update they are read locked through the inventory core. */
export async function loadCartLines(
  db: DbOrTx,
  ctx: RequestContext,
  warehouseCode: string,
  offerIds: readonly string[],
): Promise<CartLine[]> {
  return toCartLines(await readCartLines(db, ctx.tenantId, ctx.userId, offerIds), offerIds, warehouseCode);
}

/** Checks the rows read for `offerIds` (all must be there) and maps them. */
export function toCartLines(
  rows: readonly CartLineRow[],
  offerIds: readonly string[],
  warehouseCode: string,
): CartLine[] {
  if (rows.length !== new Set(offerIds).size) throw new AppError('notFound', 'No such offer');
  return rows.map((r) => toCartLine(r, warehouseCode));
}

function toCartLine(r: CartLineRow, warehouseCode: string): CartLine {
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
