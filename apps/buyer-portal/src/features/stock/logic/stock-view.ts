import type { ItemGroup, StockItem, StocklistSettings, WarehouseGroup } from '@portico/contract';
import { attributeValueOf, splitSearchTerms } from '@portico/domain';
import { attributeComparator } from './sort.ts';
import type { AttributeFilters, StockUrlState } from './url-state.ts';

/**
 * Spec part 1 §4 'Stock list load' (C-021…C-029) over a precomputed index. Building the index is O(N) once per
 * stock answer (a memo in the screen); each filter change is a few linear passes over the rows of one
 * warehouse group with no allocation per row beyond the result, and the screen mounts one page of it (P4).
 */

/** The attribute name whose values come from StockItem.warehouse (searchLevels may include it, C-014). */
export const WAREHOUSE_ATTRIBUTE = 'warehouse';

export type Row = {
  readonly group: ItemGroup;
  readonly groupIndex: number;
  readonly item: StockItem;
  readonly category: string;
  readonly inStockPriced: boolean;
  /** Position in its warehouse group's rows, the index into that group's columns. */
  readonly pos: number;
  readonly store: ColumnStore;
};

/**
 * Per warehouse group, each attribute's values as one array by row position, built on first use. Reading
 * `column[row.pos]` keeps the per-change passes monomorphic and cheap at 100k items (P4).
 */
export class ColumnStore {
  readonly rows: Row[] = [];
  private readonly columns = new Map<string, (string | undefined)[]>();
  private haystacks: string[] | undefined;

  column(attribute: string): (string | undefined)[] {
    let col = this.columns.get(attribute);
    if (!col) {
      col = this.rows.map((r) => attributeValue(r, attribute));
      this.columns.set(attribute, col);
    }
    return col;
  }

  /** The lower-cased text matchesSearch (packages/domain) looks in, computed once per row. */
  haystack(pos: number): string {
    this.haystacks ??= this.rows.map((r) => searchHaystack(r.group, r.item));
    return this.haystacks[pos] ?? '';
  }
}

/** exactly the fields and joining of the domain's matchesSearch (a unit test holds them equal). */
export const searchHaystack = (group: Pick<ItemGroup, 'title'>, item: StockItem): string =>
  [item.skuDescription, item.groupItemDescription, item.itemNumber, group.title].join('\n').toLowerCase();

/** matchesSearch of packages/domain over the cached text. */
const rowMatches = (row: Row, terms: readonly string[]): boolean => {
  const text = row.store.haystack(row.pos);
  return terms.every((t) => text.includes(t));
};

export type StockIndex = {
  readonly warehouseGroups: readonly WarehouseGroup[];
  /** warehouseGroupName → its rows, in the stock answer's order. */
  readonly rowsByWarehouseGroup: ReadonlyMap<string, readonly Row[]>;
  /** warehouse code → warehouseGroupName. */
  readonly warehouseGroupOf: ReadonlyMap<string, string>;
};

/** The same reading of an attribute as the server's export (packages/domain stock-filter). */
export function attributeValue(row: Row, attribute: string): string | undefined {
  if (attribute === 'category') return row.category;
  return attributeValueOf(row.group, row.item, attribute);
}

export function buildStockIndex(
  groups: readonly ItemGroup[],
  settings: Pick<StocklistSettings, 'warehouseGroups'>,
): StockIndex {
  const warehouseGroupOf = new Map<string, string>();
  for (const wg of settings.warehouseGroups) {
    for (const w of wg.warehouses)
      if (!warehouseGroupOf.has(w.warehouseId)) warehouseGroupOf.set(w.warehouseId, wg.warehouseGroupName);
  }
  const stores = new Map<string, ColumnStore>();
  for (const wg of settings.warehouseGroups) stores.set(wg.warehouseGroupName, new ColumnStore());
  groups.forEach((group, groupIndex) => {
    for (const item of group.items) {
      const wgName = warehouseGroupOf.get(item.warehouse) ?? warehouseGroupOf.get(group.wareHouse);
      if (wgName === undefined) continue;
      const store = stores.get(wgName);
      if (!store) continue;
      store.rows.push({
        store,
        pos: store.rows.length,
        group,
        groupIndex,
        item,
        category: attributeValueOf(group, item, 'category') ?? '',
        inStockPriced: item.quantityAvailable > 0 && item.listPrice > 0,
      });
    }
  });
  const rowsByWarehouseGroup = new Map<string, readonly Row[]>();
  for (const [name, store] of stores) rowsByWarehouseGroup.set(name, store.rows);
  return { warehouseGroups: settings.warehouseGroups, rowsByWarehouseGroup, warehouseGroupOf };
}

/**
 * C-022 / C-023 (reading 1): the group with the lowest warehouseGroupSelectOrder among groups with items; when
 * any of those groups has no order, the main participant's group (pxParticipantId) is preferred.
 */
