import type { QueryClient } from '@tanstack/react-query';
import {
  getCartSettings,
  getInventorySettings,
  getOrderSettings,
  getPendingDocuments,
  getStocklistSettings,
  SETTINGS_KEYS,
} from '../api/get-settings.ts';

/** How long a loaded settings answer serves the screens (as the stock screen's own queries keep them). */
const SETTINGS_STALE_MS = 5 * 60_000;

/**
 * A-030 / A-031 (spec part 1 §4 App load): order and inventory settings in parallel, then cart settings, then
 * stock list settings, then pending proof-of-export documents. Each answer goes into the query cache for the
 * screens that use it. The inventory and stock list settings a first load of /stock already asked for (boot's
 * prefetch, P9), and the pending documents the frame's proof-of-export dialog reads as it mounts, are taken from
 * the cache, or from that request still under way, not asked for again. A failure has already been shown as an
 * error toast by the API client; the sequence stops there, as the spec's steps depend on each other.
 */
export async function runAppLoad(queryClient: QueryClient): Promise<boolean> {
  const reuse = <T>(queryKey: readonly string[], queryFn: () => Promise<T>) =>
    queryClient.fetchQuery({ queryKey, queryFn, staleTime: SETTINGS_STALE_MS });
  try {
    const [order] = await Promise.all([
      getOrderSettings(),
      reuse(SETTINGS_KEYS.inventory, getInventorySettings),
    ]);
    queryClient.setQueryData(SETTINGS_KEYS.order, order);
    // Step 2 (network participants) has no network settings call on this server yet.
    queryClient.setQueryData(SETTINGS_KEYS.cart, await getCartSettings());
    await reuse(SETTINGS_KEYS.stocklist, getStocklistSettings);
    await reuse(SETTINGS_KEYS.pendingDocuments, getPendingDocuments);
    return true;
  } catch {
    return false;
  }
}
