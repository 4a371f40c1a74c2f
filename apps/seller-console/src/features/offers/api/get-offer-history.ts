import { type SellerOfferAction, SellerOfferHistoryResponse } from '@portico/contract';
import { SELLER_OFFER_HISTORY_PAGE } from '@portico/contract/offer-history';
import { request } from '@portico/web-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { offerKeys } from './offer-keys.ts';

/** What the history shows: one outcome, or all; a text matched against the item and the buyer. */
export type HistoryFilter = { action: SellerOfferAction | null; q: string };

/**
 * GET seller/offers/history: answered offers, newest first, by a seller or an auto-rule, a page of 100 at a
 * time; the next page starts after the last answer shown (`nextCursor`).
 */
export const useOfferHistory = (filter: HistoryFilter) =>
  useInfiniteQuery({
    queryKey: [...offerKeys.history(), filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(SELLER_OFFER_HISTORY_PAGE) });
      if (filter.action) query.set('action', filter.action);
      if (filter.q.trim()) query.set('q', filter.q.trim());
      if (pageParam) query.set('before', pageParam);
      return request(`seller/offers/history?${query}`, { schema: SellerOfferHistoryResponse, signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
