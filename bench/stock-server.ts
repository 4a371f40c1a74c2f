// The production server (what apps/server/src/main.ts starts) for the stock budgets P1–P3, run as a child of
// bench/stock.mjs. Before listening it replaces Harbor's stock with BENCH_ITEMS generated items (the same call as
// `npm run portico -- seed stock`). Over IPC it answers {bump} by changing one item's quantity with a plain
// UPDATE, so the database trigger bumps the stock version and the next GET stocklist/items is cold.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { seedStock } from '../apps/server/src/cli/commands.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const config = loadConfig();
const app = await buildApp(config);
const items = Number(process.env.BENCH_ITEMS ?? 20000);
const seedStart = performance.now();
// BENCH_ITEMS=0 keeps the demo's own stock (P9 measures the first load of the demo as seeded).
if (items > 0) await seedStock(app.db, { tenantSlug: 'harbor', items });
const seedMs = performance.now() - seedStart;
await app.listen({ port: config.port, host: config.host });

const bump = sql`
  update stock_items set quantity_available = quantity_available + 1
  where id = (
    select i.id from stock_items i join tenants t on t.id = i.tenant_id
    where t.slug = 'harbor' and i.quantity_available > 0 order by i.id limit 1
  )`;

process.on('message', async (message: { bump?: number }) => {
  if (message.bump === undefined) return;
  await app.db.execute(bump);
  process.send?.({ bumped: message.bump });
});
process.on('disconnect', async () => {
  await app.close();
  process.exit(0);
});
process.send?.({ ready: true, kind: app.database.kind, seedMs });
