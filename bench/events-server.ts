// The production server for P12 (5,000 open event streams, one stock change), run as a child of
// bench/events.mjs. It adds one route beside the product's: a stock change made the way writers make one — the
// row update and its stock.changed event in one transaction (apps/server/src/modules/events/publish.ts), so the
// NOTIFY goes out on commit and the event hub fans it out. Replace it with the seller's stock edit call once
// that exists.
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { stockItems } from '../apps/server/src/db/schema/index.ts';
import { publishEvent } from '../apps/server/src/modules/events/publish.ts';
import { contextOf } from '../apps/server/src/plugins/auth.ts';

const config = loadConfig();
const app = await buildApp(config);
app.post('/bench/stock-change', { onRequest: app.authenticate }, async (request) => {
  const ctx = contextOf(request);
  return app.db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: stockItems.id, itemNumberWarehouse: stockItems.itemNumberWarehouse })
      .from(stockItems)
      .where(eq(stockItems.tenantId, ctx.tenantId))
      .limit(1);
    if (!item) throw new Error('no stock');
    await tx
      .update(stockItems)
      .set({ quantityAvailable: sql`${stockItems.quantityAvailable} + 1` })
      .where(and(eq(stockItems.tenantId, ctx.tenantId), eq(stockItems.id, item.id)));
    await publishEvent(tx, {
      tenantId: ctx.tenantId,
      audience: 'buyer',
      userId: null,
      type: 'stock.changed',
      data: { itemNumberWarehouse: item.itemNumberWarehouse },
    });
    return { ok: true };
  });
});
await app.listen({ port: config.port, host: config.host });
// P12 reports the server's RSS per open stream: {rss} answers process.memoryUsage().rss after a collection.
process.on('message', (message: { rss?: number }) => {
  if (message.rss === undefined) return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ rss: message.rss, bytes: process.memoryUsage().rss });
});
process.on('disconnect', async () => {
  await app.close();
  process.exit(0);
});
process.send?.({ ready: true, kind: app.database.kind });
