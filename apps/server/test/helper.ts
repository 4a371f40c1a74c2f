import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { Mailer, MailMessage } from '../src/adapters/mail.ts';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { adminQuery } from './helpers-template.ts';

/**
 * What every clone reads, read once per worker process: the template's bytes, PGlite's compiled WebAssembly module
 * and its file-system bundle. The server project runs its files without per-file isolation (vitest.config.ts),
 * so one worker keeps these for all the files it runs.
 */
let pgliteAssets: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob } | undefined;
const templates = new Map<string, Blob>();
async function cloneSource(file: string) {
  if (!pgliteAssets) {
    const resolve = createRequire(import.meta.url).resolve;
    pgliteAssets = {
      pgliteWasmModule: await WebAssembly.compile(
        fs.readFileSync(resolve('@electric-sql/pglite/pglite.wasm')),
      ),
      fsBundle: new Blob([fs.readFileSync(resolve('@electric-sql/pglite/pglite.data'))]),
    };
  }
  let loadDataDir = templates.get(file);
  if (!loadDataDir) {
    loadDataDir = new Blob([fs.readFileSync(file)]);
    templates.set(file, loadDataDir);
  }
  return { loadDataDir, pgliteAssets };
}

/**
 * A migrated, demo-seeded database of its own per call, cloned from the one template the suite's global setup
 * built (helpers-template.ts): no per-file migrating and seeding. Outside that setup it is an empty database
 * that buildApp migrates and seeds itself.
 */
export async function seededDatabase(
  logger?: Logger,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template?.kind === 'pglite' && !url) {
    const database = await openDatabase({ ...(await cloneSource(template.file)), logger });
    return { database, drop: async () => database.close() };
  }
  if (template?.kind === 'postgres' && url) return postgresDatabase(url, template.name, logger);
  return freshDatabase(logger);
}

/**
 * Writes the suite's migrated, demo-seeded template into `dataDir` (the server's DATA_DIR: its `pglite/`
 * directory), so that a server process started on it opens a ready database instead of migrating and seeding
 * one (tests that spawn the real server). Without the PGlite template (outside the suite's setup, or on
 * PostgreSQL) it does nothing and the process migrates and seeds as on any first start.
 */
export async function templateDataDir(dataDir: string): Promise<void> {
  const template = inject('databaseTemplate');
  if (template?.kind !== 'pglite') return;
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(
    dir,
    await cloneSource(template.file).then((s) => ({ ...s.pgliteAssets, loadDataDir: s.loadDataDir })),
  );
  await client.waitReady;
  await client.close();
}

/**
 * A fresh database per call: in-memory PGlite, or — when TEST_DATABASE_URL is set — a new database created on
 * that PostgreSQL server and dropped afterwards.
 */
export async function freshDatabase(
  logger?: Logger,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ inMemory: true, logger });
    return { database, drop: async () => database.close() };
  }
  return postgresDatabase(url, undefined, logger);
}

/** A new database on the TEST_DATABASE_URL server (empty, or a copy of `template`), dropped by `drop`. */
async function postgresDatabase(url: string, template?: string, logger?: Logger) {
  const name = `portico_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(
    url,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString(), logger });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A mailer that keeps what it sends, for tests that read the mail (the product always uses a real one). */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  mailer: ReturnType<typeof memoryMailer>;
  close: () => Promise<void>;
};

/**
 * The statements a test app's database sends, through the database's public logger (client.ts
 * DatabaseOptions.logger: drizzle's and raw.ts's statements alike). Each open window gets every statement's text
 * while it is open (offers-helper.ts statementTexts opens one around a request).
 */
export type StatementLog = Logger & { windows: Set<string[]> };

function statementLog(): StatementLog {
  const windows = new Set<string[]>();
  return {
    windows,
    logQuery(query) {
      for (const texts of windows) texts.push(query);
    },
  };
}

const statementLogs = new WeakMap<FastifyInstance, StatementLog>();
/** The statement log of an app built by buildTestApp. */
export const statementLogOf = (app: FastifyInstance): StatementLog | undefined => statementLogs.get(app);

/** An app on a cloned seeded database (or a fresh one with seedDemoOnEmpty: false); `options.rating` a provider. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'rating' | 'payments'> = {},
): Promise<TestApp> {
  const log = statementLog();
  const { database, drop } =
    overrides.seedDemoOnEmpty === false ? await freshDatabase(log) : await seededDatabase(log);
  const mailer = memoryMailer();
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir: '/nonexistent-test-data-dir',
    // No built web apps, whether or not `npm run build` has left them in apps/*/dist: the same answers (a 404,
    // not the SPA fallback) before and after a build. Tests of the served pages pass their own publicDir.
    publicDir: '/nonexistent-test-public-dir',
    seedDemoOnEmpty: true,
    rateLimits: {
      signInPerMinute: 1000,
      resetPerMinute: 1000,
      resetCodesPerDay: 1000,
      consoleMailsPerHour: 1000,
    },
    ...overrides,
  };
  const app = await buildApp(config, { ...options, database, mailer, logger: false });
  await app.ready();
  statementLogs.set(app, log);
  return {
    app,
    mailer,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export const HARBOR = 'localhost';
export const SUMMIT = 'summit.localhost';
export const DEMO_PASSWORD = 'Portico-demo-1';

/** Signs in through the real identity endpoint and returns the ID token. */
export async function signIn(app: FastifyInstance, email: string, host = HARBOR, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/identity/sign-in',
    headers: { host },
    payload: { email, password },
  });
  const body = res.json();
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return body.idToken as string;
}
