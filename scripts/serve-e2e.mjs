// Starts the production server for the Playwright run on a fresh DATA_DIR (migrated and seeded on start).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (dataDir && fs.existsSync(dataDir)) {
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry !== 'smtp-received') fs.rmSync(`${dataDir}/${entry}`, { recursive: true, force: true });
  }
}
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: new URL('..', import.meta.url),
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
