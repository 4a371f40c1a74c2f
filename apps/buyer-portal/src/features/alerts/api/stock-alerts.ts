import {
  type CreateStockAlertRequest,
  StockAlert,
  StockAlertsMap,
  type UpdateStockAlertRequest,
} from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Stock alerts (E-005…E-008, N-026…N-029). Every failure is only logged (E-014, O-008): no error snackbar; the
 * caller shows the success message on success only.
 */
export const STOCK_ALERTS_KEY = ['stocklist', 'alert', 'items'] as const;

export const getStockAlerts = () =>
  request<StockAlertsMap>('stocklist/alert/items', { schema: StockAlertsMap, onError: 'log' });

export const stockAlertsQuery = () =>
  queryOptions({ queryKey: STOCK_ALERTS_KEY, queryFn: getStockAlerts, staleTime: 30_000 });

/** B-036 / E-015: loaded only with CAN_SET_STOCKLIST_ALERT (and never in pxns mode, which does not exist yet). */
export const useStockAlerts = (enabled: boolean) => useQuery({ ...stockAlertsQuery(), enabled });

const itemPath = (inw: string) => `stocklist/alert/item/${encodeURIComponent(inw)}`;

export const createStockAlert = (body: CreateStockAlertRequest) =>
  request<StockAlert>('stocklist/alert/item', { method: 'POST', body, schema: StockAlert, onError: 'log' });

export const updateStockAlert = ({
  itemNumberWarehouse,
  quantity,
}: { itemNumberWarehouse: string } & UpdateStockAlertRequest) =>
  request<StockAlert>(itemPath(itemNumberWarehouse), {
    method: 'PUT',
    body: { quantity },
    schema: StockAlert,
    onError: 'log',
  });

export const deleteStockAlert = (itemNumberWarehouse: string) =>
  request<unknown>(itemPath(itemNumberWarehouse), { method: 'DELETE', onError: 'log' });

/** Puts the server's answer in the cached map at once, then refetches to stay honest. */
function useAlertsCache() {
  const queryClient = useQueryClient();
  return {
    put(alert: StockAlert) {
      queryClient.setQueryData<StockAlertsMap>(STOCK_ALERTS_KEY, (map) => ({
        ...map,
        [alert.itemNumberWarehouse]: alert,
      }));
    },
    remove(inw: string) {
      queryClient.setQueryData<StockAlertsMap>(STOCK_ALERTS_KEY, (map) => {
        if (!map) return map;
        const { [inw]: _gone, ...rest } = map;
        return rest;
      });
    },
    refetch: () => queryClient.invalidateQueries({ queryKey: STOCK_ALERTS_KEY }),
  };
}

export function useCreateStockAlert() {
  const cache = useAlertsCache();
  return useMutation({
    mutationFn: createStockAlert,
    onSuccess: (alert) => cache.put(alert),
    onSettled: () => cache.refetch(),
  });
}

export function useUpdateStockAlert() {
  const cache = useAlertsCache();
  return useMutation({
    mutationFn: updateStockAlert,
    onSuccess: (alert) => cache.put(alert),
    onSettled: () => cache.refetch(),
  });
}

export function useDeleteStockAlert() {
  const cache = useAlertsCache();
  return useMutation({
    mutationFn: deleteStockAlert,
    onSuccess: (_answer, inw) => cache.remove(inw),
    onSettled: () => cache.refetch(),
  });
}
