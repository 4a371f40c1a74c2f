import { type OfferRequest, OfferResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFERS_KEY } from './get-offers.ts';

/** POST stocklist/offer (D-011, D-012): a buy sends the list price, an offer the entered price. Failures are only logged (D-016). */
export const createOffer = (body: OfferRequest) =>
  request<OfferResponse>('stocklist/offer', { method: 'POST', body, schema: OfferResponse, onError: 'log' });

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}
