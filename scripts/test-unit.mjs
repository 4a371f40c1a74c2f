// Unit and API tests: the unit tests (packages, the apps' src), then the server suite (apps/server/test) on
// embedded PGlite, then the server suite again on PostgreSQL when TEST_DATABASE_URL is set (CI starts a
// throwaway server and sets it). Each part prints its wall time; the server suite clones one migrated, seeded
// database per test file (apps/server/test/helpers-template.ts).
//
// `--build` (npm test) also builds the two web apps for the Playwright run, which the Vitest suites do not need:
// alongside the PostgreSQL suite when there is one (the build is light, ~7 CPU-s for both apps, so it adds little
// to that suite and its own time is saved), else after the PGlite suite. The PGlite suite always runs alone, so the
// time it prints means the same with or without --build. The build's output is held and printed in one piece
// when it ends, with its time; a failed build fails the run like a failed suite.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url);
const withBuild = process.argv.includes('--build');
const times = [];
const elapsed = (started) => `${Math.round((performance.now() - started) / 1000)} s`;

/** Runs one Vitest part with its output shown as it comes; resolves to its exit code. */
const run = (title, args, env) => {
  console.log(`== ${title}`);
  const started = performance.now();
  const child = spawn('npx', ['vitest', 'run', ...args], { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const line = `${title}: ${elapsed(started)}`;
      times.push(line);
      console.log(line);
      resolve(code ?? 1);
    });
  });
};

/**
 * Starts `npm run build` with its output held. Resolves once it ends; `report()` then prints its output and time
 * in one piece (after the suite running beside it, so the two outputs never interleave) and returns its exit code.
 */
const startBuild = (alongside) => {
  const title = `build (the web apps, for Playwright)${alongside ? `, alongside ${alongside}` : ''}`;
  console.log(`== ${title}: started, its output follows when it ends`);
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], { cwd: root, env: process.env });
  const out = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const line = `${title}: ${elapsed(started)}${code === 0 ? '' : `, FAILED (exit ${code})`}`;
      resolve(() => {
        console.log(`== ${title}\n${Buffer.concat(out).toString().trimEnd()}\n${line}`);
        times.push(line);
        return code ?? 1;
      });
    });
  });
};

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
let status = await run('unit tests', ['--project', 'unit'], withoutPg);
if (status === 0) status = await run('server suite (PGlite)', ['--project', 'server'], withoutPg);
if (status === 0) {
  let build;
  if (TEST_DATABASE_URL) {
    if (withBuild) build = startBuild('the PostgreSQL suite');
    status = await run('server suite (PostgreSQL)', ['--project', 'server'], process.env);
  } else if (withBuild) build = startBuild();
  const buildStatus = build ? (await build)() : 0;
  if (status === 0) status = buildStatus;
}
console.log(`== times\n${times.join('\n')}`);
process.exit(status);
