import { describe, expect, it } from 'vitest';
import { diffOf } from './diff.ts';

describe('diffOf', () => {
  it.each([
    [{ a: 1, b: 2 }, { a: 1, b: 3 }, [{ field: 'b', before: '2', after: '3' }]],
    [null, { email: 'x@y.z' }, [{ field: 'email', before: '—', after: 'x@y.z' }]],
    [{ role: 'OWNER' }, null, [{ field: 'role', before: 'OWNER', after: '—' }]],
    [{ items: [1] }, { items: [2] }, [{ field: 'items', before: '[1]', after: '[2]' }]],
    [{ a: 1 }, { a: 1 }, []],
    [null, null, []],
  ])('%j → %j', (before, after, rows) => {
    expect(diffOf(before, after)).toEqual(rows);
  });
});
