import { describe, expect, it } from 'vitest';
import {
  assertMinor,
  currencySymbol,
  formatMoney,
  formatPercent,
  majorToMinor,
  minorPerMajor,
  minorToMajor,
  multiplyMinor,
  percentOf,
  roundHalfAwayFromZero,
} from './money.ts';
import { toMajor, toMinor } from './offer-rules.ts';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [0.5, 1],
    [-0.5, -1],
    [2.4999, 2],
    [-2.4999, -2],
    [2.5001, 3],
    [0, 0],
    [-0, 0],
    [-0.4, 0],
    [7, 7],
  ])('%d → %d', (value, expected) => {
    expect(Object.is(roundHalfAwayFromZero(value), expected)).toBe(true);
  });

  it('refuses NaN and infinities', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('majorToMinor / minorToMajor at a precision (A-012)', () => {
  it.each([
    // half cents, where binary floats misround (1.005 is stored as 1.00499…)
    [1.005, 2, 101],
    [1.015, 2, 102],
    [2.675, 2, 268],
    [-1.005, 2, -101],
    [0.125, 2, 13],
    [19.99, 2, 1999],
    [1e-7, 2, 0],
    // precision 0 (e.g. JPY): whole units, halves away from zero
    [12.5, 0, 13],
    [12.49, 0, 12],
    [-12.5, 0, -13],
    // precision 3 (e.g. KWD, BHD)
    [1.0005, 3, 1001],
    [1.2345, 3, 1235],
    [0.001, 3, 1],
    // precision 4
    [0.00005, 4, 1],
    [50000, 2, 5_000_000],
  ])('%d at precision %d → %d', (major, precision, minor) => {
    expect(majorToMinor(major, precision)).toBe(minor);
  });

  it.each([
    [101, 2, 1.01],
    [1999, 2, 19.99],
    [13, 0, 13],
    [1001, 3, 1.001],
    [-101, 2, -1.01],
    [0, 3, 0],
  ])('%d at precision %d → %d', (minor, precision, major) => {
    expect(minorToMajor(minor, precision)).toBe(major);
  });

  it('round-trips every cent of 0.00…99.99 exactly', () => {
    const wrong: number[] = [];
    for (let minor = 0; minor < 10_000; minor++) {
      if (majorToMinor(minorToMajor(minor, 2), 2) !== minor) wrong.push(minor);
    }
    expect(wrong).toEqual([]);
  });

  it('defaults to precision 2 and refuses precisions outside 0…4', () => {
    expect(majorToMinor(3.14)).toBe(314);
    expect(minorToMajor(314)).toBe(3.14);
    expect(minorPerMajor(3)).toBe(1000);
    expect(() => majorToMinor(1, 5)).toThrow(RangeError);
    expect(() => majorToMinor(1, -1)).toThrow(RangeError);
    expect(() => majorToMinor(1, 1.5)).toThrow(RangeError);
  });

  it('serves the offer rules: toMinor/toMajor of offer-rules.ts are the same conversions at precision 2', () => {
    for (const major of [0, 0.01, 1, 1.005, 9.99, 10.5, 123.45, 99999.99]) {
      expect(toMinor(major)).toBe(majorToMinor(major, 2));
      expect(toMajor(toMinor(major))).toBe(minorToMajor(majorToMinor(major, 2), 2));
    }
    // Math.round(1.005 * 100) would answer 100: the float error, not the price the seller typed.
    expect(toMinor(1.005)).toBe(101);
  });
});

describe('percentOf (exact, half away from zero)', () => {
  it.each([
    [10_000, 8.25, 825],
    [100, 2.5, 3], // 2.5 minor units → 3
    [-100, 2.5, -3], // a credit rounds to the same magnitude
    [12_345, 2.9, 358], // 358.005 → 358 (the .005 is of a minor unit)
    [1_000, 0.05, 1], // 0.5 → 1
    [999, 0.05, 0], // 0.4995 → 0
    [12_345, 0, 0],
    [12_345, 100, 12_345],
    [3, 33.333333, 1],
    [Number.MAX_SAFE_INTEGER, 1, 90_071_992_547_410], // BigInt keeps large products exact
  ])('%d × %d%% → %d', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('refuses a fractional amount (a fault, not a business outcome)', () => {
    expect(() => percentOf(10.5, 1)).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('multiplyMinor checks for integers and safe products', () => {
    expect(multiplyMinor(1999, 3)).toBe(5997);
    expect(() => multiplyMinor(19.99, 3)).toThrow(RangeError);
    expect(() => multiplyMinor(1999, 1.5)).toThrow(RangeError);
    expect(() => multiplyMinor(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('assertMinor passes integers through', () => {
    expect(assertMinor(5)).toBe(5);
    expect(() => assertMinor(0.1)).toThrow(RangeError);
  });

  it.each([
    [8.25, '8.25'],
    [7.5, '7.5'],
    [6, '6'],
    [0, '0'],
    [8.125, '8.125'],
  ])('formatPercent(%d) → %s', (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });
});

describe('formatMoney (A-012: currency code and precision from config, symbol from the dictionary)', () => {
  it.each([
    [1234.5, {}, '$1,234.50'],
    [1234.5, { currencyCode: 'USD', precision: 0 }, '$1,235'],
    [0.125, { precision: 3 }, '$0.125'],
    [-5, {}, '-$5.00'],
    [1234.5, { currencyCode: 'EUR' }, '€1,234.50'],
    [1234.5, { currencyCode: 'JPY', precision: 0 }, '¥1,235'],
    [1234.5, { currencyCode: 'EUR', symbol: 'EUR ' }, 'EUR 1,234.50'],
    [99, { symbol: '£', precision: 2 }, '£99.00'],
    [2.5, { precision: 0 }, '$3'],
    [-2.5, { precision: 0 }, '-$3'],
    [7, { currencyCode: 'NOT-A-CODE' }, '7.00'],
    [7, { currencyCode: 'NOT-A-CODE', symbol: '$' }, '$7.00'],
    [7, { precision: 9 }, '$7.0000'],
  ] as const)('%d with %j → %s', (amount, format, expected) => {
    expect(formatMoney(amount, format)).toBe(expected);
  });

  it('answers the symbol of a currency code, or the code itself', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('NOT-A-CODE')).toBe('NOT-A-CODE');
  });
});
