import { OffersMap } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET stocklist/offers (C-052): the cart entries keyed by itemNumberWarehouse; only with CAN_BUY_ONLINE. */
export const getOffers = () => request<OffersMap>('stocklist/offers', { schema: OffersMap, onError: 'log' });

export const OFFERS_KEY = ['stocklist', 'offers'] as const;

export const offersQuery = () =>
  queryOptions({ queryKey: OFFERS_KEY, queryFn: getOffers, staleTime: 30_000 });

export const useOffers = (enabled: boolean) => useQuery({ ...offersQuery(), enabled });
