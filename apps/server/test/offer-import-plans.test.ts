import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  importLookups,
  itemsByKeys,
  itemsByNumbers,
} from '../src/modules/offer-import/offer-import.repository.ts';
import { buildTestApp } from './helper.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * The offer import looks its rows up by a list of keys (the sheet's Item #s, the items' itemNumberWarehouse) in
 * named statements (P6). After five runs of a named statement PostgreSQL (and PGlite, which is PostgreSQL) may
 * switch to its generic plan, where the key list is an unknown parameter: `column = any($n)` then compares every
 * stock row with every key — 100k rows × 100k keys — and the sixth 100k-row upload took 75 s instead of 8 s.
 * Each lookup must stay a join on the unnested list (hashed or indexed) in the generic plan too.
 */

const { app, close } = await buildTestApp();
afterAll(close);
const harborId = await tenantIdOf(app, 'harbor');
// A stock as large as a real tenant's (P6 runs 120k items), in one of Harbor's groups: the planner must face the
// table's real size, with no statistics gathered (PGlite never runs ANALYZE by itself).
await app.db.execute(sql`insert into stock_items (tenant_id, group_id, item_number, warehouse, item_number_warehouse,
    sku_description, list_price_minor, quantity_available)
  select ${harborId}, (select id from stock_groups where tenant_id = ${harborId} limit 1), 'PLAN' || g, 'MIA',
    'PLAN' || g || 'MIA', 'Generated', 10000, 5
  from generate_series(1, 50000) g`);
// And a buyer whose cart holds 20k of them, beside other buyers' carts (the table the cart lookup reads).
const cartBuyer = crypto.randomUUID();
await app.db.execute(sql`insert into users (id, tenant_id, email, password_hash, groups)
  select ${cartBuyer}, ${harborId}, 'plans@harbor.test', password_hash, groups from users
  where email = 'buyer@harbor.test'`);
await app.db.execute(sql`insert into stocklist_offers (tenant_id, buyer_id, item_number_warehouse, status, state,
    offer_quantity, offer_price_minor)
  select ${harborId}, u.id, 'PLAN' || g || 'MIA', 'BUY_AT_LIST', 'READY_TO_CHECKOUT', 5, 10000
  from generate_series(1, 20000) g, users u where u.id = ${cartBuyer} or u.email = 'buyer@harbor.test'`);
const literal = (v: string) => `'${v.replaceAll("'", "''")}'`;

async function genericPlan(text: string, args: string[]): Promise<string> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`prepare plan_probe as ${text}`));
    try {
      const res = (await tx.execute(
        sql.raw(`explain execute plan_probe(${args.join(', ')})`),
      )) as unknown as {
        rows: Record<string, string>[];
      };
      return res.rows.map((r) => Object.values(r)[0]).join('\n');
    } finally {
      await tx.execute(sql.raw('deallocate plan_probe'));
    }
  });
}

describe('offer import lookups by a list of keys (P6)', () => {
  const keys = literal('{A1,B2,C3}');
  for (const lookup of importLookups) {
    it(`${lookup.name} does not compare each row with the whole list in its generic plan`, async () => {
      const args = lookup.params.map((p) =>
        p === 'tenant'
          ? literal(harborId)
          : p === 'buyer'
            ? literal(cartBuyer)
            : p === 'ints'
              ? literal('{1,2,3}')
              : p === 'bools'
                ? literal('{true,false,true}')
                : keys,
      );
      const plan = await genericPlan(lookup.sql, args);
      // An index probe per key (`Index Cond: … = ANY ($n)` or `= unnest($n)`) or a hash is fine; a filter
      // testing rows against the list (`Filter: … = ANY ($n)`, a nested loop's `Join Filter: … unnest($n)`) is not.
      const keysParam = `$${lookup.params.indexOf('keys') + 1}`;
      const filters = plan.split('\n').filter((line) => /Filter:/.test(line) && line.includes(keysParam));
      expect(filters, plan).toEqual([]);
    });
  }
});

describe('a lookup of a whole sheet shares the database (fair uploads)', () => {
  const sheet = Array.from({ length: 20_000 }, (_, i) => `PLAN${i + 1}`);

  it('answers every key, across its statements, once each', async () => {
    const items = await itemsByNumbers(app.db, harborId, [...sheet, ...sheet.slice(0, 500)]);
    expect(items).toHaveLength(20_000);
    expect(new Set(items.map((i) => i.itemNumber)).size).toBe(20_000);
    expect(items.find((i) => i.itemNumber === 'PLAN20000')).toMatchObject({
      itemNumberWarehouse: 'PLAN20000MIA',
      warehouse: 'MIA',
      quantityAvailable: 5,
      listPriceMinor: 10_000,
    });
    const keys = sheet.map((n) => `${n}MIA`);
    expect(await itemsByKeys(app.db, harborId, keys)).toHaveLength(20_000);
    const lines = await cartLines(app.db, harborId, cartBuyer, [...keys, 'NOT-IN-CART']);
    expect(lines).toHaveLength(20_000);
    expect(lines.every((l) => l.buyerId === cartBuyer)).toBe(true);
    const locked = await app.db.transaction((tx) => cartLines(tx, harborId, cartBuyer, keys, true));
    expect(locked.map((l) => l.id).sort()).toEqual(lines.map((l) => l.id).sort());
  });

  it('lets a statement sent meanwhile run before it ends', async () => {
    for (const lookup of [
      () => itemsByNumbers(app.db, harborId, sheet),
      () =>
        cartLines(
          app.db,
          harborId,
          cartBuyer,
          sheet.map((n) => `${n}MIA`),
        ),
    ]) {
      const done: string[] = [];
      const whole = lookup().then(() => done.push('sheet lookup'));
      // Another tenant's request, arriving while the lookup runs.
      const other = app.db.execute(sql`select 1`).then(() => done.push('other statement'));
      await Promise.all([whole, other]);
      expect(done).toEqual(['other statement', 'sheet lookup']);
    }
  });
});
