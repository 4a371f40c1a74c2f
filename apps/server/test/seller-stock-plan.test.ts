import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import {
  type SellerStockFilters,
  sellerItemsCount,
  sellerItemsPage,
} from '../src/modules/seller-stock/seller-stock.repository.ts';
import { buildTestApp } from './helper.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * The seller's stock screen at tenant scale: its text search reads one trigram index over the item number,
 * description and item-number-warehouse (lower-cased), not every item of the tenant — the page's count as much
 * as the page. 30,000 items are added to Harbor and the table analysed, then the plans are read with EXPLAIN.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const harborId = await tenantIdOf(app, 'harbor');

// Seeded without the stock triggers (versions, change log): only the rows and their indexes matter here.
await app.db.execute(sql`alter table stock_items disable trigger user`);
await app.db.execute(sql`
  insert into stock_items (tenant_id, group_id, item_number, warehouse, item_number_warehouse, sku_description,
    quantity_available, list_price_minor)
  select ${harborId}, (select id from stock_groups where tenant_id = ${harborId} order by id limit 1),
    'PLAN-' || g, 'MIA', 'PLAN-' || g || '~MIA', 'Plan model ' || (g % 500) || ' 128GB Grade ' || (g % 4), g % 9, 1000
  from generate_series(1, 30000) g`);
await app.db.execute(sql`alter table stock_items enable trigger user`);
await app.db.execute(sql`analyze stock_items`);
await app.db.execute(sql`analyze stock_groups`);

const filters = (q: string): SellerStockFilters => ({
  q,
  stock: 'all',
  sort: 'itemNumber',
  dir: 'asc',
  limit: 50,
  offset: 0,
});

let plans = 0;
/**
 * The plan with sequential scans priced out: near 30,000 rows PostgreSQL weighs reading the tenant's items against
 * the index either way (at 100,000 it takes the index by itself: the count went from 151 ms to 18–25 ms), so this
 * asserts what can regress — that the search's predicate is the indexed expression and the index beats walking
 * the tenant's items.
 */
async function explain(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, `stock-plan-${plans++}`, `explain ${text}`, [
      ...params,
    ]);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('the seller stock search at 30,000 items', () => {
  it('finds the matches of a page and its count through the trigram index', async () => {
    for (const q of ['plan model 17 128gb', 'PLAN-12345~mia', 'model 499']) {
      const count = await explain(sellerItemsCount(app.db, harborId, filters(q)));
      expect(count, q).toMatch(/Bitmap Index Scan on stock_items_search_trgm/);
      const page = await explain(sellerItemsPage(app.db, harborId, { ...filters(q), sort: 'price' }));
      expect(page, q).toMatch(/Bitmap Index Scan on stock_items_search_trgm/);
    }
  });

  it('finds what the index finds, in any case, across the three texts', async () => {
    const count = async (q: string) => (await sellerItemsCount(app.db, harborId, filters(q)))[0]!.n;
    expect(await count('PLAN-12345~MIA')).toBe(1);
    expect(await count('plan-12345~mia')).toBe(1);
    expect(await count('plan model 17 128gb')).toBe(60);
    const page = await sellerItemsPage(app.db, harborId, filters('PLAN MODEL 499 128GB'));
    expect(page.map((r) => r.itemNumber)).toEqual(
      Array.from({ length: 60 }, (_, i) => `PLAN-${499 + i * 500}`)
        .sort()
        .slice(0, 50),
    );
    // A percent sign or an underscore is text, not a wildcard.
    expect(await count('plan%model')).toBe(0);
    expect(await count('plan_model')).toBe(0);
  });
});
