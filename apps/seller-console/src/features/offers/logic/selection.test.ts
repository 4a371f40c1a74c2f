import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  headerState,
  prune,
  selectAll,
  selectedInOrder,
  toggle,
  toggleAll,
} from './selection.ts';

const set = (...ids: string[]) => new Set(ids);

describe('selection', () => {
  it('toggles one row on and off', () => {
    const once = toggle(EMPTY_SELECTION, 'a');
    expect([...once]).toEqual(['a']);
    expect([...toggle(once, 'a')]).toEqual([]);
    expect(EMPTY_SELECTION.size).toBe(0);
  });

  it.each<[string, string[], string[], string[]]>([
    ['none selected → all of the page', [], ['a', 'b'], ['a', 'b']],
    ['some selected → all of the page', ['a'], ['a', 'b'], ['a', 'b']],
    ['all selected → none of the page', ['a', 'b'], ['a', 'b'], []],
    ['rows of other pages are kept', ['x', 'a', 'b'], ['a', 'b'], ['x']],
    ['an empty page changes nothing', ['x'], [], ['x']],
  ])('toggleAll: %s', (_label, before, page, after) => {
    expect([...toggleAll(set(...before), page)].sort()).toEqual(after.sort());
  });

  it('selectAll takes every id', () => {
    expect([...selectAll(['a', 'b', 'c'])]).toEqual(['a', 'b', 'c']);
  });

  it.each<[string[], string[], string[]]>([
    [
      ['a', 'b'],
      ['a', 'b', 'c'],
      ['a', 'b'],
    ],
    [['a', 'gone'], ['a', 'b'], ['a']],
    [['gone'], [], []],
  ])('prune %j to %j → %j', (before, present, after) => {
    expect([...prune(set(...before), present)]).toEqual(after);
  });

  it('prune answers the same object when nothing left', () => {
    const s = set('a');
    expect(prune(s, ['a', 'b'])).toBe(s);
  });

  it.each<[string[], string[], string]>([
    [[], ['a', 'b'], 'none'],
    [['a'], ['a', 'b'], 'some'],
    [['a', 'b'], ['a', 'b'], 'all'],
    [['x'], ['a', 'b'], 'none'],
    [[], [], 'none'],
  ])('headerState of %j on page %j is %s', (selected, page, expected) => {
    expect(headerState(set(...selected), page)).toBe(expected);
  });

  it('lists the selection in table order', () => {
    expect(selectedInOrder(set('c', 'a'), ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });
});
