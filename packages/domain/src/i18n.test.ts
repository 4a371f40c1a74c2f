import { describe, expect, it } from 'vitest';
import {
  createTranslate,
  displayUsesDecimalComma,
  formatFixed,
  type I18nParams,
  interpolate,
  mergeDictionaries,
  pickForm,
} from './i18n.ts';

describe('interpolate (A-011)', () => {
  it.each<[string, I18nParams | undefined, string]>([
    ['Kindly login into {website}', { website: 'harbor.example' }, 'Kindly login into harbor.example'],
    ['All the {1} offers deleted from the Cart', ['3'], 'All the 3 offers deleted from the Cart'],
    ['All the {1} offers deleted from the Cart', { 1: 3 }, 'All the 3 offers deleted from the Cart'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the spec's own '${1}' placeholder, accepted too
    ['All the ${1} offers deleted from the Cart', [4], 'All the 4 offers deleted from the Cart'],
    ['Max Value for this order is {amount}', { amount: '$50,000' }, 'Max Value for this order is $50,000'],
    ['{a}{b}{a}', { a: 'x', b: 0 }, 'x0x'],
    ['keeps {unknown}', { other: 1 }, 'keeps {unknown}'],
    ['keeps {1}', [], 'keeps {1}'],
    ['no params {x}', undefined, 'no params {x}'],
    ['not {a placeholder}', { a: 1 }, 'not {a placeholder}'],
    ['inherited {toString}', {}, 'inherited {toString}'],
  ])('%j with %j', (template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });

  it('does not re-expand substituted values', () => {
    expect(interpolate('{a}', { a: '{b}', b: 'no' })).toBe('{b}');
  });
});

describe('pickForm (Q-073)', () => {
  const entry = { i18n_value: '{n} OFFER IN CART', i18n_value_plural: '{n} OFFERS IN CART' };
  it.each<[number | undefined, string]>([
    [1, '{n} OFFER IN CART'],
    [0, '{n} OFFERS IN CART'],
    [2, '{n} OFFERS IN CART'],
    [undefined, '{n} OFFER IN CART'],
  ])('count %s', (count, expected) => {
    expect(pickForm(entry, count)).toBe(expected);
  });
  it('falls back to the singular when no plural exists', () => {
    expect(pickForm({ i18n_value: 'Items' }, 5)).toBe('Items');
  });
});

describe('createTranslate', () => {
  const t = createTranslate({
    offersInCart: { i18n_value: '{n} OFFER IN CART', i18n_value_plural: '{n} OFFERS IN CART' },
    wrongWebsite: { i18n_value: 'Kindly login into {website}' },
  });
  it('translates known keys with params and counts', () => {
    expect(t('offersInCart', undefined, 3)).toBe('3 OFFERS IN CART');
    expect(t('offersInCart', undefined, 1)).toBe('1 OFFER IN CART');
    expect(t('wrongWebsite', { website: 'x.io' })).toBe('Kindly login into x.io');
  });
  it('answers undefined for unknown keys, inherited names included', () => {
    expect(t('nope')).toBeUndefined();
    expect(t('toString')).toBeUndefined();
  });
  it('merges overrides on top', () => {
    const merged = mergeDictionaries(
      { a: { i18n_value: 'A' }, b: { i18n_value: 'B' } },
      { b: { i18n_value: 'b!' } },
    );
    expect(merged).toEqual({ a: { i18n_value: 'A' }, b: { i18n_value: 'b!' } });
  });
});

describe('formatFixed (L-066 percents in the display language)', () => {
  it.each([
    [0.5, 'en-US', '0.50'],
    [0.5, 'es', '0,50'],
    [10, 'es', '10,00'],
    [1234.5, 'en-US', '1,234.50'],
  ])('%s in %s → %s', (n, locale, text) => {
    expect(formatFixed(n, 2, locale)).toBe(text);
  });
});

describe('displayUsesDecimalComma', () => {
  it('is true where the language writes 1,5 and false in English', () => {
    expect(displayUsesDecimalComma('es')).toBe(true);
    expect(displayUsesDecimalComma('en-US')).toBe(false);
  });
});
