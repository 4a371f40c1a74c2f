import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ownerId, tenantId } from './columns.ts';

/** Part 1 §3 Stock alert (E-002…E-008): one per buyer and itemNumberWarehouse. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    tenantId: tenantId(),
    userId: ownerId(),
    itemNumberWarehouse: text('item_number_warehouse').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.itemNumberWarehouse] }),
    index('stock_alerts_tenant_inw_idx').on(t.tenantId, t.itemNumberWarehouse),
  ],
);

/**
 * Every change of an item's available quantity or list price, written by database triggers (migration 0004)
 * whoever made it: the daily report reads new availability and price drops from here, stock alerts the
 * units added. An insert logs quantityBefore 0 and priceBefore null.
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    itemNumberWarehouse: text('item_number_warehouse').notNull(),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    priceBeforeMinor: integer('price_before_minor'),
    priceAfterMinor: integer('price_after_minor').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Why and by whom, as the inventory core (modules/inventory) states it for its writes (migration 0013:
     * the triggers read it from the transaction); null for a write outside the core (seed, CLI).
     */
    reason: text('reason'),
    actorKind: text('actor_kind'),
    actorId: uuid('actor_id'),
    reference: text('reference'),
  },
  (t) => [
    index('stock_changes_tenant_time_idx').on(t.tenantId, t.changedAt),
    // The retention delete of every tenant's old changes (daily report job).
    index('stock_changes_time_idx').on(t.changedAt),
  ],
);

/**
 * Mail outbox (DESIGN §2 jobs): a mail is enqueued in the same transaction as the change that causes it,
 * under a key unique per tenant (e.g. `alert:<user>:<item>:<stock change id>`, `daily-report:<user>:<date>`), so a
 * rerun never adds a copy; a delivery job sends PENDING rows and records the outcome (at least once: a crash
 * between a send and its mark sends that one mail again, with the same Message-ID; jobs/outbox-delivery.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    dedupeKey: text('dedupe_key').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** [{ filename, contentType, contentBase64 }] */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** PENDING, SENT or FAILED (gave up after the retries). */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_tenant_key_uq').on(t.tenantId, t.dedupeKey),
    index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    // The seller's outbox, newest first.
    index('mail_outbox_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** Daily report runs: one row per buyer and day in the tenant's time zone; the report covers since the last. */
export const dailyReportRuns = pgTable(
  'daily_report_runs',
  {
    tenantId: tenantId(),
    userId: ownerId(),
    reportDate: date('report_date').notNull(),
    coveredFrom: timestamp('covered_from', { withTimezone: true }).notNull(),
    coveredTo: timestamp('covered_to', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.reportDate] })],
);

/**
 * A seller's inventory upload between review and apply: the review answered and the items its 'new'
 * rows create, kept 30 minutes so a reload, another tab or another node applies exactly what was reviewed.
 */
export const stockUploads = pgTable(
  'stock_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: ownerId(),
    fileName: text('file_name').notNull(),
    /** The StockUploadReview as answered (contract seller-stock.ts). */
    review: jsonb('review').notNull(),
    /** The items the review's 'new' rows create, by spreadsheet row. */
    newItems: jsonb('new_items').notNull().default(sql`'[]'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_uploads_tenant_user_idx').on(t.tenantId, t.userId)],
);
