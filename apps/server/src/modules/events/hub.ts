import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { events } from '../../db/schema/index.ts';
import { EVENTS_CHANNEL } from './publish.ts';

/** One row of the events table as the hub reads it. */
export type EventRow = {
  id: number;
  tenantId: string;
  audience: string;
  userId: string | null;
  type: string;
  data: Record<string, unknown>;
};

/** Who is on the other end of a stream: the token's tenant, user and groups. */
export type StreamAudience = { tenantId: string; userId: string; isBuyer: boolean; isSeller: boolean };

export type Subscriber = StreamAudience & {
  /** Called with each committed event this audience may see, and its pre-built SSE frame. */
  deliver(row: EventRow, frame: string): void;
  /** Ends the stream (server shutting down). */
  close(): void;
};

export type ReplayResult =
  /** The rows after the client's Last-Event-ID, oldest first. */
  | { resync: false; rows: EventRow[] }
  /** Too much was missed (or pruned, or the id is unknown): the client refetches everything from `head` on. */
  | { resync: true; head: number };

export type EventHub = {
  start(): Promise<void>;
  /** Ends every open stream (before the HTTP server closes, which waits for open connections). */
  closeStreams(): void;
  stop(): Promise<void>;
  subscribe(subscriber: Subscriber): () => void;
  replay(audience: StreamAudience, afterId: number): Promise<ReplayResult>;
  /** The highest event id committed so far (the resume point of a client that connects without one). */
  head(): Promise<number>;
  /** Reads and delivers what was committed since the last read (normally driven by NOTIFY). */
  drain(): Promise<void>;
  /**
   * Event rows this process wrote WITHOUT a NOTIFY in their transaction (the offer save, migration 0011), handed
   * over after their commit: delivered here at once, and the other nodes are told with one NOTIFY per few
   * milliseconds (they then read the table).
   */
  committed(rows: EventRow[]): void;
  /** Deletes events older than the retention window; answers how many. */
  prune(): Promise<number>;
  /** Open streams (tests, metrics). */
  size(): number;
};

export type EventHubOptions = {
  /** Rows read per query when catching up. */
  batchSize?: number;
  /** Most rows a resuming client is replayed; more than that and it gets `resync`. */
  replayLimit?: number;
  retentionHours?: number;
  pruneIntervalMs?: number;
  /** A safety net for a lost NOTIFY: the hub also looks for new rows this often. */
  pollIntervalMs?: number;
  log?: { warn(obj: unknown, msg?: string): void };
};

/** Whether an event may reach this audience: same tenant; a buyer's own or every-buyer event; sellers' events. */
export function isFor(row: Pick<EventRow, 'tenantId' | 'audience' | 'userId'>, a: StreamAudience): boolean {
  if (row.tenantId !== a.tenantId) return false;
  if (row.audience === 'buyer') return a.isBuyer && (row.userId === null || row.userId === a.userId);
  if (row.audience === 'seller') return a.isSeller;
  return false;
}

