/**
 * The template download's address (F-003): GET …/template, with the items of the current stock list filter as
 * comma-separated itemNumberWarehouse values when the buyer wants it pre-filled. Duplicates and blanks are
 * dropped, and the list stops before the query would pass TEMPLATE_QUERY_BUDGET characters: the request line
 * shares Node's 16 KB header limit with the bearer token, so a longer address would be refused outright (431).
 */

export const TEMPLATE_QUERY_BUDGET = 10_000;

export function prefillItems(
  itemNumberWarehouses: readonly string[],
  budget = TEMPLATE_QUERY_BUDGET,
): string[] {
  const out: string[] = [];
  let length = 0;
  for (const key of new Set(itemNumberWarehouses)) {
    if (key.trim() === '') continue;
    const add = encodeURIComponent(key).length + (out.length > 0 ? 3 : 0); // ',' encodes as %2C
    if (length + add > budget) break;
    out.push(key);
    length += add;
  }
  return out;
}

export function templatePath(base: string, itemNumberWarehouses: readonly string[]): string {
  const items = prefillItems(itemNumberWarehouses);
  if (items.length === 0) return `${base}/template`;
  return `${base}/template?itemNumberWarehouse=${encodeURIComponent(items.join(','))}`;
}
