import { describe, expect, it } from 'vitest';
import { planNavigation } from './filter-actions.ts';
import { parseStockUrl, type StockUrlState, serializeStockUrl } from './url-state.ts';

const levels: string[] = [];
const at = (search: string): StockUrlState => parseStockUrl(search);

describe('planNavigation (C-031: a filter change pushes one history entry)', () => {
  it('navigates to the new search', () => {
    const plan = planNavigation(
      null,
      '?q=a',
      at('?q=a'),
      levels,
      { type: 'setSearch', search: 'b' },
      serializeStockUrl,
    );
    expect(plan?.to).toBe(serializeStockUrl({ ...at('?q=a'), search: 'b' }, levels));
  });

  it('does nothing when the search is already the one shown', () => {
    expect(
      planNavigation(null, '?q=a', at('?q=a'), levels, { type: 'setSearch', search: 'a' }, serializeStockUrl),
    ).toBeNull();
  });

  it('does not push the same search twice while the first navigation has not rendered (Enter, then the typing pause)', () => {
    const first = planNavigation(
      null,
      '?q=a',
      at('?q=a'),
      levels,
      { type: 'setSearch', search: 'b' },
      serializeStockUrl,
    );
    const again = planNavigation(
      first,
      '?q=a',
      at('?q=a'),
      levels,
      { type: 'setSearch', search: 'b' },
      serializeStockUrl,
    );
    expect(again).toBeNull();
  });

  it('builds a second, different change on the state the first one asked for', () => {
    const first = planNavigation(
      null,
      '',
      at(''),
      levels,
      { type: 'setSearch', search: 'b' },
      serializeStockUrl,
    );
    const second = planNavigation(
      first,
      '',
      at(''),
      levels,
      { type: 'setIncludeOutOfStock', includeOutOfStock: true },
      serializeStockUrl,
    );
    expect(second?.state).toMatchObject({ search: 'b', includeOutOfStock: true });
  });
});
