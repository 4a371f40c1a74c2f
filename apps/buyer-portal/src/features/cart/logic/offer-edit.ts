import {
  OFFER_STATE_SECTION_KEYS,
  OFFER_STATUS_LABEL_KEYS,
  type OfferState,
  type OfferStatus,
} from '@portico/contract';
import { type CartLine, lineQuantity, unitPrice } from './cart-lines.ts';
import type { CartTab } from './cart-tab.ts';

/**
 * Part 1 §5 'Cart offer save' and §4 Editing / Saving an edited offer (G-049…G-064) as pure functions.
 * Quantities and prices are whole numbers (G-048).
 */

/**
 * G-052: the fields take whole numbers. Text that is not one stays as typed with the generic validators' message
 * (@portico/domain wholeNumberFieldError) and is neither normalised nor saved; here it (and empty) counts as 0.
 */
export const toWhole = (text: string | number): number => {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.max(0, Math.floor(text)) : 0;
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
};

/**
 * G-052…G-054, on leaving the quantity field: 0 becomes 1; with an increment above 1 a value at or below it
 * becomes the increment, otherwise it is rounded down to a multiple; then it is capped at the available
 * quantity (never below 1).
 */
export function quantityOnBlur(
  text: string | number,
  incrementSize: number,
  quantityAvailable: number,
): number {
  let q = toWhole(text);
  if (q === 0) q = 1;
  const inc = Math.floor(incrementSize);
  if (inc > 1) q = q <= inc ? inc : Math.floor(q / inc) * inc;
  if (quantityAvailable >= 1 && q > quantityAvailable) q = Math.floor(quantityAvailable);
  return q;
}

/** G-055, on leaving the price field: a whole number, 0 becomes 1, capped at the list price. */
export function priceOnBlur(text: string | number, listPrice: number): number {
  let p = toWhole(text);
  if (p === 0) p = 1;
  const cap = Math.floor(listPrice);
  if (cap >= 1 && p > cap) p = cap;
  return p;
}

/** G-049 / G-050: which fields a row in edit shows. Tab 2 (a pending offer) edits like an offer. */
export function editableFields(tab: CartTab, makingOffer: boolean): { quantity: true; price: boolean } {
  return { quantity: true, price: tab !== 0 || makingOffer };
}

/**
 * G-045 / C-051: MAKE OFFER only for a buy at list with stock, on an item that takes offers (its group does and
 * its warehouse is in warehouseAcceptingOffer; the server says so in isOfferAccepted).
 */
export const canMakeOfferFromCart = (
  line: CartLine,
  warehouseAcceptingOffer: readonly string[] | undefined,
) =>
  line.isOfferAccepted &&
  line.stocklistOffer.offerStatus === 'BUY_AT_LIST' &&
  line.quantityAvailable > 0 &&
  (warehouseAcceptingOffer ?? []).includes(line.warehouse);

/** The values a row starts editing with: its checkout quantity, and its own offer (or just under list for a new one). */
export function initialEdit(line: CartLine, makingOffer: boolean): { quantity: string; price: string } {
  const o = line.stocklistOffer;
  const price =
    makingOffer || o.offerStatus === 'BUY_AT_LIST'
      ? Math.max(1, Math.floor(line.listPrice) - 1)
      : o.offerPrice;
  return { quantity: String(lineQuantity(line)), price: String(Math.floor(price)) };
}

/** Dictionary keys of the statuses and sections (Q-017, Q-018, G-062): one list, the contract's. */
export { OFFER_STATE_SECTION_KEYS, OFFER_STATUS_LABEL_KEYS };

export type SaveCheck =
  | {
      ok: true;
      offerQuantity: number;
      offerPrice: number;
      /** G-064: the typed quantity was more than the stock and was reduced to it. */
      quantityReduced: boolean;
    }
  | {
      ok: false;
      messageKey: 'offerPriceNotBelowListPrice' | 'offerPriceNotBelowCounterPrice' | 'quantityBelowMinimum';
    };

