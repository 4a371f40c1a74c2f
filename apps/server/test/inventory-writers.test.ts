import { CHECKOUT_PATHS, DESK_PATHS, fillPath, ORDER_PATHS } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { runOrderHoldExpiry } from '../src/jobs/order-hold-expiry.ts';
import { checkoutApi, stockOf, submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import {
  applyUpload,
  lastStockChangeId,
  reviewUpload,
  stockChangesOf,
  stockWorkbook,
} from './inventory-helper.ts';
import { eventsAfter, itemPicker, lastEventId } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * Every stock writer goes through the inventory core (docs/decisions/005): whichever writes — the checkout's
 * submit, adding the cart to a held order, the buyer's order edit (L-028) and cancel (L-048, L-050), the hold
 * expiry job, the seller's stock edit and upload, the order desk's cancel and line edit — the same
 * stock change log row (before/after, reason, actor, reference: migration 0013) and the same stock.changed event
 * (to buyers and sellers, with the items and the reason) come out. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');
const subOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
const buyerId = subOf(buyer);
const sellerId = subOf(seller);
const { offer, checkout, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

/** Places (or holds) an order of `quantity` units of a fresh item; answers the item and the order number. */
async function order(quantity: number, readyToRelease: boolean) {
  const item = picker.offerable(quantity + 5);
  const line = await offer(buyer, item, quantity, item.listPrice);
  const payload = await checkout(buyer, item.warehouse, [line.offerId]);
  const res = await submit(buyer, item.warehouse, submissionFor(payload, { readyToRelease }));
  expect(res.statusCode, res.body).toBe(200);
  return { item, number: res.json().phonexOrderNumber as string };
}

/** The buyer's order edit (L-028, N-054): every line of order `n` at `quantity` units (null: every line removed). */
async function editOrder(token: string, n: string, quantity: number | null) {
  const get = await app.inject({
    method: 'GET',
    url: `${API}${fillPath(CHECKOUT_PATHS.getOrder.path, { phonexOrderNumber: n })}`,
    headers: { host: HARBOR, ...bearer(token) },
  });
  expect(get.statusCode, get.body).toBe(200);
  const { salesOrder } = get.json();
  return app.inject({
    method: 'PUT',
    url: `${API}${ORDER_PATHS.upsert.path}`,
    headers: { host: HARBOR, ...bearer(token) },
    payload: {
      salesOrder: {
        ...salesOrder,
        items:
          quantity === null
            ? []
            : salesOrder.items.map((i: { itemNumberWarehouse: string }) => ({
                itemNumberWarehouse: i.itemNumberWarehouse,
                orderedQuantity: quantity,
              })),
      },
    },
  });
}

/** The order's version as stored (the desk's calls send it). */
async function versionOf(n: string) {
  const [row] = await app.db
    .select({ version: orders.version })
    .from(orders)
    .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)));
  return row!.version;
}

/** A call of the seller's order desk on order `n`. */
function desk(path: string, method: 'POST' | 'PUT', n: string, payload: object) {
  return app.inject({
    method,
    url: `${API}${fillPath(path, { phonexOrderNumber: n })}`,
    headers: { host: HARBOR, ...bearer(seller) },
    payload,
  });
}

type Written = {
  inw: string;
  before: number;
  after: number;
  reason: string;
  actorKind: string;
  actorId: string | null;
  reference: string | null;
};

