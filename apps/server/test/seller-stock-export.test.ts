import { StockUploadReview } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { stockGroups, stockItems } from '../src/db/schema/index.ts';
import { checkoutApi, submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * The seller's stock export and an old export uploaded back (seller console Stock). The export writes each row's
 * stock version (stock_items.version) and the values it exported; on upload, a row whose version has moved since
 * (an order, a hold, another seller) is not written back silently: a row the seller edited is a conflict the
 * seller resolves per row (keep, use the file, or apply as a change), enforced at apply, and apply compares the
 * version under the row lock. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
const { offer, checkout, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

const dbItem = async (inw: string) => {
  const [row] = await app.db
    .select()
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, inw)));
  return row!;
};

const exportStock = (query: string, token = seller, host = HARBOR) =>
  app.inject({
    method: 'GET',
    url: `${API}/seller/stock/export${query}`,
    headers: { host, ...bearer(token) },
  });

/** The export as a workbook, plus the column number of each header. */
async function exported(query = '?warehouse=MIA') {
  const res = await exportStock(query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  // A filtered export says so in its name, so it is not taken for the whole stock later.
  expect(res.headers['content-disposition']).toMatch(
    /attachment; filename=".+-stock-filtered-\d{4}-\d{2}-\d{2}\.xlsx"/,
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const col: Record<string, number> = {};
  sheet.getRow(1).eachCell((cell, n) => {
    col[cell.text] = n;
  });
  const rowOf = (inw: string) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row, n) => {
      if (n > 1 && `${row.getCell(col['Item #']!).text}-${row.getCell(col.Warehouse!).text}` === inw)
        found = row;
    });
    if (!found) throw new Error(`${inw} is not in the export`);
    return found;
  };
  /** Sets a cell of an item's row, as a seller editing the file does. */
  const edit = (inw: string, header: 'Available Quantity' | 'List Price', value: number) => {
    rowOf(inw).getCell(col[header]!).value = value;
  };
  const file = async () => Buffer.from(await wb.xlsx.writeBuffer());
  return { wb, sheet, col, rowOf, edit, file };
}

