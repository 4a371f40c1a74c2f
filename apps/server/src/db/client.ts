/**
 * The database connection: PostgreSQL when a database URL is given, otherwise PGlite (in memory or in the
 * data directory), behind one drizzle type (Db), with the migrations and LISTEN for live updates.
 */

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { applyFunctions } from './functions.ts';
import { directOnPglite, directOnPostgres, pgliteParsers } from './raw.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type both drivers satisfy; repositories take it (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/** PostgreSQL's JIT compilation off for the session (PGlite has none to run; it says so the same way). */
const NO_JIT = 'set jit = off';

/** The contrib extensions the migrations create (PostgreSQL ships them in its contrib; PGlite loads them here). */
const extensions = { pg_trgm };

/**
 * The pool's connection to `databaseUrl` with JIT compilation off in its sessions (docs/decisions/006), as a
 * startup option of each connection (no statement racing the first query), beside the operator's own `options`
 * of the URL (which node-postgres would otherwise let override ours).
 */
export function postgresConnection(databaseUrl: string): { connectionString: string; options: string } {
  // node-postgres also takes a socket path with a database name ('/cloudsql/… mydb'): not a URL, no options.
  const url = URL.canParse(databaseUrl) ? new URL(databaseUrl) : undefined;
  const own = url?.searchParams.get('options') ?? null;
  if (!url || own === null) return { connectionString: databaseUrl, options: '-c jit=off' };
  url.searchParams.delete('options');
  return { connectionString: url.toString(), options: `${own} -c jit=off` };
}

/** How long the health check waits for the database's answer. */
const PING_TIMEOUT_MS = 2_000;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Drizzle's migrations, then the current PL/pgSQL functions (functions.ts), on every start. */
  migrate(): Promise<void>;
  /** Answers whether the database responds (health check). */
  ping(): Promise<boolean>;
  /**
   * LISTEN on a channel (live updates, DESIGN §2). `onNotify` gets each payload, and '' after the connection was
   * re-established (notifications may have been missed meanwhile, so the listener should catch up). Resolves to
   * the matching UNLISTEN. PGlite listens on its one client; PostgreSQL on a dedicated, reconnecting connection.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** How many LISTENs on the channel this process holds through this database object (e.g. two apps sharing one PGlite). */
  listeners(channel: string): number;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** An in-memory PGlite that starts from this dumped data directory (`dumpDataDir`): tests clone one template. */
  loadDataDir?: Blob;
  /**
   * PGlite's compiled WebAssembly module and file-system bundle, read once and shared by the in-memory databases
   * one process opens (the test suite opens one per test file); PGlite reads its own when left out.
   */
  pgliteAssets?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
  /**
   * Told the text of every statement the app sends, before it is sent: drizzle's public `logger` option, and the
   * hand-written statements of raw.ts, which do not pass through drizzle. Tests count statements with it (P5, P8).
   */
  logger?: Logger;
};

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A database out of reach is said within seconds (503, the health check), not waited for: a new connection
    // gives up after 5 s, and the sockets keep TCP keep-alive on, so a dead peer is noticed.
    const pool = new pg.Pool({
      ...postgresConnection(opts.databaseUrl),
      max: 20,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // An idle connection the server drops (restart, failover, admin command) must not crash the process: pg emits
    // it on the pool, where an unhandled 'error' event would throw. The next query simply opens a new connection.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL dropped an idle connection: ${err.message}`);
    });
    const db = drizzleNodePg(pool, { schema, logger: opts.logger }) as unknown as Db;
    directOnPostgres(db, pool, opts.logger);
    const listeners = new Map<() => Promise<void>, string>();
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder });
        await applyFunctions(db);
      },
      ping: async () => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        try {
          // A database that accepts connections but does not answer (frozen, partitioned) fails the check too.
          await Promise.race([
            pool.query('select 1'),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error('no answer in 2 s')), PING_TIMEOUT_MS);
            }),
          ]);
          return true;
        } catch {
          return false;
        } finally {
          clearTimeout(timer);
        }
      },
      listen: async (channel, onNotify) => {
        const stop = await listenPostgres(opts.databaseUrl!, channel, onNotify);
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.set(unlisten, channel);
        return unlisten;
      },
      listeners: (channel) => [...listeners.values()].filter((c) => c === channel).length,
      close: async () => {
        await Promise.all([...listeners.keys()].map((unlisten) => unlisten()));
        await pool.end();
      },
    };
  }
  // Timestamps as text by default, as drizzle reads them: the hot statements (raw.ts) pass no parser options.
  let client: PGlite;
  let unlock = () => {};
  if (opts.loadDataDir) {
    client = new PGlite({
      ...opts.pgliteAssets,
      loadDataDir: opts.loadDataDir,
      parsers: pgliteParsers,
      extensions,
    });
  } else if (opts.inMemory || !opts.dataDir) {
    client = new PGlite({ ...opts.pgliteAssets, parsers: pgliteParsers, extensions });
  } else {
    const dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(opts.dataDir);
    client = new PGlite(dir, { parsers: pgliteParsers, extensions });
  }
  try {
    await client.waitReady;
    await client.exec(NO_JIT);
  } catch (err) {
    unlock();
    throw err;
  }
  const pgliteDb = drizzlePglite(client, { schema, logger: opts.logger });
  const db = pgliteDb as unknown as Db;
  directOnPglite(db, client, opts.logger);
  const listening = new Map<string, number>();
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
      await applyFunctions(db);
    },
    ping: async () => {
      if (client.closed) return false;
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      listening.set(channel, (listening.get(channel) ?? 0) + 1);
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        listening.set(channel, (listening.get(channel) ?? 1) - 1);
        if (!client.closed) await unlisten();
      };
    },
    listeners: (channel) => listening.get(channel) ?? 0,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * A pool connection cannot hold a LISTEN (it goes back to the pool), so each listener gets its own client. A lost
 * connection is re-opened with backoff, and the listener is told ('' payload) so that it reads what it missed.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = 250;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    c.on('error', () => reconnect(c));
    c.on('end', () => reconnect(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    client = c;
    delay = 250;
  };
  const reconnect = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = undefined;
    failed.end().catch(() => {});
    schedule();
  };
  const schedule = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
        onNotify('');
      } catch {
        delay = Math.min(delay * 2, 10_000);
        schedule();
      }
    }, delay);
    retryTimer.unref?.();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
