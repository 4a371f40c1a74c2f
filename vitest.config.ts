import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Two projects: `unit` (packages and the apps' own src tests) and `server` (the API tests in apps/server/test,
 * whose global setup builds one migrated, seeded database template that every test file clones). Filters such as
 * `npx vitest run apps/server/test/foo.test.ts` work across both; `--project server` runs one.
 *
 * Speed of the server suite (README "Test it"): Vitest's default is one worker fewer than the cores, which on a
 * 2-core machine runs the files one after another while each waits on its own PGlite or child process. Here as
 * many files run at once as there are cores (at least 2), and the server suite starts the files that spawn
 * server processes or run long concurrency rounds first, so none of them is left to run alone at the end.
 * The server project runs without per-file isolation (`isolate: false`): a worker imports the server, Fastify,
 * drizzle and PGlite once and runs file after file on them, instead of a fresh process re-importing all of it for
 * each of its ~74 files (the larger half of the suite's time). Each file still gets its own cloned database and
 * app and closes them in afterAll; the server keeps no per-process state a file could see (the metrics registry
 * is per app, docs/decisions/011-suite-time.md).
 */
const SLOW_FIRST = [
  'apps/server/test/offer-import-crash.test.ts',
  'apps/server/test/inventory-concurrency.test.ts',
  'apps/server/test/shutdown.test.ts',
  'apps/server/test/cli.test.ts',
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((s) => f.moduleId.endsWith(s));
      return i === -1 ? SLOW_FIRST.length : i;
    };
    // Stable: the base order (failed first, then longest or largest first) within each rank.
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          isolate: false,
          globalSetup: ['apps/server/test/helpers-template.ts'],
        },
      },
    ],
  },
});
