import { type SellerStockQuery, SellerStockResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from './stock-keys.ts';

/** GET seller/stock/items: one page, searched, filtered and sorted by the server. */
export function getSellerStock(query: SellerStockQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return request(`seller/stock/items?${params.toString()}`, { schema: SellerStockResponse, signal });
}

export const sellerStockQueryOptions = (query: SellerStockQuery) =>
  queryOptions({
    queryKey: stockKeys.list(query),
    queryFn: ({ signal }) => getSellerStock(query, signal),
    // Keep the rows on screen while another page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useSellerStock = (query: SellerStockQuery) => useQuery(sellerStockQueryOptions(query));
