import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { cursorRows, exclusively, queryRows } from '../src/db/raw.ts';
import { freshDatabase } from './helper.ts';

// The hand-written statements of the hot paths (db/raw.ts), through the drivers' public APIs: a named statement on
// the node-postgres pool, PGlite's own query, drizzle's execute inside a transaction. On PostgreSQL when
// TEST_DATABASE_URL is set.
describe('raw statements', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.db.execute(
      'create table t (id int primary key, flag boolean, tags text[], doc jsonb, big int8, at timestamptz, note text)',
    );
  });
  afterAll(async () => drop());
  const rowsOf = async (text: string) =>
    ((await database.db.execute(text)) as unknown as { rows: unknown[] }).rows;

  it('answers rows typed as drizzle answers them, outside and inside a transaction', async () => {
    await database.db.execute(
      `insert into t values (1, true, '{a,b}', '{"k":[1,2]}', 9007199254740993, '2026-11-23 10:00:00+00', null)`,
    );
    const text = 'select * from t where id = $1';
    const direct = await queryRows<Record<string, unknown>>(database.db, 'raw_test_select', text, [1]);
    const drizzle = await rowsOf('select * from t where id = 1');
    expect(direct).toEqual(drizzle);
    expect(direct[0]).toMatchObject({ flag: true, tags: ['a', 'b'], doc: { k: [1, 2] }, note: null });
    expect(typeof (direct[0] as { at: unknown }).at).toBe('string');
    expect(String((direct[0] as { big: unknown }).big)).toBe('9007199254740993');
    // Again under its name, and in a transaction (a placeholder used twice binds the same value twice).
    expect(await queryRows(database.db, 'raw_test_select', text, [1])).toEqual(direct);
    const inTx = await database.db.transaction((tx) =>
      queryRows(tx, 'raw_test_twice', 'select * from t where id = $1 and $1 > 0', [1]),
    );
    expect(inTx).toEqual(direct);
  });

  it('sends arrays as PostgreSQL arrays, quotes, backslashes and nulls included', async () => {
    const values = ['plain', 'with "quotes"', 'back\\slash', 'comma, brace}', null];
    const [row] = await queryRows<{ a: (string | null)[] }>(
      database.db,
      'raw_test_array',
      'select $1::text[] as a',
      [values],
    );
    expect(row!.a).toEqual(values);
    // Inside a transaction too (drizzle's execute binds the array as one parameter).
    const [inTx] = await database.db.transaction((tx) =>
      queryRows<{ a: (string | null)[] }>(tx, 'raw_test_array', 'select $1::text[] as a', [values]),
    );
    expect(inTx!.a).toEqual(values);
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
    // And the database is usable by everyone else.
    expect(await rowsOf('select 2 as two')).toEqual([{ two: 2 }]);
  });

  it('cursorRows: reads a result in batches, in order, with its parameters bound (P7)', async () => {
    const read = async (stopAfter = Number.POSITIVE_INFINITY) => {
      const batches: number[][] = [];
      for await (const batch of cursorRows<[number, string]>(
        database.db,
        'select g, $2::text || g from generate_series(1, $1::int) g order by g',
        [10, 'n'],
        4,
      )) {
        batches.push(batch.map(([g, label]) => (label === `n${g}` ? g : -1)));
        if (batches.length >= stopAfter) break;
      }
      return batches;
    };
    expect(await read()).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    // A reader that stops early leaves no cursor or transaction behind: the next read works the same.
    expect(await read(1)).toEqual([[1, 2, 3, 4]]);
    expect(
      await queryRows<{ n: number }>(
        database.db,
        'raw_test_cursors',
        "select count(*)::int as n from pg_cursors where name like 'export%'",
        [],
      ),
    ).toEqual([{ n: 0 }]);
    expect(await read()).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    // Other statements run between two batches (PGlite: no transaction is held while the reader waits).
    const between: unknown[] = [];
    for await (const _ of cursorRows(database.db, 'select g from generate_series(1, 6) g', [], 3)) {
      between.push(...(await rowsOf('select 1 as one')));
    }
    expect(between).toEqual([{ one: 1 }, { one: 1 }]);
  });

  it('exclusively: sections of one key run one after another, other keys meanwhile', async () => {
    await database.db.execute(`insert into t (id, big) values (2, 0), (3, 0)`);
    const read = async (id: number) =>
      Number(
        (
          await queryRows<{ big: string }>(database.db, 'raw_test_big', 'select big from t where id = $1', [
            id,
          ])
        )[0]!.big,
      );
    const write = (id: number, big: number) =>
      queryRows(database.db, 'raw_test_set', 'update t set big = $2 where id = $1', [id, big]);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    // A section of key 3 holds on; key 2's read-then-write increments still run, and none is lost.
    const blocker = exclusively(database.db, 'line-3', async () => {
      order.push('3 start');
      await held;
      order.push('3 end');
    });
    const increment = () =>
      exclusively(database.db, 'line-2', async () => {
        const big = await read(2);
        await new Promise((r) => setTimeout(r, 1));
        await write(2, big + 1);
      });
    const plainReads = Array.from({ length: 10 }, () => database.db.execute('select count(*) from t'));
    await Promise.all([...Array.from({ length: 40 }, increment), ...plainReads]);
    order.push('2 done');
    release();
    await blocker;
    // PGlite: one after another, none lost. PostgreSQL: the sections simply run (each writer's compare-and-set
    // decides), so the unguarded increments of this test may overwrite each other.
    if (database.kind === 'pglite') expect(await read(2)).toBe(40);
    else expect(await read(2)).toBeGreaterThan(0);
    expect(order).toEqual(['3 start', '2 done', '3 end']);
  });

  it('exclusively: a section that throws lets the next one of its key run', async () => {
    await expect(
      exclusively(database.db, 'line-4', async () => {
        throw new Error('decided against it');
      }),
    ).rejects.toThrow('decided against it');
    expect(await exclusively(database.db, 'line-4', async () => 'next')).toBe('next');
    expect(await rowsOf('select 3 as three')).toEqual([{ three: 3 }]);
  });
});

describe('the server reaches the drivers through their public APIs only', () => {
  it('uses no private PGlite method, hand-built protocol message or drizzle session', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.(ts|sql)$/.test(entry.name)) {
          fs.readFileSync(p, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/_runExclusive\w*|\._\.session|\bprotocol\./.test(line))
                found.push(`${p}:${i + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(src);
    expect(found).toEqual([]);
  });
});
