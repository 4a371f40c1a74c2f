import type { SaasConfig } from '@portico/contract';
import { request } from '@portico/web-kit';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { EMPTY_CONFIG, isEmptyConfig, siteConfigStore } from '../../../lib/site-config.ts';
import { STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';

/**
 * GET saas-config: public. A failure is only logged and yields the empty config (A-004, O-007).
 * Types only from the contract here: the first screen does not carry zod (the server checks its answers).
 */
export async function getSaasConfig(): Promise<SaasConfig> {
  try {
    const config = await request<SaasConfig>('saas-config', { auth: false, onError: 'log' });
    return config && typeof config === 'object' && typeof config.tenantName === 'string'
      ? config
      : EMPTY_CONFIG;
  } catch {
    return EMPTY_CONFIG;
  }
}

/**
 * The staff published the brand (`config.changed`): the config is read again and the page re-themes (colours,
 * fonts, logo, title, custom CSS) without a reload. A failed read keeps the config the page has.
 */
export async function reloadSiteConfig(queryClient: QueryClient): Promise<void> {
  const config = await getSaasConfig();
  if (isEmptyConfig(config)) return;
  queryClient.setQueryData(saasConfigQueryOptions().queryKey, config);
  siteConfigStore.set(config);
  writeJson(STORAGE_KEYS.siteConfig, config);
}

export const saasConfigQueryOptions = () =>
  queryOptions({ queryKey: ['saas-config'], queryFn: getSaasConfig, staleTime: Number.POSITIVE_INFINITY });

/**
 * the served app version, re-read on window focus and every few minutes. Its own query, so a
 * version poll never re-themes the page. Not at mount: the check starts from the version in the config the page
 * was served with (its 'on load' comparison), so asking again then repeats it (P9: no request of its own with the
 * first screen).
 */
export const APP_VERSION_POLL_MS = 3 * 60_000;
export const APP_VERSION_QUERY_KEY = ['saas-config', 'appVersion'] as const;
export const appVersionQueryOptions = () =>
  queryOptions({
    queryKey: APP_VERSION_QUERY_KEY,
    queryFn: async () => (await getSaasConfig()).appVersion,
    refetchOnWindowFocus: 'always',
    refetchOnMount: false,
    refetchInterval: APP_VERSION_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
