import { gunzipSync } from 'node:zlib';
import { DEFAULT_DICTIONARY, ImportResult, PendingImport } from '@portico/contract';
import { IMPORT_REASON_TEXT } from '@portico/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  events,
  offerImports,
  stockGroups,
  stockItems,
  stocklistOffers,
  users,
} from '../src/db/schema/index.ts';
import { runOfferImportSweep } from '../src/jobs/offer-import-sweep.ts';
import { readSpreadsheet } from '../src/lib/spreadsheet/read-spreadsheet.ts';
import { savePending } from '../src/modules/offer-import/offer-import.repository.ts';
import { acceptImport } from '../src/modules/offer-import/offer-import.service.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { fixture, importApi, inw, multipartBody, seedImportStock } from './offer-import-helper.ts';
import { offersApi } from './offers-helper.ts';
import { deflatedZeros, inlineRow, xlsx, zip } from './spreadsheet-fixtures.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * Bulk offer import API (F-004…F-020, Q-065): LibreOffice-saved .xlsx and .xls fixtures, the review,
 * the pending import per buyer, accept in one transaction, and hostile files refused with the server still up.
 */

const { app, close } = await buildTestApp();
afterAll(close);
const harborId = await tenantIdOf(app, 'harbor');
await seedImportStock(app.db, harborId);
const buyer = await signIn(app, 'buyer@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const api = importApi(app);
const offers = offersApi(app);
const [buyerRow] = await app.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, 'buyer@harbor.test'));
const ctx = { tenantId: harborId, userId: buyerRow!.id, email: 'buyer@harbor.test', groups: ['Buyer'] };

const HOUR = 3_600_000;

const IMPORT_KEYS = ['IMP-001', 'IMP-002', 'IMP-003', 'IMP-004', 'IMP-005', '00123'].map((n) =>
  inw(n, n === 'IMP-003' ? 'IMPN' : 'IMPA'),
);

async function cartOfImportItems() {
  const map = await offers.offers(buyer);
  return Object.fromEntries(
    Object.entries(map)
      .filter(([k]) => IMPORT_KEYS.includes(k))
      .map(([k, v]) => [
        k,
        [v.stocklistOffer.offerStatus, v.stocklistOffer.offerQuantity, v.stocklistOffer.offerPrice],
      ]),
  );
}

async function resetBuyer() {
  await api.cancel(buyer);
  await app.db
    .delete(stocklistOffers)
    .where(and(eq(stocklistOffers.tenantId, harborId), eq(stocklistOffers.buyerId, ctx.userId)));
  for (const [n, q] of [
    ['IMP-005', 23],
    ['IMP-001', 100],
  ] as const) {
    await app.db
      .update(stockItems)
      .set({ quantityAvailable: q })
      .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, inw(n, 'IMPA'))));
  }
}
beforeEach(resetBuyer);

const summary = (r: ImportResult) => ({
  invalid: r.invalidOffers.map((o) => [o.rowNumber, o.reasonCode]),
  conflicts: r.conflictOffers.map((o) => [
    o.itemNumberWarehouse,
    o.offerQuantity,
    o.offerPrice,
    o.offerStatus,
  ]),
  valid: Object.fromEntries(
    Object.entries(r.validOffersMap).map(([g, rows]) => [
      g,
      rows.map((o) => [o.itemNumberWarehouse, o.offerQuantity, o.offerPrice, o.offerStatus]),
    ]),
  ),
});

async function uploadOk(name: string, data: Buffer = fixture(name)) {
  const res = await api.upload(buyer, name, data);
  expect(res.statusCode, res.body).toBe(200);
  return ImportResult.parse(res.json());
}

