import { type OfferScheduleNote, OfferScheduleNoteResponse, SellerOfferSettings } from '@portico/contract';
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

const scheduleNoteKey = ['seller', 'offers', 'schedule-note'] as const;

/** GET seller/offers/schedule-note: the cart's note about when offers are answered. */
export const getScheduleNote = (signal?: AbortSignal) =>
  request('seller/offers/schedule-note', { schema: OfferScheduleNoteResponse, signal });

/** PUT seller/offers/schedule-note. */
export const saveScheduleNote = (note: OfferScheduleNote) =>
  request('seller/offers/schedule-note', { method: 'PUT', body: note, schema: OfferScheduleNoteResponse });

export const useScheduleNote = () =>
  useQuery(queryOptions({ queryKey: scheduleNoteKey, queryFn: ({ signal }) => getScheduleNote(signal) }));

export function useSaveScheduleNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScheduleNote,
    onSuccess: (saved) => queryClient.setQueryData(scheduleNoteKey, saved),
  });
}
