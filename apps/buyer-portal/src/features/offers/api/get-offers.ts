import { OffersMap } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { track } from '../../../lib/tracking.ts';

/**
 * GET stocklist/offers (C-052): the cart entries keyed by itemNumberWarehouse; only with CAN_BUY_ONLINE. Each load
 * fires the cart-viewed event through the tracking module (G-013, N-030; nothing when the tenant has no analytics).
 */
export const getOffers = async () => {
  const offers = await request<OffersMap>('stocklist/offers', { schema: OffersMap, onError: 'log' });
  track('cart_viewed', { items: Object.keys(offers ?? {}).length });
  return offers;
};

export const OFFERS_KEY = ['stocklist', 'offers'] as const;

export const offersQuery = () =>
  queryOptions({ queryKey: OFFERS_KEY, queryFn: getOffers, staleTime: 30_000 });

export const useOffers = (enabled: boolean) => useQuery({ ...offersQuery(), enabled });
