import { CheckoutPayload, MoveToCartResponse, OfferItem } from '@portico/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, offerAnswers, stockItems } from '../src/db/schema/index.ts';
import { publishEvents } from '../src/modules/events/publish.ts';
import { reconcileCartLines } from '../src/modules/inventory/cart-reconcile.ts';
import { buildTestApp, SUMMIT, signIn } from './helper.ts';
import {
  eventsAfter,
  expectRefusal,
  itemPicker,
  lastEventId,
  offersApi,
  statementsOf,
} from './offers-helper.ts';
import { getStock, itemsOf, tenantIdOf } from './stock-helper.ts';
import { setItemQuantity } from './stock-writes.ts';

/** The offer lifecycle through the API (DESIGN §6; Q-019…Q-026, G-052…G-071). */

const t = await buildTestApp();
const app = t.app;
const buyer = await signIn(app, 'buyer@harbor.test');
const prospect = await signIn(app, 'prospect@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
const buyerId = JSON.parse(Buffer.from(buyer.split('.')[1]!, 'base64url').toString()).sub as string;
afterAll(async () => t.close());

const api = offersApi(app);
const { offers, offer, edit, answerNow, call } = api;
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const HOUR = 3_600_000;

const lineOf = async (token: string, inw: string) => {
  const entry = (await offers(token))[inw];
  expect(entry, `cart line for ${inw}`).toBeDefined();
  return entry!.stocklistOffer;
};

describe('seller answers reach the buyer’s cart (Q-019)', () => {
  it('COUNTER: tab 1 with the counter, its minimum and an expiry one window away; move to cart checks out at the counter', async () => {
    const item = picker.offerable(20);
    const made = await offer(buyer, item, 5, item.listPrice - 10);
    const before = Date.now();
    await answerNow(seller, made.offerId, 'COUNTER', {
      counterPrice: item.listPrice - 4,
      minimumCheckoutQuantity: 8,
    });
    const line = await lineOf(buyer, item.itemNumberWarehouse);
    expect(line).toMatchObject({
      offerStatus: 'COUNTERED',
      offerState: 'AWAITING_BUYER_REVIEW',
      offerPrice: item.listPrice - 10,
      counterPrice: item.listPrice - 4,
      minimumCheckoutQuantity: 8,
    });
    const expires = Date.parse(line.acceptedOrCounteredExpirationDate!);
    expect(expires).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * HOUR);

    // G-057: a new price must be below the counter; G-058: at the counter, the quantity at least the minimum.
    const inw = item.itemNumberWarehouse;
    expectRefusal(
      await edit(buyer, made.offerId, inw, 8, item.listPrice - 4 + 1),
      'offerPriceNotBelowCounterPrice',
    );
    expectRefusal(await edit(buyer, made.offerId, inw, 7, item.listPrice - 4), 'quantityBelowMinimum');
    const qty = await edit(buyer, made.offerId, inw, 9, item.listPrice - 4);
    expect(qty.statusCode).toBe(200);
    expect(qty.json().stocklistOffer).toMatchObject({ offerStatus: 'COUNTERED', checkOutQuantity: 9 });

    const moved = await call(buyer, 'PUT', '/stocklist/offer/movetocart', [made.offerId]);
    expect(moved.statusCode).toBe(200);
    const [item0] = MoveToCartResponse.parse(moved.json());
    expect(item0!.stocklistOffer).toMatchObject({
      offerStatus: 'COUNTERED',
      offerState: 'READY_TO_CHECKOUT',
      checkOutPrice: item.listPrice - 4,
      checkOutQuantity: 9,
    });
  });

  it('ACCEPT: move to cart checks out at the offer price (Q-022)', async () => {
    const item = picker.offerable();
    const made = await offer(buyer, item, 4, item.listPrice - 3);
    await answerNow(seller, made.offerId, 'ACCEPT');
    expect(await lineOf(buyer, item.itemNumberWarehouse)).toMatchObject({
      offerStatus: 'ACCEPTED',
      offerState: 'AWAITING_BUYER_REVIEW',
      minimumCheckoutQuantity: 4,
    });
    const moved = await call(buyer, 'PUT', '/stocklist/offer/movetocart', [made.offerId]);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()[0].stocklistOffer).toMatchObject({
      offerStatus: 'ACCEPTED',
      offerState: 'READY_TO_CHECKOUT',
      checkOutPrice: item.listPrice - 3,
      checkOutQuantity: 4,
    });
  });

  it('REJECT: a re-offer must be below list and goes back to the seller; moved to the cart it is a buy at list', async () => {
    const item = picker.offerable();
    const inw = item.itemNumberWarehouse;
    const made = await offer(buyer, item, 2, item.listPrice - 8);
    await answerNow(seller, made.offerId, 'REJECT');
    expect(await lineOf(buyer, inw)).toMatchObject({
      offerStatus: 'NOT_ACCEPTED',
      offerState: 'AWAITING_BUYER_REVIEW',
    });
    // G-056
    expectRefusal(await edit(buyer, made.offerId, inw, 2, item.listPrice), 'offerPriceNotBelowListPrice');
    // a new price on tab 1 is a fresh offer, back in the seller's inbox.
    const reoffer = await edit(buyer, made.offerId, inw, 2, item.listPrice - 5);
    expect(reoffer.statusCode).toBe(200);
    expect(reoffer.json().stocklistOffer).toMatchObject({
      offerStatus: 'PENDING_ACCEPTANCE',
      offerState: 'AWAITING_TENANT_REVIEW',
      offerPrice: item.listPrice - 5,
    });
    expect(await api.inboxRow(seller, made.offerId)).toMatchObject({ offerPrice: item.listPrice - 5 });
    await answerNow(seller, made.offerId, 'REJECT');
    const moved = await call(buyer, 'PUT', '/stocklist/offer/movetocart', [made.offerId]);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()[0].stocklistOffer).toMatchObject({
      offerStatus: 'BUY_AT_LIST',
      offerState: 'READY_TO_CHECKOUT',
      offerPrice: item.listPrice,
      checkOutPrice: item.listPrice,
      checkOutQuantity: 2,
    });
  });
});

