import { MONEY_MAX } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
/**
 * The inline edit's rules, the same as the server's (SellerStockPatchRequest): quantity a whole number of 0 or
 * more, list price above 0 and at most MONEY_MAX with at most two decimals. Answers the values to send or the
 * message per field.
 */

export type EditDraft = { quantity: string; price: string };
export type EditResult =
  | { ok: true; quantityAvailable: number; listPrice: number }
  | { ok: false; quantityError?: string; priceError?: string };

export const QUANTITY_ERROR = t('consoleEnterAWholeNumberOf0');
export const PRICE_ERROR = t('consoleEnterAPriceAbove0With');
export const PRICE_CAP_ERROR = t('consoleEnterAPriceOfAtMost', { max: MONEY_MAX.toLocaleString('en-US') });

/** A whole number as typed, thousands separated by commas or not ('1,000'), as the upload reads it. */
const WHOLE = /^(?:\d{1,9}|\d{1,3}(?:,\d{3}){1,2})$/;

export function quantityError(text: string): string | undefined {
  if (!WHOLE.test(text.trim())) return QUANTITY_ERROR;
  return undefined;
}

/** A list price cut from which the seller confirms first (a typo would reach every buyer at once). */
export const BIG_CUT_PERCENT = 30;

/** The cut in whole per cent when the new price is at least BIG_CUT_PERCENT below the old one; else null. */
export function bigPriceCut(before: number, after: number): number | null {
  const cut = Math.round(((before - after) / before) * 100);
  return cut >= BIG_CUT_PERCENT ? cut : null;
}

export function priceError(text: string): string | undefined {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t) || Number(t) <= 0) return PRICE_ERROR;
  if (Number(t) > MONEY_MAX) return PRICE_CAP_ERROR;
  return undefined;
}

export function checkEdit(draft: EditDraft): EditResult {
  const q = quantityError(draft.quantity);
  const p = priceError(draft.price);
  if (q || p) return { ok: false, ...(q ? { quantityError: q } : {}), ...(p ? { priceError: p } : {}) };
  return {
    ok: true,
    quantityAvailable: Number(draft.quantity.trim().replace(/,/g, '')),
    listPrice: Number(draft.price.trim().replace(/,/g, '')),
  };
}

/** Only what changed goes to the server; undefined when nothing did. */
export function changedValues(
  before: { quantityAvailable: number; listPrice: number },
  after: { quantityAvailable: number; listPrice: number },
): { quantityAvailable?: number; listPrice?: number } | undefined {
  const out: { quantityAvailable?: number; listPrice?: number } = {};
  if (after.quantityAvailable !== before.quantityAvailable) out.quantityAvailable = after.quantityAvailable;
  if (Math.round(after.listPrice * 100) !== Math.round(before.listPrice * 100))
    out.listPrice = after.listPrice;
  return Object.keys(out).length > 0 ? out : undefined;
}
