import type { EMPTY_CONFIG_MARKER as CONTRACT_EMPTY_MARKER, SaasConfig } from '@portico/contract';
import { setDisplayLanguage } from '@portico/domain/i18n';
import { createStore, useStore } from './store.ts';

/**
 * The tenant's saas-config, loaded before anything else. A-004 / O-007: when the fetch fails the portal
 * runs on an empty config, stays signed out and offers no sign-in.
 */
/** The contract's marker, restated so the first screen need not load the contract's zod schemas. */
const EMPTY_CONFIG_MARKER: typeof CONTRACT_EMPTY_MARKER = '__empty__';

export const EMPTY_CONFIG: SaasConfig = {
  tenantName: '',
  siteTitle: '',
  language: 'en',
  appVersion: '',
  currencyPrecision: 2,
  currencyCode: 'USD',
  deactivated: false,
  footer_links: [],
  buyer_whatsapp_icon_position: 'bottom-right',
  tenant_id: '',
  networkParticipant: false,
  tenantApiName: '',
  tenantApiEndPoint: '',
  identity_pool: { provider: '', endpoint: '', clientId: '' },
  side_menu_display: {},
  [EMPTY_CONFIG_MARKER]: true,
};

export const isEmptyConfig = (config: SaasConfig): boolean => config[EMPTY_CONFIG_MARKER] === true;

export const siteConfigStore = createStore<SaasConfig | undefined>(undefined);
// every amount and date the portal shows follows the tenant's language (before any screen re-renders).
siteConfigStore.subscribe(() => setDisplayLanguage(siteConfigStore.get()?.language));

/** The loaded config; components below the boot gate always have one. */
export function useSiteConfig(): SaasConfig {
  return useStore(siteConfigStore) ?? EMPTY_CONFIG;
}

/** A-005 / P-018: 'ACME' stands in when the tenant has no short name. */
export function tenantShortName(config: SaasConfig, fallback: string): string {
  return config.tenantShortName?.trim() || fallback;
}
