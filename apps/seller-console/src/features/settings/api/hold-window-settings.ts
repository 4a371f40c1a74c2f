import { HoldWindowSettings } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const holdWindowKey = ['seller', 'settings', 'hold-window'] as const;

/** GET seller/settings/hold-window: hours an unpaid on-hold order keeps its stock. */
export const getHoldWindowSettings = (signal?: AbortSignal) =>
  request('seller/settings/hold-window', { schema: HoldWindowSettings, signal });

/** PUT seller/settings/hold-window. */
export const saveHoldWindowSettings = (settings: HoldWindowSettings) =>
  request('seller/settings/hold-window', { method: 'PUT', body: settings, schema: HoldWindowSettings });

export const holdWindowSettingsQueryOptions = () =>
  queryOptions({ queryKey: holdWindowKey, queryFn: ({ signal }) => getHoldWindowSettings(signal) });

export const useHoldWindowSettings = () => useQuery(holdWindowSettingsQueryOptions());

export function useSaveHoldWindowSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHoldWindowSettings,
    onSuccess: (saved) => queryClient.setQueryData(holdWindowKey, saved),
  });
}