describe.each(['xlsx', 'xls'])('LibreOffice-saved .%s fixtures', (ext) => {
  it('valid: reviews four new requests grouped by group, skipping the empty row and the extra sheet', async () => {
    const result = await uploadOk(`valid.${ext}`);
    expect(summary(result)).toEqual({
      invalid: [],
      conflicts: [],
      valid: {
        'Import Phones': [
          ['IMP-001-IMPA', 10, 45, 'PENDING_ACCEPTANCE'],
          ['IMP-002-IMPA', 20, 20, 'BUY_AT_LIST'],
          // D-019: the whole available stock (23) although the increment is 10.
          ['IMP-005-IMPA', 23, 70, 'PENDING_ACCEPTANCE'],
        ],
        // A buy at list needs no offer acceptance, even in a warehouse that takes no offers.
        'Import North': [['IMP-003-IMPN', 5, 30, 'BUY_AT_LIST']],
      },
    });
    const buy = result.validOffersMap['Import Phones']![1]!;
    expect(buy).toMatchObject({
      groupName: 'Import Phones',
      groupItemName: 'IMP-002 lot',
      availableQuantity: 40,
      listPrice: 20,
      description: 'Test phone IMP-002',
      comments: 'The price equals the list price: imported as a buy at list price',
    });
    expect(result.fileName).toBe(`valid.${ext}`);
    // Nothing touches the cart until accept.
    expect(await cartOfImportItems()).toEqual({});
  });

  it('every reason: one invalid row per Q-065 reason, the earlier of two duplicate rows, the later imported', async () => {
    const result = await uploadOk(`every-reason.${ext}`);
    expect(summary(result)).toEqual({
      invalid: [
        [2, 'importItemNumberMissing'],
        [3, 'importItemNotFound'],
        [4, 'importWarehouseMismatch'],
        [5, 'importWarehouseNotAcceptingOffers'],
        [6, 'importGroupNotAcceptingOffers'],
        [7, 'importQuantityNotWholeNumber'],
        [8, 'importQuantityNotWholeNumber'],
        [9, 'importQuantityNotPositive'],
        [10, 'importQuantityAboveAvailable'],
        [11, 'importQuantityNotMultipleOfIncrement'],
        [12, 'importPriceNotNumber'],
        [13, 'importPriceNotPositive'],
        [14, 'importPriceAboveListPrice'],
        [15, 'importPriceNotWholeNumber'],
        [16, 'importDuplicateRow'],
      ],
      conflicts: [],
      valid: { 'Import Phones': [['IMP-002-IMPA', 10, 16, 'PENDING_ACCEPTANCE']] },
    });
    const byRow = new Map(result.invalidOffers.map((o) => [o.rowNumber, o]));
    expect(byRow.get(3)).toMatchObject({
      itemNumber: 'NOPE-1',
      warehouse: 'IMPA',
      offerQuantity: '1',
      offerPrice: '1',
      reason: 'Item NOPE-1 was not found in the stock list',
      pxnOffer: false,
      pxnsParticipantId: null,
      description: '',
    });
    expect(byRow.get(7)).toMatchObject({ offerQuantity: 'ten', description: 'Test phone IMP-001' });
    expect(byRow.get(10)?.reason).toBe('New Offer Quantity is above the available quantity of 100');
    expect(byRow.get(14)?.reason).toBe('New Offer Price is above the list price of 50.00');
    expect(byRow.get(15)?.reason).toBe('New Offer Price must be a whole number below the list price');
    expect(byRow.get(16)?.reason).toBe(
      'The same item appears again in row 17; only the last row is imported',
    );
  });

  it('shuffled columns, numbers stored as text, a currency sign, leading zeros and formulas (cached values)', async () => {
    const result = await uploadOk(`shuffled-text-formula.${ext}`);
    expect(summary(result)).toEqual({
      invalid: [],
      conflicts: [],
      valid: {
        'Import Phones': [
          ['IMP-001-IMPA', 10, 45, 'PENDING_ACCEPTANCE'],
          ['00123-IMPA', 5, 9, 'PENDING_ACCEPTANCE'],
          ['IMP-005-IMPA', 23, 70, 'PENDING_ACCEPTANCE'],
        ],
      },
    });
  });

  it('an empty sheet is refused with a message; a header-only sheet finds nothing', async () => {
    const empty = await api.upload(buyer, `empty.${ext}`, fixture(`empty.${ext}`));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('The spreadsheet is empty');
    const headerOnly = await uploadOk(`header-only.${ext}`);
    expect(summary(headerOnly)).toEqual({ invalid: [], conflicts: [], valid: {} });
  });
});

