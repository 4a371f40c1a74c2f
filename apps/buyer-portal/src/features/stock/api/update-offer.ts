import type { OfferRequest } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { OFFERS_KEY } from './get-offers.ts';

/** PUT stocklist/offer/{offerId} (D-014): the edit of an entry already in the cart. */
export const updateOffer = ({ offerId, ...body }: OfferRequest & { offerId: string }) =>
  request<unknown>(`stocklist/offer/${encodeURIComponent(offerId)}`, { method: 'PUT', body, onError: 'log' });

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}
