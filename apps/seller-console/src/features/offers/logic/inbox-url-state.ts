import type { SellerOffersQuery } from '@portico/contract';

/**
 * The offers inbox keeps its filters and page in the query string (CONVENTIONS §5), so a filtered inbox can be
 * bookmarked or shared with a colleague and back/forward re-read it. Parsing and writing are pure; the screen
 * only dispatches changes.
 *
 * - buyer: text matched by the server against the buyer's name, e-mail and company (or a user id)
 * - item: text matched against item number and description
 * - warehouse: one warehouse code
 * - page: 1-based page of the table (absent = 1)
 * - size: rows per page, one of PAGE_SIZES (absent = the first)
 * - sort: INBOX_SORTS (absent = oldest first: the offer waiting longest)
 */

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Oldest first, newest first, the highest share of list first, the largest value (price × quantity) first. */
export const INBOX_SORTS = ['oldest', 'newest', 'percent', 'value'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export type InboxUrlState = {
  buyer: string;
  item: string;
  warehouse: string;
  page: number;
  size: PageSize;
  sort: InboxSort;
};

export const EMPTY_INBOX_STATE: InboxUrlState = {
  buyer: '',
  item: '',
  warehouse: '',
  page: 1,
  size: 25,
  sort: 'oldest',
};

/** The contract caps (SellerOffersQuery): longer text would be refused with a 422, so it is cut here. */
const MAX_TEXT = 200;
const MAX_WAREHOUSE = 100;

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

export function parseInboxUrl(search: string): InboxUrlState {
  const params = new URLSearchParams(search);
  const size = positiveInt(params.get('size'));
  return {
    buyer: text(params.get('buyer'), MAX_TEXT),
    item: text(params.get('item'), MAX_TEXT),
    warehouse: text(params.get('warehouse'), MAX_WAREHOUSE),
    page: positiveInt(params.get('page')) ?? 1,
    size: PAGE_SIZES.find((s) => s === size) ?? EMPTY_INBOX_STATE.size,
    sort: INBOX_SORTS.find((s) => s === params.get('sort')) ?? EMPTY_INBOX_STATE.sort,
  };
}

/** '' for the empty state, else '?…' with defaults left out and keys in a stable order. */
export function serializeInboxUrl(state: InboxUrlState): string {
  const params = new URLSearchParams();
  const buyer = state.buyer.trim();
  const item = state.item.trim();
  const warehouse = state.warehouse.trim();
  if (buyer) params.set('buyer', buyer);
  if (item) params.set('item', item);
  if (warehouse) params.set('warehouse', warehouse);
  if (state.page > 1) params.set('page', String(Math.floor(state.page)));
  if (state.size !== EMPTY_INBOX_STATE.size) params.set('size', String(state.size));
  if (state.sort !== EMPTY_INBOX_STATE.sort) params.set('sort', state.sort);
  const out = params.toString();
  return out ? `?${out}` : '';
}

export type InboxChange =
  | { type: 'filter'; field: 'buyer' | 'item' | 'warehouse'; value: string }
  | { type: 'clear-filters' }
  | { type: 'page'; page: number }
  | { type: 'size'; size: PageSize }
  | { type: 'sort'; sort: InboxSort };

/** Any filter change goes back to page 1: page 3 of another result set means nothing. */
export function reduceInbox(state: InboxUrlState, change: InboxChange): InboxUrlState {
  switch (change.type) {
    case 'filter':
      return { ...state, [change.field]: change.value, page: 1 };
    case 'clear-filters':
      return { ...state, buyer: '', item: '', warehouse: '', page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(change.page)) };
    case 'size':
      return { ...state, size: change.size, page: 1 };
    case 'sort':
      return { ...state, sort: change.sort, page: 1 };
  }
}

type Sortable = {
  offerId: string;
  createdAt: string;
  offerPrice: number;
  listPrice: number;
  offerQuantity: number;
};

/** The inbox in the seller's order; ties keep the oldest first, then the id, so pages never overlap. */
export function sortOffers<T extends Sortable>(offers: readonly T[], sort: InboxSort): T[] {
  const age = (a: T, b: T) => a.createdAt.localeCompare(b.createdAt) || a.offerId.localeCompare(b.offerId);
  const by: Record<InboxSort, (a: T, b: T) => number> = {
    oldest: age,
    newest: (a, b) => -age(a, b),
    percent: (a, b) => b.offerPrice / b.listPrice - a.offerPrice / a.listPrice || age(a, b),
    value: (a, b) => b.offerPrice * b.offerQuantity - a.offerPrice * a.offerQuantity || age(a, b),
  };
  return [...offers].sort(by[sort]);
}

/** The server query of the state: only the filters that are set. */
export function toOffersQuery(state: InboxUrlState): SellerOffersQuery {
  const query: SellerOffersQuery = {};
  if (state.buyer.trim()) query.buyer = state.buyer.trim();
  if (state.item.trim()) query.item = state.item.trim();
  if (state.warehouse.trim()) query.warehouse = state.warehouse.trim();
  return query;
}

export const hasFilters = (state: InboxUrlState): boolean =>
  Boolean(state.buyer.trim() || state.item.trim() || state.warehouse.trim());

/** The page to show when the list is shorter than the page in the URL (e.g. after answering its last rows). */
export function clampPage(page: number, total: number, size: number): number {
  const last = Math.max(1, Math.ceil(total / size));
  return Math.min(Math.max(1, page), last);
}
