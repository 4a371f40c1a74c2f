import { StocklistSettings } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET stocklist/stocklist/settings (C-056). App load already put it in the cache under the same key. */
export const getStocklistSettings = () =>
  request<StocklistSettings>('stocklist/stocklist/settings', { schema: StocklistSettings });

export const stocklistSettingsQuery = () =>
  queryOptions({
    queryKey: ['stocklist', 'stocklist', 'settings'],
    queryFn: getStocklistSettings,
    staleTime: 5 * 60_000,
  });

export const useStocklistSettings = () => useQuery(stocklistSettingsQuery());
