import type { SaasConfig, SaasI18n } from '@portico/contract';

/**
 * P9 (both apps): the tenant's saas-config and saas-i18n answers as the server wrote them into index.html (a JSON data
 * block, apps/server/src/modules/tenants/index-html.ts), so the first screen needs no round trip for them. A
 * page without the block (dev server, an old build's cached page) fetches them as before.
 */
export const BOOT_DATA_ID = 'portico-boot';

/**
 * `dictionaryVersion`: the fingerprint of the English dictionary the server ships (contract dictionaryVersion), so
 * an app that bundles the same one knows `i18n` already holds every word of it (P10).
 */
export type BootData = { config?: SaasConfig; i18n?: SaasI18n; dictionaryVersion?: string };

export function readBootData(doc: Pick<Document, 'getElementById'> = document): BootData {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object') return {};
    const { config, i18n, dictionaryVersion } = data as {
      config?: unknown;
      i18n?: unknown;
      dictionaryVersion?: unknown;
    };
    const isConfig = (c: unknown): c is SaasConfig =>
      !!c && typeof c === 'object' && typeof (c as { tenantName?: unknown }).tenantName === 'string';
    const isI18n = (d: unknown): d is SaasI18n => !!d && typeof d === 'object' && !Array.isArray(d);
    return {
      config: isConfig(config) ? config : undefined,
      i18n: isI18n(i18n) ? i18n : undefined,
      dictionaryVersion: typeof dictionaryVersion === 'string' ? dictionaryVersion : undefined,
    };
  } catch {
    return {};
  }
}
