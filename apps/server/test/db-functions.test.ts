import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionFiles } from '../src/db/functions.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { insertOrder } from './orders-helper.ts';

// The PL/pgSQL functions live in repeatable files (db/functions/<name>.sql) applied after the migrations on every
// start (db/functions.ts). Each one is run here against the migrated schema, on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL: the trigger functions by the writes that fire them, the offer functions by
// calls, each checked by its effect.
let t: TestApp;
let tenant: string;
let buyer: string;
/** Items of the demo tenant in stock, each used by one test. */
let items: { id: string; inw: string; group_id: string }[];

type Row = Record<string, unknown>;
/** A statement written with $1…$n, run through drizzle. */
const rows = async (text: string, params: unknown[] = []): Promise<Row[]> => {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((p, i) => (i % 2 === 0 ? sql.raw(p) : sql.param(params[Number(p) - 1])));
  return ((await t.app.db.execute(sql.join(chunks))) as unknown as { rows: Row[] }).rows;
};
const one = async (text: string, params: unknown[] = []) => (await rows(text, params))[0]!;
const num = (v: unknown) => Number(v);

beforeAll(async () => {
  t = await buildTestApp();
  const b = await one(
    `select u.tenant_id, u.id from users u join tenants tn on tn.id = u.tenant_id
     where u.email = 'buyer@harbor.test'`,
  );
  tenant = b.tenant_id as string;
  buyer = b.id as string;
  items = (await rows(
    `select si.id, si.item_number_warehouse as inw, si.group_id from stock_items si
     join stock_groups sg on sg.id = si.group_id
     where si.tenant_id = $1 and si.quantity_available >= 10 and si.increment_size = 1 and sg.is_offer_accepted
     order by si.item_number_warehouse limit 12`,
    [tenant],
  )) as typeof items;
});
afterAll(async () => t.close());

const stockVersion = async () =>
  num((await one('select version from stock_versions where tenant_id = $1', [tenant])).version);
const groupVersion = async (group: string) =>
  num((await one('select content_version from stock_groups where id = $1', [group])).content_version);
const item = (n: number) => items[n]!;

