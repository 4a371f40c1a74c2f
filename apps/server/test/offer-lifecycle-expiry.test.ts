import { afterAll, describe, expect, it } from 'vitest';
import { runOfferExpiry } from '../src/jobs/offer-expiry.ts';
import { buildTestApp, signIn } from './helper.ts';
import { eventsAfter, itemPicker, lastEventId, offersApi } from './offers-helper.ts';
import { getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * the expiry job, called directly with a chosen "now" (the scheduler is off in tests). An app of its own:
 * running the job hours ahead expires every line of the database.
 */

const t = await buildTestApp();
const app = t.app;
const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');
const buyerId = JSON.parse(Buffer.from(buyer.split('.')[1]!, 'base64url').toString()).sub as string;
afterAll(async () => t.close());

const api = offersApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const HOUR = 3_600_000;
const lineOf = async (inw: string) => (await api.offers(buyer))[inw]!.stocklistOffer;

describe('runOfferExpiry (Q-021)', () => {
  it('expires accepted and countered offers past their date, in or out of the cart, and is idempotent', async () => {
    const a = picker.offerable();
    const c = picker.offerable(10);
    const accepted = await api.offer(buyer, a, 2, a.listPrice - 1);
    const countered = await api.offer(buyer, c, 2, c.listPrice - 6);
    await api.answerNow(seller, accepted.offerId, 'ACCEPT');
    await api.answerNow(seller, countered.offerId, 'COUNTER', {
      counterPrice: c.listPrice - 2,
      minimumCheckoutQuantity: 2,
    });
    expect((await api.call(buyer, 'PUT', '/stocklist/offer/movetocart', [accepted.offerId])).statusCode).toBe(
      200,
    );

    // Before the 24-hour window ends nothing happens.
    expect(await runOfferExpiry(app.db, new Date(Date.now() + 23 * HOUR))).toEqual([]);

    const mark = await lastEventId(app);
    const expired = await runOfferExpiry(app.db, new Date(Date.now() + 25 * HOUR));
    expect(expired.sort()).toEqual([accepted.offerId, countered.offerId].sort());
    for (const inw of [a.itemNumberWarehouse, c.itemNumberWarehouse]) {
      expect(await lineOf(inw)).toMatchObject({
        offerStatus: 'EXPIRED',
        offerState: 'AWAITING_BUYER_REVIEW',
        checkOutPrice: null,
      });
    }
    const events = await eventsAfter(app, harborId, mark);
    expect(events.map((e) => [e.audience, e.userId, e.type])).toEqual([['buyer', buyerId, 'cart.changed']]);
    expect((events[0]!.data as { offerIds: string[] }).offerIds.sort()).toEqual(expired.sort());

    // A rerun changes nothing and announces nothing.
    const mark2 = await lastEventId(app);
    expect(await runOfferExpiry(app.db, new Date(Date.now() + 26 * HOUR))).toEqual([]);
    expect(await eventsAfter(app, harborId, mark2)).toEqual([]);

    // G-056: an expired offer moved to the cart is a buy at the list price.
    const moved = await api.call(buyer, 'PUT', '/stocklist/offer/movetocart', [accepted.offerId]);
    expect(moved.json()[0].stocklistOffer).toMatchObject({
      offerStatus: 'BUY_AT_LIST',
      checkOutPrice: a.listPrice,
    });
  });

  it('expires unanswered offers after the tenant’s pending window, and only then', async () => {
    const none = picker.offerable();
    const neverExpires = await api.offer(buyer, none, 1, none.listPrice - 1);
    const put = await api.call(seller, 'PUT', '/seller/offers/settings', {
      offerWindowHours: 24,
      pendingOfferExpiryHours: 2,
    });
    expect(put.statusCode).toBe(200);
    const item = picker.offerable();
    const pending = await api.offer(buyer, item, 1, item.listPrice - 1);
    expect(await runOfferExpiry(app.db, new Date(Date.now() + HOUR))).toEqual([]);
    const mark = await lastEventId(app);
    expect(await runOfferExpiry(app.db, new Date(Date.now() + 3 * HOUR))).toEqual([pending.offerId]);
    expect(await lineOf(item.itemNumberWarehouse)).toMatchObject({
      offerStatus: 'EXPIRED',
      offerState: 'AWAITING_BUYER_REVIEW',
    });
    // The buyer's cart and the sellers' inbox both hear of it.
    const events = await eventsAfter(app, harborId, mark);
    expect(events.map((e) => [e.audience, e.userId, e.type])).toEqual([
      ['buyer', buyerId, 'cart.changed'],
      ['seller', null, 'offers.changed'],
    ]);
    expect(await api.inboxRow(seller, pending.offerId)).toBeUndefined();
    // An offer made before the window was set keeps no pending expiry.
    expect(await lineOf(none.itemNumberWarehouse)).toMatchObject({
      offerStatus: 'PENDING_ACCEPTANCE',
      offerId: neverExpires.offerId,
    });
  });
});

describe('the scheduler (buildApp option jobs)', () => {
  it('starts with the app when asked and stops with it', async () => {
    const { seededDatabase } = await import('./helper.ts');
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const { database, drop } = await seededDatabase();
    const withJobs = await buildApp(
      { ...loadConfig({}), seedDemoOnEmpty: false },
      { database, logger: false, jobs: true },
    );
    await withJobs.ready();
    // Closing resolves (the minute timer is stopped, nothing keeps running against the dropped database).
    await withJobs.close();
    await drop();
  });
});
