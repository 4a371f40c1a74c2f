import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { builtInRatingProvider, type RatingProvider, type RatingRequest } from '../src/adapters/rating.ts';
import { stockItems } from '../src/db/schema/index.ts';
import { checkoutTestApp, expectNoQuoteFallback, orderByNumber, submissionFor } from './checkout-helper.ts';

/**
 * I-025, Q-037: carrier quotes are taken before the checkout's transaction, never under its row locks, and a
 * quote slower than the timeout (RATING_TIMEOUT_MS, default 3 s) falls back to request-a-quote. The provider
 * here is the built-in one behind a switch: `stall` makes it never answer; `probe` makes it try to lock the stock
 * row being ordered (FOR UPDATE NOWAIT) before answering — which fails, or on PGlite waits for ever, when the
 * quote is taken inside the transaction holding that lock. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const TIMEOUT_MS = 300;
let mode: 'answer' | 'stall' | 'probe' = 'answer';
let probed: string | null = null;
const calls: RatingRequest[] = [];

const provider: RatingProvider = {
  async quote(request) {
    calls.push(request);
    if (mode === 'stall') return new Promise(() => {});
    if (mode === 'probe' && probed) {
      await app.db.execute(
        sql`select id from ${stockItems} where ${and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, probed))} for update nowait`,
      );
    }
    return builtInRatingProvider.quote(request);
  },
};
const { app, close, buyer, harborId, picker, offer, checkout, submit } = await checkoutTestApp(
  { ratingTimeoutMs: TIMEOUT_MS },
  { rating: provider },
);
afterAll(close);
const REAL_TIME = { shippingMethodCode: 'UPS_GROUND_RT', insured: false };

describe('carrier quotes outside the checkout transaction (I-025)', () => {
  it('the submit quotes before locking: the ordered stock row is not locked while the carrier answers', async () => {
    const item = picker.offerable();
    const line = await offer(buyer, item, 2, item.listPrice);
    const payload = await checkout(buyer, item.warehouse, [line.offerId]);
    mode = 'probe';
    probed = item.itemNumberWarehouse;
    try {
      const res = await submit(buyer, item.warehouse, submissionFor(payload, { shippingOption: REAL_TIME }));
      expect(res.statusCode, res.body).toBe(200);
      const { order } = await orderByNumber(app, harborId, res.json().phonexOrderNumber);
      expect(order).toMatchObject({ shippingMethodCode: 'UPS_GROUND_RT', freightMinor: 1_500 + 75 * 2 });
    } finally {
      mode = 'answer';
      probed = null;
    }
  });

  it('a quote slower than the timeout is unavailable: freight undefined, the method refused, request-a-quote places', async () => {
    const item = picker.offerable();
    const line = await offer(buyer, item, 2, item.listPrice);
    const payload = await checkout(buyer, item.warehouse, [line.offerId]);
    mode = 'stall';
    try {
      const { chargesMs } = await expectNoQuoteFallback(
        app,
        buyer,
        { item, offerId: line.offerId, quantity: 2 },
        payload,
      );
      expect(chargesMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    } finally {
      mode = 'answer';
    }
  });
});
