import { describe, expect, it } from 'vitest';
import {
  decideImportRow,
  type ImportItem,
  type ImportRowInput,
  importReasonText,
  matchImportHeader,
  parseImportNumber,
  reviewImport,
  reviewImportInSteps,
} from './offer-import.ts';

/** Q-065 and F-003 as a table: each row of the spreadsheet and what the review makes of it. */

const item = (over: Partial<ImportItem> = {}): ImportItem => ({
  itemNumberWarehouse: 'IP13-MIA',
  itemNumber: 'IP13',
  warehouse: 'MIA',
  description: 'iPhone 13 128GB',
  groupName: 'Apple',
  groupItemName: 'iPhone 13',
  quantityAvailable: 50,
  listPriceMinor: 10_000,
  incrementSize: 5,
  isOfferAccepted: true,
  warehouseAcceptsOffers: true,
  ...over,
});
const row = (quantity: string, price: string, over: Partial<ImportRowInput> = {}): ImportRowInput => ({
  rowNumber: 2,
  itemNumber: 'IP13',
  warehouse: 'MIA',
  quantity,
  price,
  ...over,
});

describe('decideImportRow (Q-065)', () => {
  const mia = item();
  const lax = item({ itemNumberWarehouse: 'IP13-LAX', warehouse: 'LAX', warehouseAcceptsOffers: false });
  const closedGroup = item({ isOfferAccepted: false });
  it.each([
    ['no Item #', row('5', '90', { itemNumber: ' ' }), [mia], 'importItemNumberMissing', {}],
    ['item not found', row('5', '90'), [], 'importItemNotFound', { itemNumber: 'IP13' }],
    [
      'warehouse mismatch',
      row('5', '90', { warehouse: 'NYC' }),
      [mia],
      'importWarehouseMismatch',
      { itemNumber: 'IP13', warehouse: 'NYC' },
    ],
    [
      'warehouse not accepting offers',
      row('5', '90', { warehouse: 'LAX' }),
      [mia, lax],
      'importWarehouseNotAcceptingOffers',
      { warehouse: 'LAX' },
    ],
    ['group not accepting offers', row('5', '90'), [closedGroup], 'importGroupNotAcceptingOffers', {}],
    ['quantity not a number', row('five', '90'), [mia], 'importQuantityNotWholeNumber', {}],
    ['quantity empty', row('', '90'), [mia], 'importQuantityNotWholeNumber', {}],
    ['quantity a fraction', row('5.5', '90'), [mia], 'importQuantityNotWholeNumber', {}],
    ['quantity 0', row('0', '90'), [mia], 'importQuantityNotPositive', {}],
    ['quantity negative', row('-5', '90'), [mia], 'importQuantityNotPositive', {}],
    ['quantity above available', row('55', '90'), [mia], 'importQuantityAboveAvailable', { available: 50 }],
    [
      'quantity not a multiple',
      row('7', '90'),
      [mia],
      'importQuantityNotMultipleOfIncrement',
      { incrementSize: 5 },
    ],
    ['price not a number', row('5', 'cheap'), [mia], 'importPriceNotNumber', {}],
    ['price empty', row('5', ''), [mia], 'importPriceNotNumber', {}],
    ['price 0', row('5', '0'), [mia], 'importPriceNotPositive', {}],
    ['price negative', row('5', '-1'), [mia], 'importPriceNotPositive', {}],
    ['price above list', row('5', '100.01'), [mia], 'importPriceAboveListPrice', { listPrice: '100.00' }],
    ['offer price with cents (D-018)', row('5', '99.99'), [mia], 'importPriceNotWholeNumber', {}],
  ])('%s', (_name, input, candidates, code, params) => {
    const d = decideImportRow(input, candidates);
    expect(d).toMatchObject({ ok: false, code, params });
  });

  it('a price below list is an offer; equal to list is a buy at list, even where offers are not accepted', () => {
    expect(decideImportRow(row('10', '90'), [mia])).toMatchObject({
      ok: true,
      status: 'PENDING_ACCEPTANCE',
      quantity: 10,
      priceMinor: 9000,
    });
    // A list price with cents: the same amount is a buy at list, a whole amount below it an offer.
    const cents = item({ listPriceMinor: 11_550 });
    expect(decideImportRow(row('10', '115.50'), [cents])).toMatchObject({ ok: true, status: 'BUY_AT_LIST' });
    expect(decideImportRow(row('10', '115'), [cents])).toMatchObject({
      ok: true,
      status: 'PENDING_ACCEPTANCE',
    });
    expect(decideImportRow(row('10', '100'), [closedGroup])).toMatchObject({
      ok: true,
      status: 'BUY_AT_LIST',
    });
    expect(decideImportRow(row('10', '100.00', { warehouse: 'LAX' }), [mia, lax])).toMatchObject({
      ok: true,
      status: 'BUY_AT_LIST',
      item: { warehouse: 'LAX' },
    });
  });

  it('a warehouse named as the portal names it (Miami) is that warehouse, in any case (F-003)', () => {
    const miami = item({ warehouseLabel: 'Miami' });
    const losAngeles = item({
      itemNumberWarehouse: 'IP13-LAX',
      warehouse: 'LAX',
      warehouseLabel: 'Los Angeles',
    });
    expect(decideImportRow(row('5', '90', { warehouse: ' miami ' }), [losAngeles, miami])).toMatchObject({
      ok: true,
      item: { warehouse: 'MIA' },
    });
    expect(decideImportRow(row('5', '100', { warehouse: 'Los Angeles' }), [losAngeles, miami])).toMatchObject(
      {
        ok: true,
        item: { warehouse: 'LAX' },
      },
    );
    expect(decideImportRow(row('5', '90', { warehouse: 'Miami Beach' }), [miami])).toMatchObject({
      ok: false,
      code: 'importWarehouseMismatch',
    });
  });

  it('the whole available stock is allowed even when it is not a multiple of the increment (D-019)', () => {
    expect(decideImportRow(row('53', '90'), [item({ quantityAvailable: 53 })])).toMatchObject({ ok: true });
  });

  it('numbers stored as text, with spaces, currency signs and thousands separators; warehouse in any case', () => {
    const big = item({ quantityAvailable: 5000, listPriceMinor: 500_000, incrementSize: 1 });
    expect(decideImportRow(row(' 1,000 ', '$1,234.00', { warehouse: 'mia ' }), [big])).toMatchObject({
      ok: true,
      quantity: 1000,
      priceMinor: 123_400,
    });
    expect(decideImportRow(row('10.0', '90'), [mia])).toMatchObject({ ok: true, quantity: 10 });
  });

  it('every reason reads as an English sentence with its values filled in', () => {
    expect(importReasonText('importQuantityAboveAvailable', { available: 50 })).toBe(
      'New Offer Quantity is above the available quantity of 50',
    );
    expect(importReasonText('importWarehouseMismatch', { itemNumber: 'IP13', warehouse: 'NYC' })).toBe(
      'Item IP13 is not stocked in warehouse NYC',
    );
  });
});

