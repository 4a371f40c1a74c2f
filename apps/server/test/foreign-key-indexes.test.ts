import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw.ts';
import { buildTestApp } from './helper.ts';

/**
 * Every foreign key can be followed backwards by an index: deleting or updating a referenced row makes PostgreSQL
 * look for the rows that point at it (ON DELETE SET NULL / CASCADE / the check of NO ACTION), and without an index
 * on the referencing columns that look-up reads the whole referencing table — of every tenant — once per row.
 * Found at scale: consuming 50 cart lines at checkout scanned all order lines 50 times (3.6 s at 560,000 lines),
 * because order_lines.offer_id had no index. An index counts when the foreign key's columns are its leading ones,
 * in any order. Keys to tables whose rows the product never deletes are left out (an index there would cost every
 * insert for a look-up that never runs); a key to any other table needs its index.
 */

/**
 * Rows the product never deletes: tenants, accounts and orders end by status (disabled, cancelled), addresses are
 * archived, shipments stay with their order, and a tenant's stock groups go only with its whole stock list when an
 * operator seeds it again (the seed deletes the items first).
 */
const NEVER_DELETED = ['tenants', 'users', 'orders', 'buyer_addresses', 'order_shipments', 'stock_groups'];
const t = await buildTestApp();
afterAll(async () => t.close());

const FOREIGN_KEYS_WITHOUT_INDEX = `
  with fk as (
    select c.conrelid, c.conname, c.conkey
    from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public' and not (c.confrelid::regclass::text = any($1::text[]))
  )
  select fk.conrelid::regclass::text as "table", fk.conname as "constraint",
    (select string_agg(a.attname, ', ' order by a.attnum) from pg_attribute a
      where a.attrelid = fk.conrelid and a.attnum = any(fk.conkey)) as "columns"
  from fk
  where not exists (
    select 1 from pg_index i
    where i.indrelid = fk.conrelid
      and (select array_agg(k order by k) from unnest(fk.conkey) k)
        = (select array_agg(k order by k) from unnest((i.indkey::int2[])[0:cardinality(fk.conkey) - 1]) k)
  )
  order by 1, 2`;

describe('foreign keys', () => {
  it('each has an index on its referencing columns', async () => {
    const missing = await queryRows<{ table: string; constraint: string; columns: string }>(
      t.app.db,
      'fk-without-index',
      FOREIGN_KEYS_WITHOUT_INDEX,
      [NEVER_DELETED],
    );
    expect(missing.map((m) => `${m.table} (${m.columns})`)).toEqual([]);
  });
});
