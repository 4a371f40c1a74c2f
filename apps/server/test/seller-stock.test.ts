import {
  SellerStockItem,
  SellerStockResponse,
  StockUploadApplyResponse,
  StockUploadReview,
} from '@portico/contract';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  mailOutbox,
  staffAudit,
  stockAlerts,
  stockGroups,
  stockItems,
  stockUploads,
} from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, memoryMailer, SUMMIT, signIn } from './helper.ts';
import { eventsAfter, itemPicker, lastEventId, offersApi } from './offers-helper.ts';
import { deflatedZeros, xlsx } from './spreadsheet-fixtures.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/** The seller console's stock list, inline edit and inventory upload. */

const NEW_ITEM_NEEDS =
  'Unknown item: to add it, give it a Description and the Group Key of an item of its group';

const t = await buildTestApp();
const app = t.app;
const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
afterAll(async () => t.close());

const { offer, offers } = offersApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

const list = async (query = '', token = seller) => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/seller/stock/items${query}`,
    headers: { host: HARBOR, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return SellerStockResponse.parse(res.json());
};
const patch = (inw: string, payload: object, token = seller, host = HARBOR) =>
  app.inject({
    method: 'PATCH',
    url: `${API}/seller/stock/items/${encodeURIComponent(inw)}`,
    headers: { host, ...bearer(token) },
    payload,
  });
const dbItem = async (inw: string) => {
  const [row] = await app.db
    .select()
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, inw)));
  return row!;
};

/** An .xlsx with the export's key headers (and an ignored Description column), rows as given. */
async function workbook(rows: (string | number | null)[][], headers?: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Stock');
  sheet.addRow(headers ?? ['Item #', 'Warehouse', 'Description', 'Available Quantity', 'List Price']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart body with one file part. */
function multipartBody(fileName: string, content: Buffer) {
  const boundary = '----portico-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (fileName: string, content: Buffer, token = seller, host = HARBOR) => {
  const body = multipartBody(fileName, content);
  return app.inject({
    method: 'POST',
    url: `${API}/seller/stock/upload`,
    headers: { host, ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const post = (url: string, token = seller) =>
  app.inject({ method: 'POST', url: `${API}${url}`, headers: { host: HARBOR, ...bearer(token) } });

describe('GET seller/stock/items', () => {
  it('pages server-side with a stable order and a total', async () => {
    const first = await list('?pageSize=10&page=1');
    const second = await list('?pageSize=10&page=2');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    const ids = new Set(first.items.map((i) => i.itemNumberWarehouse));
    for (const i of second.items) expect(ids.has(i.itemNumberWarehouse)).toBe(false);
    const numbers = first.items.map((i) => i.itemNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(first.warehouses.map((w) => w.code)).toContain('MIA');
    expect(first.categories.length).toBeGreaterThan(0);
  });

  it('searches text and filters by warehouse, category and in/out of stock', async () => {
    const sample = (await list('?pageSize=1')).items[0]!;
    const byText = await list(`?q=${encodeURIComponent(sample.itemNumber)}`);
    expect(byText.items.map((i) => i.itemNumberWarehouse)).toContain(sample.itemNumberWarehouse);
    expect(
      byText.items.every(
        (i) => i.itemNumber.includes(sample.itemNumber) || i.description.includes(sample.itemNumber),
      ),
    ).toBe(true);

    const mia = await list('?warehouse=MIA&pageSize=200');
    expect(mia.items.length).toBeGreaterThan(0);
    expect(mia.items.every((i) => i.warehouse === 'MIA')).toBe(true);

    const cat = await list(`?category=${sample.category}&pageSize=200`);
    expect(cat.items.every((i) => i.category === sample.category)).toBe(true);

    const inStock = await list('?stock=in&pageSize=200');
    const outStock = await list('?stock=out&pageSize=200');
    expect(inStock.items.every((i) => i.quantityAvailable > 0)).toBe(true);
    expect(outStock.items.every((i) => i.quantityAvailable <= 0)).toBe(true);
    const all = await list('?pageSize=1');
    expect(inStock.total + outStock.total).toBe(all.total);

    const byQty = await list('?sort=quantity&dir=desc&pageSize=20');
    const q = byQty.items.map((i) => i.quantityAvailable);
    expect(q).toEqual([...q].sort((a, b) => b - a));
  });

  it("counts each item's open offers: those waiting for an answer and those agreed, not plain buys", async () => {
    const item = picker.offerable();
    const bought = picker.offerable();
    await offer(buyer, item, 2, Math.floor(item.listPrice) - 2);
    await offer(buyer, bought, 1, bought.listPrice);
    const rows = (await list(`?q=${encodeURIComponent(item.itemNumber)}`)).items;
    expect(rows.find((i) => i.itemNumberWarehouse === item.itemNumberWarehouse)?.openOffers).toEqual({
      waiting: 1,
      agreed: 0,
    });
    const other = (await list(`?q=${encodeURIComponent(bought.itemNumber)}`)).items;
    expect(other.find((i) => i.itemNumberWarehouse === bought.itemNumberWarehouse)?.openOffers).toEqual({
      waiting: 0,
      agreed: 0,
    });
  });

  it('is refused to a buyer (403) and shows only the own tenant to another seller', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/seller/stock/items`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(res.statusCode).toBe(403);
    const mine = await list('?pageSize=200');
    const theirs = await app.inject({
      method: 'GET',
      url: `${API}/seller/stock/items?pageSize=200`,
      headers: { host: SUMMIT, ...bearer(summitSeller) },
    });
    expect(theirs.statusCode).toBe(200);
    const summitKeys = new Set(
      SellerStockResponse.parse(theirs.json()).items.map((i) => `${i.itemNumberWarehouse}|${i.description}`),
    );
    // A summit seller on harbor's host is refused.
    const cross = await app.inject({
      method: 'GET',
      url: `${API}/seller/stock/items`,
      headers: { host: HARBOR, ...bearer(summitSeller) },
    });
    expect(cross.statusCode).toBe(403);
    expect(mine.total).toBeGreaterThan(0);
    // Summit's own list holds none of harbor's rows.
    for (const i of mine.items)
      expect(summitKeys.has(`${i.itemNumberWarehouse}|${i.description}`)).toBe(false);
  });
});

