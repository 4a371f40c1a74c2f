import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDERS_STATE,
  hasOrdersFilters,
  parseOrdersUrl,
  reduceOrders,
  searchTerms,
  serializeOrdersUrl,
  toDeskQuery,
} from './orders-url-state.ts';

describe('orders queue URL state', () => {
  it('reads an empty query as the defaults (newest change first) and writes the defaults as nothing', () => {
    expect(parseOrdersUrl('')).toEqual(EMPTY_ORDERS_STATE);
    expect(EMPTY_ORDERS_STATE.sort).toBe('updateDate');
    expect(EMPTY_ORDERS_STATE.dir).toBe('desc');
    expect(serializeOrdersUrl(EMPTY_ORDERS_STATE)).toBe('');
  });

  it('round-trips every field', () => {
    const search =
      '?q=PXHRB0000001+PO-7&fulfillment=SHIPPED&payment=PAID&needs=READY_TO_SHIP&warehouse=MIA&buyer=acme&from=2026-11-01&to=2026-11-30&sort=total&dir=asc&page=3&size=100';
    const state = parseOrdersUrl(search);
    expect(state).toEqual({
      q: 'PXHRB0000001 PO-7',
      fulfillment: 'SHIPPED',
      payment: 'PAID',
      needs: 'READY_TO_SHIP',
      warehouse: 'MIA',
      buyer: 'acme',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'total',
      dir: 'asc',
      page: 3,
      size: 100,
    });
    expect(parseOrdersUrl(serializeOrdersUrl(state))).toEqual(state);
  });

  it('drops what it cannot read: an unknown sort, status, bucket or size, a malformed date or page', () => {
    const state = parseOrdersUrl(
      '?sort=price&fulfillment=BOGUS&payment=LOST&needs=LATER&size=7&from=11/01/2026&to=2026-1-1&page=-2&dir=up',
    );
    expect(state).toEqual(EMPTY_ORDERS_STATE);
  });

  it('goes back to page 1 on a filter, sort or size change, and flips the direction of the sorted column', () => {
    const onPage3 = { ...EMPTY_ORDERS_STATE, page: 3 };
    expect(reduceOrders(onPage3, { type: 'filter', field: 'payment', value: 'UNPAID' })).toMatchObject({
      payment: 'UNPAID',
      page: 1,
    });
    expect(reduceOrders(onPage3, { type: 'sort', sort: 'updateDate' })).toMatchObject({
      dir: 'asc',
      page: 1,
    });
    expect(reduceOrders(onPage3, { type: 'sort', sort: 'phonexOrderNumber' })).toMatchObject({
      sort: 'phonexOrderNumber',
      dir: 'asc',
    });
    expect(reduceOrders(onPage3, { type: 'size', size: 50 })).toMatchObject({ size: 50, page: 1 });
    expect(reduceOrders(onPage3, { type: 'filter', field: 'needs', value: 'NOT_A_BUCKET' }).needs).toBe('');
  });

  it('clears every filter but keeps the sort and the page size', () => {
    const busy = parseOrdersUrl('?q=PX1&payment=PAID&buyer=x&sort=total&dir=asc&size=50&page=2');
    expect(hasOrdersFilters(busy)).toBe(true);
    const cleared = reduceOrders(busy, { type: 'clear-filters' });
    expect(hasOrdersFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({ sort: 'total', dir: 'asc', size: 50, page: 1 });
  });

  it('splits a pasted list of numbers on commas, spaces, tabs and lines, once each', () => {
    expect(searchTerms('PX1, PX2\nPX3\tPX1  ;PX4')).toEqual(['PX1', 'PX2', 'PX3', 'PX4']);
    expect(searchTerms('  ')).toEqual([]);
  });
});

describe('the server query of the queue state', () => {
  it('names the contract fields, leaves out empty filters and drops a status the contract does not know', () => {
    expect(toDeskQuery(EMPTY_ORDERS_STATE)).toEqual({
      sort: 'updateDate',
      dir: 'desc',
      page: 1,
      pageSize: 25,
    });
    const state = parseOrdersUrl(
      '?q=PX1%0APX2&fulfillment=SHIPPED&payment=LOST&needs=QUOTE_REQUESTED&warehouse=MIA&buyer=b-1&from=2026-11-01&to=2026-11-02&page=2',
    );
    expect(toDeskQuery(state)).toEqual({
      search: 'PX1\nPX2',
      fulfillmentStatus: ['SHIPPED'],
      needsAction: 'QUOTE_REQUESTED',
      warehouse: 'MIA',
      buyerId: 'b-1',
      createdFrom: '2026-11-01',
      createdTo: '2026-11-02',
      sort: 'updateDate',
      dir: 'desc',
      page: 2,
      pageSize: 25,
    });
  });
});