describe('PUT stocklist/offer/movetocart (G-066)', () => {
  it('refuses a line not awaiting the buyer’s review with 422 and moves nothing', async () => {
    const a = picker.offerable();
    const b = picker.offerable();
    const answered = await offer(buyer, a, 1, a.listPrice - 1);
    await answerNow(seller, answered.offerId, 'ACCEPT');
    const pending = await offer(buyer, b, 1, b.listPrice - 1);
    expectRefusal(
      await call(buyer, 'PUT', '/stocklist/offer/movetocart', [answered.offerId, pending.offerId]),
      'offerNotAwaitingBuyerReview',
    );
    expect((await lineOf(buyer, a.itemNumberWarehouse)).offerState).toBe('AWAITING_BUYER_REVIEW');
    expect((await lineOf(buyer, b.itemNumberWarehouse)).offerState).toBe('AWAITING_TENANT_REVIEW');
  });

  it('answers 404 for another buyer’s, another tenant’s or a made-up id', async () => {
    const a = picker.offerable();
    const theirs = await offer(prospect, a, 1, a.listPrice - 1);
    await answerNow(seller, theirs.offerId, 'ACCEPT');
    const res = await call(buyer, 'PUT', '/stocklist/offer/movetocart', [theirs.offerId]);
    expect(res.statusCode).toBe(404);
    expect((await lineOf(prospect, a.itemNumberWarehouse)).offerState).toBe('AWAITING_BUYER_REVIEW');
    const made = await call(buyer, 'PUT', '/stocklist/offer/movetocart', [
      '00000000-0000-4000-8000-000000000000',
    ]);
    expect(made.statusCode).toBe(404);
    const summit = await call(summitBuyer, 'PUT', '/stocklist/offer/movetocart', [theirs.offerId], SUMMIT);
    expect(summit.statusCode).toBe(404);
  });

  it('refuses an empty list with 422', async () => {
    expect((await call(buyer, 'PUT', '/stocklist/offer/movetocart', [])).statusCode).toBe(422);
  });
});