/**
 * The SAVE of a row in edit: blur normalising again (Enter may save from the field), then the §5 rules:
 * - G-056 / G-059: NOT_ACCEPTED or EXPIRED, or a new offer from the cart (MAKE OFFER): the price must be below list.
 * - G-057: COUNTERED on tab 1: the price must be below the counter price.
 * - G-058 / G-060 (reading 1): COUNTERED on tab 0: the quantity must be at least minimumCheckoutQuantity. An
 *   ACCEPTED line too: its price is 'valid for 1 order with minimum quantity Y' (G-020), and the server refuses
 *   less (packages/domain decideCartOfferSave), so the buyer hears why here instead of a silent failure.
 * A quantity-only edit (tab 0 without MAKE OFFER) sends the price the line checks out at, so the
 * server keeps an accepted or countered answer.
 */
/**
 * What a row in edit saves: the fields as typed, and whether leaving the quantity field cut it to the stock
 * (G-054: the text then already shows the stock, so the save could not tell otherwise).
 */
export type EditInput = { quantity: string; price: string; makingOffer: boolean; quantityReduced?: boolean };

export function checkSave(input: {
  line: CartLine;
  tab: CartTab;
  makingOffer: boolean;
  quantity: string | number;
  price: string | number;
  quantityReduced?: boolean | undefined;
}): SaveCheck {
  const { line, tab, makingOffer } = input;
  const o = line.stocklistOffer;
  const status: OfferStatus = o.offerStatus;
  const requested = toWhole(input.quantity);
  const quantity = quantityOnBlur(input.quantity, line.incrementSize, line.quantityAvailable);
  const priceEditable = editableFields(tab, makingOffer).price;
  const price = priceEditable ? priceOnBlur(input.price, line.listPrice) : unitPrice(line);
  if (priceEditable) {
    if ((status === 'NOT_ACCEPTED' || status === 'EXPIRED' || makingOffer) && price >= line.listPrice) {
      return { ok: false, messageKey: 'offerPriceNotBelowListPrice' };
    }
    if (tab === 1 && status === 'COUNTERED' && o.counterPrice !== null && price >= o.counterPrice) {
      return { ok: false, messageKey: 'offerPriceNotBelowCounterPrice' };
    }
  }
  if (
    tab === 0 &&
    (status === 'COUNTERED' || status === 'ACCEPTED') &&
    o.minimumCheckoutQuantity !== null &&
    quantity < o.minimumCheckoutQuantity
  ) {
    return { ok: false, messageKey: 'quantityBelowMinimum' };
  }
  return {
    ok: true,
    offerQuantity: quantity,
    offerPrice: price,
    quantityReduced:
      input.quantityReduced === true || (line.quantityAvailable >= 1 && requested > line.quantityAvailable),
  };
}

export type SaveMessage =
  | { key: 'offerSavedAndMoved'; sectionKey: string; severity: 'success' }
  | { key: 'offerUpdated'; severity: 'success' }
  | { key: 'quantityReducedToAvailable'; severity: 'warning' };

/**
 * G-062…G-064: a changed offer state moves the line to its tab and names that section; otherwise a quantity-only
 * edit that was cut to the stock says so, and anything else is 'Your offer was updated'.
 */
export function saveMessage(input: {
  before: OfferState;
  after: OfferState;
  quantityOnly: boolean;
  quantityReduced: boolean;
}): SaveMessage {
  if (input.before !== input.after) {
    return {
      key: 'offerSavedAndMoved',
      sectionKey: OFFER_STATE_SECTION_KEYS[input.after],
      severity: 'success',
    };
  }
  if (input.quantityOnly && input.quantityReduced)
    return { key: 'quantityReducedToAvailable', severity: 'warning' };
  return { key: 'offerUpdated', severity: 'success' };
}
