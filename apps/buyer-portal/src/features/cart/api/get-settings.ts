import {
  CartSettings,
  InventorySettings,
  OrderSettings,
  PendingDocuments,
  StocklistSettings,
} from '@portico/contract';
import { type ResponseSchema, request } from '@portico/web-kit';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/**
 * The settings the cart page reads (G-007, G-009, G-034, G-039, G-040, G-045). App load has put
 * them in the query cache under these keys already, so these only fetch when the cache is empty; the keys must
 * stay the app-load ones.
 */
const settingsQuery = <T>(queryKey: readonly string[], path: string, schema: ResponseSchema<T>) => ({
  queryKey,
  queryFn: () => request<T>(path, { schema, onError: 'log' }),
  staleTime: 5 * 60_000,
});

export const useCartSettings = () =>
  useQuery(
    settingsQuery<CartSettings>(['stocklist', 'cart', 'settings'], 'stocklist/cart/settings', CartSettings),
  );
export const useOrderSettings = () =>
  useQuery(settingsQuery<OrderSettings>(['order', 'settings'], 'order/settings', OrderSettings));
export const useInventorySettings = () =>
  useQuery(
    settingsQuery<InventorySettings>(['inventory', 'settings'], 'inventory/settings', InventorySettings),
  );
export const useStocklistSettings = () =>
  useQuery(
    settingsQuery<StocklistSettings>(
      ['stocklist', 'stocklist', 'settings'],
      'stocklist/stocklist/settings',
      StocklistSettings,
    ),
  );

/**
 * G-014: after the cart loads, pending proof-of-export documents are fetched again, into the app-load key (an
 * invalidation alone would not fetch: app load fills that key with setQueryData, so it has no observer).
 */
export const refetchPendingDocuments = (queryClient: QueryClient) =>
  queryClient.fetchQuery({
    queryKey: ['account', 'pending-documents'],
    queryFn: () =>
      request<PendingDocuments>('account/pending-documents', { schema: PendingDocuments, onError: 'log' }),
    staleTime: 0,
  });
