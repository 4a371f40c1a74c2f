import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { templateDataDir } from './helper.ts';
import { multipartBody } from './offer-import-helper.ts';

/**
 * "killing the server during accept leaves either the whole import applied or none of it": a real server
 * process (bench/offer-import-server.ts, as `npm run bench` starts it) on a PGlite data directory takes a
 * 2,500-row import; accept is sent and the process is killed with SIGKILL while it works; a new server on the
 * same data directory must show all 2,500 lines and no pending import, or no line and the pending import intact.
 * The new server is the app built in this test's process on that directory (buildApp, as main.ts builds it),
 * asked through app.inject: a second child process would only add its start-up (module loading, PGlite's
 * WebAssembly) to the suite's time.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROWS = 2_500;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-import-crash-'));
// The suite's migrated, seeded template: the first process only adds the generated stock.
await templateDataDir(dataDir);
const children: ChildProcess[] = [];
let restarted: FastifyInstance | undefined;
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await restarted?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startServer(port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    BENCH_ITEMS: '3000',
    BENCH_SEED: '1',
    BENCH_SIGNAL_WRITES: '1',
  });
  const child = fork(path.join(root, 'bench/offer-import-server.ts'), [], {
    cwd: root,
    env,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: { ready?: boolean }) => m.ready && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

it('a server killed during accept restarts with the whole import applied or none of it', async () => {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const signIn = async () => {
    const res = await fetch(`${api}/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ email: 'buyer@harbor.test', password: 'Portico-demo-1' }),
    });
    return {
      authorization: `Bearer ${((await res.json()) as { idToken: string }).idToken}`,
      host: 'localhost',
    };
  };
  const auth = await signIn();

  const items = await new Promise<
    { itemNumber: string; warehouse: string; quantityAvailable: number; listPriceMinor: number }[]
  >((resolve) => {
    server.once('message', (m: { items: never }) => resolve(m.items));
    server.send({ items: ROWS });
  });
  expect(items).toHaveLength(ROWS);
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Offers');
  sheet.addRow(['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']);
  for (const i of items)
    sheet.addRow([i.itemNumber, i.warehouse, i.quantityAvailable, i.listPriceMinor / 100]);
  const body = multipartBody([{ name: 'big.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) }]);
  const base = `${api}/px-api-gateway/stocklist/offer/bulk-offer-import`;
  const upload = await fetch(base, {
    method: 'POST',
    headers: { ...auth, ...body.headers },
    body: new Uint8Array(body.payload),
  });
  expect(upload.status).toBe(200);
  expect(
    Object.values(
      ((await upload.json()) as { validOffersMap: Record<string, unknown[]> }).validOffersMap,
    ).flat(),
  ).toHaveLength(ROWS);

  // Accept, and kill the process once it is writing the cart lines inside the accept's transaction.
  const writing = new Promise<void>((resolve) => {
    const onMessage = (m: { writing?: boolean }) => {
      if (!m.writing) return;
      server.off('message', onMessage);
      resolve();
    };
    server.on('message', onMessage);
  });
  const accepting = fetch(`${base}/accept`, { method: 'POST', headers: auth }).then(
    (r) => r.status,
    () => 'killed' as const,
  );
  await writing;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  await exited;
  const outcome = await accepting;

  // The new server on the same data directory: PGlite recovers it as it would after any crash.
  restarted = await buildApp(
    { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), publicDir: '/nonexistent-test-public-dir' },
    { logger: false, jobs: false },
  );
  const app = restarted;
  const signedIn = await app.inject({
    method: 'POST',
    url: '/identity/sign-in',
    headers: { host: 'localhost' },
    payload: { email: 'buyer@harbor.test', password: 'Portico-demo-1' },
  });
  const headers = {
    authorization: `Bearer ${signedIn.json<{ idToken: string }>().idToken}`,
    host: 'localhost',
  };
  const importUrl = '/px-api-gateway/stocklist/offer/bulk-offer-import';
  const offers = (await app.inject({ url: '/px-api-gateway/stocklist/offers', headers })).json<object>();
  const pending = (await app.inject({ url: importUrl, headers })).json<{
    pendingImport: { validOffersMap: Record<string, unknown[]> } | null;
  }>();
  const lines = Object.keys(offers).length;
  if (outcome === 200) {
    expect(lines).toBe(ROWS);
  }
  // All or nothing: every line and no pending import, or no line and the review still pending.
  if (lines === 0)
    expect(Object.values(pending.pendingImport?.validOffersMap ?? {}).flat()).toHaveLength(ROWS);
  else {
    expect(lines).toBe(ROWS);
    expect(pending.pendingImport).toBeNull();
  }
  console.log(`crash during accept: accept answered ${outcome}; after restart ${lines} lines`);
  // The restarted server accepts the import when it was not applied.
  if (lines === 0) {
    const again = await app.inject({ method: 'POST', url: `${importUrl}/accept`, headers });
    expect(again.statusCode).toBe(200);
    expect(
      Object.keys((await app.inject({ url: '/px-api-gateway/stocklist/offers', headers })).json<object>()),
    ).toHaveLength(ROWS);
  }
}, 180_000);
