import { describe, expect, it } from 'vitest';
import {
  clampPage,
  EMPTY_INBOX_STATE,
  hasFilters,
  type InboxUrlState,
  parseInboxUrl,
  reduceInbox,
  serializeInboxUrl,
  sortOffers,
  toOffersQuery,
} from './inbox-url-state.ts';

const state = (over: Partial<InboxUrlState>): InboxUrlState => ({ ...EMPTY_INBOX_STATE, ...over });

describe('parseInboxUrl', () => {
  it.each<[string, string, Partial<InboxUrlState>]>([
    ['nothing', '', {}],
    ['a leading ?', '?buyer=dana', { buyer: 'dana' }],
    [
      'all filters',
      'buyer=dana&item=iPhone%2013&warehouse=MIA',
      { buyer: 'dana', item: 'iPhone 13', warehouse: 'MIA' },
    ],
    ['+ as a space', 'item=iPhone+13', { item: 'iPhone 13' }],
    ['trims text', 'buyer=%20dana%20', { buyer: 'dana' }],
    ['a page', 'page=3', { page: 3 }],
    ['page 0 as page 1', 'page=0', { page: 1 }],
    ['a non-numeric page', 'page=abc', { page: 1 }],
    ['a negative page', 'page=-2', { page: 1 }],
    ['a known size', 'size=100', { size: 100 }],
    ['an unknown size', 'size=7', { size: 25 }],
    ['unknown keys ignored', 'foo=bar&buyer=x', { buyer: 'x' }],
    ['a sort', 'sort=percent', { sort: 'percent' }],
    ['an unknown sort as the default', 'sort=price', { sort: 'oldest' }],
  ])('%s', (_label, search, expected) => {
    expect(parseInboxUrl(search)).toEqual(state(expected));
  });

  it('does not throw on a malformed escape', () => {
    expect(() => parseInboxUrl('buyer=%E0%A4%A&page=2')).not.toThrow();
    expect(parseInboxUrl('buyer=%E0%A4%A&page=2').page).toBe(2);
  });

  it('cuts text to the contract caps (200 for buyer and item, 100 for warehouse)', () => {
    const parsed = parseInboxUrl(
      `buyer=${'b'.repeat(250)}&item=${'i'.repeat(250)}&warehouse=${'w'.repeat(150)}`,
    );
    expect(parsed.buyer).toHaveLength(200);
    expect(parsed.item).toHaveLength(200);
    expect(parsed.warehouse).toHaveLength(100);
  });
});

describe('serializeInboxUrl', () => {
  it.each<[string, Partial<InboxUrlState>, string]>([
    ['the empty state', {}, ''],
    [
      'filters in a stable order',
      { warehouse: 'MIA', item: 'pixel', buyer: 'dana' },
      '?buyer=dana&item=pixel&warehouse=MIA',
    ],
    ['page 1 and the default size left out', { buyer: 'x', page: 1, size: 25 }, '?buyer=x'],
    ['a later page and another size', { page: 2, size: 50 }, '?page=2&size=50'],
    ['another sort; the default left out', { sort: 'value' }, '?sort=value'],
    ['blank text left out', { buyer: '   ' }, ''],
    ['special characters encoded', { buyer: 'a&b=c', item: 'x y' }, '?buyer=a%26b%3Dc&item=x+y'],
  ])('%s', (_label, over, expected) => {
    expect(serializeInboxUrl(state(over))).toBe(expected);
  });

  it.each<Partial<InboxUrlState>>([
    {},
    { buyer: 'Dana Reyes', item: 'Galaxy S21 128GB', warehouse: 'MIA', page: 4, size: 100 },
    { buyer: 'o’brien & sons', item: '50% off, #1' },
  ])('round-trips %j', (over) => {
    expect(parseInboxUrl(serializeInboxUrl(state(over)))).toEqual(state(over));
  });
});

describe('reduceInbox', () => {
  const from = state({ buyer: 'dana', item: 'pixel', warehouse: 'MIA', page: 3, size: 50 });

  it.each<[string, Parameters<typeof reduceInbox>[1], Partial<InboxUrlState>]>([
    [
      'a filter change goes back to page 1',
      { type: 'filter', field: 'item', value: 'iphone' },
      { item: 'iphone', page: 1 },
    ],
    [
      'clearing keeps the page size',
      { type: 'clear-filters' },
      { buyer: '', item: '', warehouse: '', page: 1 },
    ],
    ['a page change keeps filters', { type: 'page', page: 5 }, { page: 5 }],
    ['a page below 1 becomes 1', { type: 'page', page: 0 }, { page: 1 }],
    ['a size change goes back to page 1', { type: 'size', size: 100 }, { size: 100, page: 1 }],
    [
      'a sort change goes back to page 1 and keeps filters',
      { type: 'sort', sort: 'newest' },
      { sort: 'newest', page: 1 },
    ],
  ])('%s', (_label, change, expected) => {
    expect(reduceInbox(from, change)).toEqual({ ...from, ...expected });
  });
});

describe('toOffersQuery and hasFilters', () => {
  it('sends only the filters that are set', () => {
    expect(toOffersQuery(state({}))).toEqual({});
    expect(toOffersQuery(state({ buyer: ' dana ', page: 2 }))).toEqual({ buyer: 'dana' });
    expect(toOffersQuery(state({ item: 'x', warehouse: 'MIA' }))).toEqual({ item: 'x', warehouse: 'MIA' });
  });

  it('page and size are not filters', () => {
    expect(hasFilters(state({ page: 3, size: 100 }))).toBe(false);
    expect(hasFilters(state({ warehouse: 'MIA' }))).toBe(true);
  });
});

describe('clampPage', () => {
  it.each([
    [1, 0, 25, 1],
    [3, 60, 25, 3],
    [4, 60, 25, 3],
    [2, 25, 25, 1],
    [0, 10, 25, 1],
  ])('page %i of %i rows at %i a page → %i', (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });
});

describe('sortOffers', () => {
  const o = (
    id: string,
    createdAt: string,
    offerPrice: number,
    listPrice: number,
    offerQuantity: number,
  ) => ({
    offerId: id,
    createdAt,
    offerPrice,
    listPrice,
    offerQuantity,
  });
  const offers = [
    o('a', '2026-11-28T10:00:00Z', 80, 100, 10), // 80%, $800
    o('b', '2026-11-28T09:00:00Z', 95, 100, 2), // 95%, $190
    o('c', '2026-11-28T11:00:00Z', 50, 200, 30), // 25%, $1,500
  ];
  it.each([
    ['oldest', ['b', 'a', 'c']],
    ['newest', ['c', 'a', 'b']],
    ['percent', ['b', 'a', 'c']],
    ['value', ['c', 'a', 'b']],
  ] as const)('%s first', (sort, ids) => {
    expect(sortOffers(offers, sort).map((x) => x.offerId)).toEqual(ids);
  });
});
