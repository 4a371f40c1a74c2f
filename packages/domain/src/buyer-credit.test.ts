import { describe, expect, it } from 'vitest';
import { buyerCreditLimit } from './buyer-credit.ts';

describe('buyerCreditLimit', () => {
  it.each([
    // method limit, buyer limit, effective
    [null, null, null],
    [null, 500_00, null],
    [2_500_000, null, 2_500_000],
    [2_500_000, 1_000_000, 1_000_000],
    [1_000_000, 2_500_000, 1_000_000],
    [2_500_000, 0, 0],
  ] as const)('method %s, buyer %s → %s', (method, buyer, effective) => {
    expect(buyerCreditLimit(method, buyer)).toBe(effective);
  });
});
