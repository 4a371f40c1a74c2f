import { SellerOfferSettings } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offerKeys } from './offer-keys.ts';

/** GET seller/offers/settings: the answer window and the pending-offer expiry. */
export const getOfferSettings = (signal?: AbortSignal) =>
  request('seller/offers/settings', { schema: SellerOfferSettings, signal });

/** PUT seller/offers/settings. */
export const saveOfferSettings = (settings: SellerOfferSettings) =>
  request('seller/offers/settings', { method: 'PUT', body: settings, schema: SellerOfferSettings });

export const offerSettingsQueryOptions = () =>
  queryOptions({ queryKey: offerKeys.settings(), queryFn: ({ signal }) => getOfferSettings(signal) });

export const useOfferSettings = () => useQuery(offerSettingsQueryOptions());

export function useSaveOfferSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfferSettings,
    onSuccess: (saved) => queryClient.setQueryData(offerKeys.settings(), saved),
  });
}
