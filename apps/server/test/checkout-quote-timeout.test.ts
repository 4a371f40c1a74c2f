import { CalculateChargesResponse } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { builtInRatingProvider, type RatingProvider, type RatingRequest } from '../src/adapters/rating.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { stockItems } from '../src/db/schema/index.ts';
import { addressIn, checkoutApi, orderByNumber, submissionFor } from './checkout-helper.ts';
import { freshDatabase, memoryMailer, signIn } from './helper.ts';
import { expectRefusal, itemPicker } from './offers-helper.ts';
import { getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

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

const { database, drop } = await freshDatabase();
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
const app = await buildApp(
  {
    ...loadConfig({}),
    dataDir: '/nonexistent-test-data-dir',
    seedDemoOnEmpty: true,
    rateLimits: { signInPerMinute: 1000, resetPerMinute: 1000 },
    ratingTimeoutMs: TIMEOUT_MS,
  },
  { database, mailer: memoryMailer(), logger: false, rating: provider },
);
await app.ready();
afterAll(async () => {
  await app.close();
  await drop();
});

const buyer = await signIn(app, 'buyer@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');
const { offer, checkout, charges, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
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
      const started = Date.now();
      const res = await charges(buyer, {
        warehouseCode: item.warehouse,
        offerIds: [line.offerId],
        items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 2 }],
        shippingAddress: { id: addressIn(payload, 'Miami').id },
        shippingMethodCode: 'UPS_GROUND_RT',
        billingAddress: { id: payload.billingAddresses[0]!.id },
        paymentMethodCode: 'WIRE',
        insured: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(CalculateChargesResponse.parse(res.json())).toMatchObject({
        freightUndefined: true,
        freightQuotesForAllRealTimeShippingMethods: [{ shippingMethodCode: 'UPS_GROUND_RT', freight: null }],
      });
      expectRefusal(
        await submit(buyer, item.warehouse, submissionFor(payload, { shippingOption: REAL_TIME })),
        'selectShippingMethod',
      );
      const quoted = await submit(
        buyer,
        item.warehouse,
        submissionFor(payload, {
          shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
          requestAQuoteDetails: { serviceLevel: 'Expedited' },
          readyToRelease: false,
        }),
      );
      expect(quoted.statusCode, quoted.body).toBe(200);
      const { order } = await orderByNumber(app, harborId, quoted.json().phonexOrderNumber);
      expect(order).toMatchObject({ fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE', freightUndefined: true });
    } finally {
      mode = 'answer';
    }
  });
});
