import { MoveToCartResponse, type OfferIdList } from '@portico/contract';
import { request } from '@portico/web-kit';

/** PUT stocklist/offer/movetocart (G-066, N-035): the selected tab-1 offers go to the Cart; answers the moved items. */
export const moveToCart = (offerIds: OfferIdList) =>
  request<MoveToCartResponse>('stocklist/offer/movetocart', {
    method: 'PUT',
    body: offerIds,
    schema: MoveToCartResponse,
    onError: 'log',
  });
