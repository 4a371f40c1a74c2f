import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { tenants } from './tenants.ts';

/**
 * Column groups several tables share (not a table: index.ts leaves this module out). Each call makes a new column,
 * as a table needs its own.
 */

/** PostgreSQL bytea as a Node Buffer (drizzle has no built-in bytea column). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The row's tenant: removed with the tenant. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** The user (buyer) the row belongs to: removed with the user. */
export const ownerId = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
