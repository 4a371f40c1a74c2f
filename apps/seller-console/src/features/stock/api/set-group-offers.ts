import { SellerGroupOffersResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from './stock-keys.ts';

/** PUT seller/stock/groups/{groupKey}/offers (C-051): whether buyers may make offers on the group's items. */
export function useSetGroupOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { groupKey: string; takesOffers: boolean }) =>
      request(`seller/stock/groups/${encodeURIComponent(v.groupKey)}/offers`, {
        method: 'PUT',
        body: { takesOffers: v.takesOffers },
        schema: SellerGroupOffersResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}
