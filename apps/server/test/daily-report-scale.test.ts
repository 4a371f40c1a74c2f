import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { stockItems } from '../src/db/schema/index.ts';
import { reportContent } from '../src/modules/reports/daily-report.service.ts';
import { buildTestApp } from './helper.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * The daily report of a day in which more items changed than one statement may name in parameters
 * (65,535): a whole stock list uploaded again. The report still reads, and names the items that came back.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const harborId = await tenantIdOf(app, 'harbor');

describe('a daily report after 66,000 items changed', () => {
  it('is read, with the item that came back into stock', async () => {
    const [item] = await app.db
      .select()
      .from(stockItems)
      .where(and(eq(stockItems.tenantId, harborId), sql`${stockItems.quantityAvailable} > 0`))
      .limit(1);
    const from = new Date(Date.now() - 60_000);
    await app.db.execute(sql`
      insert into stock_changes (tenant_id, item_number_warehouse, quantity_before, quantity_after,
        price_before_minor, price_after_minor)
      select ${harborId}::uuid, 'GONE-' || g || '~MIA', 1, 2, 100, 100 from generate_series(1, 66000) g
      union all
      select ${harborId}::uuid, ${item!.itemNumberWarehouse}::text, 0, ${item!.quantityAvailable}::int,
        ${item!.listPriceMinor}::int, ${item!.listPriceMinor}::int`);
    const content = await reportContent(app.db, harborId, from, new Date(Date.now() + 60_000));
    const named = content.newAvailability.map((i) => i.itemNumberWarehouse);
    expect(named).toContain(item!.itemNumberWarehouse);
    expect(named.filter((inw) => inw.startsWith('GONE-'))).toEqual([]);
  });
});
