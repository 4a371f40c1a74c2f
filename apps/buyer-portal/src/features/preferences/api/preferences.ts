import { CHECKOUT_PATHS, PreferencesOptions, SavedPreferences } from '@portico/contract';
import { request } from '@portico/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const rel = (p: string) => p.slice(1);

/**
 * GET account/preferences/options (J-004). J-005: a failure replaces the page with its message ('silent'). Only for
 * a buyer who may buy online (`enabled`): the server refuses anyone else.
 */
export const usePreferencesOptions = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['account', 'preferences', 'options'],
    queryFn: ({ signal }) =>
      request<PreferencesOptions>(rel(CHECKOUT_PATHS.preferencesOptions.path), {
        schema: PreferencesOptions,
        onError: 'silent',
        signal,
      }),
    retry: false,
  });

/** GET account/preferences (J-004): the saved choices; a failure shows the error snackbar. */
export const useSavedPreferences = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['account', 'preferences', 'selected'],
    queryFn: ({ signal }) =>
      request<SavedPreferences>(rel(CHECKOUT_PATHS.preferencesSelected.path), {
        schema: SavedPreferences,
        signal,
      }),
    retry: false,
  });

/** POST account/preferences (J-008): the answer is what was stored, which becomes the cached selection. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedPreferences) =>
      request<SavedPreferences>(rel(CHECKOUT_PATHS.preferencesSubmit.path), {
        method: 'POST',
        body,
        schema: SavedPreferences,
      }),
    onSuccess: (stored) => queryClient.setQueryData(['account', 'preferences', 'selected'], stored),
  });
}
