import type { ItemGroup } from '@portico/contract';
import { filterStockGroups, matchesSearch } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import {
  activeChips,
  applyFilterAction,
  effectiveState,
  exportFilters,
  removeChip,
} from './filter-actions.ts';
import {
  buildStockIndex,
  computeStockView,
  defaultWarehouseGroup,
  searchHaystack,
  searchTerms,
} from './stock-view.ts';
import { aGroup, aStockItem, aWarehouseGroup, someSettings } from './test-builders.ts';
import { EMPTY_URL_STATE, parseStockUrl, type StockUrlState } from './url-state.ts';

const item = (n: string, attrs: Record<string, string>, more: Parameters<typeof aStockItem>[0] = {}) =>
  aStockItem({
    itemNumber: n,
    skuDescription: `${attrs.manufacturer ?? ''} ${n} ${attrs.capacity ?? ''} ${attrs.grade ?? ''}`.trim(),
    groupItemDescription: attrs.capacity ?? '',
    attributes: { category: 'Phones', ...attrs },
    ...more,
  });

/** Apple and Samsung phones in MIA and LAX, a tablet, one out-of-stock item. */
function fixture(): ItemGroup[] {
  return [
    aGroup(
      [
        item('IP13-64-A', { manufacturer: 'Apple', capacity: '64GB', grade: 'A' }),
        item('IP13-128-A', { manufacturer: 'Apple', capacity: '128GB', grade: 'A' }),
      ],
      { title: 'Apple iPhone 13' },
    ),
    aGroup([item('IP13-64-B', { manufacturer: 'Apple', capacity: '64GB', grade: 'B' })], {
      title: 'Apple iPhone 13',
    }),
    aGroup(
      [item('S22-128-A', { manufacturer: 'Samsung', capacity: '128GB', grade: 'A' }, { warehouse: 'LAX' })],
      { title: 'Samsung Galaxy S22', wareHouse: 'LAX' },
    ),
    aGroup(
      [
        item(
          'S22-256-C',
          { manufacturer: 'Samsung', capacity: '256GB', grade: 'C' },
          { quantityAvailable: 0 },
        ),
      ],
      { title: 'Samsung Galaxy S22' },
    ),
    aGroup(
      [item('IPAD9-64-A', { manufacturer: 'Apple', capacity: '64GB', grade: 'A', category: 'Tablets' })],
      { title: 'Apple iPad 9', category: 'Tablets' },
    ),
  ];
}

const settings = someSettings();
const index = buildStockIndex(fixture(), settings);
const view = (search: string) => computeStockView(index, settings, parseStockUrl(search));
const numbers = (v: ReturnType<typeof view>) => v.groups.flatMap((g) => g.items.map((i) => i.itemNumber));

