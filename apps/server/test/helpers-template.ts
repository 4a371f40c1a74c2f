/**
 * Vitest global setup of the server suite: builds ONE migrated, demo-seeded database per run, which every test
 * file then clones instead of migrating and seeding its own (helper.ts `seededDatabase`).
 * - PGlite: the template's data directory is dumped to a tar file; a clone is `new PGlite({ loadDataDir })`.
 * - PostgreSQL (TEST_DATABASE_URL): a template database; a clone is `CREATE DATABASE … TEMPLATE`.
 * The template goes through the app's own migrate step (`Database.migrate`, so whatever it applies after the
 * migrations too) and the demo seed, exactly as buildApp does on an empty database.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedDemoIfEmpty } from '../src/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the dumped template data directory (a tar file); PostgreSQL: the template database's name. */
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string } | undefined;
  }
}

async function migrateAndSeed(database: Database) {
  await database.migrate();
  await seedDemoIfEmpty(database.db, { orders: false });
}

export async function setup(project: TestProject) {
  const started = performance.now();
  const url = process.env.TEST_DATABASE_URL;
  let teardown: () => Promise<void>;
  if (!url) {
    const database = await openDatabase({ inMemory: true });
    await migrateAndSeed(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // A clone holds only the one database the app uses: without initdb's template0 and template1 (nothing here
    // runs CREATE DATABASE on PGlite) each clone unpacks ~600 fewer files and 15 MB less, about a seventh of its
    // start. The checkpoint leaves nothing in the WAL for a clone to replay.
    await client.exec(
      `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    );
    await client.exec('drop database template0');
    await client.exec('drop database template1');
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('none');
    await database.close();
    const file = path.join(os.tmpdir(), `portico-test-template-${process.pid}-${randomUUID()}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', { kind: 'pglite', file });
    teardown = async () => fs.rmSync(file, { force: true });
  } else {
    const name = `portico_tpl_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(url, `create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: u.toString() });
    await migrateAndSeed(database);
    // A template must have no open connection while it is copied.
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', name });
    teardown = async () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }
  console.log(
    `server test template (${url ? 'PostgreSQL' : 'PGlite'}) built in ${Math.round(performance.now() - started)} ms`,
  );
  return teardown;
}

export async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
