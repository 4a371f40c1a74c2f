import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './validators.ts';
import { wholeNumberFieldError } from './whole-number-field.ts';

describe('offer quantity and price fields: whole numbers, never reinterpreted', () => {
  it.each([
    ['12', 'quantity', undefined],
    [' 12 ', 'quantity', undefined],
    ['', 'quantity', undefined],
    ['0', 'quantity', undefined],
    ['-3', 'quantity', 'invalidNumber'],
    ['12.75', 'quantity', 'invalidNumber'],
    ['1e3', 'quantity', 'invalidNumber'],
    ['1,000', 'quantity', 'invalidNumber'],
    ['12', 'price', undefined],
    ['12.75', 'price', 'invalidCurrencyValue'],
    ['-3', 'price', 'invalidCurrencyValue'],
    ['$12', 'price', 'invalidCurrencyValue'],
    ['abc', 'price', 'invalidCurrencyValue'],
  ] as const)('%j as a %s → %s', (text, field, key) => {
    expect(wholeNumberFieldError(text, field)).toBe(key);
  });

  it('names the spec’s messages (O-052, O-053)', () => {
    expect(VALIDATION_MESSAGES.invalidNumber).toBe('Invalid number');
    expect(VALIDATION_MESSAGES.invalidCurrencyValue).toBe('Invalid currency value');
  });
});