describe('stock list load (C-021…C-029)', () => {
  it('C-022: the default warehouse group is the lowest select order among groups with items', () => {
    const groups = [
      aWarehouseGroup({
        warehouseGroupName: 'Empty',
        warehouseGroupSelectOrder: 0,
        warehouses: [{ warehouseId: 'NYC', warehouseLabel: 'NY' }],
      }),
      aWarehouseGroup({
        warehouseGroupName: 'Second',
        warehouseGroupSelectOrder: 5,
        warehouses: [{ warehouseId: 'LAX', warehouseLabel: 'LA' }],
      }),
      aWarehouseGroup({
        warehouseGroupName: 'First',
        warehouseGroupSelectOrder: 2,
        warehouses: [{ warehouseId: 'MIA', warehouseLabel: 'Miami' }],
      }),
    ];
    expect(defaultWarehouseGroup(buildStockIndex(fixture(), { warehouseGroups: groups }), 'harbor')).toBe(
      'First',
    );
  });

  it('C-023 (reading 1): when orders are not all defined, the main participant is preferred', () => {
    const groups = [
      aWarehouseGroup({
        warehouseGroupName: 'Network',
        pxnParticipantId: 'other',
        warehouseGroupSelectOrder: 1,
        warehouses: [{ warehouseId: 'LAX', warehouseLabel: 'LA' }],
      }),
      aWarehouseGroup({
        warehouseGroupName: 'Main',
        pxnParticipantId: 'harbor',
        warehouseGroupSelectOrder: null,
        warehouses: [{ warehouseId: 'MIA', warehouseLabel: 'Miami' }],
      }),
    ];
    expect(defaultWarehouseGroup(buildStockIndex(fixture(), { warehouseGroups: groups }), 'harbor')).toBe(
      'Main',
    );
  });

  it('C-024: the default category is the first having in-stock priced items', () => {
    expect(view('').category).toBe('Phones');
    const tabletsFirst = someSettings({ category: ['Watches', 'Tablets', 'Phones'] });
    expect(computeStockView(index, tabletsFirst, EMPTY_URL_STATE).category).toBe('Tablets');
    const unpriced = buildStockIndex(
      [
        aGroup([item('W1', { category: 'Watches' }, { listPrice: 0 })], { category: 'Watches' }),
        ...fixture(),
      ],
      tabletsFirst,
    );
    expect(computeStockView(unpriced, tabletsFirst, EMPTY_URL_STATE).category).toBe('Tablets');
  });

  it('C-010: out-of-stock items only with the switch on', () => {
    expect(numbers(view(''))).toEqual(['IP13-64-A', 'IP13-128-A', 'IP13-64-B', 'S22-128-A']);
    expect(numbers(view('?includeOutOfStock=true'))).toContain('S22-256-C');
  });

  it('C-021 step 4: URL filters apply on top of the defaults', () => {
    expect(numbers(view('?category=Tablets'))).toEqual(['IPAD9-64-A']);
    // A category typed or linked in another case is that category (not silently the default).
    expect(view('?category=TABLETS').category).toBe('Tablets');
    expect(view('?category=tablets').category).toBe('Tablets');
    expect(numbers(view('?warehouse=LAX'))).toEqual(['S22-128-A']);
    expect(numbers(view('?grade=B'))).toEqual(['IP13-64-B']);
    expect(numbers(view('?manufacturer=Apple&capacity=64GB'))).toEqual(['IP13-64-A', 'IP13-64-B']);
    expect(numbers(view('?capacity=64GB,128GB&grade=A'))).toEqual(['IP13-64-A', 'IP13-128-A', 'S22-128-A']);
  });

  it('cards list only their matching items, in the stock order', () => {
    const v = view('?capacity=128GB');
    expect(v.groups.map((g) => [g.group.title, g.items.length])).toEqual([
      ['Apple iPhone 13', 1],
      ['Samsung Galaxy S22', 1],
    ]);
    expect(v.itemCount).toBe(2);
  });

  it('an unknown category or group falls back to the defaults', () => {
    expect(view('?category=Nope').category).toBe('Phones');
    expect(view('?warehouseGroup=Nope').warehouseGroup).toBe('Harbor');
  });

  it('C-027: filter values with no remaining items are dropped', () => {
    const v = view('?manufacturer=Samsung&grade=B,A');
    expect(v.attributes).toEqual({ manufacturer: ['Samsung'], grade: ['A'] });
    expect(numbers(v)).toEqual(['S22-128-A']);
    expect(view('?warehouse=NYC,LAX').warehouses).toEqual(['LAX']);
  });

  it('C-028: filtering falls back level by level until results are found', () => {
    // grade=C exists only out of stock: the grade level is dropped, capacity stays.
    const v = view('?capacity=256GB&grade=C');
    expect(v.attributes).toEqual({});
    const w = view('?warehouse=LAX&manufacturer=Apple');
    expect(w.attributes).toEqual({});
    expect(numbers(w)).toEqual(['S22-128-A']);
  });

  it('facet counts: categories, warehouses and each level given the levels above it', () => {
    const v = view('?manufacturer=Apple');
    expect(v.categories).toEqual([
      { value: 'Phones', count: 4, selected: true },
      { value: 'Tablets', count: 1, selected: false },
    ]);
    expect(v.warehouseFacets).toEqual([
      { value: 'MIA', count: 3, selected: false },
      { value: 'LAX', count: 0, selected: false },
    ]);
    expect(v.levelFacets).toEqual([
      {
        attribute: 'manufacturer',
        values: [
          { value: 'Apple', count: 3, selected: true },
          { value: 'Samsung', count: 1, selected: false },
        ],
      },
      // capacity is AlphanumericAsNumeric.
      {
        attribute: 'capacity',
        values: [
          { value: '64GB', count: 2, selected: false },
          { value: '128GB', count: 1, selected: false },
        ],
      },
      {
        attribute: 'grade',
        values: [
          { value: 'A', count: 2, selected: false },
          { value: 'B', count: 1, selected: false },
        ],
      },
    ]);
  });

  it("searchLevels may include 'warehouse'", () => {
    const s = someSettings({ searchLevels: { Phones: ['warehouse', 'grade'] } });
    const v = computeStockView(index, s, parseStockUrl('?warehouse=MIA'));
    expect(v.levelFacets[0]).toEqual({
      attribute: 'warehouse',
      values: [
        { value: 'LAX', count: 1, selected: false },
        { value: 'MIA', count: 3, selected: true },
      ],
    });
  });

  it.each([
    ['iphone', ['IP13-64-A', 'IP13-128-A', 'IP13-64-B']],
    ['apple/128', ['IP13-128-A']],
    ['apple+64gb+64-b', ['IP13-64-B']],
    ['SAMSUNG', ['S22-128-A']],
    ['nothing', []],
    [' / + ', ['IP13-64-A', 'IP13-128-A', 'IP13-64-B', 'S22-128-A']],
  ])("C-031 / Q-058: search '%s' (split on / and +, all terms)", (q, expected) => {
    expect(numbers(view(`?q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('search terms', () => {
    expect(searchTerms(' iPhone 13 / 128GB+Black ')).toEqual(['iphone 13', '128gb', 'black']);
  });
});

describe('filter changes (C-017, C-025, C-026, C-029)', () => {
  const levels = ['manufacturer', 'capacity', 'grade'];
  const state: StockUrlState = {
    warehouseGroup: 'Harbor',
    category: 'Phones',
    warehouses: ['MIA'],
    attributes: { manufacturer: ['Apple'], capacity: ['64GB'], grade: ['A'] },
    includeOutOfStock: true,
    search: 'iphone',
  };

  it('C-025: changing the category resets the attribute levels', () => {
    expect(applyFilterAction(state, levels, { type: 'setCategory', category: 'Tablets' })).toEqual({
      ...state,
      category: 'Tablets',
      attributes: {},
    });
    expect(applyFilterAction(state, levels, { type: 'setCategory', category: 'Phones' })).toBe(state);
  });

  it('C-026: changing a higher level clears the lower ones', () => {
    expect(
      applyFilterAction(state, levels, {
        type: 'toggleAttribute',
        attribute: 'manufacturer',
        value: 'Samsung',
      }).attributes,
    ).toEqual({
      manufacturer: ['Apple', 'Samsung'],
    });
    expect(
      applyFilterAction(state, levels, { type: 'toggleAttribute', attribute: 'capacity', value: '64GB' })
        .attributes,
    ).toEqual({
      manufacturer: ['Apple'],
    });
    expect(
      applyFilterAction(state, levels, { type: 'toggleAttribute', attribute: 'grade', value: 'B' })
        .attributes,
    ).toEqual({
      manufacturer: ['Apple'],
      capacity: ['64GB'],
      grade: ['A', 'B'],
    });
  });

  it('C-029: switching the warehouse group resets the filters', () => {
    expect(
      applyFilterAction(state, levels, { type: 'setWarehouseGroup', warehouseGroup: 'Network' }),
    ).toEqual({
      ...state,
      warehouseGroup: 'Network',
      category: undefined,
      warehouses: [],
      attributes: {},
    });
  });

  it('warehouses toggle; the switch and search are set', () => {
    expect(
      applyFilterAction(state, levels, { type: 'toggleWarehouse', warehouse: 'LAX' }).warehouses,
    ).toEqual(['MIA', 'LAX']);
    expect(
      applyFilterAction(state, levels, { type: 'toggleWarehouse', warehouse: 'MIA' }).warehouses,
    ).toEqual([]);
    expect(
      applyFilterAction(state, levels, { type: 'setIncludeOutOfStock', includeOutOfStock: false })
        .includeOutOfStock,
    ).toBe(false);
    expect(applyFilterAction(state, levels, { type: 'setSearch', search: 'x' }).search).toBe('x');
  });

  it('C-009: Clear resets every filter but keeps the warehouse group', () => {
    expect(applyFilterAction(state, levels, { type: 'clear' })).toEqual({
      ...EMPTY_URL_STATE,
      warehouseGroup: 'Harbor',
    });
  });

  it('C-017: chips for each active value, removable one by one', () => {
    const chips = activeChips(state, levels);
    expect(chips).toEqual([
      { kind: 'warehouse', value: 'MIA' },
      { kind: 'attribute', attribute: 'manufacturer', value: 'Apple' },
      { kind: 'attribute', attribute: 'capacity', value: '64GB' },
      { kind: 'attribute', attribute: 'grade', value: 'A' },
      { kind: 'includeOutOfStock' },
      { kind: 'search', value: 'iphone' },
    ]);
    expect(
      removeChip(state, levels, { kind: 'attribute', attribute: 'grade', value: 'A' }).attributes,
    ).toEqual({ manufacturer: ['Apple'], capacity: ['64GB'] });
    expect(removeChip(state, levels, { kind: 'search', value: 'iphone' }).search).toBe('');
    expect(removeChip(state, levels, { kind: 'includeOutOfStock' }).includeOutOfStock).toBe(false);
  });

  it('changes start from the filters in effect, so dropped values leave the URL', () => {
    const url = parseStockUrl('?manufacturer=Samsung&grade=B,A');
    const v = computeStockView(index, settings, url);
    expect(effectiveState(url, v)).toEqual({
      ...EMPTY_URL_STATE,
      warehouseGroup: 'Harbor',
      category: 'Phones',
      attributes: { manufacturer: ['Samsung'], grade: ['A'] },
    });
  });

  it('C-061: export filters of the set on screen', () => {
    expect(exportFilters(state, ['MIA', 'LAX'])).toEqual({
      category: ['Phones'],
      warehouse: ['MIA'],
      manufacturer: ['Apple'],
      capacity: ['64GB'],
      grade: ['A'],
    });
    expect(exportFilters({ ...EMPTY_URL_STATE, category: 'Phones' }, ['MIA', 'LAX'])).toEqual({
      category: ['Phones'],
      warehouse: ['MIA', 'LAX'],
    });
  });
});

describe("'warehouse' as a search level", () => {
  it('toggling it clears the levels below', () => {
    const levels = ['warehouse', 'grade'];
    const state = { ...EMPTY_URL_STATE, warehouses: ['MIA'], attributes: { grade: ['A'] } };
    expect(
      applyFilterAction(state, levels, { type: 'toggleAttribute', attribute: 'warehouse', value: 'LAX' }),
    ).toEqual({
      ...EMPTY_URL_STATE,
      warehouses: ['MIA', 'LAX'],
      attributes: {},
    });
  });
});

describe('C-061: the export filter selects exactly the items on screen', () => {
  it.each([
    '',
    '?includeOutOfStock=true',
    '?category=Tablets',
    '?warehouse=LAX',
    '?manufacturer=Apple&capacity=64GB',
    '?q=apple%2F128',
    '?capacity=256GB&grade=C&includeOutOfStock=true',
  ])('%s', (search) => {
    const url = parseStockUrl(search);
    const v = computeStockView(index, settings, url);
    const state = effectiveState(url, v);
    const exported = filterStockGroups(fixture(), {
      includeOutOfStock: state.includeOutOfStock,
      filters: exportFilters(
        state,
        v.warehouseFacets.map((f) => f.value),
      ),
      search: state.search,
    });
    expect(exported.flatMap((g) => g.items.map((i) => i.itemNumber))).toEqual(numbers(v));
  });
});

describe('Q-058: the cached search text is the domain predicate', () => {
  it.each([
    ['iphone'],
    ['apple', '128'],
    ['ip13-64-b'],
    ['galaxy s22', 'c'],
    ['nothing'],
    ['\n'],
  ])('terms %j', (...terms) => {
    for (const rows of index.rowsByWarehouseGroup.values()) {
      for (const r of rows) {
        const text = searchHaystack(r.group, r.item);
        expect(terms.every((t) => text.includes(t))).toBe(matchesSearch(r.group, r.item, terms));
      }
    }
  });
});
