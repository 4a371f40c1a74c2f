import type { EventType } from '@portico/contract';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

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
 * delivers only on commit: a rolled-back change announces nothing, a committed one always does. One statement
 * (the rows, then their NOTIFY: `{"events":[…]}` oldest first when it fits in PAYLOAD_MAX_BYTES, else the last id
 * as text, which hub.ts reads either way; migration 0009 builds the same shape), so a stock writer's locked section pays
 * one round trip for its events (P13).
 */
export async function publishEvents(db: DbOrTx, list: NewEvent[]): Promise<void> {
  if (list.length === 0) return;
  await queryRows(db, 'events_publish', PUBLISH_SQL, [
    eventRowsJson(list),
    EVENTS_CHANNEL,
    PAYLOAD_MAX_BYTES,
  ]);
}

/**
 * The events' insert and their NOTIFY as CTEs, for a statement that publishes in the same round trip as other work
 * (inventory.ts lockAndMove, P13): `rows`, `channel` and `max` are the placeholders of the JSON list (NewEvent rows
 * in the table's column names), the channel and PAYLOAD_MAX_BYTES; `guard`, a condition of the statement, writes
 * the whole list or nothing. `e` are the rows written, `p` the NOTIFY (one row when any was written). The rows
 * keep the list's order (ids ascending in it); the payload is publishEvents' (above).
 */
export function publishCtes(rows: string, channel: string, max: string, guard = 'true'): string {
  return `e as (
    insert into events (tenant_id, audience, user_id, type, data)
    select x.tenant_id, x.audience, x.user_id, x.type, x.data
    from rows from (jsonb_to_recordset(${rows}::jsonb)
      as (tenant_id uuid, audience text, user_id uuid, type text, data jsonb)) with ordinality
      as x(tenant_id, audience, user_id, type, data, n)
    where ${guard}
    order by x.n
    returning id, tenant_id, audience, user_id, type, data
  ), a as (
    select json_build_object('events', json_agg(json_build_object('id', id, 'tenantId', tenant_id,
      'audience', audience, 'userId', user_id, 'type', type, 'data', data) order by id))::text as payload,
      max(id) as last_id
    from e
  ), p as (
    select pg_notify(${channel}, case when octet_length(payload) <= ${max}::int then payload else last_id::text end)
    from a where last_id is not null
  )`;
}

const PUBLISH_SQL = `with ${publishCtes('$1', '$2', '$3')} select * from p`;

/** The rows of a list as publishCtes' `rows` parameter takes them. */
export const eventRowsJson = (list: readonly NewEvent[]) =>
  JSON.stringify(
    list.map((e) => ({
      tenant_id: e.tenantId,
      audience: e.audience,
      user_id: e.userId,
      type: e.type,
      data: e.data ?? {},
    })),
  );

/** NOTIFY payloads are limited to 8000 bytes; above this the hub is told the last id and reads the rows. */
export const PAYLOAD_MAX_BYTES = 7_900;

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
