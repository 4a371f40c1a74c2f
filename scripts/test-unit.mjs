// Unit and API tests: the unit tests (packages, the apps' src), then the server suite (apps/server/test) on
// embedded PGlite, then the server suite again on PostgreSQL when TEST_DATABASE_URL is set (CI starts a
// throwaway server and sets it). Each part prints its wall time; the server suite clones one migrated, seeded
// database per test file (apps/server/test/helpers-template.ts).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url);
const times = [];
const run = (title, args, env) => {
  console.log(`== ${title}`);
  const started = performance.now();
  const r = spawnSync('npx', ['vitest', 'run', ...args], { cwd: root, stdio: 'inherit', env });
  const line = `${title}: ${Math.round((performance.now() - started) / 1000)} s`;
  times.push(line);
  console.log(line);
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run('unit tests', ['--project', 'unit'], withoutPg);
run('server suite (PGlite)', ['--project', 'server'], withoutPg);
if (TEST_DATABASE_URL) run('server suite (PostgreSQL)', ['--project', 'server'], process.env);
console.log(`== times\n${times.join('\n')}`);
