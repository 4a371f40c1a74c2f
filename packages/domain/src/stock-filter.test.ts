import { describe, expect, it } from 'vitest';
import {
  type FilterableGroup,
  type FilterableItem,
  filterStockGroups,
  itemMatchesFilter,
  type StockFilter,
  splitSearchTerms,
} from './stock-filter.ts';

const anItem = (overrides: Partial<FilterableItem> = {}): FilterableItem => ({
  itemNumber: 'IP13-128-MID-UL-A',
  warehouse: 'MIA',
  skuDescription: 'Apple iPhone 13 128GB Midnight Unlocked Grade A',
  groupItemDescription: '128GB Midnight Unlocked',
  quantityAvailable: 10,
  attributes: {
    category: 'PHONES',
    manufacturer: 'Apple',
    capacity: '128GB',
    grade: 'A',
    lockStatus: 'Unlocked',
  },
  ...overrides,
});
const aGroup = (overrides: Partial<FilterableGroup> = {}): FilterableGroup => ({
  title: 'Apple iPhone 13',
  category: 'PHONES',
  wareHouse: 'MIA',
  items: [anItem()],
  ...overrides,
});

describe('splitSearchTerms (C-031)', () => {
  it.each([
    ['', []],
    [undefined, []],
    ['iphone', ['iphone']],
    ['Apple/128GB', ['apple', '128gb']],
    ['Apple + 128GB / Unlocked', ['apple', '128gb', 'unlocked']],
    [' / + ', []],
    ['iPhone 13', ['iphone 13']],
  ])('%j → %j', (search, terms) => {
    expect(splitSearchTerms(search)).toEqual(terms);
  });
});

describe('itemMatchesFilter', () => {
  const rows: [string, Partial<FilterableItem>, StockFilter, boolean][] = [
    ['in stock, no filter', {}, { includeOutOfStock: false }, true],
    [
      'out of stock excluded by default (C-010)',
      { quantityAvailable: 0 },
      { includeOutOfStock: false },
      false,
    ],
    ['out of stock included when asked', { quantityAvailable: 0 }, { includeOutOfStock: true }, true],
    ['attribute value listed', {}, { includeOutOfStock: false, filters: { grade: ['A', 'B'] } }, true],
    ['attribute value not listed', {}, { includeOutOfStock: false, filters: { grade: ['B'] } }, false],
    ['empty value list does not filter', {}, { includeOutOfStock: false, filters: { grade: [] } }, true],
    [
      'unknown attribute never matches a value',
      {},
      { includeOutOfStock: false, filters: { carrier: ['AT&T'] } },
      false,
    ],
    ['warehouse filter', {}, { includeOutOfStock: false, filters: { warehouse: ['LAX'] } }, false],
    [
      'warehouse filter matching',
      {},
      { includeOutOfStock: false, filters: { warehouse: ['MIA', 'LAX'] } },
      true,
    ],
    ['category filter', {}, { includeOutOfStock: false, filters: { category: ['TABLETS'] } }, false],
    [
      'all filters must hold',
      {},
      { includeOutOfStock: false, filters: { grade: ['A'], capacity: ['256GB'] } },
      false,
    ],
    ['search one term, case-insensitive (Q-058)', {}, { includeOutOfStock: false, search: 'MIDNIGHT' }, true],
    ['search all terms must match', {}, { includeOutOfStock: false, search: 'apple/256GB' }, false],
    ['search terms split on + and /', {}, { includeOutOfStock: false, search: 'apple+128gb/unlocked' }, true],
    ['search matches the item number', {}, { includeOutOfStock: false, search: 'ip13-128' }, true],
    [
      'search matches the group title',
      { skuDescription: 'x', groupItemDescription: 'y' },
      { includeOutOfStock: false, search: 'iphone 13' },
      true,
    ],
    ['search with no match', {}, { includeOutOfStock: false, search: 'samsung' }, false],
  ];
  it.each(rows)('%s', (_name, item, filter, expected) => {
    expect(itemMatchesFilter(aGroup(), anItem(item), filter)).toBe(expected);
  });
});

describe('filterStockGroups', () => {
  it('keeps only matching items and drops empty groups, keeping order', () => {
    const a = anItem({ itemNumber: 'A1', attributes: { grade: 'A' } });
    const b = anItem({ itemNumber: 'B1', attributes: { grade: 'B' } });
    const groups = [
      aGroup({ title: 'G1', items: [a, b] }),
      aGroup({ title: 'G2', items: [b] }),
      aGroup({ title: 'G3', items: [a] }),
    ];
    const out = filterStockGroups(groups, { includeOutOfStock: false, filters: { grade: ['A'] } });
    expect(out.map((g) => [g.title, g.items.map((i) => i.itemNumber)])).toEqual([
      ['G1', ['A1']],
      ['G3', ['A1']],
    ]);
  });

  it('every item of the result passes the predicate and none that passes is lost (invariant)', () => {
    const items = [0, 1, 2, 3, 4, 5].map((n) =>
      anItem({ itemNumber: `N${n}`, quantityAvailable: n % 3, attributes: { grade: n % 2 ? 'A' : 'B' } }),
    );
    const groups = [aGroup({ items })];
    const filter: StockFilter = { includeOutOfStock: false, filters: { grade: ['A'] } };
    const kept = filterStockGroups(groups, filter).flatMap((g) => g.items);
    expect(kept.every((i) => itemMatchesFilter(groups[0]!, i, filter))).toBe(true);
    expect(kept.length).toBe(items.filter((i) => itemMatchesFilter(groups[0]!, i, filter)).length);
  });
});
