import { describe, expect, it } from 'vitest';
import {
  formatOrderNumber,
  parseOrderNumber,
  splitOrderSearch,
  splitOrderSearchAsTyped,
} from './order-number.ts';

describe('formatOrderNumber (like PXSTKL0000347)', () => {
  it.each([
    ['PXSTKL', 347, 'PXSTKL0000347'],
    ['PXSTKL', 1, 'PXSTKL0000001'],
    ['PXSTKL', 9_999_999, 'PXSTKL9999999'],
    ['PXSTKL', 12_345_678, 'PXSTKL12345678'], // past 7 digits: longer, never truncated
    ['SUMMIT2', 42, 'SUMMIT20000042'],
  ])('%s + %d → %s', (prefix, n, expected) => {
    expect(formatOrderNumber(prefix, n)).toBe(expected);
  });

  it.each([
    ['', 1],
    ['px', 1],
    ['PX-1', 1],
    ['PX', 0],
    ['PX', -3],
    ['PX', 1.5],
  ])('refuses prefix %j with %d', (prefix, n) => {
    expect(() => formatOrderNumber(prefix, n)).toThrow(RangeError);
  });

  it.each([
    ['PXSTKL0000347', 347],
    [' pxstkl0000347 ', 347],
    ['PXSTKL12345678', 12_345_678],
    ['PXSTKL347', undefined],
    ['OTHER0000347', undefined],
    ['PXSTKL00003A7', undefined],
    ['PXSTKL0000000', undefined],
  ])('parseOrderNumber(%j) → %s', (value, n) => {
    expect(parseOrderNumber('PXSTKL', value)).toBe(n);
  });

  it('round-trips', () => {
    expect(parseOrderNumber('PXSTKL', formatOrderNumber('PXSTKL', 347))).toBe(347);
  });
});

describe('splitOrderSearch (K-006, Q-048: a pasted list of order numbers)', () => {
  it.each([
    ['PXSTKL0000347', ['PXSTKL0000347']],
    [
      'PXSTKL0000347, PXSTKL0000348\nPXSTKL0000349\tpxstkl0000350;PXSTKL0000347',
      ['PXSTKL0000347', 'PXSTKL0000348', 'PXSTKL0000349', 'PXSTKL0000350'],
    ],
    ['  \n ', []],
  ])('%j', (text, expected) => {
    expect(splitOrderSearch(text)).toEqual(expected);
  });
});

describe("splitOrderSearchAsTyped (a reference is the buyer's own text: kept as typed)", () => {
  it.each([
    ['po-lower-7', ['po-lower-7']],
    ['po-1, PO-1\npo-1;\tX', ['po-1', 'PO-1', 'X']],
    ['  \n ', []],
  ])('%j', (text, expected) => {
    expect(splitOrderSearchAsTyped(text)).toEqual(expected);
  });
});
