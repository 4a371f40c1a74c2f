import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/**
 * Live-update events (DESIGN §2, A-029): written in the same transaction as the change they announce, then
 * fanned out to open streams (PostgreSQL NOTIFY on commit). The id is the SSE event id, so `Last-Event-ID`
 * resumes from the table. `userId` null with audience 'buyer' reaches every buyer of the tenant (a stock change);
 * audience 'seller' reaches the tenant's sellers.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    audience: text('audience').notNull(),
    userId: uuid('user_id'),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_tenant_id_idx').on(t.tenantId, t.id)],
);
