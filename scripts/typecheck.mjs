// Type-checks every workspace (its own `typecheck` script, tsc --noEmit), as many at once as the machine has cores:
// each tsc uses one core, so on CI's 2 cores the eight workspaces take about half as long as one after another.
// A workspace's output is printed when it ends, in one piece; the exit code is the first failure's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';

const root = new URL('..', import.meta.url);
const { workspaces } = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8'));
// The apps first (the server and the portal take the longest), so no long check is left to run alone at the end.
const queue = workspaces
  .filter((w) =>
    Boolean(JSON.parse(fs.readFileSync(new URL(`${w}/package.json`, root), 'utf8')).scripts?.typecheck),
  )
  .sort((a, b) => Number(b.startsWith('apps/')) - Number(a.startsWith('apps/')));
const started = performance.now();
let failed = 0;

function check(workspace) {
  return new Promise((resolve) => {
    const t = performance.now();
    const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: new URL(workspace, root) });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString();
      console.log(
        `== typecheck ${workspace}: ${code === 0 ? 'ok' : 'FAILED'} (${Math.round((performance.now() - t) / 1000)} s)`,
      );
      if (text.trim()) console.log(text.trimEnd());
      if (code !== 0 && !failed) failed = code ?? 1;
      resolve();
    });
  });
}

async function worker() {
  for (let w = queue.shift(); w; w = queue.shift()) await check(w);
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
console.log(`typecheck: ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(failed);
