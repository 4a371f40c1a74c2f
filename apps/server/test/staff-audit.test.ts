import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { itemPicker, offersApi } from './offers-helper.ts';
import { insertOrder } from './orders-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * Every staff write of the console leaves one row in the staff audit log, written in the write's transaction: who
 * (the signed-in staff member), what (a stable action code), to what, and the values before and after.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const harborId = await tenantIdOf(app, 'harbor');
const seller = await signIn(app, 'seller@harbor.test');
const ops = await signIn(app, 'ops@harbor.test');
const buyer = await signIn(app, 'buyer@harbor.test');
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

const call = async (token: string, method: string, url: string, payload?: unknown) => {
  const res = await app.inject({
    method: method as 'GET',
    url: `${API}${url}`,
    headers: { host: HARBOR, ...bearer(token) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
};
/** The newest audit rows of Harbor with this action. */
const audited = (action: string) =>
  app.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.action, action)))
    .orderBy(desc(staffAudit.createdAt));

describe('the staff audit log', () => {
  it('records a stock edit with the values before and after, by the staff member who made it', async () => {
    const item = picker.offerable(5);
    await call(ops, 'PATCH', `/seller/stock/items/${encodeURIComponent(item.itemNumberWarehouse)}`, {
      quantityAvailable: item.quantityAvailable + 7,
      expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
    });
    const [row] = await audited('stock.item.update');
    expect(row).toMatchObject({
      actorEmail: 'ops@harbor.test',
      targetType: 'stockItem',
      targetId: item.itemNumberWarehouse,
      before: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
      after: { quantityAvailable: item.quantityAvailable + 7, listPrice: item.listPrice },
    });
  });

  it('records a stock upload commit with each item it changed', async () => {
    const item = picker.offerable(5);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Stock');
    sheet.addRow(['Item #', 'Warehouse', 'Available Quantity', 'List Price']);
    sheet.addRow([item.itemNumber, item.warehouse, item.quantityAvailable + 3, item.listPrice]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const boundary = '----portico-audit';
    const upload = await app.inject({
      method: 'POST',
      url: `${API}/seller/stock/upload`,
      headers: {
        host: HARBOR,
        ...bearer(seller),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { uploadId } = upload.json();
    await call(seller, 'POST', `/seller/stock/upload/${uploadId}/apply`, {});
    const [row] = await audited('stock.upload.apply');
    expect(row).toMatchObject({
      actorEmail: 'seller@harbor.test',
      targetId: uploadId,
      before: {
        items: [{ itemNumberWarehouse: item.itemNumberWarehouse, quantityAvailable: item.quantityAvailable }],
      },
      after: {
        items: [
          { itemNumberWarehouse: item.itemNumberWarehouse, quantityAvailable: item.quantityAvailable + 3 },
        ],
      },
    });
  });

  it('records an offer answer, and an offer settings save', async () => {
    const api = offersApi(app);
    const item = picker.offerable(5);
    const price = Math.floor(item.listPrice * 0.8);
    const offer = await api.offer(buyer, item, 2, price);
    await api.answerNow(seller, offer.offerId, 'REJECT');
    const [answer] = await audited('offers.answer');
    expect(answer).toMatchObject({
      actorEmail: 'seller@harbor.test',
      targetType: 'offer',
      targetId: offer.offerId,
      before: { itemNumberWarehouse: item.itemNumberWarehouse, offerQuantity: 2, offerPrice: price },
      after: { action: 'REJECT' },
    });
    const settings = await call(seller, 'GET', '/seller/offers/settings');
    const changed = { ...settings, offerWindowHours: settings.offerWindowHours === 24 ? 48 : 24 };
    await call(seller, 'PUT', '/seller/offers/settings', changed);
    const [saved] = await audited('offers.settings.update');
    expect(saved).toMatchObject({ before: settings, after: changed });
  });

  it('records an order desk action with the order before and after', async () => {
    const item = picker.offerable(2);
    const order = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: item.warehouse,
      fulfillmentStatus: 'AWAITING_PAYMENT',
      lines: [{ itemNumberWarehouse: item.itemNumberWarehouse, quantity: 1, unitPriceMinor: 5_000 }],
    });
    await call(ops, 'POST', `/seller/orders/${order.phonexOrderNumber}/payment`, {
      version: order.version,
      method: 'WIRE',
      reference: 'WIRE-77',
    });
    const [row] = await audited('orders.pay');
    expect(row).toMatchObject({
      actorEmail: 'ops@harbor.test',
      targetType: 'order',
      targetId: order.phonexOrderNumber,
      before: { paymentStatus: 'UNPAID', fulfillmentStatus: 'AWAITING_PAYMENT' },
      after: { paymentStatus: 'PAID', reference: 'WIRE-77' },
    });
  });

  it.each([
    [
      '/seller/settings/daily-report',
      'settings.daily-report.update',
      (v: { dailyReportHour: number }) => ({ ...v, dailyReportHour: (v.dailyReportHour + 1) % 24 }),
    ],
    [
      '/seller/settings/hold-window',
      'settings.hold-window.update',
      (v: { holdWindowHours: number }) => ({ holdWindowHours: v.holdWindowHours + 1 }),
    ],
    [
      '/seller/settings/orders',
      'settings.orders.update',
      (v: { holdWindowHours: number }) => ({ ...v, holdWindowHours: v.holdWindowHours + 2 }),
    ],
    ['/seller/settings/proof-of-export', 'settings.proof-of-export.update', (v: object) => v],
    [
      '/seller/settings/free-freight',
      'settings.free-freight.update',
      (v: { methods: { code: string; freeFreightOver: number | null }[] }) => ({
        methods: v.methods.map((m) => ({ code: m.code, freeFreightOver: 1234 })),
      }),
    ],
  ] as [
    string,
    string,
    (v: never) => object,
  ][])('records a save of %s with the settings before and after', async (url, action, change) => {
    const before = await call(seller, 'GET', url);
    const after = await call(seller, 'PUT', url, change(before as never));
    const [row] = await audited(action);
    expect(row).toMatchObject({ actorEmail: 'seller@harbor.test', targetType: 'settings', before, after });
  });
});
