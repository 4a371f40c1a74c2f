import { FreeFreightSettings, type FreeFreightSettingsBody } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const freeFreightKey = ['seller', 'settings', 'free-freight'] as const;

/** GET seller/settings/free-freight: each priced shipping method's free-freight threshold (decision 015). */
export const getFreeFreightSettings = (signal?: AbortSignal) =>
  request('seller/settings/free-freight', { schema: FreeFreightSettings, signal });

/** PUT seller/settings/free-freight. */
export const saveFreeFreightSettings = (body: FreeFreightSettingsBody) =>
  request('seller/settings/free-freight', { method: 'PUT', body, schema: FreeFreightSettings });

export const freeFreightSettingsQueryOptions = () =>
  queryOptions({ queryKey: freeFreightKey, queryFn: ({ signal }) => getFreeFreightSettings(signal) });

export const useFreeFreightSettings = () => useQuery(freeFreightSettingsQueryOptions());

export function useSaveFreeFreightSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFreeFreightSettings,
    onSuccess: (saved) => queryClient.setQueryData(freeFreightKey, saved),
  });
}
