import { DeskQueueQuery } from '@portico/contract';
import { splitOrderSearch } from '@portico/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import { users } from '../src/db/schema/index.ts';
import {
  queueChunks,
  queuePageStatement,
  queueStatement,
} from '../src/modules/order-desk/order-desk.repository.ts';
import { buildTestApp } from './helper.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * P14's second half: the seller's orders queue reads the orders indexes, never the whole table. 20,000 orders are
 * written into Harbor and the table analysed, then the plans of the queue's first page — two filters and a search,
 * and two filters alone — are read with EXPLAIN.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const harborId = await tenantIdOf(app, 'harbor');
const ORDERS = 20_000;

await app.db.execute(sql`
  insert into orders (tenant_id, phonex_order_number, ref_order_number, buyer_id, warehouse, fulfillment_status,
    payment_status, shipping_address, billing_address, shipping_method_code, shipping_method_label,
    payment_method_code, payment_method_label, created_at, updated_at, total_minor)
  select ${harborId}, 'PLAN' || lpad(g::text, 7, '0'), 'REF-' || g,
    (select id from users where tenant_id = ${harborId} and 'Buyer' = any(groups) order by id limit 1),
    (array['MIA', 'LAX', 'NYC'])[1 + g % 3],
    (array['ON_HOLD', 'AWAITING_SHIPPING_QUOTE', 'AWAITING_PAYMENT', 'READY_FOR_FULFILLMENT', 'SHIPPED', 'INVOICED', 'CANCELED'])[1 + g % 7],
    'UNPAID', '{}'::jsonb, '{}'::jsonb, 'BILL_MY_ACCOUNT', 'Bill My Account', 'WIRE', 'Wire Transfer',
    now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, (g * 7919) % 1000000
  from generate_series(1, ${ORDERS}) g`);
// Two lines an order, from the demo's stock (the queue's flags read an order's lines).
await app.db.execute(sql`
  insert into order_lines (tenant_id, order_id, item_number_warehouse, item_number, item_description,
    ordered_quantity, shipped_quantity, unit_price_minor, extended_price_minor)
  select ${harborId}, o.id, s.item_number_warehouse, s.item_number, s.sku_description, 2, 1, 1000, 2000
  from (select id, row_number() over (order by id) as n from orders where phonex_order_number like 'PLAN%') o
  join lateral (select * from stock_items s where s.tenant_id = ${harborId}
    order by s.id offset (o.n % 50) * 2 limit 2) s on true`);
await app.db.execute(sql`analyze orders`);
await app.db.execute(sql`analyze order_lines`);

const [seller] = await app.db
  .select({ id: users.id })
  .from(users)
  .where(and(eq(users.tenantId, harborId), eq(users.email, 'seller@harbor.test')));