describe('DELETE stocklist/offers (G-067, Q-006)', () => {
  it('deletes the caller’s lines among the ids and counts them; others’ ids delete nothing', async () => {
    const [a, b, c] = [picker.offerable(), picker.offerable(), picker.offerable()];
    const la = await offer(buyer, a, 1, a.listPrice);
    const lb = await offer(buyer, b, 1, b.listPrice - 1);
    const theirs = await offer(prospect, c, 1, c.listPrice);
    const res = await call(buyer, 'DELETE', '/stocklist/offers', [
      la.offerId,
      lb.offerId,
      theirs.offerId,
      'junk',
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 2 });
    const mine = await offers(buyer);
    expect(mine).not.toHaveProperty(a.itemNumberWarehouse);
    expect(mine).not.toHaveProperty(b.itemNumberWarehouse);
    expect(await offers(prospect)).toHaveProperty(c.itemNumberWarehouse);
    // The deleted pending offer left the seller's inbox.
    expect(await api.inboxRow(seller, lb.offerId)).toBeUndefined();
  });
});

describe('cart checkout (G-069, G-071) and add-to-existing-order warehouses (G-035)', () => {
  it('answers no warehouses before orders exist', async () => {
    const res = await call(buyer, 'GET', '/stocklist/cart/add-to-existing-order/warehouses');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('a prospect is refused with prospectCannotCheckoutContactSalesRep', async () => {
    const a = picker.offerable();
    const line = await offer(prospect, a, 1, a.listPrice);
    expectRefusal(
      await call(prospect, 'POST', `/stocklist/cart/checkout/${a.warehouse}`, [line.offerId]),
      'prospectCannotCheckoutContactSalesRep',
    );
  });

  it('answers the lines when all are ready to check out in that warehouse; refuses the others', async () => {
    const a = picker.offerable();
    const b = picker.offerable();
    const ready = await offer(buyer, a, 2, a.listPrice);
    const pending = await offer(buyer, b, 2, b.listPrice - 1);
    const ok = await call(buyer, 'POST', `/stocklist/cart/checkout/${a.warehouse}`, [ready.offerId]);
    expect(ok.statusCode).toBe(200);
    // The answer is the full checkout payload; the line checks out at the list price (BUY_AT_LIST).
    const body = CheckoutPayload.parse(ok.json());
    expect(body).toMatchObject({ warehouse: a.warehouse, offerIds: [ready.offerId] });
    expect(body.lineItems[0]).toMatchObject({
      itemNumberWarehouse: a.itemNumberWarehouse,
      offerId: ready.offerId,
      quantity: 2,
      unitPrice: a.listPrice,
    });
    expectRefusal(
      await call(buyer, 'POST', `/stocklist/cart/checkout/${a.warehouse}`, [ready.offerId, pending.offerId]),
      'offerNotReadyToCheckout',
    );
    expectRefusal(
      await call(buyer, 'POST', '/stocklist/cart/checkout/LAX', [ready.offerId]),
      'offerNotInWarehouse',
    );
    const other = picker.offerable();
    const theirs = await offer(prospect, other, 1, other.listPrice);
    expect(
      (await call(buyer, 'POST', `/stocklist/cart/checkout/${a.warehouse}`, [theirs.offerId])).statusCode,
    ).toBe(404);
  });
});

describe('stale edits and stale answers', () => {
  it('a buyer edit made on a pending line is judged against the seller’s newer counter', async () => {
    const item = picker.offerable(10);
    const inw = item.itemNumberWarehouse;
    const made = await offer(buyer, item, 5, item.listPrice - 10);
    // The buyer's tab still shows PENDING; meanwhile the seller counters.
    await answerNow(seller, made.offerId, 'COUNTER', {
      counterPrice: item.listPrice - 6,
      minimumCheckoutQuantity: 5,
    });
    // A re-offer at a price that was fine against the pending line is above the counter now: refused.
    expectRefusal(
      await edit(buyer, made.offerId, inw, 5, item.listPrice - 2),
      'offerPriceNotBelowCounterPrice',
    );
    expect(await lineOf(buyer, inw)).toMatchObject({
      offerStatus: 'COUNTERED',
      counterPrice: item.listPrice - 6,
    });
  });

  it('a seller answer at an old version is refused (conflict) and changes nothing', async () => {
    const item = picker.offerable();
    const made = await offer(buyer, item, 3, item.listPrice - 9);
    const seen = await api.inboxRow(seller, made.offerId);
    // The buyer re-offers after the seller loaded the inbox.
    expect(
      (await edit(buyer, made.offerId, item.itemNumberWarehouse, 3, item.listPrice - 7)).statusCode,
    ).toBe(200);
    const [result] = await api.answer(seller, [
      { offerId: made.offerId, version: seen!.version, action: 'ACCEPT' },
    ]);
    expect(result).toMatchObject({ ok: false, messageCode: 'conflict' });
    expect(await lineOf(buyer, item.itemNumberWarehouse)).toMatchObject({
      offerStatus: 'PENDING_ACCEPTANCE',
      offerPrice: item.listPrice - 7,
    });
    const answers = await app.db.select().from(offerAnswers).where(eq(offerAnswers.offerId, made.offerId));
    expect(answers).toEqual([]);
  });
});

describe('a buyer edit racing a seller answer', () => {
  it('one of them wins, the other is refused; never a lost update', async () => {
    for (let i = 0; i < 5; i++) {
      const item = picker.offerable(10);
      const inw = item.itemNumberWarehouse;
      const made = await offer(buyer, item, 5, item.listPrice - 10);
      const seen = await api.inboxRow(seller, made.offerId);
      // Fine against the pending offer, above the counter the seller is sending at the same time.
      const [editRes, [answered]] = await Promise.all([
        edit(buyer, made.offerId, inw, 5, item.listPrice - 2),
        api.answer(seller, [
          {
            offerId: made.offerId,
            version: seen!.version,
            action: 'COUNTER',
            counterPrice: item.listPrice - 6,
            minimumCheckoutQuantity: 5,
          },
        ]),
      ]);
      const line = await lineOf(buyer, inw);
      if (answered!.ok) {
        // The answer committed first: the edit was judged against the counter.
        expectRefusal(editRes, 'offerPriceNotBelowCounterPrice');
        expect(line).toMatchObject({ offerStatus: 'COUNTERED', counterPrice: item.listPrice - 6 });
      } else {
        // The edit committed first: the answer was to an offer that no longer exists.
        expect(answered).toMatchObject({ messageCode: 'conflict' });
        expect(editRes.statusCode).toBe(200);
        expect(line).toMatchObject({ offerStatus: 'PENDING_ACCEPTANCE', offerPrice: item.listPrice - 2 });
      }
    }
  });
});

describe('live-update events (A-029) go to the right audience', () => {
  it('a buyer change: offers.changed to sellers, cart.changed to that buyer only', async () => {
    const item = picker.offerable();
    const mark = await lastEventId(app);
    const made = await offer(buyer, item, 1, item.listPrice - 1);
    const rows = await eventsAfter(app, harborId, mark);
    expect(rows.map((e) => [e.audience, e.userId, e.type])).toEqual([
      ['seller', null, 'offers.changed'],
      ['buyer', buyerId, 'cart.changed'],
    ]);
    expect(rows[0]!.data).toEqual({ offerIds: [made.offerId] });
  });

  it('a seller answer: cart.changed to the buyer of the offer, offers.changed to sellers', async () => {
    const item = picker.offerable();
    const made = await offer(buyer, item, 1, item.listPrice - 1);
    const mark = await lastEventId(app);
    await answerNow(seller, made.offerId, 'REJECT');
    const rows = await eventsAfter(app, harborId, mark);
    expect(rows.map((e) => [e.audience, e.userId, e.type])).toEqual([
      ['buyer', buyerId, 'cart.changed'],
      ['seller', null, 'offers.changed'],
    ]);
    expect(rows[0]!.data).toMatchObject({ offerIds: [made.offerId] });
  });

  it('a refused change writes no event', async () => {
    const item = picker.offerable();
    const mark = await lastEventId(app);
    const res = await call(buyer, 'POST', '/stocklist/offer', {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 0,
      offerPrice: item.listPrice,
    });
    expect(res.statusCode).toBe(422);
    expect(await eventsAfter(app, harborId, mark)).toEqual([]);
  });
});

describe('auto-rules (Q-020)', () => {
  it('accepts an offer at or above the floor at once, and rejects one far below list, recording both', async () => {
    const item = picker.offerable();
    const inw = item.itemNumberWarehouse;
    const rule = await call(seller, 'PUT', `/seller/offers/rules/${inw}`, {
      itemNumberWarehouse: inw,
      floorPrice: item.listPrice - 2,
      rejectBelowPercent: 50,
    });
    expect(rule.statusCode).toBe(200);
    const accepted = await offer(buyer, item, 2, item.listPrice - 2);
    expect(accepted).toMatchObject({ offerStatus: 'ACCEPTED', offerState: 'AWAITING_BUYER_REVIEW' });
    const low = Math.floor(item.listPrice * 0.5) - 1;
    const rejected = await offer(buyer, item, 2, low);
    expect(rejected).toMatchObject({ offerStatus: 'NOT_ACCEPTED', offerState: 'AWAITING_BUYER_REVIEW' });
    const between = await offer(buyer, item, 2, item.listPrice - 3);
    expect(between).toMatchObject({ offerStatus: 'PENDING_ACCEPTANCE' });
    const history = (await call(seller, 'GET', '/seller/offers/history')).json().answers as {
      offerId: string;
      action: string;
      auto: boolean;
      answeredBy: string | null;
      offerPrice: number;
    }[];
    const mine = history.filter((h) => h.offerId === accepted.offerId);
    expect(mine.map((h) => [h.action, h.auto, h.answeredBy, h.offerPrice])).toEqual([
      ['REJECT', true, null, low],
      ['ACCEPT', true, null, item.listPrice - 2],
    ]);
    // the buyer hears of a rule's answer by mail too, as of the seller's own (the acceptance with its deadline).
    const mails = await app.db
      .select({
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        key: mailOutbox.dedupeKey,
      })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.tenantId, harborId),
          like(mailOutbox.dedupeKey, `offer-answer:${accepted.offerId}:%`),
        ),
      );
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.to === 'buyer@harbor.test')).toBe(true);
    expect(mails.some((m) => m.text.includes(item.skuDescription) && / before /.test(m.text))).toBe(true);
  });
});

