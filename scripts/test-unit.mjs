// Unit and API tests: everything on embedded PGlite, then the API tests again on PostgreSQL when
// TEST_DATABASE_URL is set (CI starts a throwaway server and sets it).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url);
const run = (args, env) => {
  const r = spawnSync('npx', ['vitest', 'run', ...args], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const { TEST_DATABASE_URL, ...withoutPg } = process.env;
console.log('== unit and API tests (PGlite)');
run([], withoutPg);
if (TEST_DATABASE_URL) {
  console.log('== API tests (PostgreSQL)');
  run(['apps/server/test'], process.env);
}
