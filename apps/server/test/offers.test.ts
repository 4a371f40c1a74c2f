import { DEFAULT_DICTIONARY, OfferItem, OfferResponse, OffersMap } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { stockItems, stocklistOffers, users } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { statementsOf as countStatements } from './offers-helper.ts';
import { API, bearer, getStock, type ItemInGroup, itemsOf, pick, tenantIdOf } from './stock-helper.ts';
import { setItemQuantity } from './stock-writes.ts';

const t = await buildTestApp();
const app = t.app;
const buyer = await signIn(app, 'buyer@harbor.test');
const otherBuyer = await signIn(app, 'prospect@harbor.test');
const viewer = await signIn(app, 'viewer@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
afterAll(async () => t.close());

const items = itemsOf((await getStock(app, buyer)).body.groups);
const used = new Set<string>();
/** A fresh demo item for each test, so tests do not share cart entries. */
function fresh(what: string, pred: (x: ItemInGroup) => boolean): ItemInGroup {
  const found = pick(items, what, (x) => !used.has(x.item.itemNumberWarehouse) && pred(x));
  used.add(found.item.itemNumberWarehouse);
  return found;
}
const offerable = (x: ItemInGroup) =>
  x.group.isOfferAccepted &&
  x.item.warehouse === 'MIA' &&
  x.item.incrementSize === 1 &&
  x.item.quantityAvailable >= 5;

const post = (token: string, payload: object, host = HARBOR) =>
  app.inject({ method: 'POST', url: `${API}/stocklist/offer`, headers: { host, ...bearer(token) }, payload });
const put = (token: string, offerId: string, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `${API}/stocklist/offer/${offerId}`,
    headers: { host: HARBOR, ...bearer(token) },
    payload,
  });
const del = (token: string, offerId: string) =>
  app.inject({
    method: 'DELETE',
    url: `${API}/stocklist/offer/${offerId}`,
    headers: { host: HARBOR, ...bearer(token) },
  });
