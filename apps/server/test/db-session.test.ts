import { afterAll, describe, expect, it } from 'vitest';
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
});
