import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../words.ts';
import { DEFAULT_DICTIONARY } from './index.ts';
import { SPANISH_DICTIONARY, shippedDictionary } from './languages.ts';

/**
 * The portal's Spanish dictionary is complete: every English key has a Spanish value, with the
 * same placeholders, and a plural form exactly where the English entry has one. A key added to the English
 * dictionary fails here until it is translated.
 */
const sorted = (list: string[]) => [...list].sort();

describe('the Spanish dictionary', () => {
  it('has every key of the English dictionary, and no other', () => {
    const missing = Object.keys(DEFAULT_DICTIONARY).filter((k) => !Object.hasOwn(SPANISH_DICTIONARY, k));
    const extra = Object.keys(SPANISH_DICTIONARY).filter((k) => !Object.hasOwn(DEFAULT_DICTIONARY, k));
    expect(missing, 'English keys without a Spanish value').toEqual([]);
    expect(extra, 'Spanish keys the English dictionary does not have').toEqual([]);
  });

  it.each(Object.keys(DEFAULT_DICTIONARY))('%s keeps the parameters and plural form', (key) => {
    const en = DEFAULT_DICTIONARY[key]!;
    const es = SPANISH_DICTIONARY[key];
    expect(es, `${key} has no Spanish value`).toBeDefined();
    expect(es!.i18n_value.trim()).not.toBe('');
    expect(sorted(placeholdersOf(es!.i18n_value))).toEqual(sorted(placeholdersOf(en.i18n_value)));
    expect(es!.i18n_value_plural === undefined).toBe(en.i18n_value_plural === undefined);
    if (en.i18n_value_plural !== undefined) {
      expect(sorted(placeholdersOf(es!.i18n_value_plural!))).toEqual(
        sorted(placeholdersOf(en.i18n_value_plural)),
      );
    }
  });

  it('is translated, not copied: most values differ from the English', () => {
    const same = Object.keys(DEFAULT_DICTIONARY).filter(
      (k) => SPANISH_DICTIONARY[k]?.i18n_value === DEFAULT_DICTIONARY[k]!.i18n_value,
    );
    // Symbols, 'OK'-like brand words and '{n}+' may match; sentences may not.
    for (const key of same) expect(DEFAULT_DICTIONARY[key]!.i18n_value).not.toMatch(/[a-z]{3,} [a-z]{3,}/i);
    expect(same.length).toBeLessThan(Object.keys(DEFAULT_DICTIONARY).length / 20);
  });

  it('is served for es and its regional tags; other languages read English', () => {
    expect(shippedDictionary('es').cartEmpty?.i18n_value).toBe('No hay artículos en su carrito');
    expect(shippedDictionary('es-MX').cartEmpty?.i18n_value).toBe('No hay artículos en su carrito');
    expect(shippedDictionary('en').cartEmpty?.i18n_value).toBe('There are no items in your cart');
    expect(shippedDictionary('fr').cartEmpty?.i18n_value).toBe('There are no items in your cart');
  });
});

describe('placeholdersOf', () => {
  it.each([
    ['No parameters', []],
    ['{n} items of {title}', ['n', 'title']],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the spec's own '${1}' placeholder, accepted too
    ['All the ${1} offers', ['1']],
    ['{n} and {n} again', ['n']],
  ])('%s', (text, expected) => expect(placeholdersOf(text)).toEqual(expected));
});