describe('parseImportNumber', () => {
  it.each([
    ['12', 12],
    [' 12.50 ', 12.5],
    ['.5', 0.5],
    ['€ 3', 3],
    ['1,234,567.8', 1_234_567.8],
    ['1e3', 1000],
    ['12abc', null],
    ['1,23', null],
    ['', null],
    ['1 2', null],
    ['Infinity', null],
  ])('%j → %j', (text, value) => expect(parseImportNumber(text)).toBe(value));
});

describe('matchImportHeader (F-003)', () => {
  it('finds the columns in any order, whatever the case and spaces', () => {
    expect(
      matchImportHeader(['Note', ' new offer PRICE ', 'warehouse', 'ITEM#', 'New_Offer_Quantity']),
    ).toEqual({
      ok: true,
      columns: { itemNumber: 3, warehouse: 2, quantity: 4, price: 1 },
    });
  });
  it('prefers the spec name over an alias', () => {
    expect(
      matchImportHeader(['Item', 'Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']),
    ).toMatchObject({
      columns: { itemNumber: 1 },
    });
  });
  it("finds the columns under the names the tenant's language gives them (the import dialog's list)", () => {
    const spanish = {
      itemNumber: 'Art. n.º',
      warehouse: 'Almacén',
      quantity: 'Nueva cantidad ofertada',
      price: 'Nuevo precio ofertado',
    };
    expect(
      matchImportHeader(['art. n.º', 'Almacén', 'Nueva Cantidad Ofertada', 'Nuevo precio ofertado'], spanish),
    ).toEqual({ ok: true, columns: { itemNumber: 0, warehouse: 1, quantity: 2, price: 3 } });
    // Without them a Spanish sheet is missing every column; the spec names still win when both are there.
    expect(matchImportHeader(['Almacén', 'Nuevo precio ofertado'])).toMatchObject({ ok: false });
    expect(
      matchImportHeader(
        ['Almacén', 'Warehouse', 'Item #', 'New Offer Quantity', 'Nuevo precio ofertado'],
        spanish,
      ),
    ).toEqual({
      ok: true,
      columns: { itemNumber: 2, warehouse: 1, quantity: 3, price: 4 },
    });
  });
  it('names the missing columns', () => {
    expect(matchImportHeader(['Item #', 'Quantity', 'Price'])).toEqual({
      ok: false,
      missing: ['Warehouse', 'New Offer Quantity', 'New Offer Price'],
    });
  });
});

