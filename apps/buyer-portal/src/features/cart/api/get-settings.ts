import { CartSettings, InventorySettings, OrderSettings, StocklistSettings } from '@portico/contract';
import { useQuery } from '@tanstack/react-query';
import { type ResponseSchema, request } from '../../../lib/api.ts';

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
