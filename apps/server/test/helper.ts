import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { Mailer, MailMessage } from '../src/adapters/mail.ts';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { adminQuery } from './helpers-template.ts';

/**
 * A migrated, demo-seeded database of its own per call, cloned from the one template the suite's global setup
 * built (helpers-template.ts): no per-file migrating and seeding. Outside that setup it is an empty database
 * that buildApp migrates and seeds itself.
 */
export async function seededDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template?.kind === 'pglite' && !url) {
    const loadDataDir = new Blob([fs.readFileSync(template.file)]);
    const database = await openDatabase({ loadDataDir });
    return { database, drop: async () => database.close() };
  }
  if (template?.kind === 'postgres' && url) return postgresDatabase(url, template.name);
  return freshDatabase();
}

/**
 * A fresh database per call: in-memory PGlite, or — when TEST_DATABASE_URL is set — a new database created on
 * that PostgreSQL server and dropped afterwards.
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ inMemory: true });
    return { database, drop: async () => database.close() };
  }
  return postgresDatabase(url);
}

/** A new database on the TEST_DATABASE_URL server (empty, or a copy of `template`), dropped by `drop`. */
async function postgresDatabase(url: string, template?: string) {
  const name = `portico_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(
    url,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
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

export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { database, drop } =
    overrides.seedDemoOnEmpty === false ? await freshDatabase() : await seededDatabase();
  const mailer = memoryMailer();
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir: '/nonexistent-test-data-dir',
    // No built web apps, whether or not `npm run build` has left them in apps/*/dist: the same answers (a 404,
    // not the SPA fallback) before and after a build. Tests of the served pages pass their own publicDir.
    publicDir: '/nonexistent-test-public-dir',
    seedDemoOnEmpty: true,
    rateLimits: { signInPerMinute: 1000, resetPerMinute: 1000 },
    ...overrides,
  };
  const app = await buildApp(config, { database, mailer, logger: false });
  await app.ready();
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