describe('the warehouse column (F-003)', () => {
  it('takes the warehouse as every screen names it (its label), in any case, as well as its code', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Offers');
    ws.addRow(['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']);
    ws.addRow(['IMP-001', 'import a', 10, 45]);
    ws.addRow(['IMP-005', 'IMPA', 23, 70]);
    ws.addRow(['IMP-002', 'Import Nowhere', 1, 10]);
    const result = await uploadOk('labels.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(summary(result)).toEqual({
      invalid: [[4, 'importWarehouseMismatch']],
      conflicts: [],
      valid: {
        'Import Phones': [
          ['IMP-001-IMPA', 10, 45, 'PENDING_ACCEPTANCE'],
          ['IMP-005-IMPA', 23, 70, 'PENDING_ACCEPTANCE'],
        ],
      },
    });
  });
});

describe('the pending import (F-012, F-018…F-020)', () => {
  it('shows conflicts with the old status, quantity and price; a removed row stays in the cart as it was', async () => {
    await offers.offer(buyer, { itemNumberWarehouse: inw('IMP-001', 'IMPA') }, 4, 40);
    const result = await uploadOk('valid.xlsx');
    expect(result.conflictOffers).toEqual([
      expect.objectContaining({
        itemNumberWarehouse: 'IMP-001-IMPA',
        offerQuantity: 10,
        offerPrice: 45,
        existingOfferStatus: 'PENDING_ACCEPTANCE',
        existingOfferStatusString: DEFAULT_DICTIONARY.offerStatusPendingAcceptance!.i18n_value,
        existingTransactionQuantity: 4,
        existingTransactionPrice: 40,
      }),
    ]);
    expect(result.validOffersMap['Import Phones']!.map((r) => r.itemNumberWarehouse)).toEqual([
      'IMP-002-IMPA',
      'IMP-005-IMPA',
    ]);

    // A reload or a second tab sees the same review.
    const again = PendingImport.parse((await api.pending(buyer)).json());
    expect(again.pendingImport).toEqual(result);

    const removed = await api.remove(buyer, 'IMP-001-IMPA');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(ImportResult.parse(removed.json()).conflictOffers).toEqual([]);
    expect((await api.remove(buyer, 'IMP-001-IMPA')).statusCode).toBe(404);

    const before = (await app.db.select({ id: events.id }).from(events)).length;
    const accepted = await api.accept(buyer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'SUCCESS', submittedCount: 3 });
    expect(await cartOfImportItems()).toEqual({
      'IMP-001-IMPA': ['PENDING_ACCEPTANCE', 4, 40],
      'IMP-002-IMPA': ['BUY_AT_LIST', 20, 20],
      'IMP-005-IMPA': ['PENDING_ACCEPTANCE', 23, 70],
      'IMP-003-IMPN': ['BUY_AT_LIST', 5, 30],
    });
    const published = (await app.db.select().from(events)).slice(before).map((e) => [e.type, e.audience]);
    expect(published).toEqual([
      ['offers.changed', 'seller'],
      ['cart.changed', 'buyer'],
    ]);
    // The pending import is gone: a second accept finds nothing.
    expect(PendingImport.parse((await api.pending(buyer)).json()).pendingImport).toBeNull();
    expect((await api.accept(buyer)).statusCode).toBe(404);
  });

  it('a line of a reviewed item another tab adds while accept runs: 409, nothing submitted (not a 500)', async () => {
    await uploadOk('valid.xlsx');
    // Another request commits a cart line of IMP-002 after accept read the cart and before it inserts: a
    // trigger stands in for that request, inserting the same buyer's line just before accept's own.
    await app.db.execute(sql`create function race_import_line() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() = 1 and new.item_number_warehouse = 'IMP-002-IMPA' then
          insert into stocklist_offers select * from json_populate_record(new, json_build_object('id', gen_random_uuid()));
        end if;
        return new;
      end $$`);
    await app.db.execute(
      sql`create trigger race_import_line before insert on stocklist_offers for each row execute function race_import_line()`,
    );
    try {
      const accepted = await api.accept(buyer);
      expect(accepted.statusCode, accepted.body).toBe(409);
      expect(await cartOfImportItems()).toEqual({});
    } finally {
      await app.db.execute(sql`drop trigger race_import_line on stocklist_offers`);
      await app.db.execute(sql`drop function race_import_line()`);
    }
  });

  it('keeps the review gzipped, and still reads and accepts one kept as jsonb', async () => {
    const result = await uploadOk('valid.xlsx');
    const stored = async () =>
      (
        await app.db
          .select({ review: offerImports.review, gzip: offerImports.reviewGzip })
          .from(offerImports)
          .where(and(eq(offerImports.tenantId, harborId), eq(offerImports.buyerId, ctx.userId)))
      )[0]!;
    const gzipped = await stored();
    expect(gzipped.review).toBeNull();
    expect(JSON.parse(gunzipSync(gzipped.gzip!).toString('utf8'))).toEqual(result);

    // A review kept as jsonb (by a server before review_gzip) reads and accepts the same.
    await app.db
      .update(offerImports)
      .set({ review: result, reviewGzip: null })
      .where(and(eq(offerImports.tenantId, harborId), eq(offerImports.buyerId, ctx.userId)));
    expect((await stored()).gzip).toBeNull();
    expect(PendingImport.parse((await api.pending(buyer)).json()).pendingImport).toEqual(result);
    const accepted = await api.accept(buyer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().submittedCount).toBe(4);
    expect(await cartOfImportItems()).toEqual({
      'IMP-001-IMPA': ['PENDING_ACCEPTANCE', 10, 45],
      'IMP-002-IMPA': ['BUY_AT_LIST', 20, 20],
      'IMP-005-IMPA': ['PENDING_ACCEPTANCE', 23, 70],
      'IMP-003-IMPN': ['BUY_AT_LIST', 5, 30],
    });
  });

  it('removing a row keeps the review gzipped', async () => {
    await offers.offer(buyer, { itemNumberWarehouse: inw('IMP-001', 'IMPA') }, 4, 40);
    await uploadOk('valid.xlsx');
    const removed = await api.remove(buyer, 'IMP-001-IMPA');
    expect(removed.statusCode, removed.body).toBe(200);
    const [row] = await app.db
      .select({ review: offerImports.review, gzip: offerImports.reviewGzip })
      .from(offerImports)
      .where(and(eq(offerImports.tenantId, harborId), eq(offerImports.buyerId, ctx.userId)));
    expect(row!.review).toBeNull();
    expect(JSON.parse(gunzipSync(row!.gzip!).toString('utf8'))).toEqual(removed.json());
  });

  it('accept overwrites a conflict row that was kept', async () => {
    await offers.offer(buyer, { itemNumberWarehouse: inw('IMP-001', 'IMPA') }, 4, 40);
    await uploadOk('valid.xlsx');
    expect((await api.accept(buyer)).statusCode).toBe(200);
    expect((await cartOfImportItems())['IMP-001-IMPA']).toEqual(['PENDING_ACCEPTANCE', 10, 45]);
  });

  it('cancel discards the review and changes nothing; a new upload replaces the previous review', async () => {
    await uploadOk('valid.xlsx');
    await uploadOk('shuffled-text-formula.xls');
    const pending = PendingImport.parse((await api.pending(buyer)).json()).pendingImport;
    expect(pending?.fileName).toBe('shuffled-text-formula.xls');
    expect((await api.cancel(buyer)).statusCode).toBe(200);
    expect(PendingImport.parse((await api.pending(buyer)).json()).pendingImport).toBeNull();
    expect((await api.accept(buyer)).statusCode).toBe(404);
    expect(await cartOfImportItems()).toEqual({});
  });

  it('another buyer never reaches the pending import; a user without CAN_BUY_ONLINE is refused', async () => {
    await uploadOk('valid.xlsx');
    expect(PendingImport.parse((await api.pending(summitBuyer, SUMMIT)).json()).pendingImport).toBeNull();
    expect((await api.accept(summitBuyer, SUMMIT)).statusCode).toBe(404);
    await api.cancel(summitBuyer, SUMMIT);
    expect(PendingImport.parse((await api.pending(buyer)).json()).pendingImport).not.toBeNull();
    const viewer = await signIn(app, 'viewer@harbor.test');
    expect((await api.pending(viewer)).statusCode).toBe(403);
    expect((await api.upload(viewer, 'valid.xlsx', fixture('valid.xlsx'))).statusCode).toBe(403);
  });
});

