import { FulfillmentStatus, PaymentStatus } from '@portico/contract';
import type { DeskQueueQuery } from '@portico/contract/order-desk';

const FulfillmentStatusValues = FulfillmentStatus.options;
const PaymentStatusValues = PaymentStatus.options;

/**
 * The orders queue keeps its search, filters, sort and page in the query string (CONVENTIONS §5), as the stock
 * screen does: a filtered queue can be bookmarked, shared with a colleague and re-read by back/forward. Parsing
 * and writing are pure; the screen only dispatches.
 *
 * - q: order numbers or references, one or many (a pasted list: comma, space or line separated)
 * - fulfillment, payment: one status each; needs: one 'needs action' bucket
 * - warehouse, buyer: a code / a buyer's text; from, to: YYYY-MM-DD (order created, inclusive)
 * - sort, dir: column and direction (absent = newest change first)
 * - page, size: 1-based page and rows per page (one of PAGE_SIZES)
 */

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const ORDER_SORTS = ['updateDate', 'createDate', 'phonexOrderNumber', 'buyer', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const NEEDS_ACTION = [
  'QUOTE_REQUESTED',
  'PAYMENT_TO_CONFIRM',
  'READY_TO_SHIP',
  'DOCUMENTS_TO_REVIEW',
] as const;
export type NeedsAction = (typeof NEEDS_ACTION)[number];

export type OrdersUrlState = {
  q: string;
  fulfillment: string;
  payment: string;
  needs: NeedsAction | '';
  warehouse: string;
  buyer: string;
  from: string;
  to: string;
  sort: OrderSort;
  dir: 'asc' | 'desc';
  page: number;
  size: PageSize;
};

export const EMPTY_ORDERS_STATE: OrdersUrlState = {
  q: '',
  fulfillment: '',
  payment: '',
  needs: '',
  warehouse: '',
  buyer: '',
  from: '',
  to: '',
  sort: 'updateDate',
  dir: 'desc',
  page: 1,
  size: 25,
};

/** A pasted list of order numbers may be long; single-value filters are short codes. */
const MAX_SEARCH = 20_000;
const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/** The numbers of a pasted list (K-006: comma, space, tab or line separated), duplicates dropped. */
export function searchTerms(q: string): string[] {
  return [...new Set(q.split(/[\s,;]+/).filter(Boolean))];
}

export function parseOrdersUrl(search: string): OrdersUrlState {
  const params = new URLSearchParams(search);
  const size = positiveInt(params.get('size'));
  const sort = params.get('sort');
  const needs = params.get('needs');
  const dir = params.get('dir');
  return {
    q: text(params.get('q'), MAX_SEARCH),
    // An unknown status (a stale or hand-edited link) is no filter: the select then reads All, as the list does.
    fulfillment: FulfillmentStatusValues.find((v) => v === params.get('fulfillment')) ?? '',
    payment: PaymentStatusValues.find((v) => v === params.get('payment')) ?? '',
    needs: NEEDS_ACTION.find((n) => n === needs) ?? '',
    warehouse: text(params.get('warehouse'), 100),
    buyer: text(params.get('buyer'), 200),
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    sort: ORDER_SORTS.find((s) => s === sort) ?? EMPTY_ORDERS_STATE.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : EMPTY_ORDERS_STATE.dir,
    page: positiveInt(params.get('page')) ?? 1,
    size: PAGE_SIZES.find((s) => s === size) ?? EMPTY_ORDERS_STATE.size,
  };
}

const FILTER_KEYS = ['q', 'fulfillment', 'payment', 'needs', 'warehouse', 'buyer', 'from', 'to'] as const;
export type OrdersFilterField = (typeof FILTER_KEYS)[number];

/** '' for the empty state, else '?…' with defaults left out and keys in a stable order. */
export function serializeOrdersUrl(state: OrdersUrlState): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (state[key].trim()) params.set(key, state[key].trim());
  if (state.sort !== EMPTY_ORDERS_STATE.sort) params.set('sort', state.sort);
  if (state.dir !== EMPTY_ORDERS_STATE.dir) params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(Math.floor(state.page)));
  if (state.size !== EMPTY_ORDERS_STATE.size) params.set('size', String(state.size));
  const out = params.toString();
  return out ? `?${out}` : '';
}

export type OrdersChange =
  | { type: 'filter'; field: OrdersFilterField; value: string }
  | { type: 'sort'; sort: OrderSort }
  | { type: 'clear-filters' }
  | { type: 'page'; page: number }
  | { type: 'size'; size: PageSize };

/** Any filter or sort change goes back to page 1; sorting the sorted column again flips its direction. */
export function reduceOrders(state: OrdersUrlState, change: OrdersChange): OrdersUrlState {
  switch (change.type) {
    case 'filter': {
      const value =
        change.field === 'needs' ? (NEEDS_ACTION.find((n) => n === change.value) ?? '') : change.value;
      return { ...state, [change.field]: value, page: 1 };
    }
    case 'sort':
      return change.sort === state.sort
        ? { ...state, dir: state.dir === 'asc' ? 'desc' : 'asc', page: 1 }
        : {
            ...state,
            sort: change.sort,
            dir: change.sort === 'updateDate' || change.sort === 'createDate' ? 'desc' : 'asc',
            page: 1,
          };
    case 'clear-filters':
      return { ...EMPTY_ORDERS_STATE, sort: state.sort, dir: state.dir, size: state.size };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(change.page)) };
    case 'size':
      return { ...state, size: change.size, page: 1 };
  }
}

export const hasOrdersFilters = (s: OrdersUrlState): boolean => FILTER_KEYS.some((k) => s[k].trim() !== '');

/** The server query of the state (DeskQueueQuery); the export takes the same without the paging. */
export function toDeskQuery(state: OrdersUrlState): Partial<DeskQueueQuery> {
  const fulfillment = FulfillmentStatusValues.find((s) => s === state.fulfillment);
  const payment = PaymentStatusValues.find((s) => s === state.payment);
  return {
    ...(state.q.trim() ? { search: state.q.trim() } : {}),
    ...(fulfillment ? { fulfillmentStatus: [fulfillment] } : {}),
    ...(payment ? { paymentStatus: [payment] } : {}),
    ...(state.needs ? { needsAction: state.needs } : {}),
    ...(state.warehouse ? { warehouse: state.warehouse } : {}),
    ...(state.buyer ? { buyerId: state.buyer } : {}),
    ...(state.from ? { createdFrom: state.from } : {}),
    ...(state.to ? { createdTo: state.to } : {}),
    sort: state.sort,
    dir: state.dir,
    page: state.page,
    pageSize: state.size,
  };
}
