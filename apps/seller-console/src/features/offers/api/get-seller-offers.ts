import { type SellerOffersQuery, SellerOffersResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offerKeys } from './offer-keys.ts';

/** GET seller/offers: the offers awaiting the seller's answer (AWAITING_TENANT_REVIEW), filtered. */
export function getSellerOffers(query: SellerOffersQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return request(`seller/offers${qs ? `?${qs}` : ''}`, { schema: SellerOffersResponse, signal });
}

export const sellerOffersQueryOptions = (query: SellerOffersQuery) =>
  queryOptions({
    queryKey: offerKeys.inbox(query),
    queryFn: ({ signal }) => getSellerOffers(query, signal),
    // Keep the rows on screen while a new filter loads, instead of flashing an empty table.
    placeholderData: keepPreviousData,
    // The inbox is a work queue: look again every minute even without a live event.
    refetchInterval: 60_000,
  });

export const useSellerOffers = (query: SellerOffersQuery) => useQuery(sellerOffersQueryOptions(query));
