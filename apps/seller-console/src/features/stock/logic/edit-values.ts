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

export function quantityError(text: string): string | undefined {
  const t = text.trim();
  if (!/^\d{1,9}$/.test(t)) return QUANTITY_ERROR;
  return undefined;
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
    quantityAvailable: Number(draft.quantity.trim()),
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
