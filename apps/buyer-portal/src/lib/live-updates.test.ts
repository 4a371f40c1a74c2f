import type { SaasConfig } from '@portico/contract';
import { describe, expect, it, vi } from 'vitest';
import { followPublishedConfig, staleKeysFor } from './live-updates.ts';
import { siteConfigStore } from './site-config.ts';

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
  it('makes the stock list settings stale on stocklist-settings.changed (C-056: the seller relabelled the stock list)', () => {
    expect(staleKeysFor('stocklist-settings.changed')).toEqual([['stocklist', 'stocklist', 'settings']]);
  });
  it('makes the cart settings stale on cart-settings.changed (the seller rewrote the schedule note)', () => {
    expect(staleKeysFor('cart-settings.changed')).toEqual([['stocklist', 'cart', 'settings']]);
  });
  it('ignores events it does not know', () => {
    expect(staleKeysFor('something.else')).toEqual([]);
  });
});

describe('followPublishedConfig (A-006, A-010)', () => {
  const publish = (language: string) => async () => {
    siteConfigStore.set({ ...(siteConfigStore.get() ?? {}), language } as SaasConfig);
  };
  it('reads the words again when the published language differs from the one shown', async () => {
    siteConfigStore.set({ language: 'en' } as SaasConfig);
    const words = vi.fn(async () => {});
    await followPublishedConfig(publish('es'), words);
    expect(words).toHaveBeenCalledTimes(1);
  });
  it('leaves the words alone when only the brand changed', async () => {
    siteConfigStore.set({ language: 'es' } as SaasConfig);
    const words = vi.fn(async () => {});
    await followPublishedConfig(publish('es'), words);
    expect(words).not.toHaveBeenCalled();
  });
  it('makes the cart settings stale: the free-shipping message follows the language and currency', () => {
    expect(staleKeysFor('config.changed')).toEqual([['stocklist', 'cart', 'settings']]);
  });
});
