import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Live-update events (DESIGN §2, A-029): written in the same transaction as the change they announce, then
 * fanned out to open streams (NOTIFY on commit, or the writer's hub after it: hub.ts `committed`). The id is the
 * SSE event id, so `Last-Event-ID` resumes from the table. `userId` null with audience 'buyer' reaches every buyer of the tenant (a stock change);
 * audience 'seller' reaches the tenant's sellers.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign key to tenants, on purpose (PERFORMANCE P5): the check share-locks the tenant's row in every
    // writing transaction, and concurrent writers of one tenant then queue on multixacts. Events are a 24-hour log
    // (hub.ts prune), and the tenant id is always the writer's own.
    tenantId: uuid('tenant_id').notNull(),
    audience: text('audience').notNull(),
    userId: uuid('user_id'),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_tenant_id_idx').on(t.tenantId, t.id)],
);
