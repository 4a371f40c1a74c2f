import { describe, expect, it } from 'vitest';
import {
  groupCart,
  sortOnHoldSalesOrders,
  statusCounts,
  subtotal,
  tabCount,
  unitPrice,
} from './cart-lines.ts';
import { line } from './test-builders.ts';

describe('unit price of a line (Q-028)', () => {
  it.each([
    [
      'checkOutPrice wins',
      line('a', { listPrice: 100 }, { offerStatus: 'ACCEPTED', offerPrice: 80, checkOutPrice: 75 }),
      75,
    ],
    ['buy at list → list price', line('a', { listPrice: 100 }, { offerStatus: 'BUY_AT_LIST' }), 100],
    [
      'price dropped → list price',
      line('a', { listPrice: 90 }, { offerStatus: 'PRICE_DROPPED', offerPrice: 95 }),
      90,
    ],
    ['accepted → offer price', line('a', {}, { offerStatus: 'ACCEPTED', offerPrice: 80 }), 80],
    [
      'countered → counter price',
      line('a', {}, { offerStatus: 'COUNTERED', offerPrice: 70, counterPrice: 85 }),
      85,
    ],
    ['countered without counter → offer', line('a', {}, { offerStatus: 'COUNTERED', offerPrice: 70 }), 70],
    ['pending → offer price', line('a', {}, { offerStatus: 'PENDING_ACCEPTANCE', offerPrice: 60 }), 60],
    ['rejected → list price (Q-022)', line('a', {}, { offerStatus: 'NOT_ACCEPTED', offerPrice: 60 }), 100],
    ['expired → list price (Q-022)', line('a', {}, { offerStatus: 'EXPIRED', offerPrice: 60 }), 100],
  ])('%s', (_, l, price) => {
    expect(unitPrice(l)).toBe(price);
  });
});

describe('subtotal (G-048, Q-028)', () => {
  it.each([
    ['empty', [], 0],
    ['one line × quantity', [line('a', {}, { offerQuantity: 3 })], 300],
    ['checkOutQuantity wins', [line('a', {}, { offerQuantity: 3, checkOutQuantity: 2 })], 200],
    [
      'prices with cents sum exactly, as checkout bills them',
      [
        line('a', { listPrice: 10.4 }, { offerQuantity: 1 }),
        line('b', { listPrice: 139.99 }, { offerQuantity: 3 }),
      ],
      430.37,
    ],
    [
      'mixed statuses',
      [
        line('a', {}, { offerQuantity: 2 }),
        line('b', {}, { offerStatus: 'COUNTERED', counterPrice: 90, checkOutPrice: 90, checkOutQuantity: 5 }),
      ],
      650,
    ],
  ])('%s', (_, lines, expected) => {
    expect(subtotal(lines)).toBe(expected);
  });
});

describe('grouping (G-015)', () => {
  const offers = {
    a: line('a', { warehouse: 'LAX', itemDescription: 'Zeta' }),
    b: line('b', { warehouse: 'MIA', itemDescription: 'Beta' }),
    c: line('c', { warehouse: 'MIA', itemDescription: 'Alpha' }),
    d: line('d', { warehouse: 'MIA' }, { offerState: 'AWAITING_BUYER_REVIEW', offerStatus: 'COUNTERED' }),
    e: line(
      'e',
      { warehouse: 'DAL' },
      { offerState: 'AWAITING_TENANT_REVIEW', offerStatus: 'PENDING_ACCEPTANCE' },
    ),
  };

  it('groups by state then warehouse, warehouses in settings order, lines by description', () => {
    const view = groupCart(offers, ['MIA', 'LAX']);
    expect(view[0].map((s) => [s.key, s.lines.map((l) => l.stocklistOffer.offerId)])).toEqual([
      ['0:MIA', ['c', 'b']],
      ['0:LAX', ['a']],
    ]);
    expect(view[1].map((s) => s.key)).toEqual(['1:MIA']);
    expect(view[2].map((s) => s.key)).toEqual(['2:DAL']);
    expect([tabCount(view[0]), tabCount(view[1]), tabCount(view[2])]).toEqual([3, 1, 1]);
  });

  it('unknown warehouses follow by code; no offers → no sections', () => {
    expect(groupCart(offers, [])[0].map((s) => s.warehouse)).toEqual(['LAX', 'MIA']);
    expect(groupCart(undefined)).toEqual({ 0: [], 1: [], 2: [] });
    expect(groupCart({})).toEqual({ 0: [], 1: [], 2: [] });
  });
});

describe('status counts (G-026)', () => {
  it('counts per status in the enum order', () => {
    expect(
      statusCounts([
        line('a'),
        line('b', {}, { offerStatus: 'ACCEPTED' }),
        line('c'),
        line('d', {}, { offerStatus: 'PENDING_ACCEPTANCE' }),
      ]),
    ).toEqual([
      { status: 'PENDING_ACCEPTANCE', count: 1 },
      { status: 'ACCEPTED', count: 1 },
      { status: 'BUY_AT_LIST', count: 2 },
    ]);
  });
});

describe('on-hold sales orders (G-070)', () => {
  it('sorts newest first by lastUpdateDate, missing dates last', () => {
    const sorted = sortOnHoldSalesOrders([
      { id: 1, lastUpdateDate: '2026-01-01T00:00:00Z' },
      { id: 2, lastUpdateDate: null },
      { id: 3, lastUpdateDate: '2026-03-01T00:00:00Z' },
    ]);
    expect(sorted.map((o) => o.id)).toEqual([3, 1, 2]);
  });
});
