import { DESK_PATHS, fillPath } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { builtInRatingProvider, type RatingProvider, type RatingRequest } from '../src/adapters/rating.ts';
import { orders, stockItems } from '../src/db/schema/index.ts';
import { checkoutTestApp, expectNoQuoteFallback, orderByNumber, submissionFor } from './checkout-helper.ts';
import { HARBOR, signIn } from './helper.ts';

/**
 * I-025, Q-037: carrier quotes are taken before the checkout's transaction, never under its row locks, and a
 * quote slower than the timeout (RATING_TIMEOUT_MS, default 3 s) falls back to request-a-quote. The provider
 * here is the built-in one behind a switch: `stall` makes it never answer; `probe` makes it try to lock the stock
 * row being ordered (FOR UPDATE NOWAIT) before answering — which fails, or on PGlite waits for ever, when the
 * quote is taken inside the transaction holding that lock; `outside` makes it ask the database whether a
 * transaction of this database is open meanwhile (on PGlite the question itself waits for a transaction in
 * progress, and the quote times out). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const TIMEOUT_MS = 300;
let mode: 'answer' | 'stall' | 'probe' | 'outside' = 'answer';
let probed: string | null = null;
const calls: RatingRequest[] = [];

const provider: RatingProvider = {
  async quote(request) {
    calls.push(request);
    if (mode === 'stall') return new Promise(() => {});
    if (mode === 'outside') {
      const open = (await app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
      )) as unknown as { rows: { n: number }[] };
      if (Number(open.rows[0]!.n) > 0) throw new Error('quoted inside a transaction');
    }
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

  it("the order desk's line edit quotes before its transaction: the new units' freight is quoted", async () => {
    const seller = await signIn(app, 'seller@harbor.test');
    const item = picker.offerable(10);
    const line = await offer(buyer, item, 2, item.listPrice);
    const payload = await checkout(buyer, item.warehouse, [line.offerId]);
    const res = await submit(
      buyer,
      item.warehouse,
      submissionFor(payload, { shippingOption: REAL_TIME, readyToRelease: false }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const n = res.json().phonexOrderNumber as string;
    const [{ version }] = (await app.db
      .select({ version: orders.version })
      .from(orders)
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)))) as [{ version: number }];
    mode = 'outside';
    calls.length = 0;
    try {
      const edit = await app.inject({
        method: 'PUT',
        url: `/px-api-gateway${fillPath(DESK_PATHS.editLines.path, { phonexOrderNumber: n })}`,
        headers: { host: HARBOR, authorization: `Bearer ${seller}` },
        payload: { version, items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 4 }] },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(calls.map((c) => c.units)).toEqual([4]);
      const { order } = await orderByNumber(app, harborId, n);
      expect(order).toMatchObject({ totalOrderedQuantity: 4, freightMinor: 1_500 + 75 * 4 });
    } finally {
      mode = 'answer';
    }
  });
});
