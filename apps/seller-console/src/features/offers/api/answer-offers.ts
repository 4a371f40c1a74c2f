import { type SellerOfferAnswer, SellerOfferAnswersResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerKeys } from './offer-keys.ts';

/**
 * POST seller/offers/answer: each answer carries the offer's version and succeeds or fails on its own.
 * Undoable: the buyer is told only after the undo window (docs/decisions/004), so a mis-click can be taken back.
 */
export const answerOffers = (answers: SellerOfferAnswer[]) =>
  request('seller/offers/answer', {
    method: 'POST',
    body: { answers, undoable: true },
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

/** POST seller/offers/answer/undo: the offers go back to the queue while their window is open. */
export const undoAnswers = (offerIds: string[]) =>
  request('seller/offers/answer/undo', {
    method: 'POST',
    body: { offerIds },
    schema: SellerOfferAnswersResponse,
  });

export function useUndoAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoAnswers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