describe('the PL/pgSQL functions', () => {
  it('has one repeatable file for every PL/pgSQL function of the schema, and each is applied as written', async () => {
    const inSchema = await rows(
      `select p.proname, pg_get_functiondef(p.oid) as def from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
       where n.nspname = 'public' and l.lanname = 'plpgsql' order by p.proname`,
    );
    const files = functionFiles();
    expect(inSchema.map((r) => r.proname)).toEqual(files.map((f) => f.name));
    // The body PostgreSQL holds is the file's (between the $$ quotes).
    for (const f of files) {
      const body = f.text.slice(f.text.indexOf('$$') + 2, f.text.lastIndexOf('$$'));
      expect(inSchema.find((r) => r.proname === f.name)!.def, f.name).toContain(body);
    }
  });

  it('applies again on the next start without error (idempotent)', async () => {
    await t.app.database.migrate();
    expect((await rows(`select 1 from pg_proc where proname = 'offers_save'`)).length).toBe(1);
  });

  it('bump_stock_version and bump_group_content_version: a group row change bumps both versions once', async () => {
    const before = { stock: await stockVersion(), group: await groupVersion(item(1).group_id) };
    await rows(`update stock_groups set description = description || ' ' where id = $1`, [item(1).group_id]);
    expect({ stock: await stockVersion(), group: await groupVersion(item(1).group_id) }).toEqual({
      stock: before.stock + 1,
      group: before.group + 1,
    });
    // An item write bumps the stock version too (and again through the group it touches).
    await rows('update stock_items set quantity_available = quantity_available + 1 where id = $1', [
      item(0).id,
    ]);
    expect(await stockVersion()).toBeGreaterThan(before.stock + 1);
  });

  it('touch_groups_of_new_items and log_stock_inserts: an inserted item touches its group and is logged', async () => {
    const group = item(2).group_id;
    const before = await groupVersion(group);
    const inw = `${item(2).inw}-FN-NEW`;
    await rows(
      `insert into stock_items (tenant_id, group_id, item_number, warehouse, item_number_warehouse, sku_description,
         quantity_available, list_price_minor)
       select tenant_id, group_id, item_number || '-FN', warehouse, $2, sku_description, 7, 1234
       from stock_items where id = $1`,
      [item(2).id, inw],
    );
    expect(await groupVersion(group)).toBe(before + 1);
    expect(
      await one(
        `select quantity_before, quantity_after, price_before_minor, price_after_minor from stock_changes
         where tenant_id = $1 and item_number_warehouse = $2`,
        [tenant, inw],
      ),
    ).toEqual({ quantity_before: 0, quantity_after: 7, price_before_minor: null, price_after_minor: 1234 });
  });

  it('touch_groups_of_old_items: a deleted item touches its group', async () => {
    const group = item(2).group_id;
    const before = await groupVersion(group);
    await rows('delete from stock_items where tenant_id = $1 and item_number_warehouse = $2', [
      tenant,
      `${item(2).inw}-FN-NEW`,
    ]);
    expect(await groupVersion(group)).toBe(before + 1);
  });

  it('touch_groups_of_changed_items, log_stock_updates and stock_items_bump_row_version: an item update', async () => {
    const { id, inw, group_id } = item(3);
    const was = await one(
      'select quantity_available, list_price_minor, version from stock_items where id = $1',
      [id],
    );
    const groupBefore = await groupVersion(group_id);
    await rows('update stock_items set quantity_available = quantity_available - 1 where id = $1', [id]);
    expect(await groupVersion(group_id)).toBe(groupBefore + 1);
    const now = await one('select version from stock_items where id = $1', [id]);
    expect(now.version).toBe(num(was.version) + 1);
    expect(
      await rows(
        `select quantity_before, quantity_after from stock_changes
         where tenant_id = $1 and item_number_warehouse = $2 and quantity_before <> 0`,
        [tenant, inw],
      ),
    ).toEqual([{ quantity_before: was.quantity_available, quantity_after: num(was.quantity_available) - 1 }]);
    // A change a buyer does not see moves neither the row version nor the log.
    await rows(`update stock_items set sku_description = sku_description || ' ' where id = $1`, [id]);
    expect((await one('select version from stock_items where id = $1', [id])).version).toBe(now.version);
    expect(
      (
        await rows(
          'select 1 from stock_changes where tenant_id = $1 and item_number_warehouse = $2 and quantity_before <> 0',
          [tenant, inw],
        )
      ).length,
    ).toBe(1);
  });

  const target = async (inw: string) =>
    (await one('select offers_target($1::uuid, $2::uuid, $3::text, null) as t', [tenant, buyer, inw]))
      .t as Row;
  const buyLine = (quantity: number, priceMinor: number) => ({
    status: 'BUY_AT_LIST',
    state: 'READY_TO_CHECKOUT',
    offer_quantity: quantity,
    offer_price_minor: priceMinor,
    check_out_quantity: quantity,
    check_out_price_minor: priceMinor,
    counter_price_minor: null,
    minimum_checkout_quantity: null,
    expires_at: null,
    pending_expires_at: null,
    status_before_out_of_stock: null,
    answered_at: null,
  });

  it('offers_target: the access row, the item with its flags and the buyer line, as one object', async () => {
    const { inw } = item(4);
    const t4 = await target(inw);
    expect(t4).toMatchObject({ item_inw: inw, id: null, is_offer_accepted: true });
    expect(typeof t4.list_price_minor).toBe('number');
    expect(Array.isArray(t4.authorities)).toBe(true);
    // Not a user of the tenant: null.
    const none = await one('select offers_target($1::uuid, $2::uuid, $3::text, null) as t', [
      tenant,
      '00000000-0000-0000-0000-000000000000',
      inw,
    ]);
    expect(none.t).toBeNull();
  });

  it('offers_write_line: writes the line when the item is unchanged, with its events; nothing when it moved', async () => {
    const { inw } = item(5);
    const t5 = await target(inw);
    const call = (quantity: number) =>
      one(
        `select offers_write_line($1::uuid, $2::uuid, $3::text, $4::jsonb, null, true, null, $5::integer,
           $6::integer, $7::integer) as w`,
        [
          tenant,
          buyer,
          inw,
          JSON.stringify(buyLine(2, num(t5.list_price_minor))),
          t5.list_price_minor,
          quantity,
          1,
        ],
      );
    // The item's quantity is not what the decision read: nothing is written.
    expect((await call(num(t5.quantity_available) + 1)).w).toBeNull();
    const written = (await call(num(t5.quantity_available))).w as { line: Row; events: Row[] };
    expect(written.line).toMatchObject({
      item_number_warehouse: inw,
      status: 'BUY_AT_LIST',
      offer_quantity: 2,
    });
    expect(written.events.map((e) => e.type)).toEqual(['cart.changed']);
    expect((await target(inw)).id).toBe(written.line.id);
  });

  it('inventory_lock_and_move: moves every item when all cover their net move, else none; answers both quantities', async () => {
    const [a, b] = [item(8), item(9)];
    const qty = async (id: string) =>
      num((await one('select quantity_available from stock_items where id = $1', [id])).quantity_available);
    const [qa, qb] = [await qty(a.id), await qty(b.id)];
    const call = (deltas: number[]) =>
      rows(
        `select item_number_warehouse as inw, quantity_locked, quantity_available, moved
         from inventory_lock_and_move($1::uuid, $2::text[], $3::text[], $4::integer[], $5::text, now())`,
        [tenant, [a.inw, b.inw], [a.inw, b.inw], deltas, JSON.stringify({ reason: 'ORDER_EDITED' })],
      );
    const short = await call([2, -(qb + 1)]);
    expect(short.every((r) => r.moved === false)).toBe(true);
    expect([await qty(a.id), await qty(b.id)]).toEqual([qa, qb]);
    const done = await call([2, -1]);
    expect(done.find((r) => r.inw === b.inw)).toEqual({
      inw: b.inw,
      quantity_locked: qb,
      quantity_available: qb - 1,
      moved: true,
    });
    expect([await qty(a.id), await qty(b.id)]).toEqual([qa + 2, qb - 1]);
  });

  it('touch_orders_of_changed_lines: every write of lines gives the order a new row version; stock tenants only grow', async () => {
    const order = await insertOrder(t.app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      lines: [{ itemNumberWarehouse: item(7).inw, quantity: 1, unitPriceMinor: 1_000 }],
    });
    const state = async () =>
      one('select xmin::text as v, stock_tenants::text[] as tenants from orders where id = $1', [order.id]);
    const summit = (await one(`select id from tenants where slug = 'summit'`)).id as string;
    const seeded = await state();
    // The order's lines, inserted after it, named its own tenant.
    expect(seeded.tenants).toEqual([tenant]);
    await rows('update order_lines set shipped_quantity = shipped_quantity where order_id = $1', [order.id]);
    const updated = await state();
    expect(updated.v).not.toBe(seeded.v);
    await rows(
      `insert into order_lines (tenant_id, order_id, supplier_tenant_id, item_number_warehouse, item_number,
         item_description, ordered_quantity, unit_price_minor, extended_price_minor)
       values ($1, $2, $3, 'FN-SUPPLIED-1', 'FN-SUPPLIED', 'Supplied line', 1, 100, 100)`,
      [tenant, order.id, summit],
    );
    const inserted = await state();
    expect(inserted.v).not.toBe(updated.v);
    expect(inserted.tenants).toEqual([tenant, summit].sort());
    await rows(`delete from order_lines where order_id = $1 and item_number_warehouse = 'FN-SUPPLIED-1'`, [
      order.id,
    ]);
    const deleted = await state();
    expect(deleted.v).not.toBe(inserted.v);
    expect(deleted.tenants).toEqual(inserted.tenants);
  });

  it('offers_save and stamp_offer_change: writes on the expected target, else answers the fresh one', async () => {
    const { inw } = item(6);
    const t6 = await target(inw);
    const save = (quantity: number, expect: Row) =>
      one(`select offers_save($1::uuid, $2::uuid, $3::text, $4::jsonb, null, true, $5::jsonb) as s`, [
        tenant,
        buyer,
        inw,
        JSON.stringify(buyLine(quantity, num(t6.list_price_minor))),
        JSON.stringify(expect),
      ]);
    const first = (await save(1, t6)).s as { stale: boolean; line: Row };
    expect(first).toMatchObject({ stale: false, line: { offer_quantity: 1 } });
    const seq = async () =>
      num((await one('select change_seq from stocklist_offers where id = $1', [first.line.id])).change_seq);
    const seqBefore = await seq();
    // Decided on the target before the first save: stale, nothing written, the fresh target comes back.
    const stale = (await save(3, t6)).s as { stale: boolean; target: Row };
    expect(stale.stale).toBe(true);
    expect(stale.target).toMatchObject({ id: first.line.id, offer_quantity: 1 });
    expect(await seq()).toBe(seqBefore);
    // On the fresh target: written, and the update takes a new change_seq (stamp_offer_change).
    const second = (await save(3, stale.target)).s as { stale: boolean; line: Row };
    expect(second).toMatchObject({ stale: false, line: { offer_quantity: 3 } });
    expect(await seq()).toBeGreaterThan(seqBefore);
  });
});
