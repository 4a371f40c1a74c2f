import { describe, expect, it } from 'vitest';
import { EMPTY_URL_STATE, parseStockUrl, serializeStockUrl } from './url-state.ts';

describe('stock URL state (C-018…C-020)', () => {
  it.each([
    ['', EMPTY_URL_STATE],
    ['?category=Phones', { ...EMPTY_URL_STATE, category: 'Phones' }],
    ['?warehouseGroup=Harbor', { ...EMPTY_URL_STATE, warehouseGroup: 'Harbor' }],
    ['?warehouse=MIA,LAX', { ...EMPTY_URL_STATE, warehouses: ['MIA', 'LAX'] }],
    ['?warehouse=MIA%2CLAX', { ...EMPTY_URL_STATE, warehouses: ['MIA,LAX'] }],
    ['?warehouse=MIA,,MIA', { ...EMPTY_URL_STATE, warehouses: ['MIA'] }],
    ['?includeOutOfStock=true', { ...EMPTY_URL_STATE, includeOutOfStock: true }],
    ['?includeOutOfStock=false', { ...EMPTY_URL_STATE, includeOutOfStock: false }],
    ['?includeOutOfStock=yes', { ...EMPTY_URL_STATE, includeOutOfStock: false }],
    ['?grade=A,AB', { ...EMPTY_URL_STATE, attributes: { grade: ['A', 'AB'] } }],
    [
      '?grade=A&capacity=64GB,128GB',
      { ...EMPTY_URL_STATE, attributes: { grade: ['A'], capacity: ['64GB', '128GB'] } },
    ],
    ['?grade=', EMPTY_URL_STATE],
    ['?q=iphone+13%2F128', { ...EMPTY_URL_STATE, search: 'iphone 13/128' }],
    ['?q=a%2Bb', { ...EMPTY_URL_STATE, search: 'a+b' }],
    // C-019: p is ignored.
    ['?p=3', EMPTY_URL_STATE],
    [
      '?category=Phones&p=7&grade=B',
      { ...EMPTY_URL_STATE, category: 'Phones', attributes: { grade: ['B'] } },
    ],
    ['?colour=Space%20Gray', { ...EMPTY_URL_STATE, attributes: { colour: ['Space Gray'] } }],
  ])('parses %s', (search, expected) => {
    expect(parseStockUrl(search)).toEqual(expected);
  });

  it.each([
    [EMPTY_URL_STATE, ''],
    [{ ...EMPTY_URL_STATE, category: 'Phones' }, '?category=Phones'],
    [{ ...EMPTY_URL_STATE, warehouses: ['MIA', 'LAX'] }, '?warehouse=MIA,LAX'],
    [{ ...EMPTY_URL_STATE, includeOutOfStock: true }, '?includeOutOfStock=true'],
    [{ ...EMPTY_URL_STATE, search: '  iphone/128 ' }, '?q=iphone%2F128'],
    [
      { ...EMPTY_URL_STATE, attributes: { grade: ['A', 'AB'], manufacturer: ['Apple'] } },
      '?manufacturer=Apple&grade=A,AB',
    ],
    [{ ...EMPTY_URL_STATE, attributes: { colour: ['Space Gray', 'a,b'] } }, '?colour=Space%20Gray,a%2Cb'],
    [
      {
        ...EMPTY_URL_STATE,
        warehouseGroup: 'Harbor',
        category: 'Phones',
        warehouses: ['MIA'],
        attributes: { grade: ['A'] },
        includeOutOfStock: true,
        search: 'x',
      },
      '?warehouseGroup=Harbor&category=Phones&warehouse=MIA&grade=A&includeOutOfStock=true&q=x',
    ],
  ])('serializes %j', (state, expected) => {
    expect(serializeStockUrl(state, ['manufacturer', 'capacity', 'grade'])).toBe(expected);
  });

  it('round-trips any state', () => {
    const state = {
      warehouseGroup: 'Harbor & Co',
      category: 'Phones/Tablets',
      warehouses: ['MIA', 'L A'],
      attributes: { grade: ['A+', 'B'], 'lock status': ['Unlocked'] },
      includeOutOfStock: true,
      search: 'iphone+13/128',
    };
    expect(parseStockUrl(serializeStockUrl(state))).toEqual(state);
  });
});
