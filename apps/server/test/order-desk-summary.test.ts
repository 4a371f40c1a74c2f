import {
  DESK_PATHS,
  DESK_SUMMARY_CAP,
  type DeskNeedsAction,
  DeskQueueResponse,
  DeskSummaryResponse,
} from '@portico/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { pendingDocuments } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { insertOrder } from './orders-helper.ts';
import { API, bearer, getStock, itemsOf } from './stock-helper.ts';

/**
 * The console Home's order work (GET seller/orders/summary): each 'Needs action' bucket counts exactly the orders
 * the queue's filter of that name lists, up to DESK_SUMMARY_CAP, for the caller's tenant only, for any staff role.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const seller = await signIn(app, 'seller@harbor.test');
const readOnly = await signIn(app, 'readonly@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
const buyer = await signIn(app, 'buyer@harbor.test');
const { item } = itemsOf((await getStock(app, buyer)).body.groups).find((x) => x.item.warehouse === 'LAX')!;
const line = { itemNumberWarehouse: item.itemNumberWarehouse, quantity: 1, unitPriceMinor: 10_000 };
const order = (over: Partial<Parameters<typeof insertOrder>[1]>) =>
  insertOrder(app, {
    tenantSlug: 'harbor',
    buyerEmail: 'buyer@harbor.test',
    warehouse: 'LAX',
    lines: [line],
    ...over,
  });

const get = (url: string, token = seller, host = HARBOR) =>
  app.inject({ method: 'GET', url: `${API}${url}`, headers: { host, ...bearer(token) } });

async function summary(token = seller, host = HARBOR) {
  const res = await get(DESK_PATHS.summary.path, token, host);
  expect(res.statusCode, res.body).toBe(200);
  const body = DeskSummaryResponse.parse(res.json());
  return Object.fromEntries(body.needsAction.map(({ needsAction, ...b }) => [needsAction, b])) as Record<
    DeskNeedsAction,
    { count: number; more: boolean }
  >;
}

/** The orders the queue lists under a 'Needs action' filter (all of them: fewer than a page here). */
async function queued(needsAction: DeskNeedsAction, token = seller, host = HARBOR) {
  const res = await get(`${DESK_PATHS.queue.path}?needsAction=${needsAction}&pageSize=100`, token, host);
  expect(res.statusCode, res.body).toBe(200);
  const page = DeskQueueResponse.parse(res.json());
  expect(page.hasMore).toBe(false);
  return page.orders.length;
}

const BUCKETS: DeskNeedsAction[] = [
  'QUOTE_REQUESTED',
  'PAYMENT_TO_CONFIRM',
  'READY_TO_SHIP',
  'DOCUMENTS_TO_REVIEW',
];

describe('GET seller/orders/summary', () => {
  it("counts each bucket as the queue's filter lists it, and follows the orders", async () => {
    const before = await summary();
    await order({ fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE', shippingMethodCode: 'REQUEST_A_QUOTE' });
    await order({ fulfillmentStatus: 'AWAITING_PAYMENT', paymentStatus: 'UNPAID' });
    await order({ fulfillmentStatus: 'READY_FOR_FULFILLMENT', paymentStatus: 'PAID' });
    // Credit terms ship before they are paid (decision 014): ready to ship, no payment to confirm.
    await order({
      fulfillmentStatus: 'AWAITING_PAYMENT',
      paymentStatus: 'UNPAID',
      paymentMethodCode: 'TERMS_NET_30',
    });
    const withDocument = await order({ fulfillmentStatus: 'ON_HOLD' });
    await app.db.insert(pendingDocuments).values({
      tenantId: withDocument.tenantId,
      userId: withDocument.buyerId,
      orderId: withDocument.id,
      name: 'Export declaration',
      status: 'SUBMITTED',
      submittedAt: new Date(),
    });
    // Not work for the desk: placed on hold, shipped in full, cancelled.
    await order({ fulfillmentStatus: 'ON_HOLD' });
    await order({ fulfillmentStatus: 'CANCELED' });

    const after = await summary();
    expect(Object.keys(after).sort()).toEqual([...BUCKETS].sort());
    expect(after.QUOTE_REQUESTED.count - before.QUOTE_REQUESTED.count).toBe(1);
    expect(after.PAYMENT_TO_CONFIRM.count - before.PAYMENT_TO_CONFIRM.count).toBe(1);
    expect(after.READY_TO_SHIP.count - before.READY_TO_SHIP.count).toBe(2);
    expect(after.DOCUMENTS_TO_REVIEW.count - before.DOCUMENTS_TO_REVIEW.count).toBe(1);
    for (const bucket of BUCKETS) {
      expect(after[bucket], bucket).toEqual({ count: await queued(bucket), more: false });
    }
  });

  it("is the caller's tenant's only, for every staff role; a buyer is refused", async () => {
    const summit = await summary(summitSeller, SUMMIT);
    for (const bucket of BUCKETS) {
      expect(summit[bucket], bucket).toEqual({
        count: await queued(bucket, summitSeller, SUMMIT),
        more: false,
      });
    }
    expect(await summary(readOnly)).toEqual(await summary(seller));
    const refused = await get(DESK_PATHS.summary.path, buyer);
    expect(refused.statusCode).toBe(403);
    expect((await get(DESK_PATHS.summary.path, '')).statusCode).toBe(401);
  });

  it('stops counting at the cap and says there are more', async () => {
    const start = (await summary()).QUOTE_REQUESTED.count;
    for (let i = start; i <= DESK_SUMMARY_CAP; i++) {
      await order({ fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE', shippingMethodCode: 'REQUEST_A_QUOTE' });
    }
    expect((await summary()).QUOTE_REQUESTED).toEqual({ count: DESK_SUMMARY_CAP, more: true });
  });
});
