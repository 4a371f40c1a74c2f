// The production server for P8 (calculate charges under load) and P11 (50 buyers checking out the last 10 units),
// run as a child of bench/checkout.mjs. Beside the product's routes it adds, under /bench, for the demo buyer's
// tenant only (authenticated):
// - the P5/P8 baseline: one indexed point select on the same database (the stock item by tenant and
//   itemNumberWarehouse);
// - the P11 seed helpers: create buyers (as apps/server/test/checkout-helper.ts createBuyer does: every
//   authority, the demo addresses), reset one item's stock, and read back what the race left in the database
//   (the item's stock and the orders of those buyers holding it). Everything a buyer does goes through the API.
import { Authorities, Groups } from '@portico/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { orderLines, orders, stockItems, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/identity/passwords.ts';
import { contextOf } from '../apps/server/src/plugins/auth.ts';
import { seedBuyerAddresses } from '../apps/server/src/seed/demo-checkout.ts';
import { setItemQuantity } from '../apps/server/test/stock-writes.ts';

const DEMO_PASSWORD = 'Portico-demo-1';

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

/** P11: `count` new buyers of the caller's tenant (Harbor, on localhost), password the demo one. */
app.post<{ Body: { prefix: string; count: number } }>('/bench/p11/buyers', bench, async (request) => {
  const ctx = contextOf(request);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created: { id: string; email: string }[] = [];
  for (let i = 0; i < request.body.count; i++) {
    const email = `${request.body.prefix}-${i}@harbor.test`;
    const [row] = await app.db
      .insert(users)
      .values({
        tenantId: ctx.tenantId,
        email,
        passwordHash,
        firstName: 'Bench',
        lastName: `Buyer ${i}`,
        groups: [Groups.Buyer],
        authorities: [...Authorities],
      })
      .returning({ id: users.id });
    await seedBuyerAddresses(app.db, 'harbor', ctx.tenantId, row!.id);
    created.push({ id: row!.id, email });
  }
  return { buyers: created, password: DEMO_PASSWORD };
});

app.post<{ Body: { inw: string; quantity: number } }>('/bench/p11/stock', bench, async (request) => {
  const ok = await setItemQuantity(
    app.db,
    contextOf(request).tenantId,
    request.body.inw,
    request.body.quantity,
  );
  return { ok };
});

/** What the database holds after a round: the item's stock and every order line of the buyers for it. */
app.post<{ Body: { inw: string; buyerIds: string[] } }>('/bench/p11/outcome', bench, async (request) => {
  const { tenantId } = contextOf(request);
  const [item] = await app.db
    .select({ quantity: stockItems.quantityAvailable })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.itemNumberWarehouse, request.body.inw)));
  const lines = await app.db
    .select({ number: orders.phonexOrderNumber, quantity: orderLines.orderedQuantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.tenantId, tenantId),
        eq(orderLines.itemNumberWarehouse, request.body.inw),
        inArray(orders.buyerId, request.body.buyerIds),
      ),
    );
  return { stock: item?.quantity ?? null, lines };
});

await app.listen({ port: config.port, host: config.host });
process.on('disconnect', async () => {
  await app.close();
  process.exit(0);
});
process.send?.({ ready: true, kind: app.database.kind });
