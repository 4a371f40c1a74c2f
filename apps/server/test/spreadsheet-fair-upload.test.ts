import { FailBody } from '@portico/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { importApi, multipartBody } from './offer-import-helper.ts';
import { inlineRow, xlsx } from './spreadsheet-fixtures.ts';
import { API, bearer } from './stock-helper.ts';

/**
 * Fair uploads (lib/spreadsheet/read-queue.ts): one buyer flooding the server with heavy workbooks gets 429 with
 * Retry-After for every workbook past its first, and another tenant's small upload is read at once — not behind
 * the flood — for the buyer's offer import and the seller's stock upload alike.
 */

const { app, close } = await buildTestApp();
afterAll(close);
const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const api = importApi(app);

const HEADER = ['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'];
/**
 * A heavy workbook: more rows than either upload takes (20,000), 12 columns each, no dimension, so the reader
 * reads all 20,000 before it refuses the file (a few seconds of worker time).
 */
const heavy = xlsx({
  sheet: `<sheetData>${inlineRow(1, [...HEADER, ...Array.from({ length: 8 }, (_, c) => `Extra ${c}`)])}${Array.from(
    { length: 20_001 },
    (_, i) =>
      inlineRow(
        i + 2,
        Array.from({ length: 12 }, (_, c) => `r${i}c${c}-${(i * 31 + c * 7) % 997}`),
      ),
  ).join('')}</sheetData>`,
});
/** A small offer sheet (a few KB): one row for an item Summit does not stock. */
const small = xlsx({
  sheet: `<sheetData>${inlineRow(1, HEADER)}${inlineRow(2, ['NO-SUCH-ITEM', 'MIA', '1', '10'])}</sheetData>`,
});

const stockUpload = (token: string, data: Buffer) => {
  const body = multipartBody([{ name: 'inventory.xlsx', data }]);
  return app.inject({
    method: 'POST',
    url: `${API}/seller/stock/upload`,
    headers: { host: HARBOR, ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

/** One small upload by the Summit buyer; when its full answer arrived. */
async function smallUpload() {
  const res = await api.upload(summitBuyer, 'offers.xlsx', small, {}, SUMMIT);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().invalidOffers).toHaveLength(1);
  return { doneAt: performance.now() };
}

describe('fair spreadsheet uploads', () => {
  it('a flooding buyer gets 429 with Retry-After; another tenant’s small upload is not held up', async () => {
    expect(small.length).toBeLessThan(8 * 1024);
    // Warm the worker code up first.
    await smallUpload();

    // One buyer sends 20 heavy workbooks at once.
    // When the first heavy workbook was read to the end (a 429 reads nothing).
    let heavyDoneAt = Number.POSITIVE_INFINITY;
    const track = (p: ReturnType<typeof api.upload>) =>
      p.then((r) => {
        if (r.statusCode !== 429) heavyDoneAt = Math.min(heavyDoneAt, performance.now());
        return r;
      });
    const flood = Array.from({ length: 20 }, () => track(api.upload(buyer, 'heavy.xlsx', heavy)));
    const first = await smallUpload();
    const answers = await Promise.all(flood);
    const refused = answers.filter((r) => r.statusCode === 429);
    const read = answers.filter((r) => r.statusCode !== 429);

    // Exactly one of the buyer's workbooks is read (and refused for its size); the rest wait for nothing.
    expect(read).toHaveLength(1);
    expect(read[0]!.json().message).toBe('The spreadsheet has more than 20,000 rows');
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(FailBody.parse(r.json())).toMatchObject({
        status: 'FAIL',
        statusCode: 429,
        messageCode: 'tooManyRequests',
        message: 'You are already uploading a spreadsheet; wait until it has been read, then try again',
      });
    }
    // The other tenant's small file did not wait behind the heavy one: it was answered before the heavy read
    // ended. (How long it takes is a timing, measured by the bench, not asserted here.)
    expect(first.doneAt).toBeLessThan(heavyDoneAt);

    // Once the heavy read is over the buyer may upload again.
    const again = await api.upload(buyer, 'offers.xlsx', small);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('the seller’s stock upload follows the same rule: one workbook in flight, the next one 429', async () => {
    // Whichever of the two claims the seller's slot first is read; the other is refused.
    const answers = await Promise.all([stockUpload(seller, heavy), stockUpload(seller, heavy)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([400, 429]);
    const first = answers.find((r) => r.statusCode === 400)!;
    const second = answers.find((r) => r.statusCode === 429)!;
    expect(first.json().message).toBe('The spreadsheet has more than 20,000 rows');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(second.json()).toMatchObject({
      status: 'FAIL',
      messageCode: 'tooManyRequests',
      message: 'You are already uploading a spreadsheet; wait until it has been read, then try again',
    });
    // Another seller's upload, or the buyer's, was never held by it: each user has their own.
    const after = await stockUpload(seller, small);
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe('Missing columns: Available Quantity, List Price');
  });
});
