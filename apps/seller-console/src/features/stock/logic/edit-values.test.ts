import { describe, expect, it } from 'vitest';
import {
  bigPriceCut,
  changedValues,
  checkEdit,
  PRICE_CAP_ERROR,
  PRICE_ERROR,
  QUANTITY_ERROR,
} from './edit-values.ts';

describe('inline edit rules', () => {
  it.each([
    ['0', '1', { ok: true, quantityAvailable: 0, listPrice: 1 }],
    ['12', '149.99', { ok: true, quantityAvailable: 12, listPrice: 149.99 }],
    [' 7 ', '1,250.5', { ok: true, quantityAvailable: 7, listPrice: 1250.5 }],
    // Thousands written as the upload takes them.
    ['1,000', '10', { ok: true, quantityAvailable: 1000, listPrice: 10 }],
    ['1,00', '10', { ok: false, quantityError: QUANTITY_ERROR }],
    ['-1', '10', { ok: false, quantityError: QUANTITY_ERROR }],
    ['1.5', '10', { ok: false, quantityError: QUANTITY_ERROR }],
    ['', '10', { ok: false, quantityError: QUANTITY_ERROR }],
    ['1', '0', { ok: false, priceError: PRICE_ERROR }],
    ['1', '1.234', { ok: false, priceError: PRICE_ERROR }],
    ['1', 'abc', { ok: false, priceError: PRICE_ERROR }],
    // The server's limit (contract MONEY_MAX): the price fits an integer column in minor units.
    ['1', '10,000,000', { ok: true, quantityAvailable: 1, listPrice: 10_000_000 }],
    ['1', '10000000.01', { ok: false, priceError: PRICE_CAP_ERROR }],
    ['1', '20000000', { ok: false, priceError: PRICE_CAP_ERROR }],
    ['x', '', { ok: false, quantityError: QUANTITY_ERROR, priceError: PRICE_ERROR }],
  ])('quantity %j, price %j', (quantity, price, expected) => {
    expect(checkEdit({ quantity, price })).toEqual(expected);
  });

  it('sends only what changed', () => {
    const before = { quantityAvailable: 5, listPrice: 10.1 };
    expect(changedValues(before, { quantityAvailable: 5, listPrice: 10.1 })).toBeUndefined();
    expect(changedValues(before, { quantityAvailable: 6, listPrice: 10.1 })).toEqual({
      quantityAvailable: 6,
    });
    expect(changedValues(before, { quantityAvailable: 5, listPrice: 9 })).toEqual({ listPrice: 9 });
  });

  it.each([
    [114, 90, null],
    [114, 80, 30],
    [114, 62, 46],
    [100, 1, 99],
    [100, 150, null],
  ])('a list price of %d lowered to %d is a big cut of %j%%', (before, after, expected) => {
    expect(bigPriceCut(before, after)).toBe(expected);
  });
});
