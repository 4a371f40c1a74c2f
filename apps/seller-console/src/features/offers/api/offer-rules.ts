import { type SellerOfferRule, SellerOfferRulesResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { offerKeys } from './offer-keys.ts';

/** Q-020 auto-rules: GET seller/offers/rules, PUT/DELETE seller/offers/rules/{itemNumberWarehouse}. */
export const getOfferRules = (signal?: AbortSignal) =>
  request('seller/offers/rules', { schema: SellerOfferRulesResponse, signal });

const rulePath = (itemNumberWarehouse: string) =>
  `seller/offers/rules/${encodeURIComponent(itemNumberWarehouse)}`;

/** The whole rule travels in the body too; the path names the item. */
export const saveOfferRule = (rule: SellerOfferRule) =>
  request(rulePath(rule.itemNumberWarehouse), { method: 'PUT', body: rule, schema: z.unknown() });

export const deleteOfferRule = (itemNumberWarehouse: string) =>
  request(rulePath(itemNumberWarehouse), { method: 'DELETE', schema: z.unknown() });

export const offerRulesQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.rules(), queryFn: ({ signal }) => getOfferRules(signal) });

export const useOfferRules = () => useQuery(offerRulesQueryOptions());

export function useSaveOfferRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfferRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.rules() }),
  });
}

export function useDeleteOfferRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOfferRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.rules() }),
  });
}
