/**
 * The server-sent event stream of one client (DESIGN §2): replay or resume from Last-Event-ID, then live
 * events until the ID token expires.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventHub, EventRow, StreamAudience } from './hub.ts';
import { frameOf } from './hub.ts';

export type StreamOptions = {
  hub: EventHub;
  audience: StreamAudience;
  /** The client's Last-Event-ID, when it resumes. */
  lastEventId: number | undefined;
  req: IncomingMessage;
  res: ServerResponse;
  /** When the ID token expires (ms since epoch): the stream ends then, and the client reconnects with a fresh one. */
  expiresAt: number | undefined;
  heartbeatMs?: number;
  /**
   * Whether the account may still read the stream (not disabled, its tokens not ended by sign-out or a reset),
   * asked at every heartbeat: the stream ends when it may not, rather than at the token's expiry.
   */
  stillLive?: () => Promise<boolean>;
  /** The `retry:` hint: how long the client waits before reconnecting after the stream ends. */
  retryMs?: number;
  /** A client that reads slower than this many bytes pile up is dropped; it resumes with Last-Event-ID. */
  maxBufferedBytes?: number;
  log?: { warn(obj: unknown, msg?: string): void };
};

/** The highest timer delay Node accepts (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One open event stream (DESIGN §2). Subscribes first and holds live events back while the replay (or the
 * resume point) is written, so nothing committed in between is lost or sent out of turn; then forwards live.
 *
 * Token expiry: the ID token lives 15 minutes and is checked once, when the stream opens. Rather than trust it
 * for the stream's whole life, the stream ends when the token expires; the client has refreshed its token by
 * then (web-session refreshes a minute early) and reconnects with the new one and its Last-Event-ID, so nothing
 * is missed. A user who lost access (deactivated tenant, removed buyer) thus stops receiving within 15 minutes.
 */
export async function runEventStream(opts: StreamOptions): Promise<void> {
  const { hub, audience, req, res } = opts;
  const maxBuffered = opts.maxBufferedBytes ?? 1024 * 1024;
  let closed = false;
  let live = false;
  const held: Array<{ row: EventRow; frame: string }> = [];
  // What the replay (or the resync point) already covered: the hub may still deliver those rows live afterwards,
  // when its notification arrives after the stream opened; they must not reach the client twice.
  const replayed = new Set<number>();
  let skipUpTo = 0;
  const isNew = (row: EventRow) => row.id > skipUpTo && !replayed.has(row.id);

  const write = (chunk: string) => {
    if (closed) return;
    res.write(chunk);
    if (res.writableLength > maxBuffered) close();
  };

  const unsubscribe = hub.subscribe({
    ...audience,
    deliver(row, frame) {
      if (!live) held.push({ row, frame });
      else if (isNew(row)) write(frame);
    },
    close: () => close(),
  });

  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    opts.stillLive?.().then(
      (live) => live || close(),
      () => {}, // the database unreachable: keep the stream; the next heartbeat asks again
    );
  }, opts.heartbeatMs ?? 25_000);
  const expiry =
    opts.expiresAt === undefined
      ? undefined
      : setTimeout(() => close(), Math.min(Math.max(0, opts.expiresAt - Date.now()), MAX_TIMER_MS));

  function close() {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    if (expiry) clearTimeout(expiry);
    held.length = 0;
    if (!res.writableEnded) res.end();
  }
  req.on('close', close);
  res.on('close', close);
  res.on('error', close);

  write(`retry: ${opts.retryMs ?? 3_000}\n: connected\n\n`);

  try {
    if (opts.lastEventId === undefined) {
      // A resume point, so that a client that reconnects before any event arrives misses nothing.
      write(`id: ${await hub.head()}\nevent: ready\ndata: {}\n\n`);
    } else {
      const replay = await hub.replay(audience, opts.lastEventId);
      if (replay.resync) {
        skipUpTo = replay.head;
        write(`id: ${replay.head}\nevent: resync\ndata: {}\n\n`);
      } else {
        for (const row of replay.rows) {
          replayed.add(row.id);
          write(frameOf(row));
        }
      }
    }
    live = true;
    for (const { row, frame } of held.splice(0)) {
      if (isNew(row)) write(frame);
    }
  } catch (err) {
    opts.log?.warn({ err }, 'opening event stream failed');
    close();
  }
}

/** Last-Event-ID as a non-negative integer, or undefined when absent or malformed (then the client starts fresh). */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** The `exp` of a bearer token (already verified by authenticate), in ms since epoch. */
export function tokenExpiry(authorization: string | undefined): number | undefined {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  try {
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