describe('accept is all or nothing', () => {
  it('a row that no longer fits the stock makes accept refuse (409) and change nothing', async () => {
    await uploadOk('valid.xls');
    await app.db
      .update(stockItems)
      .set({ quantityAvailable: 20 })
      .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, 'IMP-005-IMPA')));
    const res = await api.accept(buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      {
        messageCode: 'importQuantityAboveAvailable',
        messageDescription: 'Row 5: New Offer Quantity is above the available quantity of 20',
        field: 'rows',
      },
    ]);
    expect(await cartOfImportItems()).toEqual({});
    // The review stays for the buyer to cancel or upload again.
    expect(PendingImport.parse((await api.pending(buyer)).json()).pendingImport).not.toBeNull();
  });

  it('offers in a group that stopped taking offers since the review refuse accept; more stock does not', async () => {
    await uploadOk('valid.xlsx');
    // More units of an offered item: the same offer still fits.
    await app.db
      .update(stockItems)
      .set({ quantityAvailable: 150 })
      .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, 'IMP-001-IMPA')));
    const group = and(eq(stockGroups.tenantId, harborId), eq(stockGroups.title, 'Import Phones'));
    await app.db.update(stockGroups).set({ isOfferAccepted: false }).where(group);
    try {
      const res = await api.accept(buyer);
      expect(res.statusCode).toBe(409);
      // The two offers are refused; the buy at list in the same group needs no acceptance.
      expect(res.json().errors).toEqual([
        {
          messageCode: 'importGroupNotAcceptingOffers',
          messageDescription: `Row 2: ${IMPORT_REASON_TEXT.importGroupNotAcceptingOffers}`,
          field: 'rows',
        },
        {
          messageCode: 'importGroupNotAcceptingOffers',
          messageDescription: `Row 5: ${IMPORT_REASON_TEXT.importGroupNotAcceptingOffers}`,
          field: 'rows',
        },
      ]);
      expect(await cartOfImportItems()).toEqual({});
    } finally {
      await app.db.update(stockGroups).set({ isOfferAccepted: true }).where(group);
    }
    const accepted = await api.accept(buyer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await cartOfImportItems())['IMP-001-IMPA']).toEqual(['PENDING_ACCEPTANCE', 10, 45]);
  });

  it('a buy at list whose list price changed since the review refuses accept', async () => {
    await uploadOk('valid.xlsx');
    await app.db
      .update(stockItems)
      .set({ listPriceMinor: 2100 })
      .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, 'IMP-002-IMPA')));
    try {
      const res = await api.accept(buyer);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([
        {
          messageCode: 'importChangedSinceReview',
          messageDescription: 'Row 3: the list price changed since the review',
          field: 'rows',
        },
      ]);
      expect(await cartOfImportItems()).toEqual({});
    } finally {
      await app.db
        .update(stockItems)
        .set({ listPriceMinor: 2000 })
        .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, 'IMP-002-IMPA')));
    }
  });

  it('a new row whose item got a cart line since the review refuses accept', async () => {
    await uploadOk('valid.xlsx');
    await offers.offer(buyer, { itemNumberWarehouse: 'IMP-002-IMPA' }, 5, 15);
    const res = await api.accept(buyer);
    expect(res.statusCode).toBe(409);
    expect(await cartOfImportItems()).toEqual({ 'IMP-002-IMPA': ['PENDING_ACCEPTANCE', 5, 15] });
  });

  it('a database failure after the lines were written rolls the whole import back', async () => {
    await uploadOk('valid.xlsx');
    await expect(
      acceptImport(app.db, ctx, {
        beforeCommit: async (tx) => {
          // Inside the transaction the four lines are written (PGlite has one connection: read through tx).
          const written = await tx
            .select({ k: stocklistOffers.itemNumberWarehouse })
            .from(stocklistOffers)
            .where(eq(stocklistOffers.buyerId, ctx.userId));
          expect(written).toHaveLength(4);
          throw new Error('forced failure before commit');
        },
      }),
    ).rejects.toThrow('forced failure before commit');
    expect(await cartOfImportItems()).toEqual({});
    expect(PendingImport.parse((await api.pending(buyer)).json()).pendingImport).not.toBeNull();
  });
});

