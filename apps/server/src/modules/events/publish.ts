import type { EventType } from '@portico/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

/** PostgreSQL channel the events table is announced on; every node's stream hub listens (DESIGN §2). */
export const EVENTS_CHANNEL = 'portico_events';

export type NewEvent = {
  tenantId: string;
  /** 'buyer' with a userId: that buyer only; 'buyer' with userId null: every buyer of the tenant; 'seller': the tenant's sellers. */
  audience: 'buyer' | 'seller';
  userId: string | null;
  type: EventType;
  data?: Record<string, unknown>;
};

/**
 * Records live-update events in the caller's transaction and announces them with NOTIFY, which PostgreSQL
 * delivers only on commit: a rolled-back change announces nothing, a committed one always does.
 */
export async function publishEvents(db: DbOrTx, list: NewEvent[]): Promise<void> {
  if (list.length === 0) return;
  const rows = await db
    .insert(events)
    .values(list.map((e) => ({ ...e, data: e.data ?? {} })))
    .returning({
      id: events.id,
      tenantId: events.tenantId,
      audience: events.audience,
      userId: events.userId,
      type: events.type,
      data: events.data,
    });
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${notifyPayload(rows)})`);
}

/** NOTIFY payloads are limited to 8000 bytes; above this the hub is told the last id and reads the rows. */
const PAYLOAD_MAX_BYTES = 7_900;

/**
 * The NOTIFY payload announcing committed event rows: `{"events":[…]}` with the rows themselves (oldest first) when
 * they fit, so each node's hub delivers them without reading the table back (hub.ts), else the last id as text.
 * Migration 0009 builds the same shape inside offers_write_line.
 */
export function notifyPayload(rows: NotifiedEvent[]): string {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const json = JSON.stringify({ events: sorted });
  if (Buffer.byteLength(json) <= PAYLOAD_MAX_BYTES) return json;
  return String(sorted.at(-1)!.id);
}

/** One event row as a NOTIFY payload carries it (and as the hub reads it). */
export type NotifiedEvent = {
  id: number;
  tenantId: string;
  audience: string;
  userId: string | null;
  type: string;
  data: Record<string, unknown>;
};

export const publishEvent = (db: DbOrTx, event: NewEvent) => publishEvents(db, [event]);