describe('stock effects (Q-024, Q-025): the inventory core’s cart reconciliation', () => {
  /** What the inventory core's finish does for the items it touched: reconcile, then publish the events. */
  const reconcile = (inw: string) =>
    app.db.transaction(async (tx) => {
      const r = await reconcileCartLines(tx, harborId, [inw]);
      await publishEvents(tx, r.events);
      return r.offerIds;
    });

  it('out of stock remembers the status and restores it when restocked', async () => {
    const item = picker.offerable();
    const inw = item.itemNumberWarehouse;
    const made = await offer(buyer, item, 2, item.listPrice - 2);
    await answerNow(seller, made.offerId, 'ACCEPT');
    await setItemQuantity(app.db, harborId, inw, 0);
    const mark = await lastEventId(app);
    const changed = await reconcile(inw);
    expect(changed).toEqual([made.offerId]);
    expect(await lineOf(buyer, inw)).toMatchObject({
      offerStatus: 'OUT_OF_STOCK',
      offerState: 'AWAITING_BUYER_REVIEW',
    });
    const rows = await eventsAfter(app, harborId, mark);
    expect(rows.map((e) => [e.audience, e.userId, e.type])).toEqual([['buyer', buyerId, 'cart.changed']]);
    // G-037: an out-of-stock line cannot be moved.
    expectRefusal(
      await call(buyer, 'PUT', '/stocklist/offer/movetocart', [made.offerId]),
      'offerNotAwaitingBuyerReview',
    );
    // Nothing changed since: a rerun changes nothing.
    expect(await reconcile(inw)).toEqual([]);
    await setItemQuantity(app.db, harborId, inw, 7);
    expect(await reconcile(inw)).toEqual([made.offerId]);
    expect(await lineOf(buyer, inw)).toMatchObject({
      offerStatus: 'ACCEPTED',
      offerState: 'AWAITING_BUYER_REVIEW',
    });
  });

  it('a list price below a pending offer makes it PRICE_DROPPED, ready to check out at the new list price', async () => {
    const item = picker.offerable();
    const inw = item.itemNumberWarehouse;
    const mine = await offer(buyer, item, 2, item.listPrice - 2);
    const theirs = await offer(prospect, item, 1, item.listPrice - 10);
    const newList = item.listPrice - 5;
    await app.db
      .update(stockItems)
      .set({ listPriceMinor: newList * 100 })
      .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, inw)));
    const changed = await reconcile(inw);
    expect(changed).toEqual([mine.offerId]);
    expect(await lineOf(buyer, inw)).toMatchObject({
      offerStatus: 'PRICE_DROPPED',
      offerState: 'READY_TO_CHECKOUT',
      checkOutPrice: newList,
      checkOutQuantity: 2,
    });
    // The other buyer's offer is still below the new list: untouched.
    expect(await lineOf(prospect, inw)).toMatchObject({
      offerStatus: 'PENDING_ACCEPTANCE',
      offerId: theirs.offerId,
    });
  });
});

