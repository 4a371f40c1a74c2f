import { describe, expect, it } from 'vitest';
import {
  counterBounds,
  defaultCounterPrice,
  defaultMinimumQuantity,
  planBulkCounter,
  priceAtPercent,
  validateCounter,
} from './counter.ts';

type O = Parameters<typeof counterBounds>[0];
const offer = (over: Partial<O> = {}): O => ({
  listPrice: 200,
  offerPrice: 150,
  offerQuantity: 10,
  quantityAvailable: 40,
  incrementSize: 1,
  ...over,
});

describe('counterBounds', () => {
  it.each<[string, Partial<O>, Partial<ReturnType<typeof counterBounds>>]>([
    ['whole prices strictly between offer and list', {}, { minPrice: 151, maxPrice: 199, canCounter: true }],
    ['a fractional list price', { listPrice: 199.5, offerPrice: 150.25 }, { minPrice: 151, maxPrice: 199 }],
    ['an offer one below list leaves nothing between', { offerPrice: 199 }, { canCounter: false }],
    [
      'an offer two below list leaves one price',
      { offerPrice: 198 },
      { minPrice: 199, maxPrice: 199, canCounter: true },
    ],
    [
      'quantities in increments',
      { incrementSize: 5, quantityAvailable: 42 },
      { minQuantity: 5, maxQuantity: 40 },
    ],
    ['nothing available', { quantityAvailable: 0 }, { maxQuantity: 0, canCounter: false }],
    ['a zero increment is treated as 1', { incrementSize: 0 }, { minQuantity: 1 }],
  ])('%s', (_label, over, expected) => {
    expect(counterBounds(offer(over))).toMatchObject(expected);
  });
});

describe('defaults', () => {
  it.each<[Partial<O>, number]>([
    [{}, 175],
    [{ listPrice: 101, offerPrice: 100 }, 101],
    [{ listPrice: 102, offerPrice: 100 }, 101],
    [{ listPrice: 100, offerPrice: 97 }, 99],
    [{ listPrice: 10.99, offerPrice: 7 }, 9],
  ])('counter price of %j is %i (halfway, whole, inside the bounds)', (over, expected) => {
    expect(defaultCounterPrice(offer(over))).toBe(expected);
  });

  it.each<[Partial<O>, number]>([
    [{}, 10],
    [{ offerQuantity: 100, quantityAvailable: 40 }, 40],
    [{ incrementSize: 5, offerQuantity: 12 }, 10],
    [{ incrementSize: 5, offerQuantity: 3 }, 5],
  ])('minimum quantity of %j is %i', (over, expected) => {
    expect(defaultMinimumQuantity(offer(over))).toBe(expected);
  });
});

describe('validateCounter', () => {
  const money = (n: number) => `$${n}`;
  it.each<[string, string, string, Record<string, string>]>([
    ['a good counter', '175', '10', {}],
    ['the lowest price', '151', '1', {}],
    ['the highest price and all available', '199', '40', {}],
    [
      'empty fields',
      '',
      ' ',
      { counterPrice: 'Enter a counter price.', minimumCheckoutQuantity: 'Enter a minimum quantity.' },
    ],
    ['a decimal price', '175.5', '10', { counterPrice: 'Enter a whole number.' }],
    ['a negative quantity', '175', '-1', { minimumCheckoutQuantity: 'Enter a whole number.' }],
    ['the offer price itself', '150', '10', { counterPrice: 'Must be more than the offer of $150.' }],
    ['the list price itself', '200', '10', { counterPrice: 'Must be less than the list price of $200.' }],
    ['zero quantity', '175', '0', { minimumCheckoutQuantity: 'Must be at least 1.' }],
    ['more than available', '175', '41', { minimumCheckoutQuantity: 'Only 40 available.' }],
  ])('%s', (_label, price, qty, expected) => {
    expect(validateCounter(offer(), { counterPrice: price, minimumCheckoutQuantity: qty }, money)).toEqual(
      expected,
    );
  });

  it('wants multiples of the increment', () => {
    expect(
      validateCounter(offer({ incrementSize: 5 }), { counterPrice: '175', minimumCheckoutQuantity: '12' }),
    ).toEqual({ minimumCheckoutQuantity: 'Must be a multiple of 5.' });
  });
});

describe('bulk counter at a percentage of list', () => {
  it.each([
    [200, 90, 180],
    [199, 90, 179],
    [10.99, 85, 9],
  ])('%d at %i%% is %i', (list, pct, expected) => {
    expect(priceAtPercent(list, pct)).toBe(expected);
  });

  it('counters each offer at its own price and leaves out those the price does not fit', () => {
    const a = { ...offer({ listPrice: 200, offerPrice: 150 }), id: 'a' };
    const b = { ...offer({ listPrice: 100, offerPrice: 95 }), id: 'b' };
    const c = { ...offer({ listPrice: 300, offerPrice: 200, offerQuantity: 7 }), id: 'c' };
    const plan = planBulkCounter([a, b, c], 90);
    expect(plan.counter.map((x) => [x.offer.id, x.counterPrice, x.minimumCheckoutQuantity])).toEqual([
      ['a', 180, 10],
      ['c', 270, 7],
    ]);
    expect(plan.skipped.map((x) => x.id)).toEqual(['b']);
  });
});
