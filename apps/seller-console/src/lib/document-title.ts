import { t } from './i18n.ts';

/**
 * The console tab's title: what the page shows when it is one thing (an order's number), the screen, then the
 * tenant's console ('PXSTKL0000005 · Orders · Harbor Phones Seller Console'), so tabs and screen readers tell
 * screens and orders apart. The tenant's name (config), the screen (the route) and the thing (the page) arrive in
 * any order; each setter writes the whole title.
 */
let subject: string | undefined;
let screen: string | undefined;
let tenant: string | undefined;

function write(): void {
  const base = tenant ? t('consoleSellerConsole3', { tenantName: tenant }) : t('consoleSellerConsole');
  document.title = [subject, screen, base].filter(Boolean).join(' · ');
}

/** The one thing the page shows (an order's number), before the screen; undefined when it leaves. */
export function setSubjectTitle(label: string | undefined): void {
  subject = label;
  write();
}

export function setScreenTitle(label: string | undefined): void {
  screen = label;
  write();
}

export function setTenantTitle(tenantName: string | undefined): void {
  tenant = tenantName;
  write();
}
