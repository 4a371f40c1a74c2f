// The production server for P13 (order details: get-order and an upsert of a 500-line order, c=20), run as a child
// of bench/orders.mjs. Before listening it replaces Harbor's stock with BENCH_ORDER_ITEMS generated items (the
// same call as `npm run portico -- seed stock`). Beside the product's routes it adds, under /bench, for the
// caller's tenant (authenticated):
// - the P5 baseline: one indexed point select on the same database;
// - GET /bench/cpu: the process's CPU time so far (Node's work per request over a run);
// - POST /bench/p13/orders {count, lines}: that many ON_HOLD orders of the caller, each with `lines` lines of
//   increment-1 items of one warehouse, 5 units each, written straight into the tables (those items' stock set to
//   10,000) — the page's reads and the upserts under test go through the API.
import { formatOrderNumber } from '@portico/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { seedStock } from '../apps/server/src/cli/commands.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  orderLines,
  orderNumberCounters,
  orders,
  stockItems,
  tenants,
} from '../apps/server/src/db/schema/index.ts';
import { contextOf } from '../apps/server/src/plugins/auth.ts';

const config = loadConfig();
const app = await buildApp(config);
await seedStock(app.db, { tenantSlug: 'harbor', items: Number(process.env.BENCH_ORDER_ITEMS ?? 5000) });
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

// The server's CPU time so far (process.cpuUsage, µs): the caller takes the difference over a run.
app.get('/bench/cpu', bench, async () => process.cpuUsage());

const ADDRESS = {
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
};

app.post<{ Body: { count: number; lines: number } }>('/bench/p13/orders', bench, async (request) => {
  const ctx = contextOf(request);
  const { count, lines } = request.body;
  const [tenant] = await app.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
  const [first] = await app.db
    .select({ warehouse: stockItems.warehouse })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, ctx.tenantId), eq(stockItems.incrementSize, 1)))
    .groupBy(stockItems.warehouse)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  const items = await app.db
    .select()
    .from(stockItems)
    .where(
      and(
        eq(stockItems.tenantId, ctx.tenantId),
        eq(stockItems.warehouse, first!.warehouse),
        eq(stockItems.incrementSize, 1),
      ),
    )
    .orderBy(asc(stockItems.id))
    .limit(lines);
  if (items.length < lines)
    throw new Error(`only ${items.length} items with enough stock for ${lines} lines`);
  const numbers: string[] = [];
  for (let k = 0; k < count; k++) {
    await app.db.transaction(async (tx) => {
      const [counter] = await tx
        .insert(orderNumberCounters)
        .values({ tenantId: ctx.tenantId, prefix: tenant!.orderNumberPrefix, nextValue: 2 })
        .onConflictDoUpdate({
          target: [orderNumberCounters.tenantId, orderNumberCounters.prefix],
          set: { nextValue: sql`${orderNumberCounters.nextValue} + 1` },
        })
        .returning({ next: orderNumberCounters.nextValue });
      const number = formatOrderNumber(tenant!.orderNumberPrefix, counter!.next - 1);
      const subtotal = items.reduce((s, i) => s + 5 * i.listPriceMinor, 0);
      const [order] = await tx
        .insert(orders)
        .values({
          tenantId: ctx.tenantId,
          phonexOrderNumber: number,
          buyerId: ctx.userId,
          warehouse: first!.warehouse,
          subtotalMinor: subtotal,
          totalMinor: subtotal,
          totalOrderedQuantity: 5 * lines,
          shippingAddress: ADDRESS,
          billingAddress: ADDRESS,
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          shippingMethodLabel: 'Bill My Account',
          carrier: 'UPS',
          carrierServiceLevel: 'Ground',
          carrierShippingAccountNumber: 'ACCT-1',
          paymentMethodCode: 'WIRE',
          paymentMethodLabel: 'Wire Transfer',
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values(
        items.map((i) => ({
          tenantId: ctx.tenantId,
          orderId: order!.id,
          itemNumberWarehouse: i.itemNumberWarehouse,
          itemNumber: i.itemNumber,
          itemDescription: i.skuDescription,
          incrementSize: 1,
          orderedQuantity: 5,
          unitPriceMinor: i.listPriceMinor,
          extendedPriceMinor: 5 * i.listPriceMinor,
        })),
      );
      numbers.push(number);
    });
  }
  // Plenty left after the orders' units, so the upserts' increases always find stock.
  await app.db.execute(
    sql`update stock_items set quantity_available = 10000
        where tenant_id = ${ctx.tenantId} and id in (${sql.join(
          items.map((i) => sql`${i.id}`),
          sql`, `,
        )})`,
  );
  return { numbers, inw: items[0]!.itemNumberWarehouse };
});

await app.listen({ port: config.port, host: config.host });
process.on('disconnect', async () => {
  await app.close();
  process.exit(0);
});
process.send?.({ ready: true, kind: app.database.kind });
