import {
  DEFAULT_SELLER_OFFER_SETTINGS,
  SellerOfferAnswersResponse,
  SellerOfferHistoryResponse,
  SellerOffersResponse,
} from '@portico/contract';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { buildTestApp, SUMMIT, signIn } from './helper.ts';
import { expectRefusal, itemPicker, offersApi } from './offers-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/** The seller console's offers endpoints. */

const t = await buildTestApp();
const app = t.app;
const buyer = await signIn(app, 'buyer@harbor.test');
const prospect = await signIn(app, 'prospect@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
afterAll(async () => t.close());

const api = offersApi(app);
const { call, offer } = api;
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

const inbox = async (token = seller, query = '', host?: string) => {
  const res = await call(token, 'GET', `/seller/offers${query}`, undefined, host);
  expect(res.statusCode, res.body).toBe(200);
  return SellerOffersResponse.parse(res.json()).offers;
};

describe('GET seller/offers: the pending inbox', () => {
  it('lists pending offers oldest first with the buyer and the item, and filters', async () => {
    const a = picker.offerable();
    const b = picker.offerable();
    const first = await offer(buyer, a, 2, a.listPrice - 1);
    const second = await offer(prospect, b, 3, b.listPrice - 2);
    const rows = await inbox();
    const ids = rows.map((r) => r.offerId);
    expect(ids.indexOf(first.offerId)).toBeLessThan(ids.indexOf(second.offerId));
    expect(rows.find((r) => r.offerId === first.offerId)).toMatchObject({
      buyer: { name: 'Dana Reyes', email: 'buyer@harbor.test', company: 'Reyes Mobile Traders' },
      itemNumberWarehouse: a.itemNumberWarehouse,
      itemNumber: a.itemNumber,
      itemDescription: a.skuDescription,
      warehouse: 'MIA',
      listPrice: a.listPrice,
      quantityAvailable: a.quantityAvailable,
      offerQuantity: 2,
      offerPrice: a.listPrice - 1,
      offerStatus: 'PENDING_ACCEPTANCE',
      offerState: 'AWAITING_TENANT_REVIEW',
    });
    expect(rows.every((r) => r.offerStatus === 'PENDING_ACCEPTANCE')).toBe(true);

    const byBuyer = await inbox(seller, '?buyer=morgan');
    expect(byBuyer.map((r) => r.offerId)).toContain(second.offerId);
    expect(byBuyer.map((r) => r.offerId)).not.toContain(first.offerId);
    // …and by the buyer's company.
    const byCompany = await inbox(seller, `?buyer=${encodeURIComponent('reyes mobile')}`);
    expect(byCompany.map((r) => r.offerId)).toContain(first.offerId);
    expect(byCompany.map((r) => r.offerId)).not.toContain(second.offerId);
    const byItem = await inbox(seller, `?item=${encodeURIComponent(a.itemNumber)}`);
    expect(byItem.map((r) => r.offerId)).toEqual([first.offerId]);
    expect(await inbox(seller, '?warehouse=LAX')).toEqual([]);
  });

  it('is for sellers only; another tenant’s seller sees none of it', async () => {
    expect((await call(buyer, 'GET', '/seller/offers')).statusCode).toBe(403);
    const item = picker.offerable();
    const made = await offer(buyer, item, 1, item.listPrice - 1);
    const theirs = await inbox(summitSeller, '', SUMMIT);
    expect(theirs.map((r) => r.offerId)).not.toContain(made.offerId);
  });
});

describe('POST seller/offers/answer (Q-019)', () => {
  it('answers each on its own: one fine, one refused, one of another tenant', async () => {
    const a = picker.offerable();
    const b = picker.offerable();
    const ok = await offer(buyer, a, 2, a.listPrice - 5);
    const bad = await offer(buyer, b, 2, b.listPrice - 5);
    const rows = await inbox();
    const v = (id: string) => rows.find((r) => r.offerId === id)!.version;
    const res = await call(seller, 'POST', '/seller/offers/answer', {
      answers: [
        {
          offerId: ok.offerId,
          version: v(ok.offerId),
          action: 'COUNTER',
          counterPrice: a.listPrice - 2,
          minimumCheckoutQuantity: 3,
        },
        { offerId: bad.offerId, version: v(bad.offerId), action: 'COUNTER', counterPrice: b.listPrice },
        { offerId: '00000000-0000-4000-8000-000000000000', version: 1, action: 'ACCEPT' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { results } = SellerOfferAnswersResponse.parse(res.json());
    expect(results[0]).toMatchObject({
      offerId: ok.offerId,
      ok: true,
      offer: { offerStatus: 'COUNTERED', offerState: 'AWAITING_BUYER_REVIEW', counterPrice: a.listPrice - 2 },
    });
    expect(results[1]).toMatchObject({ ok: false, messageCode: 'counterPriceNotBelowListPrice' });
    expect(results[2]).toMatchObject({ ok: false, messageCode: 'offerNotAwaitingAnswer' });
    // Answered offers leave the inbox; the refused one stays.
    const after = (await inbox()).map((r) => r.offerId);
    expect(after).not.toContain(ok.offerId);
    expect(after).toContain(bad.offerId);
  });

  it('refuses a counter at or below the offer, a minimum above the stock, and a second answer', async () => {
    const a = picker.offerable();
    const made = await offer(buyer, a, 2, a.listPrice - 5);
    const row = await api.inboxRow(seller, made.offerId);
    const [low, tooMany] = await api.answer(seller, [
      { offerId: made.offerId, version: row!.version, action: 'COUNTER', counterPrice: a.listPrice - 5 },
      {
        offerId: made.offerId,
        version: row!.version,
        action: 'COUNTER',
        counterPrice: a.listPrice - 3,
        minimumCheckoutQuantity: a.quantityAvailable + 1,
      },
    ]);
    expect(low).toMatchObject({ ok: false, messageCode: 'counterPriceNotAboveOfferPrice' });
    expect(tooMany).toMatchObject({ ok: false, messageCode: 'minimumQuantityOutOfRange' });
    await api.answerNow(seller, made.offerId, 'ACCEPT');
    const [again] = await api.answer(seller, [
      { offerId: made.offerId, version: row!.version + 1, action: 'REJECT' },
    ]);
    expect(again).toMatchObject({ ok: false, messageCode: 'offerNotAwaitingAnswer' });
  });

  it('mails the buyer once per answer, with the terms and the link to the offers (Q-019)', async () => {
    const a = picker.offerable(4);
    const made = await offer(buyer, a, 3, a.listPrice - 5);
    const result = await api.answerNow(seller, made.offerId, 'COUNTER', {
      counterPrice: a.listPrice - 2,
      minimumCheckoutQuantity: 2,
    });
    // A refused second answer mails nothing.
    await api.answer(seller, [{ offerId: made.offerId, version: 1, action: 'REJECT' }]);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `offer-answer:${made.offerId}:%`));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.toAddress).toBe('buyer@harbor.test');
    expect(mail.subject).toBe(`The seller countered your offer on ${a.skuDescription}`);
    expect(mail.text).toContain(`with a counter price of $${(a.listPrice - 2).toFixed(2)}`);
    expect(mail.text).toContain('Check out at least 2 units.');
    expect(mail.text).toMatch(/\/cart\?tab=1$/m);
    expect(result).toMatchObject({ ok: true });
  });

  it('a seller of another tenant cannot answer (nothing changes)', async () => {
    const a = picker.offerable();
    const made = await offer(buyer, a, 1, a.listPrice - 1);
    const row = await api.inboxRow(seller, made.offerId);
    const res = await call(
      summitSeller,
      'POST',
      '/seller/offers/answer',
      { answers: [{ offerId: made.offerId, version: row!.version, action: 'ACCEPT' }] },
      SUMMIT,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ ok: false, messageCode: 'offerNotAwaitingAnswer' });
    expect((await api.offers(buyer))[a.itemNumberWarehouse]?.stocklistOffer.offerStatus).toBe(
      'PENDING_ACCEPTANCE',
    );
    // And a buyer cannot answer at all.
    expect((await call(buyer, 'POST', '/seller/offers/answer', { answers: [] })).statusCode).toBe(403);
  });
});

describe('GET seller/offers/history', () => {
  it('lists answers newest first with who answered, kept after the buyer deletes the line', async () => {
    const a = picker.offerable();
    const made = await offer(buyer, a, 2, a.listPrice - 4);
    await api.answerNow(seller, made.offerId, 'REJECT');
    expect((await call(buyer, 'DELETE', `/stocklist/offer/${made.offerId}`)).statusCode).toBe(200);
    const res = await call(seller, 'GET', '/seller/offers/history');
    expect(res.statusCode).toBe(200);
    const { answers } = SellerOfferHistoryResponse.parse(res.json());
    expect(answers[0]).toMatchObject({
      offerId: made.offerId,
      action: 'REJECT',
      auto: false,
      answeredBy: 'Sam Harbor',
      buyer: { email: 'buyer@harbor.test' },
      itemNumberWarehouse: a.itemNumberWarehouse,
      offerQuantity: 2,
      offerPrice: a.listPrice - 4,
      listPrice: a.listPrice,
    });
    const times = answers.map((x) => Date.parse(x.answeredAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const summit = await call(summitSeller, 'GET', '/seller/offers/history', undefined, SUMMIT);
    expect(summit.json().answers.map((x: { offerId: string }) => x.offerId)).not.toContain(made.offerId);
  });
});

describe('GET seller/offers/history: filters and older answers', () => {
  it('filters by outcome and by text (item, buyer), and pages back past the newest answers with a cursor', async () => {
    const a = picker.offerable();
    const b = picker.offerable();
    const madeA = await offer(buyer, a, 1, a.listPrice - 3);
    const madeB = await offer(buyer, b, 1, b.listPrice - 3);
    await api.answerNow(seller, madeA.offerId, 'REJECT');
    await api.answerNow(seller, madeB.offerId, 'ACCEPT');
    const history = async (query: string) => {
      const res = await call(seller, 'GET', `/seller/offers/history${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return SellerOfferHistoryResponse.parse(res.json());
    };
    const ids = (r: SellerOfferHistoryResponse) => r.answers.map((x) => x.offerId);

    const rejected = await history('?action=REJECT');
    expect(rejected.answers.every((x) => x.action === 'REJECT')).toBe(true);
    expect(ids(rejected)).toContain(madeA.offerId);
    expect(ids(rejected)).not.toContain(madeB.offerId);
    // Text: the item's key or description, the buyer's e-mail or name; case does not matter.
    expect(ids(await history(`?q=${encodeURIComponent(b.itemNumberWarehouse.toLowerCase())}`))).toEqual([
      madeB.offerId,
    ]);
    expect(ids(await history('?q=BUYER%40HARBOR'))).toContain(madeA.offerId);
    expect((await history('?q=nobody-answers-this')).answers).toEqual([]);

    // One answer a page: the cursor of each page reaches the next, newest first, none twice.
    const first = await history('?limit=1');
    expect(first.answers).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await history(`?limit=1&before=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.answers).toHaveLength(1);
    expect(second.answers[0]!.answerId).not.toBe(first.answers[0]!.answerId);
    expect(Date.parse(second.answers[0]!.answeredAt)).toBeLessThanOrEqual(
      Date.parse(first.answers[0]!.answeredAt),
    );
    // The last page says there is no more.
    const all = await history('?limit=500');
    expect(all.nextCursor).toBeNull();

    // Bad filters are refused, not guessed.
    for (const bad of ['?action=MAYBE', '?limit=0', '?limit=501', '?before=not-a-cursor'])
      expect((await call(seller, 'GET', `/seller/offers/history${bad}`)).statusCode).toBe(422);
    // Another tenant's cursor or text finds nothing of this one.
    const summit = await call(
      summitSeller,
      'GET',
      `/seller/offers/history?q=${encodeURIComponent(a.itemNumberWarehouse)}`,
      undefined,
      SUMMIT,
    );
    expect(summit.json().answers).toEqual([]);
    const crossCursor = await call(
      summitSeller,
      'GET',
      `/seller/offers/history?before=${first.answers[0]!.answerId}`,
      undefined,
      SUMMIT,
    );
    expect(crossCursor.json().answers).toEqual([]);
  });
});

describe('GET/PUT seller/offers/settings', () => {
  it('reads the defaults, stores a change per tenant, refuses out-of-range values', async () => {
    const summitBefore = (
      await call(summitSeller, 'GET', '/seller/offers/settings', undefined, SUMMIT)
    ).json();
    expect(summitBefore).toEqual(DEFAULT_SELLER_OFFER_SETTINGS);
    const put = await call(seller, 'PUT', '/seller/offers/settings', {
      offerWindowHours: 48,
      pendingOfferExpiryHours: 72,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ offerWindowHours: 48, pendingOfferExpiryHours: 72 });
    expect((await call(seller, 'GET', '/seller/offers/settings')).json()).toEqual(put.json());
    expect((await call(summitSeller, 'GET', '/seller/offers/settings', undefined, SUMMIT)).json()).toEqual(
      DEFAULT_SELLER_OFFER_SETTINGS,
    );
    const bad = await call(seller, 'PUT', '/seller/offers/settings', {
      offerWindowHours: 0,
      pendingOfferExpiryHours: null,
    });
    expect(bad.statusCode).toBe(422);
    // The new window applies to the next answer.
    const a = picker.offerable();
    const made = await offer(buyer, a, 1, a.listPrice - 1);
    const before = Date.now();
    await api.answerNow(seller, made.offerId, 'ACCEPT');
    const expires = Date.parse(
      (await api.offers(buyer))[a.itemNumberWarehouse]!.stocklistOffer.acceptedOrCounteredExpirationDate!,
    );
    expect(expires).toBeGreaterThanOrEqual(before + 48 * 3_600_000);
    await call(seller, 'PUT', '/seller/offers/settings', DEFAULT_SELLER_OFFER_SETTINGS);
  });
});

describe('seller/offers/rules (Q-020)', () => {
  it('refuses a rule on an item that takes no offers (its group or its warehouse), which could never answer one', async () => {
    const closed = picker.fresh(
      'group without offers',
      (x) => !x.group.isOfferAccepted && x.item.warehouse === 'MIA',
    );
    const lax = picker.fresh(
      'warehouse without offers',
      (x) => x.group.isOfferAccepted && x.item.warehouse === 'LAX',
    );
    for (const item of [closed, lax]) {
      const res = await call(
        seller,
        'PUT',
        `/seller/offers/rules/${encodeURIComponent(item.itemNumberWarehouse)}`,
        {
          itemNumberWarehouse: item.itemNumberWarehouse,
          floorPrice: null,
          rejectBelowPercent: 40,
        },
      );
      expectRefusal(res, 'ruleItemTakesNoOffers');
    }
    const rules = (await call(seller, 'GET', '/seller/offers/rules')).json().rules as {
      itemNumberWarehouse: string;
    }[];
    expect(rules.map((r) => r.itemNumberWarehouse)).not.toContain(closed.itemNumberWarehouse);
  });

  it('stores, lists and deletes a rule; refuses unknown items and mismatched bodies', async () => {
    const a = picker.offerable();
    const inw = a.itemNumberWarehouse;
    const rule = { itemNumberWarehouse: inw, floorPrice: a.listPrice - 1, rejectBelowPercent: 40 };
    const put = await call(seller, 'PUT', `/seller/offers/rules/${encodeURIComponent(inw)}`, rule);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(rule);
    // Listed with the item's description, as the seller knows it.
    const listed = { ...rule, description: a.skuDescription };
    expect((await call(seller, 'GET', '/seller/offers/rules')).json().rules).toContainEqual(listed);
    const summitRules = await call(summitSeller, 'GET', '/seller/offers/rules', undefined, SUMMIT);
    expect(summitRules.json().rules).not.toContainEqual(rule);
    expectRefusal(
      await call(seller, 'PUT', '/seller/offers/rules/NOPE-MIA', {
        ...rule,
        itemNumberWarehouse: 'NOPE-MIA',
      }),
      'ruleItemNotFound',
    );
    // A floor at or above the list price would never accept an offer (offers are below it).
    for (const floorPrice of [a.listPrice, a.listPrice + 100]) {
      const high = await call(seller, 'PUT', `/seller/offers/rules/${encodeURIComponent(inw)}`, {
        ...rule,
        floorPrice,
      });
      expectRefusal(high, 'ruleFloorNotBelowListPrice');
      expect(high.json().params).toEqual({ listPrice: a.listPrice });
    }
    expect((await call(seller, 'GET', '/seller/offers/rules')).json().rules).toContainEqual(listed);
    expectRefusal(
      await call(seller, 'PUT', `/seller/offers/rules/${encodeURIComponent(inw)}`, {
        ...rule,
        itemNumberWarehouse: 'X',
      }),
      'offerItemMismatch',
    );
    expect(
      (
        await call(seller, 'PUT', `/seller/offers/rules/${encodeURIComponent(inw)}`, {
          ...rule,
          rejectBelowPercent: 100,
        })
      ).statusCode,
    ).toBe(422);
    // Another tenant's seller cannot delete it.
    expect(
      (
        await call(
          summitSeller,
          'DELETE',
          `/seller/offers/rules/${encodeURIComponent(inw)}`,
          undefined,
          SUMMIT,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(seller, 'DELETE', `/seller/offers/rules/${encodeURIComponent(inw)}`)).statusCode).toBe(
      200,
    );
    expect((await call(seller, 'GET', '/seller/offers/rules')).json().rules).not.toContainEqual(listed);
    expect((await call(seller, 'DELETE', `/seller/offers/rules/${encodeURIComponent(inw)}`)).statusCode).toBe(
      404,
    );
    expect((await call(buyer, 'GET', '/seller/offers/rules')).statusCode).toBe(403);
  });
});
