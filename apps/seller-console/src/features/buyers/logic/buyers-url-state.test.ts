import { describe, expect, it } from 'vitest';
import { parseBuyersUrl, reduceBuyers, serializeBuyersUrl } from './buyers-url-state.ts';

describe('buyers URL state', () => {
  it('reads what it wrote, and drops what it does not know', () => {
    const state = parseBuyersUrl('?q=reyes&status=PROSPECT&page=3&size=50');
    expect(state).toEqual({ q: 'reyes', status: 'PROSPECT', page: 3, size: 50 });
    expect(parseBuyersUrl(serializeBuyersUrl(state))).toEqual(state);
    expect(parseBuyersUrl('?status=GONE&page=-1&size=7')).toEqual({ q: '', status: '', page: 1, size: 25 });
  });

  it('starts a new search or status at page 1', () => {
    const state = parseBuyersUrl('?page=4');
    expect(reduceBuyers(state, { type: 'filter', q: 'x' }).page).toBe(1);
    expect(reduceBuyers(state, { type: 'status', status: 'ACTIVE' }).page).toBe(1);
    expect(reduceBuyers(state, { type: 'page', page: 5 }).page).toBe(5);
  });
});
