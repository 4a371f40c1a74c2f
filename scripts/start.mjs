// npm start: build the apps when their build is missing or older than their sources, then start the server
// (which migrates, seeds a fresh DATA_DIR and prints the demo logins).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const newestMtime = (dir) => {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
};

const sharedSources = Math.max(
  newestMtime(path.join(root, 'packages/contract/src')),
  newestMtime(path.join(root, 'packages/domain/src')),
);
const stale = ['buyer-portal', 'seller-console'].filter((app) => {
  const index = path.join(root, 'apps', app, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const sources = Math.max(sharedSources, newestMtime(path.join(root, 'apps', app, 'src')));
  return sources > fs.statSync(index).mtimeMs;
});
for (const app of stale) {
  console.log(`Building ${app}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', `apps/${app}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
