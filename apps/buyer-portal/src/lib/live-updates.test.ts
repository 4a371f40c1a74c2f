import { describe, expect, it } from 'vitest';
import { staleKeysFor } from './live-updates.ts';

describe('staleKeysFor (A-029)', () => {
  it('makes the cart settings stale on words.changed: the free-shipping message is in the tenant’s words', () => {
    expect(staleKeysFor('words.changed')).toEqual([['stocklist', 'cart', 'settings']]);
  });
  it('makes the cart query stale on cart.changed', () => {
    expect(staleKeysFor('cart.changed')).toEqual([['stocklist', 'offers']]);
  });
  it('makes the stock list and the cart stale on stock.changed', () => {
    expect(staleKeysFor('stock.changed')).toEqual([
      ['stocklist', 'items'],
      ['stocklist', 'offers'],
    ]);
  });
  it('also makes the orders stale on resync (the stream missed too much)', () => {
    expect(staleKeysFor('resync')).toEqual([
      ['stocklist', 'items'],
      ['stocklist', 'offers'],
      ['orders'],
      ['stocklist', 'cart', 'add-to-existing-order', 'warehouses'],
      ['account', 'pending-documents'],
    ]);
  });
  it('makes the orders, the warehouses with an order to add to and poeData stale on orders.changed (Q-070, G-035, H-001)', () => {
    // A held order may now need proof of export (the dialog opens), a cancelled one no longer does.
    expect(staleKeysFor('orders.changed')).toEqual([
      ['orders'],
      ['stocklist', 'cart', 'add-to-existing-order', 'warehouses'],
      ['account', 'pending-documents'],
    ]);
  });
  it('makes the pending proof-of-export documents stale on documents.changed (H-010: an approval enables PAY AND SHIP NOW)', () => {
    expect(staleKeysFor('documents.changed')).toEqual([['account', 'pending-documents']]);
  });
  it('makes the banners stale on banners.changed (A-036: a banner changed in the console reaches open portals)', () => {
    expect(staleKeysFor('banners.changed')).toEqual([['notification', 'banners']]);
  });
  it('ignores events it does not know', () => {
    expect(staleKeysFor('something.else')).toEqual([]);
  });
});