/** The SSE frame of one event: its id (for Last-Event-ID), type and JSON data. */
export function frameOf(row: Pick<EventRow, 'id' | 'type' | 'data'>): string {
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data ?? {})}\n\n`;
}

const columns = {
  id: events.id,
  tenantId: events.tenantId,
  audience: events.audience,
  userId: events.userId,
  type: events.type,
  data: events.data,
};

const EVENTS_AFTER_SQL =
  'select id, tenant_id, audience, user_id, type, data from events where id > $1 order by id limit $2';
type RawEventRow = {
  id: string | number;
  tenant_id: string;
  audience: string;
  user_id: string | null;
  type: string;
  data: Record<string, unknown> | null;
};
const eventOf = (r: RawEventRow): EventRow => ({
  id: Number(r.id),
  tenantId: r.tenant_id,
  audience: r.audience,
  userId: r.user_id,
  type: r.type,
  data: r.data ?? {},
});

/** A NOTIFY payload, parsed: its event rows, or who sent it (a node telling the others to read the table). */
function parsePayload(payload: string): { rows: EventRow[] | null; origin?: string } {
  if (!payload.startsWith('{')) return { rows: null };
  try {
    const parsed = JSON.parse(payload) as { events?: unknown; origin?: unknown };
    if (typeof parsed.origin === 'string') return { rows: null, origin: parsed.origin };
    return { rows: eventRowsOf(parsed.events) };
  } catch {
    return { rows: null };
  }
}

/** Event rows as NOTIFY payloads and offers_write_line carry them (`id`, `tenantId`, …); null if one is not. */
export function eventRowsOf(list: unknown): EventRow[] | null {
  if (!Array.isArray(list)) return null;
  const rows: EventRow[] = [];
  for (const e of list as Record<string, unknown>[]) {
    if (!e || typeof e !== 'object') return null;
    const id = Number(e.id);
    if (!Number.isSafeInteger(id) || typeof e.tenantId !== 'string' || typeof e.type !== 'string')
      return null;
    rows.push({
      id,
      tenantId: e.tenantId,
      audience: String(e.audience),
      userId: typeof e.userId === 'string' ? e.userId : null,
      type: e.type,
      data: e.data && typeof e.data === 'object' ? (e.data as Record<string, unknown>) : {},
    });
  }
  return rows;
}

/** How long an id skipped by the sequence is watched for a late commit (PostgreSQL commits out of id order). */
const GAP_WATCH_MS = 60_000;
const MAX_GAPS = 5_000;
/**
 * How long `committed` rows of this node wait for more before the other nodes are told (one NOTIFY). A NOTIFY
 * commits like a write (it takes a transaction id, so its commit waits for the WAL flush, one NOTIFYing commit at a
 * time): at 5 ms it was up to 200 such commits a second under P5's load, a third of a statement per offer save.
 */
const TELL_OTHERS_AFTER_MS = 25;
/**
 * How long `committed` rows that are not the next ids wait for the rows before them to be handed over too (the
 * concurrent saves of this node commit out of id order) before the hub reads the table for the missing ones.
 */
const HANDED_WAIT_MS = 20;
/** Most handed-over rows held back at once; more and the table is read at once. */
const MAX_HANDED = 5_000;

/**
 * The per-process fan-out of live updates (DESIGN §2, A-029). Writers insert event rows and NOTIFY in their
 * transaction (publish.ts); NOTIFY arrives on commit only, so a rolled-back change is never announced. The hub
 * holds one LISTEN for the whole process, reads the new rows in id order and hands each to the open streams it
 * is for. With several server nodes each node has its own hub, and every hub sees every commit.
 *
 * The offer save, the hottest writer, sends no NOTIFY in its transaction (PostgreSQL commits NOTIFYing transactions
 * one at a time): its server hands the rows it wrote to its own hub after the commit (`committed`), and the other
 * nodes get one NOTIFY naming no rows every few milliseconds, on which they read the table.
 *
 * On PostgreSQL, concurrent transactions may commit out of id order (id 11 visible before id 10), so an id the
 * hub skipped is re-read for a minute in case its transaction commits late; an id that never appears was rolled
 * back.
 */
export function createEventHub(database: Database, opts: EventHubOptions = {}): EventHub {
  const db = database.db;
  const batchSize = opts.batchSize ?? 500;
  const replayLimit = opts.replayLimit ?? 500;
  const retentionHours = opts.retentionHours ?? 24;
  const byTenant = new Map<string, Set<Subscriber>>();
  const gaps = new Map<number, number>();
  let lastSeen = 0;
  let running = false;
  let draining: Promise<void> | undefined;
  let again = false;
  let unlisten: (() => Promise<void>) | undefined;
  let pruneTimer: ReturnType<typeof setInterval> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let tellTimer: ReturnType<typeof setTimeout> | undefined;
  let telling: Promise<void> | undefined;
  /** This node's `committed` rows not delivered yet (a row before them is missing), by id. */
  const handed = new Map<number, EventRow>();
  let handedTimer: ReturnType<typeof setTimeout> | undefined;
  /** This process's name in the NOTIFYs it sends for `committed` rows. */
  const origin = randomUUID();

  const maxId = async (): Promise<number> => {
    const [row] = await db.select({ max: sql`max(${events.id})`.mapWith(Number) }).from(events);
    return row?.max ?? 0;
  };

  function dispatch(row: EventRow) {
    const subs = byTenant.get(row.tenantId);
    if (!subs) return;
    let frame: string | undefined;
    for (const sub of subs) {
      if (!isFor(row, sub)) continue;
      frame ??= frameOf(row);
      try {
        sub.deliver(row, frame);
      } catch (err) {
        opts.log?.warn({ err }, 'event delivery failed');
      }
    }
  }

  function watchedGaps(): number[] {
    const now = Date.now();
    for (const [id, since] of gaps) if (now - since > GAP_WATCH_MS) gaps.delete(id);
    return [...gaps.keys()];
  }

  function noteGap(from: number, to: number) {
    // A very large jump is not a handful of in-flight transactions (e.g. a sequence reset): do not track it.
    if (to - from > 1_000) return;
    const now = Date.now();
    for (let id = from; id <= to && gaps.size < MAX_GAPS; id++) gaps.set(id, now);
  }

  async function readNew() {
    for (;;) {
      const gapIds = watchedGaps();
      // The common case (no gap watched, always on PGlite) is one named statement: it runs on every commit.
      const rows =
        gapIds.length > 0
          ? ((await db
              .select(columns)
              .from(events)
              .where(or(gt(events.id, lastSeen), inArray(events.id, gapIds)))
              .orderBy(asc(events.id))
              .limit(batchSize)) as EventRow[])
          : (await queryRows<RawEventRow>(db, 'events_after', EVENTS_AFTER_SQL, [lastSeen, batchSize])).map(
              eventOf,
            );
      for (const row of rows) {
        handed.delete(row.id);
        if (row.id <= lastSeen) {
          gaps.delete(row.id);
        } else {
          if (row.id > lastSeen + 1 && lastSeen > 0) noteGap(lastSeen + 1, row.id - 1);
          lastSeen = row.id;
        }
        dispatch(row);
      }
      if (rows.length < batchSize || !running) return;
    }
  }

  /**
   * Committed rows (a NOTIFY payload's, publish.ts publishEvents, or this node's own, `committed`) are delivered at
   * once when they are exactly the next ids and nothing else is being read; anything else (an id only, a gap, rows
   * committed out of id order on PostgreSQL, a read in flight) is left to `drain`, which reads the table.
   */
  function deliverOrDrain(rows: EventRow[] | null): void {
    if (
      rows &&
      rows.length > 0 &&
      running &&
      unlisten &&
      !draining &&
      gaps.size === 0 &&
      rows.every((r, i) => r.id === lastSeen + 1 + i)
    ) {
      lastSeen = rows.at(-1)!.id;
      for (const row of rows) dispatch(row);
      return;
    }
    void drain();
  }

  function announced(payload: string): void {
    const { rows, origin: from } = parsePayload(payload);
    // This node's own `committed` rows were delivered when they were handed over.
    if (from === origin) return;
    deliverOrDrain(rows);
  }

  /**
   * The other nodes learn of `committed` rows from one NOTIFY per TELL_OTHERS_AFTER_MS, sent outside any write
   * (PostgreSQL lets one NOTIFYing transaction commit at a time). On PGlite the others can only be apps of this
   * process sharing the database object, and there is nobody to tell unless one of them listens too. A node that
   * dies before it tells leaves the others to find the rows by their poll (pollIntervalMs).
   */
  function tellOthers(): Promise<void> {
    tellTimer = undefined;
    telling = queryRows(db, 'events_tell_others', 'select pg_notify($1, $2)', [
      EVENTS_CHANNEL,
      JSON.stringify({ origin }),
    ])
      .then(() => {})
      .catch((err) => opts.log?.warn({ err }, 'telling the other nodes of new events failed'));
    return telling;
  }

  /**
   * Delivers the handed-over rows that are now in order: a late one the hub skipped (a watched gap), then the next
   * ids. Rows below what was read and not watched were delivered by a read already.
   */
  function deliverHanded(): void {
    for (const [id, row] of handed) {
      if (id > lastSeen) continue;
      handed.delete(id);
      if (gaps.delete(id)) dispatch(row);
    }
    for (let row = handed.get(lastSeen + 1); row; row = handed.get(lastSeen + 1)) {
      handed.delete(row.id);
      lastSeen = row.id;
      dispatch(row);
    }
  }

  /**
   * P5: this node's concurrent saves commit out of id order, so their rows are often handed over before the
   * rows before them. They wait HANDED_WAIT_MS for those (usually this node's too, handed over a moment later)
   * instead of each sending a read of the table; what is still missing then is read.
   */
  function handOver(rows: EventRow[]): void {
    for (const row of rows) handed.set(row.id, row);
    if (draining) return; // the read's end looks at them
    deliverHanded();
    if (handed.size === 0 || handedTimer) return;
    if (handed.size > MAX_HANDED) return void drain();
    handedTimer = setTimeout(() => {
      handedTimer = undefined;
      void drain();
    }, HANDED_WAIT_MS);
  }

  function committed(rows: EventRow[]): void {
    if (rows.length === 0) return;
    if (running && unlisten) handOver(rows);
    else deliverOrDrain(rows);
    if (!running || tellTimer) return;
    if (database.kind !== 'postgres' && database.listeners(EVENTS_CHANNEL) < 2) return;
    tellTimer = setTimeout(() => void tellOthers(), TELL_OTHERS_AFTER_MS);
  }

  function drain(): Promise<void> {
    // Before the hub listens, lastSeen is not known yet: reading from it would replay the whole table.
    if (!running || !unlisten) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        try {
          await readNew();
        } catch (err) {
          opts.log?.warn({ err }, 'reading events failed');
          return;
        }
      } while (again && running);
    })().finally(() => {
      draining = undefined;
      if (handed.size > 0 && running) handOver([]);
    });
    return draining;
  }

  async function prune(): Promise<number> {
    const deleted = await db
      .delete(events)
      .where(lt(events.createdAt, sql`now() - make_interval(hours => ${retentionHours})`))
      .returning({ id: events.id });
    return deleted.length;
  }

  function audienceFilter(a: StreamAudience): SQL | undefined {
    const allowed: SQL[] = [];
    if (a.isBuyer) {
      allowed.push(
        and(eq(events.audience, 'buyer'), or(isNull(events.userId), eq(events.userId, a.userId))) as SQL,
      );
    }
    if (a.isSeller) allowed.push(eq(events.audience, 'seller'));
    return allowed.length > 0 ? or(...allowed) : undefined;
  }

  return {
    async start() {
      if (running) return;
      running = true;
      // The app starts (and /healthz answers) even when the database does not: the hub keeps trying.
      let delay = 1_000;
      const connect = async () => {
        startTimer = undefined;
        try {
          lastSeen = await maxId();
          const stopListening = await database.listen(EVENTS_CHANNEL, announced);
          if (!running) return void (await stopListening());
          unlisten = stopListening;
          // Catch what committed between reading the head and LISTEN taking effect.
          await drain();
        } catch (err) {
          if (!running) return;
          opts.log?.warn({ err }, 'event hub could not listen; retrying');
          startTimer = setTimeout(connect, delay);
          startTimer.unref?.();
          delay = Math.min(delay * 2, 30_000);
        }
      };
      await connect();
      const pruneSafely = () =>
        prune().catch((err) => opts.log?.warn({ err }, 'pruning events failed')) as Promise<unknown>;
      void pruneSafely();
      pruneTimer = setInterval(pruneSafely, opts.pruneIntervalMs ?? 60 * 60 * 1000);
      pruneTimer.unref?.();
      pollTimer = setInterval(() => void drain(), opts.pollIntervalMs ?? 15_000);
      pollTimer.unref?.();
    },
    closeStreams() {
      for (const subs of byTenant.values()) for (const sub of [...subs]) sub.close();
      byTenant.clear();
    },
    async stop() {
      this.closeStreams();
      running = false;
      if (pruneTimer) clearInterval(pruneTimer);
      if (pollTimer) clearInterval(pollTimer);
      if (startTimer) clearTimeout(startTimer);
      if (handedTimer) clearTimeout(handedTimer);
      handedTimer = undefined;
      handed.clear();
      if (tellTimer) {
        clearTimeout(tellTimer);
        await tellOthers();
      }
      await telling;
      await draining;
      const u = unlisten;
      unlisten = undefined;
      await u?.().catch(() => {});
    },
    subscribe(subscriber) {
      let subs = byTenant.get(subscriber.tenantId);
      if (!subs) {
        subs = new Set();
        byTenant.set(subscriber.tenantId, subs);
      }
      subs.add(subscriber);
      return () => {
        const set = byTenant.get(subscriber.tenantId);
        if (!set) return;
        set.delete(subscriber);
        if (set.size === 0) byTenant.delete(subscriber.tenantId);
      };
    },
    async replay(a, afterId) {
      const [bounds] = await db
        .select({
          min: sql`min(${events.id})`.mapWith(Number),
          max: sql`max(${events.id})`.mapWith(Number),
        })
        .from(events);
      const min = bounds?.min ?? null;
      const head = Math.max(bounds?.max ?? 0, lastSeen);
      // An id from the future (the database was replaced) or rows pruned since: the client cannot be caught up.
      const pruned = min === null ? afterId < head : afterId < min - 1;
      if (afterId > head || pruned) return { resync: true, head };
      const filter = audienceFilter(a);
      if (!filter) return { resync: false, rows: [] };
      const rows = (await db
        .select(columns)
        .from(events)
        .where(and(eq(events.tenantId, a.tenantId), gt(events.id, afterId), filter))
        .orderBy(asc(events.id))
        .limit(replayLimit + 1)) as EventRow[];
      if (rows.length > replayLimit) return { resync: true, head };
      return { resync: false, rows };
    },
    head: async () => Math.max(await maxId(), lastSeen),
    drain,
    committed,
    prune,
    size: () => {
      let n = 0;
      for (const subs of byTenant.values()) n += subs.size;
      return n;
    },
  };
}
