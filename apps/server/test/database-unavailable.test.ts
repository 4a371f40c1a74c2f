import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { databaseTrouble, errorsPlugin } from '../src/plugins/errors.ts';

/**
 * PostgreSQL stopped, unreachable or not answering: the API says so with 503 and Retry-After (a client or proxy
 * retries), not 500 (a bug); /healthz's ping gives up after two seconds instead of waiting for as long as the
 * outage lasts. Real errors: a closed port, and a server that accepts connections and never answers.
 */
// Accepts, never answers: a frozen or partitioned database. Its sockets are kept so a test can cut them.
const held = new Set<net.Socket>();
const silent = net.createServer((socket) => {
  held.add(socket);
  socket.on('close', () => held.delete(socket));
});
await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
const silentPort = (silent.address() as AddressInfo).port;
const closed = net.createServer();
await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
const closedPort = (closed.address() as AddressInfo).port;
await new Promise<void>((r) => closed.close(() => r()));
afterAll(async () => {
  silent.close();
});

/** The error a query of the app's own kind (drizzle over a pool) fails with. */
async function failureOf(port: number) {
  const pool = new pg.Pool({
    connectionString: `postgres://x@127.0.0.1:${port}/x`,
    connectionTimeoutMillis: 300,
  });
  try {
    await drizzle(pool).execute('select 1');
  } catch (err) {
    return err;
  } finally {
    await pool.end().catch(() => {});
  }
  throw new Error('the query did not fail');
}

describe('databaseTrouble', () => {
  it('tells an unreachable or busy database from a bug', async () => {
    expect(databaseTrouble(await failureOf(closedPort))).toBe('unavailable');
    expect(databaseTrouble(await failureOf(silentPort))).toBe('unavailable');
    expect(databaseTrouble(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      'unavailable',
    );
    expect(databaseTrouble(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe('busy');
    expect(databaseTrouble(Object.assign(new Error('could not serialize'), { code: '40001' }))).toBe('busy');
    expect(databaseTrouble(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(databaseTrouble(new TypeError('x is undefined'))).toBeUndefined();
  });

  it('answers 503 with Retry-After, not 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/down', async () => {
      throw await failureOf(closedPort);
    });
    app.get('/deadlock', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ status: 'FAIL', statusCode: 503, messageCode: 'serviceUnavailable' });
    const deadlock = await app.inject({ url: '/deadlock' });
    expect(deadlock.statusCode).toBe(503);
    expect(deadlock.headers['retry-after']).toBe('1');
    await app.close();
  });
});

describe('the health ping', () => {
  it('gives up on a database that does not answer', async () => {
    const database = await openDatabase({ databaseUrl: `postgres://x@127.0.0.1:${silentPort}/x` });
    const started = Date.now();
    expect(await database.ping()).toBe(false);
    expect(Date.now() - started).toBeLessThan(4_500); // its own 2 s, not the 5 s connect timeout
    // The connection still waiting is cut, so the pool closes at once.
    for (const socket of held) socket.destroy();
    await database.close();
  });
});
