import { describe, expect, it } from 'vitest';
import { groupThousands } from './inputs.ts';
import { DeskQuoteBody } from './order-desk.ts';

// The limits' messages write numbers as toLocaleString('en-US') does, without calling it while the module loads (P9).
describe('groupThousands', () => {
  it.each([
    0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 2_147_483_647, -1234,
  ])('writes %d as en-US does', (n) => {
    expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('a freight quote (the desk): 0 or more, in the form’s words', () => {
  const message = (freight: number) => {
    const r = DeskQuoteBody.safeParse({ version: 1, freight });
    return r.success ? null : r.error.issues[0]?.message;
  };
  it('names the bound it passes, never a negative range', () => {
    expect(message(80)).toBeNull();
    expect(message(0)).toBeNull();
    expect(message(-1)).toBe('Enter 0 or more');
    expect(message(20_000_000)).toBe('Enter 10,000,000 or less');
    expect(message(12.345)).toBe('Use at most 2 decimals');
  });
});
