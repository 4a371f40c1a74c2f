// The production server for P6 (bulk offer import), run as a child of bench/offer-import.mjs and of the crash
// test (apps/server/test/offer-import-crash.test.ts). Before listening it replaces Harbor's stock with
// BENCH_ITEMS generated items (as `npm run portico -- seed stock`) unless BENCH_SEED=0. It adds, beside the
// product's routes, the budget's baseline: POST /bench/baseline-import reads the same uploaded workbook with
// SheetJS and inserts its rows into stocklist_offers in one transaction with batched inserts (what P6 names; with
// ?upsert=1 the inserts overwrite the lines already there, the re-import's baseline), and
// POST /bench/reset deletes the buyer's cart and pending import between measurements. Over IPC it answers
// {items: n} with n offerable items that have stock, for the workbook's rows, and with BENCH_SIGNAL_WRITES=1 it
// sends {writing: true} when the first cart line insert of a transaction is sent.

import XLSX from '@e965/xlsx';
import multipart from '@fastify/multipart';
import { and, eq, gt, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { seedStock } from '../apps/server/src/cli/commands.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { offerImports, stockItems, stocklistOffers, tenants } from '../apps/server/src/db/schema/index.ts';
import { contextOf } from '../apps/server/src/plugins/auth.ts';

// The crash test kills this process in the middle of an accept. So that "the middle" is a fact, not a guess about
// timing, it can ask (BENCH_SIGNAL_WRITES=1) to be told over IPC when the first cart line insert is sent — inside
// the accept's transaction, before its commit. The database's public statement logger (client.ts
// DatabaseOptions.logger) is told each statement before it is sent: the statement that starts with the insert (it may
// be a CTE's first part), not a function definition that mentions one (the start-up applies those).
let told = process.env.BENCH_SIGNAL_WRITES !== '1';
const config = loadConfig();
const app = await buildApp(config, {
  statementLogger: {
    logQuery(query) {
      if (!told && /^\s*(?:with \w+ as \(\s*)?insert into "?stocklist_offers"?\b/i.test(query)) {
        told = true;
        process.send?.({ writing: true });
      }
    },
  },
});
const items = Number(process.env.BENCH_ITEMS ?? 100_000);
if (process.env.BENCH_SEED !== '0') await seedStock(app.db, { tenantSlug: 'harbor', items });
const [harbor] = await app.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'harbor'));
const tenantId = harbor!.id;

await app.register(async (scope) => {
  await scope.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  scope.post('/bench/baseline-import', { onRequest: app.authenticate }, async (request) => {
    const ctx = contextOf(request);
    const part = await request.file();
    const buffer = await part!.toBuffer();
    const wb = XLSX.read(buffer, { type: 'buffer', dense: true, sheets: 0 });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 }).slice(1);
    // ?upsert=1 (the re-import's baseline, on a cart already holding the rows): the same batched statements as
    // inserts that overwrite the existing line (ON CONFLICT DO UPDATE).
    const upsert = (request.query as { upsert?: string }).upsert === '1';
    await app.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 1_000) {
        const insert = tx.insert(stocklistOffers).values(
          rows.slice(i, i + 1_000).map((r) => ({
            tenantId,
            buyerId: ctx.userId,
            itemNumberWarehouse: `${r[0]}-${r[1]}`,
            status: 'BUY_AT_LIST',
            state: 'READY_TO_CHECKOUT',
            offerQuantity: Number(r[2]),
            offerPriceMinor: Math.round(Number(r[3]) * 100),
          })),
        );
        await (upsert
          ? insert.onConflictDoUpdate({
              target: [
                stocklistOffers.tenantId,
                stocklistOffers.buyerId,
                stocklistOffers.itemNumberWarehouse,
              ],
              set: {
                status: sql`excluded.status`,
                state: sql`excluded.state`,
                offerQuantity: sql`excluded.offer_quantity`,
                offerPriceMinor: sql`excluded.offer_price_minor`,
                version: sql`${stocklistOffers.version} + 1`,
              },
            })
          : insert);
      }
    });
    return { inserted: rows.length };
  });
  scope.post('/bench/reset', { onRequest: app.authenticate }, async (request) => {
    const ctx = contextOf(request);
    await app.db
      .delete(stocklistOffers)
      .where(and(eq(stocklistOffers.tenantId, tenantId), eq(stocklistOffers.buyerId, ctx.userId)));
    await app.db
      .delete(offerImports)
      .where(and(eq(offerImports.tenantId, tenantId), eq(offerImports.buyerId, ctx.userId)));
    return { ok: true };
  });
});

await app.listen({ port: config.port, host: config.host });
process.on('message', async (message: { items?: number }) => {
  if (message.items === undefined) return;
  const rows = await app.db
    .select({
      itemNumber: stockItems.itemNumber,
      warehouse: stockItems.warehouse,
      quantityAvailable: stockItems.quantityAvailable,
      listPriceMinor: stockItems.listPriceMinor,
    })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, tenantId), gt(stockItems.quantityAvailable, 0)))
    .orderBy(sql`${stockItems.itemNumberWarehouse}`)
    .limit(message.items);
  process.send?.({ items: rows });
});
process.on('disconnect', async () => {
  await app.close();
  process.exit(0);
});
process.send?.({ ready: true, kind: app.database.kind });
