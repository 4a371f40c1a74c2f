import type { InventorySettings } from '@portico/contract';
import { request } from '@portico/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET inventory/settings: includes warehouseLabels (C-012). App load already cached it under this key. */
export const getInventorySettings = () =>
  request<InventorySettings>('inventory/settings', { onError: 'log' });

export const inventorySettingsQuery = () =>
  queryOptions({ queryKey: ['inventory', 'settings'], queryFn: getInventorySettings, staleTime: 5 * 60_000 });

export const useInventorySettings = () => useQuery(inventorySettingsQuery());
