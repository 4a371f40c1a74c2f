import { formatMoney } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { cartMoney, formatAvailable, itemNumberLabel, remaining } from './display.ts';

describe('whole money (G-048)', () => {
  it.each([
    [0, '$0'],
    [1234, '$1,234'],
    [99.5, '$100'],
    [-12.2, '-$12'],
  ])('%d → %s', (amount, text) => {
    expect(formatMoney(amount, { symbol: '$', precision: 0 })).toBe(text);
  });
});

describe('cart money: whole amounts without decimals, an amount with cents as it is billed (G-048)', () => {
  it.each([
    [140, '$140'],
    [1234, '$1,234'],
    [139.99, '$139.99'],
    [419.97, '$419.97'],
    [0.5, '$0.50'],
  ])('%d → %s', (amount, text) => {
    expect(cartMoney(amount, '$')).toBe(text);
  });
});

describe('available quantity (G-040)', () => {
  it.each([
    [5, 100, '5'],
    [100, 100, '100'],
    [101, 100, '100+'],
    [5000, undefined, '5,000'],
    [5000, 0, '5,000'],
  ] as [number, number | undefined, string][])('%i (max %s) → %s', (q, max, text) => {
    expect(formatAvailable(q, max)).toBe(text);
  });
});

describe('item number label (G-039)', () => {
  it.each([
    [undefined, 'A1'],
    [{ itemNumberDescriptionPrefix: 'SKU ' }, 'SKU A1'],
    [{ itemNumberDescriptionPrefix: '#', itemNumberDescriptionSuffix: ' (new)' }, '#A1 (new)'],
  ])('%j', (rules, text) => {
    expect(itemNumberLabel('A1', rules)).toBe(text);
  });
});

describe('time remaining (G-025)', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it.each([
    [null, undefined],
    ['not a date', undefined],
    ['2026-05-01T10:59:59Z', { days: 0, hours: 0, minutes: 59, expired: false }],
    ['2026-05-02T13:05:00Z', { days: 1, hours: 3, minutes: 5, expired: false }],
    ['2026-05-01T09:00:00Z', { days: 0, hours: 0, minutes: 0, expired: true }],
  ])('%s', (date, expected) => {
    expect(remaining(date, now)).toEqual(expected);
  });
});
