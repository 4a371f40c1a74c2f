import { BuyerAdminStatus, type SellerBuyersQuery } from '@portico/contract';

/**
 * The buyers list keeps its search, status and page in the query string (CONVENTIONS §5), as the orders queue
 * does: q (name, company or e-mail), status (PROSPECT, ACTIVE, DEACTIVATED; absent = all), page, size.
 */
export const BUYER_PAGE_SIZES = [25, 50, 100] as const;

export type BuyersUrlState = { q: string; status: BuyerAdminStatus | ''; page: number; size: number };

export type BuyersChange =
  | { type: 'filter'; q: string }
  | { type: 'status'; status: BuyerAdminStatus | '' }
  | { type: 'page'; page: number }
  | { type: 'size'; size: number };

export function parseBuyersUrl(search: string): BuyersUrlState {
  const params = new URLSearchParams(search);
  const status = BuyerAdminStatus.safeParse(params.get('status'));
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    status: status.success ? status.data : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (BUYER_PAGE_SIZES as readonly number[]).includes(size) ? size : 25,
  };
}

export function serializeBuyersUrl(state: BuyersUrlState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== 25) params.set('size', String(state.size));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A new search or status starts at page 1. */
export function reduceBuyers(state: BuyersUrlState, change: BuyersChange): BuyersUrlState {
  switch (change.type) {
    case 'filter':
      return { ...state, q: change.q.slice(0, 200), page: 1 };
    case 'status':
      return { ...state, status: change.status, page: 1 };
    case 'page':
      return { ...state, page: change.page };
    case 'size':
      return { ...state, size: change.size, page: 1 };
  }
}

export const toBuyersQuery = (s: BuyersUrlState): SellerBuyersQuery => ({
  ...(s.q ? { q: s.q } : {}),
  ...(s.status ? { status: s.status } : {}),
  page: s.page,
  size: s.size,
});
