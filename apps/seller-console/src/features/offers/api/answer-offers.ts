import { type SellerOfferAnswer, SellerOfferAnswersResponse } from '@portico/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { offerKeys } from './offer-keys.ts';

/** POST seller/offers/answer: each answer carries the offer's version and succeeds or fails on its own. */
export const answerOffers = (answers: SellerOfferAnswer[]) =>
  apiRequest('seller/offers/answer', {
    method: 'POST',
    body: { answers },
    schema: SellerOfferAnswersResponse,
  });

export function useAnswerOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffers,
    // Inbox and history both change, whatever the per-answer outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
