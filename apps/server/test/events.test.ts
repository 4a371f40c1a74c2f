import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events } from '../src/db/schema/index.ts';
import { EVENTS_CHANNEL, type NewEvent, publishEvent, publishEvents } from '../src/modules/events/publish.ts';
import { parseLastEventId, runEventStream, tokenExpiry } from '../src/modules/events/stream.ts';
import { openEventStream, type SseStream, userIdOf } from './events-helper.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn, type TestApp } from './helper.ts';

/**
 * Live updates end to end (DESIGN §2, A-029): real HTTP streams against a listening app (inject does not
 * stream), events published the way writers publish them (publish.ts, in a transaction).
 */

let t: TestApp;
let port: number;
let buyer: string;
let prospect: string;
let seller: string;
let summitBuyer: string;
let harborId: string;
let summitId: string;
const streams: SseStream[] = [];

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { tid: string; sub: string };

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  buyer = await signIn(t.app, 'buyer@harbor.test');
  prospect = await signIn(t.app, 'prospect@harbor.test');
  seller = await signIn(t.app, 'seller@harbor.test');
  summitBuyer = await signIn(t.app, 'buyer@summit.test', SUMMIT);
  harborId = claims(buyer).tid;
  summitId = claims(summitBuyer).tid;
});

afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

