import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { exclusively, queryRows } from '../src/db/raw.ts';

// The hand-written statements of the hot paths (db/raw.ts): on PGlite they bypass PGlite's `query` for one
// protocol message per call under a statement name, and `exclusively` holds PGlite's lock from read to write.
describe('raw statements on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    await database.db.execute(
      'create table t (id int primary key, flag boolean, tags text[], doc jsonb, big int8, at timestamptz, note text)',
    );
  });
  afterAll(async () => database.close());
  const rowsOf = async (text: string) =>
    ((await database.db.execute(text)) as unknown as { rows: unknown[] }).rows;

  it('answers rows typed as the drizzle session answers them', async () => {
    await database.db.execute(
      `insert into t values (1, true, '{a,b}', '{"k":[1,2]}', 9007199254740993, '2026-11-23 10:00:00+00', null)`,
    );
    const fast = await queryRows<Record<string, unknown>>(
      database.db,
      'raw_test_select',
      'select * from t where id = $1',
      [1],
    );
    const slow = await rowsOf('select * from t where id = 1');
    expect(fast).toEqual(slow);
    expect(fast[0]).toMatchObject({ flag: true, tags: ['a', 'b'], doc: { k: [1, 2] }, note: null });
    expect(typeof (fast[0] as { at: unknown }).at).toBe('string');
    // Parsed once under its name, then only bound: a second call answers the same.
    expect(await queryRows(database.db, 'raw_test_select', 'select * from t where id = $1', [1])).toEqual(
      fast,
    );
  });

  it('sends arrays as PostgreSQL array literals, quotes, backslashes and nulls included', async () => {
    const values = ['plain', 'with "quotes"', 'back\\slash', 'comma, brace}', null];
    const [row] = await queryRows<{ a: (string | null)[] }>(
      database.db,
      'raw_test_array',
      'select $1::text[] as a',
      [values],
    );
    expect(row!.a).toEqual(values);
    const [none] = await queryRows<{ n: number }>(
      database.db,
      'raw_test_any',
      'select count(*)::int as n from t where id = any($1::int[])',
      [[]],
    );
    expect(none!.n).toBe(0);
  });

  it('refuses a statement name reused for another text', async () => {
    await expect(queryRows(database.db, 'raw_test_select', 'select 1', [])).rejects.toThrow(/reused/);
  });

  it('reports a failing statement, and the same name works on the next call', async () => {
    const text = 'select $1::int as n';
    await expect(queryRows(database.db, 'raw_test_cast', text, ['not a number'])).rejects.toThrow(/integer/);
    expect(await queryRows<Record<string, unknown>>(database.db, 'raw_test_cast', text, ['7'])).toEqual([
      { n: 7 },
    ]);
    // And the connection is usable by everyone else.
    expect(await rowsOf('select 2 as two')).toEqual([{ two: 2 }]);
  });

  it('exclusively: nothing runs between the read and the write, and NOTIFY listeners still get their turn', async () => {
    await database.db.execute(`insert into t (id, big) values (2, 0)`);
    const heard: number[] = [];
    const unlisten = await database.listen('raw_test', () => {
      // A listener that queries, as the event hub does: it must queue, not run inside the section.
      void queryRows<{ big: string }>(
        database.db,
        'raw_test_big',
        'select big from t where id = $1',
        [2],
      ).then((rows) => heard.push(Number(rows[0]!.big)));
    });
    const increment = () =>
      exclusively(database.db, async () => {
        const [row] = await queryRows<{ big: string }>(
          database.db,
          'raw_test_big',
          'select big from t where id = $1',
          [2],
        );
        // Anything else would run here if the lock were not held.
        await new Promise((r) => setTimeout(r, 1));
        await queryRows(
          database.db,
          'raw_test_set',
          `with u as (update t set big = $2 where id = $1 returning big) select pg_notify('raw_test', big::text) from u`,
          [2, Number(row!.big) + 1],
        );
      });
    // Read-then-write increments racing each other and plain drizzle queries: none is lost.
    await Promise.all([
      ...Array.from({ length: 40 }, increment),
      ...Array.from({ length: 10 }, () => database.db.execute('select count(*) from t')),
    ]);
    const [row] = await queryRows<{ big: string }>(
      database.db,
      'raw_test_big',
      'select big from t where id = $1',
      [2],
    );
    expect(Number(row!.big)).toBe(40);
    await expect.poll(() => heard.length).toBe(40);
    await unlisten();
  });

  it('exclusively: a section that throws releases the lock', async () => {
    await expect(
      exclusively(database.db, async () => {
        throw new Error('decided against it');
      }),
    ).rejects.toThrow('decided against it');
    expect(await rowsOf('select 3 as three')).toEqual([{ three: 3 }]);
  });
});
