import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, ownerId, tenantId } from './columns.ts';
import { users } from './identity.ts';
import { tenants } from './tenants.ts';

/**
 * Brand and site (A-001… …A-024): the staff's unpublished draft of the tenant's brand, the files the
 * brand uses (logo, favicon, a woff2 font; in the database, so every server node serves them) and the short-lived
 * tokens that let one staff user preview the draft in the portal.
 */

/** The draft the console edits; publishing copies it onto the tenant row and its config, then removes it. */
export const brandDrafts = pgTable('brand_drafts', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An uploaded brand file, addressed by the SHA-256 of its bytes (the URL carries it: immutable caching). */
export const brandAssets = pgTable(
  'brand_assets',
  {
    tenantId: tenantId(),
    sha256: text('sha256').notNull(),
    /** logo, favicon or font. */
    kind: text('kind').notNull(),
    /** The type detected from the content (magic bytes), never the client's claim. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sha256] })],
);

/** A random token (stored hashed) that applies the draft to the portal's page for one staff user, briefly. */
export const brandPreviewTokens = pgTable(
  'brand_preview_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: tenantId(),
    userId: ownerId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('brand_preview_tokens_expires_idx').on(t.expiresAt)],
);
