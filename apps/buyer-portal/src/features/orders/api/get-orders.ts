import { CHECKOUT_PATHS, OrdersListResponse } from '@portico/contract';
import { request } from '@portico/web-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const path = (base: string, search: string | undefined) =>
  search ? `${base.slice(1)}?${new URLSearchParams({ search })}` : base.slice(1);

/**
 * GET orders (K-001, N-060): every matching order of the buyer. K-009: a failure is only logged and leaves an
 * empty list. The previous answer stays on screen while a new search loads, so the table does not flash.
 */
export const useOrders = (search: string | undefined) =>
  useQuery({
    queryKey: ['orders', 'list', search ?? ''],
    queryFn: async ({ signal }) => {
      try {
        return await request<OrdersListResponse>(path(CHECKOUT_PATHS.ordersList.path, search), {
          schema: OrdersListResponse,
          onError: 'log',
          signal,
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return [] as OrdersListResponse;
      }
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const ordersExportPath = (search: string | undefined) =>
  path(CHECKOUT_PATHS.ordersExport.path, search);
