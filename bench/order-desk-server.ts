// The production server for P14 (the seller's orders queue at 100k orders), run as a child of bench/order-desk.mjs.
// Beside the product's routes it adds, under /bench, for the caller's tenant (authenticated):
// - the P5 baseline: one indexed point select on the same database;
// - POST /bench/p14/orders {count}: that many orders of the tenant's demo buyers in one INSERT … SELECT from
//   generate_series (statuses, warehouses and dates spread over them; held ones expire in a year, so the
//   hold-expiry job leaves them alone during the run), then ANALYZE; answers a few order numbers for the search.
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { stockItems, tenants } from '../apps/server/src/db/schema/index.ts';
import { contextOf } from '../apps/server/src/plugins/auth.ts';

const config = loadConfig();
const app = await buildApp(config);
const bench = { onRequest: app.authenticate };

app.get<{ Querystring: { inw: string } }>('/bench/point-select', bench, async (request) => {
  const ctx = contextOf(request);
  const rows = await app.db
    .select({ quantityAvailable: stockItems.quantityAvailable, listPriceMinor: stockItems.listPriceMinor })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, ctx.tenantId), eq(stockItems.itemNumberWarehouse, request.query.inw)))
    .limit(1);
  return rows[0] ?? null;
});

const ADDRESS = JSON.stringify({
  id: '00000000-0000-4000-8000-000000000001',
  contact: 'Dock 4',
  address1: '1 Harbor Way',
  address2: null,
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zip: '33101',
  customLabel: null,
  label: '1 Harbor Way, Miami FL 33101',
  fields: {},
});

app.post<{ Body: { count: number } }>('/bench/p14/orders', bench, async (request) => {
  const ctx = contextOf(request);
  const { count } = request.body;
  const [tenant] = await app.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
  const prefix = `${tenant!.orderNumberPrefix}B`;
  await app.db.execute(sql`
    insert into orders (tenant_id, phonex_order_number, ref_order_number, buyer_id, warehouse, fulfillment_status,
      payment_status, subtotal_minor, total_minor, total_ordered_quantity, shipping_address, billing_address,
      shipping_method_code, shipping_method_label, payment_method_code, payment_method_label, created_at, updated_at,
      hold_expires_at)
    select ${ctx.tenantId}, ${prefix} || lpad(g::text, 7, '0'), 'REF-' || g, b.id,
      (array['MIA', 'LAX', 'NYC'])[1 + g % 3],
      (array['ON_HOLD', 'AWAITING_SHIPPING_QUOTE', 'AWAITING_PAYMENT', 'READY_FOR_FULFILLMENT', 'SHIPPED', 'INVOICED', 'CANCELED'])[1 + g % 7],
      case when g % 7 >= 3 then 'PAID' else 'UNPAID' end,
      1000 * (1 + g % 50), 1000 * (1 + g % 50), 1 + g % 20, ${ADDRESS}::jsonb, ${ADDRESS}::jsonb,
      'BILL_MY_ACCOUNT', 'Bill My Account', 'WIRE', 'Wire Transfer',
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
      now() + interval '365 days'
    from generate_series(1, ${count}) g
    cross join lateral (
      select id from users where tenant_id = ${ctx.tenantId} and 'Buyer' = any(groups)
      order by id offset (g % 3) limit 1
    ) b`);
  await app.db.execute(sql`analyze orders`);
  const numbers = [7, 14, 21, 28, 35].map((g) => `${prefix}${String(g + 3).padStart(7, '0')}`);
  const [item] = await app.db
    .select({ inw: stockItems.itemNumberWarehouse })
    .from(stockItems)
    .where(eq(stockItems.tenantId, ctx.tenantId))
    .limit(1);
  return { numbers, prefix, inw: item!.inw };
});

await app.listen({ port: config.port, host: config.host });
process.on('disconnect', async () => {
  await app.close();
  process.exit(0);
});
process.send?.({ ready: true, kind: app.database.kind });
