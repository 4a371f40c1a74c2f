import { describe, expect, it } from 'vitest';
import { groupThousands } from './inputs.ts';

// The limits' messages write numbers as toLocaleString('en-US') does, without calling it while the module loads (P9).
describe('groupThousands', () => {
  it.each([
    0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 2_147_483_647, -1234,
  ])('writes %d as en-US does', (n) => {
    expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});
