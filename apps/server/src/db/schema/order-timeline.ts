/**
 * The order timeline (the seller's order desk; part 2 §3 Order, L-010): one row per change of an order — who
 * (the buyer, a staff member or a job, with the user's id when there is one), when, what (an action code and a
 * one-line summary), the values before and after, and whether the buyer's order page may show it. Written in the
 * change's own transaction, never updated. Not to be confused with modules/orders/order-events.ts, which publishes
 * the live `orders.changed` events.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { orders } from './orders.ts';
import { tenants } from './tenants.ts';

export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** BUYER, STAFF or JOB (contract TimelineActorKind). */
    actorKind: text('actor_kind').notNull(),
    /** The buyer's or staff member's user id; null for a job (or a user since deleted). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** ORDER_PLACED, QUOTE_ANSWERED, PAYMENT_RECEIVED, ORDER_SHIPPED, ORDER_INVOICED, ORDER_CANCELED, … */
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    visibleToBuyer: boolean('visible_to_buyer').notNull().default(false),
  },
  (t) => [
    // An order's timeline in order (the desk's view, the buyer's page).
    index('order_timeline_order_at_idx').on(t.tenantId, t.orderId, t.at),
    check('order_timeline_actor_kind_ck', sql`${t.actorKind} in ('BUYER', 'STAFF', 'JOB')`),
  ],
);
