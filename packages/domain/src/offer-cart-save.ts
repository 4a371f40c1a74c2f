import type { OfferStateName, OfferStatusName } from './offer-lifecycle.ts';
import { checkOfferQuantity, decideOffer, type OfferRefusal, type OfferTarget } from './offer-rules.ts';

/**
 * Part 1 §5 "Cart offer save" (G-052…G-060) as the SERVER re-validates a PUT stocklist/offer/{offerId}, and as
 * the buyer portal checks it before sending. The client additionally NORMALISES what the user typed (G-052…G-055:
 * non-numbers → 0 → 1, rounding to increments, capping at available and list); this function only decides
 * whether the normalised values may be saved, and which lifecycle event (offer-lifecycle.ts) saving them is.
 * Prices in minor units.
 */

export type CartSaveLine = {
  status: OfferStatusName;
  state: OfferStateName;
  offerPriceMinor: number;
  checkOutPriceMinor: number | null;
  counterPriceMinor: number | null;
  minimumCheckoutQuantity: number | null;
};

/**
 * 'edit': the row's SAVE (tab 0 quantity, tab 1 quantity and price). 'makeOffer': SAVE after MAKE OFFER on
 * tab 0 (G-050), where a price equal to the list price is refused (G-056). The server cannot tell a MAKE OFFER
 * from an edit (the spec body has no flag), so it always uses 'edit'; the portal passes 'makeOffer'.
 */
export type CartSaveIntent = 'edit' | 'makeOffer';

export type CartSaveDecision =
  | { ok: true; event: 'EDIT_QUANTITY' | 'BUY' | 'OFFER' }
  | { ok: false; refusal: OfferRefusal };

/** The price the line is already agreed at, when a save at that price is a quantity-only edit. */
export function agreedPriceMinor(line: CartSaveLine): number | null {
  switch (line.status) {
    case 'ACCEPTED':
      return line.offerPriceMinor;
    case 'COUNTERED':
      return line.counterPriceMinor;
    case 'PRICE_DROPPED':
      return line.checkOutPriceMinor;
    default:
      return null;
  }
}

export function decideCartOfferSave(
  line: CartSaveLine,
  item: OfferTarget,
  quantity: number,
  priceMinor: number,
  intent: CartSaveIntent = 'edit',
): CartSaveDecision {
  const refuse = (refusal: OfferRefusal): CartSaveDecision => ({ ok: false, refusal });
  const agreed = agreedPriceMinor(line);
  // a quantity-only edit of ACCEPTED/COUNTERED (and a price-dropped line) keeps the status …
  if (intent === 'edit' && agreed !== null && priceMinor === agreed) {
    const q = checkOfferQuantity(item, quantity);
    if (q) return refuse(q);
    // … if at least minimumCheckoutQuantity (G-058, G-060).
    if (line.minimumCheckoutQuantity !== null && quantity < line.minimumCheckoutQuantity) {
      return refuse({
        messageCode: 'quantityBelowMinimum',
        field: 'offerQuantity',
        params: { minimumCheckoutQuantity: line.minimumCheckoutQuantity },
      });
    }
    return { ok: true, event: 'EDIT_QUANTITY' };
  }
  // A new price: the stock list dialog's rules first (quantity, > 0, ≤ list) …
  const base = decideOffer(item, quantity, priceMinor);
  if (!base.ok && base.refusal.messageCode !== 'offersNotAccepted') return base;
  // … then the cart's (G-056, G-059: price < list; G-057: price < counter).
  const mustBeBelowList =
    intent === 'makeOffer' || line.status === 'NOT_ACCEPTED' || line.status === 'EXPIRED';
  if (mustBeBelowList && priceMinor >= item.listPriceMinor) {
    return refuse({ messageCode: 'offerPriceNotBelowListPrice', field: 'offerPrice' });
  }
  if (
    line.status === 'COUNTERED' &&
    line.counterPriceMinor !== null &&
    priceMinor >= line.counterPriceMinor
  ) {
    return refuse({
      messageCode: 'offerPriceNotBelowCounterPrice',
      field: 'offerPrice',
      params: { counterPrice: line.counterPriceMinor / 100 },
    });
  }
  if (!base.ok) return base;
  return { ok: true, event: base.status === 'BUY_AT_LIST' ? 'BUY' : 'OFFER' };
}
