/**
 * The template download (F-003): the blank workbook, or one pre-filled with the items of the current stock list
 * filter. The items go in a POST body (…/template takes up to TEMPLATE_MAX_ITEMS), not in the address, which
 * shares Node's 16 KB header limit with the bearer token and would hold only a few hundred keys.
 */

/** The server's cap (contract ImportTemplateRequest). */
export const TEMPLATE_MAX_ITEMS = 20_000;

/** The filter's items, once each, without blanks, in filter order, at most TEMPLATE_MAX_ITEMS. */
export function prefillItems(itemNumberWarehouses: readonly string[], max = TEMPLATE_MAX_ITEMS): string[] {
  const out: string[] = [];
  for (const key of new Set(itemNumberWarehouses)) {
    if (key.trim() === '') continue;
    if (out.length >= max) break;
    out.push(key);
  }
  return out;
}

/** How to ask for the template: GET for the blank one, POST with the items otherwise. */
export function templateRequest(
  base: string,
  itemNumberWarehouses: readonly string[],
): { path: string; body?: { itemNumberWarehouses: string[] } } {
  const items = prefillItems(itemNumberWarehouses);
  return items.length === 0
    ? { path: `${base}/template` }
    : { path: `${base}/template`, body: { itemNumberWarehouses: items } };
}
