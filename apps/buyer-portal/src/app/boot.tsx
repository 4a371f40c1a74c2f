import { formatCount, formatDateTime, formatMoney } from '@portico/domain';
import { configureApi, readBootData, refreshSession, setApiBase } from '@portico/web-kit';
import { refreshRequestSent } from '@portico/web-session';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { saasConfigQueryOptions } from '../features/config/api/get-saas-config.ts';
import { getSaasI18n } from '../features/config/api/get-saas-i18n.ts';
import { inventorySettingsQuery } from '../features/stock/api/get-inventory-settings.ts';
import { stockItemsQuery } from '../features/stock/api/get-stock-items.ts';
import { i18nTranslate, initI18n, isI18nReady, whenI18nReady } from '../lib/i18n.ts';
import { notifyError } from '../lib/notify.ts';
import { PATHS } from '../lib/routes.ts';
import { sessionStore } from '../lib/session.ts';
import { isEmptyConfig, siteConfigStore } from '../lib/site-config.ts';
import { hasStaticShell } from '../lib/static-shell.ts';
import { STORAGE_KEYS, writeJson } from '../lib/storage.ts';
import { bindSession, restoreSession, sessionEnded, signOut } from './session-actions.ts';

/**
 * App load (A-002, A-010, B-010): saas-config and saas-i18n (P9: read from the page the server wrote them into;
 * fetched, in parallel, only when it did not), then the API client is wired to the dictionary and the snackbar,
 * then a session is restored through the refresh cookie, unless the tenant is deactivated or the config
 * failed. The refresh starts while the dictionary loads, and a restored session on /stock asks for the
 * stock list at once, before the user and settings calls (P9: no waterfall before the first card).
 */
export async function boot(
  queryClient: QueryClient,
  onRefreshStarted: (sent: Promise<void>) => void = () => {},
): Promise<void> {
  const injected = readBootData();
  // The bundled English dictionary serves until saas-i18n answers (and the crash page if it never does); a page that
  // carries the answer starts from it at once, below.
  if (!injected.i18n) void initI18n('en', undefined);
  if (injected.config) queryClient.setQueryData(saasConfigQueryOptions().queryKey, injected.config);
  const [config, dictionaries] = await Promise.all([
    injected.config ?? queryClient.fetchQuery(saasConfigQueryOptions()),
    injected.i18n ?? getSaasI18n(),
  ]);
  siteConfigStore.set(config);
  setApiBase(config.tenantApiEndPoint);
  // the site config (with its deactivated flag) is kept in local storage.
  // A staff preview's draft brand (brand_preview) is never kept on the device.
  if (!isEmptyConfig(config) && config.brand_preview !== true) writeJson(STORAGE_KEYS.siteConfig, config);

  bindSession(queryClient);
  configureApi({
    translate: i18nTranslate,
    notifyError: (message) => notifyError(message),
    // O-003 / B-023
    onForbidden: (message) => void signOut({ message: { text: message, severity: 'error' } }),
    // The session ended mid-use: sign in again with a message, back to the same page.
    onSessionExpired: sessionEnded,
  });

  // A staff preview (brand_preview) never restores a session: the refresh cookie on this host may be the staff
  // user's console session, which the portal must neither rotate nor sign out.
  const canSignIn = !config.deactivated && !isEmptyConfig(config) && config.brand_preview !== true;
  const refreshed = canSignIn
    ? refreshSession().then((ok) => {
        if (ok) prefetchFirstScreen(queryClient);
        return ok;
      })
    : undefined;
  onRefreshStarted(refreshed ? refreshRequestSent() : Promise.resolve());
  warmFormats(config.currencyCode);
  // P10: the page's answer holds the whole bundled dictionary when the server ships the same one.
  const complete =
    injected.i18n !== undefined &&
    dictionaries === injected.i18n &&
    injected.dictionaryVersion === __DICTIONARY_VERSION__;
  await initI18n(config.language || 'en', dictionaries, complete);
  if (!refreshed) {
    sessionStore.set({ status: 'signedOut' });
    return;
  }
  await restoreSession(refreshed);
}

/**
 * P9: the stock list is the signed-in landing screen; its items, its settings and the warehouse labels are
 * asked for as soon as a token is held, beside the user's details, not once the screen has mounted. The
 * settings' query (with its zod schema) is in the stock screen's chunks, which index.html preloads.
 */
