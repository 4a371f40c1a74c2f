/**
 * Spec part 1 §5 'Buy and offer dialog' (D-005…D-010, D-017, D-018, D-019) as pure functions. Quantities and
 * prices are whole numbers (§9, D-018).
 */

export const QUANTITY_REDUCED_MESSAGE_KEY = 'quantityReducedToAvailable';
export const OFFER_NOT_BELOW_LIST_MESSAGE_KEY = 'offerPriceNotBelowListPrice';

/**
 * D-005 / D-008: the fields take whole numbers. Text that is not one is kept as typed with the generic
 * validators' message (@portico/domain wholeNumberFieldError) and never reaches these functions; here empty is 0.
 */
const toWhole = (text: string | number): number => {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.max(0, Math.floor(text)) : 0;
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
};

/**
 * D-006 / D-007: on blur an empty or zero quantity becomes 1; with an increment above 1, a value at or below
 * the increment becomes the increment, otherwise it is rounded down to a multiple of it.
 */
export function quantityOnBlur(text: string | number, incrementSize = 1): number {
  let q = toWhole(text);
  if (q === 0) q = 1;
  const inc = Math.floor(incrementSize);
  if (inc > 1) q = q <= inc ? inc : Math.floor(q / inc) * inc;
  return q;
}

/** D-009: on blur zero (or empty) becomes 1 and a value above the list price is capped at the list price. */
export function offerPriceOnBlur(text: string | number, listPrice: number): number {
  let p = toWhole(text);
  if (p === 0) p = 1;
  const cap = Math.floor(listPrice);
  if (cap >= 1 && p > cap) p = cap;
  return p;
}

export type DialogMode = 'buy' | 'offer';

export type SubmitCheck =
  | { ok: true; offerQuantity: number; offerPrice: number }
  /** Nothing is submitted; the form takes `quantity` and the warning shows (D-010). */
  | { ok: false; reason: 'quantityReduced'; quantity: number; messageKey: string }
  /** D-017 (reading 2): an offer must be below the list price; 'Buy at list price' is the way to pay list. */
  | { ok: false; reason: 'offerNotBelowList'; messageKey: string };

/**
 * The submit rules: blur normalisation is applied again (the buyer may press Enter in the field), then a
 * quantity above the available stock is reduced to it (D-019: as-is, not rounded) and nothing is sent. A buy
 * sends the list price (D-011).
 */
export function checkSubmit(input: {
  mode: DialogMode;
  quantity: string | number;
  price: string | number;
  listPrice: number;
  quantityAvailable: number;
  incrementSize?: number;
}): SubmitCheck {
  const quantity = quantityOnBlur(input.quantity, input.incrementSize);
  if (quantity > input.quantityAvailable) {
    return {
      ok: false,
      reason: 'quantityReduced',
      quantity: Math.max(0, input.quantityAvailable),
      messageKey: QUANTITY_REDUCED_MESSAGE_KEY,
    };
  }
  if (input.mode === 'buy') return { ok: true, offerQuantity: quantity, offerPrice: input.listPrice };
  const price = offerPriceOnBlur(input.price, input.listPrice);
  if (price >= input.listPrice) {
    return { ok: false, reason: 'offerNotBelowList', messageKey: OFFER_NOT_BELOW_LIST_MESSAGE_KEY };
  }
  return { ok: true, offerQuantity: quantity, offerPrice: price };
}

/** D-003 / C-051: offers only when the group accepts them and the item's warehouse accepts offers. */
export const canMakeOffer = (
  isOfferAccepted: boolean | undefined,
  warehouse: string,
  warehouseAcceptingOffer: readonly string[] | undefined,
): boolean => isOfferAccepted === true && (warehouseAcceptingOffer ?? []).includes(warehouse);

/** D-001: dialog widths from §9. */
export const DIALOG_WIDTH: Record<DialogMode, number> = { offer: 600, buy: 500 };