let plans = 0;
/** The plan of the queue statement, or (`route`) of the route's whole statement around it (queuePageStatement). */
async function plan(query: Record<string, string>, route = false) {
  const q = DeskQueueQuery.parse(query);
  const f = { ...q, terms: splitOrderSearch(q.search ?? '') };
  const statement = route
    ? queuePageStatement(harborId, seller!.id, f, q.pageSize, 0, 2)
    : queueStatement(harborId, f, q.pageSize + 1, 0);
  // The plan PostgreSQL uses for the prepared statement once it settles on a generic one (PostgreSQL 16+).
  await queryRows(app.db, `plan-mode-${plans}`, 'set plan_cache_mode = force_generic_plan', []);
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    app.db,
    `plan-${plans++}`,
    `explain ${statement.text}`,
    statement.params,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('the queue plan at 20k orders (P14)', () => {
  it('two filters and a search read the number and reference indexes', async () => {
    const text = await plan({
      fulfillmentStatus: 'AWAITING_PAYMENT,READY_FOR_FULFILLMENT',
      warehouse: 'MIA',
      search: 'PLAN0000003\nREF-10\nplan0000017',
    });
    expect(text).toMatch(/orders_tenant_number_uq/);
    expect(text).toMatch(/orders_tenant_ref_idx/);
    expect(text).not.toMatch(/Seq Scan on orders/);
  });

  it('two filters without a search read an orders index in the sort order, no sort of the table', async () => {
    const text = await plan({ fulfillmentStatus: 'AWAITING_PAYMENT', warehouse: 'MIA' });
    expect(text).toMatch(/Index Scan( Backward)? using orders_tenant_(status_)?updated_idx/);
    expect(text).not.toMatch(/Seq Scan on orders/);
  });

  it("P14's two statuses and a warehouse read the warehouse's updated index backwards, no sort", async () => {
    const text = await plan({
      fulfillmentStatus: 'AWAITING_PAYMENT,READY_FOR_FULFILLMENT',
      warehouse: 'MIA',
    });
    expect(text).toMatch(/Index Scan Backward using orders_tenant_warehouse_updated_idx/);
    expect(text).not.toMatch(/Seq Scan on orders/);
  });

  it('the whole queue (no filter) reads the tenant-wide updated index backwards, no sort of the table', async () => {
    const text = await plan({});
    expect(text).toMatch(/Index Scan Backward using orders_tenant_updated_idx/);
    expect(text).not.toMatch(/Seq Scan on orders/);
  });

  it('sorted by total, either way, the queue reads the total index, no sort of the table', async () => {
    for (const dir of ['asc', 'desc']) {
      const text = await plan({ sort: 'total', dir });
      expect(text, dir).toMatch(/Index Scan( Backward)? using orders_tenant_total_idx/);
      expect(text, dir).not.toMatch(/Seq Scan on orders/);
    }
  });

  it("the page's flags look up each order's own lines and documents, never a hash of every order line", async () => {
    const queries: Record<string, string>[] = [
      {},
      { sort: 'phonexOrderNumber' },
      { needsAction: 'READY_TO_SHIP' },
    ];
    for (const query of queries) {
      const text = await plan(query, true);
      expect(text, JSON.stringify(query)).not.toMatch(/Seq Scan on order_lines/);
      expect(text, JSON.stringify(query)).not.toMatch(/hashed SubPlan/);
    }
  });

  it("the route's one statement (account, tenant, warehouses beside the page) keeps the page's index plans", async () => {
    const filters = { fulfillmentStatus: 'AWAITING_PAYMENT,READY_FOR_FULFILLMENT', warehouse: 'MIA' };
    const plain = await plan(filters, true);
    expect(plain).toMatch(/Index Scan Backward using orders_tenant_warehouse_updated_idx/);
    expect(plain).not.toMatch(/Seq Scan on orders/);
    const searched = await plan({ ...filters, search: 'PLAN0000003\nREF-10' }, true);
    expect(searched).toMatch(/orders_tenant_number_uq/);
    expect(searched).toMatch(/orders_tenant_ref_idx/);
    expect(searched).not.toMatch(/Seq Scan on orders/);
  });
});

describe('the searched page, prepared (P14)', () => {
  it('settles on a generic plan: PostgreSQL does not plan it again on every execution', async () => {
    await queryRows(app.db, 'plan-mode-auto', 'set plan_cache_mode = auto', []);
    const query = {
      fulfillmentStatus: 'AWAITING_PAYMENT,READY_FOR_FULFILLMENT',
      warehouse: 'MIA',
      search: 'PLAN0000003\nREF-10\nplan0000017',
    };
    const q = DeskQueueQuery.parse(query);
    const s = queuePageStatement(
      harborId,
      seller!.id,
      { ...q, terms: splitOrderSearch(q.search ?? '') },
      50,
      0,
      2,
    );
    // The statement as the driver prepares it, its parameters as SQL literals (text, arrays, the precision).
    const literal = (v: unknown): string =>
      Array.isArray(v)
        ? `array[${v.map((x) => (x === null ? 'null' : literal(x))).join(', ')}]::text[]`
        : typeof v === 'number'
          ? String(v)
          : `'${String(v).replaceAll("'", "''")}'`;
    await queryRows(app.db, 'plan-prepare-searched', `prepare searched as ${s.text}`, []);
    const execute = `execute searched(${s.params.map(literal).join(', ')})`;
    for (let i = 0; i < 8; i++) await queryRows(app.db, 'plan-execute-searched', execute, []);
    const [counts] = await queryRows<{ generic_plans: number; custom_plans: number }>(
      app.db,
      'plan-cache-counts',
      `select generic_plans::int, custom_plans::int from pg_prepared_statements where name = 'searched'`,
      [],
    );
    // Five custom plans first, as for any prepared statement; then the generic one, kept.
    expect(counts).toEqual({ custom_plans: 5, generic_plans: 3 });
  });
});

describe('the queue export, chunk after chunk (keyset, no OFFSET walk)', () => {
  it('yields every order once, in the sort order, also across many orders of one time', async () => {
    // A quarter of the orders share one timestamp (to the microsecond): the chunks' boundaries fall inside it.
    await app.db.execute(sql`update orders set updated_at = '2026-01-01T00:00:00.123456Z'
      where phonex_order_number like 'PLAN%' and right(phonex_order_number, 2)::int % 4 = 0`);
    const [{ n }] = (await queryRows<{ n: number }>(
      app.db,
      'count-orders',
      'select count(*)::int as n from orders where tenant_id = $1',
      [harborId],
    )) as [{ n: number }];
    for (const [sort, dir] of [
      ['updateDate', 'desc'],
      ['total', 'asc'],
      ['buyer', 'desc'],
    ] as const) {
      const f = { ...DeskQueueQuery.parse({ sort, dir }), terms: [] };
      const ids: string[] = [];
      let chunks = 0;
      for await (const rows of queueChunks(app.db, harborId, f, 1_500)) {
        chunks += 1;
        ids.push(...rows.map((r) => r.id));
      }
      expect(chunks, sort).toBeGreaterThan(10);
      expect(ids.length, sort).toBe(n);
      expect(new Set(ids).size, sort).toBe(n);
    }
  });
});
