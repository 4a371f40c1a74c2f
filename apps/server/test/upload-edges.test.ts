import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { MALFORMED_MULTIPART_MESSAGE } from '../src/lib/multipart.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { fixture } from './offer-import-helper.ts';
import { API, bearer } from './stock-helper.ts';

/**
 * The multipart edge of both uploads (offer import, seller stock): a body that is not well-formed multipart is a
 * 400 with a clear message (an unterminated part answered 500), and an uploaded file's name is stripped of
 * paths and control characters and capped at 255 characters before it is stored or echoed.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');

const IMPORT = `${API}/stocklist/offer/bulk-offer-import`;
const STOCK = `${API}/seller/stock/upload`;
const boundary = '----portico-edge';
const headers = (token: string) => ({
  host: HARBOR,
  ...bearer(token),
  'content-type': `multipart/form-data; boundary=${boundary}`,
});
const partHead = (fileName: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
const wellFormed = (fileName: string, data: Buffer) =>
  Buffer.concat([partHead(fileName), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);

/** A stock export with one real item, unchanged: a valid upload whatever its name. */
async function stockWorkbook(): Promise<Buffer> {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/seller/stock/items?pageSize=25`,
    headers: { host: HARBOR, ...bearer(seller) },
  });
  const item = res.json().items[0];
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Stock');
  sheet.addRow(['Item #', 'Warehouse', 'Description', 'Available Quantity', 'List Price']);
  sheet.addRow([item.itemNumber, item.warehouse, item.description, item.quantityAvailable, item.listPrice]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const routes = [
  { name: 'offer import', url: IMPORT, token: buyer },
  { name: 'seller stock upload', url: STOCK, token: seller },
];

describe('malformed multipart is 400 with a clear message, never 500', () => {
  const cutOff = [
    ['an unterminated part', Buffer.concat([partHead('a.xlsx'), Buffer.from('PK\u0003\u0004 not the end')])],
    ['a whole file without the closing boundary', Buffer.concat([partHead('a.xlsx'), fixture('valid.xlsx')])],
  ] as const;
  for (const route of routes) {
    it.each(cutOff)(`${route.name}: %s`, async (_what, payload) => {
      const res = await app.inject({
        method: 'POST',
        url: route.url,
        headers: headers(route.token),
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ messageCode: 'badRequest', message: MALFORMED_MULTIPART_MESSAGE });
    });

    it(`${route.name}: a multipart content type without a boundary`, async () => {
      const res = await app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...headers(route.token), 'content-type': 'multipart/form-data' },
        payload: wellFormed('a.xlsx', fixture('valid.xlsx')),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ messageCode: 'badRequest', message: MALFORMED_MULTIPART_MESSAGE });
    });

    it(`${route.name}: bodies with no file part say that no file came`, async () => {
      for (const payload of [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"`),
        Buffer.from('just some bytes'),
      ]) {
        const res = await app.inject({
          method: 'POST',
          url: route.url,
          headers: headers(route.token),
          payload,
        });
        expect([400, 422], res.body).toContain(res.statusCode);
        expect(res.json().message).toMatch(
          /^(No file was sent|Please upload the file to have a successful import)$/,
        );
      }
    });
  }
});

describe('uploaded file names are cleaned before they are stored or echoed', () => {
  const long = `${'é'.repeat(300)}.xlsx`;
  const cases = [
    ['C:\\Users\\dana\\Desktop\\offers.xlsx', 'offers.xlsx'],
    ['../../etc/offers.xlsx', 'offers.xlsx'],
    ['off\u0007ers\u007f.xlsx', 'offers.xlsx'],
    [long, `${'é'.repeat(250)}.xlsx`],
  ] as const;
  it.each(cases)('offer import: %j → %j', async (sent, kept) => {
    const res = await app.inject({
      method: 'POST',
      url: IMPORT,
      headers: headers(buyer),
      payload: wellFormed(sent, fixture('valid.xlsx')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe(kept);
    const pending = await app.inject({
      method: 'GET',
      url: IMPORT,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(pending.json().pendingImport.fileName).toBe(kept);
  });

  it('offer import: a control character in the x-file-name header is dropped too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: IMPORT,
      headers: { ...headers(buyer), 'x-file-name': encodeURIComponent('dir/my\u0000offers.xlsx') },
      payload: wellFormed('', fixture('valid.xlsx')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe('myoffers.xlsx');
  });

  it.each(cases)('seller stock upload: %j → %j', async (sent, kept) => {
    const res = await app.inject({
      method: 'POST',
      url: STOCK,
      headers: headers(seller),
      payload: wellFormed(sent, await stockWorkbook()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe(kept);
  });
});
