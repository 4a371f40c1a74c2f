import { describe, expect, it } from 'vitest';
import {
  EMPTY_STOCK_STATE,
  hasStockFilters,
  parseStockUrl,
  reduceStock,
  serializeStockUrl,
  toStockQuery,
} from './stock-url-state.ts';

describe('stock URL state', () => {
  it('reads an empty query as the defaults and writes the defaults as nothing', () => {
    expect(parseStockUrl('')).toEqual(EMPTY_STOCK_STATE);
    expect(serializeStockUrl(EMPTY_STOCK_STATE)).toBe('');
  });

  it('round-trips every field', () => {
    const search = '?q=ipad&warehouse=MIA&category=TAB&stock=out&sort=price&dir=desc&page=3&size=100';
    const state = parseStockUrl(search);
    expect(state).toEqual({
      q: 'ipad',
      warehouse: 'MIA',
      category: 'TAB',
      stock: 'out',
      sort: 'price',
      dir: 'desc',
      page: 3,
      size: 100,
    });
    expect(serializeStockUrl(state)).toBe(search);
  });

  it('ignores nonsense: unknown sort, stock, size, negative page', () => {
    expect(parseStockUrl('?sort=evil&stock=maybe&size=7&page=-2&dir=up')).toEqual(EMPTY_STOCK_STATE);
    expect(parseStockUrl(`?q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('goes back to page 1 on a filter, stock, sort or size change, not on a page change', () => {
    const on3 = { ...EMPTY_STOCK_STATE, page: 3 };
    expect(reduceStock(on3, { type: 'filter', field: 'q', value: 'a' }).page).toBe(1);
    expect(reduceStock(on3, { type: 'stock', value: 'in' })).toMatchObject({ stock: 'in', page: 1 });
    expect(reduceStock(on3, { type: 'size', size: 50 })).toMatchObject({ size: 50, page: 1 });
    expect(reduceStock(on3, { type: 'page', page: 4 }).page).toBe(4);
  });

  it('sorting the sorted column flips the direction; another column sorts ascending', () => {
    const asc = reduceStock(EMPTY_STOCK_STATE, { type: 'sort', sort: 'itemNumber' });
    expect(asc.dir).toBe('desc');
    expect(reduceStock(asc, { type: 'sort', sort: 'quantity' })).toMatchObject({
      sort: 'quantity',
      dir: 'asc',
    });
  });

  it('clears the filters but keeps sort and size', () => {
    const s = {
      ...EMPTY_STOCK_STATE,
      q: 'a',
      warehouse: 'MIA',
      stock: 'in' as const,
      sort: 'price' as const,
      size: 50 as const,
    };
    expect(hasStockFilters(s)).toBe(true);
    const cleared = reduceStock(s, { type: 'clear-filters' });
    expect(hasStockFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({ sort: 'price', size: 50 });
  });

  it('maps to the server query with only the filters that are set', () => {
    expect(toStockQuery({ ...EMPTY_STOCK_STATE, q: ' ipad ', page: 2 })).toEqual({
      q: 'ipad',
      stock: 'all',
      sort: 'itemNumber',
      dir: 'asc',
      page: 2,
      pageSize: 25,
    });
  });
});
