import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pendingDocuments, stockGroups, stockItems, users } from '../src/db/schema/index.ts';
import { acceptsGzip } from '../src/modules/stock/stock.routes.ts';
import { StockCache } from '../src/modules/stock/stock-cache.ts';
import { generateStock } from '../src/seed/demo-stock.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { API, bearer, getStock, itemsOf, pick, tenantIdOf } from './stock-helper.ts';
import { setItemQuantity } from './stock-writes.ts';

const t = await buildTestApp();
const app = t.app;
const buyer = await signIn(app, 'buyer@harbor.test');
const viewer = await signIn(app, 'viewer@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
afterAll(async () => t.close());

describe('GET stocklist/items (N-014)', () => {
  it('answers the demo stock: groups with items, totals and lastUpdateddDate (C-054, C-055)', async () => {
    const { res, body } = await getStock(app, buyer);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(new Date(body.lastUpdateddDate).getTime()).toBeGreaterThan(0);
    expect(body.groups.length).toBeGreaterThan(100);
    const items = itemsOf(body.groups);
    expect(items.length).toBeGreaterThan(400);
    for (const g of body.groups) {
      expect(g.countOfItems).toBe(g.items.length);
      expect(g.quantityAvailable).toBe(g.items.reduce((s, i) => s + i.quantityAvailable, 0));
      expect(g.minPrice).toBe(Math.min(...g.items.map((i) => i.listPrice)));
      expect(g.showMinPriceSymbol).toBe(new Set(g.items.map((i) => i.listPrice)).size > 1);
      expect(g.items.every((i) => i.warehouse === g.wareHouse)).toBe(true);
      expect(g.groupAttributes.warehouse).toBe(g.wareHouse);
    }
    // C-010: out-of-stock items are left out unless asked for.
    expect(items.every(({ item }) => item.quantityAvailable > 0)).toBe(true);
    const sample = items[0]!.item;
    expect(sample.itemNumberWarehouse).toBe(`${sample.itemNumber}-${sample.warehouse}`);
    expect(Object.keys(sample.attributes)).toEqual(
      expect.arrayContaining([
        'manufacturer',
        'model',
        'capacity',
        'colour',
        'grade',
        'lockStatus',
        'category',
      ]),
    );
  });

  it('includeOutOfStock=true adds the items with no stock; groups without any priced stock show no minPrice', async () => {
    const inStock = itemsOf((await getStock(app, buyer)).body.groups);
    const all = itemsOf((await getStock(app, buyer, HARBOR, true)).body.groups);
    const out = all.filter(({ item }) => item.quantityAvailable === 0);
    expect(out.length).toBeGreaterThan(0);
    expect(all.length).toBe(inStock.length + out.length);
    const { body } = await getStock(app, buyer, HARBOR, true);
    for (const g of body.groups.filter((g) => g.items.every((i) => i.quantityAvailable === 0))) {
      expect(g.minPrice).toBeNull();
    }
  });

  it('has the variety a wholesaler has: both warehouses, increments above 1, groups not accepting offers', async () => {
    const { body } = await getStock(app, buyer);
    expect(new Set(body.groups.map((g) => g.wareHouse))).toEqual(new Set(['MIA', 'LAX']));
    expect(new Set(body.groups.map((g) => g.category))).toEqual(new Set(['PHONES', 'TABLETS', 'WATCHES']));
    expect(itemsOf(body.groups).some(({ item }) => item.incrementSize > 1)).toBe(true);
    expect(body.groups.some((g) => !g.isOfferAccepted)).toBe(true);
    expect(body.groups.some((g) => g.isOfferAccepted)).toBe(true);
  });

  it('answers only the caller’s tenant stock', async () => {
    const { body } = await getStock(app, summitBuyer, SUMMIT);
    expect(new Set(body.groups.map((g) => g.wareHouse))).toEqual(new Set(['DEN']));
  });

  it('is readable by a buyer without CAN_BUY_ONLINE (browse only)', async () => {
    const { body } = await getStock(app, viewer);
    expect(body.groups.length).toBeGreaterThan(0);
  });

  it('sends gzip when accepted, with the same JSON inside (P3)', async () => {
    const plain = await getStock(app, buyer);
    const res = await app.inject({
      method: 'GET',
      url: `${API}/stocklist/items`,
      headers: { host: HARBOR, ...bearer(buyer), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const unzipped = gunzipSync(res.rawPayload).toString('utf8');
    expect(unzipped).toBe(plain.res.body);
    expect(res.rawPayload.length).toBeLessThan(plain.res.rawPayload.length / 3);
  });

  it('carries the stock version as ETag and answers 304 to If-None-Match', async () => {
    const { res } = await getStock(app, buyer);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"\d+"$/);
    const again = await app.inject({
      method: 'GET',
      url: `${API}/stocklist/items`,
      headers: { host: HARBOR, ...bearer(buyer), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The out-of-stock variant is another representation with its own tag.
    const all = await getStock(app, buyer, HARBOR, true);
    expect(all.res.headers.etag).not.toBe(etag);
  });

  it('shows a stock change at the next request, with a new ETag (cache invalidation, DESIGN §2)', async () => {
    const before = await getStock(app, buyer);
    const target = itemsOf(before.body.groups)[3]!.item;
    expect(await setItemQuantity(app.db, harborId, target.itemNumberWarehouse, 4321)).toBe(true);
    const after = await getStock(app, buyer);
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    const changed = itemsOf(after.body.groups).find(
      ({ item }) => item.itemNumberWarehouse === target.itemNumberWarehouse,
    );
    expect(changed?.item.quantityAvailable).toBe(4321);
    expect(new Date(after.body.lastUpdateddDate).getTime()).toBeGreaterThanOrEqual(
      new Date(before.body.lastUpdateddDate).getTime(),
    );
    // The old tag no longer matches: a client holding it gets the new bytes.
    const stale = await app.inject({
      method: 'GET',
      url: `${API}/stocklist/items`,
      headers: { host: HARBOR, ...bearer(buyer), 'if-none-match': before.res.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    // An item set to 0 leaves the in-stock list.
    await setItemQuantity(app.db, harborId, target.itemNumberWarehouse, 0);
    const gone = itemsOf((await getStock(app, buyer)).body.groups);
    expect(gone.some(({ item }) => item.itemNumberWarehouse === target.itemNumberWarehouse)).toBe(false);
  });

  it('a rebuild that re-serialises only the changed groups answers exactly what a full build answers (P1)', async () => {
    const warm = new StockCache();
    for (const variant of [false, true]) await warm.get(app.db, harborId, variant);
    const items = itemsOf((await getStock(app, buyer, HARBOR, true)).body.groups);
    const [a, b, c, d] = [items[5]!.item, items[40]!.item, items[90]!.item, items[130]!.item];
    // Stock out, restock, a price, a renamed group (moves in the order), a removed and an added item.
    await setItemQuantity(app.db, harborId, a.itemNumberWarehouse, 0);
    await setItemQuantity(app.db, harborId, b.itemNumberWarehouse, 55);
    await app.db
      .update(stockItems)
      .set({ listPriceMinor: 12345 })
      .where(
        and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, c.itemNumberWarehouse)),
      );
    const [group] = await app.db
      .select({ id: stockItems.groupId })
      .from(stockItems)
      .where(
        and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, d.itemNumberWarehouse)),
      );
    await app.db.update(stockGroups).set({ title: 'AAA first now' }).where(eq(stockGroups.id, group!.id));
    await app.db
      .delete(stockItems)
      .where(
        and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, c.itemNumberWarehouse)),
      );
    await app.db.insert(stockItems).values({
      tenantId: harborId,
      groupId: group!.id,
      itemNumber: 'NEW-ITEM-1',
      warehouse: d.warehouse,
      itemNumberWarehouse: `NEW-ITEM-1-${d.warehouse}`,
      skuDescription: 'A brand new item',
      quantityAvailable: 3,
      listPriceMinor: 9900,
    });
    for (const variant of [false, true]) {
      const incremental = await warm.get(app.db, harborId, variant);
      const full = await new StockCache().get(app.db, harborId, variant);
      expect(incremental.version).toBe(full.version);
      expect(incremental.identity.toString()).toBe(full.identity.toString());
      expect(gunzipSync(incremental.gzip).toString()).toBe(full.identity.toString());
    }
    const shown = (await warm.get(app.db, harborId, false)).identity.toString();
    expect(shown).toContain('"title":"AAA first now"');
    expect(shown).toContain('NEW-ITEM-1');
    expect(shown).not.toContain(`"itemNumberWarehouse":"${c.itemNumberWarehouse}"`);
  });

  it('a change in another tenant leaves this tenant’s ETag alone', async () => {
    const before = await getStock(app, buyer);
    const summitItem = pick(
      itemsOf((await getStock(app, summitBuyer, SUMMIT)).body.groups),
      'Summit item',
      () => true,
    );
    await setItemQuantity(app.db, await tenantIdOf(app, 'summit'), summitItem.item.itemNumberWarehouse, 77);
    const after = await getStock(app, buyer);
    expect(after.res.headers.etag).toBe(before.res.headers.etag);
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['*', true],
  ])('%j → %j', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});

describe('daily report preference (N-012, N-013, C-065)', () => {
  const url = `${API}/account/user/notification-preferance`;
  it('is off until the buyer subscribes, then on; unsubscribing turns it off', async () => {
    const get = async () =>
      (await app.inject({ method: 'GET', url, headers: { host: HARBOR, ...bearer(buyer) } })).json();
    expect(await get()).toEqual({ stockReportNotification: false });
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: { stockReportNotification: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ stockReportNotification: true });
    expect(await get()).toEqual({ stockReportNotification: true });
    await app.inject({
      method: 'PUT',
      url,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: { stockReportNotification: false },
    });
    expect(await get()).toEqual({ stockReportNotification: false });
  });

  it('refuses a buyer without CAN_SUBSCRIBE_DAILY_REPORT (C-005)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: { host: HARBOR, ...bearer(viewer) },
      payload: { stockReportNotification: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().messageCode).toBe('forbidden');
  });

  it('refuses a body without the boolean', async () => {
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: { stockReportNotification: 'yes' },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET account/pending-documents (N-011)', () => {
  it('lists the buyer’s pending documents and disables PAY AND SHIP NOW while any is pending', async () => {
    const url = `${API}/account/pending-documents`;
    const [prospect] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, harborId), eq(users.email, 'prospect@harbor.test')));
    await app.db.insert(pendingDocuments).values({
      tenantId: harborId,
      userId: prospect!.id,
      name: 'Proof of Export — PXSTKL0000347',
      description: ['Bill of lading or airway bill', 'Commercial invoice'],
    });
    const prospectToken = await signIn(app, 'prospect@harbor.test');
    const mine = (
      await app.inject({ method: 'GET', url, headers: { host: HARBOR, ...bearer(prospectToken) } })
    ).json();
    expect(mine.documents).toEqual([
      {
        documentId: expect.any(String),
        documentName: 'Proof of Export — PXSTKL0000347',
        documentDescription: ['Bill of lading or airway bill', 'Commercial invoice'],
        documentStatus: 'PENDING',
      },
    ]);
    expect(mine.disablePayAndShipNow).toBe(true);
    // Another buyer sees none of it.
    const other = (
      await app.inject({ method: 'GET', url, headers: { host: HARBOR, ...bearer(buyer) } })
    ).json();
    expect(other.documents).toEqual([]);
    expect(other.disablePayAndShipNow).toBe(false);
  });
});

describe('generateStock (demo seed generator)', () => {
  it('is deterministic for a seed and different for another', () => {
    const a = generateStock('harbor', { items: 300, seed: 1 });
    const b = generateStock('harbor', { items: 300, seed: 1 });
    const c = generateStock('harbor', { items: 300, seed: 2 });
    expect(a).toEqual(b);
    expect(a.items.map((i) => i.itemNumberWarehouse)).not.toEqual(c.items.map((i) => i.itemNumberWarehouse));
  });

  it('makes any size with unique item keys, every item in a group of its own warehouse', () => {
    const { groups, items } = generateStock('harbor', { items: 30_000, seed: 5 });
    expect(items).toHaveLength(30_000);
    expect(new Set(items.map((i) => i.itemNumberWarehouse)).size).toBe(30_000);
    const byKey = new Map(groups.map((g) => [g.groupKey, g]));
    expect(items.every((i) => byKey.get(i.groupKey)?.warehouse === i.warehouse)).toBe(true);
    expect(items.every((i) => i.listPriceMinor > 0 && Number.isInteger(i.listPriceMinor))).toBe(true);
  });
});
