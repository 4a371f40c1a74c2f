// The production server for P5 (offers under load), run as a child of bench/offers.mjs. It adds one route
// beside the product's, the budget's baseline: an authenticated request doing one indexed point select on the
// same database (the stock item by tenant and itemNumberWarehouse, the index every offer call uses).
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { stockItems } from '../apps/server/src/db/schema/index.ts';
import { contextOf } from '../apps/server/src/plugins/auth.ts';

const config = loadConfig();
const app = await buildApp(config);
app.get<{ Querystring: { inw: string } }>(
  '/bench/point-select',
  { onRequest: app.authenticate },
  async (request) => {
    const ctx = contextOf(request);
    const rows = await app.db
      .select({ quantityAvailable: stockItems.quantityAvailable, listPriceMinor: stockItems.listPriceMinor })
      .from(stockItems)
      .where(
        and(eq(stockItems.tenantId, ctx.tenantId), eq(stockItems.itemNumberWarehouse, request.query.inw)),
      )
      .limit(1);
    return rows[0] ?? null;
  },
);
await app.listen({ port: config.port, host: config.host });
process.on('disconnect', async () => {
  await app.close();
  process.exit(0);
});
process.send?.({ ready: true, kind: app.database.kind });