describe('PATCH seller/stock/items/{itemNumberWarehouse}', () => {
  it("changes the quantity, and the buyer's stock list answers the new quantity", async () => {
    const item = picker.fresh('any MIA item', (x) => x.item.warehouse === 'MIA');
    const inw = item.itemNumberWarehouse;
    const before = await lastEventId(app);
    const res = await patch(inw, {
      quantityAvailable: item.quantityAvailable + 7,
      expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(SellerStockItem.parse(res.json())).toMatchObject({
      quantityAvailable: item.quantityAvailable + 7,
      listPrice: item.listPrice,
    });
    const after = itemsOf((await getStock(app, buyer)).body.groups).find(
      (x) => x.item.itemNumberWarehouse === inw,
    );
    expect(after?.item.quantityAvailable).toBe(item.quantityAvailable + 7);
    // Live updates: every buyer and the sellers hear stock.changed.
    const sent = (await eventsAfter(app, harborId, before)).map((e) => `${e.audience}:${e.userId}:${e.type}`);
    expect(sent).toEqual(expect.arrayContaining(['buyer:null:stock.changed', 'seller:null:stock.changed']));
  });

  it('refuses a negative or fractional quantity, a zero price, three decimals and an empty change (422)', async () => {
    const item = picker.fresh('any item', () => true);
    const expected = { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice };
    for (const body of [
      { quantityAvailable: -1, expected },
      { quantityAvailable: 1.5, expected },
      { listPrice: 0, expected },
      { listPrice: 1.234, expected },
      { expected },
    ]) {
      const res = await patch(item.itemNumberWarehouse, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await dbItem(item.itemNumberWarehouse)).quantityAvailable).toBe(item.quantityAvailable);
  });

  it('refuses a stale edit (409) and an unknown item (404)', async () => {
    const item = picker.fresh('any item', () => true);
    const inw = item.itemNumberWarehouse;
    const first = await patch(inw, {
      quantityAvailable: item.quantityAvailable + 1,
      expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
    });
    expect(first.statusCode).toBe(200);
    // A second console still showing the old values.
    const stale = await patch(inw, {
      quantityAvailable: 3,
      expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 'FAIL', messageCode: 'conflict' });
    expect((await dbItem(inw)).quantityAvailable).toBe(item.quantityAvailable + 1);
    const unknown = await patch('NOPE-MIA', {
      quantityAvailable: 1,
      expected: { quantityAvailable: 0, listPrice: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a buyer (403) and another tenant's seller (403)", async () => {
    const item = picker.fresh('any item', () => true);
    const body = {
      quantityAvailable: 1,
      expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
    };
    expect((await patch(item.itemNumberWarehouse, body, buyer)).statusCode).toBe(403);
    expect((await patch(item.itemNumberWarehouse, body, summitSeller)).statusCode).toBe(403);
    // The summit seller on its own host cannot reach harbor's item either.
    expect((await patch(item.itemNumberWarehouse, body, summitSeller, SUMMIT)).statusCode).toBe(404);
    expect((await dbItem(item.itemNumberWarehouse)).quantityAvailable).toBe(item.quantityAvailable);
  });

  it('a list price lowered below an offer turns the cart line PRICE_DROPPED (Q-024)', async () => {
    const item = picker.offerable();
    const made = await offer(buyer, item, 2, item.listPrice - 2);
    const res = await patch(item.itemNumberWarehouse, {
      listPrice: item.listPrice - 5,
      expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = (await offers(buyer))[item.itemNumberWarehouse]?.stocklistOffer;
    expect(line).toMatchObject({
      offerId: made.offerId,
      offerStatus: 'PRICE_DROPPED',
      checkOutPrice: item.listPrice - 5,
    });
  });

  it('adding at least the alert quantity enqueues one alert mail (Q-063)', async () => {
    const item = picker.fresh('an item', (x) => x.item.warehouse === 'MIA');
    const inw = item.itemNumberWarehouse;
    const alert = await app.inject({
      method: 'POST',
      url: `${API}/stocklist/alert/item`,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: { itemNumberWarehouse: inw, quantity: 5 },
    });
    expect(alert.statusCode, alert.body).toBe(200);
    const res = await patch(inw, {
      quantityAvailable: item.quantityAvailable + 10,
      expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), like(mailOutbox.dedupeKey, `alert:%:${inw}:%`)));
    expect(mails).toHaveLength(1);
    await app.db.delete(stockAlerts).where(eq(stockAlerts.itemNumberWarehouse, inw));
  });
});

describe('PUT seller/stock/groups/{groupKey}/offers (C-051)', () => {
  const listed = async (inw: string) =>
    (await list(`?q=${encodeURIComponent(inw)}`)).items.find((i) => i.itemNumberWarehouse === inw)!;
  const setOffers = (groupKey: string, takesOffers: boolean, token = seller, host = HARBOR) =>
    app.inject({
      method: 'PUT',
      url: `${API}/seller/stock/groups/${encodeURIComponent(groupKey)}/offers`,
      headers: { host, ...bearer(token) },
      payload: { takesOffers },
    });

  it("lists whether each item's group and warehouse take offers, and turning a group off refuses new offers on its items, tells buyers and is audited", async () => {
    const item = picker.offerable();
    const title = itemsOf((await getStock(app, buyer)).body.groups).find(
      (x) => x.item.itemNumberWarehouse === item.itemNumberWarehouse,
    )!.group.title;
    const row = await listed(item.itemNumberWarehouse);
    expect(row).toMatchObject({ groupTakesOffers: true });
    expect((await list()).warehouses).toContainEqual(
      expect.objectContaining({ code: 'MIA', acceptsOffers: true }),
    );
    const before = await lastEventId(app);
    const res = await setOffers(row.groupKey, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ groupKey: row.groupKey, takesOffers: false });
    // The buyer's stock list says so, and a new offer is refused.
    const seen = itemsOf((await getStock(app, buyer)).body.groups).find(
      (x) => x.item.itemNumberWarehouse === item.itemNumberWarehouse,
    );
    expect(seen?.group.isOfferAccepted).toBe(false);
    const refused = await app.inject({
      method: 'POST',
      url: `${API}/stocklist/offer`,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: Math.floor(item.listPrice) - 1,
      },
    });
    expect(refused.json().errors).toEqual([expect.objectContaining({ messageCode: 'offersNotAccepted' })]);
    const sent = (await eventsAfter(app, harborId, before)).filter((e) => e.type === 'stock.changed');
    expect(sent.map((e) => e.audience).sort()).toEqual(['buyer', 'seller']);
    expect((sent[0]!.data as { itemNumberWarehouses: string[] }).itemNumberWarehouses).toContain(
      item.itemNumberWarehouse,
    );
    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.action, 'stock.group.offers')));
    expect(audit).toMatchObject({
      targetType: 'stockGroup',
      targetId: row.groupKey,
      before: { takesOffers: true },
      after: { takesOffers: false },
    });
    // The audit log names the group as a seller knows it.
    const log = await app.inject({
      method: 'GET',
      url: `${API}/seller/audit?action=stock.group.offers`,
      headers: { host: HARBOR, ...bearer(seller) },
    });
    expect(log.json().entries[0]).toMatchObject({ targetName: `${title} (MIA)` });
    expect((await setOffers(row.groupKey, true)).statusCode).toBe(200);
    expect((await listed(item.itemNumberWarehouse)).groupTakesOffers).toBe(true);
  });

  it('is refused to a buyer, read-only staff and another tenant (the group stays as it was), and an unknown group is 404', async () => {
    const item = picker.fresh('group kept', (x) => x.group.isOfferAccepted && x.item.warehouse === 'MIA');
    const { groupKey } = await listed(item.itemNumberWarehouse);
    const readonly = await signIn(app, 'readonly@harbor.test');
    expect((await setOffers(groupKey, false, buyer)).statusCode).toBe(403);
    expect((await setOffers(groupKey, false, readonly)).statusCode).toBe(403);
    expect((await setOffers(groupKey, false, summitSeller, SUMMIT)).statusCode).toBe(404);
    expect((await setOffers('no-such-group', false)).statusCode).toBe(404);
    const [g] = await app.db
      .select({ on: stockGroups.isOfferAccepted })
      .from(stockGroups)
      .where(and(eq(stockGroups.tenantId, harborId), eq(stockGroups.groupKey, groupKey)));
    expect(g?.on).toBe(true);
  });
});

describe('POST seller/stock/upload → review → apply / cancel', () => {
  it('reviews updates, unchanged rows and per-row errors, then applies exactly those in one go', async () => {
    const a = picker.fresh('item a', (x) => x.item.warehouse === 'MIA');
    const b = picker.fresh('item b', (x) => x.item.warehouse === 'MIA');
    const c = picker.fresh('item c', () => true);
    const file = await workbook([
      [a.itemNumber, a.warehouse, 'ignored', a.quantityAvailable + 11, a.listPrice],
      [b.itemNumber, b.warehouse, 'ignored', b.quantityAvailable, b.listPrice + 1],
      // A warehouse code typed in lower case is that warehouse.
      [c.itemNumber, c.warehouse.toLowerCase(), 'ignored', c.quantityAvailable, c.listPrice],
      ['NO-SUCH-ITEM', 'MIA', '', 4, 10],
      [a.itemNumber, 'MIA', '', -3, 10],
      [b.itemNumber, b.warehouse, '', 1, 0],
    ]);
    const res = await upload('inventory.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    const review = StockUploadReview.parse(res.json());
    expect(review.counts).toEqual({ update: 2, new: 0, unchanged: 1, conflicts: 0, errors: 3 });
    expect(review.rows.find((r) => r.row === 2)).toMatchObject({
      itemNumberWarehouse: a.itemNumberWarehouse,
      change: 'update',
      before: { quantityAvailable: a.quantityAvailable, listPrice: a.listPrice },
      after: { quantityAvailable: a.quantityAvailable + 11, listPrice: a.listPrice },
    });
    expect(review.errors).toEqual([
      // Each refused row is named by its Item # and Warehouse, as typed.
      { row: 5, item: 'NO-SUCH-ITEM MIA', message: NEW_ITEM_NEEDS },
      {
        row: 6,
        item: `${a.itemNumber} MIA`,
        message: 'Available Quantity must be a whole number of 0 or more',
      },
      {
        row: 7,
        item: `${b.itemNumber} ${b.warehouse}`,
        message: 'List Price must be above 0 with at most two decimals',
      },
    ]);
    // Nothing changed before apply.
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(a.quantityAvailable);

    const applied = await post(`/seller/stock/upload/${review.uploadId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(StockUploadApplyResponse.parse(applied.json())).toEqual({ status: 'SUCCESS', applied: 2 });
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(a.quantityAvailable + 11);
    expect((await dbItem(b.itemNumberWarehouse)).listPriceMinor).toBe(Math.round((b.listPrice + 1) * 100));
    // The buyer's list answers the new quantity.
    const seen = itemsOf((await getStock(app, buyer)).body.groups).find(
      (x) => x.item.itemNumberWarehouse === a.itemNumberWarehouse,
    );
    expect(seen?.item.quantityAvailable).toBe(a.quantityAvailable + 11);
    // An applied upload is gone.
    expect((await post(`/seller/stock/upload/${review.uploadId}/apply`)).statusCode).toBe(404);
  });

  it("names each changed row's open offers, which a lower price or a quantity of 0 changes", async () => {
    const item = picker.offerable();
    await offer(buyer, item, 2, Math.floor(item.listPrice) - 2);
    const file = await workbook([
      [item.itemNumber, item.warehouse, '', item.quantityAvailable, Math.floor(item.listPrice / 2)],
    ]);
    const review = StockUploadReview.parse((await upload('cut.xlsx', file)).json());
    expect(review.rows[0]).toMatchObject({ change: 'update', openOffers: { waiting: 1, agreed: 0 } });
    await post(`/seller/stock/upload/${review.uploadId}/cancel`);
  });

  it('refuses a list price above 10,000,000 and a quantity above 1,000,000,000 at review, so apply never fails on them', async () => {
    const a = picker.fresh('item with a huge price', (x) => x.item.warehouse === 'MIA');
    const b = picker.fresh('item with a huge quantity', (x) => x.item.warehouse === 'MIA');
    const file = await workbook([
      [a.itemNumber, a.warehouse, '', a.quantityAvailable, 50_000_000],
      [a.itemNumber, a.warehouse, '', a.quantityAvailable, 99_999_999_999],
      [b.itemNumber, b.warehouse, '', 3_000_000_000, b.listPrice],
      [b.itemNumber, b.warehouse, '', b.quantityAvailable, 10_000_000],
    ]);
    const res = await upload('inventory.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    const review = StockUploadReview.parse(res.json());
    expect(review.errors).toEqual([
      { row: 2, item: `${a.itemNumber} ${a.warehouse}`, message: 'List Price must be at most 10,000,000' },
      { row: 3, item: `${a.itemNumber} ${a.warehouse}`, message: 'List Price must be at most 10,000,000' },
      {
        row: 4,
        item: `${b.itemNumber} ${b.warehouse}`,
        message: 'Available Quantity must be at most 1,000,000,000',
      },
    ]);
    const applied = await post(`/seller/stock/upload/${review.uploadId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await dbItem(b.itemNumberWarehouse)).listPriceMinor).toBe(1_000_000_000);
    expect((await dbItem(a.itemNumberWarehouse)).listPriceMinor).toBe(Math.round(a.listPrice * 100));
  });

  it('adds a new item to a group named by its key, refuses one without group or description, and the buyer sees it', async () => {
    const a = picker.fresh('item in a group', (x) => x.item.warehouse === 'MIA');
    const [group] = await app.db
      .select({ groupKey: stockGroups.groupKey, title: stockGroups.title })
      .from(stockGroups)
      .innerJoin(stockItems, eq(stockItems.groupId, stockGroups.id))
      .where(
        and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, a.itemNumberWarehouse)),
      );
    const file = await workbook(
      [
        ['NEW-UP-1', 'MIA', 'Fresh upload item', group!.groupKey, 12, 99.5],
        ['NEW-UP-2', 'MIA', '', '', 3, 10],
        ['NEW-UP-3', 'MIA', 'No such group', 'nope', 3, 10],
      ],
      ['Item #', 'Warehouse', 'Description', 'Group', 'Available Quantity', 'List Price'],
    );
    const review = StockUploadReview.parse((await upload('new.xlsx', file)).json());
    expect(review.counts).toEqual({ update: 0, new: 1, unchanged: 0, conflicts: 0, errors: 2 });
    expect(review.rows[0]).toMatchObject({
      row: 2,
      itemNumberWarehouse: 'NEW-UP-1-MIA',
      change: 'new',
      before: null,
      after: { quantityAvailable: 12, listPrice: 99.5 },
    });
    expect(review.errors).toEqual([
      { row: 3, item: 'NEW-UP-2 MIA', message: NEW_ITEM_NEEDS },
      { row: 4, item: 'NEW-UP-3 MIA', message: 'Unknown group in MIA: nope' },
    ]);
    const applied = await post(`/seller/stock/upload/${review.uploadId}/apply`);
    expect(applied.json()).toEqual({ status: 'SUCCESS', applied: 1 });
    const seen = itemsOf((await getStock(app, buyer)).body.groups).find(
      (x) => x.item.itemNumberWarehouse === 'NEW-UP-1-MIA',
    );
    expect(seen?.item).toMatchObject({
      skuDescription: 'Fresh upload item',
      quantityAvailable: 12,
      listPrice: 99.5,
    });
    expect(seen?.group.title).toBe(group!.title);
  });

  it('refuses a new item no other screen or API could address: a long or odd Item #, a long or broken description', async () => {
    const a = picker.fresh('item in a group', (x) => x.item.warehouse === 'MIA');
    const [group] = await app.db
      .select({ groupKey: stockGroups.groupKey })
      .from(stockGroups)
      .innerJoin(stockItems, eq(stockItems.groupId, stockGroups.id))
      .where(
        and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, a.itemNumberWarehouse)),
      );
    const file = await workbook(
      [
        ['X'.repeat(4000), 'MIA', 'Huge key', group!.groupKey, 1, 10],
        ['N'.repeat(97), 'MIA', 'Key over 100 with its warehouse', group!.groupKey, 1, 10],
        ['ZZ ../../x?y#z', 'MIA', 'Spaces and slashes', group!.groupKey, 1, 10],
        ['NEW-UP-LONG', 'MIA', 'D'.repeat(201), group!.groupKey, 1, 10],
        ['NEW-UP-LINES', 'MIA', 'Two\nlines', group!.groupKey, 1, 10],
        ['NEW-UP-OK_2.b', 'MIA', 'D'.repeat(200), group!.groupKey, 1, 10],
      ],
      ['Item #', 'Warehouse', 'Description', 'Group', 'Available Quantity', 'List Price'],
    );
    const review = StockUploadReview.parse((await upload('odd.xlsx', file)).json());
    const itemNumber =
      'Item # may hold letters, digits, ".", "_" and "-", and with its warehouse at most 100 characters';
    const description = 'Description must be one line of at most 200 characters';
    expect(review.errors).toEqual([
      { row: 2, item: `${'X'.repeat(4000)} MIA`, message: itemNumber },
      { row: 3, item: `${'N'.repeat(97)} MIA`, message: itemNumber },
      { row: 4, item: 'ZZ ../../x?y#z MIA', message: itemNumber },
      { row: 5, item: 'NEW-UP-LONG MIA', message: description },
      { row: 6, item: 'NEW-UP-LINES MIA', message: description },
    ]);
    expect(review.rows.map((r) => r.itemNumberWarehouse)).toEqual(['NEW-UP-OK_2.b-MIA']);
    const applied = await post(`/seller/stock/upload/${review.uploadId}/apply`);
    expect(applied.json()).toEqual({ status: 'SUCCESS', applied: 1 });
    // What was created can be edited by its key.
    const edit = await app.inject({
      method: 'PATCH',
      url: `${API}/seller/stock/items/${encodeURIComponent('NEW-UP-OK_2.b-MIA')}`,
      headers: { host: HARBOR, ...bearer(seller) },
      payload: { quantityAvailable: 2, expected: { quantityAvailable: 1, listPrice: 10 } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('refuses the whole apply when an item changed since the review: nothing is applied (one transaction)', async () => {
    const a = picker.fresh('item a', () => true);
    const b = picker.fresh('item b', () => true);
    const review = StockUploadReview.parse(
      (
        await upload(
          'inventory.xlsx',
          await workbook([
            [a.itemNumber, a.warehouse, '', a.quantityAvailable + 3, a.listPrice],
            [b.itemNumber, b.warehouse, '', b.quantityAvailable + 4, b.listPrice],
          ]),
        )
      ).json(),
    );
    // Someone edits b between review and apply.
    const edit = await patch(b.itemNumberWarehouse, {
      quantityAvailable: 1,
      expected: { quantityAvailable: b.quantityAvailable, listPrice: b.listPrice },
    });
    expect(edit.statusCode).toBe(200);
    const res = await post(`/seller/stock/upload/${review.uploadId}/apply`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(b.itemNumberWarehouse);
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(a.quantityAvailable);
    expect((await dbItem(b.itemNumberWarehouse)).quantityAvailable).toBe(1);
  });

  it('cancel forgets the review and changes nothing; another seller cannot apply it', async () => {
    const a = picker.fresh('item a', () => true);
    const review = StockUploadReview.parse(
      (
        await upload(
          'inventory.xlsx',
          await workbook([[a.itemNumber, a.warehouse, '', a.quantityAvailable + 3, a.listPrice]]),
        )
      ).json(),
    );
    const other = await app.inject({
      method: 'POST',
      url: `${API}/seller/stock/upload/${review.uploadId}/apply`,
      headers: { host: SUMMIT, ...bearer(summitSeller) },
    });
    expect(other.statusCode).toBe(404);
    expect((await post(`/seller/stock/upload/${review.uploadId}/apply`, buyer)).statusCode).toBe(403);
    const cancelled = await post(`/seller/stock/upload/${review.uploadId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((await post(`/seller/stock/upload/${review.uploadId}/apply`)).statusCode).toBe(404);
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(a.quantityAvailable);
  });

  it('refuses bad files clearly: not .xlsx, empty, no rows, missing columns, too big', async () => {
    const notXlsx = await upload('stock.csv', Buffer.from('Item #,Warehouse\n1,MIA\n'));
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().message).toBe('The file is not an .xlsx spreadsheet');

    const fake = await upload('stock.xlsx', Buffer.from('this is not a zip'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('The file is not an .xlsx spreadsheet');

    const empty = await upload('stock.xlsx', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty');

    const noRows = await upload('stock.xlsx', await workbook([]));
    expect(noRows.statusCode).toBe(400);
    expect(noRows.json().message).toBe('The spreadsheet has no rows');

    const noColumns = await upload('stock.xlsx', await workbook([['x', 'MIA']], ['Item #', 'Warehouse']));
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toBe('Missing columns: Available Quantity, List Price');

    const big = await upload('stock.xlsx', Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than 10 MB');
  });

  it('refuses more than 20,000 rows', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => [`X${i}`, 'MIA', '', 1, 1]);
    const res = await upload('stock.xlsx', await workbook(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The spreadsheet has more than 20,000 rows');
  }, 60_000);

  it('refuses a buyer (403)', async () => {
    const res = await upload('stock.xlsx', await workbook([['x', 'MIA', '', 1, 1]]), buyer);
    expect(res.statusCode).toBe(403);
  });

  it('refuses hostile files with a clear message and keeps serving (DESIGN §2)', async () => {
    const cases: [string, Buffer][] = [
      [
        'The workbook is password protected or not an .xlsx file',
        Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(2048)]),
      ],
      ['The file is not an .xlsx spreadsheet', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)])],
      [
        'The spreadsheet file is damaged or incomplete',
        (await workbook([['x', 'MIA', '', 1, 1]])).subarray(0, 2000),
      ],
      [
        'The spreadsheet file unpacks to far more than its size (a possible zip bomb) and was not read',
        xlsx({
          sheet: {
            name: 'xl/worksheets/sheet1.xml',
            data: Buffer.alloc(0),
            deflated: await deflatedZeros(20 * 1024 * 1024),
            uncompressedSize: 4096,
          },
        }),
      ],
    ];
    for (const [message, file] of cases) {
      const res = await upload('stock.xlsx', file);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const a = picker.fresh('item after hostile files', () => true);
    const ok = await upload(
      'inventory.xlsx',
      await workbook([[a.itemNumber, a.warehouse, '', a.quantityAvailable, a.listPrice]]),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(StockUploadReview.parse(ok.json()).counts.unchanged).toBe(1);
  });
});

describe('pending uploads live in the database (stock_uploads)', () => {
  const reviewOf = async (inw: {
    itemNumber: string;
    warehouse: string;
    quantityAvailable: number;
    listPrice: number;
  }) => {
    const res = await upload(
      'inventory.xlsx',
      await workbook([[inw.itemNumber, inw.warehouse, '', inw.quantityAvailable + 2, inw.listPrice]]),
    );
    expect(res.statusCode, res.body).toBe(200);
    return StockUploadReview.parse(res.json());
  };

  it("stores the review as the seller's row and applies it from a second server on the same database", async () => {
    const a = picker.fresh('item for a second node', () => true);
    const review = await reviewOf(a);
    const [stored] = await app.db.select().from(stockUploads).where(eq(stockUploads.id, review.uploadId));
    expect(stored).toMatchObject({ tenantId: harborId, fileName: 'inventory.xlsx', review });
    expect(stored!.expiresAt.toISOString()).toBe(review.expiresAt);

    // Another node: its own Fastify instance and process memory, the same database.
    const second = await buildApp(app.config, {
      database: app.database,
      mailer: memoryMailer(),
      logger: false,
    });
    await second.ready();
    try {
      const res = await second.inject({
        method: 'POST',
        url: `${API}/seller/stock/upload/${review.uploadId}/apply`,
        headers: { host: HARBOR, ...bearer(seller) },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'SUCCESS', applied: 1 });
    } finally {
      await second.close();
    }
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(a.quantityAvailable + 2);
    expect(await app.db.select().from(stockUploads).where(eq(stockUploads.id, review.uploadId))).toEqual([]);
    // The first node no longer finds it either.
    expect((await post(`/seller/stock/upload/${review.uploadId}/apply`)).statusCode).toBe(404);
  });

  it('two applies of one upload at once: one succeeds, the other is refused and nothing is applied twice', async () => {
    const a = picker.fresh('item applied twice', () => true);
    const review = await reviewOf(a);
    const results = await Promise.all([
      post(`/seller/stock/upload/${review.uploadId}/apply`),
      post(`/seller/stock/upload/${review.uploadId}/apply`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(a.quantityAvailable + 2);
  });

  it("an expired upload is unknown (404), changes nothing and is swept by the next review; another seller's id stays unknown", async () => {
    const a = picker.fresh('item of an expired upload', () => true);
    const review = await reviewOf(a);
    await app.db
      .update(stockUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockUploads.id, review.uploadId));
    const res = await post(`/seller/stock/upload/${review.uploadId}/apply`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The upload has expired or does not exist; upload the file again');
    expect((await post(`/seller/stock/upload/${review.uploadId}/cancel`)).statusCode).toBe(404);
    expect((await dbItem(a.itemNumberWarehouse)).quantityAvailable).toBe(a.quantityAvailable);

    const b = picker.fresh('item of the next upload', () => true);
    const next = await reviewOf(b);
    expect(await app.db.select().from(stockUploads).where(eq(stockUploads.id, review.uploadId))).toEqual([]);
    // The summit seller cannot cancel harbor's pending upload, which stays for its owner.
    const other = await app.inject({
      method: 'POST',
      url: `${API}/seller/stock/upload/${next.uploadId}/cancel`,
      headers: { host: SUMMIT, ...bearer(summitSeller) },
    });
    expect(other.statusCode).toBe(404);
    expect((await post(`/seller/stock/upload/${next.uploadId}/cancel`)).statusCode).toBe(200);
  });
});
