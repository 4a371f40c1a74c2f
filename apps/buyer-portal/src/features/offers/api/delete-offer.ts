import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFERS_KEY } from './get-offers.ts';

/** DELETE stocklist/offer/{offerId} (D-015). */
export const deleteOffer = (offerId: string) =>
  request<unknown>(`stocklist/offer/${encodeURIComponent(offerId)}`, { method: 'DELETE', onError: 'log' });

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}
