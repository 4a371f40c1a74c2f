import { describe, expect, it } from 'vitest';
import { staleKeysFor } from './live-updates.ts';

describe('staleKeysFor (A-029)', () => {
  it('makes the cart query stale on cart.changed', () => {
    expect(staleKeysFor('cart.changed')).toEqual([['stocklist', 'offers']]);
  });
  it('makes the stock list and the cart stale on stock.changed and on resync', () => {
    for (const type of ['stock.changed', 'resync']) {
      expect(staleKeysFor(type)).toEqual([
        ['stocklist', 'items'],
        ['stocklist', 'offers'],
      ]);
    }
  });
  it('ignores events it does not know', () => {
    expect(staleKeysFor('something.else')).toEqual([]);
  });
});
