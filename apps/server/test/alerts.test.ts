import { StockAlert, StockAlertsMap } from '@portico/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, mailOutbox, stockItems, users } from '../src/db/schema/index.ts';
import { triggerStockAlerts } from '../src/modules/alerts/alert-trigger.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { API, bearer, getStock, type ItemInGroup, itemsOf, pick, tenantIdOf } from './stock-helper.ts';

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
function fresh(what: string, pred: (x: ItemInGroup) => boolean): ItemInGroup {
  const found = pick(items, what, (x) => !used.has(x.item.itemNumberWarehouse) && pred(x));
  used.add(found.item.itemNumberWarehouse);
  return found;
}
const unitItem = (x: ItemInGroup) => x.item.incrementSize === 1;
const steppedItem = (x: ItemInGroup) => x.item.incrementSize > 1;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  token: string,
  path: string,
  payload?: object,
  host = HARBOR,
) =>
  app.inject({
    method,
    url: `${API}/stocklist/alert/${path}`,
    headers: { host, ...bearer(token) },
    ...(payload ? { payload } : {}),
  });
const alerts = async (token: string) => {
  const res = await call('GET', token, 'items');
  expect(res.statusCode).toBe(200);
  return StockAlertsMap.parse(res.json());
};
const itemPath = (inw: string) => `item/${encodeURIComponent(inw)}`;

describe('stock alert CRUD (E-005…E-008, N-026…N-029)', () => {
  it('creates, lists, updates and deletes the caller’s alert', async () => {
    const { item } = fresh('an item sold by the unit', unitItem);
    const inw = item.itemNumberWarehouse;
    const created = await call('POST', buyer, 'item', { itemNumberWarehouse: inw, quantity: 40 });
    expect(created.statusCode).toBe(200);
    expect(StockAlert.parse(created.json())).toEqual({
      itemNumberWarehouse: inw,
      quantity: 40,
      description: item.skuDescription,
      incrementSize: 1,
    });
    expect((await alerts(buyer))[inw]).toEqual({
      itemNumberWarehouse: inw,
      quantity: 40,
      description: item.skuDescription,
      incrementSize: 1,
    });

    const updated = await call('PUT', buyer, itemPath(inw), { quantity: 15 });
    expect(updated.statusCode).toBe(200);
    expect((await alerts(buyer))[inw]?.quantity).toBe(15);

    const deleted = await call('DELETE', buyer, itemPath(inw));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: 'SUCCESS' });
    expect((await alerts(buyer))[inw]).toBeUndefined();
  });

  it('a second POST on the same item updates the one alert (E-002)', async () => {
    const { item } = fresh('an item sold by the unit', unitItem);
    const inw = item.itemNumberWarehouse;
    await call('POST', buyer, 'item', { itemNumberWarehouse: inw, quantity: 10 });
    await call('POST', buyer, 'item', { itemNumberWarehouse: inw, quantity: 25 });
    const mine = await alerts(buyer);
    expect(Object.keys(mine).filter((k) => k === inw)).toHaveLength(1);
    expect(mine[inw]?.quantity).toBe(25);
  });

  it('normalises quantities as part 1 §5 says (E-004)', async () => {
    const { item } = fresh('an item sold in increments', steppedItem);
    const inw = item.itemNumberWarehouse;
    const step = item.incrementSize;
    const zero = await call('POST', buyer, 'item', { itemNumberWarehouse: inw, quantity: 0 });
    expect(zero.json().quantity).toBe(step);
    const roundsDown = await call('PUT', buyer, itemPath(inw), { quantity: step * 3 + 1 });
    expect(roundsDown.json().quantity).toBe(step * 3);
    expect((await alerts(buyer))[inw]).toMatchObject({ quantity: step * 3, incrementSize: step });

    const unit = fresh('an item sold by the unit', unitItem).item.itemNumberWarehouse;
    const negative = await call('POST', buyer, 'item', { itemNumberWarehouse: unit, quantity: -5 });
    expect(negative.json().quantity).toBe(1);
  });

  it('refuses an unknown item with 422 stockItemNotFound', async () => {
    const res = await call('POST', buyer, 'item', { itemNumberWarehouse: 'NO-SUCH-ITEM', quantity: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ messageCode: 'stockItemNotFound' });
  });

  it('answers 404 for PUT or DELETE of an alert the caller does not have', async () => {
    const inw = fresh('an item sold by the unit', unitItem).item.itemNumberWarehouse;
    expect((await call('PUT', buyer, itemPath(inw), { quantity: 5 })).statusCode).toBe(404);
    expect((await call('DELETE', buyer, itemPath(inw))).statusCode).toBe(404);
  });
});

