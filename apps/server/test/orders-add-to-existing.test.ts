import {
  AddToExistingOrderResponse,
  CHECKOUT_PATHS,
  CheckoutPayload,
  fillPath,
  GetOrderResponse,
  OrdersListResponse,
  type SubmissionBodyInput,
  SubmitOrderResponse,
} from '@portico/contract';
import { majorToMinor, minorToMajor, percentOf } from '@portico/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, users } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { eventsAfter, lastEventId, offersApi } from './offers-helper.ts';
import { insertOrder } from './orders-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';
import { setItemQuantity } from './stock-writes.ts';

/**
 * Adding the cart to an existing on-hold order (I-059…I-065, Q-003, Q-004, Q-053) — the on-hold list,
 * the combined review, and the combined update with its merge arithmetic, stock and isolation.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const prospect = await signIn(app, 'prospect@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
const api = offersApi(app);

const post = (token: string, url: string, payload: unknown, host = HARBOR, headers: object = {}) =>
  app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { host, ...bearer(token), ...headers },
    payload: payload as object,
  });
const get = (token: string, url: string, host = HARBOR) =>
  app.inject({ method: 'GET', url: `${API}${url}`, headers: { host, ...bearer(token) } });

const stockNow = async () =>
  new Map(
    itemsOf((await getStock(app, buyer, HARBOR, true)).body.groups).map((x) => [
      x.item.itemNumberWarehouse,
      x.item,
    ]),
  );

// Fresh MIA items with plenty of stock, increment 1, so the arithmetic is the test's.
const pool = itemsOf((await getStock(app, buyer)).body.groups)
  .map((x) => x.item)
  .filter((i) => i.warehouse === 'MIA' && i.incrementSize === 1 && i.quantityAvailable >= 20);
let next = 0;
const freshItem = () => {
  const item = pool[next++];
  if (!item) throw new Error('demo stock has too few MIA items');
  return item;
};

/** Buys `quantity` at the list price (BUY_AT_LIST, READY_TO_CHECKOUT) and answers the cart line id. */
const buy = async (item: { itemNumberWarehouse: string; listPrice: number }, quantity: number) =>
  (await api.offer(buyer, item, quantity, item.listPrice)).offerId;

const paths = {
  add: (wh: string) => fillPath(CHECKOUT_PATHS.addToExistingOrder.path, { warehouseCode: wh }),
  review: (wh: string, n: string) =>
    fillPath(CHECKOUT_PATHS.reviewCombinedOrder.path, { warehouseCode: wh, salesOrder: n }),
  update: (wh: string, n: string) =>
    fillPath(CHECKOUT_PATHS.updateCombinedOrder.path, { warehouseCode: wh, salesOrder: n }),
};

// The choices of every order here: bill my account (freight 0) on UPS Ground to the Miami dock (FL: 7% tax),
// paid by wire (FIXED 25.00 fee).
const checkoutOf = async (offerIds: string[]) => {
  const res = await post(
    buyer,
    fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' }),
    offerIds,
  );
  expect(res.statusCode, res.body).toBe(200);
  return CheckoutPayload.parse(res.json());
};
const firstPayload = await checkoutOf([await buy(freshItem(), 1)]);
const miami = firstPayload.shippingAddresses.find((a) => a.state === 'FL')!;
const billing = firstPayload.billingAddresses[0]!;
const choices = (offerIds: string[]): SubmissionBodyInput & { readyToRelease: false } => ({
  shippingAddressId: miami.id,
  billingAddressId: billing.id,
  shippingOption: {
    shippingMethodCode: 'BILL_MY_ACCOUNT',
    carrier: 'UPS',
    carrierServiceLevel: 'Ground',
    carrierShippingAccountNumber: 'ACCT-42',
  },
  paymentOptionDetails: { paymentMethodCode: 'WIRE' },
  additionalServiceCodes: [],
  readyToRelease: false,
  offerIds,
});
const WIRE_FEE_MINOR = 2_500;
const FL_TAX_PERCENT = 7;

const orderOf = async (n: string) => {
  const res = await get(buyer, fillPath(CHECKOUT_PATHS.getOrder.path, { phonexOrderNumber: n }));
  expect(res.statusCode, res.body).toBe(200);
  return GetOrderResponse.parse(res.json()).salesOrder;
};
const versionOf = async (n: string) =>
  (
    await app.db
      .select({ v: orders.version })
      .from(orders)
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)))
  )[0]!.v;

