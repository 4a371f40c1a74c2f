import type { StockItemsResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET stocklist/items?includeOutOfStock= (C-001, C-010). The answer is not run through zod here: at 100k items
 * that alone would take longer than the whole filter budget (P4), and the server validates it against the
 * same contract before caching it.
 */
export const getStockItems = (includeOutOfStock: boolean, signal?: AbortSignal) =>
  request<StockItemsResponse>(`stocklist/items?includeOutOfStock=${includeOutOfStock}`, { signal });

export const stockItemsQuery = (includeOutOfStock: boolean) =>
  queryOptions({
    queryKey: ['stocklist', 'items', { includeOutOfStock }],
    queryFn: ({ signal }) => getStockItems(includeOutOfStock, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useStockItems = (includeOutOfStock: boolean) => useQuery(stockItemsQuery(includeOutOfStock));
