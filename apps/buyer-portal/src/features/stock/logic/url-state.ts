/**
 * C-018…C-020: the stock list filters live in the query string. Parsing and writing it is pure so the screen
 * only dispatches changes and back/forward simply re-read the URL.
 *
 * - category, warehouseGroup: single values
 * - warehouse: comma-separated warehouse codes
 * - includeOutOfStock: 'true' | 'false' (absent = false)
 * - q: the search text
 * - one parameter per attribute filter (e.g. grade) with comma-separated values
 * - p: a page parameter, ignored (C-019); the page lives in component state
 *
 * Values are percent-encoded one by one, so a literal ',' separates values and a comma inside a value is '%2C'.
 */

export type AttributeFilters = Readonly<Record<string, readonly string[]>>;

export type StockUrlState = {
  category?: string;
  warehouseGroup?: string;
  warehouses: readonly string[];
  includeOutOfStock: boolean;
  search: string;
  /** In the order they appear in the URL (serialize writes them in search-level order). */
  attributes: AttributeFilters;
};

export const EMPTY_URL_STATE: StockUrlState = {
  warehouses: [],
  includeOutOfStock: false,
  search: '',
  attributes: {},
};

/** Parameters with a meaning of their own; every other parameter is an attribute filter. */
export const RESERVED_PARAMS = [
  'category',
  'warehouseGroup',
  'warehouse',
  'includeOutOfStock',
  'q',
  'p',
] as const;
const RESERVED = new Set<string>(RESERVED_PARAMS);

const decode = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

const encode = (value: string): string => encodeURIComponent(value);

/** Splits on literal commas before decoding, drops empties and duplicates, keeps order. */
function splitList(raw: string): string[] {
  const out: string[] = [];
  for (const part of raw.split(',')) {
    const v = decode(part).trim();
    if (v && !out.includes(v)) out.push(v);
  }
  return out;
}

/** Raw pairs of a query string ('?a=1&b=2' or 'a=1&b=2'); later duplicates of a key win. */
function rawPairs(search: string): Map<string, string> {
  const pairs = new Map<string, string>();
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (!text) return pairs;
  for (const chunk of text.split('&')) {
    if (!chunk) continue;
    const eq = chunk.indexOf('=');
    const key = decode(eq < 0 ? chunk : chunk.slice(0, eq));
    const value = eq < 0 ? '' : chunk.slice(eq + 1);
    if (key) pairs.set(key, value);
  }
  return pairs;
}

export function parseStockUrl(search: string): StockUrlState {
  const pairs = rawPairs(search);
  const single = (key: string) => {
    const raw = pairs.get(key);
    const v = raw === undefined ? '' : decode(raw).trim();
    return v || undefined;
  };
  const attributes: Record<string, string[]> = {};
  for (const [key, raw] of pairs) {
    if (RESERVED.has(key)) continue;
    const values = splitList(raw);
    if (values.length) attributes[key] = values;
  }
  return {
    category: single('category'),
    warehouseGroup: single('warehouseGroup'),
    warehouses: splitList(pairs.get('warehouse') ?? ''),
    includeOutOfStock: single('includeOutOfStock')?.toLowerCase() === 'true',
    search: pairs.has('q') ? decode(pairs.get('q') ?? '') : '',
    attributes,
  };
}

/**
 * The query string for a state ('' when nothing is set, else starting with '?'). `attributeOrder` lists the
 * attribute names in search-level order; attributes not in it follow alphabetically.
 */
export function serializeStockUrl(state: StockUrlState, attributeOrder: readonly string[] = []): string {
  const parts: string[] = [];
  const add = (key: string, values: readonly string[]) => {
    const clean = values.filter((v) => v !== '');
    if (clean.length) parts.push(`${encode(key)}=${clean.map(encode).join(',')}`);
  };
  if (state.warehouseGroup) add('warehouseGroup', [state.warehouseGroup]);
  if (state.category) add('category', [state.category]);
  add('warehouse', state.warehouses);
  const names = Object.keys(state.attributes).filter((k) => !RESERVED.has(k));
  names.sort((a, b) => {
    const ia = attributeOrder.indexOf(a);
    const ib = attributeOrder.indexOf(b);
    if (ia >= 0 && ib >= 0) return ia - ib;
    if (ia >= 0) return -1;
    if (ib >= 0) return 1;
    return a.localeCompare(b);
  });
  for (const name of names) add(name, state.attributes[name] ?? []);
  if (state.includeOutOfStock) parts.push('includeOutOfStock=true');
  if (state.search.trim()) parts.push(`q=${encode(state.search.trim())}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A key that changes exactly when the filter set changes (the page resets to 1 on a new key). */
export const filterKey = (state: StockUrlState, attributeOrder: readonly string[] = []): string =>
  serializeStockUrl(state, attributeOrder);
