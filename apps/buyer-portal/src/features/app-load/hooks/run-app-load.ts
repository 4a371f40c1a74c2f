import type { QueryClient } from '@tanstack/react-query';
import {
  getCartSettings,
  getInventorySettings,
  getOrderSettings,
  getPendingDocuments,
  getStocklistSettings,
  SETTINGS_KEYS,
} from '../api/get-settings.ts';

/**
 * A-030 / A-031 (spec part 1 §4 App load): order and inventory settings in parallel, then cart settings, then
 * stock list settings, then pending proof-of-export documents. Each answer goes into the query cache for the
 * screens that use it. A failure has already been shown as an error toast by the API client; the
 * sequence stops there, as the spec's steps depend on each other.
 */
export async function runAppLoad(queryClient: QueryClient): Promise<boolean> {
  try {
    const [order, inventory] = await Promise.all([getOrderSettings(), getInventorySettings()]);
    queryClient.setQueryData(SETTINGS_KEYS.order, order);
    queryClient.setQueryData(SETTINGS_KEYS.inventory, inventory);
    // Step 2 (network participants) has no network settings call on this server yet.
    queryClient.setQueryData(SETTINGS_KEYS.cart, await getCartSettings());
    queryClient.setQueryData(SETTINGS_KEYS.stocklist, await getStocklistSettings());
    queryClient.setQueryData(SETTINGS_KEYS.pendingDocuments, await getPendingDocuments());
    return true;
  } catch {
    return false;
  }
}
