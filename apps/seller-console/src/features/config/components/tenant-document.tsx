import { useEffect } from 'react';
import { setTenantTitle } from '../../../lib/document-title.ts';

/** Title '<tenantName> Seller Console' (after the screen's name, lib/document-title) and the tenant's favicon (URL or data: URI) in the document head. */
export function TenantDocument({ tenantName, favicon }: { tenantName?: string; favicon?: string }) {
  useEffect(() => setTenantTitle(tenantName), [tenantName]);

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