/** Opens a stream and waits for its first frame (`ready` or the replay), so later publishes are seen live. */
async function open(token: string, host = HARBOR, lastEventId?: string) {
  const stream = await openEventStream(port, { host, token, lastEventId });
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

async function openReady(token: string, host = HARBOR) {
  const stream = await open(token, host);
  const ready = await stream.next();
  expect(ready.event).toBe('ready');
  return { stream, readyId: ready.id! };
}

const publish = (event: NewEvent) => t.app.db.transaction(async (tx) => publishEvent(tx, event));

describe('GET /px-api-gateway/events', () => {
  it('refuses a caller without a token (401) and a token of another tenant (403)', async () => {
    const anonymous = await openEventStream(port, { host: HARBOR });
    await anonymous.ended;
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ status: 'FAIL', statusCode: 401 });

    const foreign = await openEventStream(port, { host: HARBOR, token: summitBuyer });
    await foreign.ended;
    expect(foreign.status).toBe(403);
  });

  it('answers an event stream that proxies and compression leave alone', async () => {
    const { stream, readyId } = await openReady(buyer);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(Number(readyId)).toBeGreaterThanOrEqual(0);
    stream.close();
  });

  it("delivers a buyer's own cart.changed and never another buyer's", async () => {
    const { stream } = await openReady(buyer);
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: userIdOf(prospect),
      type: 'cart.changed',
      data: { who: 'prospect' },
    });
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: userIdOf(buyer),
      type: 'cart.changed',
      data: { who: 'buyer' },
    });
    // Events arrive in id order, so the first one being the buyer's own proves the prospect's was not sent.
    const event = await stream.next();
    expect(event.event).toBe('cart.changed');
    expect(JSON.parse(event.data)).toEqual({ who: 'buyer' });
    expect(Number(event.id)).toBeGreaterThan(0);
    stream.close();
  });

  it("never delivers another tenant's events; an every-buyer event reaches every buyer of the tenant", async () => {
    const summit = await openReady(summitBuyer, SUMMIT);
    const harbor = await openReady(prospect);
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: null,
      type: 'stock.changed',
      data: { t: 'harbor' },
    });
    await publish({
      tenantId: summitId,
      audience: 'buyer',
      userId: null,
      type: 'stock.changed',
      data: { t: 'summit' },
    });
    expect(JSON.parse((await summit.stream.next()).data)).toEqual({ t: 'summit' });
    expect(JSON.parse((await harbor.stream.next()).data)).toEqual({ t: 'harbor' });
    summit.stream.close();
    harbor.stream.close();
  });

  it('delivers offers.changed to the sellers of the tenant, and seller events to no buyer', async () => {
    const sellerStream = await openReady(seller);
    const buyerStream = await openReady(buyer);
    await publish({
      tenantId: harborId,
      audience: 'seller',
      userId: null,
      type: 'offers.changed',
      data: { n: 1 },
    });
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: null,
      type: 'stock.changed',
      data: { n: 2 },
    });
    const forSeller = await sellerStream.stream.next();
    expect(forSeller.event).toBe('offers.changed');
    expect(JSON.parse(forSeller.data)).toEqual({ n: 1 });
    const forBuyer = await buyerStream.stream.next();
    expect(forBuyer.event).toBe('stock.changed');
    expect(JSON.parse(forBuyer.data)).toEqual({ n: 2 });
    sellerStream.stream.close();
    buyerStream.stream.close();
  });

  it('announces nothing for a change whose transaction rolled back', async () => {
    const { stream } = await openReady(buyer);
    await expect(
      t.app.db.transaction(async (tx) => {
        await publishEvent(tx, {
          tenantId: harborId,
          audience: 'buyer',
          userId: userIdOf(buyer),
          type: 'cart.changed',
          data: { rolledBack: true },
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: userIdOf(buyer),
      type: 'cart.changed',
      data: { ok: 1 },
    });
    expect(JSON.parse((await stream.next()).data)).toEqual({ ok: 1 });
    stream.close();
  });

  it('delivers an event whose transaction commits after a later one (ids commit out of order on PostgreSQL)', async () => {
    const { stream } = await openReady(buyer);
    const me = userIdOf(buyer);
    // Reserve an id, as a transaction still in flight holds one, then commit a later id first.
    const reserved = await t.app.db.execute(sql`select nextval('events_id_seq')::int as id`);
    const lateId = (reserved as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: me,
      type: 'cart.changed',
      data: { n: 'later id' },
    });
    expect(JSON.parse((await stream.next()).data)).toEqual({ n: 'later id' });
    // The in-flight transaction commits now, with its lower id.
    await t.app.db.transaction(async (tx) => {
      await tx.insert(events).values({
        id: lateId,
        tenantId: harborId,
        audience: 'buyer',
        userId: me,
        type: 'cart.changed',
        data: { n: 'earlier id' },
      });
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(lateId)})`);
    });
    const late = await stream.next();
    expect([late.id, JSON.parse(late.data)]).toEqual([String(lateId), { n: 'earlier id' }]);
    stream.close();
  });

  it('replays what a resuming client missed, in order and only its own (Last-Event-ID)', async () => {
    const first = await openReady(buyer);
    first.stream.close();
    // The server notices a closed socket when the event loop gets to it; a loaded machine may take a while.
    await vi.waitFor(() => expect(t.app.eventHub.size()).toBe(0), { timeout: 10_000 });
    const me = userIdOf(buyer);
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: me,
      type: 'cart.changed',
      data: { n: 1 },
    });
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: userIdOf(prospect),
      type: 'cart.changed',
      data: { n: 99 },
    });
    await publish({
      tenantId: summitId,
      audience: 'buyer',
      userId: null,
      type: 'stock.changed',
      data: { n: 98 },
    });
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: null,
      type: 'stock.changed',
      data: { n: 2 },
    });

    const resumed = await open(buyer, HARBOR, first.readyId);
    const a = await resumed.next();
    const b = await resumed.next();
    expect([a.event, JSON.parse(a.data)]).toEqual(['cart.changed', { n: 1 }]);
    expect([b.event, JSON.parse(b.data)]).toEqual(['stock.changed', { n: 2 }]);
    expect(Number(b.id)).toBeGreaterThan(Number(a.id));
    // And then live, with nothing replayed twice.
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: me,
      type: 'cart.changed',
      data: { n: 3 },
    });
    expect(JSON.parse((await resumed.next()).data)).toEqual({ n: 3 });
    resumed.close();
  });

  it('tells a client that missed too much to refetch everything (resync)', async () => {
    const first = await openReady(buyer);
    first.stream.close();
    const many: NewEvent[] = Array.from({ length: 501 }, (_, i) => ({
      tenantId: harborId,
      audience: 'buyer',
      userId: null,
      type: 'stock.changed',
      data: { i },
    }));
    await t.app.db.transaction(async (tx) => publishEvents(tx, many));
    const resumed = await open(buyer, HARBOR, first.readyId);
    const resync = await resumed.next();
    expect(resync.event).toBe('resync');
    expect(Number(resync.id)).toBeGreaterThanOrEqual(Number(first.readyId) + 501);
    await publish({
      tenantId: harborId,
      audience: 'buyer',
      userId: null,
      type: 'stock.changed',
      data: { after: 1 },
    });
    expect(JSON.parse((await resumed.next()).data)).toEqual({ after: 1 });
    resumed.close();
  });

  it('tells a client whose Last-Event-ID the server never issued to resync', async () => {
    const resumed = await open(buyer, HARBOR, '999999999');
    expect((await resumed.next()).event).toBe('resync');
    resumed.close();
  });

  it('lets go of a stream when the client disconnects', async () => {
    const a = await openReady(buyer);
    const b = await openReady(seller);
    expect(t.app.eventHub.size()).toBeGreaterThanOrEqual(2);
    a.stream.close();
    b.stream.close();
    // The server notices a closed socket when the event loop gets to it; a loaded machine may take a while.
    await vi.waitFor(() => expect(t.app.eventHub.size()).toBe(0), { timeout: 10_000 });
  });

  it('prunes events older than a day', async () => {
    await publish({ tenantId: harborId, audience: 'seller', userId: null, type: 'offers.changed' });
    // Age every event but the newest by two days.
    await t.app.db.execute(
      sql`update events set created_at = now() - interval '2 days' where id < (select max(id) from events)`,
    );
    expect(await t.app.eventHub.prune()).toBeGreaterThan(0);
    const left = await t.app.db.execute(
      (await import('drizzle-orm')).sql`select count(*)::int as n from events`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    // A client that last saw a pruned event cannot be replayed what followed it: it refetches everything.
    const resumed = await open(buyer, HARBOR, '1');
    expect((await resumed.next()).event).toBe('resync');
    resumed.close();
  });
});

describe('token expiry', () => {
  it('reads the expiry of the ID token the stream was opened with (15 minutes)', () => {
    const expiresAt = tokenExpiry(`Bearer ${buyer}`)!;
    expect(expiresAt - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(tokenExpiry(undefined)).toBeUndefined();
    expect(tokenExpiry('Bearer not-a-jwt')).toBeUndefined();
  });

  it('ends the stream when the token expires, so the client reconnects with a fresh one', async () => {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      void runEventStream({
        hub: t.app.eventHub,
        audience: { tenantId: harborId, userId: userIdOf(buyer), isBuyer: true, isSeller: false },
        lastEventId: undefined,
        req,
        res,
        expiresAt: Date.now() + 300,
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const stream = await openEventStream((server.address() as AddressInfo).port, { host: HARBOR });
      expect((await stream.next()).event).toBe('ready');
      await stream.ended;
      // The server notices a closed socket when the event loop gets to it; a loaded machine may take a while.
      await vi.waitFor(() => expect(t.app.eventHub.size()).toBe(0), { timeout: 10_000 });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('parses Last-Event-ID strictly', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(' 7 ')).toBe(7);
    expect(parseLastEventId('')).toBeUndefined();
    expect(parseLastEventId('-1')).toBeUndefined();
    expect(parseLastEventId('1e9')).toBeUndefined();
    expect(parseLastEventId(undefined)).toBeUndefined();
  });
});

describe('shutdown', () => {
  it('closes open streams so the server can stop', async () => {
    const other = await buildTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const p = (other.app.server.address() as AddressInfo).port;
    const token = await signIn(other.app, 'buyer@harbor.test');
    const stream = await openEventStream(p, { host: HARBOR, token });
    expect((await stream.next()).event).toBe('ready');
    await other.close();
    await stream.ended;
  });
});

describe('an account that ends while its stream is open', () => {
  it("a staff member deactivated by the owner loses the open stream at its next heartbeat, not at the token's expiry", async () => {
    const other = await buildTestApp({ eventsHeartbeatMs: 100 });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const p = (other.app.server.address() as AddressInfo).port;
      const owner = await signIn(other.app, 'seller@harbor.test');
      const ops = await signIn(other.app, 'ops@harbor.test');
      const stream = await openEventStream(p, { host: HARBOR, token: ops });
      expect((await stream.next()).event).toBe('ready');
      const off = await other.app.inject({
        method: 'PATCH',
        url: `/px-api-gateway/seller/staff/${claims(ops).sub}`,
        headers: { host: HARBOR, authorization: `Bearer ${owner}` },
        payload: { active: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      const outcome = await Promise.race([
        stream.ended.then(() => 'ended'),
        new Promise((r) => setTimeout(() => r('still open'), 5_000)),
      ]);
      expect(outcome).toBe('ended');
    } finally {
      await other.close();
    }
  });
});
