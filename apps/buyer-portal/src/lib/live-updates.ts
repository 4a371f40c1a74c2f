import { apiUrl } from '@portico/web-kit';
import { sessionToken, subscribeEvents } from '@portico/web-session';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reloadSiteConfig } from '../features/config/api/get-saas-config.ts';
import { reloadWords } from './i18n.ts';
import { siteConfigStore } from './site-config.ts';

/**
 * The query keys each live update makes stale (A-029, DESIGN §2). The cart badges, 'N IN CART' and the cart
 * page all read the offers query (features/stock/api/get-offers.ts, ['stocklist', 'offers']); the stock list
 * reads ['stocklist', 'items', …]. A stock change can also reprice or sell out what sits in a cart, so it makes
 * both stale; `orders.changed` (an order changed: the buyer, the seller or a job) makes the orders and poeData stale;
 * `resync` (the stream missed too much) makes everything live-updated stale.
 */
const OFFERS: QueryKey = ['stocklist', 'offers'];
const STOCK_ITEMS: QueryKey = ['stocklist', 'items'];
/** The buyer's stock alerts (features/alerts/api/stock-alerts.ts); 'alerts.changed' when one fired. */
const STOCK_ALERTS: QueryKey = ['stocklist', 'alert', 'items'];
/** The orders list and each open order page (features/orders/api: ['orders', 'list' | 'detail', …]; Q-070). */
const ORDERS: QueryKey = ['orders'];
/** The warehouses with an on-hold order to add the cart to (features/cart, G-035): an order change moves them. */
const EXISTING_ORDER_WAREHOUSES: QueryKey = ['stocklist', 'cart', 'add-to-existing-order', 'warehouses'];
/** The buyer's proof-of-export data (poeData): a document uploaded, approved or rejected (H-010, Q-066). */
const PENDING_DOCUMENTS: QueryKey = ['account', 'pending-documents'];
/** The broadcast banners (features/banners/api/get-banners.ts): one created, changed or deleted. */
const BANNERS: QueryKey = ['notification', 'banners'];
/** The cart's system messages: the free-shipping one is written in the tenant's words (A-010, 'words.changed'). */
const CART_SETTINGS: QueryKey = ['stocklist', 'cart', 'settings'];
/** The stock list's display settings (C-056): headings, labels, grade groups, the card's corners. */
const STOCKLIST_SETTINGS: QueryKey = ['stocklist', 'stocklist', 'settings'];

export function staleKeysFor(type: string): QueryKey[] {
  switch (type) {
    case 'cart.changed':
    case 'offers.changed':
      return [OFFERS];
    case 'stock.changed':
      return [STOCK_ITEMS, OFFERS];
    case 'resync':
      return [STOCK_ITEMS, OFFERS, ORDERS, EXISTING_ORDER_WAREHOUSES, PENDING_DOCUMENTS];
    case 'orders.changed':
      // A held order may now need proof of export (H-001: the dialog opens), a cancelled one no longer does.
      return [ORDERS, EXISTING_ORDER_WAREHOUSES, PENDING_DOCUMENTS];
    case 'alerts.changed':
      return [STOCK_ALERTS];
    case 'documents.changed':
      return [PENDING_DOCUMENTS];
    case 'banners.changed':
      return [BANNERS];
    case 'stocklist-settings.changed':
      return [STOCKLIST_SETTINGS];
    case 'words.changed':
    // The seller changed the offer-review schedule note.
    case 'cart-settings.changed':
    // A published brand may change the language or the currency the free-shipping message is written in.
    case 'config.changed':
      return [CART_SETTINGS];
    default:
      return [];
  }
}

/**
 * Events a module handles itself rather than by making queries stale (account.changed: app/live-account.ts).
 * `on` answers the function that removes the handler.
 */
const handlers = new Map<string, Set<(data: unknown) => void>>();
export function onLiveEvent(type: string, handler: (data: unknown) => void): () => void {
  const set = handlers.get(type) ?? new Set();
  set.add(handler);
  handlers.set(type, set);
  return () => set.delete(handler);
}

/** Events come in bursts (a stock upload, a bulk answer): one refetch per query for the whole burst. */
const BATCH_MS = 100;

/**
 * Subscribes to /px-api-gateway/events for as long as `enabled` (signed in) and invalidates the queries each
 * event makes stale. Each (re)connect uses the current in-memory ID token; after a 401 it refreshes the session
 * first. Returns the unsubscribe function.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const queryKey of pending.values()) void queryClient.invalidateQueries({ queryKey });
    pending.clear();
  };
  const unsubscribe = subscribeEvents({
    url: apiUrl('events'),
    getToken: sessionToken,
    onEvent(event) {
      // The staff published the brand: read the config again (A-006…A-009 follow without a reload).
      if (event.type === 'config.changed') void followPublishedConfig(() => reloadSiteConfig(queryClient));
      for (const handler of handlers.get(event.type) ?? []) handler(event.data);
      // the seller changed the tenant's words; the dictionary is read again (docs/decisions/020).
      if (event.type === 'words.changed') void reloadWords();
      for (const key of staleKeysFor(event.type)) pending.set(JSON.stringify(key), key);
      if (pending.size > 0) timer ??= setTimeout(flush, BATCH_MS);
    },
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** Mounted once in the signed-in shell: one stream per session. */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return startLiveUpdates(queryClient);
  }, [enabled, queryClient]);
}

/**
 * The staff published the brand ('config.changed'): the config is read again (A-006…A-009 re-theme), and when the
 * published language differs from the one shown, the dictionary too, so every screen follows without a
 * reload.
 */
export async function followPublishedConfig(
  reloadConfig: () => Promise<void>,
  words: () => Promise<void> = reloadWords,
): Promise<void> {
  const before = siteConfigStore.get()?.language;
  await reloadConfig();
  if (siteConfigStore.get()?.language !== before) await words();
}
