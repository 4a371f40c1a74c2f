import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/**
 * The staff audit log: who did what in the seller console, when, to what, with the values before and after. Written
 * in the same transaction as the change it records (modules/staff/staff-access.ts `recordStaffAction`).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Kept when the staff user is later removed: the log outlives the account. */
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    /** A stable code, e.g. `buyer.authorities.update`, `staff.invite`, `settings.brand.publish`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_tenant_created_idx').on(t.tenantId, t.createdAt)],
);
