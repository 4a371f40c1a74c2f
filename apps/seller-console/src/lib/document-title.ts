import { t } from './i18n.ts';

/**
 * The console tab's title: the screen, then the tenant's console ('Orders · Harbor Phones Seller Console'), so
 * tabs and screen readers tell screens apart. The tenant's name (config) and the screen (the route) arrive in either
 * order; each setter writes the whole title.
 */
let screen: string | undefined;
let tenant: string | undefined;

function write(): void {
  const base = tenant ? t('consoleSellerConsole3', { tenantName: tenant }) : t('consoleSellerConsole');
  document.title = screen ? `${screen} · ${base}` : base;
}

export function setScreenTitle(label: string | undefined): void {
  screen = label;
  write();
}

export function setTenantTitle(tenantName: string | undefined): void {
  tenant = tenantName;
  write();
}