describe('reviewImport', () => {
  const a = item();
  const b = item({ itemNumberWarehouse: 'S22-MIA', itemNumber: 'S22', groupName: 'Samsung' });
  const byNumber = (n: string) => [a, b].filter((i) => i.itemNumber === n);
  it('skips unpriced rows, lets the last duplicate win, and marks overwrites of cart lines', () => {
    const review = reviewImport(
      [
        row('5', '90', { rowNumber: 2 }),
        row('', '', { rowNumber: 3, itemNumber: 'S22' }),
        row('10', '80', { rowNumber: 4, itemNumber: 'S22' }),
        row('20', '95', { rowNumber: 5 }),
        row('x', '95', { rowNumber: 6, itemNumber: 'NOPE' }),
      ],
      byNumber,
      (inw) =>
        inw === 'S22-MIA' ? { status: 'ACCEPTED', offerQuantity: 5, offerPriceMinor: 7000 } : undefined,
    );
    expect(review.invalid.map((r) => [r.row.rowNumber, r.code, r.reason])).toEqual([
      [2, 'importDuplicateRow', 'The same item appears again in row 5; only the last row is imported'],
      [6, 'importItemNotFound', 'Item NOPE was not found in the stock list'],
    ]);
    expect(
      review.accepted.map((r) => [r.rowNumber, r.item.itemNumberWarehouse, r.quantity, r.existing]),
    ).toEqual([
      [4, 'S22-MIA', 10, { status: 'ACCEPTED', offerQuantity: 5, offerPriceMinor: 7000 }],
      [5, 'IP13-MIA', 20, null],
    ]);
  });

  it('in steps: pauses after every step of rows and answers the same review', () => {
    const rows = [
      row('5', '90', { rowNumber: 2 }),
      row('', '', { rowNumber: 3, itemNumber: 'S22' }),
      row('10', '80', { rowNumber: 4, itemNumber: 'S22' }),
      row('20', '95', { rowNumber: 5 }),
      row('x', '95', { rowNumber: 6, itemNumber: 'NOPE' }),
    ];
    const cart = () => undefined;
    for (const [step, pauses] of [
      [1, 4],
      [2, 2],
      [5, 0],
      [100, 0],
    ] as const) {
      const steps = reviewImportInSteps(rows, byNumber, cart, step);
      let paused = 0;
      let next = steps.next();
      while (!next.done) {
        paused++;
        next = steps.next();
      }
      expect([step, paused]).toEqual([step, pauses]);
      expect(next.value).toEqual(reviewImport(rows, byNumber, cart));
    }
  });
});
