// npm start: build what is missing, then start the server (which migrates, seeds a fresh DATA_DIR and prints
// the demo logins).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const root = new URL('..', import.meta.url);
const built = ['apps/buyer-portal/dist/index.html', 'apps/seller-console/dist/index.html'].every((f) =>
  fs.existsSync(new URL(f, root)),
);
if (!built || process.env.PORTICO_REBUILD === '1') {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
