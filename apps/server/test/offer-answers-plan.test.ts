import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import { dueAnswersQuery } from '../src/modules/seller-offers/seller-offers.repository.ts';
import { buildTestApp } from './helper.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * The job that applies undoable answers once their window has passed (docs/decisions/004) runs every 2 seconds on
 * every node. Its look-up must read the answers still waiting, not the whole answer history (every answer of every
 * tenant, kept for good, Q-019): 20,000 answers long applied, the tables analysed, then the plan read.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const harborId = await tenantIdOf(app, 'harbor');

await app.db.execute(sql`
  insert into offer_answers (tenant_id, offer_id, buyer_id, item_number_warehouse, action, offer_quantity,
    offer_price_minor, list_price_minor, answered_at)
  select ${harborId}, gen_random_uuid(),
    (select id from users where tenant_id = ${harborId} and 'Buyer' = any(groups) order by id limit 1),
    'OLD-' || g || '~MIA', 'ACCEPT', 1, 900, 1000, now() - (g || ' minutes')::interval
  from generate_series(1, 20000) g`);
await app.db.execute(sql`analyze offer_answers`);
await app.db.execute(sql`analyze stocklist_offers`);

describe('the due answers look-up', () => {
  it('reads only the answers still waiting, by index, not the answer history', async () => {
    const q = dueAnswersQuery(app.db, new Date()).toSQL();
    const rows = await queryRows<{ 'QUERY PLAN': string }>(app.db, 'plan-due', `explain ${q.sql}`, [
      ...q.params,
    ]);
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).not.toMatch(/Seq Scan on offer_answers/);
    expect(text).toMatch(/offer_answers_pending_idx/);
  });
});
