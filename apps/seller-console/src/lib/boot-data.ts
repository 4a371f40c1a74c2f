/**
 * P9: the tenant's saas-config as the server wrote it into index.html (a JSON data block,
 * apps/server/src/modules/tenants/index-html.ts), so the console needs no round trip for it. Undefined on a page
 * without the block (dev server), which then fetches it.
 */
export function readBootConfig(doc: Pick<Document, 'getElementById'> = document): unknown {
  const text = doc.getElementById('portico-boot')?.textContent;
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as { config?: unknown } | null)?.config;
  } catch {
    return undefined;
  }
}