const offers = async (token: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/stocklist/offers`,
    headers: { host: HARBOR, ...bearer(token) },
  });
  expect(res.statusCode).toBe(200);
  return OffersMap.parse(res.json());
};

/** A 422 whose first error's messageCode is the given dictionary key (part 1 §8). */
function expectRefusal(
  res: { statusCode: number; json(): { status: string; errors?: { messageCode: string }[] } },
  code: string,
) {
  expect(res.statusCode).toBe(422);
  const body = res.json();
  expect(body.status).toBe('FAIL');
  expect(body.errors?.[0]?.messageCode).toBe(code);
  expect(DEFAULT_DICTIONARY[code], `dictionary key ${code}`).toBeDefined();
}

describe('POST stocklist/offer (N-031)', () => {
  it('buys at the list price: BUY_AT_LIST, ready to check out (D-011)', async () => {
    const { item } = fresh('offerable item', offerable);
    const res = await post(buyer, {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 2,
      offerPrice: item.listPrice,
    });
    expect(res.statusCode).toBe(200);
    const { stocklistOffer } = OfferResponse.parse(res.json());
    expect(stocklistOffer).toMatchObject({
      offerStatus: 'BUY_AT_LIST',
      offerState: 'READY_TO_CHECKOUT',
      offerQuantity: 2,
      offerPrice: item.listPrice,
      checkOutQuantity: 2,
      checkOutPrice: item.listPrice,
      counterPrice: null,
    });
    const map = await offers(buyer);
    // C-052 reads stocklistOffer and incrementSize; G-016: the entry is a whole cart line.
    expect(map[item.itemNumberWarehouse]).toEqual({
      stocklistOffer,
      incrementSize: item.incrementSize,
      itemDescription: item.skuDescription,
      itemNumber: item.itemNumber,
      itemNumberWarehouse: item.itemNumberWarehouse,
      listPrice: item.listPrice,
      quantityAvailable: item.quantityAvailable,
      warehouse: item.warehouse,
      isOfferAccepted: true, // an offerable item: its group and its warehouse take offers (C-051)
    });
  });

  it('makes an offer below list: PENDING_ACCEPTANCE, awaiting the seller (D-012)', async () => {
    const { item } = fresh('offerable item', offerable);
    const res = await post(buyer, {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 3,
      offerPrice: item.listPrice - 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().stocklistOffer).toMatchObject({
      offerStatus: 'PENDING_ACCEPTANCE',
      offerState: 'AWAITING_TENANT_REVIEW',
      offerQuantity: 3,
      offerPrice: item.listPrice - 5,
      checkOutQuantity: null,
    });
  });

  it('a second buy or offer on the same item updates the one entry (Q-027)', async () => {
    const { item } = fresh('offerable item', offerable);
    const first = (
      await post(buyer, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: item.listPrice,
      })
    ).json();
    const second = await post(buyer, {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 4,
      offerPrice: item.listPrice - 1,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().stocklistOffer.offerId).toBe(first.stocklistOffer.offerId);
    expect(second.json().stocklistOffer).toMatchObject({
      offerStatus: 'PENDING_ACCEPTANCE',
      offerQuantity: 4,
    });
    const map = await offers(buyer);
    expect(
      Object.values(map).filter((e) => e.stocklistOffer.offerId === first.stocklistOffer.offerId),
    ).toHaveLength(1);
  });

  it('refuses a quantity below 1, above the available stock, or not a multiple of the increment', async () => {
    const { item } = fresh('offerable item', offerable);
    const inw = item.itemNumberWarehouse;
    expectRefusal(
      await post(buyer, { itemNumberWarehouse: inw, offerQuantity: 0, offerPrice: item.listPrice }),
      'quantityAtLeastOne',
    );
    expectRefusal(
      await post(buyer, { itemNumberWarehouse: inw, offerQuantity: -3, offerPrice: item.listPrice }),
      'quantityAtLeastOne',
    );
    const over = await post(buyer, {
      itemNumberWarehouse: inw,
      offerQuantity: item.quantityAvailable + 1,
      offerPrice: item.listPrice,
    });
    expectRefusal(over, 'quantityAboveAvailable');
    expect(over.json().params).toEqual({ available: item.quantityAvailable });

    const inc = fresh(
      'item with an increment above 1',
      (x) => x.item.incrementSize > 1 && x.item.quantityAvailable > x.item.incrementSize * 2,
    ).item;
    const notMultiple = await post(buyer, {
      itemNumberWarehouse: inc.itemNumberWarehouse,
      offerQuantity: inc.incrementSize + 1,
      offerPrice: inc.listPrice,
    });
    expectRefusal(notMultiple, 'quantityNotMultipleOfIncrement');
    expect(notMultiple.json().params).toEqual({ incrementSize: inc.incrementSize });
    const multiple = await post(buyer, {
      itemNumberWarehouse: inc.itemNumberWarehouse,
      offerQuantity: inc.incrementSize * 2,
      offerPrice: inc.listPrice,
    });
    expect(multiple.statusCode).toBe(200);
  });

  it('accepts the whole available stock even when it is not a multiple of the increment (D-019)', async () => {
    const inc = fresh('item with an increment above 1', (x) => x.item.incrementSize > 1).item;
    const odd = inc.incrementSize * 3 + 1;
    await setItemQuantity(app.db, harborId, inc.itemNumberWarehouse, odd);
    const res = await post(buyer, {
      itemNumberWarehouse: inc.itemNumberWarehouse,
      offerQuantity: odd,
      offerPrice: inc.listPrice,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a price of 0 or above the list price', async () => {
    const { item } = fresh('offerable item', offerable);
    const inw = item.itemNumberWarehouse;
    expectRefusal(
      await post(buyer, { itemNumberWarehouse: inw, offerQuantity: 1, offerPrice: 0 }),
      'offerPriceNotPositive',
    );
    expectRefusal(
      await post(buyer, { itemNumberWarehouse: inw, offerQuantity: 1, offerPrice: -1 }),
      'offerPriceNotPositive',
    );
    expectRefusal(
      await post(buyer, { itemNumberWarehouse: inw, offerQuantity: 1, offerPrice: item.listPrice + 1 }),
      'offerPriceAboveListPrice',
    );
    expect(Object.keys(await offers(buyer))).not.toContain(inw);
  });

  it('refuses an offer price with cents (D-018: whole units, as the cart shows them); nothing saved', async () => {
    const { item } = fresh('offerable item', offerable);
    const inw = item.itemNumberWarehouse;
    const whole = Math.ceil(item.listPrice) - 1;
    expectRefusal(
      await post(buyer, { itemNumberWarehouse: inw, offerQuantity: 1, offerPrice: whole - 0.01 }),
      'offerPriceNotWholeNumber',
    );
    expect(Object.keys(await offers(buyer))).not.toContain(inw);
    expect(
      (await post(buyer, { itemNumberWarehouse: inw, offerQuantity: 1, offerPrice: whole })).statusCode,
    ).toBe(200);
  });

  it('refuses an offer where the warehouse does not accept offers, but sells at list there (C-051)', async () => {
    const { item } = fresh(
      'LAX item',
      (x) => x.item.warehouse === 'LAX' && x.group.isOfferAccepted && x.item.incrementSize === 1,
    );
    expectRefusal(
      await post(buyer, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: item.listPrice - 1,
      }),
      'offersNotAccepted',
    );
    const buy = await post(buyer, {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 1,
      offerPrice: item.listPrice,
    });
    expect(buy.statusCode).toBe(200);
  });

  it('refuses an offer on a group that does not accept offers (C-051)', async () => {
    const { item } = fresh(
      'MIA group not accepting offers',
      (x) => x.item.warehouse === 'MIA' && !x.group.isOfferAccepted && x.item.incrementSize === 1,
    );
    expectRefusal(
      await post(buyer, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: item.listPrice - 1,
      }),
      'offersNotAccepted',
    );
  });

  it('refuses an unknown item, and another tenant’s item', async () => {
    expectRefusal(
      await post(buyer, { itemNumberWarehouse: 'NOPE-MIA', offerQuantity: 1, offerPrice: 10 }),
      'stockItemNotFound',
    );
    const summitItem = itemsOf((await getStock(app, summitBuyer, SUMMIT)).body.groups)[0]!.item;
    expectRefusal(
      await post(buyer, {
        itemNumberWarehouse: summitItem.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: summitItem.listPrice,
      }),
      'stockItemNotFound',
    );
  });

  it('needs CAN_BUY_ONLINE (C-050)', async () => {
    const { item } = fresh('offerable item', offerable);
    const res = await post(viewer, {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 1,
      offerPrice: item.listPrice,
    });
    expect(res.statusCode).toBe(403);
    const list = await app.inject({
      method: 'GET',
      url: `${API}/stocklist/offers`,
      headers: { host: HARBOR, ...bearer(viewer) },
    });
    expect(list.statusCode).toBe(403);
  });

  it('refuses a malformed body with 422', async () => {
    const res = await post(buyer, { itemNumberWarehouse: 'X', offerQuantity: 'two', offerPrice: 1 });
    expect(res.statusCode).toBe(422);
  });
});

describe('PUT and DELETE stocklist/offer/{offerId} (N-032, N-033)', () => {
  it('edits the entry and answers the offer item (D-014)', async () => {
    const { item } = fresh('offerable item', offerable);
    const created = (
      await post(buyer, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: item.listPrice,
      })
    ).json();
    const id = created.stocklistOffer.offerId;
    const res = await put(buyer, id, {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 3,
      offerPrice: item.listPrice - 2,
    });
    expect(res.statusCode).toBe(200);
    const body = OfferItem.parse(res.json());
    expect(body).toMatchObject({
      itemNumber: item.itemNumber,
      itemNumberWarehouse: item.itemNumberWarehouse,
      itemDescription: item.skuDescription,
      listPrice: item.listPrice,
      quantityAvailable: item.quantityAvailable,
      incrementSize: item.incrementSize,
      warehouse: item.warehouse,
    });
    expect(body.stocklistOffer).toMatchObject({
      offerId: id,
      offerStatus: 'PENDING_ACCEPTANCE',
      offerState: 'AWAITING_TENANT_REVIEW',
      offerQuantity: 3,
      offerPrice: item.listPrice - 2,
    });
    // Edits obey the same rules.
    expectRefusal(
      await put(buyer, id, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: item.quantityAvailable + 1,
        offerPrice: item.listPrice,
      }),
      'quantityAboveAvailable',
    );
    expectRefusal(
      await put(buyer, id, { itemNumberWarehouse: 'OTHER-MIA', offerQuantity: 1, offerPrice: 1 }),
      'offerItemMismatch',
    );
  });

  it('answers 404 for another buyer’s offer id, a made-up id and another tenant’s buyer, changing nothing', async () => {
    const { item } = fresh('offerable item', offerable);
    const created = (
      await post(buyer, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: item.listPrice,
      })
    ).json();
    const id = created.stocklistOffer.offerId;
    const body = {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 2,
      offerPrice: item.listPrice,
    };
    expect((await put(otherBuyer, id, body)).statusCode).toBe(404);
    expect((await del(otherBuyer, id)).statusCode).toBe(404);
    expect((await put(buyer, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await put(buyer, 'not-a-uuid', body)).statusCode).toBe(404);
    expect((await del(buyer, 'not-a-uuid')).statusCode).toBe(404);
    expect((await offers(buyer))[item.itemNumberWarehouse]?.stocklistOffer.offerQuantity).toBe(1);
    expect(await offers(otherBuyer)).not.toHaveProperty(item.itemNumberWarehouse);
  });

  it('removes the entry (D-015); removing it again is 404', async () => {
    const { item } = fresh('offerable item', offerable);
    const created = (
      await post(buyer, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: item.listPrice,
      })
    ).json();
    const id = created.stocklistOffer.offerId;
    const res = await del(buyer, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS' });
    expect(await offers(buyer)).not.toHaveProperty(item.itemNumberWarehouse);
    expect((await del(buyer, id)).statusCode).toBe(404);
  });

  it('keeps an accepted offer’s status on a quantity-only edit at or above the minimum (Q-023)', async () => {
    const { item } = fresh('offerable item', (x) => offerable(x) && x.item.quantityAvailable >= 10);
    const created = (
      await post(buyer, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 6,
        offerPrice: item.listPrice - 3,
      })
    ).json();
    const id = created.stocklistOffer.offerId;
    // The seller's answer (as the seller console gives it): accepted for one order of at least 5.
    await app.db
      .update(stocklistOffers)
      .set({ status: 'ACCEPTED', state: 'AWAITING_BUYER_REVIEW', minimumCheckoutQuantity: 5 })
      .where(eq(stocklistOffers.id, id));
    const ok = await put(buyer, id, {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 8,
      offerPrice: item.listPrice - 3,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().stocklistOffer).toMatchObject({
      offerStatus: 'ACCEPTED',
      offerQuantity: 8,
      checkOutQuantity: 8,
    });
    expectRefusal(
      await put(buyer, id, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 4,
        offerPrice: item.listPrice - 3,
      }),
      'quantityBelowMinimum',
    );
  });
});

describe('GET stocklist/offers (N-030)', () => {
  it('answers only the caller’s entries, keyed by itemNumberWarehouse with the item’s increment', async () => {
    const { item } = fresh(
      'item with an increment above 1',
      (x) => x.item.incrementSize > 1 && x.item.quantityAvailable >= x.item.incrementSize,
    );
    await post(otherBuyer, {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: item.incrementSize,
      offerPrice: item.listPrice,
    });
    const mine = await offers(otherBuyer);
    expect(mine[item.itemNumberWarehouse]?.incrementSize).toBe(item.incrementSize);
    expect(await offers(buyer)).not.toHaveProperty(item.itemNumberWarehouse);
  });

  it('runs the same number of SQL statements whatever the cart size (P5)', async () => {
    const statementsOf = (run: () => Promise<unknown>) => countStatements(app, run);
    const token = await signIn(app, 'buyer@harbor.test');
    const twenty = items
      .filter((x) => !used.has(x.item.itemNumberWarehouse) && x.item.incrementSize === 1)
      .slice(0, 20);
    for (const { item } of twenty) used.add(item.itemNumberWarehouse);
    const postOne = async (x: ItemInGroup) =>
      post(buyer, {
        itemNumberWarehouse: x.item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: x.item.listPrice,
      });
    const firstPost = await statementsOf(() => postOne(twenty[0]!));
    // After a change the answer is rebuilt (access + stamp, then the lines); unchanged, it is one statement.
    const smallCold = await statementsOf(() => offers(token));
    const smallWarm = await statementsOf(() => offers(token));
    for (const x of twenty.slice(1, 19)) expect((await postOne(x)).statusCode).toBe(200);
    const lastPost = await statementsOf(() => postOne(twenty[19]!));
    const largeCold = await statementsOf(() => offers(token));
    const largeWarm = await statementsOf(() => offers(token));
    const offerId = (await offers(token))[twenty[19]!.item.itemNumberWarehouse]!.stocklistOffer.offerId;
    const edit = await statementsOf(() =>
      put(buyer, offerId, {
        itemNumberWarehouse: twenty[19]!.item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: twenty[19]!.item.listPrice,
      }),
    );
    // A save reads its target, then writes if it is unchanged; the server keeps the target it wrote, so the next
    // save of the same line (the edit) is the write alone (target-cache.ts).
    expect({ firstPost, lastPost, edit, smallCold, largeCold, smallWarm, largeWarm }).toEqual({
      firstPost: 2,
      lastPost: 2,
      edit: 1,
      smallCold: 2,
      largeCold: 2,
      smallWarm: 1,
      largeWarm: 1,
    });
  });

  it("never refuses or writes on the server's copy of a target that changed since (P5, target-cache.ts)", async () => {
    const { item } = fresh('offerable item', offerable);
    const inw = item.itemNumberWarehouse;
    const buy = (quantity: number, token = buyer) =>
      post(token, { itemNumberWarehouse: inw, offerQuantity: quantity, offerPrice: item.listPrice });
    // The server now holds this line's target, with the stock as it was.
    expect((await buy(1)).statusCode).toBe(200);
    // The seller restocks (another node, another module): a quantity above the OLD stock is now fine.
    await setItemQuantity(app.db, harborId, inw, item.quantityAvailable + 50);
    const more = await buy(item.quantityAvailable + 10);
    expect(more.statusCode).toBe(200);
    expect(OfferResponse.parse(more.json()).stocklistOffer.offerQuantity).toBe(item.quantityAvailable + 10);
    // Stock falls below the line: the copy said it fitted, the save finds otherwise and the refusal is the fresh one.
    await setItemQuantity(app.db, harborId, inw, 3);
    expectRefusal(await buy(4), 'quantityAboveAvailable');
    // The buyer loses CAN_BUY_ONLINE: the copy still had it, the save does not write and the answer is 403.
    const [account] = await app.db
      .select({ id: users.id, authorities: users.authorities })
      .from(users)
      .where(and(eq(users.tenantId, harborId), eq(users.email, 'buyer@harbor.test')));
    await app.db
      .update(users)
      .set({ authorities: account!.authorities.filter((a) => a !== 'CAN_BUY_ONLINE') })
      .where(eq(users.id, account!.id));
    try {
      expect((await buy(2)).statusCode).toBe(403);
      const [line] = await app.db
        .select({ q: stocklistOffers.offerQuantity })
        .from(stocklistOffers)
        .where(and(eq(stocklistOffers.tenantId, harborId), eq(stocklistOffers.itemNumberWarehouse, inw)));
      expect(line!.q).toBe(item.quantityAvailable + 10);
    } finally {
      await app.db.update(users).set({ authorities: account!.authorities }).where(eq(users.id, account!.id));
    }
  });

  it('answers a change at once, whoever made it: stock, another tab, the seller, a delete', async () => {
    const { item } = fresh('offerable item', offerable);
    const { item: other } = fresh('offerable item', offerable);
    const created = (
      await post(buyer, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: item.listPrice,
      })
    ).json().stocklistOffer;
    expect((await offers(buyer))[item.itemNumberWarehouse]?.quantityAvailable).toBe(item.quantityAvailable);
    // The seller's stock change (another node, a job, SQL) moves the tenant's stock version.
    await setItemQuantity(app.db, harborId, item.itemNumberWarehouse, item.quantityAvailable + 7);
    expect((await offers(buyer))[item.itemNumberWarehouse]?.quantityAvailable).toBe(
      item.quantityAvailable + 7,
    );
    // A line changed behind the API (the seller's answer, the expiry job) takes a new change_seq (trigger).
    await app.db
      .update(stocklistOffers)
      .set({ offerQuantity: 3 })
      .where(eq(stocklistOffers.id, created.offerId));
    expect((await offers(buyer))[item.itemNumberWarehouse]?.stocklistOffer.offerQuantity).toBe(3);
    // Added and deleted again (another tab): the cart is back to a state it had, and answers it.
    const before = await offers(buyer);
    const added = (
      await post(buyer, {
        itemNumberWarehouse: other.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: other.listPrice,
      })
    ).json().stocklistOffer;
    expect(await offers(buyer)).toHaveProperty(other.itemNumberWarehouse);
    expect((await del(buyer, added.offerId)).statusCode).toBe(200);
    expect(await offers(buyer)).toEqual(before);
  });
});

describe('stock rows', () => {
  it('an item removed from stock makes its edit a refusal, not a crash', async () => {
    const { item } = fresh('offerable item', offerable);
    const created = (
      await post(buyer, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: item.listPrice,
      })
    ).json();
    await app.db
      .delete(stockItems)
      .where(
        and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, item.itemNumberWarehouse)),
      );
    expectRefusal(
      await put(buyer, created.stocklistOffer.offerId, {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: item.listPrice,
      }),
      'stockItemNotFound',
    );
  });
});
