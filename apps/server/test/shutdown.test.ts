import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream } from './events-helper.ts';
import { DEMO_PASSWORD, templateDataDir } from './helper.ts';

/**
 * Graceful shutdown (DESIGN §7 "SIGTERM drains gracefully"): the real server process (apps/server/src/main.ts on
 * PGlite) gets SIGTERM while a request is in flight and an event stream is open. It stops accepting connections,
 * ends the stream, finishes the request, and exits 0 promptly.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-shutdown-'));
// The suite's migrated, seeded template: the process opens it instead of migrating and seeding on start.
await templateDataDir(dataDir);
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts apps/server/src/main.ts on PGlite in `dataDir`; resolves once it listens. */
async function startServer(extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  const log = { text: '' };
  server.stderr!.on('data', (d) => {
    log.text += String(d);
  });
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (d) => {
      log.text += String(d);
      if (log.text.includes('Portico is running')) resolve();
    });
    void exited.then(() => reject(new Error(`the server exited before it was ready:\n${log.text}`)));
  });
  return { server, port, exited, log };
}

/** A sign-in request whose headers the server has (it answered 100 Continue); its body is sent by `finish`. */
async function requestInFlight(port: number) {
  const body = Buffer.from(JSON.stringify({ email: 'buyer@harbor.test', password: DEMO_PASSWORD }));
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/identity/sign-in',
    headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
  });
  const continued = new Promise<void>((resolve) => req.once('continue', resolve));
  req.flushHeaders();
  await continued;
  return { answer, finish: () => req.end(body) };
}

describe('SIGTERM', () => {
  it('ends event streams, finishes the request in flight, refuses new connections and exits 0', async () => {
    const { server, port, exited, log } = await startServer();
    const { idToken } = (await fetch(`http://127.0.0.1:${port}/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@harbor.test', password: DEMO_PASSWORD }),
    }).then((r) => r.json())) as { idToken: string };
    expect(idToken).toBeTruthy();

    const stream = await openEventStream(port, { host: '127.0.0.1', token: idToken });
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('ready');
    const inFlight = await requestInFlight(port);

    const sentAt = performance.now();
    server.kill('SIGTERM');
    // The stream ends (the server ends it; the client did not close it).
    await stream.ended;
    // No new connections once the server drains.
    await expect.poll(() => accepts(port), { timeout: 10_000 }).toBe(false);
    expect(server.exitCode).toBeNull();

    // The request in flight completes normally.
    inFlight.finish();
    const done = await inFlight.answer;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.text).idToken).toBeTruthy();

    const exit = await exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - sentAt).toBeLessThan(10_000);
    expect(log.text).not.toMatch(/"level":(50|60)/);
  }, 180_000);

  it('exits (1, logged) after SHUTDOWN_TIMEOUT_MS when a request never finishes', async () => {
    const { server, port, exited, log } = await startServer({ SHUTDOWN_TIMEOUT_MS: '2000' });
    const stuck = await requestInFlight(port);
    // Its answer never comes: the socket closes when the process exits.
    const lost = stuck.answer.then(
      () => 'answered',
      () => 'closed',
    );
    const sentAt = performance.now();
    server.kill('SIGTERM');
    const exit = await exited;
    expect(exit).toMatchObject({ code: 1, signal: null });
    expect(exit.at - sentAt).toBeGreaterThanOrEqual(1_900);
    expect(exit.at - sentAt).toBeLessThan(10_000);
    expect(log.text).toContain('shutdown took too long');
    expect(await lost).toBe('closed');
  }, 180_000);
});
