import { SellerOfferHistoryResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerKeys } from './offer-keys.ts';

/** GET seller/offers/history: answered offers, newest first, by a seller or an auto-rule. */
export const getOfferHistory = (signal?: AbortSignal) =>
  request('seller/offers/history', { schema: SellerOfferHistoryResponse, signal });

export const offerHistoryQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.history(), queryFn: ({ signal }) => getOfferHistory(signal) });

export const useOfferHistory = () => useQuery(offerHistoryQueryOptions());
