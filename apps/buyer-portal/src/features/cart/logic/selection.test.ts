import type { OfferStatus } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { groupCart, sectionKey } from './cart-lines.ts';
import {
  EMPTY_SELECTION,
  reconcileFilters,
  reconcileSelection,
  scopeOf,
  selectAllState,
  selectByStatus,
  selectedOf,
  toggleAll,
  toggleFilter,
  toggleOne,
} from './selection.ts';
import { line } from './test-builders.ts';

const tab1 = { offerState: 'AWAITING_BUYER_REVIEW' as const };
const offers = {
  a: line('a'),
  b: line('b', { quantityAvailable: 0 }, { offerStatus: 'OUT_OF_STOCK' }),
  c: line('c', {}, { offerStatus: 'ACCEPTED' }),
  d: line('d', {}, { ...tab1, offerStatus: 'COUNTERED' }),
  e: line('e', {}, { offerState: 'AWAITING_TENANT_REVIEW', offerStatus: 'PENDING_ACCEPTANCE' }),
};
const ids = (s: ReadonlySet<string>) => [...s].sort();

describe('selection reconcile (G-036…G-038, G-066, G-068)', () => {
  it('tab 0 lines with stock start selected; tab 1, tab 2 and no-stock lines do not', () => {
    const sel = reconcileSelection(EMPTY_SELECTION, groupCart(offers));
    expect(ids(sel.selected)).toEqual(['a', 'c']);
  });

  it('keeps the user’s choice across a refetch and answers the same object when nothing changed', () => {
    const view = groupCart(offers);
    const first = reconcileSelection(EMPTY_SELECTION, view);
    const cleared = { ...first, selected: new Set<string>() };
    const again = reconcileSelection(cleared, groupCart({ ...offers }));
    expect(again).toBe(cleared);
  });

  it('a line new on tab 0, or moved there, starts selected; a line moved away or gone is deselected', () => {
    const first = reconcileSelection(EMPTY_SELECTION, groupCart(offers));
    const withD = { ...first, selected: new Set([...first.selected, 'd']) };
    const { a: _gone, ...rest } = offers;
    const moved = {
      ...rest,
      d: line('d', {}, { offerStatus: 'COUNTERED', offerState: 'READY_TO_CHECKOUT' }),
      f: line('f'),
    };
    const next = reconcileSelection(withD, groupCart(moved));
    expect(ids(next.selected)).toEqual(['c', 'd', 'f']);
  });

  it('a line that runs out of stock is deselected and stays so when restocked', () => {
    const first = reconcileSelection(EMPTY_SELECTION, groupCart(offers));
    const out = reconcileSelection(first, groupCart({ ...offers, a: line('a', { quantityAvailable: 0 }) }));
    expect(out.selected.has('a')).toBe(false);
    const back = reconcileSelection(out, groupCart(offers));
    expect(back.selected.has('a')).toBe(false);
  });
});

describe('select all (G-027, G-028, G-031)', () => {
  const section = groupCart(offers)[0][0]!;
  const none = new Set<string>();
  it.each([
    ['nothing selected', [], none, { checked: false, indeterminate: false, disabled: false }],
    ['some selected', [], new Set(['a']), { checked: false, indeterminate: true, disabled: false }],
    [
      'all eligible selected',
      [],
      new Set(['a', 'c']),
      { checked: true, indeterminate: false, disabled: false },
    ],
    [
      'filter narrows to selected',
      ['ACCEPTED'],
      new Set(['c']),
      { checked: true, indeterminate: false, disabled: false },
    ],
    [
      'filter on an unselectable status',
      ['OUT_OF_STOCK'],
      none,
      { checked: false, indeterminate: false, disabled: true },
    ],
  ] as [string, OfferStatus[], Set<string>, object][])('%s', (_, filter, selected, expected) => {
    expect(selectAllState(section, filter, selected)).toEqual(expected);
  });

  it('toggles all eligible on, then off; keeps other sections', () => {
    const on = toggleAll(section, [], new Set(['zz']));
    expect(ids(on)).toEqual(['a', 'c', 'zz']);
    expect(ids(toggleAll(section, [], on))).toEqual(['zz']);
    expect(ids(toggleAll(section, ['ACCEPTED'], new Set()))).toEqual(['c']);
  });

  it('selects by status', () => {
    expect(ids(selectByStatus(section, [], new Set(['a']), 'ACCEPTED'))).toEqual(['c']);
    expect(ids(selectByStatus(section, [], new Set(), 'all'))).toEqual(['a', 'c']);
    expect(ids(selectByStatus(section, [], new Set(['a', 'c', 'x']), 'none'))).toEqual(['x']);
    expect(ids(selectByStatus(section, [], new Set(), 'OUT_OF_STOCK'))).toEqual([]);
  });

  it('one checkbox toggles; an out-of-stock line cannot be selected (G-037)', () => {
    expect(ids(toggleOne(new Set(), offers.a))).toEqual(['a']);
    expect(ids(toggleOne(new Set(['a']), offers.a))).toEqual([]);
    expect(ids(toggleOne(new Set(), offers.b))).toEqual([]);
  });

  it('filters narrow what is selected, moved or deleted (G-031)', () => {
    const selected = new Set(['a', 'b', 'c']);
    expect(selectedOf(section, [], selected).map((l) => l.stocklistOffer.offerId)).toEqual(['a', 'c']);
    expect(selectedOf(section, ['BUY_AT_LIST'], selected).map((l) => l.stocklistOffer.offerId)).toEqual([
      'a',
    ]);
    expect(scopeOf(section, []).length).toBe(3);
    expect(scopeOf(section, ['OUT_OF_STOCK', 'ACCEPTED']).map((l) => l.stocklistOffer.offerId)).toEqual(
      ['c', 'b'].sort(),
    );
  });
});

describe('status filter chips (G-026, G-068)', () => {
  it.each([
    [[], 'ACCEPTED', ['ACCEPTED']],
    [['ACCEPTED'], 'ACCEPTED', []],
    [['ACCEPTED'], 'BUY_AT_LIST', ['ACCEPTED', 'BUY_AT_LIST']],
  ] as [OfferStatus[], OfferStatus, OfferStatus[]][])('%j toggle %s → %j', (filter, status, expected) => {
    expect(toggleFilter(filter, status)).toEqual(expected);
  });

  it('drops statuses no longer present and sections gone', () => {
    const view = groupCart(offers);
    const key = sectionKey(0, 'MIA');
    const filters = {
      [key]: ['ACCEPTED', 'COUNTERED'] as OfferStatus[],
      '0:GONE': ['ACCEPTED'] as OfferStatus[],
    };
    expect(reconcileFilters(filters, view)).toEqual({ [key]: ['ACCEPTED'] });
    const stable = { [key]: ['ACCEPTED'] as OfferStatus[] };
    expect(reconcileFilters(stable, view)).toBe(stable);
  });
});