/** Each writer: sets up, then makes ONE stock change through its own path, and says what it must log. */
const writers: { name: string; write: (mark: () => Promise<void>) => Promise<Written> }[] = [
  {
    name: 'checkout submit (ORDER_PLACED)',
    async write(mark) {
      const item = picker.offerable(8);
      const line = await offer(buyer, item, 3, item.listPrice);
      const payload = await checkout(buyer, item.warehouse, [line.offerId]);
      await mark();
      const res = await submit(buyer, item.warehouse, submissionFor(payload));
      expect(res.statusCode, res.body).toBe(200);
      const q = item.quantityAvailable;
      return {
        inw: item.itemNumberWarehouse,
        before: q,
        after: q - 3,
        reason: 'ORDER_PLACED',
        actorKind: 'BUYER',
        actorId: buyerId,
        reference: res.json().phonexOrderNumber,
      };
    },
  },
  {
    name: 'add to an existing order (ORDER_ADDED)',
    async write(mark) {
      const held = await order(1, false);
      const item = picker.offerable(8);
      const line = await offer(buyer, item, 4, item.listPrice);
      const payload = await checkout(buyer, item.warehouse, [line.offerId]);
      await mark();
      const res = await app.inject({
        method: 'POST',
        url: `${API}${fillPath(CHECKOUT_PATHS.updateCombinedOrder.path, { warehouseCode: item.warehouse, salesOrder: held.number })}`,
        headers: { host: HARBOR, ...bearer(buyer) },
        payload: submissionFor(payload, { readyToRelease: false }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const q = item.quantityAvailable;
      return {
        inw: item.itemNumberWarehouse,
        before: q,
        after: q - 4,
        reason: 'ORDER_ADDED',
        actorKind: 'BUYER',
        actorId: buyerId,
        reference: held.number,
      };
    },
  },
  {
    name: 'order edit (ORDER_EDITED)',
    async write(mark) {
      const held = await order(2, false);
      await mark();
      const res = await editOrder(buyer, held.number, 5);
      expect(res.statusCode, res.body).toBe(200);
      const q = held.item.quantityAvailable;
      return {
        inw: held.item.itemNumberWarehouse,
        before: q - 2,
        after: q - 5,
        reason: 'ORDER_EDITED',
        actorKind: 'BUYER',
        actorId: buyerId,
        reference: held.number,
      };
    },
  },
  {
    name: 'order cancel by the buyer (ORDER_CANCELED, L-048)',
    async write(mark) {
      const held = await order(3, false);
      await mark();
      const res = await app.inject({
        method: 'POST',
        url: `${API}${fillPath(ORDER_PATHS.cancel.path, { phonexOrderNumber: held.number })}`,
        headers: { host: HARBOR, ...bearer(buyer) },
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      const q = held.item.quantityAvailable;
      return {
        inw: held.item.itemNumberWarehouse,
        before: q - 3,
        after: q,
        reason: 'ORDER_CANCELED',
        actorKind: 'BUYER',
        actorId: buyerId,
        reference: held.number,
      };
    },
  },
  {
    name: 'order edit removing every line, which cancels it (ORDER_CANCELED, L-050)',
    async write(mark) {
      const held = await order(2, false);
      await mark();
      const res = await editOrder(buyer, held.number, null);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().salesOrder.fulfillmentStatus).toBe('CANCELED');
      const q = held.item.quantityAvailable;
      return {
        inw: held.item.itemNumberWarehouse,
        before: q - 2,
        after: q,
        reason: 'ORDER_CANCELED',
        actorKind: 'BUYER',
        actorId: buyerId,
        reference: held.number,
      };
    },
  },
  {
    name: 'order desk cancel (ORDER_CANCELED, by the seller)',
    async write(mark) {
      const held = await order(2, false);
      const version = await versionOf(held.number);
      await mark();
      const res = await desk(DESK_PATHS.cancel.path, 'POST', held.number, {
        version,
        reason: 'Out of stock',
      });
      expect(res.statusCode, res.body).toBe(200);
      const q = held.item.quantityAvailable;
      return {
        inw: held.item.itemNumberWarehouse,
        before: q - 2,
        after: q,
        reason: 'ORDER_CANCELED',
        actorKind: 'SELLER',
        actorId: sellerId,
        reference: held.number,
      };
    },
  },
  {
    name: 'order desk line edit (ORDER_EDITED, by the seller)',
    async write(mark) {
      const held = await order(2, false);
      const version = await versionOf(held.number);
      await mark();
      const res = await desk(DESK_PATHS.editLines.path, 'PUT', held.number, {
        version,
        items: [{ itemNumberWarehouse: held.item.itemNumberWarehouse, orderedQuantity: 4 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const q = held.item.quantityAvailable;
      return {
        inw: held.item.itemNumberWarehouse,
        before: q - 2,
        after: q - 4,
        reason: 'ORDER_EDITED',
        actorKind: 'SELLER',
        actorId: sellerId,
        reference: held.number,
      };
    },
  },
  {
    name: 'hold expiry (HOLD_EXPIRED, Q-043)',
    async write(mark) {
      const held = await order(2, false);
      const now = new Date();
      await app.db
        .update(orders)
        .set({ createdAt: new Date(now.getTime() - 73 * 3_600_000) })
        .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, held.number)));
      await mark();
      expect(await runOrderHoldExpiry(app.db, now)).toEqual([held.number]);
      const q = held.item.quantityAvailable;
      return {
        inw: held.item.itemNumberWarehouse,
        before: q - 2,
        after: q,
        reason: 'HOLD_EXPIRED',
        actorKind: 'JOB',
        actorId: null,
        reference: held.number,
      };
    },
  },
  {
    name: 'seller stock edit (SELLER_EDIT)',
    async write(mark) {
      const item = picker.fresh('an item to edit', (x) => x.item.quantityAvailable > 0);
      await mark();
      const res = await app.inject({
        method: 'PATCH',
        url: `${API}/seller/stock/items/${encodeURIComponent(item.itemNumberWarehouse)}`,
        headers: { host: HARBOR, ...bearer(seller) },
        payload: {
          expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
          quantityAvailable: item.quantityAvailable + 5,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return {
        inw: item.itemNumberWarehouse,
        before: item.quantityAvailable,
        after: item.quantityAvailable + 5,
        reason: 'SELLER_EDIT',
        actorKind: 'SELLER',
        actorId: sellerId,
        reference: null,
      };
    },
  },
  {
    name: 'seller stock upload (SELLER_UPLOAD)',
    async write(mark) {
      const item = picker.fresh('an item to upload', (x) => x.item.quantityAvailable > 0);
      const review = await reviewUpload(
        app,
        seller,
        await stockWorkbook([
          [item.itemNumber, item.warehouse, '', item.quantityAvailable + 7, item.listPrice],
        ]),
      );
      await mark();
      const res = await applyUpload(app, seller, review.uploadId);
      expect(res.statusCode, res.body).toBe(200);
      return {
        inw: item.itemNumberWarehouse,
        before: item.quantityAvailable,
        after: item.quantityAvailable + 7,
        reason: 'SELLER_UPLOAD',
        actorKind: 'SELLER',
        actorId: sellerId,
        reference: review.uploadId,
      };
    },
  },
];

describe('every stock writer goes through the inventory core', () => {
  for (const writer of writers) {
    it(`${writer.name}: one stock change log row with reason and actor, one stock.changed`, async () => {
      let changeMark = 0;
      let eventMark = 0;
      const w = await writer.write(async () => {
        changeMark = await lastStockChangeId(app);
        eventMark = await lastEventId(app);
      });
      expect(await stockOf(app, harborId, w.inw)).toBe(w.after);
      const log = await stockChangesOf(app, harborId, w.inw, changeMark);
      expect(
        log.map((r) => ({
          quantityBefore: r.quantityBefore,
          quantityAfter: r.quantityAfter,
          reason: r.reason,
          actorKind: r.actorKind,
          actorId: r.actorId,
          reference: r.reference,
        })),
      ).toEqual([
        {
          quantityBefore: w.before,
          quantityAfter: w.after,
          reason: w.reason,
          actorKind: w.actorKind,
          actorId: w.actorId,
          reference: w.reference,
        },
      ]);
      const stockEvents = (await eventsAfter(app, harborId, eventMark)).filter(
        (e) => e.type === 'stock.changed',
      );
      expect(stockEvents.map((e) => [e.audience, e.userId, e.data])).toEqual([
        ['buyer', null, { itemNumberWarehouses: [w.inw], reason: w.reason }],
        ['seller', null, { itemNumberWarehouses: [w.inw], reason: w.reason }],
      ]);
    });
  }
});

describe('the carts follow every writer (Q-025)', () => {
  it('an order edit that takes the last units puts another buyer’s cart line of the item out of stock', async () => {
    const prospect = await signIn(app, 'prospect@harbor.test');
    const held = await order(2, false);
    const inw = held.item.itemNumberWarehouse;
    const left = await stockOf(app, harborId, inw);
    const line = await offer(prospect, held.item, 1, held.item.listPrice);
    const mark = await lastEventId(app);
    const res = await editOrder(buyer, held.number, 2 + left);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(app, harborId, inw)).toBe(0);
    const cartEvents = (await eventsAfter(app, harborId, mark)).filter((e) => e.type === 'cart.changed');
    expect(cartEvents.map((e) => [e.userId, e.data])).toEqual([
      [subOf(prospect), { offerIds: [line.offerId], reason: 'stock' }],
    ]);
    const lineNow = await app.inject({
      method: 'GET',
      url: `${API}/stocklist/offers`,
      headers: { host: HARBOR, ...bearer(prospect) },
    });
    expect(JSON.stringify(lineNow.json())).toContain('OUT_OF_STOCK');
  });
});
