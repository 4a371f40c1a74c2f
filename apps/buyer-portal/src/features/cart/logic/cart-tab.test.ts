import { describe, expect, it } from 'vitest';
import { effectiveTab, parseCartTab } from './cart-tab.ts';

describe('cart tab query value (G-003)', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['3', 0],
    ['-1', 0],
    ['01', 0],
    ['1.0', 0],
    [' 1', 0],
    ['x', 0],
  ] as const)('%j → %i', (value, tab) => {
    expect(parseCartTab(value)).toBe(tab);
  });
});

describe('effective tab (G-005, G-006)', () => {
  it.each([
    [0, [0, 0, 0], 0],
    [1, [2, 1, 0], 1],
    [1, [2, 0, 3], 0],
    [2, [0, 0, 3], 2],
    [2, [4, 1, 0], 0],
    [0, [0, 1, 1], 0],
  ] as const)('tab %i with counts %j → %i', (tab, [a, b, c], expected) => {
    expect(effectiveTab(tab, { 0: a, 1: b, 2: c })).toBe(expected);
  });
});