export function defaultWarehouseGroup(index: StockIndex, mainParticipantId: string): string | undefined {
  const withItems = index.warehouseGroups.filter(
    (wg) => (index.rowsByWarehouseGroup.get(wg.warehouseGroupName)?.length ?? 0) > 0,
  );
  const candidates = withItems.length ? withItems : index.warehouseGroups;
  if (!candidates.length) return undefined;
  if (candidates.some((wg) => wg.warehouseGroupSelectOrder === null)) {
    const main = candidates.find((wg) => wg.pxnParticipantId === mainParticipantId);
    return (main ?? candidates[0])?.warehouseGroupName;
  }
  let best = candidates[0];
  for (const wg of candidates) {
    if ((wg.warehouseGroupSelectOrder ?? 0) < (best?.warehouseGroupSelectOrder ?? 0)) best = wg;
  }
  return best?.warehouseGroupName;
}

/** C-024: the first category (settings order) having in-stock items with a price; else the first with any. */
export function defaultCategory(rows: readonly Row[], categories: readonly string[]): string | undefined {
  const priced = new Set<string>();
  const stocked = new Set<string>();
  for (const r of rows) {
    stocked.add(r.category);
    if (r.inStockPriced) priced.add(r.category);
  }
  return categories.find((c) => priced.has(c)) ?? categories.find((c) => stocked.has(c));
}

/** the search text split on '/' and '+' (the domain's rule, shared with the export). */
export const searchTerms = (search: string): string[] => splitSearchTerms(search);

export type FacetValue = { value: string; count: number; selected: boolean };
export type LevelFacet = { attribute: string; values: FacetValue[] };

export type ResultGroup = { group: ItemGroup; items: StockItem[] };

export type StockView = {
  warehouseGroup: string | undefined;
  category: string | undefined;
  /** The filters in effect after dropping empty values and falling back (C-027, C-028). */
  warehouses: string[];
  attributes: AttributeFilters;
  levels: string[];
  categories: FacetValue[];
  warehouseFacets: FacetValue[];
  levelFacets: LevelFacet[];
  groups: ResultGroup[];
  /** Every item of the result, for the totals. */
  itemCount: number;
};

export type ViewSettings = Pick<
  StocklistSettings,
  'category' | 'searchLevels' | 'attributeSortAlgorithm' | 'sortOrder' | 'pxParticipantId' | 'grade'
>;

