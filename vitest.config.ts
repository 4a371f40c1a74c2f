import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (packages and the apps' own src tests) and `server` (the API tests in apps/server/test,
 * whose global setup builds one migrated, seeded database template that every test file clones). Filters such as
 * `npx vitest run apps/server/test/foo.test.ts` work across both; `--project server` runs one.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
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
          globalSetup: ['apps/server/test/helpers-template.ts'],
        },
      },
    ],
  },
});
