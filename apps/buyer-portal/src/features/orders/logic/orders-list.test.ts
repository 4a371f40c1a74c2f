import { DEFAULT_ORDER_SETTINGS, type OrderSettings, type OrdersListRow } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  DEFAULT_ORDERS_SORT,
  nextSort,
  orderSearchParam,
  orderSearchTermCount,
  ordersListColumns,
  ordersPage,
  ordersPageCount,
  pageRange,
  sortOrders,
  statusDisplay,
} from './orders-list.ts';

const row = (n: number, over: Partial<OrdersListRow> = {}): OrdersListRow => ({
  phonexOrderNumber: `PXSTKL${String(n).padStart(7, '0')}`,
  updateDate: `2026-11-${String((n % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
  warehouse: 'Miami',
  warehouseCode: 'MIA',
  fulfillmentStatus: 'ON_HOLD',
  paymentStatus: 'UNPAID',
  pxnsOrder: false,
  refOrderNumber: null,
  refOrderNumberOrPhonexOrderNumber: `PXSTKL${String(n).padStart(7, '0')}`,
  createDate: '2026-11-01T10:00:00.000Z',
  totalOrderedQuantity: n,
  total: n * 10,
  ...over,
});

const withColumns = (columns: { field: string; label: string }[]): OrderSettings => ({
  ...DEFAULT_ORDER_SETTINGS,
  buyerSalesOrderListPageSettings: { columns },
});

describe('ordersListColumns (K-002, Q-047)', () => {
  it('uses the Q-047 defaults when the settings are missing or empty (K-009)', () => {
    const expected = [
      'refOrderNumberOrPhonexOrderNumber',
      'updateDate',
      'warehouse',
      'fulfillmentStatus',
      'paymentStatus',
    ];
    expect(ordersListColumns(undefined).map((c) => c.field)).toEqual(expected);
    expect(ordersListColumns({}).map((c) => c.field)).toEqual(expected);
    expect(ordersListColumns(withColumns([])).map((c) => c.field)).toEqual(expected);
    expect(ordersListColumns(undefined).map((c) => c.labelKey)).toEqual([
      'columnOrderNumber',
      'columnUpdated',
      'columnWarehouse',
      'columnFulfillmentStatus',
      'columnPaymentStatus',
    ]);
  });

  it("keeps the tenant's columns, order and labels, dropping unknown fields and repeats", () => {
    const columns = ordersListColumns(
      withColumns([
        { field: 'paymentStatus', label: 'Paid?' },
        { field: 'secretField', label: 'Nope' },
        { field: 'phonexOrderNumber', label: 'PX #' },
        { field: 'paymentStatus', label: 'Again' },
        { field: 'total', label: '' },
      ]),
    );
    expect(columns).toEqual([
      { field: 'paymentStatus', label: 'Paid?', labelKey: 'columnPaymentStatus' },
      { field: 'phonexOrderNumber', label: 'PX #', labelKey: 'columnOrderNumber' },
      { field: 'total', label: '', labelKey: 'columnTotal' },
    ]);
  });

  it('falls back to the defaults when no column names a known field', () => {
    expect(ordersListColumns(withColumns([{ field: 'x', label: 'X' }]))).toHaveLength(5);
  });
});

describe('order search (K-006)', () => {
  it('turns a pasted column of order numbers into distinct comma-joined terms', () => {
    expect(orderSearchParam('PXSTKL0000001\nPXSTKL0000002\r\n pxstkl0000001 ,PXSTKL0000003;\t')).toBe(
      'PXSTKL0000001,PXSTKL0000002,PXSTKL0000003',
    );
    expect(orderSearchTermCount('PXSTKL0000001\nPXSTKL0000002')).toBe(2);
  });

  it('sends nothing for a blank box', () => {
    expect(orderSearchParam('')).toBeUndefined();
    expect(orderSearchParam(' \n , ')).toBeUndefined();
    expect(orderSearchTermCount('  ')).toBe(0);
  });

  it('keeps a single partial term as typed (upper-cased)', () => {
    expect(orderSearchParam(' stkl00003 ')).toBe('STKL00003');
  });
});

describe('sortOrders (K-001, K-007)', () => {
  const rows = [row(3), row(1), row(2)];

  it('defaults to updateDate newest first', () => {
    expect(DEFAULT_ORDERS_SORT).toEqual({ field: 'updateDate', direction: 'desc' });
    expect(sortOrders(rows).map((r) => r.totalOrderedQuantity)).toEqual([3, 2, 1]);
  });

  it('sorts by any column both ways, text naturally, without touching the input', () => {
    const named = [
      row(1, { warehouse: 'Miami' }),
      row(2, { warehouse: 'Austin' }),
      row(3, { warehouse: 'miami' }),
    ];
    expect(sortOrders(named, { field: 'warehouse', direction: 'asc' }).map((r) => r.warehouse)).toEqual([
      'Austin',
      'miami',
      'Miami',
    ]);
    expect(sortOrders(rows, { field: 'total', direction: 'asc' }).map((r) => r.total)).toEqual([10, 20, 30]);
    expect(rows.map((r) => r.totalOrderedQuantity)).toEqual([3, 1, 2]);
  });

  it('breaks ties by the newest update, and keeps missing values last', () => {
    const tied = [row(1, { warehouse: 'A' }), row(5, { warehouse: 'A' })];
    expect(sortOrders(tied, { field: 'warehouse', direction: 'desc' })[0]?.totalOrderedQuantity).toBe(5);
    const refs = [row(1, { refOrderNumber: null }), row(2, { refOrderNumber: 'R-1' })];
    expect(sortOrders(refs, { field: 'refOrderNumber', direction: 'desc' })[1]?.refOrderNumber).toBeNull();
    expect(sortOrders(refs, { field: 'refOrderNumber', direction: 'asc' })[1]?.refOrderNumber).toBeNull();
  });

  it('a header click flips the same column and starts dates newest first', () => {
    expect(nextSort(DEFAULT_ORDERS_SORT, 'updateDate')).toEqual({ field: 'updateDate', direction: 'asc' });
    expect(nextSort(DEFAULT_ORDERS_SORT, 'warehouse')).toEqual({ field: 'warehouse', direction: 'asc' });
    expect(nextSort({ field: 'warehouse', direction: 'asc' }, 'createDate')).toEqual({
      field: 'createDate',
      direction: 'desc',
    });
  });
});

describe('paging (K-007, P-022: 50 a page)', () => {
  const many = Array.from({ length: 134 }, (_, i) => i);

  it('counts pages of 50, at least one', () => {
    expect(ordersPageCount(0)).toBe(1);
    expect(ordersPageCount(50)).toBe(1);
    expect(ordersPageCount(51)).toBe(2);
    expect(ordersPageCount(134)).toBe(3);
  });

  it('slices a page and clamps a page past the end to the last one', () => {
    expect(ordersPage(many, 0)).toHaveLength(50);
    expect(ordersPage(many, 2)).toEqual(many.slice(100));
    expect(ordersPage(many, 9)).toEqual(many.slice(100));
    expect(clampPage(-1, 134)).toBe(0);
    expect(clampPage(Number.NaN, 134)).toBe(0);
    expect(clampPage(5, 10)).toBe(0);
  });

  it('describes the range shown', () => {
    expect(pageRange(0, 134)).toEqual({ from: 1, to: 50, total: 134 });
    expect(pageRange(2, 134)).toEqual({ from: 101, to: 134, total: 134 });
    expect(pageRange(0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('statusDisplay (K-004)', () => {
  it("uses the tenant's label and colour", () => {
    expect(statusDisplay('ON_HOLD', [{ code: 'ON_HOLD', label: 'Held', colorClass: 'secondary' }])).toEqual({
      label: 'Held',
      labelKey: 'fulfillmentStatusOnHold',
      color: 'secondary',
    });
  });

  it('falls back to the default label key and colour', () => {
    expect(statusDisplay('PAID', [])).toEqual({ label: '', labelKey: 'paymentStatusPaid', color: 'success' });
    expect(statusDisplay('CANCELED', [{ code: 'CANCELED', label: ' ', colorClass: 'text-red' }])).toEqual({
      label: '',
      labelKey: 'fulfillmentStatusCanceled',
      color: 'error',
    });
  });

  it('shows an unknown status as its code', () => {
    expect(statusDisplay('WEIRD', undefined)).toEqual({ label: 'WEIRD', color: 'default' });
  });
});
