import { describe, expect, it } from 'vitest';
import { i18nTranslate, initI18n, toOptions, toResources } from './i18n.ts';

describe('i18n from saas-i18n (A-010, A-011, Q-073)', () => {
  it('turns entries into key and key_other', () => {
    expect(
      toResources({ a: { i18n_value: 'one {n}', i18n_value_plural: 'many {n}' }, b: { i18n_value: 'B' } }),
    ).toEqual({
      a: 'one {n}',
      a_other: 'many {n}',
      a_many: 'many {n}',
      b: 'B',
    });
  });

  it('maps positional params onto {1}, {2}', () => {
    expect(toOptions(['x', 2])).toEqual({ '1': 'x', '2': 2 });
    expect(toOptions({ website: 'w' })).toEqual({ website: 'w' });
  });

  it('translates with tenant overrides, placeholders and plurals, and knows unknown keys', async () => {
    await initI18n('en', { en: { menuStockList: { i18n_value: 'Inventory' } } });
    expect(i18nTranslate('menuStockList')).toBe('Inventory');
    expect(i18nTranslate('wrongWebsite', { website: 'http://x/seller/' })).toBe(
      'You have logged into wrong website. Kindly login into http://x/seller/',
    );
    expect(i18nTranslate('allOffersDeleted', ['3'])).toBe('All the 3 offers deleted from the Cart');
    expect(i18nTranslate('offersInCartCount', undefined, 4)).toBe('4 OFFERS IN CART');
    expect(i18nTranslate('noSuchKey')).toBeUndefined();
  });

  // C-045 / F-008: the spec's words are the same for every count, 1 included; our own cart badge name is
  // grammatical for 1 and for n.
  it.each([0, 1, 2, 25])('the spec count strings and the cart badge name for n = %i', async (n) => {
    await initI18n('en', {});
    expect(i18nTranslate('offersInCartCount', undefined, n)).toBe(`${n} OFFERS IN CART`);
    expect(i18nTranslate('importInvalidHeading', undefined, n)).toBe(
      `There are ${n} requests that could not be imported`,
    );
    expect(i18nTranslate('cartWithCount', undefined, n)).toBe(
      n === 1 ? 'Cart, 1 entry in cart' : `Cart, ${n} entries in cart`,
    );
  });

  // Spanish counts a million and up in CLDR's 'many' category; they read the plural form too.
  it.each([0, 1, 2, 25, 1_000_000])('a Spanish tenant reads the plural form for n = %i', async (n) => {
    await initI18n('es', {
      es: {
        cartWithCount: { i18n_value: 'Carrito, {n} entrada', i18n_value_plural: 'Carrito, {n} entradas' },
      },
    });
    expect(i18nTranslate('cartWithCount', undefined, n)).toBe(
      n === 1 ? 'Carrito, 1 entrada' : `Carrito, ${n} entradas`,
    );
    await initI18n('en', {});
  });
});