describe('stock alert refusals', () => {
  it('refuses a user without CAN_SET_STOCKLIST_ALERT with 403 on every route', async () => {
    const inw = fresh('an item sold by the unit', unitItem).item.itemNumberWarehouse;
    expect((await call('GET', viewer, 'items')).statusCode).toBe(403);
    expect((await call('POST', viewer, 'item', { itemNumberWarehouse: inw, quantity: 5 })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', viewer, itemPath(inw), { quantity: 5 })).statusCode).toBe(403);
    expect((await call('DELETE', viewer, itemPath(inw))).statusCode).toBe(403);
  });

  it('keeps another buyer’s alert out of reach (404, unchanged, not listed)', async () => {
    const inw = fresh('an item sold by the unit', unitItem).item.itemNumberWarehouse;
    await call('POST', buyer, 'item', { itemNumberWarehouse: inw, quantity: 30 });
    expect((await alerts(otherBuyer))[inw]).toBeUndefined();
    expect((await call('PUT', otherBuyer, itemPath(inw), { quantity: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', otherBuyer, itemPath(inw))).statusCode).toBe(404);
    expect((await alerts(buyer))[inw]?.quantity).toBe(30);
  });

  it('refuses another tenant’s token (403) and does not see harbor items (422)', async () => {
    const inw = fresh('an item sold by the unit', unitItem).item.itemNumberWarehouse;
    const wrongHost = await call('GET', summitBuyer, 'items');
    expect(wrongHost.statusCode).toBe(403);
    const onSummit = await call(
      'POST',
      summitBuyer,
      'item',
      { itemNumberWarehouse: inw, quantity: 5 },
      SUMMIT,
    );
    // Harbor's items are not summit's stock: the alert cannot be set there.
    expect(onSummit.statusCode).toBe(422);
    expect((await alerts(buyer))[inw]).toBeUndefined();
  });
});

describe('stock alert triggering (Q-063)', () => {
  const outboxFor = (inw: string) =>
    app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), like(mailOutbox.dedupeKey, `alert:%:${inw}:%`)));
  const setQuantity = (inw: string, quantity: number) =>
    app.db.transaction(async (tx) => {
      await tx
        .update(stockItems)
        .set({ quantityAvailable: quantity })
        .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, inw)));
      return triggerStockAlerts(tx, harborId, {
        itemNumberWarehouses: [inw],
        origin: 'http://localhost:3000',
      });
    });

  it('enqueues one mail when the units added reach the alert quantity, and none on a rerun', async () => {
    const { item } = fresh('an item sold by the unit', unitItem);
    const inw = item.itemNumberWarehouse;
    await call('POST', buyer, 'item', { itemNumberWarehouse: inw, quantity: 20 });

    // 19 units added: below the alert quantity, nothing.
    expect(await setQuantity(inw, item.quantityAvailable + 19)).toBe(0);
    expect(await outboxFor(inw)).toHaveLength(0);

    // 20 more units in one change: the alert fires once.
    const before = item.quantityAvailable + 19;
    expect(await setQuantity(inw, before + 20)).toBe(1);
    const rows = await outboxFor(inw);
    expect(rows).toHaveLength(1);
    const mail = rows[0]!;
    expect(mail.toAddress).toBe('buyer@harbor.test');
    expect(mail.status).toBe('PENDING');
    expect(mail.subject).toContain(item.skuDescription);
    expect(mail.subject).toContain('20 units');
    expect(mail.text).toContain(inw);
    expect(mail.text).toContain('http://localhost:3000/stock');
    // …and a live update to that buyer only.
    const buyerId = (await app.db.select().from(users).where(eq(users.email, 'buyer@harbor.test')))[0]!.id;
    const published = await app.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, harborId), eq(events.type, 'alerts.changed')));
    expect(published.map((e) => [e.audience, e.userId])).toContainEqual(['buyer', buyerId]);
    expect(published.every((e) => e.userId === buyerId)).toBe(true);

    // A second run over the same changes adds nothing (the dedupe key), with or without the item filter.
    expect(await app.db.transaction((tx) => triggerStockAlerts(tx, harborId))).toBe(0);
    expect(
      await app.db.transaction((tx) => triggerStockAlerts(tx, harborId, { itemNumberWarehouses: [inw] })),
    ).toBe(0);
    expect(await outboxFor(inw)).toHaveLength(1);

    // Units taken away never fire.
    expect(await setQuantity(inw, 0)).toBe(0);
    expect(await outboxFor(inw)).toHaveLength(1);
  });

  it('mails each buyer with an alert on the item, and not a buyer whose alert is higher', async () => {
    const { item } = fresh('an item sold by the unit', unitItem);
    const inw = item.itemNumberWarehouse;
    await call('POST', buyer, 'item', { itemNumberWarehouse: inw, quantity: 5 });
    await call('POST', otherBuyer, 'item', { itemNumberWarehouse: inw, quantity: 500 });
    expect(await setQuantity(inw, item.quantityAvailable + 10)).toBe(1);
    const rows = await outboxFor(inw);
    expect(rows.map((r) => r.toAddress)).toEqual(['buyer@harbor.test']);
  });

  it('does not announce units that arrived before the alert was set', async () => {
    const { item } = fresh('an item sold by the unit', unitItem);
    const inw = item.itemNumberWarehouse;
    expect(await setQuantity(inw, item.quantityAvailable + 50)).toBe(0);
    await call('POST', buyer, 'item', { itemNumberWarehouse: inw, quantity: 10 });
    expect(await app.db.transaction((tx) => triggerStockAlerts(tx, harborId))).toBe(0);
    expect(await outboxFor(inw)).toHaveLength(0);
  });

  it('a rolled-back stock change enqueues nothing', async () => {
    const { item } = fresh('an item sold by the unit', unitItem);
    const inw = item.itemNumberWarehouse;
    await call('POST', buyer, 'item', { itemNumberWarehouse: inw, quantity: 5 });
    await expect(
      app.db.transaction(async (tx) => {
        await tx
          .update(stockItems)
          .set({ quantityAvailable: item.quantityAvailable + 100 })
          .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.itemNumberWarehouse, inw)));
        expect(await triggerStockAlerts(tx, harborId, { itemNumberWarehouses: [inw] })).toBe(1);
        throw new Error('crash after enqueueing');
      }),
    ).rejects.toThrow('crash after enqueueing');
    expect(await outboxFor(inw)).toHaveLength(0);
  });
});
