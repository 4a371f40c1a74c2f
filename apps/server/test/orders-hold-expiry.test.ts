import {
  CHECKOUT_PATHS,
  DESK_PATHS,
  fillPath,
  ORDER_PATHS,
  OrderSettings,
  PAYMENT_PATHS,
  type SubmissionBodyInput,
} from '@portico/contract';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, mailOutbox, orders, orderTimeline, tenants } from '../src/db/schema/index.ts';
import { runOrderHoldExpiry } from '../src/jobs/order-hold-expiry.ts';
import { addressIn, checkoutApi, orderByNumber, stockOf, submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * unpaid ON_HOLD orders past the tenant's hold window (order settings holdWindowHours, default 72 h) are
 * cancelled by jobs/order-hold-expiry.ts and their stock goes back. Orders are held and placed through the API (so
 * the stock is really reserved); their age is set by writing created_at, and the job's clock is its `now`. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const HOUR = 3_600_000;
const buyer = await signIn(app, 'buyer@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const seller = await signIn(app, 'seller@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
const summitId = await tenantIdOf(app, 'summit');
const { call, offer, offers, checkout, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const summitPicker = itemPicker(itemsOf((await getStock(app, summitBuyer, SUMMIT)).body.groups));

/** What the buyer's stock list (GET stocklist/items, the cached bytes) shows for an item. */
async function listed(inw: string, token = buyer, host = HARBOR): Promise<number | undefined> {
  const all = itemsOf((await getStock(app, token, host, true)).body.groups);
  return all.find((x) => x.item.itemNumberWarehouse === inw)?.item.quantityAvailable;
}

/**
 * An order of `quantity` of a fresh harbor item through checkout and submit: held (not ready to release) unless
 * `over` says otherwise; `over` replaces the submission's other choices too (shipping, payment).
 */
async function harborOrder(quantity: number, over: Partial<SubmissionBodyInput> = {}) {
  const item = picker.offerable(quantity + 5);
  const line = await offer(buyer, item, quantity, item.listPrice);
  const payload = await checkout(buyer, item.warehouse, [line.offerId]);
  const res = await submit(buyer, item.warehouse, submissionFor(payload, { readyToRelease: false, ...over }));
  expect(res.statusCode, res.body).toBe(200);
  return { item, number: res.json().phonexOrderNumber as string };
}

/** The submission's choices of a request-a-quote order (it waits in AWAITING_SHIPPING_QUOTE). */
const REQUEST_A_QUOTE = {
  shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
  requestAQuoteDetails: { serviceLevel: 'Economy' },
} as const;

/** Holds an order on the summit tenant (London, STANDARD, TERMS_NET_30: its demo choices). */
async function summitHeldOrder(quantity: number) {
  const item = summitPicker.fresh(
    'summit offerable item',
    (x) =>
      x.group.isOfferAccepted &&
      x.item.incrementSize === 1 &&
      x.item.quantityAvailable >= quantity + 5 &&
      x.item.listPrice >= 20,
  );
  const made = await call(
    summitBuyer,
    'POST',
    '/stocklist/offer',
    { itemNumberWarehouse: item.itemNumberWarehouse, offerQuantity: quantity, offerPrice: item.listPrice },
    SUMMIT,
  );
  expect(made.statusCode, made.body).toBe(200);
  const offerId = (made.json().stocklistOffer as { offerId: string }).offerId;
  const payload = await checkout(summitBuyer, item.warehouse, [offerId], SUMMIT);
  const body = {
    shippingAddressId: addressIn(payload, 'London').id,
    billingAddressId: payload.billingAddresses[0]!.id,
    shippingOption: { shippingMethodCode: 'STANDARD', insured: false },
    paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' },
    additionalServiceCodes: [],
    readyToRelease: false,
    offerIds: payload.offerIds,
  };
  const res = await submit(summitBuyer, item.warehouse, body, undefined, SUMMIT);
  expect(res.statusCode, res.body).toBe(200);
  return { item, number: res.json().phonexOrderNumber as string };
}

/** GET/PUT seller/settings/hold-window. */
const holdWindow = (method: 'GET' | 'PUT', token: string, host: string, payload?: object) =>
  app.inject({
    method,
    url: `${API}/seller/settings/hold-window`,
    headers: { host, ...bearer(token) },
    ...(payload ? { payload } : {}),
  });

/** The order was held `hours` before `at` (test setup: the job reads created_at). */
async function heldAgo(tenantId: string, number: string, hours: number, at: Date) {
  await app.db
    .update(orders)
    .set({ createdAt: new Date(at.getTime() - hours * HOUR) })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.phonexOrderNumber, number)));
}

