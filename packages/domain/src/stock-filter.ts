/**
 * The stock filter predicate of the buyer portal's stock list (C-010, C-031, C-061, Q-058). The server's export
 * applies the same rules in SQL (apps/server stock.repository.ts, EXPORT_WHERE; its tests compare the two), so
 * 'Export Filtered Items' holds exactly the items the buyer sees.
 *
 * Structural types, so both the contract's ItemGroup/StockItem and lighter shapes fit.
 */

export type FilterableItem = {
  itemNumber: string;
  warehouse: string;
  skuDescription: string;
  groupItemDescription: string;
  quantityAvailable: number;
  attributes: Record<string, string>;
};

export type FilterableGroup<I extends FilterableItem = FilterableItem> = {
  title: string;
  category: string;
  wareHouse: string;
  groupAttributes?: Record<string, string>;
  items: I[];
};

export type StockFilter = {
  /** C-010: when false, items with quantityAvailable 0 are left out. */
  includeOutOfStock: boolean;
  /** Attribute name → accepted values (any of them). 'warehouse' and 'category' included. Empty list = no filter. */
  filters?: Record<string, readonly string[]>;
  /** split on '/' and '+'; every term must match. */
  search?: string;
};

/** C-031: the search text split on '/' and '+', trimmed, lower-cased, empty terms dropped. */
export function splitSearchTerms(search: string | undefined): string[] {
  if (!search) return [];
  return search
    .split(/[/+]/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t.length > 0);
}

/** The value an item has for a filter attribute: warehouse and category are the item's own, others attributes. */
export function attributeValueOf(
  group: Pick<FilterableGroup, 'category' | 'groupAttributes'>,
  item: FilterableItem,
  attribute: string,
): string | undefined {
  if (attribute === 'warehouse') return item.warehouse;
  if (attribute === 'category') return item.attributes.category ?? group.category;
  return item.attributes[attribute] ?? group.groupAttributes?.[attribute];
}

/** every term is a case-insensitive substring of the description, item number or group title. */
export function matchesSearch(
  group: Pick<FilterableGroup, 'title'>,
  item: FilterableItem,
  terms: string[],
): boolean {
  if (terms.length === 0) return true;
  const haystack = [item.skuDescription, item.groupItemDescription, item.itemNumber, group.title]
    .join('\n')
    .toLowerCase();
  return terms.every((t) => haystack.includes(t));
}

/** Whether one item passes the filter. Pass pre-split `terms` when testing many items. */
export function itemMatchesFilter(
  group: Pick<FilterableGroup, 'title' | 'category' | 'groupAttributes'>,
  item: FilterableItem,
  filter: StockFilter,
  terms: string[] = splitSearchTerms(filter.search),
): boolean {
  if (!filter.includeOutOfStock && item.quantityAvailable <= 0) return false;
  for (const [attribute, values] of Object.entries(filter.filters ?? {})) {
    if (values.length === 0) continue;
    const value = attributeValueOf(group, item, attribute);
    if (value === undefined || !values.includes(value)) return false;
  }
  return matchesSearch(group, item, terms);
}

/** The groups with only their matching items; groups left empty are dropped. Order is kept. */
export function filterStockGroups<I extends FilterableItem, G extends FilterableGroup<I>>(
  groups: readonly G[],
  filter: StockFilter,
): G[] {
  const terms = splitSearchTerms(filter.search);
  const out: G[] = [];
  for (const group of groups) {
    const items = group.items.filter((item) => itemMatchesFilter(group, item, filter, terms));
    if (items.length > 0) out.push(items.length === group.items.length ? group : { ...group, items });
  }
  return out;
}
