import { describe, expect, it } from 'vitest';
import { newestFirst } from './order-timeline.ts';

describe('newestFirst: both sides read an order history the same way round', () => {
  const e = (id: string, at: string) => ({ id, at });
  it.each([
    ['empty', [], []],
    ['oldest first in', [e('a', '2026-11-01T10:00:00Z'), e('b', '2026-11-02T10:00:00Z')], ['b', 'a']],
    ['already newest first', [e('b', '2026-11-02T10:00:00Z'), e('a', '2026-11-01T10:00:00Z')], ['b', 'a']],
    // Rows of one transaction share their time: the one written later (later in the read) is the newer.
    [
      'same instant',
      [e('a', '2026-11-01T10:00:00Z'), e('b', '2026-11-01T10:00:00Z'), e('c', '2026-11-01T09:00:00Z')],
      ['b', 'a', 'c'],
    ],
    // Times from different writers may carry different fractions: compared as instants, not as text.
    ['fractions', [e('a', '2026-11-01T10:00:00.5Z'), e('b', '2026-11-01T10:00:00.25Z')], ['a', 'b']],
  ])('%s', (_name, entries, ids) => {
    const input = [...entries];
    expect(newestFirst(entries).map((x) => x.id)).toEqual(ids);
    expect(entries).toEqual(input);
  });
});