function multipartBody(fileName: string, content: Buffer) {
  const boundary = '----portico-export-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
async function upload(content: Buffer, fileName = 'stock.xlsx') {
  const body = multipartBody(fileName, content);
  const res = await app.inject({
    method: 'POST',
    url: `${API}/seller/stock/upload`,
    headers: { host: HARBOR, ...bearer(seller), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return StockUploadReview.parse(res.json());
}
const apply = (uploadId: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `${API}/seller/stock/upload/${uploadId}/apply`,
    headers: { host: HARBOR, ...bearer(seller) },
    ...(payload ? { payload } : {}),
  });

/** The buyer places an order of `quantity` units of the item at its list price (stock reserved). */
async function placeOrder(
  item: { itemNumberWarehouse: string; warehouse: string; listPrice: number },
  quantity: number,
) {
  const line = await offer(buyer, item, quantity, item.listPrice);
  const payload = await checkout(buyer, item.warehouse, [line.offerId]);
  const res = await submit(buyer, item.warehouse, submissionFor(payload));
  expect(res.statusCode, res.body).toBe(200);
}
const reviewRow = (review: StockUploadReview, inw: string) =>
  review.rows.find((r) => r.itemNumberWarehouse === inw);

describe('GET seller/stock/export', () => {
  it('names the whole stock and a filtered export differently', async () => {
    const name = async (query: string) =>
      /filename="([^"]+)"/.exec(String((await exportStock(query)).headers['content-disposition']))![1];
    expect(await name('')).toMatch(/^harbor-stock-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await name('?stock=all')).toMatch(/^harbor-stock-\d{4}-\d{2}-\d{2}\.xlsx$/);
    for (const q of ['?q=A54', '?warehouse=MIA', '?category=PHONES', '?stock=in'])
      expect(await name(q)).toMatch(/^harbor-stock-filtered-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
  it('writes every matching item with its Version, the version the database holds', async () => {
    const a = picker.fresh('exported item', (x) => x.item.warehouse === 'MIA');
    const { sheet, col, rowOf } = await exported();
    expect(Object.keys(col)).toEqual(
      expect.arrayContaining([
        'Item #',
        'Warehouse',
        'Description',
        'Group',
        'Available Quantity',
        'List Price',
        'Version',
      ]),
    );
    const row = rowOf(a.itemNumberWarehouse);
    const db = await dbItem(a.itemNumberWarehouse);
    expect(Number(row.getCell(col.Version!).text)).toBe(db.version);
    expect(Number(row.getCell(col['Available Quantity']!).text)).toBe(db.quantityAvailable);
    // Only MIA, as filtered.
    sheet.eachRow((r, n) => {
      if (n > 1) expect(r.getCell(col.Warehouse!).text).toBe('MIA');
    });
  });

  it("is refused to a buyer (403) and answers only the own tenant's items to another tenant's seller", async () => {
    expect((await exportStock('', buyer)).statusCode).toBe(403);
    const a = picker.fresh('harbor item', () => true);
    const res = await exportStock('', summitSeller, SUMMIT);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const numbers: string[] = [];
    wb.worksheets[0]!.eachRow((r, n) => {
      if (n > 1) numbers.push(`${r.getCell(1).text}-${r.getCell(2).text}`);
    });
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers).not.toContain(a.itemNumberWarehouse);
  });
});

describe('uploading an old export back', () => {
  it('an order placed after the export: the edited row is a conflict with both values, an apply that does not resolve it is refused and applies nothing, and "apply as a change" keeps the order\'s reservation', async () => {
    const a = picker.offerable(5); // ordered after the export, and edited in the file
    const b = picker.fresh('edited only', (x) => x.item.warehouse === 'MIA');
    const c = picker.offerable(5); // ordered after the export, not edited in the file
    const file = await exported();
    const exportedA = await dbItem(a.itemNumberWarehouse);
    const exportedB = await dbItem(b.itemNumberWarehouse);
    const exportedC = await dbItem(c.itemNumberWarehouse);
    file.edit(a.itemNumberWarehouse, 'Available Quantity', exportedA.quantityAvailable + 10);
    file.edit(b.itemNumberWarehouse, 'Available Quantity', exportedB.quantityAvailable + 5);

    await placeOrder(a, 3);
    await placeOrder(c, 2);
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(exportedA.quantityAvailable - 3);

    const review = await upload(await file.file());
    expect(review.versionColumn).toBe(true);
    expect(review.counts).toMatchObject({ update: 1, conflicts: 1, new: 0, errors: 0 });
    expect(reviewRow(review, a.itemNumberWarehouse)).toMatchObject({
      change: 'conflict',
      sinceExport: 'changed',
      before: { quantityAvailable: exportedA.quantityAvailable - 3, listPrice: a.listPrice },
      after: { quantityAvailable: exportedA.quantityAvailable + 10, listPrice: a.listPrice },
      exported: { quantityAvailable: exportedA.quantityAvailable, listPrice: a.listPrice },
      asChange: { quantityAvailable: exportedA.quantityAvailable + 7, listPrice: a.listPrice },
    });
    expect(reviewRow(review, b.itemNumberWarehouse)).toMatchObject({ change: 'update', sinceExport: 'same' });
    // Not edited by the seller: the old value is not written back over the order's reservation.
    expect(reviewRow(review, c.itemNumberWarehouse)).toMatchObject({
      change: 'unchanged',
      sinceExport: 'changed',
      before: { quantityAvailable: exportedC.quantityAvailable - 2 },
    });

    // No choice for the conflict: refused, and nothing at all is applied (b neither).
    const refused = await apply(review.uploadId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Row ${reviewRow(review, a.itemNumberWarehouse)!.row} (${a.itemNumberWarehouse}) changed since the export: choose to keep today's values, use the file's or apply it as a change`,
    );
    expect((await dbItem(b.itemNumberWarehouse)).quantityAvailable).toBe(exportedB.quantityAvailable);
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(exportedA.quantityAvailable - 3);

    const done = await apply(review.uploadId, {
      resolutions: [{ row: reviewRow(review, a.itemNumberWarehouse)!.row, choice: 'change' }],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'SUCCESS', applied: 2 });
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(exportedA.quantityAvailable + 7);
    expect((await dbItem(b.itemNumberWarehouse)).quantityAvailable).toBe(exportedB.quantityAvailable + 5);
    expect((await dbItem(c.itemNumberWarehouse)).quantityAvailable).toBe(exportedC.quantityAvailable - 2);
  });

  it("resolves each conflict on its own: keep today's values, or use the file's", async () => {
    const a = picker.fresh('keep', (x) => x.item.warehouse === 'MIA' && x.item.quantityAvailable > 2);
    const b = picker.fresh('use file', (x) => x.item.warehouse === 'MIA' && x.item.quantityAvailable > 2);
    const file = await exported();
    const qa = (await dbItem(a.itemNumberWarehouse)).quantityAvailable;
    const qb = (await dbItem(b.itemNumberWarehouse)).quantityAvailable;
    file.edit(a.itemNumberWarehouse, 'Available Quantity', qa + 1);
    file.edit(b.itemNumberWarehouse, 'List Price', b.listPrice + 2);
    // Changed since the export by another seller's edit (a) and a price change (b).
    for (const [item, q] of [
      [a, qa],
      [b, qb],
    ] as const) {
      const res = await app.inject({
        method: 'PATCH',
        url: `${API}/seller/stock/items/${encodeURIComponent(item.itemNumberWarehouse)}`,
        headers: { host: HARBOR, ...bearer(seller) },
        payload: { quantityAvailable: q - 1, expected: { quantityAvailable: q, listPrice: item.listPrice } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const review = await upload(await file.file());
    expect(review.counts.conflicts).toBe(2);
    const ra = reviewRow(review, a.itemNumberWarehouse)!;
    const rb = reviewRow(review, b.itemNumberWarehouse)!;
    expect(rb).toMatchObject({
      change: 'conflict',
      before: { quantityAvailable: qb - 1, listPrice: b.listPrice },
      after: { quantityAvailable: qb, listPrice: b.listPrice + 2 },
    });
    // One of two resolved is still refused.
    expect(
      (await apply(review.uploadId, { resolutions: [{ row: ra.row, choice: 'keep' }] })).statusCode,
    ).toBe(409);
    expect((await dbItem(b.itemNumberWarehouse)).quantityAvailable).toBe(qb - 1);
    const done = await apply(review.uploadId, {
      resolutions: [
        { row: ra.row, choice: 'keep' },
        { row: rb.row, choice: 'file' },
      ],
    });
    expect(done.json()).toEqual({ status: 'SUCCESS', applied: 1 });
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(qa - 1);
    const after = await dbItem(b.itemNumberWarehouse);
    expect(after.quantityAvailable).toBe(qb);
    expect(after.listPriceMinor).toBe(Math.round((b.listPrice + 2) * 100));
  });

  it('refuses a choice for a row that is not a conflict, and a change that would go below 0, applying nothing', async () => {
    const a = picker.fresh('below zero', (x) => x.item.warehouse === 'MIA' && x.item.quantityAvailable >= 6);
    const b = picker.fresh('plain update', (x) => x.item.warehouse === 'MIA');
    const file = await exported();
    const qb = (await dbItem(b.itemNumberWarehouse)).quantityAvailable;
    file.edit(a.itemNumberWarehouse, 'Available Quantity', 1); // the seller takes all but 1 unit away…
    file.edit(b.itemNumberWarehouse, 'Available Quantity', qb + 1);
    // …while another change leaves only 2: as a change that would go below 0.
    await app.db
      .update(stockItems)
      .set({ quantityAvailable: 2 })
      .where(
        and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, a.itemNumberWarehouse)),
      );
    const review = await upload(await file.file());
    const ra = reviewRow(review, a.itemNumberWarehouse)!;
    const rb = reviewRow(review, b.itemNumberWarehouse)!;
    expect(ra).toMatchObject({ change: 'conflict', asChange: null });

    const belowZero = await apply(review.uploadId, { resolutions: [{ row: ra.row, choice: 'change' }] });
    expect(belowZero.statusCode).toBe(409);
    expect(belowZero.json().message).toContain(
      `Row ${ra.row} (${a.itemNumberWarehouse}) cannot be applied as a change`,
    );
    const notConflict = await apply(review.uploadId, {
      resolutions: [
        { row: ra.row, choice: 'file' },
        { row: rb.row, choice: 'file' },
      ],
    });
    expect(notConflict.statusCode).toBe(409);
    expect(notConflict.json().message).toContain(`Row ${rb.row} has nothing to resolve`);
    expect((await dbItem(b.itemNumberWarehouse)).quantityAvailable).toBe(qb);
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(2);
  });

  it('an order placed between review and apply makes the row stale again: apply is refused, nothing is applied, and a new review shows the conflict', async () => {
    const a = picker.offerable(5);
    const b = picker.fresh('other row', (x) => x.item.warehouse === 'MIA');
    const file = await exported();
    const qa = (await dbItem(a.itemNumberWarehouse)).quantityAvailable;
    const qb = (await dbItem(b.itemNumberWarehouse)).quantityAvailable;
    file.edit(a.itemNumberWarehouse, 'Available Quantity', qa + 4);
    file.edit(b.itemNumberWarehouse, 'Available Quantity', qb + 4);
    const buffer = await file.file();
    const review = await upload(buffer);
    expect(review.counts).toMatchObject({ update: 2, conflicts: 0 });

    await placeOrder(a, 2);
    const res = await apply(review.uploadId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(a.itemNumberWarehouse);
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(qa - 2);
    expect((await dbItem(b.itemNumberWarehouse)).quantityAvailable).toBe(qb);

    const again = await upload(buffer);
    expect(reviewRow(again, a.itemNumberWarehouse)).toMatchObject({
      change: 'conflict',
      before: { quantityAvailable: qa - 2 },
      asChange: { quantityAvailable: qa + 2 },
    });
  });

  it('a hand-made file without the Version column: the review says so, and rows apply as before', async () => {
    const a = picker.fresh('hand-made', (x) => x.item.warehouse === 'MIA');
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Stock');
    sheet.addRow(['Item #', 'Warehouse', 'Available Quantity', 'List Price']);
    sheet.addRow([a.itemNumber, a.warehouse, a.quantityAvailable + 1, a.listPrice]);
    const review = await upload(Buffer.from(await wb.xlsx.writeBuffer()), 'hand.xlsx');
    expect(review.versionColumn).toBe(false);
    expect(review.rows[0]).toMatchObject({ change: 'update', sinceExport: 'unknown', exported: null });
  });

  it('a Version cell that is not the number the export wrote is a row error', async () => {
    const a = picker.fresh('bad version', (x) => x.item.warehouse === 'MIA');
    const file = await exported();
    file.rowOf(a.itemNumberWarehouse).getCell(file.col.Version!).value = 'v2';
    const review = await upload(await file.file());
    expect(review.errors).toContainEqual({
      row: file.rowOf(a.itemNumberWarehouse).number,
      item: `${a.itemNumber} ${a.warehouse}`,
      message: 'Version must be the number the export wrote; leave it as it is',
    });
  });
  it('a row copied under a new Item # joins the group of the row it was copied from (its Group Key), though other groups share the title', async () => {
    // Groups are per model, grade, warehouse and lot: their titles repeat, so only the key names one.
    const shared = await app.db
      .select({ title: stockGroups.title })
      .from(stockGroups)
      .where(and(eq(stockGroups.tenantId, harborId), eq(stockGroups.warehouse, 'MIA')))
      .groupBy(stockGroups.title)
      .having(sql`count(*) > 1`);
    const titles = new Set(shared.map((g) => g.title));
    let title = '';
    const a = picker.fresh('copied row', (x) => {
      const shares = x.item.warehouse === 'MIA' && titles.has(x.group.title);
      if (shares) title = x.group.title;
      return shares;
    });
    const file = await exported();
    expect(Object.keys(file.col)).toContain('Group Key');
    const source = file.rowOf(a.itemNumberWarehouse);
    const values = (source.values as ExcelJS.CellValue[]).slice(1);
    const copy = file.sheet.addRow(values);
    copy.getCell(file.col['Item #']!).value = 'COPY-UP-1';
    copy.getCell(file.col.Description!).value = 'Copied from another row';
    const byTitle = file.sheet.addRow(values);
    byTitle.getCell(file.col['Item #']!).value = 'COPY-UP-2';
    byTitle.getCell(file.col['Group Key']!).value = null;
    const review = await upload(await file.file());
    expect(reviewRow(review, 'COPY-UP-1-MIA')).toMatchObject({ change: 'new', before: null });
    expect(review.errors).toContainEqual({
      row: byTitle.number,
      item: 'COPY-UP-2 MIA',
      message: `Several groups in MIA are named ${title}: copy the Group Key of an item of the group you mean`,
    });
    expect((await apply(review.uploadId)).statusCode).toBe(200);
    const [copied] = await app.db
      .select({ groupId: stockItems.groupId, incrementSize: stockItems.incrementSize })
      .from(stockItems)
      .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, 'COPY-UP-1-MIA')));
    const original = await dbItem(a.itemNumberWarehouse);
    expect(copied).toEqual({ groupId: original.groupId, incrementSize: original.incrementSize });
  });

  it("says which edited columns an upload does not change, and still applies the row's quantity", async () => {
    const a = picker.fresh('edited read-only columns', (x) => x.item.warehouse === 'MIA');
    const file = await exported();
    const row = file.rowOf(a.itemNumberWarehouse);
    row.getCell(file.col.Description!).value = 'Renamed by file';
    row.getCell(file.col['Increment Size']!).value = 10;
    file.edit(a.itemNumberWarehouse, 'Available Quantity', a.quantityAvailable + 1);
    const review = await upload(await file.file());
    expect(reviewRow(review, a.itemNumberWarehouse)).toMatchObject({ change: 'update' });
    expect(review.notes).toEqual([
      {
        row: row.number,
        item: `${row.getCell(file.col['Item #']!).text} ${row.getCell(file.col.Warehouse!).text}`,
        message:
          'Description and Increment Size are not changed by an upload: only Available Quantity and List Price are',
      },
    ]);
    expect((await apply(review.uploadId)).statusCode).toBe(200);
    const after = await dbItem(a.itemNumberWarehouse);
    expect(after).toMatchObject({
      skuDescription: a.skuDescription,
      quantityAvailable: a.quantityAvailable + 1,
    });
  });
});
