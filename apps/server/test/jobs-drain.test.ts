import { afterAll, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/index.ts';
import { buildTestApp } from './helper.ts';

/**
 * Graceful shutdown releases the jobs (jobs/scheduler.ts): closing the app waits for a job run in flight, which
 * still reaches the database, and starts no new run. (The SIGTERM drain of the real process: shutdown.test.ts.)
 */

const { app, close } = await buildTestApp();
afterAll(close);

it('app.close() waits for the job run in flight, and no run starts once closed', async () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let rows = -1;
  const run = app.jobs.run('slow-test-job', async () => {
    await gate;
    rows = (await app.db.select({ id: tenants.id }).from(tenants)).length;
  });
  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });
  // The HTTP side is closed (no server was listening) and the run is still going: close has not resolved.
  await new Promise<void>((resolve) => setImmediate(resolve));
  await new Promise<void>((resolve) => setImmediate(resolve));
  expect(closed).toBe(false);
  release();
  await run;
  await closing;
  expect(closed).toBe(true);
  expect(rows).toBeGreaterThan(0);
  // A tick of a schedule after the close runs nothing.
  let lateRan = false;
  await app.jobs.run('late-test-job', async () => {
    lateRan = true;
  });
  expect(lateRan).toBe(false);
});
