// The production server for P7 (stock export), run as a child of bench/stock-export.mjs. Before listening it
// replaces Harbor's stock with BENCH_ITEMS generated items (as `npm run portico -- seed stock`). Beside the
// product's routes it serves the budget's baseline: POST /bench/baseline-export writes the same rows, already in
// memory, with exceljs' streaming writer (the same writer and columns as the export) to the response. The rows are
// read once at start-up and stay resident for the whole run, under both measurements alike.

import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { seedStock } from '../apps/server/src/cli/commands.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { tenants } from '../apps/server/src/db/schema/index.ts';
import { stockReference } from '../apps/server/src/modules/settings/settings.repository.ts';
import { stocklistSettings } from '../apps/server/src/modules/settings/settings.service.ts';
import {
  type ExportRow,
  exportAttributeNames,
  exportRows,
} from '../apps/server/src/modules/stock/stock.repository.ts';
import {
  attributeColumns,
  sendWorkbook,
  writeStockWorkbook,
} from '../apps/server/src/modules/stock/stock-export.ts';
import { findTenantById } from '../apps/server/src/modules/tenants/tenant.repository.ts';

const config = loadConfig();
const app = await buildApp(config);
const items = Number(process.env.BENCH_ITEMS ?? 100_000);
await seedStock(app.db, { tenantSlug: 'harbor', items });
const [harbor] = await app.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'harbor'));
const tenantId = harbor!.id;
const tenant = (await findTenantById(app.db, tenantId))!;
const settings = stocklistSettings(tenant, await stockReference(app.db, tenantId));
const selection = { includeOutOfStock: true, filters: {}, terms: [] };
const attributes = attributeColumns(
  await exportAttributeNames(app.db, tenantId, selection),
  settings.attributeLabels,
);
const rows: ExportRow[] = [];
for await (const batch of exportRows(app.db, tenantId, selection)) rows.push(...batch);
async function* inMemory() {
  for (let i = 0; i < rows.length; i += 2000) yield rows.slice(i, i + 2000);
}

app.post('/bench/baseline-export', async (request, reply) =>
  sendWorkbook(reply, request.log, 'baseline.xlsx', (out) =>
    writeStockWorkbook(out, attributes, inMemory(), settings),
  ),
);
await app.listen({ port: config.port, host: config.host });
process.on('disconnect', async () => {
  await app.close();
  process.exit(0);
});
process.send?.({ ready: true, kind: app.database.kind, items: rows.length });
