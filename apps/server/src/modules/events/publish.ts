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
    .returning({ id: events.id });
  const maxId = Math.max(...rows.map((r) => r.id));
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(maxId)})`);
}

export const publishEvent = (db: DbOrTx, event: NewEvent) => publishEvents(db, [event]);
