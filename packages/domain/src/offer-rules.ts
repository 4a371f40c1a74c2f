/**
 * What the server enforces on POST stocklist/offer and PUT stocklist/offer/{offerId} (part 1 §5 Buy
 * and offer dialog, §6): a pure decision, so the table test reads like the rules. Prices in minor units.
 * Moved here from apps/server so the server and the apps share one copy.
 */

import { majorToMinor, minorToMajor } from './money.ts';

export type OfferTarget = {
  quantityAvailable: number;
  listPriceMinor: number;
  incrementSize: number;
  isOfferAccepted: boolean;
  warehouseAcceptsOffers: boolean;
};

export type OfferRefusalCode =
  | 'quantityAtLeastOne'
  | 'quantityAboveAvailable'
  | 'quantityNotMultipleOfIncrement'
  | 'offerPriceNotPositive'
  | 'offerPriceAboveListPrice'
  | 'offerPriceNotWholeNumber'
  | 'offersNotAccepted'
  // Cart offer save (G-056…G-058), see offer-cart-save.ts.
  | 'offerPriceNotBelowListPrice'
  | 'offerPriceNotBelowCounterPrice'
  | 'quantityBelowMinimum';

export type OfferRefusal = {
  /** A dictionary key (spec part 1 §8). */
  messageCode: OfferRefusalCode;
  field: 'offerQuantity' | 'offerPrice';
  params?: Record<string, number>;
};

export type OfferDecision =
  | { ok: true; status: 'BUY_AT_LIST'; state: 'READY_TO_CHECKOUT' }
  | { ok: true; status: 'PENDING_ACCEPTANCE'; state: 'AWAITING_TENANT_REVIEW' }
  | { ok: false; refusal: OfferRefusal };

/** The quantity rules alone (D-007, D-019): ≥ 1, whole, ≤ available, a multiple of the increment. */
export function checkOfferQuantity(
  target: Pick<OfferTarget, 'quantityAvailable' | 'incrementSize'>,
  offerQuantity: number,
): OfferRefusal | undefined {
  if (!Number.isInteger(offerQuantity) || offerQuantity < 1) {
    return { messageCode: 'quantityAtLeastOne', field: 'offerQuantity' };
  }
  if (offerQuantity > target.quantityAvailable) {
    return {
      messageCode: 'quantityAboveAvailable',
      field: 'offerQuantity',
      params: { available: target.quantityAvailable },
    };
  }
  // D-007; D-019: the dialog reduces an excessive quantity to the available stock as is, so that is accepted too.
  if (offerQuantity % target.incrementSize !== 0 && offerQuantity !== target.quantityAvailable) {
    return {
      messageCode: 'quantityNotMultipleOfIncrement',
      field: 'offerQuantity',
      params: { incrementSize: target.incrementSize },
    };
  }
  return undefined;
}

export function decideOffer(
  target: OfferTarget,
  offerQuantity: number,
  offerPriceMinor: number,
): OfferDecision {
  const refuse = (refusal: OfferRefusal): OfferDecision => ({ ok: false, refusal });
  const quantityRefusal = checkOfferQuantity(target, offerQuantity);
  if (quantityRefusal) return refuse(quantityRefusal);
  if (offerPriceMinor <= 0) return refuse({ messageCode: 'offerPriceNotPositive', field: 'offerPrice' });
  if (offerPriceMinor > target.listPriceMinor) {
    return refuse({
      messageCode: 'offerPriceAboveListPrice',
      field: 'offerPrice',
      params: { listPrice: target.listPriceMinor / 100 },
    });
  }
  // D-011: a price equal to the list price is a buy.
  if (offerPriceMinor === target.listPriceMinor) {
    return { ok: true, status: 'BUY_AT_LIST', state: 'READY_TO_CHECKOUT' };
  }
  // C-051: offers only where the group accepts them and the warehouse is in warehouseAcceptingOffer.
  if (!target.isOfferAccepted || !target.warehouseAcceptsOffers) {
    return refuse({ messageCode: 'offersNotAccepted', field: 'offerPrice' });
  }
  // D-018 (reading 1), G-048: an offer is in whole units, as the dialog and the cart take it; only a buy may carry
  // the list price's cents.
  if (offerPriceMinor % 10 ** STORED_PRICE_PRECISION !== 0) {
    return refuse({ messageCode: 'offerPriceNotWholeNumber', field: 'offerPrice' });
  }
  // D-012
  return { ok: true, status: 'PENDING_ACCEPTANCE', state: 'AWAITING_TENANT_REVIEW' };
}

/** Stock and offer prices are stored in minor units at this precision (DESIGN §5). */
export const STORED_PRICE_PRECISION = 2;

/** Major units (API) → minor units (storage), through the one money module (money.ts). */
export const toMinor = (major: number) => majorToMinor(major, STORED_PRICE_PRECISION);
export const toMajor = (minor: number) => minorToMajor(minor, STORED_PRICE_PRECISION);
