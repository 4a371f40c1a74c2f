import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, protocol } from '@electric-sql/pglite';
import type { DbOrTx } from './client.ts';

/**
 * One hand-written statement on the hot paths (P5 offers, the event hub, P8 checkout), prepared through drizzle's
 * session so it runs on either driver, inside the caller's transaction when given one, and is counted like every
 * other statement (the tests' spies sit on `prepareQuery`). `name` makes it a named prepared statement: parsed and
 * planned once per connection.
 *
 * PostgreSQL, and PGlite inside a transaction: drizzle's session executes it (node-postgres prepares by name).
 *
 * PGlite outside a transaction: PGlite's own `query` makes six calls into the wasm engine per statement (parse,
 * describe, bind, describe, execute, sync), and drizzle makes it copy ~300 type parsers into a new object for each
 * one; that costs several times the statement itself (PERFORMANCE P5). Here the statement is parsed once under its
 * name and then each call is ONE protocol message (bind, describe, execute, sync), sent under the same locks
 * PGlite's `query` takes, so it can never land inside someone else's transaction. Values are parsed with PGlite's
 * own parsers, except timestamps, left as text as drizzle's PGlite session leaves them.
 *
 * Either way rows come back as objects keyed by column name, timestamps as PostgreSQL's text, int8 as text.
 */
type RawSession = {
  client?: unknown;
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): { execute(): Promise<{ rows: unknown[] }> };
};

const sessionOf = (db: DbOrTx) => (db as unknown as { _: { session: RawSession } })._.session;

export async function queryRows<T>(db: DbOrTx, name: string, text: string, params: unknown[]): Promise<T[]> {
  const session = sessionOf(db);
  const prepared = session.prepareQuery({ sql: text, params }, undefined, name, false);
  if (session.client instanceof PGlite) return (await pgliteNamed(session.client, name, text, params)) as T[];
  const result = await prepared.execute();
  return result.rows as T[];
}

/** The PGlite instance under `db` unless it is PostgreSQL or a transaction. */
function pgliteOf(db: DbOrTx): PGlite | undefined {
  const client = sessionOf(db).client;
  return client instanceof PGlite ? client : undefined;
}

/**
 * The PGlite instance whose locks this async context holds (inside `exclusively`), while it holds them: work that
 * outlives the section (a promise left running) finds `held` false and queues like any other statement.
 */
const holding = new AsyncLocalStorage<{ client: PGlite; held: boolean }>();
const holds = (client: PGlite) => {
  const section = holding.getStore();
  return section !== undefined && section.client === client && section.held;
};

/**
 * Runs a read, a pure decision and a conditional write with nothing else in between, where that is free: on
 * PGlite (one process, one connection, every statement already queued behind PGlite's lock) the lock is held
 * across `fn`, so the write's compare-and-set cannot fail and a busy line costs no retry at the back of the queue
 * (PERFORMANCE P5 p99). On PostgreSQL, `fn` simply runs: the compare-and-set decides between connections.
 *
 * Inside `fn` only `queryRows` may reach the database: a drizzle query would wait for the lock `fn` holds.
 */
export async function exclusively<T>(db: DbOrTx, fn: () => Promise<T>): Promise<T> {
  const client = pgliteOf(db);
  if (!client || holds(client)) return fn();
  return locked(client, async () => {
    const section = { client, held: true };
    try {
      return await holding.run(section, fn);
    } finally {
      section.held = false;
    }
  });
}

/** PGlite's locks, as its `query` takes them: no other statement or transaction runs meanwhile. */
function locked<T>(client: PGlite, fn: () => Promise<T>): Promise<T> {
  return (client as unknown as Exclusive)._runExclusiveTransaction(() => client.runExclusive(fn));
}

/** A timestamptz as the drivers hand it over (text) to a Date; null stays null. */
export const toDate = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

// ---------------------------------------------------------------------------------------------------------------
// PGlite: named statements over the wire protocol

/** The statements each PGlite instance has prepared, by name, with their text (a name is never reused). */
const preparedOn = new WeakMap<PGlite, Map<string, string>>();

type Exclusive = { _runExclusiveTransaction<R>(fn: () => Promise<R>): Promise<R> };

const TEXT_TYPES = new Set([1082, 1083, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);

/** A parameter in PostgreSQL's text format (arrays as array literals, as node-postgres sends them). */
function encode(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map((v) => {
      const text = encode(v);
      return text === null ? 'NULL' : `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    });
    return `{${items.join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function pgliteNamed(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<unknown[]> {
  let statements = preparedOn.get(client);
  if (!statements) {
    statements = new Map();
    preparedOn.set(client, statements);
  }
  const known = statements.get(name);
  if (known !== undefined && known !== text)
    throw new Error(`statement name ${name} reused for another text`);
  const { serialize } = protocol;
  const parts: Uint8Array[] = [];
  if (known === undefined) parts.push(serialize.parse({ name, text }));
  parts.push(
    serialize.bind({ statement: name, values: params.map(encode) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  );
  const message = concat(parts);
  const run = async () => {
    let messages: Awaited<ReturnType<PGlite['execProtocol']>>['messages'];
    try {
      // Outside the section's context: PGlite calls NOTIFY listeners from in here (the event hub's read), and
      // they must queue for the lock like anyone else.
      ({ messages } = await holding.exit(() => client.execProtocol(message, { syncToFs: true })));
    } catch (err) {
      // Parsed but failed later (bind, execute): drop it so the next call parses it again under the same name.
      if (known === undefined) {
        await client
          .execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false })
          .catch(() => {});
      }
      throw err;
    }
    statements.set(name, text);
    return rowsOf(client, messages);
  };
  return holds(client) ? run() : locked(client, run);
}

type Field = { name: string; dataTypeID: number };

function rowsOf(client: PGlite, messages: { name: string }[]): unknown[] {
  const parsers = client.parsers as Record<number, (v: string, typeId?: number) => unknown>;
  let fields: Field[] = [];
  const rows: unknown[] = [];
  for (const m of messages) {
    if (m.name === 'rowDescription') fields = (m as unknown as { fields: Field[] }).fields;
    else if (m.name === 'dataRow') {
      const values = (m as unknown as { fields: (string | null)[] }).fields;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < fields.length; i++) {
        const f = fields[i]!;
        const v = values[i] ?? null;
        const parse = TEXT_TYPES.has(f.dataTypeID) ? undefined : parsers[f.dataTypeID];
        row[f.name] = v === null || !parse ? v : parse(v, f.dataTypeID);
      }
      rows.push(row);
    }
  }
  return rows;
}
