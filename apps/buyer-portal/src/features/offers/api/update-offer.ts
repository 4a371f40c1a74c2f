import { OfferItem, type OfferRequest } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFERS_KEY } from './get-offers.ts';

/**
 * PUT stocklist/offer/{offerId} (D-014, G-061, N-032): the edit of an entry already in the cart; answers the
 * updated offer item with its (possibly new) offer state. Failures are only logged (part 1 §8).
 */
export const updateOffer = ({ offerId, ...body }: OfferRequest & { offerId: string }) =>
  request<OfferItem>(`stocklist/offer/${encodeURIComponent(offerId)}`, {
    method: 'PUT',
    body,
    schema: OfferItem,
    onError: 'log',
  });

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}
