import { DeleteOffersResponse, type OfferIdList } from '@portico/contract';
import { request } from '@portico/web-kit';

/** DELETE stocklist/offers (G-067, N-034, Q-006): removes many entries at once; failures are only logged (§8). */
export const deleteOffers = (offerIds: OfferIdList) =>
  request<DeleteOffersResponse>('stocklist/offers', {
    method: 'DELETE',
    body: offerIds,
    schema: DeleteOffersResponse,
    onError: 'log',
  });
