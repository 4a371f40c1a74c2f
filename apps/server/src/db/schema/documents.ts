import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, ownerId, tenantId } from './columns.ts';
import { users } from './identity.ts';
import { orders } from './orders.ts';

/**
 * Proof of export (H-001…H-012, N-043, Q-066): the documents a buyer has to supply before PAY AND SHIP NOW, their
 * files (in the database, so every server process reads them) and the short-lived upload tokens of poeData.
 */

/**
 * One document a buyer owes (part 1 §3 Proof-of-export data, Q-066): PENDING (no file yet) → SUBMITTED (a file
 * is waiting for the seller) → APPROVED, or REJECTED (with the seller's reason; the buyer uploads again). Tied to
 * the order the tenant's rule asked it for (order_id), or to the account alone (null).
 */
export const pendingDocuments = pgTable(
  'pending_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: ownerId(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('PENDING'),
    /** The seller's reason for a rejection (shown to the buyer); null otherwise. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Bumped by every upload, review and change of what is asked for: a review names the version it saw, so a file
     * replaced (or an order sent elsewhere) after the seller opened the document is not approved unseen.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_documents_tenant_user_idx').on(t.tenantId, t.userId),
    index('pending_documents_tenant_status_idx').on(t.tenantId, t.status, t.submittedAt),
    // An order's documents (the order page; the desk's 'documents to review' flag per order).
    index('pending_documents_order_idx').on(t.tenantId, t.orderId),
    uniqueIndex('pending_documents_tenant_order_name_uq').on(t.tenantId, t.orderId, t.name),
    check(
      'pending_documents_status_ck',
      sql`${t.status} in ('PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED')`,
    ),
  ],
);

/** The file uploaded for a document (N-043): the latest upload only; PDF / JPEG / PNG by content, ≤ 10 MB. */
export const documentFiles = pgTable('document_files', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => pendingDocuments.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  fileName: text('file_name').notNull(),
  /** The type the content was detected as (application/pdf, image/jpeg, image/png), never the client's claim. */
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** poeData.authToken (H-006): a random token, stored hashed, that lets one buyer upload until it expires. */
export const documentUploadTokens = pgTable(
  'document_upload_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: tenantId(),
    userId: ownerId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was issued: a token issued before the account's sessions were ended is refused (tokens_valid_after). */
    createdAt: createdAt(),
  },
  (t) => [index('document_upload_tokens_expires_idx').on(t.expiresAt)],
);