const countBy = (rows: readonly Row[], attribute: string): Map<string, number> => {
  const counts = new Map<string, number>();
  const first = rows[0];
  if (!first) return counts;
  const col = first.store.column(attribute);
  for (const r of rows) {
    const v = col[r.pos];
    if (v === undefined || v === '') continue;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
};

const filterBy = (rows: readonly Row[], attribute: string, values: readonly string[]): Row[] => {
  if (!values.length) return rows as Row[];
  const first = rows[0];
  if (!first) return [];
  const col = first.store.column(attribute);
  const set = new Set(values);
  return rows.filter((r) => {
    const v = col[r.pos];
    return v !== undefined && set.has(v);
  });
};

function sortedFacet(
  counts: Map<string, number>,
  selected: readonly string[],
  attribute: string,
  settings: ViewSettings,
): FacetValue[] {
  const order =
    attribute === 'grade' && !settings.sortOrder.grade?.length
      ? settings.grade
      : settings.sortOrder[attribute];
  const cmp = attributeComparator(settings.attributeSortAlgorithm[attribute], order ?? []);
  return [...counts.keys()]
    .sort(cmp)
    .map((value) => ({ value, count: counts.get(value) ?? 0, selected: selected.includes(value) }));
}

/** The levels (attribute names) of a category, at most three (C-014). */
export const levelsOf = (
  settings: Pick<StocklistSettings, 'searchLevels'>,
  category: string | undefined,
): string[] => (category ? (settings.searchLevels[category] ?? []).slice(0, 3) : []);

type Resolved = {
  warehouses: string[];
  attributes: Record<string, string[]>;
  rows: Row[];
  levelFacets: LevelFacet[];
};

/** Applies warehouses and the attribute levels top-down, dropping selected values with no items (C-027). */
function applyLevels(
  categoryRows: readonly Row[],
  levels: readonly string[],
  warehouses: readonly string[],
  wanted: AttributeFilters,
  settings: ViewSettings,
): Resolved {
  // When 'warehouse' is one of the levels, the warehouse selection is that level's (one URL parameter).
  const warehouseIsLevel = levels.includes(WAREHOUSE_ATTRIBUTE);
  let rows = warehouseIsLevel
    ? (categoryRows as Row[])
    : filterBy(categoryRows, WAREHOUSE_ATTRIBUTE, warehouses);
  let effectiveWarehouses = [...warehouses];
  const attributes: Record<string, string[]> = {};
  const levelFacets: LevelFacet[] = [];
  for (const attribute of levels) {
    const counts = countBy(rows, attribute);
    const asked = attribute === WAREHOUSE_ATTRIBUTE ? warehouses : (wanted[attribute] ?? []);
    const selected = asked.filter((v) => (counts.get(v) ?? 0) > 0);
    if (attribute === WAREHOUSE_ATTRIBUTE) effectiveWarehouses = selected;
    else if (selected.length) attributes[attribute] = selected;
    levelFacets.push({ attribute, values: sortedFacet(counts, selected, attribute, settings) });
    rows = filterBy(rows, attribute, selected);
  }
  return { warehouses: effectiveWarehouses, attributes, rows, levelFacets };
}

/**
 * C-021: the load order — warehouse group (URL, else default), category (URL if it has items, else default),
 * URL filters (dropping empty values, falling back level by level), then the filtered groups.
 */
export function computeStockView(index: StockIndex, settings: ViewSettings, url: StockUrlState): StockView {
  const wgNames = new Set(index.warehouseGroups.map((wg) => wg.warehouseGroupName));
  const warehouseGroup =
    url.warehouseGroup && wgNames.has(url.warehouseGroup)
      ? url.warehouseGroup
      : defaultWarehouseGroup(index, settings.pxParticipantId);
  const wgRows = (warehouseGroup && index.rowsByWarehouseGroup.get(warehouseGroup)) || [];
  const terms = searchTerms(url.search);
  // C-010: without 'Include Out of Stock' items with nothing available are left out.
  const base = wgRows.filter(
    (r) =>
      (url.includeOutOfStock || r.item.quantityAvailable > 0) && (terms.length === 0 || rowMatches(r, terms)),
  );

  const wgWarehouses =
    index.warehouseGroups
      .find((wg) => wg.warehouseGroupName === warehouseGroup)
      ?.warehouses.map((w) => w.warehouseId) ?? [];
  const warehousesWithRows = new Set(base.map((r) => r.item.warehouse));
  let warehouses = url.warehouses.filter((w) => wgWarehouses.includes(w) && warehousesWithRows.has(w));

  const categoryCounts = countBy(filterBy(base, WAREHOUSE_ATTRIBUTE, warehouses), 'category');
  // The URL's category in any case (a link typed by hand, C-018) is the category of that name.
  const asked = url.category?.toLowerCase();
  const knownCategory = asked ? settings.category.find((c) => c.toLowerCase() === asked) : undefined;
  const category =
    knownCategory && (categoryCounts.get(knownCategory) ?? 0) > 0
      ? knownCategory
      : (defaultCategory(
          filterBy(wgRows, WAREHOUSE_ATTRIBUTE, warehouses),
          settings.category.filter((c) => (categoryCounts.get(c) ?? 0) > 0),
        ) ??
        knownCategory ??
        defaultCategory(wgRows, settings.category));
  const categoryRows = base.filter((r) => r.category === category);
  const levels = levelsOf(settings, category);

  // C-028: fall back level by level (lowest first, then the warehouses) until there are results.
  let wanted: Record<string, readonly string[]> = { ...url.attributes };
  let resolved = applyLevels(categoryRows, levels, warehouses, wanted, settings);
  for (let i = levels.length - 1; resolved.rows.length === 0 && i >= 0; i--) {
    const attribute = levels[i];
    if (attribute === undefined) continue;
    if (attribute === WAREHOUSE_ATTRIBUTE) {
      if (!resolved.warehouses.length) continue;
      warehouses = [];
    } else {
      if (!resolved.attributes[attribute]) continue;
      wanted = { ...wanted, [attribute]: [] };
    }
    resolved = applyLevels(categoryRows, levels, warehouses, wanted, settings);
  }
  if (resolved.rows.length === 0 && warehouses.length) {
    warehouses = [];
    resolved = applyLevels(categoryRows, levels, warehouses, wanted, settings);
  }

  // Warehouse counts: the category and attribute filters applied, the warehouse selection not.
  const attributeRows = levels.reduce<Row[]>(
    (rows, a) => filterBy(rows, a, resolved.attributes[a] ?? []),
    categoryRows,
  );
  const whCounts = countBy(attributeRows, WAREHOUSE_ATTRIBUTE);
  const warehouseFacets = wgWarehouses.map((w) => ({
    value: w,
    count: whCounts.get(w) ?? 0,
    selected: resolved.warehouses.includes(w),
  }));
  const categories = settings.category
    .filter((c) => (categoryCounts.get(c) ?? 0) > 0 || c === category)
    .map((c) => ({ value: c, count: categoryCounts.get(c) ?? 0, selected: c === category }));

  return {
    warehouseGroup,
    category,
    warehouses: resolved.warehouses,
    attributes: resolved.attributes,
    levels,
    categories,
    warehouseFacets,
    levelFacets: resolved.levelFacets,
    groups: toGroups(resolved.rows),
    itemCount: resolved.rows.length,
  };
}

/** Rows back into cards, in the stock answer's order, each listing only its matching items. */
function toGroups(rows: readonly Row[]): ResultGroup[] {
  const out: ResultGroup[] = [];
  let current: ResultGroup | undefined;
  let currentIndex = -1;
  for (const r of rows) {
    if (r.groupIndex !== currentIndex) {
      current = { group: r.group, items: [] };
      currentIndex = r.groupIndex;
      out.push(current);
    }
    current?.items.push(r.item);
  }
  return out;
}
