import { describe, expect, it } from 'vitest';
import { formatAge, formatHours, offersWord, offerTotal, percentOfList } from './format.ts';

describe('percentOfList', () => {
  it.each<[number, number, string]>([
    [150, 200, '75%'],
    [199, 200, '100%'],
    [82.4, 100, '82%'],
    [10, 0, '—'],
  ])('%d of %d → %s', (price, list, expected) => {
    expect(percentOfList(price, list)).toBe(expected);
  });
});

describe('formatAge', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each<[string, string]>([
    ['2026-11-23T11:59:30Z', 'just now'],
    ['2026-11-23T12:00:05Z', 'just now'],
    ['2026-11-23T11:55:00Z', '5 min ago'],
    ['2026-11-23T10:00:00Z', '2 h ago'],
    ['2026-11-22T12:30:00Z', '23 h ago'],
    ['2026-11-20T12:00:00Z', '3 d ago'],
    ['not a date', ''],
  ])('%s → %s', (iso, expected) => {
    expect(formatAge(iso, now)).toBe(expected);
  });
});

describe('formatHours and offersWord', () => {
  it.each<[number, string]>([
    [1, '1 hour'],
    [36, '36 hours'],
    [24, '1 day'],
    [72, '3 days'],
  ])('%i → %s', (h, expected) => {
    expect(formatHours(h)).toBe(expected);
  });

  it('counts offers', () => {
    expect(offersWord(1)).toBe('1 offer');
    expect(offersWord(2)).toBe('2 offers');
    expect(offersWord(1200)).toBe('1,200 offers');
  });
});

describe('offerTotal', () => {
  it.each([
    [150, 10, 1500],
    [0.1, 3, 0.3],
    [19.99, 3, 59.97],
  ])('%d × %d = %d', (offerPrice, offerQuantity, total) => {
    expect(offerTotal({ offerPrice, offerQuantity })).toBe(total);
  });
});
