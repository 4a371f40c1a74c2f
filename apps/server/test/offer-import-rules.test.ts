import {
  DEFAULT_SELLER_OFFER_SETTINGS,
  ImportResult,
  SellerOfferHistoryResponse,
  SellerOffersResponse,
} from '@portico/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from './helper.ts';
import { importApi, seedImportStock } from './offer-import-helper.ts';
import { eventsAfter, lastEventId, offersApi } from './offers-helper.ts';
import { inlineRow, xlsx } from './spreadsheet-fixtures.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * × Q-020: an offer that arrives through the bulk import's accept meets the seller's per-item auto-rules
 * exactly as one made through POST stocklist/offer does: answered at once (ACCEPTED at or above the floor price,
 * NOT_ACCEPTED below the reject percentage of list), the answer kept in the seller's history as automatic, and
 * the rest left PENDING for the seller.
 */

const { app, close } = await buildTestApp();
afterAll(close);
const harborId = await tenantIdOf(app, 'harbor');
await seedImportStock(app.db, harborId);
const buyer = await signIn(app, 'buyer@harbor.test');
const prospect = await signIn(app, 'prospect@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const imports = importApi(app);
const offers = offersApi(app);
const { call } = offers;

const HEADER = ['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'];
const sheet = (rows: string[][]) =>
  xlsx({
    sheet: `<sheetData>${[HEADER, ...rows].map((cells, i) => inlineRow(i + 1, cells)).join('')}</sheetData>`,
  });

async function putRule(inw: string, floorPrice: number | null, rejectBelowPercent: number | null) {
  const res = await call(seller, 'PUT', `/seller/offers/rules/${encodeURIComponent(inw)}`, {
    itemNumberWarehouse: inw,
    floorPrice,
    rejectBelowPercent,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function history() {
  const res = await call(seller, 'GET', '/seller/offers/history');
  expect(res.statusCode, res.body).toBe(200);
  return SellerOfferHistoryResponse.parse(res.json()).answers;
}

// List prices (offer-import-helper IMPORT_ITEMS): IMP-001 50.00, IMP-002 20.00, IMP-005 80.00, 00123 9.99.
await putRule('IMP-001-IMPA', 45, 50); // accept at ≥ 45, reject below 25
await putRule('IMP-002-IMPA', 18, 50); // accept at ≥ 18, reject below 10
await putRule('IMP-005-IMPA', 75, 50); // accept at ≥ 75, reject below 40
await putRule('00123-IMPA', 5, null); // a buy at list is never answered, rule or not

describe('auto-rules (Q-020) on import accept', () => {
  it('answers each imported offer at once as POST stocklist/offer would, and records the automatic answers', async () => {
    // An offer already in the cart between the two limits stays pending; the import then overwrites it at the floor.
    const earlier = await offers.offer(buyer, { itemNumberWarehouse: 'IMP-001-IMPA' }, 4, 40);
    expect(earlier.offerStatus).toBe('PENDING_ACCEPTANCE');

    const upload = await imports.upload(
      buyer,
      'rules.xlsx',
      sheet([
        ['IMP-001', 'IMPA', '10', '45'], // at the floor: ACCEPTED (an overwrite of the cart line)
        ['IMP-002', 'IMPA', '5', '9'], // below 50 % of 20.00: REJECTED
        ['IMP-005', 'IMPA', '20', '60'], // between: PENDING for the seller
        ['00123', 'IMPA', '2', '9.99'], // the list price: a buy
      ]),
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const review = ImportResult.parse(upload.json());
    expect(review.invalidOffers).toEqual([]);
    expect(review.conflictOffers.map((c) => c.itemNumberWarehouse)).toEqual(['IMP-001-IMPA']);

    const mark = await lastEventId(app);
    const before = Date.now();
    const accepted = await imports.accept(buyer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { offerIds } = accepted.json() as { offerIds: string[] };
    expect(offerIds).toHaveLength(4);

    // The buyer's cart: the accepted and the rejected offers await the buyer's review at once.
    const cart = await offers.offers(buyer);
    const line = (inw: string) => cart[inw]!.stocklistOffer;
    expect(line('IMP-001-IMPA')).toMatchObject({
      offerId: earlier.offerId,
      offerStatus: 'ACCEPTED',
      offerState: 'AWAITING_BUYER_REVIEW',
      offerQuantity: 10,
      offerPrice: 45,
    });
    // Accepted: valid for the tenant's answer window from now, like a seller's accept.
    const expires = Date.parse(line('IMP-001-IMPA').acceptedOrCounteredExpirationDate!);
    expect(expires).toBeGreaterThanOrEqual(
      before + DEFAULT_SELLER_OFFER_SETTINGS.offerWindowHours * 3_600_000,
    );
    expect(line('IMP-002-IMPA')).toMatchObject({
      offerStatus: 'NOT_ACCEPTED',
      offerState: 'AWAITING_BUYER_REVIEW',
      offerQuantity: 5,
      offerPrice: 9,
    });
    expect(line('IMP-005-IMPA')).toMatchObject({
      offerStatus: 'PENDING_ACCEPTANCE',
      offerState: 'AWAITING_TENANT_REVIEW',
      offerQuantity: 20,
      offerPrice: 60,
    });
    expect(line('00123-IMPA')).toMatchObject({ offerStatus: 'BUY_AT_LIST', offerState: 'READY_TO_CHECKOUT' });

    // The seller's history lists the two automatic answers (no seller's name); the pending one and the buy have none.
    const ids = new Map(Object.entries(cart).map(([inw, o]) => [o.stocklistOffer.offerId, inw]));
    const mine = (await history()).filter((h) => ids.has(h.offerId));
    expect(
      mine
        .map((h) => [
          h.itemNumberWarehouse,
          h.action,
          h.auto,
          h.answeredBy,
          h.offerQuantity,
          h.offerPrice,
          h.listPrice,
          h.buyer.email,
        ])
        .sort(),
    ).toEqual([
      ['IMP-001-IMPA', 'ACCEPT', true, null, 10, 45, 50, 'buyer@harbor.test'],
      ['IMP-002-IMPA', 'REJECT', true, null, 5, 9, 20, 'buyer@harbor.test'],
    ]);

    // Only the pending one waits in the seller's inbox.
    const inbox = await call(seller, 'GET', '/seller/offers');
    const inboxIds = SellerOffersResponse.parse(inbox.json()).offers.map((o) => o.offerId);
    expect(inboxIds).toContain(line('IMP-005-IMPA').offerId);
    expect(inboxIds).not.toContain(line('IMP-001-IMPA').offerId);
    expect(inboxIds).not.toContain(line('IMP-002-IMPA').offerId);

    // The same live-update events as a buyer's own change: the sellers' inbox and the buyer's other tabs.
    const published = await eventsAfter(app, harborId, mark);
    expect(
      published.map((e) => [e.audience, e.type, (e.data as { offerIds: string[] }).offerIds.sort()]),
    ).toEqual([
      ['seller', 'offers.changed', [...offerIds].sort()],
      ['buyer', 'cart.changed', [...offerIds].sort()],
    ]);
  });

  it('writes the same cart lines and history rows as POST stocklist/offer for the same offers', async () => {
    const made = [
      ['IMP-001-IMPA', 10, 46],
      ['IMP-002-IMPA', 5, 9],
      ['IMP-005-IMPA', 20, 60],
    ] as const;
    // A fresh cart for the buyer, so every imported line is new and its answers are this test's.
    const left = Object.values(await offers.offers(buyer)).map((o) => o.stocklistOffer.offerId);
    expect((await call(buyer, 'DELETE', '/stocklist/offers', left)).statusCode).toBe(200);
    for (const [inw, q, p] of made) await offers.offer(prospect, { itemNumberWarehouse: inw }, q, p);
    const upload = await imports.upload(
      buyer,
      'rules-again.xlsx',
      sheet(made.map(([inw, q, p]) => [inw.replace(/-IMPA$/, ''), 'IMPA', String(q), String(p)])),
    );
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await imports.accept(buyer)).statusCode).toBe(200);

    const shape = async (token: string, email: string) => {
      const cart = await offers.offers(token);
      const ids = new Set(made.map(([inw]) => cart[inw]!.stocklistOffer.offerId));
      return {
        lines: made.map(([inw]) => {
          const o = cart[inw]!.stocklistOffer;
          return [inw, o.offerStatus, o.offerState, o.offerQuantity, o.offerPrice, o.counterPrice];
        }),
        answers: (await history())
          .filter((h) => ids.has(h.offerId) && h.buyer.email === email)
          .map((h) => [h.itemNumberWarehouse, h.action, h.auto, h.answeredBy, h.offerPrice, h.listPrice])
          .sort(),
      };
    };
    const byPost = await shape(prospect, 'prospect@harbor.test');
    const byImport = await shape(buyer, 'buyer@harbor.test');
    expect(byImport).toEqual(byPost);
    expect(byImport.lines.map((l) => l[1])).toEqual(['ACCEPTED', 'NOT_ACCEPTED', 'PENDING_ACCEPTANCE']);
    expect(byImport.answers).toHaveLength(2);
  });
});
