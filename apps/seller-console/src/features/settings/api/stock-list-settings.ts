import { type StockListDisplaySettings, StockListDisplaySettingsResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const stockListKey = ['seller', 'settings', 'stock-list'] as const;

/** GET seller/settings/stock-list: the buyers' stock list display settings as portals use them now (C-056). */
export const getStockListSettings = (signal?: AbortSignal) =>
  request('seller/settings/stock-list', { schema: StockListDisplaySettingsResponse, signal });

/** PUT seller/settings/stock-list. */
export const saveStockListSettings = (body: StockListDisplaySettings) =>
  request('seller/settings/stock-list', { method: 'PUT', body, schema: StockListDisplaySettingsResponse });

export const stockListSettingsQueryOptions = () =>
  queryOptions({ queryKey: stockListKey, queryFn: ({ signal }) => getStockListSettings(signal) });

export const useStockListSettings = () => useQuery(stockListSettingsQueryOptions());

export function useSaveStockListSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStockListSettings,
    onSuccess: (saved) => queryClient.setQueryData(stockListKey, saved),
  });
}