const statusOf = async (tenantId: string, number: string) =>
  (await orderByNumber(app, tenantId, number)).order.fulfillmentStatus;

/** The mails the outbox holds for an order (every version's). */
const mailsOf = (tenantId: string, number: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId), like(mailOutbox.dedupeKey, `order:${number}:%`)));

describe('order hold expiry (Q-043)', () => {
  it('mails the buyer once per order when the hold window cancels a held or a quote order', async () => {
    const now = new Date();
    const held = await harborOrder(2);
    const quote = (await harborOrder(1, REQUEST_A_QUOTE)).number;
    for (const n of [held.number, quote]) await heldAgo(harborId, n, 80, now);

    expect(await runOrderHoldExpiry(app.db, now)).toEqual(expect.arrayContaining([held.number, quote]));
    expect(await runOrderHoldExpiry(app.db, new Date(now.getTime() + HOUR))).not.toEqual(
      expect.arrayContaining([held.number]),
    );
    for (const n of [held.number, quote]) {
      const cancelledMails = (await mailsOf(harborId, n)).filter((m) => m.subject.includes('cancelled'));
      expect(cancelledMails, n).toHaveLength(1);
      const [mail] = cancelledMails;
      expect(mail!.toAddress).toBe('buyer@harbor.test');
      expect(mail!.subject).toContain(n);
      expect(mail!.text).toContain(`Order ${n} — Cancelled`);
      expect(mail!.text).toContain('hold time ran out');
      // A lapsed hold owes nothing, as a buyer's cancel (the order's amounts are 0 and the mail says so).
      expect(mail!.text).toContain('Total: $0.00');
      expect((await orderByNumber(app, harborId, n)).order.totalMinor).toBe(0);
      // The order's timeline: the job cancelled it (L-010), once.
      const { order } = await orderByNumber(app, harborId, n);
      const rows = await app.db
        .select()
        .from(orderTimeline)
        .where(and(eq(orderTimeline.orderId, order.id), eq(orderTimeline.action, 'HOLD_EXPIRED')));
      expect(rows.map((r) => [r.actorKind, r.actorId, r.visibleToBuyer])).toEqual([['JOB', null, true]]);
    }
  });

  it('cancels a held order past the window and gives its stock back; orders inside the window and placed orders stay', async () => {
    const now = new Date();
    const expired = await harborOrder(3);
    const inside = await harborOrder(2);
    const placed = await harborOrder(4, { readyToRelease: true });
    // Reserved by the submit, and the stock list (cached) shows it.
    const expiredBefore = expired.item.quantityAvailable;
    expect(await listed(expired.item.itemNumberWarehouse)).toBe(expiredBefore - 3);
    expect(await listed(inside.item.itemNumberWarehouse)).toBe(inside.item.quantityAvailable - 2);
    expect(await statusOf(harborId, placed.number)).not.toBe('ON_HOLD');

    await heldAgo(harborId, expired.number, 73, now);
    await heldAgo(harborId, inside.number, 71, now);
    await heldAgo(harborId, placed.number, 500, now);
    const [lastEvent] = await app.db
      .select({ id: sql<number>`coalesce(max(${events.id}), 0)`.mapWith(Number) })
      .from(events);

    expect(await runOrderHoldExpiry(app.db, now)).toEqual([expired.number]);

    const e = await orderByNumber(app, harborId, expired.number);
    expect(e.order.fulfillmentStatus).toBe('CANCELED');
    expect(e.order.canceledAt?.getTime()).toBe(now.getTime());
    expect(e.order.paymentStatus).toBe('UNPAID');
    expect(e.lines.map((l) => [l.orderedQuantity, l.canceledQuantity])).toEqual([[3, 3]]);
    // The units are back: in the table and in what the buyer's stock list shows (its cache was rebuilt).
    expect(await stockOf(app, harborId, expired.item.itemNumberWarehouse)).toBe(expiredBefore);
    expect(await listed(expired.item.itemNumberWarehouse)).toBe(expiredBefore);
    const published = await app.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, harborId), gt(events.id, lastEvent!.id)));
    expect(published.filter((p) => p.type === 'stock.changed').map((p) => p.audience)).toEqual(
      expect.arrayContaining(['buyer', 'seller']),
    );

    // Inside the window, and placed (not held): untouched, their stock still reserved.
    expect(await statusOf(harborId, inside.number)).toBe('ON_HOLD');
    expect(await listed(inside.item.itemNumberWarehouse)).toBe(inside.item.quantityAvailable - 2);
    const p = await orderByNumber(app, harborId, placed.number);
    expect(p.order.fulfillmentStatus).not.toBe('CANCELED');
    expect(p.lines[0]!.canceledQuantity).toBe(0);
    expect(await listed(placed.item.itemNumberWarehouse)).toBe(placed.item.quantityAvailable - 4);

    // The cancelled order leaves the add-to-existing-order list; the one inside the window is still there.
    const extra = picker.offerable(3);
    const line = await offer(buyer, extra, 1, extra.listPrice);
    const add = await call(
      buyer,
      'POST',
      fillPath(CHECKOUT_PATHS.addToExistingOrder.path, { warehouseCode: extra.warehouse }),
      [line.offerId],
    );
    expect(add.statusCode, add.body).toBe(200);
    const listedOrders = (add.json().onHoldSalesOrders as { orderNumber: string }[]).map(
      (o) => o.orderNumber,
    );
    expect(listedOrders).toContain(inside.number);
    expect(listedOrders).not.toContain(expired.number);

    // Running again changes nothing more: no order, no stock.
    expect(await runOrderHoldExpiry(app.db, now)).toEqual([]);
    expect(await stockOf(app, harborId, expired.item.itemNumberWarehouse)).toBe(expiredBefore);
    expect((await orderByNumber(app, harborId, expired.number)).lines[0]!.canceledQuantity).toBe(3);

    // The window is measured from the hold: an hour later the 71-hour-old order is 72 hours old and lapses too.
    expect(await runOrderHoldExpiry(app.db, new Date(now.getTime() + HOUR))).toEqual([inside.number]);
    expect(await listed(inside.item.itemNumberWarehouse)).toBe(inside.item.quantityAvailable);
    expect(await statusOf(harborId, placed.number)).not.toBe('CANCELED');
  });

  it('covers a request-a-quote order waiting for its quote, and tells the buyer and sellers (orders.changed)', async () => {
    const now = new Date();
    const { item, number } = await harborOrder(3, REQUEST_A_QUOTE);
    expect(await statusOf(harborId, number)).toBe('AWAITING_SHIPPING_QUOTE');
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(item.quantityAvailable - 3);
    await heldAgo(harborId, number, 73, now);
    const [lastEvent] = await app.db
      .select({ id: sql<number>`coalesce(max(${events.id}), 0)`.mapWith(Number) })
      .from(events);
    expect(await runOrderHoldExpiry(app.db, now)).toEqual([number]);
    expect(await statusOf(harborId, number)).toBe('CANCELED');
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(item.quantityAvailable);
    const published = await app.db
      .select()
      .from(events)
      .where(
        and(eq(events.tenantId, harborId), gt(events.id, lastEvent!.id), eq(events.type, 'orders.changed')),
      );
    expect(published.map((p) => [p.audience, p.data])).toEqual(
      expect.arrayContaining([
        ['buyer', { phonexOrderNumbers: [number], reason: 'HOLD_EXPIRED' }],
        ['seller', { phonexOrderNumbers: [number], reason: 'HOLD_EXPIRED' }],
      ]),
    );
  });

  it('applies each tenant’s own window to its own orders only', async () => {
    // Summit's seller sets 24 h in the console; harbor keeps the default 72 h.
    const saved = await holdWindow('PUT', summitSeller, SUMMIT, { holdWindowHours: 24 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ holdWindowHours: 24 });
    const settingsOf = async (token: string, host: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `${API}/order/settings`,
        headers: { host, ...bearer(token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return OrderSettings.parse(res.json()).holdWindowHours;
    };
    expect(await settingsOf(summitBuyer, SUMMIT)).toBe(24);
    expect(await settingsOf(buyer, HARBOR)).toBe(72);

    const now = new Date();
    const summit = await summitHeldOrder(2);
    const harbor = await harborOrder(2);
    await heldAgo(summitId, summit.number, 30, now);
    await heldAgo(harborId, harbor.number, 30, now);

    expect(await runOrderHoldExpiry(app.db, now)).toEqual([summit.number]);
    expect(await statusOf(summitId, summit.number)).toBe('CANCELED');
    expect(await listed(summit.item.itemNumberWarehouse, summitBuyer, SUMMIT)).toBe(
      summit.item.quantityAvailable,
    );
    expect(await statusOf(harborId, harbor.number)).toBe('ON_HOLD');
    expect(await listed(harbor.item.itemNumberWarehouse)).toBe(harbor.item.quantityAvailable - 2);
  });

  it('leaves paid orders and orders whose buyer agreed to the fee terms (they accrue fees instead)', async () => {
    const now = new Date();
    const paid = await harborOrder(1);
    const agreed = await harborOrder(1);
    await app.db
      .update(orders)
      .set({ paymentStatus: 'PAID' })
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, paid.number)));
    await app.db
      .update(orders)
      .set({ racFeeAgreed: true, racFeeAgreedAt: now })
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, agreed.number)));
    await heldAgo(harborId, paid.number, 100, now);
    await heldAgo(harborId, agreed.number, 100, now);

    expect(await runOrderHoldExpiry(app.db, now)).toEqual([]);
    expect(await statusOf(harborId, paid.number)).toBe('ON_HOLD');
    expect(await statusOf(harborId, agreed.number)).toBe('ON_HOLD');
  });

  it('a released online-payment order never paid lapses like a held one (window from its creation), stock back', async () => {
    const now = new Date();
    const { item, number } = await harborOrder(2, {
      paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL' },
      readyToRelease: true,
    });
    // released, it waits ON_HOLD for the capture, which never comes.
    expect(await statusOf(harborId, number)).toBe('ON_HOLD');
    expect(await listed(item.itemNumberWarehouse)).toBe(item.quantityAvailable - 2);
    await heldAgo(harborId, number, 71, now);
    expect(await runOrderHoldExpiry(app.db, now)).not.toContain(number);
    await heldAgo(harborId, number, 73, now);
    expect(await runOrderHoldExpiry(app.db, now)).toContain(number);
    expect(await statusOf(harborId, number)).toBe('CANCELED');
    expect(await listed(item.itemNumberWarehouse)).toBe(item.quantityAvailable);
  });

  it('a request-a-quote order paid online: the quote puts it on hold for its payment, with a window from the quote', async () => {
    const now = new Date();
    const { item, number } = await harborOrder(2, {
      ...REQUEST_A_QUOTE,
      paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL' },
    });
    expect(await statusOf(harborId, number)).toBe('AWAITING_SHIPPING_QUOTE');
    // The quote took its time: the order is older than the window when the seller answers.
    await heldAgo(harborId, number, 100, now);
    const held = await orderByNumber(app, harborId, number);
    const quoted = await call(
      seller,
      'POST',
      fillPath(DESK_PATHS.quote.path, { phonexOrderNumber: number }),
      { version: held.order.version, freight: 25 },
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    // Not Awaiting Payment (no online payment is taken there, and it would never lapse): on hold for the payment
    // window, which the buyer can now open.
    const afterQuote = await orderByNumber(app, harborId, number);
    expect(afterQuote.order).toMatchObject({ fulfillmentStatus: 'ON_HOLD', paymentStatus: 'UNPAID' });
    const link = await call(
      buyer,
      'GET',
      fillPath(PAYMENT_PATHS.paymentLink.path, { phonexOrderNumber: number }),
    );
    expect(link.statusCode, link.body).toBe(200);
    const quotedAt = afterQuote.order.updatedAt.getTime();

    // The buyer presses Pay And Ship Now, then never pays: the window runs from the quote, a release keeps it.
    const released = await call(
      buyer,
      'POST',
      fillPath(ORDER_PATHS.action.path, { phonexOrderNumber: number }),
      {
        action: 'RELEASE_ORDER',
        version: afterQuote.order.version,
      },
    );
    expect(released.statusCode, released.body).toBe(200);
    expect(await runOrderHoldExpiry(app.db, new Date(quotedAt + 71 * HOUR))).not.toContain(number);
    expect(await statusOf(harborId, number)).toBe('ON_HOLD');
    expect(await runOrderHoldExpiry(app.db, new Date(quotedAt + 73 * HOUR))).toContain(number);
    expect(await statusOf(harborId, number)).toBe('CANCELED');
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(item.quantityAvailable);
  });

  it('two runs at once (two nodes) cancel an order once and return its stock once', async () => {
    const now = new Date();
    const held = await harborOrder(5);
    await heldAgo(harborId, held.number, 80, now);
    const [a, b] = await Promise.all([runOrderHoldExpiry(app.db, now), runOrderHoldExpiry(app.db, now)]);
    expect([...a!, ...b!]).toEqual([held.number]);
    expect(await stockOf(app, harborId, held.item.itemNumberWarehouse)).toBe(held.item.quantityAvailable);
    expect((await orderByNumber(app, harborId, held.number)).lines[0]!.canceledQuantity).toBe(5);
  });

  it('an order the buyer adds to while the job runs is cancelled at most once, and no unit is lost', async () => {
    // Either the update commits first (the job then cancels the combined order, or skips it while it is locked
    // and cancels it on the next run), or the job does (the update is then refused as outdated and the cart
    // line stays). Whatever the interleaving, stock = what it was − what the order still holds.
    // 'update first' pins the interleaving where the job meets the combined order; 'together' races them.
    for (const mode of ['together', 'update first', 'together'] as const) {
      const now = new Date();
      const held = await harborOrder(2);
      await heldAgo(harborId, held.number, 80, now);
      const extra = picker.offerable(5);
      const line = await offer(buyer, extra, 3, extra.listPrice);
      const payload = await checkout(buyer, extra.warehouse, [line.offerId]);
      const update = fillPath(CHECKOUT_PATHS.updateCombinedOrder.path, {
        warehouseCode: extra.warehouse,
        salesOrder: held.number,
      });
      const updating = () => call(buyer, 'POST', update, submissionFor(payload, { readyToRelease: false }));
      const [updated, cancelled] =
        mode === 'together'
          ? await Promise.all([updating(), runOrderHoldExpiry(app.db, now)])
          : [await updating(), await runOrderHoldExpiry(app.db, now)];
      if (mode === 'update first') {
        // The job found the combined order: all 2 + 3 units go back, the added ones included.
        expect(updated.statusCode, updated.body).toBe(200);
        expect(cancelled).toEqual([held.number]);
      }
      const { order, lines } = await orderByNumber(app, harborId, held.number);
      const openOf = (inw: string) => {
        const l = lines.find((x) => x.itemNumberWarehouse === inw);
        return l ? l.orderedQuantity - l.canceledQuantity - l.shippedQuantity : 0;
      };
      expect(await stockOf(app, harborId, held.item.itemNumberWarehouse)).toBe(
        held.item.quantityAvailable - openOf(held.item.itemNumberWarehouse),
      );
      expect(await stockOf(app, harborId, extra.itemNumberWarehouse)).toBe(
        extra.quantityAvailable - openOf(extra.itemNumberWarehouse),
      );
      const stillInCart = (await offers(buyer))[extra.itemNumberWarehouse] !== undefined;
      if (updated.statusCode === 200) {
        expect(stillInCart).toBe(false);
        expect(lines.find((l) => l.itemNumberWarehouse === extra.itemNumberWarehouse)?.orderedQuantity).toBe(
          3,
        );
      } else {
        expect(updated.statusCode, updated.body).toBe(409);
        expect(updated.json().errors[0].messageCode).toBe('outdatedSalesOrder');
        expect(stillInCart).toBe(true);
        expect(order.fulfillmentStatus).toBe('CANCELED');
      }
      expect(cancelled.includes(held.number)).toBe(order.fulfillmentStatus === 'CANCELED');
      if (order.fulfillmentStatus === 'CANCELED') {
        expect(openOf(held.item.itemNumberWarehouse) + openOf(extra.itemNumberWarehouse)).toBe(0);
      }
      // The next run finishes what was skipped; after it everything is back, once.
      await runOrderHoldExpiry(app.db, now);
      expect(await statusOf(harborId, held.number)).toBe('CANCELED');
      expect(await stockOf(app, harborId, held.item.itemNumberWarehouse)).toBe(held.item.quantityAvailable);
      expect(await stockOf(app, harborId, extra.itemNumberWarehouse)).toBe(extra.quantityAvailable);
    }
  });
});

