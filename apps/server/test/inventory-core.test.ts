import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { stockItems } from '../src/db/schema/index.ts';
import { lockAndMove, lockStock, type StockIntent } from '../src/modules/inventory/inventory.ts';
import { stockOf } from './checkout-helper.ts';
import { buildTestApp, SUMMIT, signIn } from './helper.ts';
import { lastStockChangeId, stockChangesOf } from './inventory-helper.ts';
import { itemPicker } from './offers-helper.ts';
import { getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * The inventory core's API as the order issues will call it (docs/decisions/005): by stock item id, inside the
 * caller's transaction, tenant-scoped, all or nothing, a shortfall answered as a typed result. Runs on PGlite, and
 * on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');
const summitId = await tenantIdOf(app, 'summit');
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const summitItem = itemsOf(
  (await getStock(app, await signIn(app, 'buyer@summit.test', SUMMIT), SUMMIT)).body.groups,
)[0]!.item;
const intent: StockIntent = {
  reason: 'ORDER_EDITED',
  actor: { kind: 'SELLER', id: null },
  reference: 'TEST-1',
};

const idOf = async (tenantId: string, inw: string) => {
  const [row] = await app.db
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.itemNumberWarehouse, inw)));
  return row!.id;
};

describe('inventory core', () => {
  it('reserves and releases by stock item id, all or nothing; a shortfall is a typed answer and writes nothing', async () => {
    const a = picker.fresh('item a', (x) => x.item.quantityAvailable >= 5);
    const b = picker.fresh('item b', (x) => x.item.quantityAvailable >= 5);
    const [idA, idB] = [
      await idOf(harborId, a.itemNumberWarehouse),
      await idOf(harborId, b.itemNumberWarehouse),
    ];
    const mark = await lastStockChangeId(app);
    const short = await app.db.transaction(async (tx) => {
      const stock = await lockStock(tx, harborId, { ids: [idB, idA] }, intent);
      // Locked in id order, whatever order they were asked in.
      expect(stock.items.map((i) => i.id)).toEqual([idA, idB].sort());
      return stock.reserve([
        { stockItemId: idA, quantity: 1 },
        { stockItemId: idB, quantity: b.quantityAvailable + 1 },
      ]);
    });
    expect(short).toEqual({
      ok: false,
      code: 'notEnoughQuantity',
      stockItemId: idB,
      available: b.quantityAvailable,
      wanted: b.quantityAvailable + 1,
    });
    expect(await stockOf(app, harborId, a.itemNumberWarehouse)).toBe(a.quantityAvailable);

    await app.db.transaction(async (tx) => {
      const stock = await lockStock(tx, harborId, { ids: [idA, idB] }, intent);
      // Moves of one item add up.
      expect(
        await stock.reserve([
          { stockItemId: idA, quantity: 2 },
          { stockItemId: idA, quantity: 1 },
          { stockItemId: idB, quantity: 4 },
        ]),
      ).toEqual({ ok: true });
      await stock.release([{ stockItemId: idB, quantity: 1 }]);
      await stock.finish();
    });
    expect(await stockOf(app, harborId, a.itemNumberWarehouse)).toBe(a.quantityAvailable - 3);
    expect(await stockOf(app, harborId, b.itemNumberWarehouse)).toBe(b.quantityAvailable - 3);
    const logA = await stockChangesOf(app, harborId, a.itemNumberWarehouse, mark);
    expect(logA.map((r) => [r.quantityBefore, r.quantityAfter, r.reason, r.reference])).toEqual([
      [a.quantityAvailable, a.quantityAvailable - 3, 'ORDER_EDITED', 'TEST-1'],
    ]);
  });

  it('is tenant-scoped: another tenant’s stock item id is not locked and cannot be written', async () => {
    const summitId1 = await idOf(summitId, summitItem.itemNumberWarehouse);
    await expect(
      app.db.transaction(async (tx) => {
        const stock = await lockStock(tx, harborId, { ids: [summitId1] }, intent);
        expect(stock.items).toEqual([]);
        await stock.release([{ stockItemId: summitId1, quantity: 1 }]);
      }),
    ).rejects.toThrow(/not locked/);
    expect(await stockOf(app, summitId, summitItem.itemNumberWarehouse)).toBe(summitItem.quantityAvailable);
  });

  it('refuses (as a fault) a move that is not a whole number of units, and a write after finish', async () => {
    const c = picker.fresh('item c', (x) => x.item.quantityAvailable >= 5);
    const idC = await idOf(harborId, c.itemNumberWarehouse);
    for (const quantity of [0, -1, 1.5]) {
      await expect(
        app.db.transaction(async (tx) => {
          const stock = await lockStock(tx, harborId, { ids: [idC] }, intent);
          await stock.release([{ stockItemId: idC, quantity }]);
        }),
      ).rejects.toThrow(/whole number/);
    }
    await expect(
      app.db.transaction(async (tx) => {
        const stock = await lockStock(tx, harborId, { ids: [idC] }, intent);
        await stock.finish();
        await stock.release([{ stockItemId: idC, quantity: 1 }]);
      }),
    ).rejects.toThrow(/finished/);
    expect(await stockOf(app, harborId, c.itemNumberWarehouse)).toBe(c.quantityAvailable);
  });

  it('lockAndMove: locks, takes and gives in one call, answers the quantities when locked; a shortfall moves nothing', async () => {
    const d = picker.fresh('item d', (x) => x.item.quantityAvailable >= 5);
    const e = picker.fresh('item e', (x) => x.item.quantityAvailable >= 5);
    const [dq, eq0] = [d.quantityAvailable, e.quantityAvailable];
    const mark = await lastStockChangeId(app);
    const inws = [d.itemNumberWarehouse, e.itemNumberWarehouse, summitItem.itemNumberWarehouse];
    // Short on e: nothing written, d included.
    const short = await app.db.transaction(async (tx) => {
      const r = await lockAndMove(tx, harborId, inws, intent, {
        take: [{ itemNumberWarehouse: e.itemNumberWarehouse, quantity: eq0 + 1 }],
        give: [{ itemNumberWarehouse: d.itemNumberWarehouse, quantity: 2 }],
      });
      // Another tenant's item of the same name is not this tenant's (summit's item is not locked here).
      expect(r.stock.items.map((i) => i.itemNumberWarehouse).sort()).toEqual(
        [d.itemNumberWarehouse, e.itemNumberWarehouse].sort(),
      );
      expect(r.lockedQuantity(d.itemNumberWarehouse)).toBe(dq);
      await r.stock.finish();
      return r.result;
    });
    expect(short).toMatchObject({ ok: false, code: 'notEnoughQuantity', available: eq0, wanted: eq0 + 1 });
    expect(await stockOf(app, harborId, d.itemNumberWarehouse)).toBe(dq);
    expect(await stockOf(app, harborId, e.itemNumberWarehouse)).toBe(eq0);

    const moved = await app.db.transaction(async (tx) => {
      const r = await lockAndMove(tx, harborId, inws, intent, {
        take: [
          { itemNumberWarehouse: e.itemNumberWarehouse, quantity: 2 },
          { itemNumberWarehouse: e.itemNumberWarehouse, quantity: 1 },
        ],
        give: [{ itemNumberWarehouse: d.itemNumberWarehouse, quantity: 2 }],
      });
      expect(r.result).toEqual({ ok: true });
      expect([
        r.lockedQuantity(e.itemNumberWarehouse),
        r.stock.item(e.itemNumberWarehouse)!.quantityAvailable,
      ]).toEqual([eq0, eq0 - 3]);
      return r.stock.finish();
    });
    expect(moved).toEqual({ reconciledOfferIds: [] });
    expect(await stockOf(app, harborId, d.itemNumberWarehouse)).toBe(dq + 2);
    expect(await stockOf(app, harborId, e.itemNumberWarehouse)).toBe(eq0 - 3);
    expect(await stockOf(app, summitId, summitItem.itemNumberWarehouse)).toBe(summitItem.quantityAvailable);
    // One log row per item, with the change's name.
    const logE = await stockChangesOf(app, harborId, e.itemNumberWarehouse, mark);
    expect(logE.map((r) => [r.quantityBefore, r.quantityAfter, r.reason, r.reference])).toEqual([
      [eq0, eq0 - 3, 'ORDER_EDITED', 'TEST-1'],
    ]);
    // A move of an item not named in the lock is a fault.
    await expect(
      app.db.transaction((tx) =>
        lockAndMove(tx, harborId, [d.itemNumberWarehouse], intent, {
          take: [],
          give: [{ itemNumberWarehouse: e.itemNumberWarehouse, quantity: 1 }],
        }),
      ),
    ).rejects.toThrow(/not locked/);
  });
});
