import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import { LINES_OF_ORDERS_SQL } from '../src/modules/orders/orders.repository.ts';
import { buildTestApp } from './helper.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * The read of an order's lines with their stock (every get-order and upsert, P13) looks each line's item up by
 * the stock index, whatever the size of the tenant's stock list: 20,000 items in Harbor, a 500-line order, the
 * tables analysed, then the statement's plan read with EXPLAIN. A hash join against the whole stock list (a
 * sequential scan of every item of the tenant on every read) is what this guards against.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const harborId = await tenantIdOf(app, 'harbor');
const ITEMS = 20_000;
const LINES = 500;

await app.db.execute(sql`
  insert into stock_items (tenant_id, group_id, item_number, warehouse, item_number_warehouse, sku_description,
    quantity_available, list_price_minor)
  select ${harborId}, (select id from stock_groups where tenant_id = ${harborId} order by id limit 1),
    'PLAN-' || g, 'MIA', 'PLAN-' || g || '~MIA', 'Plan item ' || g, 10, 1000
  from generate_series(1, ${ITEMS}) g`);
const [order] = await queryRows<{ id: string }>(
  app.db,
  'plan-order',
  `insert into orders (tenant_id, phonex_order_number, buyer_id, warehouse, fulfillment_status, payment_status,
     shipping_address, billing_address, shipping_method_code, shipping_method_label, payment_method_code,
     payment_method_label)
   values ($1, 'PLANLINES1', (select id from users where tenant_id = $1 and 'Buyer' = any(groups) order by id limit 1),
     'MIA', 'ON_HOLD', 'UNPAID', '{}'::jsonb, '{}'::jsonb, 'BILL_MY_ACCOUNT', 'Bill My Account', 'WIRE',
     'Wire Transfer')
   returning id`,
  [harborId],
);
await app.db.execute(sql`
  insert into order_lines (tenant_id, order_id, item_number_warehouse, item_number, item_description,
    ordered_quantity, unit_price_minor, extended_price_minor)
  select ${harborId}, ${order!.id}, 'PLAN-' || g || '~MIA', 'PLAN-' || g, 'Plan item ' || g, 5, 1000, 5000
  from generate_series(1, ${LINES}) g`);
await app.db.execute(sql`analyze stock_items`);
await app.db.execute(sql`analyze order_lines`);

describe("the lines of an order with their stock, 20,000 items in the tenant's stock list (P13)", () => {
  it('each line finds its item through the stock index, no scan of the stock list', async () => {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      app.db,
      'plan-lines',
      `explain ${LINES_OF_ORDERS_SQL}`,
      [harborId, [order!.id]],
    );
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/stock_items_tenant_inw_uq/);
    expect(text).not.toMatch(/Seq Scan on stock_items/);
  });

  it('reads the 500 lines, each with its availability and list price', async () => {
    const [row] = await queryRows<{ lines: string }>(app.db, 'plan-lines-read', LINES_OF_ORDERS_SQL, [
      harborId,
      [order!.id],
    ]);
    const lines = JSON.parse(row!.lines) as unknown[][];
    expect(lines).toHaveLength(LINES);
    expect(lines.every((l) => Array.isArray(l[17]) && l[17][0] === 10 && typeof l[17][1] === 'number')).toBe(
      true,
    );
  });
});