// ── An order held through the API: 4 × A ─────────────────────────────────────────────────────────────
const itemA = freshItem();
const itemB = freshItem();
const heldOffer = await buy(itemA, 4);
const submitted = await post(
  buyer,
  fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' }),
  choices([heldOffer]),
  HARBOR,
  { 'idempotency-key': 'orders-add-to-existing-hold-1' },
);
const held = SubmitOrderResponse.parse(submitted.json()).phonexOrderNumber;

describe('an order placed through the API (submit) is in the orders list', () => {
  it('lists the held order, found by its number', async () => {
    expect(submitted.statusCode).toBe(200);
    const res = await get(buyer, `${CHECKOUT_PATHS.ordersList.path}?search=${held}`);
    const rows = OrdersListResponse.parse(res.json());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phonexOrderNumber: held,
      warehouseCode: 'MIA',
      fulfillmentStatus: 'ON_HOLD',
      totalOrderedQuantity: 4,
    });
    const warehouses = await get(buyer, CHECKOUT_PATHS.addToExistingOrderWarehouses.path);
    expect(warehouses.json()).toContain('MIA');
  });
});

describe('POST stocklist/cart/add-to-existing-order/{warehouseCode} (N-038, I-059)', () => {
  it('answers the cart’s payload and the buyer’s on-hold orders there, last updated first', async () => {
    const older = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      updatedAt: new Date(Date.UTC(2026, 0, 1)),
      lines: [{ itemNumberWarehouse: itemB.itemNumberWarehouse, quantity: 1, unitPriceMinor: 1_000 }],
    });
    // Not addable: released, another warehouse, another buyer.
    await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE',
      lines: [],
    });
    const others = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'prospect@harbor.test',
      warehouse: 'MIA',
      lines: [],
    });
    const cartLine = await buy(freshItem(), 2);
    const res = await post(buyer, paths.add('MIA'), [cartLine]);
    expect(res.statusCode, res.body).toBe(200);
    const body = AddToExistingOrderResponse.parse(res.json());
    expect(body.offerIds).toEqual([cartLine]);
    expect(body.lineItems.map((l) => l.quantity)).toEqual([2]);
    const numbers = body.onHoldSalesOrders.map((o) => o.orderNumber);
    expect(numbers).toContain(held);
    expect(numbers.at(-1)).toBe(older.phonexOrderNumber);
    expect(numbers).not.toContain(others.phonexOrderNumber);
    const mine = body.onHoldSalesOrders.find((o) => o.orderNumber === held)!;
    expect(mine).toMatchObject({
      warehouse: 'MIA',
      refOrderNumberOrPhonexOrderNumber: held,
      totalOrderedQuantity: 4,
      subtotal: minorToMajor(4 * majorToMinor(itemA.listPrice)),
    });
    expect(mine.lineItems).toEqual([
      expect.objectContaining({ itemNumberWarehouse: itemA.itemNumberWarehouse, quantity: 4, offerId: null }),
    ]);
    // Clean up the cart line for the next tests.
    await app.inject({
      method: 'DELETE',
      url: `${API}/stocklist/offer/${cartLine}`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
  });

  it('refuses a prospect (G-071) and another buyer’s cart line (404)', async () => {
    const res = await post(prospect, paths.add('MIA'), [heldOffer]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].messageCode).toBe('prospectCannotCheckoutContactSalesRep');
    const summitItem = itemsOf((await getStock(app, summitBuyer, SUMMIT)).body.groups)[0]!.item;
    const summitLine = await api.call(
      summitBuyer,
      'POST',
      '/stocklist/offer',
      {
        itemNumberWarehouse: summitItem.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice: summitItem.listPrice,
      },
      SUMMIT,
    );
    expect(summitLine.statusCode, summitLine.body).toBe(200);
    const foreignLine = summitLine.json().stocklistOffer.offerId as string;
    expect((await post(buyer, paths.add('MIA'), [foreignLine])).statusCode).toBe(404);
    expect((await post(buyer, paths.review('MIA', held), [foreignLine])).statusCode).toBe(404);
  });
});

