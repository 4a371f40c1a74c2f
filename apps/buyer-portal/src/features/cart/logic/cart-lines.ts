import { type OfferItem, OfferStatus, type OffersMap } from '@portico/contract';
import { type CartTab, STATE_TAB } from './cart-tab.ts';

/**
 * The cart page's lines and sections (G-015, G-016, G-048, Q-028): the offers map grouped by offer state (tab)
 * and then by warehouse.
 */

export type CartLine = OfferItem;

export type CartSection = {
  /** `${tab}:${warehouse}`; the key of the section's filter chips. */
  key: string;
  tab: CartTab;
  warehouse: string;
  lines: CartLine[];
};

export type CartView = Record<CartTab, CartSection[]>;

export const sectionKey = (tab: CartTab, warehouse: string) => `${tab}:${warehouse}`;

/** The line's quantity as it will be checked out (checkOutQuantity when the server has set it). */
export const lineQuantity = (line: CartLine): number =>
  line.stocklistOffer.checkOutQuantity ?? line.stocklistOffer.offerQuantity;

/**
 * the unit price a line counts at: checkOutPrice when set; otherwise the list price for a buy at list or
 * a dropped price (and for answers that go back to list when moved to the cart, Q-022: rejected, expired),
 * the offer price when accepted or still pending, the counter price when countered.
 */
export function unitPrice(line: CartLine): number {
  const o = line.stocklistOffer;
  if (o.checkOutPrice !== null) return o.checkOutPrice;
  switch (o.offerStatus) {
    case 'ACCEPTED':
    case 'PENDING_ACCEPTANCE':
      return o.offerPrice;
    case 'COUNTERED':
      return o.counterPrice ?? o.offerPrice;
    default:
      return line.listPrice;
  }
}

/** G-048 / Q-028: the subtotal of the lines, rounded to whole units. */
export function subtotal(lines: Iterable<CartLine>): number {
  // In minor units, so a price with cents sums exactly (checkout bills it so; cartMoney shows it).
  let minor = 0;
  for (const line of lines) minor += Math.round(unitPrice(line) * 100) * lineQuantity(line);
  return minor / 100;
}

/** Total quantity of the lines. */
export function quantityOf(lines: Iterable<CartLine>): number {
  let sum = 0;
  for (const line of lines) sum += lineQuantity(line);
  return sum;
}

/** Lines sorted for display: description, then item number (stable across refetches). */
const byDescription = (a: CartLine, b: CartLine) =>
  a.itemDescription.localeCompare(b.itemDescription) || a.itemNumber.localeCompare(b.itemNumber);

/**
 * G-015: group by offerState (tab), then warehouse. Warehouses follow `warehouseOrder` (the stock list
 * settings' display order); unknown ones follow by code. Empty groups do not exist (G-068).
 */
export function groupCart(offers: OffersMap | undefined, warehouseOrder: readonly string[] = []): CartView {
  const view: CartView = { 0: [], 1: [], 2: [] };
  if (!offers) return view;
  const buckets = new Map<string, CartSection>();
  for (const line of Object.values(offers)) {
    const tab = STATE_TAB[line.stocklistOffer.offerState];
    const key = sectionKey(tab, line.warehouse);
    let section = buckets.get(key);
    if (!section) {
      section = { key, tab, warehouse: line.warehouse, lines: [] };
      buckets.set(key, section);
      view[tab].push(section);
    }
    section.lines.push(line);
  }
  const rank = (w: string) => {
    const i = warehouseOrder.indexOf(w);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  for (const tab of [0, 1, 2] as const) {
    view[tab].sort((a, b) => rank(a.warehouse) - rank(b.warehouse) || a.warehouse.localeCompare(b.warehouse));
    for (const section of view[tab]) section.lines.sort(byDescription);
  }
  return view;
}

export const tabCount = (sections: readonly CartSection[]): number =>
  sections.reduce((n, s) => n + s.lines.length, 0);

/** G-026: the statuses present in a section with their counts, in the enum's order. */
export const STATUS_ORDER: readonly OfferStatus[] = OfferStatus.options;

export function statusCounts(lines: readonly CartLine[]): { status: OfferStatus; count: number }[] {
  const counts = new Map<OfferStatus, number>();
  for (const line of lines) {
    const s = line.stocklistOffer.offerStatus;
    counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  return STATUS_ORDER.filter((s) => counts.has(s)).map((status) => ({
    status,
    count: counts.get(status) ?? 0,
  }));
}

/** G-070: on-hold sales orders newest first by lastUpdateDate (missing dates last). */
export function sortOnHoldSalesOrders<T extends { lastUpdateDate?: string | null }>(
  orders: readonly T[],
): T[] {
  const time = (o: T) => {
    const t = o.lastUpdateDate ? Date.parse(o.lastUpdateDate) : Number.NaN;
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return [...orders].sort((a, b) => time(b) - time(a));
}

/** §9: badges stop at 999999. */
export const BADGE_MAX = 999_999;
export const capBadge = (count: number): number => Math.min(Math.max(0, Math.floor(count)), BADGE_MAX);
