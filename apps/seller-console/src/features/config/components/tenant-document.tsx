import { useEffect } from 'react';
import { t } from '../../../lib/i18n.ts';

/** Title '<tenantName> Seller Console' and the tenant's favicon (URL or data: URI) in the document head. */
export function TenantDocument({ tenantName, favicon }: { tenantName?: string; favicon?: string }) {
  useEffect(() => {
    document.title = tenantName ? t('consoleSellerConsole3', { tenantName }) : t('consoleSellerConsole');
  }, [tenantName]);

  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);

  return null;
}