describe('adding to an order changes that order: it needs CAN_UPDATE_ORDER beside CAN_BUY_ONLINE', () => {
  it('a buyer who may buy but not change orders is offered no order to add to and is refused (403), nothing changes', async () => {
    const line = await buy(freshItem(), 1);
    const [account] = await app.db
      .select({ id: users.id, authorities: users.authorities })
      .from(users)
      .where(and(eq(users.tenantId, harborId), eq(users.email, 'buyer@harbor.test')));
    expect(account!.authorities).toContain('CAN_UPDATE_ORDER');
    const warehouses = () => get(buyer, '/stocklist/cart/add-to-existing-order/warehouses');
    expect((await warehouses()).json()).toContain('MIA');
    const before = await versionOf(held);
    await app.db
      .update(users)
      .set({ authorities: account!.authorities.filter((a) => a !== 'CAN_UPDATE_ORDER') })
      .where(eq(users.id, account!.id));
    try {
      const listed = await warehouses();
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([]);
      for (const res of [
        await post(buyer, paths.add('MIA'), [line]),
        await post(buyer, paths.review('MIA', held), [line]),
        await post(buyer, paths.update('MIA', held), choices([line])),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
      }
    } finally {
      await app.db.update(users).set({ authorities: account!.authorities }).where(eq(users.id, account!.id));
    }
    expect(await versionOf(held)).toBe(before);
    const cart = Object.values(await api.offers(buyer)).map((o) => o.stocklistOffer.offerId);
    expect(cart).toContain(line);
    await app.inject({
      method: 'DELETE',
      url: `${API}/stocklist/offer/${line}`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
  });
});

describe('review and update the combined order (N-039, N-040, I-061, I-064, I-065)', () => {
  it('merges the cart into the order: one line per item, quantities add, amounts recomputed', async () => {
    const stockBefore = await stockNow();
    const moreA = await buy(itemA, 2); // already on the order: 4 + 2
    const newB = await buy(itemB, 3); // a new line
    const cart = [moreA, newB];

    const review = await post(buyer, paths.review('MIA', held), cart);
    expect(review.statusCode, review.body).toBe(200);
    const payload = CheckoutPayload.parse(review.json());
    const unitA = majorToMinor(itemA.listPrice);
    const unitB = majorToMinor(itemB.listPrice);
    const subtotal = 6 * unitA + 3 * unitB;
    expect(payload.onHoldSalesOrder).toMatchObject({ orderNumber: held, totalOrderedQuantity: 4 });
    expect(payload.lineItems.map((l) => [l.itemNumberWarehouse, l.quantity])).toEqual([
      [itemA.itemNumberWarehouse, 2],
      [itemB.itemNumberWarehouse, 3],
    ]);
    expect(payload.orderSubtotal).toBe(minorToMajor(subtotal));
    // The combined order starts from the order's own choices.
    expect(payload.buyerOrderPreferences).toMatchObject({
      shippingOption: {
        shippingAddressId: miami.id,
        shippingOptionDetails: { shippingMethodCode: 'BILL_MY_ACCOUNT', carrier: 'UPS' },
      },
      paymentOption: { paymentOptionDetails: { paymentMethodCode: 'WIRE' } },
    });

    const since = await lastEventId(app);
    const res = await post(buyer, paths.update('MIA', held), choices(cart));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ phonexOrderNumber: held });

    const order = await orderOf(held);
    expect(order.fulfillmentStatus).toBe('ON_HOLD');
    expect(order.version).toBe(2);
    expect(order.items).toHaveLength(2);
    expect(order.itemNumberItems[itemA.itemNumberWarehouse]).toMatchObject({
      orderedQuantity: 6,
      unitPrice: itemA.listPrice,
      extendedPrice: minorToMajor(6 * unitA),
    });
    expect(order.itemNumberItems[itemB.itemNumberWarehouse]).toMatchObject({
      orderedQuantity: 3,
      unitPrice: itemB.listPrice,
      extendedPrice: minorToMajor(3 * unitB),
    });
    const tax = percentOf(subtotal, FL_TAX_PERCENT);
    expect(order).toMatchObject({
      subtotal: minorToMajor(subtotal),
      freight: 0,
      paymentFee: minorToMajor(WIRE_FEE_MINOR),
      tax: minorToMajor(tax),
      total: minorToMajor(subtotal + WIRE_FEE_MINOR + tax),
      totalOrderedQuantity: 9,
    });

    // The added units left the stock; the consumed cart lines are gone; the change was announced.
    const stockAfter = await stockNow();
    expect(stockAfter.get(itemA.itemNumberWarehouse)!.quantityAvailable).toBe(
      stockBefore.get(itemA.itemNumberWarehouse)!.quantityAvailable - 2,
    );
    expect(stockAfter.get(itemB.itemNumberWarehouse)!.quantityAvailable).toBe(
      stockBefore.get(itemB.itemNumberWarehouse)!.quantityAvailable - 3,
    );
    const cartNow = await api.offers(buyer);
    expect(cartNow[itemA.itemNumberWarehouse]).toBeUndefined();
    expect(cartNow[itemB.itemNumberWarehouse]).toBeUndefined();
    const types = (await eventsAfter(app, harborId, since)).map((e) => `${e.audience}:${e.type}`);
    expect(types).toEqual(
      expect.arrayContaining(['buyer:cart.changed', 'buyer:stock.changed', 'seller:stock.changed']),
    );

    // The same cart lines again: consumed, so 404 and nothing changes.
    const again = await post(buyer, paths.update('MIA', held), choices(cart));
    expect(again.statusCode).toBe(404);
    expect(await versionOf(held)).toBe(2);
  });

  it('an item already on the order at another price is refused, and nothing changes: one line keeps one agreed price', async () => {
    const item = freshItem();
    const list = majorToMinor(item.listPrice);
    const agreed = list - 1_000;
    const order = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      lines: [{ itemNumberWarehouse: item.itemNumberWarehouse, quantity: 2, unitPriceMinor: agreed }],
    });
    const line = await buy(item, 5);
    const review = await post(buyer, paths.review('MIA', order.phonexOrderNumber), [line]);
    expect(review.statusCode, review.body).toBe(422);
    expect(review.json().errors[0].messageCode).toBe('itemOnOrderAtAnotherPrice');
    const res = await post(buyer, paths.update('MIA', order.phonexOrderNumber), choices([line]));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      messageCode: 'itemOnOrderAtAnotherPrice',
      messageDescription: 'This item is already on the order at another price; order it separately',
    });
    // The discount agreed for 2 units did not spread to 7, and the 5 at list were not added either.
    expect((await orderOf(order.phonexOrderNumber)).itemNumberItems[item.itemNumberWarehouse]).toMatchObject({
      orderedQuantity: 2,
      unitPrice: minorToMajor(agreed),
    });
    expect(await versionOf(order.phonexOrderNumber)).toBe(1);
  });

  it('an item already on the order at the same price merges into its line', async () => {
    const item = freshItem();
    const list = majorToMinor(item.listPrice);
    const order = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      lines: [{ itemNumberWarehouse: item.itemNumberWarehouse, quantity: 2, unitPriceMinor: list }],
    });
    const res = await post(
      buyer,
      paths.update('MIA', order.phonexOrderNumber),
      choices([await buy(item, 5)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderOf(order.phonexOrderNumber)).itemNumberItems[item.itemNumberWarehouse]).toMatchObject({
      orderedQuantity: 7,
      unitPrice: minorToMajor(list),
      extendedPrice: minorToMajor(7 * list),
    });
  });

  it('never touches another buyer’s or another tenant’s order: 404, nothing changes', async () => {
    const theirs = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'prospect@harbor.test',
      warehouse: 'MIA',
      lines: [],
    });
    const summitOrder = await insertOrder(app, {
      tenantSlug: 'summit',
      buyerEmail: 'buyer@summit.test',
      warehouse: 'DEN',
      lines: [],
    });
    const line = await buy(freshItem(), 1);
    for (const n of [theirs.phonexOrderNumber, summitOrder.phonexOrderNumber, 'PXSTKL9999999']) {
      const review = await post(buyer, paths.review('MIA', n), [line]);
      expect(review.statusCode).toBe(404);
      expect(review.json().errors[0].messageCode).toBe('orderNotFound');
      const update = await post(buyer, paths.update('MIA', n), choices([line]));
      expect(update.statusCode).toBe(404);
    }
    // The order's own number in another warehouse's path is not found either.
    expect((await post(buyer, paths.update('LAX', held), choices([line]))).statusCode).toBe(404);
    expect(await versionOf(theirs.phonexOrderNumber)).toBe(1);
    const cart = Object.values(await api.offers(buyer)).map((o) => o.stocklistOffer.offerId);
    expect(cart).toContain(line);
  });

  it('the same Idempotency-Key answers the first update; with another request it is refused (DESIGN §6)', async () => {
    const base = await buy(freshItem(), 1);
    const placed = await post(
      buyer,
      fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' }),
      choices([base]),
      HARBOR,
      { 'idempotency-key': 'aeo-key-base' },
    );
    const n = SubmitOrderResponse.parse(placed.json()).phonexOrderNumber;
    const item = freshItem();
    const line = await buy(item, 2);
    const key = { 'idempotency-key': 'aeo-update-1' };
    const update = () => post(buyer, paths.update('MIA', n), choices([line]), HARBOR, key);
    // A double click, and retries racing it: one merge, every answer the first one.
    const answers = await Promise.all([update(), update(), update()]);
    expect(answers.map((a) => [a.statusCode, a.json().phonexOrderNumber])).toEqual([
      [200, n],
      [200, n],
      [200, n],
    ]);
    const version = await versionOf(n);
    const retried = await update();
    expect([retried.statusCode, retried.json().phonexOrderNumber]).toEqual([200, n]);
    expect(await versionOf(n)).toBe(version);
    const merged = (await orderOf(n)).items.find((i) => i.itemNumberWarehouse === item.itemNumberWarehouse);
    expect(merged?.orderedQuantity).toBe(2);
    // The same key with another request: refused, nothing merged.
    const other = await buy(freshItem(), 1);
    const reused = await post(buyer, paths.update('MIA', n), choices([other]), HARBOR, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0].messageCode).toBe('idempotencyKeyReused');
    expect(await versionOf(n)).toBe(version);
  });

  it('an order that is no longer on hold → 409 outdatedSalesOrder, nothing changes', async () => {
    const released = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      fulfillmentStatus: 'AWAITING_PAYMENT',
      lines: [],
    });
    const item = freshItem();
    const line = await buy(item, 1);
    const before = (await stockNow()).get(item.itemNumberWarehouse)!.quantityAvailable;
    const res = await post(buyer, paths.update('MIA', released.phonexOrderNumber), choices([line]));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].messageCode).toBe('outdatedSalesOrder');
    expect((await post(buyer, paths.review('MIA', released.phonexOrderNumber), [line])).statusCode).toBe(409);
    expect(await versionOf(released.phonexOrderNumber)).toBe(1);
    expect((await stockNow()).get(item.itemNumberWarehouse)!.quantityAvailable).toBe(before);
    expect((await api.offers(buyer))[item.itemNumberWarehouse]?.stocklistOffer.offerId).toBe(line);
  });

  it('not enough stock for an added line → 422 notEnoughQuantity and everything rolls back', async () => {
    const item = freshItem();
    const other = freshItem();
    const short = await buy(item, 5);
    const fine = await buy(other, 1);
    await setItemQuantity(app.db, harborId, item.itemNumberWarehouse, 3);
    const stockBefore = await stockNow();
    const res = await post(buyer, paths.update('MIA', held), choices([fine, short]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].messageCode).toBe('notEnoughQuantity');
    expect(await versionOf(held)).toBe(2);
    const stockAfter = await stockNow();
    expect(stockAfter.get(other.itemNumberWarehouse)!.quantityAvailable).toBe(
      stockBefore.get(other.itemNumberWarehouse)!.quantityAvailable,
    );
    const cartNow = await api.offers(buyer);
    expect(cartNow[other.itemNumberWarehouse]?.stocklistOffer.offerId).toBe(fine);
    expect((await orderOf(held)).itemNumberItems[other.itemNumberWarehouse]).toBeUndefined();
  });

  it('re-checks the choices (I-046): a method not allowed for the address → 422, nothing changes', async () => {
    const item = freshItem();
    const line = await buy(item, 1);
    const body = choices([line]);
    const res = await post(buyer, paths.update('MIA', held), {
      ...body,
      shippingOption: { shippingMethodCode: 'NO_SUCH_METHOD' },
    });
    expect(res.statusCode).toBe(422);
    expect(await versionOf(held)).toBe(2);
    const foreignAddress = await post(buyer, paths.update('MIA', held), {
      ...body,
      shippingAddressId: '00000000-0000-4000-8000-000000000001',
    });
    expect(foreignAddress.statusCode).toBe(422);
    expect(await versionOf(held)).toBe(2);
  });

  it('two updates of one order at once: they run one after the other, or the later one is refused (409)', async () => {
    const order = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      lines: [],
    });
    const [p, q] = [freshItem(), freshItem()];
    const lines = [await buy(p, 1), await buy(q, 1)];
    const stockBefore = await stockNow();
    const results = await Promise.all(
      lines.map((l) => post(buyer, paths.update('MIA', order.phonexOrderNumber), choices([l]))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(codes).toContain(200);
    const won = [p, q].filter((_, i) => codes[i] === 200);
    const merged = await orderOf(order.phonexOrderNumber);
    expect(merged.version).toBe(1 + won.length);
    expect(Object.keys(merged.itemNumberItems).sort()).toEqual(won.map((i) => i.itemNumberWarehouse).sort());
    expect(merged.totalOrderedQuantity).toBe(won.length);
    const stockAfter = await stockNow();
    for (const [i, item] of [p, q].entries()) {
      expect(stockAfter.get(item.itemNumberWarehouse)!.quantityAvailable).toBe(
        stockBefore.get(item.itemNumberWarehouse)!.quantityAvailable - (codes[i] === 200 ? 1 : 0),
      );
    }
  });
});