describe('the upload itself (F-001, F-002)', () => {
  it('answers the F-002 message without a file, and refuses two files, a non-Excel name and over 10 MB', async () => {
    const none = multipartBody([], { note: 'x' });
    const res = await app.inject({
      method: 'POST',
      url: `${API}/stocklist/offer/bulk-offer-import`,
      headers: { host: HARBOR, ...bearer(buyer), ...none.headers },
      payload: none.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Please upload the file to have a successful import',
      errors: [{ messageCode: 'importNoFile' }],
    });

    const two = multipartBody([
      { name: 'a.xlsx', data: fixture('valid.xlsx') },
      { name: 'b.xlsx', data: fixture('valid.xlsx') },
    ]);
    const twoRes = await app.inject({
      method: 'POST',
      url: `${API}/stocklist/offer/bulk-offer-import`,
      headers: { host: HARBOR, ...bearer(buyer), ...two.headers },
      payload: two.payload,
    });
    expect(twoRes.statusCode).toBe(422);
    expect(twoRes.json().message).toBe('Upload exactly one file');

    const csv = await api.upload(buyer, 'offers.csv', Buffer.from('Item #,Warehouse\n'));
    expect(csv.statusCode).toBe(422);
    expect(csv.json().message).toBe('Upload an Excel spreadsheet (.xlsx or .xls)');

    const big = await api.upload(
      buyer,
      'big.xlsx',
      Buffer.concat([fixture('valid.xlsx'), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(PendingImport.parse((await api.pending(buyer)).json()).pendingImport).toBeNull();
  });

  it('takes the file name from the x-file-name header when the part has none', async () => {
    const res = await api.upload(buyer, '', fixture('valid.xlsx'), {
      'x-file-name': encodeURIComponent('Mes offres.xlsx'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe('Mes offres.xlsx');
  });
});

describe('hostile files are refused with a clear message and the server stays up', () => {
  const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  const header = inlineRow(1, ['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']);
  const cases: [string, () => Promise<Buffer>, string][] = [
    [
      'a zip bomb',
      async () => {
        const size = 250 * 1024 * 1024;
        return xlsx({
          sheet: {
            name: 'xl/worksheets/sheet1.xml',
            data: Buffer.alloc(0),
            deflated: await deflatedZeros(size),
            uncompressedSize: 2048,
          },
        });
      },
      'The spreadsheet file unpacks to far more than its size (a possible zip bomb) and was not read',
    ],
    [
      '100k zip entries',
      async () =>
        zip(
          Array.from({ length: 100_000 }, (_, i) => ({ name: `x/${i}`, data: Buffer.alloc(0), store: true })),
        ),
      'The spreadsheet file has too many parts (more than 2,000)',
    ],
    [
      'a renamed executable',
      async () => Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(4096, 0x90)]),
      'The file is not an Excel spreadsheet (.xlsx or .xls)',
    ],
    [
      'a truncated zip',
      async () => {
        const f = fixture('valid.xlsx');
        return f.subarray(0, Math.floor(f.length / 2));
      },
      'The spreadsheet file is damaged or incomplete',
    ],
    [
      'an encrypted workbook (CFB with EncryptionInfo)',
      async () =>
        Buffer.concat([
          Buffer.from('d0cf11e0a1b11ae1', 'hex'),
          Buffer.alloc(504),
          Buffer.from('EncryptionInfo\0', 'utf16le'),
          Buffer.alloc(100),
          Buffer.from('EncryptedPackage\0', 'utf16le'),
          Buffer.alloc(2048),
        ]),
      'The workbook is password protected or not an .xlsx file',
    ],
    [
      'a sheet declaring a million rows',
      async () => xlsx({ sheet: `<dimension ref="A1:D1000001"/><sheetData>${header}</sheetData>` }),
      'The spreadsheet has more than 20,000 rows',
    ],
    [
      'the CVE-2023-30533 threaded comment',
      async () =>
        xlsx({
          sheet: `<sheetData>${inlineRow(1, ['__proto__', 'constructor'])}${inlineRow(2, ['polluted', 'x'])}</sheetData>`,
          extra: [
            {
              name: 'xl/threadedComments/threadedComment1.xml',
              data: Buffer.from(
                '<?xml version="1.0"?><ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><threadedComment ref="__proto__" personId="{__proto__}" id="__proto__"><text>polluted</text></threadedComment></ThreadedComments>',
              ),
            },
          ],
        }),
      'The spreadsheet is missing the columns: Item #, Warehouse, New Offer Quantity, New Offer Price',
    ],
  ];
  it.each(cases)('%s', async (_name, make, message) => {
    const res = await api.upload(buyer, 'offers.xlsx', await make());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(message);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(PendingImport.parse((await api.pending(buyer)).json()).pendingImport).toBeNull();
  });
});

describe('the template (F-003)', () => {
  it('has the expected columns, pre-filled with the given items, and uploads back finding nothing', async () => {
    const res = await api.template(buyer, '?itemNumberWarehouse=IMP-002-IMPA,NOPE,00123-IMPA');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSpreadsheet(res.rawPayload);
    expect(sheet).toMatchObject({
      ok: true,
      header: {
        cells: [
          'Item #',
          'Warehouse',
          'New Offer Quantity',
          'New Offer Price',
          'Description',
          'Available Quantity',
          'List Price',
          'Increment',
        ],
      },
      rows: [
        { cells: ['IMP-002', 'IMPA', '', '', 'Test phone IMP-002', '40', '20', '5'] },
        { cells: ['00123', 'IMPA', '', '', 'Test phone 00123', '5', '9.99', '1'] },
      ],
    });
    const back = await uploadOk('template.xlsx', res.rawPayload);
    expect(summary(back)).toEqual({ invalid: [], conflicts: [], valid: {} });
    const blank = await api.template(buyer);
    expect(blank.statusCode).toBe(200);
    const posted = await app.inject({
      method: 'POST',
      url: `${API}/stocklist/offer/bulk-offer-import/template`,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: { itemNumberWarehouses: ['IMP-005-IMPA'] },
    });
    expect(posted.statusCode).toBe(200);
    expect(await readSpreadsheet(posted.rawPayload)).toMatchObject({
      rows: [{ cells: ['IMP-005', 'IMPA', '', '', 'Test phone IMP-005', '23', '80', '10'] }],
    });
  });
});

it('the dictionary has every reason, with the same sentence the review answers', () => {
  for (const [code, text] of Object.entries(IMPORT_REASON_TEXT)) {
    expect(DEFAULT_DICTIONARY[code]?.i18n_value, code).toBe(text);
  }
});

describe('.xls reading keeps the reader caps', () => {
  it('refuses an .xls with more data rows than the cap, and reads one at the cap', async () => {
    const XLSX = await import('@e965/xlsx');
    const xls = (n: number) => {
      const rows = [['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']];
      for (let i = 0; i < n; i++) rows.push([`X-${i}`, 'IMPA', '1', '1']);
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Offers');
      return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }));
    };
    expect(await readSpreadsheet(xls(101), { maxRows: 100 })).toMatchObject({
      ok: false,
      message: 'The spreadsheet has more than 100 rows',
    });
    const atCap = await readSpreadsheet(xls(100), { maxRows: 100 });
    expect(atCap.ok && atCap.rows.length).toBe(100);
    // A CFB that is neither a workbook nor encrypted stays refused as before.
    expect(
      await readSpreadsheet(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096)])),
    ).toMatchObject({ ok: false, message: 'The workbook is password protected or not an .xlsx file' });
  });
});

