import { describe, expect, it } from 'vitest';
import { compareAlphanumericAsNumeric, compareDefault, sortValues } from './sort.ts';

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

  // Values of letters, digits and spaces are compared without ICU (P9): the answer must be the collator's.
  it('orders plain values exactly as the ICU collator does, and others through it', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: false });
    const reference = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const plain = 'aAbBzZmM0129 ';
    const mixed = `${plain}-+._/()éÉ&`;
    const word = (alphabet: string) =>
      Array.from(
        { length: Math.floor(next() * 6) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
    const pairs: [string, string][] = [
      ['A+', 'A-'],
      ['A', 'A+'],
      ['Grade B', 'grade b'],
      ['Éclair', 'eclair'],
      ['Space Gray', 'Space-Gray'],
      ['iPhone 12', 'iPhone 12 Pro'],
      ['', ' '],
    ];
    for (let i = 0; i < 3000; i++) pairs.push([word(plain), word(plain)]);
    for (let i = 0; i < 500; i++) pairs.push([word(mixed), word(mixed)]);
    for (const [a, b] of pairs)
      expect([a, b, Math.sign(compareDefault(a, b))]).toEqual([a, b, Math.sign(reference(a, b))]);
  });
});