describe('seller/settings/hold-window (Q-043)', () => {
  it('answers the default 72, stores a new window beside the other order settings, and refuses bad values', async () => {
    const read = await holdWindow('GET', seller, HARBOR);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ holdWindowHours: 72 });
    const settingsBefore = (await app.db.select().from(tenants).where(eq(tenants.id, harborId)))[0]!.settings;

    for (const bad of [0, 8761, 1.5, '12', null]) {
      const res = await holdWindow('PUT', seller, HARBOR, { holdWindowHours: bad });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().messageCode).toBe('validationFailed');
      expect(JSON.stringify(res.json())).toContain('holdWindowHours');
    }
    const put = await holdWindow('PUT', seller, HARBOR, { holdWindowHours: 96 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ holdWindowHours: 96 });
    const after = (await app.db.select().from(tenants).where(eq(tenants.id, harborId)))[0]!.settings;
    // Only holdWindowHours changed: the rest of the order settings and every other settings entry stay.
    const orderBefore = (settingsBefore.orderSettings ?? {}) as Record<string, unknown>;
    expect(after).toEqual({ ...settingsBefore, orderSettings: { ...orderBefore, holdWindowHours: 96 } });
    expect((await holdWindow('GET', seller, HARBOR)).json()).toEqual({ holdWindowHours: 96 });

    // A buyer may not read or change it.
    expect((await holdWindow('GET', buyer, HARBOR)).statusCode).toBe(403);
    expect((await holdWindow('PUT', buyer, HARBOR, { holdWindowHours: 1 })).statusCode).toBe(403);
    // Back to the default for the other tests of this file.
    expect((await holdWindow('PUT', seller, HARBOR, { holdWindowHours: 72 })).statusCode).toBe(200);
  });
});

describe('plain checkout payload and on-hold orders (I-007, I-061)', () => {
  it('keeps onHoldSalesOrder null on a new-order checkout even when the buyer holds an order in the warehouse', async () => {
    const held = await harborOrder(1);
    const item = picker.offerable(3);
    const line = await offer(buyer, item, 1, item.listPrice);
    expect(item.warehouse).toBe(held.item.warehouse);
    // onHoldSalesOrder is the order a combined review adds to; a set value turns the page into that review.
    expect((await checkout(buyer, item.warehouse, [line.offerId])).onHoldSalesOrder).toBeNull();
  });
});