describe('the sweep of expired pending imports (jobs/offer-import-sweep.ts)', () => {
  it('deletes every tenant’s expired pending import and keeps a fresh one', async () => {
    const idOf = async (email: string) =>
      (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const summitId = await tenantIdOf(app, 'summit');
    const summitBuyerId = await idOf('buyer@summit.test');
    const prospectId = await idOf('prospect@harbor.test');
    const prospect = await signIn(app, 'prospect@harbor.test');
    const start = Date.now();
    // Two imports through the upload (an hour to live), one in each tenant …
    await uploadOk('valid.xlsx');
    expect((await api.upload(summitBuyer, 'valid.xlsx', fixture('valid.xlsx'), {}, SUMMIT)).statusCode).toBe(
      200,
    );
    // … and one that lives three hours.
    const review = PendingImport.parse((await api.pending(buyer)).json()).pendingImport!;
    await savePending(
      app.db,
      harborId,
      prospectId,
      'later.xlsx',
      JSON.stringify({ ...review, fileName: 'later.xlsx' }),
      new Date(start + 3 * HOUR),
    );
    const rows = async () =>
      (await app.db.select({ t: offerImports.tenantId, b: offerImports.buyerId }).from(offerImports))
        .map((r) => `${r.t}/${r.b}`)
        .sort();
    const all = [
      `${harborId}/${ctx.userId}`,
      `${summitId}/${summitBuyerId}`,
      `${harborId}/${prospectId}`,
    ].sort();
    expect(await rows()).toEqual(all);

    // Half an hour on, nothing has expired.
    expect(await runOfferImportSweep(app.db, new Date(start + HOUR / 2))).toEqual([]);
    expect(await rows()).toEqual(all);

    // Past the hour the two uploaded ones are gone; the fresh one stays and is still the prospect's to review.
    const swept = await runOfferImportSweep(app.db, new Date(Date.now() + HOUR + 60_000));
    expect(swept.map((s) => `${s.tenantId}/${s.buyerId}`).sort()).toEqual(
      [`${harborId}/${ctx.userId}`, `${summitId}/${summitBuyerId}`].sort(),
    );
    expect(await rows()).toEqual([`${harborId}/${prospectId}`]);
    expect(PendingImport.parse((await api.pending(buyer)).json()).pendingImport).toBeNull();
    expect(PendingImport.parse((await api.pending(prospect)).json()).pendingImport?.fileName).toBe(
      'later.xlsx',
    );
    // A rerun at the same time finds nothing more.
    expect(await runOfferImportSweep(app.db, new Date(Date.now() + HOUR + 60_000))).toEqual([]);
    await api.cancel(prospect);
  });
});
