import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openEventStream, type SseStream } from './events-helper.ts';
import { HARBOR, memoryMailer, SUMMIT, seededDatabase, signIn } from './helper.ts';
import { offersApi } from './offers-helper.ts';
import { getStock, itemsOf, pick } from './stock-helper.ts';

/**
 * The offer save writes its live-update events without a NOTIFY in its transaction (migration 0011, PERFORMANCE
 * P5): the server hands them to its own hub after the commit, and tells the other nodes with a NOTIFY of its own
 * (hub.ts `committed`). Two apps on one database are two nodes here: each has its own hub and LISTEN.
 */

let drop: () => Promise<void>;
let one: FastifyInstance;
let two: FastifyInstance;
const ports = new Map<FastifyInstance, number>();
const streams: SseStream[] = [];
let buyer: string;
let seller: string;
let summitBuyer: string;

async function node(database: Awaited<ReturnType<typeof seededDatabase>>['database']) {
  const config = {
    ...loadConfig({}),
    dataDir: '/nonexistent-test-data-dir',
    seedDemoOnEmpty: true,
    rateLimits: {
      signInPerMinute: 1000,
      resetPerMinute: 1000,
      resetCodesPerDay: 1000,
      consoleMailsPerHour: 1000,
    },
  };
  const app = await buildApp(config, { database, mailer: memoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  ports.set(app, (app.server.address() as AddressInfo).port);
  return app;
}

beforeAll(async () => {
  const fresh = await seededDatabase();
  drop = fresh.drop;
  one = await node(fresh.database);
  two = await node(fresh.database);
  buyer = await signIn(one, 'buyer@harbor.test');
  seller = await signIn(one, 'seller@harbor.test');
  summitBuyer = await signIn(one, 'buyer@summit.test', SUMMIT);
});

afterAll(async () => {
  for (const s of streams) s.close();
  await one.close();
  await two.close();
  await drop();
});

async function openReady(app: FastifyInstance, token: string, host = HARBOR) {
  const stream = await openEventStream(ports.get(app)!, { host, token });
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

/** Two fresh items: one to buy at list, one to offer on (offers accepted, no auto-rule: it awaits the seller). */
async function twoItems() {
  const items = itemsOf((await getStock(one, buyer)).body.groups);
  const withStock = (x: (typeof items)[number]) =>
    x.item.quantityAvailable >= 10 && x.item.incrementSize === 1;
  const buy = pick(items, 'an item with stock', withStock).item;
  const offer = pick(
    items,
    'an offerable item',
    (x) =>
      withStock(x) &&
      x.group.isOfferAccepted &&
      x.item.warehouse === 'MIA' &&
      x.item.itemNumberWarehouse !== buy.itemNumberWarehouse,
  ).item;
  return { buy, offer };
}

describe('live updates of an offer save', () => {
  it("reach the buyer's and the sellers' streams on the saving node and on another node, and no other tenant's", async () => {
    const { buy, offer } = await twoItems();
    const streamsOn = async (app: FastifyInstance) => ({
      buyer: await openReady(app, buyer),
      seller: await openReady(app, seller),
    });
    const here = await streamsOn(one);
    const there = await streamsOn(two);
    const summit = await openReady(two, summitBuyer, SUMMIT);

    // POST on node one, a buy at list: the buyer's pages hear of it; the sellers' inbox does not change.
    const bought = await offersApi(one).offer(buyer, buy, 2, buy.listPrice);
    for (const s of [here, there]) {
      const cart = await s.buyer.next();
      expect(cart.event).toBe('cart.changed');
      expect(JSON.parse(cart.data)).toEqual({ offerIds: [bought.offerId], reason: 'saved' });
    }

    // POST on node one, an offer below list: it awaits the seller, so both hear of it.
    const offered = await offersApi(one).offer(buyer, offer, 2, Math.floor(offer.listPrice * 0.8));
    expect(offered.offerState).toBe('AWAITING_TENANT_REVIEW');
    for (const s of [here, there]) {
      // Events arrive in id order: the sellers' first is this offer's, so the buy sent them none.
      const inbox = await s.seller.next();
      expect(inbox.event).toBe('offers.changed');
      expect(JSON.parse(inbox.data)).toEqual({ offerIds: [offered.offerId] });
      const cart = await s.buyer.next();
      expect(cart.event).toBe('cart.changed');
      expect(JSON.parse(cart.data)).toEqual({ offerIds: [offered.offerId], reason: 'saved' });
      expect(Number(cart.id)).toBe(Number(inbox.id) + 1);
    }

    // PUT on node two, the offer's quantity: node one's streams learn it from node two.
    const edited = await offersApi(two).edit(
      buyer,
      offered.offerId,
      offer.itemNumberWarehouse,
      3,
      Math.floor(offer.listPrice * 0.8),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    for (const s of [there, here]) {
      expect(JSON.parse((await s.seller.next()).data)).toEqual({ offerIds: [offered.offerId] });
      const cart = await s.buyer.next();
      expect(cart.event).toBe('cart.changed');
      expect(JSON.parse(cart.data)).toEqual({ offerIds: [offered.offerId], reason: 'saved' });
    }

    // The other tenant's buyer saw none of it: its next event is its own tenant's.
    const summitItem = pick(
      itemsOf((await getStock(one, summitBuyer, SUMMIT)).body.groups),
      'a summit item with stock',
      ({ item: i }) => i.quantityAvailable >= 1,
    ).item;
    const res = await one.inject({
      method: 'POST',
      url: '/px-api-gateway/stocklist/offer',
      headers: { host: SUMMIT, authorization: `Bearer ${summitBuyer}` },
      payload: {
        itemNumberWarehouse: summitItem.itemNumberWarehouse,
        offerQuantity: summitItem.incrementSize,
        offerPrice: summitItem.listPrice,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = await summit.next();
    expect(own.event).toBe('cart.changed');
    expect(JSON.parse(own.data).offerIds).toEqual([res.json().stocklistOffer.offerId]);
  });
});
