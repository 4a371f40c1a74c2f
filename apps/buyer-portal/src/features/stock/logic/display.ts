import { formatCount, formatMoney } from '@portico/domain';
/** Display rules of the stock list (C-033, C-037, C-040, C-041, C-043, C-045, Q-029, Q-030, Q-061). */

/** §9: badges stop at 999999. */
export const BADGE_MAX = 999_999;
export const capBadge = (count: number): number => Math.min(Math.max(0, Math.floor(count)), BADGE_MAX);

/**
 * C-043: a quantity above maxItemQuantityToBeDisplayed shows as 'N+' where N is that maximum; no maximum
 * (0 or unset) shows the number as it is.
 */
export function displayQuantity(
  quantity: number,
  max: number | undefined,
): { value: number; capped: boolean } {
  if (max && max > 0 && quantity > max) return { value: max, capped: true };
  return { value: quantity, capped: false };
}

/** A count or quantity in the tenant's language ('45,707'; domain formatCount: one cached formatter, P9). */
export { formatCount };

export const formatQuantity = (quantity: number, max: number | undefined): string => {
  const d = displayQuantity(quantity, max);
  return `${formatCount(d.value)}${d.capped ? '+' : ''}`;
};

/** The fields of a stock item the display rules read. */
export type QuantityPriced = { quantityAvailable: number; listPrice: number };

/**
 * C-032 / C-033 / Q-061: totals for Items and Quantity of the filtered set. Each item's quantity counts at
 * most the displayed maximum, and the Quantity total carries a '+' when any item was capped.
 */
export function totals(
  items: Iterable<QuantityPriced>,
  max: number | undefined,
): { items: number; quantity: number; capped: boolean } {
  let count = 0;
  let quantity = 0;
  let capped = false;
  for (const item of items) {
    count += 1;
    const d = displayQuantity(item.quantityAvailable, max);
    quantity += d.value;
    capped ||= d.capped;
  }
  return { items: count, quantity, capped };
}

export type GroupSummary = {
  itemCount: number;
  quantity: number;
  quantityCapped: boolean;
  /** undefined when no item has a price: shown as '--' (C-041). */
  minPrice: number | undefined;
  showMinPriceSymbol: boolean;
};

/**
 * C-040 / C-041: a collapsed card shows the item count, the total available quantity and the minimum price of
 * the items it lists. The minimum is over priced items in stock, falling back to any priced item when all are
 * out of stock. The '+' of 'From $X+' says some listed item costs more: the group's flag (showMinPriceSymbol,
 * over the whole group) only allows it, and it shows when the items the minimum is taken over — the ones the
 * filter left — hold more than one price.
 */
export function groupSummary(
  items: readonly QuantityPriced[],
  showMinPriceSymbol: boolean | undefined,
  max: number | undefined,
): GroupSummary {
  const t = totals(items, max);
  const inStock = new Set<number>();
  const priced = new Set<number>();
  for (const item of items) {
    if (!(item.listPrice > 0)) continue;
    priced.add(item.listPrice);
    if (item.quantityAvailable > 0) inStock.add(item.listPrice);
  }
  const prices = inStock.size > 0 ? inStock : priced;
  return {
    itemCount: t.items,
    quantity: t.quantity,
    quantityCapped: t.capped,
    minPrice: prices.size > 0 ? Math.min(...prices) : undefined,
    showMinPriceSymbol: showMinPriceSymbol === true && prices.size > 1,
  };
}

export const EMPTY_DISPLAY = '--';

/** C-041: '--' when there is no price, a trailing '+' when flagged. */
export function formatMinPrice(
  summary: Pick<GroupSummary, 'minPrice' | 'showMinPriceSymbol'>,
  symbol: string,
  precision: number,
) {
  if (summary.minPrice === undefined) return EMPTY_DISPLAY;
  return `${formatMoney(summary.minPrice, { symbol, precision })}${summary.showMinPriceSymbol ? '+' : ''}`;
}

/** offer state → cart tab (part 1 §4 Offer states). */
export const OFFER_STATE_TAB: Readonly<Record<string, number>> = {
  READY_TO_CHECKOUT: 0,
  AWAITING_BUYER_REVIEW: 1,
  AWAITING_TENANT_REVIEW: 2,
};

export const cartLink = (offerState: string | undefined): string =>
  `/cart?tab=${OFFER_STATE_TAB[offerState ?? ''] ?? 0}`;

/**
 * C-045 / C-046: an item in the cart shows 'N IN CART' for a buy at list, 'N OFFERS IN CART' otherwise, N
 * being the entry's quantity.
 */
export function cartLabel(offer: { offerStatus: string; offerQuantity: number }): {
  key: 'inCartCount' | 'offersInCartCount';
  n: number;
} {
  return {
    key: offer.offerStatus === 'BUY_AT_LIST' ? 'inCartCount' : 'offersInCartCount',
    n: offer.offerQuantity,
  };
}

/** C-035: 24 groups a page. */
export const PAGE_SIZE = 24;

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page clamped into range, and the slice bounds of that page. */
export function pageSlice(
  total: number,
  page: number,
  pageSize = PAGE_SIZE,
): { page: number; start: number; end: number } {
  const last = pageCount(total, pageSize);
  const p = Math.min(Math.max(1, Math.floor(page) || 1), last);
  const start = (p - 1) * pageSize;
  return { page: p, start, end: Math.min(total, start + pageSize) };
}

/** Item number with the settings' prefix and suffix (itemDescriptionRules). */
export function itemNumberLabel(
  itemNumber: string,
  rules: { itemNumberDescriptionPrefix?: string; itemNumberDescriptionSuffix?: string } | undefined,
): string {
  return `${rules?.itemNumberDescriptionPrefix ?? ''}${itemNumber}${rules?.itemNumberDescriptionSuffix ?? ''}`;
}