function prefetchFirstScreen(queryClient: QueryClient) {
  // '/' leads a signed-in buyer to /stock as well.
  if (window.location.pathname !== PATHS.stock && window.location.pathname !== '/') return;
  const includeOutOfStock =
    new URLSearchParams(window.location.search).get('includeOutOfStock')?.toLowerCase() === 'true';
  void queryClient.prefetchQuery(stockItemsQuery(includeOutOfStock));
  void queryClient.prefetchQuery(inventorySettingsQuery());
  void import('../features/stock/api/get-stocklist-settings.ts').then(({ stocklistSettingsQuery }) =>
    queryClient.prefetchQuery(stocklistSettingsQuery()),
  );
}

/**
 * P9: a page's first date format and first money format load ICU's data (~7–12 ms and ~2–5 ms of a desktop CPU,
 * four times that on a phone). Made here, each in a task of its own while boot waits on the network, they are not
 * paid inside the first screen's render (its 'Last updated' date, the cards' prices and counts).
 */
function warmFormats(currencyCode: string | undefined) {
  setTimeout(() => {
    formatDateTime(Date.now());
    setTimeout(() => {
      formatMoney(0, { currencyCode });
      formatCount(0);
    });
  });
}

/** A boot under way: the first requests it sends (P9), and the whole of it. */
export type Booting = {
  /**
   * Resolves once the session refresh has gone out (or no refresh is needed). The app creates its router
   * only then: the router asks for its landing route's code at once (some fifty files), and on the browser's
   * six connections per server the refresh, and the first stock request after it, would wait behind them.
   */
  requestsSent: Promise<void>;
  /** Boot is over (the session restored or not); never rejects. */
  done: Promise<void>;
};

/** Starts boot at once, before the app renders or routes (P9). */
export function startBoot(queryClient: QueryClient): Booting {
  // P9: zod and the schemas' base are in the code both first screens share (the `common` chunk, which index.html
  // preloads for everyone). Run on its own as soon as it is in, while the session's refresh is on its way, it is
  // not run in one long task with the sign-in page's or the first screen's code.
  void import('@portico/contract/inputs');
  let refreshStarted!: (sent: Promise<void>) => void;
  // Settles when the refresh's request is out: resolving with a promise waits for that promise.
  const sent = new Promise<void>((resolve) => {
    refreshStarted = resolve;
  });
  const done = boot(queryClient, refreshStarted)
    .catch((err: unknown) => {
      console.error('Boot failed', err);
      sessionStore.set({ status: 'signedOut' });
    })
    .finally(() => {
      // Warm the signed-in frame while the user reads the sign-in page.
      void import('./shell/app-shell.tsx');
    });
  const requestsSent = Promise.race([sent, done]);
  return { requestsSent, done };
}

/**
 * Mounts the app once boot is done and `ready` (the router) has resolved; the loading overlay until
 * then, as soon as it can be translated.
 */
export function Boot<T>({
  done,
  ready,
  children,
}: {
  done: Promise<void>;
  ready: Promise<T>;
  children: (value: T) => ReactNode;
}) {
  const [value, setValue] = useState<{ value: T }>();
  // i18next loads on demand: the (translated) loading overlay waits for it, so nothing translates too early.
  const [canTranslate, setCanTranslate] = useState(isI18nReady);
  useEffect(() => {
    if (canTranslate) return;
    let live = true;
    void whenI18nReady().then(() => {
      if (live) setCanTranslate(true);
    });
    return () => {
      live = false;
    };
  }, [canTranslate]);
  useEffect(() => {
    let live = true;
    void Promise.all([done, ready]).then(([, next]) => {
      // P9: the app (the signed-in frame and its first screen) mounts in a transition, which React renders in
      // slices it can interrupt, not in one long task; the loading overlay stays until it is done.
      if (live) startTransition(() => setValue({ value: next }));
    });
    return () => {
      live = false;
    };
  }, [done, ready]);
  if (value) return children(value.value);
  // The server-drawn first screen (P9) is the loading state while it is up: no overlay to build beneath it.
  return canTranslate && !hasStaticShell() ? <LoadingOverlay /> : null;
}
