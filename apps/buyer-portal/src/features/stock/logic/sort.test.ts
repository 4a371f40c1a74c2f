import { describe, expect, it } from 'vitest';
import { compareAlphanumericAsNumeric, sortValues } from './sort.ts';

describe('attribute value order (C-015, Q-059)', () => {
  it.each([
    ['64GB', '128GB', -1],
    ['128GB', '64GB', 1],
    ['1TB', '512GB', -1],
    ['256GB', '256GB', 0],
    ['16GB', 'Unknown', -1],
    ['Black', 'Blue', -1],
  ])('AlphanumericAsNumeric %s vs %s', (a, b, sign) => {
    expect(Math.sign(compareAlphanumericAsNumeric(a, b))).toBe(sign);
  });

  it.each([
    [['128GB', '64GB', '256GB', '32GB'], 'AlphanumericAsNumeric', [], ['32GB', '64GB', '128GB', '256GB']],
    [['128GB', '64GB', '256GB', '32GB'], 'Default', [], ['128GB', '256GB', '32GB', '64GB']],
    [['128GB', '64GB', '256GB'], undefined, [], ['128GB', '256GB', '64GB']],
    // An explicit sortOrder comes first, in its own order; the rest follow by the algorithm.
    [
      ['C', 'A', 'AB', 'B', 'Functional'],
      'Default',
      ['A', 'AB', 'B', 'C'],
      ['A', 'AB', 'B', 'C', 'Functional'],
    ],
    [
      ['64GB', '128GB', 'Other', '32GB'],
      'AlphanumericAsNumeric',
      ['Other'],
      ['Other', '32GB', '64GB', '128GB'],
    ],
  ] as const)('sorts %j by %s with order %j', (values, algorithm, order, expected) => {
    expect(sortValues(values, algorithm, order)).toEqual(expected);
  });
});
