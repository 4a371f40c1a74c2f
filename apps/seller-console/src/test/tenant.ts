import type { SaasConfig } from '@portico/contract';

/** Test-only: the tenant config the console's component tests run under (USD, two decimals, English). */
export const TEST_TENANT: SaasConfig = {
  tenantName: 'Harbor Wholesale',
  siteTitle: 'Harbor',
  language: 'en',
  appVersion: 'test',
  currencyPrecision: 2,
  currencyCode: 'USD',
  deactivated: false,
  footer_links: [],
  buyer_whatsapp_icon_position: 'bottom-right',
  tenant_id: 'harbor',
  networkParticipant: false,
  tenantApiName: 'harbor',
  tenantApiEndPoint: '',
  identity_pool: { provider: '', endpoint: '', clientId: '' },
  side_menu_display: {},
};
