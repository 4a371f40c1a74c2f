import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import type { Db, DbOrTx } from './client.ts';

/**
 * One hand-written statement on the hot paths (P5 offers, the event hub, P8 checkout), through the drivers' public
 * APIs only:
 *
 * - PostgreSQL, outside a transaction: node-postgres's `pool.query({ name, text, values })`, a named prepared
 *   statement, parsed and planned once per connection.
 * - PGlite, outside a transaction: `PGlite.query(text, values)`. The instance is opened with drizzle's parsers
 *   (timestamps as text, client.ts `pgliteParsers`), so no per-call parser options are copied.
 * - Inside a transaction: drizzle's `tx.execute(sql)` on the transaction's own connection.
 *
 * A logger given to openDatabase (drizzle's `Logger`) is told each direct statement as drizzle tells it its own,
 * so that whoever counts statements (tests, P5/P8) sees both paths; inside a transaction drizzle tells it.
 *
 * Either way rows come back as objects keyed by column name, timestamps as PostgreSQL's text, int8 as text on
 * PostgreSQL (a number on PGlite when it fits): the shapes drizzle's `execute` answers.
 *
 * And one read of a large result a batch at a time (`cursorRows`, DECLARE … CURSOR / FETCH n), for exports.
 */

/** The direct path of one database (client.ts registers it beside the drizzle object it opened). */
export type Statements = {
  run(name: string, text: string, params: unknown[]): Promise<unknown[]>;
  /** `text`'s rows (as arrays of column values), `size` at a time, through a server-side cursor. */
  cursor(text: string, params: unknown[], size: number): AsyncGenerator<unknown[][]>;
};

const direct = new WeakMap<object, Statements>();
/** The sections `exclusively` is running or has queued on a root PGlite database object, by key. */
const sections = new WeakMap<object, Map<string, Promise<void>>>();

/** Types node-postgres leaves as text, as drizzle's node-postgres session does (timestamps, dates, intervals). */
const KEPT_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1231, 1115, 1182, 1185, 1187]);
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Parsers a PGlite instance is opened with: timestamps, dates and intervals as text, as drizzle's PGlite session. */
export const pgliteParsers = Object.fromEntries([...KEPT_AS_TEXT].map((oid) => [oid, asText]));

/** Registers `db`'s direct path: named statements on the pool. */
export function directOnPostgres(db: Db, pool: pg.Pool, logger?: Logger): void {
  direct.set(db, {
    run: async (name, text, params) => {
      logger?.logQuery(text, params);
      return (await pool.query({ name, text, values: params, types: pgTypes })).rows as unknown[];
    },
    // A connection of its own, holding a read-only transaction while the rows are read: the cursor reads lazily,
    // and the pool's other connections serve everything else meanwhile.
    async *cursor(text, params, size) {
      const client = await pool.connect();
      let open = false;
      try {
        await client.query('begin read only');
        open = true;
        logger?.logQuery(text, params);
        await client.query({ text: `declare export_rows no scroll cursor for ${text}`, values: params });
        for (;;) {
          const { rows } = await client.query({
            text: `fetch ${size} from export_rows`,
            rowMode: 'array',
            types: pgTypes,
          });
          if (rows.length === 0) break;
          yield rows as unknown[][];
          if (rows.length < size) break;
        }
        await client.query('commit');
        open = false;
      } finally {
        // A failure, or a reader that stopped early: end the transaction before the connection goes back.
        const failed = open
          ? await client.query('rollback').then(
              () => undefined,
              (e: Error) => e,
            )
          : undefined;
        // A connection that could not roll back is dropped rather than reused.
        client.release(failed);
      }
    },
  });
}

