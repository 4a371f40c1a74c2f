import { configureApi, setApiBase } from '@portico/web-kit';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { saasConfigQueryOptions } from '../features/config/api/get-saas-config.ts';
import { getSaasI18n } from '../features/config/api/get-saas-i18n.ts';
import { i18nTranslate, initI18n, isI18nReady, whenI18nReady } from '../lib/i18n.ts';
import { notifyError } from '../lib/notify.ts';
import { sessionStore } from '../lib/session.ts';
import { isEmptyConfig, siteConfigStore } from '../lib/site-config.ts';
import { STORAGE_KEYS, writeJson } from '../lib/storage.ts';
import { bindSession, restoreSession, signOut } from './session-actions.ts';

/**
 * App load (A-002, A-010, B-010): saas-config and saas-i18n first (in parallel: saas-i18n answers every
 * language), then the API client is wired to the dictionary and the snackbar, then a session is restored
 * through the refresh cookie, unless the tenant is deactivated or the config failed.
 */
export async function boot(queryClient: QueryClient): Promise<void> {
  const [config, dictionaries] = await Promise.all([
    queryClient.fetchQuery(saasConfigQueryOptions()),
    getSaasI18n(),
  ]);
  siteConfigStore.set(config);
  setApiBase(config.tenantApiEndPoint);
  // the site config (with its deactivated flag) is kept in local storage.
  if (!isEmptyConfig(config)) writeJson(STORAGE_KEYS.siteConfig, config);
  await initI18n(config.language || 'en', dictionaries);

  bindSession(queryClient);
  configureApi({
    translate: i18nTranslate,
    notifyError: (message) => notifyError(message),
    // O-003 / B-023
    onForbidden: (message) => void signOut({ message: { text: message, severity: 'error' } }),
    onSessionExpired: () => {
      if (sessionStore.get().status === 'signedIn') void signOut({ callServer: false });
    },
  });

  if (config.deactivated || isEmptyConfig(config)) {
    sessionStore.set({ status: 'signedOut' });
    return;
  }
  await restoreSession();
}

export function Boot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [isReady, setReady] = useState(false);
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
    boot(queryClient)
      .catch((err: unknown) => {
        console.error('Boot failed', err);
        sessionStore.set({ status: 'signedOut' });
      })
      .finally(() => {
        if (live) setReady(true);
        // Warm the signed-in frame while the user reads the sign-in page.
        void import('./shell/app-shell.tsx');
      });
    return () => {
      live = false;
    };
  }, [queryClient]);
  if (isReady) return children;
  return canTranslate ? <LoadingOverlay /> : null;
}
