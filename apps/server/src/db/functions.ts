import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The PL/pgSQL functions (the triggers' and the offer save's) as repeatable files: functions/<name>.sql holds the
 * current `CREATE OR REPLACE FUNCTION`, one function per file, applied after drizzle's migrations on every start
 * and by the CLI `migrate`, on both drivers. Migrations keep creating the triggers (and drop a function whose
 * signature changes); a function's body is changed here only, never by copying it whole into a new migration.
 */
const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/** The function files, by name (the file name without .sql), in name order. */
export function functionFiles(): { name: string; text: string }[] {
  return fs
    .readdirSync(functionsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({
      name: f.slice(0, -'.sql'.length),
      text: fs.readFileSync(path.join(functionsFolder, f), 'utf8'),
    }));
}

/** Any fixed number: nodes starting together take turns (PostgreSQL refuses concurrent replaces of one function). */
const APPLY_LOCK = 7_310_001;

/** Applies every function file in one transaction: all or none, idempotent. */
export async function applyFunctions(db: Db): Promise<void> {
  const files = functionFiles();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK})`);
    for (const { text } of files) await tx.execute(sql.raw(text));
  });
}