describe('SQL statements per request are constant in the cart size (P5)', () => {
  it('GET stocklist/offers, POST stocklist/offer and PUT stocklist/offer/{id} with 1 vs 50 cart lines', async () => {
    // Dana's cart is emptied first, so the cart sizes are exactly 1 and 50.
    const token = await signIn(app, 'buyer@harbor.test');
    const dana = await offers(token);
    await call(
      token,
      'DELETE',
      '/stocklist/offers',
      Object.values(dana).map((e) => e.stocklistOffer.offerId),
    );
    const pool = Array.from({ length: 52 }, () => picker.offerable(2));
    const first = await offer(token, pool[0]!, 1, pool[0]!.listPrice - 1);
    const measure = async (n: number) => ({
      get: await statementsOf(app, () => offers(token)),
      post: await statementsOf(app, () => offer(token, pool[n]!, 1, pool[n]!.listPrice - 1)),
      put: await statementsOf(app, async () => {
        const res = await edit(token, first.offerId, pool[0]!.itemNumberWarehouse, 2, pool[0]!.listPrice - 2);
        expect(res.statusCode).toBe(200);
      }),
    });
    expect(Object.keys(await offers(token))).toHaveLength(1);
    const small = await measure(50);
    // Now 2 lines; fill up to 50 (49 more, the 51st is measured below).
    for (const it of pool.slice(1, 49)) await offer(token, it, 1, it.listPrice);
    expect(Object.keys(await offers(token))).toHaveLength(50);
    const large = await measure(51);
    expect(small.get).toBeGreaterThan(0);
    expect(large).toEqual(small);
  });
});

describe('PUT stocklist/offer/{offerId} answers the whole cart line', () => {
  it('with the item fields (G-061)', async () => {
    const item = picker.offerable();
    const made = await offer(buyer, item, 1, item.listPrice);
    const res = await edit(buyer, made.offerId, item.itemNumberWarehouse, 2, item.listPrice);
    expect(res.statusCode).toBe(200);
    expect(OfferItem.parse(res.json())).toMatchObject({
      itemNumberWarehouse: item.itemNumberWarehouse,
      stocklistOffer: { offerStatus: 'BUY_AT_LIST', checkOutQuantity: 2 },
    });
  });
});
