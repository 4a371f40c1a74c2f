import { describe, expect, it } from 'vitest';
import {
  clearAddToExisting,
  clearCheckout,
  parseConfirmationState,
  readAddToExisting,
  readCheckoutIds,
  rememberAddToExisting,
  rememberCheckout,
} from './checkout-storage.ts';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    size: () => data.size,
  };
};

describe('checkout storage (I-004, I-057)', () => {
  it('keeps the ids for a reload of the same warehouse only', () => {
    const store = memory();
    rememberCheckout('MIA', ['a', 'b'], store);
    expect(readCheckoutIds('MIA', store)).toEqual(['a', 'b']);
    expect(readCheckoutIds('TOR', store)).toBeUndefined();
  });

  it('keeps one Idempotency-Key per attempt and starts a new one for other ids', () => {
    const store = memory();
    const first = rememberCheckout('MIA', ['a', 'b'], store);
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(rememberCheckout('MIA', ['a', 'b'], store)).toBe(first);
    expect(rememberCheckout('MIA', ['a'], store)).not.toBe(first);
  });

  it('clears everything after a successful submit', () => {
    const store = memory();
    rememberCheckout('MIA', ['a'], store);
    clearCheckout(store);
    expect(store.size()).toBe(0);
  });

  it('ignores damaged storage', () => {
    const store = memory();
    store.setItem('portico.checkout.warehouseCode', 'MIA');
    store.setItem('portico.checkout.offerIds', '{not json');
    expect(readCheckoutIds('MIA', store)).toBeUndefined();
    store.setItem('portico.checkout.offerIds', '[]');
    expect(readCheckoutIds('MIA', store)).toBeUndefined();
  });
});

describe('add-to-existing-order keys (I-062, I-065)', () => {
  it('stores warehouse, sales order and offer ids, and clears them', () => {
    const store = memory();
    rememberAddToExisting({ warehouseCode: 'MIA', offerIds: ['a'] }, store);
    expect(readAddToExisting(store)).toEqual({ warehouseCode: 'MIA', offerIds: ['a'] });
    rememberAddToExisting({ warehouseCode: 'MIA', offerIds: ['a'], salesOrder: 'PX1' }, store);
    expect(readAddToExisting(store)).toEqual({ warehouseCode: 'MIA', offerIds: ['a'], salesOrder: 'PX1' });
    clearAddToExisting(store);
    expect(readAddToExisting(store)).toBeUndefined();
  });
});

describe('parseConfirmationState (I-066, I-071)', () => {
  it('accepts the checkout’s state and refuses anything else', () => {
    const state = {
      fromCheckout: true,
      typeOfConfirmation: 'HOLD_ORDER',
      paymentMethod: null,
      phonexOrderNumber: 'PXSTKL0000347',
      paymentStatus: null,
    };
    expect(parseConfirmationState(state)).toEqual(state);
    expect(parseConfirmationState(null)).toBeUndefined();
    expect(parseConfirmationState({ ...state, fromCheckout: false })).toBeUndefined();
    expect(parseConfirmationState({ ...state, typeOfConfirmation: 'OTHER' })).toBeUndefined();
    expect(parseConfirmationState({ ...state, phonexOrderNumber: '' })).toBeUndefined();
  });
});
