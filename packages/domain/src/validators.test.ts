import { describe, expect, it } from 'vitest';
import {
  alphanumeric,
  currency,
  currencyPrecision,
  email,
  exceedsCurrencyPrecision,
  type FieldValue,
  firstError,
  integer,
  internationalZip,
  required,
  startsWithLetter,
  telephone,
  type Validator,
} from './validators.ts';

type Row = [FieldValue, string | undefined];

const table = (name: string, validate: Validator, rows: Row[]) =>
  describe(name, () => {
    it.each(rows)('%j → %s', (value, expected) => {
      expect(validate(value)).toBe(expected);
    });
  });

// O-050
table('alphanumeric', alphanumeric, [
  ['Buyer42', undefined],
  ['42', undefined],
  ['', undefined],
  ['buyer 42', 'Please enter alpha numeric value of buyer'],
  ['buyer-42', 'Please enter alpha numeric value of buyer'],
  ['bü', 'Please enter alpha numeric value of buyer'],
]);

// O-051
table('startsWithLetter', startsWithLetter, [
  ['a1', undefined],
  ['Zed', undefined],
  [null, undefined],
  ['1abc', 'Please start with atleast one alphabet'],
  ['_abc', 'Please start with atleast one alphabet'],
  [' abc', 'Please start with atleast one alphabet'],
]);

// O-052
table('integer', integer, [
  ['0', undefined],
  ['123456', undefined],
  [42, undefined],
  [undefined, undefined],
  ['12.5', 'Invalid number'],
  ['-3', 'Invalid number'],
  ['1e3', 'Invalid number'],
  ['12 ', 'Invalid number'],
  ['abc', 'Invalid number'],
]);

// O-053
table('currency', currency, [
  ['100', undefined],
  ['100.25', undefined],
  ['', undefined],
  ['$100', 'Invalid currency value'],
  ['1,000', 'Invalid currency value'],
  ['-5', 'Invalid currency value'],
  ['10.', 'Invalid currency value'],
  ['ten', 'Invalid currency value'],
]);

// O-054
table('internationalZip', internationalZip, [
  ['33101', undefined],
  ['33101-1234', undefined],
  ['SW1A 1AA', undefined],
  ['K1A0B1', undefined],
  ['-33101', 'Invalid zip'],
  ['33101-', 'Invalid zip'],
  ['SW1A  1AA', 'Invalid zip'],
  ['A B C', 'Invalid zip'],
  [' 33101', 'Invalid zip'],
  ['331#01', 'Invalid zip'],
]);

// O-055
table('required', required, [
  ['x', undefined],
  [0, undefined],
  ['', 'Required field'],
  ['   ', 'Required field'],
  [null, 'Required field'],
  [undefined, 'Required field'],
]);

// O-056, P-016
table('email', email, [
  ['buyer@harbor.test', undefined],
  [`${'a'.repeat(64)}@x.io`, undefined],
  [`a@${'b'.repeat(252)}`, undefined],
  ['', undefined],
  [`${'a'.repeat(65)}@x.io`, 'invalid email'],
  [`a@${'b'.repeat(253)}`, 'invalid email'],
  ['@x.io', 'invalid email'],
  ['buyer@', 'invalid email'],
  ['buyer', 'invalid email'],
  ['a@b@c', 'invalid email'],
  ['a b@c.io', 'invalid email'],
]);

// O-057, P-016
table('telephone', telephone, [
  ['3055550100', undefined],
  ['+1 305 555 0100', undefined],
  ['(305) 555-0100', undefined],
  ['+44.20.7946.0958', undefined],
  ['123456789012345', undefined],
  ['', undefined],
  ['555-0100', 'invalid telephone number'],
  ['+1 (305) 555-0100', 'invalid telephone number'],
  ['1234567890123456', 'invalid telephone number'],
  ['305555O100', 'invalid telephone number'],
  ['++13055550100', 'invalid telephone number'],
  ['305-555-0100 ext', 'invalid telephone number'],
]);

// O-058
describe('currencyPrecision', () => {
  it.each<[FieldValue, number, boolean]>([
    ['10', 2, false],
    ['10.5', 2, false],
    ['10.55', 2, false],
    ['10.555', 2, true],
    ['10.5', 0, true],
    ['10', 0, false],
    [12.345, 2, true],
    ['abc', 2, false],
  ])('%j at precision %i exceeds: %s', (value, precision, expected) => {
    expect(exceedsCurrencyPrecision(value, precision)).toBe(expected);
    expect(currencyPrecision(precision)(value)).toBe(expected ? 'Invalid currency value' : undefined);
  });

  it('defaults to two decimals (P-008)', () => {
    expect(currencyPrecision()('1.234')).toBe('Invalid currency value');
    expect(currencyPrecision()('1.23')).toBeUndefined();
  });
});

describe('firstError', () => {
  it('returns the first failing message', () => {
    const v = firstError(required, email);
    expect(v('')).toBe('Required field');
    expect(v('nope')).toBe('invalid email');
    expect(v('a@b.c')).toBeUndefined();
  });
});