/** Registers `db`'s direct path: PGlite's own `query` (it keeps no named statements; plans are per call). */
export function directOnPglite(db: Db, client: PGlite, logger?: Logger): void {
  direct.set(db, {
    run: async (_name, text, params) => {
      logger?.logQuery(text, params);
      return (await client.query(text, params)).rows;
    },
    // PGlite has one connection: a transaction held while a slow client downloads would stop every other request.
    // So the cursor is WITH HOLD, declared in a short transaction (its result is kept when that commits), and
    // each FETCH is one statement of its own, between which other requests run. Closed at the end, or early.
    async *cursor(text, params, size) {
      const name = `export_${randomUUID().replaceAll('-', '')}`;
      logger?.logQuery(text, params);
      await client.transaction(async (tx) => {
        await tx.query(`declare ${name} no scroll cursor with hold for ${text}`, params);
      });
      try {
        for (;;) {
          const { rows } = await client.query<unknown[]>(`fetch ${size} from ${name}`, [], {
            rowMode: 'array',
          });
          if (rows.length === 0) break;
          yield rows;
          if (rows.length < size) break;
        }
      } finally {
        await client.query(`close ${name}`).catch(() => {});
      }
    },
  });
  sections.set(db, new Map());
}

/** A statement written with $1…$n as drizzle SQL (inside a transaction), each placeholder bound to its value. */
function asSql(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${sql.param(params[Number(parts[i]) - 1])}`);
  }
  return sql.join(chunks);
}

/** The text of each statement name used so far (a name always names one text). */
const names = new Map<string, string>();

/**
 * Runs `text` ($1…$n bound to `params`) under `name` on `db` (the root database or a transaction) and answers its
 * rows. A name is prepared once per PostgreSQL connection, so it may never name another text: refused here, on
 * either driver, before node-postgres would refuse it on one connection only.
 */
export async function queryRows<T>(db: DbOrTx, name: string, text: string, params: unknown[]): Promise<T[]> {
  const known = names.get(name);
  if (known === undefined) names.set(name, text);
  else if (known !== text) throw new Error(`statement name ${name} reused for another text`);
  const path = direct.get(db);
  if (path) return (await path.run(name, text, params)) as T[];
  const result = (await db.execute(asSql(text, params))) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * On PGlite, runs a read, a pure decision and a conditional write of one `key` (a buyer's cart line) after the
 * previous one of the same key has finished; other keys run meanwhile. The compare-and-set of the write decides
 * whatever happens between the read and the write (a seller's answer, a stock change); this only spares one
 * line's saves arriving together from retrying against each other, each retry waiting for PGlite's one
 * connection again (PERFORMANCE P5). On PostgreSQL, and inside a transaction, `fn` simply runs: there the queue
 * measured no more throughput and a worse p99 than the compare-and-set alone (decision 006).
 */
export async function exclusively<T>(db: DbOrTx, key: string, fn: () => Promise<T>): Promise<T> {
  const queues = sections.get(db);
  if (!queues) return fn();
  const before = queues.get(key) ?? Promise.resolve();
  const mine = before.then(fn);
  const settled = mine.then(
    () => {},
    () => {},
  );
  queues.set(key, settled);
  try {
    return await mine;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}

/**
 * The rows of `text` ($1…$n bound to `params`) in batches of `size`, each row an array of its column values,
 * read through a server-side cursor so a large result never sits whole in this process (PERFORMANCE P7). The
 * next batch is fetched only when the reader asks for it, so a reader that waits for its own consumer (a slow
 * download) holds the database's rows back too. Stopping early (break, throw) closes the cursor. Root database
 * only: the cursor needs its own connection (PostgreSQL) or its own short transaction (PGlite).
 */
export function cursorRows<T extends unknown[]>(
  db: Db,
  text: string,
  params: unknown[],
  size: number,
): AsyncGenerator<T[]> {
  const path = direct.get(db);
  if (!path) throw new Error('cursorRows needs the root database, not a transaction');
  return path.cursor(text, params, size) as AsyncGenerator<T[]>;
}

/** A timestamptz as the drivers hand it over (text) to a Date; null stays null. */
export const toDate = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);
