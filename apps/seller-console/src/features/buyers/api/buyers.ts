/** The console's buyers API (seller/buyers): the list, a buyer's page, the actions on it and invitations. */

import {
  type BuyerAuthoritiesInput,
  BuyerDetail,
  type BuyerInviteInput,
  type BuyerProfileInput,
  type SellerBuyersQuery,
  SellerBuyersResponse,
} from '@portico/contract';
import { request } from '@portico/web-kit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const buyersKeys = {
  all: ['seller', 'buyers'] as const,
  list: (q: SellerBuyersQuery) => ['seller', 'buyers', 'list', q] as const,
  one: (id: string) => ['seller', 'buyers', 'one', id] as const,
};

/** GET seller/buyers: one page of the tenant's buyers, searched and filtered by the server. */
export const useBuyers = (query: SellerBuyersQuery) =>
  useQuery({
    queryKey: buyersKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
      if (query.q) params.set('q', query.q);
      if (query.status) params.set('status', query.status);
      return request(`seller/buyers?${params}`, { schema: SellerBuyersResponse, signal });
    },
    placeholderData: keepPreviousData,
  });

/** GET seller/buyers/{id}: the buyer's page. */
export const useBuyer = (id: string) =>
  useQuery({
    queryKey: buyersKeys.one(id),
    queryFn: ({ signal }) =>
      request(`seller/buyers/${encodeURIComponent(id)}`, { schema: BuyerDetail, signal }),
  });

/** One staff action on a buyer (each answers the buyer's page as it stands after it). */
export type BuyerStep =
  | { kind: 'profile'; body: BuyerProfileInput }
  | { kind: 'authorities'; body: BuyerAuthoritiesInput }
  | { kind: 'approve' | 'deactivate' | 'reactivate' | 'reset-password' };

function runStep(id: string, step: BuyerStep) {
  const base = `seller/buyers/${encodeURIComponent(id)}`;
  switch (step.kind) {
    case 'profile':
      return request(base, { method: 'PUT', body: step.body, schema: BuyerDetail });
    case 'authorities':
      return request(`${base}/authorities`, { method: 'PUT', body: step.body, schema: BuyerDetail });
    default:
      return request(`${base}/${step.kind}`, { method: 'POST', body: {}, schema: BuyerDetail });
  }
}

/** The buyer's page's actions: the answer replaces the page's data, and the lists are refetched. */
export function useBuyerAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: BuyerStep) => runStep(id, step),
    onSuccess: (buyer) => {
      queryClient.setQueryData(buyersKeys.one(id), buyer);
      void queryClient.invalidateQueries({ queryKey: [...buyersKeys.all, 'list'] });
    },
  });
}

/** POST seller/buyers: invite a buyer. */
export function useInviteBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuyerInviteInput) =>
      request('seller/buyers', { method: 'POST', body, schema: BuyerDetail }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: buyersKeys.all }),
  });
}
