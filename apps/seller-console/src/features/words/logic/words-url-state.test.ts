import { describe, expect, it } from 'vitest';
import { parseWordsState, reduceWordsState, serializeWordsState } from './words-url-state.ts';

describe('the Words page URL state', () => {
  it('reads the language, search, only-changed and paging, with safe defaults', () => {
    expect(parseWordsState('')).toEqual({ language: 'en', search: '', changed: false, page: 1, size: 25 });
    expect(parseWordsState('', 'es').language).toBe('es');
    expect(parseWordsState('?language=xx&page=-3&size=7', 'fr')).toEqual({
      language: 'en',
      search: '',
      changed: false,
      page: 1,
      size: 25,
    });
    expect(parseWordsState('?language=es&search=cart&changed=true&page=3&size=50')).toEqual({
      language: 'es',
      search: 'cart',
      changed: true,
      page: 3,
      size: 50,
    });
  });

  it('writes back what it reads, and a filter goes back to page 1', () => {
    const state = parseWordsState('?language=es&search=cart&changed=true&page=3&size=50');
    expect(parseWordsState(serializeWordsState(state))).toEqual(state);
    expect(reduceWordsState(state, { type: 'filter', search: 'order' })).toMatchObject({
      search: 'order',
      page: 1,
      language: 'es',
    });
    expect(reduceWordsState(state, { type: 'page', page: 4 }).page).toBe(4);
  });
});
