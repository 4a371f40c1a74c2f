import { afterAll, describe, expect, it } from 'vitest';
import { postgresConnection } from '../src/db/client.ts';
import { queryRows } from '../src/db/raw.ts';
import { buildTestApp } from './helper.ts';

/**
 * The app's database sessions: PostgreSQL's JIT compilation is off. The app's statements are short (a page, a
 * save); JIT pays off on long analytic scans, and here it only added 24–311 ms of compilation to statements whose
 * generic plans PostgreSQL over-estimated (a plan audit at 100k items and orders). Checked on several pooled
 * connections at once (PostgreSQL), and on PGlite's one.
 */
const t = await buildTestApp();
afterAll(async () => t.close());

describe('database sessions', () => {
  it('run without JIT compilation', async () => {
    const settings = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        queryRows<{ jit: string }>(
          t.app.db,
          `jit-${i}`,
          "select current_setting('jit') as jit, pg_sleep(0.05)",
          [],
        ),
      ),
    );
    expect(settings.map(([row]) => row?.jit)).toEqual(Array(8).fill('off'));
  });

  it("are set so on PostgreSQL by the connection's options, beside the operator's own", () => {
    expect(postgresConnection('postgres://app@db.internal:5432/portico')).toEqual({
      connectionString: 'postgres://app@db.internal:5432/portico',
      options: '-c jit=off',
    });
    expect(
      postgresConnection(
        'postgres://app@db.internal/portico?sslmode=require&options=-c%20statement_timeout%3D5s',
      ),
    ).toEqual({
      connectionString: 'postgres://app@db.internal/portico?sslmode=require',
      options: '-c statement_timeout=5s -c jit=off',
    });
    expect(postgresConnection('/cloudsql/project:region:instance portico')).toEqual({
      connectionString: '/cloudsql/project:region:instance portico',
      options: '-c jit=off',
    });
  });
});
