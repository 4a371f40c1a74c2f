import { ExistingOrderWarehouses } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET stocklist/cart/add-to-existing-order/warehouses (G-035, N-036, Q-003): warehouse codes with an unshipped
 * order. Until the orders issue serves it, a failure just means "none" (only logged).
 */
export const getExistingOrderWarehouses = () =>
  request<ExistingOrderWarehouses>('stocklist/cart/add-to-existing-order/warehouses', {
    schema: ExistingOrderWarehouses,
    onError: 'log',
  });

export const existingOrderWarehousesQuery = () =>
  queryOptions({
    queryKey: ['stocklist', 'cart', 'add-to-existing-order', 'warehouses'],
    queryFn: getExistingOrderWarehouses,
    staleTime: 60_000,
    retry: false,
  });

export const useExistingOrderWarehouses = (enabled: boolean) =>
  useQuery({ ...existingOrderWarehousesQuery(), enabled });
