import type { SellerStockQuery, SellerStockSort } from '@portico/contract';

/**
 * The stock screen keeps its search, filters, sort and page in the query string (CONVENTIONS §5), so a filtered
 * list can be bookmarked and back/forward re-read it. Parsing and writing are pure; the screen only dispatches.
 *
 * - q: text matched by the server against item number and description
 * - warehouse, category: one code each
 * - stock: 'in' | 'out' (absent = all)
 * - sort, dir: column and direction (absent = item number ascending)
 * - page, size: 1-based page and rows per page (one of PAGE_SIZES)
 */

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const SORTS: readonly SellerStockSort[] = [
  'itemNumber',
  'description',
  'warehouse',
  'quantity',
  'price',
];
export type StockFilter = 'all' | 'in' | 'out';

export type StockUrlState = {
  q: string;
  warehouse: string;
  category: string;
  stock: StockFilter;
  sort: SellerStockSort;
  dir: 'asc' | 'desc';
  page: number;
  size: PageSize;
};

export const EMPTY_STOCK_STATE: StockUrlState = {
  q: '',
  warehouse: '',
  category: '',
  stock: 'all',
  sort: 'itemNumber',
  dir: 'asc',
  page: 1,
  size: 25,
};

/** The contract caps (SellerStockQuery): longer text would be refused with a 422, so it is cut here. */
const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

export function parseStockUrl(search: string): StockUrlState {
  const params = new URLSearchParams(search);
  const size = positiveInt(params.get('size'));
  const stock = params.get('stock');
  const sort = params.get('sort');
  return {
    q: text(params.get('q'), 200),
    warehouse: text(params.get('warehouse'), 100),
    category: text(params.get('category'), 100),
    stock: stock === 'in' || stock === 'out' ? stock : 'all',
    sort: SORTS.find((s) => s === sort) ?? EMPTY_STOCK_STATE.sort,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(params.get('page')) ?? 1,
    size: PAGE_SIZES.find((s) => s === size) ?? EMPTY_STOCK_STATE.size,
  };
}

/** '' for the empty state, else '?…' with defaults left out and keys in a stable order. */
export function serializeStockUrl(state: StockUrlState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.warehouse) params.set('warehouse', state.warehouse);
  if (state.category) params.set('category', state.category);
  if (state.stock !== 'all') params.set('stock', state.stock);
  if (state.sort !== EMPTY_STOCK_STATE.sort) params.set('sort', state.sort);
  if (state.dir !== 'asc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(Math.floor(state.page)));
  if (state.size !== EMPTY_STOCK_STATE.size) params.set('size', String(state.size));
  const out = params.toString();
  return out ? `?${out}` : '';
}

export type StockChange =
  | { type: 'filter'; field: 'q' | 'warehouse' | 'category'; value: string }
  | { type: 'stock'; value: StockFilter }
  | { type: 'sort'; sort: SellerStockSort }
  | { type: 'clear-filters' }
  | { type: 'page'; page: number }
  | { type: 'size'; size: PageSize };

/** Any filter or sort change goes back to page 1; sorting the sorted column again flips its direction. */
export function reduceStock(state: StockUrlState, change: StockChange): StockUrlState {
  switch (change.type) {
    case 'filter':
      return { ...state, [change.field]: change.value, page: 1 };
    case 'stock':
      return { ...state, stock: change.value, page: 1 };
    case 'sort':
      return change.sort === state.sort
        ? { ...state, dir: state.dir === 'asc' ? 'desc' : 'asc', page: 1 }
        : { ...state, sort: change.sort, dir: 'asc', page: 1 };
    case 'clear-filters':
      return { ...state, q: '', warehouse: '', category: '', stock: 'all', page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(change.page)) };
    case 'size':
      return { ...state, size: change.size, page: 1 };
  }
}

/** The server query of the state. */
export function toStockQuery(state: StockUrlState): SellerStockQuery {
  return {
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.warehouse ? { warehouse: state.warehouse } : {}),
    ...(state.category ? { category: state.category } : {}),
    stock: state.stock,
    sort: state.sort,
    dir: state.dir,
    page: state.page,
    pageSize: state.size,
  };
}

export const hasStockFilters = (s: StockUrlState): boolean =>
  Boolean(s.q.trim() || s.warehouse || s.category || s.stock !== 'all');
