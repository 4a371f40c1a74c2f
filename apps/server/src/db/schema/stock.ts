import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, ownerId, tenantId } from './columns.ts';
import { users } from './identity.ts';
import { tenants } from './tenants.ts';

/** A tenant's warehouses (part 1 §3 Stock list settings: warehouse list, warehouseLabels, warehouseAcceptingOffer). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    /** C-051: in warehouseAcceptingOffer. */
    acceptsOffers: boolean('accepts_offers').notNull().default(false),
    /** Q-064: its new availability and price drops are in the buyers' daily stock report (decision 021). */
    dailyReport: boolean('daily_report').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('warehouses_tenant_code_uq').on(t.tenantId, t.code)],
);

/** Part 1 §3 Participant and warehouse group (C-011, C-022); the tenant is the main participant. */
export const warehouseGroups = pgTable(
  'warehouse_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** C-022: null = not set. */
    selectOrder: integer('select_order'),
    warehouseCodes: text('warehouse_codes').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('warehouse_groups_tenant_idx').on(t.tenantId)],
);

/** Stock categories in display order, with their filter levels (C-013, C-014). */
export const stockCategories = pgTable(
  'stock_categories',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Up to 3 attribute names, top level first; may include 'warehouse'. */
    searchLevels: text('search_levels').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

/** Part 1 §3 Grade (C-016, C-057). */
export const grades = pgTable(
  'grades',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

/** Part 1 §3 Item group (C-055). A group holds the items of one warehouse. */
export const stockGroups = pgTable(
  'stock_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    groupKey: text('group_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    warehouse: text('warehouse').notNull(),
    isOfferAccepted: boolean('is_offer_accepted').notNull().default(true),
    /**
     * Bumped by triggers (migration 0003) whenever the group or one of its items changes, so the stock cache
     * re-serialises only the groups that changed (PERFORMANCE P1).
     */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [uniqueIndex('stock_groups_tenant_key_uq').on(t.tenantId, t.groupKey)],
);

/**
 * What the seller stock screen searches: the item number, description and item-number-warehouse, lower-cased, in
 * one text (chr(31) between them, so a search never matches across two). An index stands on this expression.
 */
export const sellerSearchText = (c: {
  itemNumber: AnyPgColumn;
  skuDescription: AnyPgColumn;
  itemNumberWarehouse: AnyPgColumn;
}) => sql`lower(${c.itemNumber} || chr(31) || ${c.skuDescription} || chr(31) || ${c.itemNumberWarehouse})`;

/** Part 1 §3 Stock item (C-054). Prices in integer minor units (DESIGN §5). */
export const stockItems = pgTable(
  'stock_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => stockGroups.id, { onDelete: 'cascade' }),
    itemNumber: text('item_number').notNull(),
    warehouse: text('warehouse').notNull(),
    itemNumberWarehouse: text('item_number_warehouse').notNull(),
    skuDescription: text('sku_description').notNull(),
    groupItemDescription: text('group_item_description').notNull().default(''),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    quantityAvailable: integer('quantity_available').notNull().default(0),
    listPriceMinor: integer('list_price_minor').notNull(),
    incrementSize: integer('increment_size').notNull().default(1),
    pendingOrderItemCount: integer('pending_order_item_count').notNull().default(0),
    /** Row version: bumped by a trigger whenever quantity, price or increment changes, whoever writes. A stock
     * export carries it, so an upload of an older export is told which rows changed since. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_items_tenant_inw_uq').on(t.tenantId, t.itemNumberWarehouse),
    index('stock_items_tenant_group_idx').on(t.tenantId, t.groupId),
    // The offer import's lookup by Item # (F-006): one index probe per key, whatever plan is cached (P6).
    index('stock_items_tenant_item_number_idx').on(t.tenantId, t.itemNumber),
    // The seller stock screen's text search (sellerSearchText): trigrams of the three texts, lower-cased. Never
    // a plain trigram index on item_number_warehouse: the planner would take it for the equality joins.
    index('stock_items_search_trgm').using('gin', sql`${sellerSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * Per-tenant stock version (DESIGN §2): bumped by database triggers on every write to stock_items and
 * stock_groups (migration 0001), so every node's stock cache sees a change with one point read.
 */
export const stockVersions = pgTable('stock_versions', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stamps every insert and update of a cart line (default here, a BEFORE UPDATE trigger in migration 0006), so a
 * buyer's (count, max change_seq) names the state of the cart: GET stocklist/offers serves pre-serialised bytes
 * while it and the tenant's stock version are unchanged (P5).
 */
export const stocklistOffersChangeSeq = pgSequence('stocklist_offers_change_seq');

/** Cart lines and offers (part 1 §3 Offer item); Q-027: one per buyer and itemNumberWarehouse. */
export const stocklistOffers = pgTable(
  'stocklist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    buyerId: ownerId('buyer_id'),
    itemNumberWarehouse: text('item_number_warehouse').notNull(),
    /** P-036 / Q-017 status and state names. */
    status: text('status').notNull(),
    state: text('state').notNull(),
    offerQuantity: integer('offer_quantity').notNull(),
    offerPriceMinor: integer('offer_price_minor').notNull(),
    checkOutQuantity: integer('check_out_quantity'),
    checkOutPriceMinor: integer('check_out_price_minor'),
    counterPriceMinor: integer('counter_price_minor'),
    minimumCheckoutQuantity: integer('minimum_checkout_quantity'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** the status an OUT_OF_STOCK line returns to when restocked. */
    statusBeforeOutOfStock: text('status_before_out_of_stock'),
    /** when a pending offer lapses unanswered (tenant window); null = never. */
    pendingExpiresAt: timestamp('pending_expires_at', { withTimezone: true }),
    /** When the seller (or an auto-rule) last answered. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('stocklist_offers_change_seq')`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stocklist_offers_tenant_buyer_inw_uq').on(t.tenantId, t.buyerId, t.itemNumberWarehouse),
    index('stocklist_offers_tenant_inw_idx').on(t.tenantId, t.itemNumberWarehouse),
    index('stocklist_offers_tenant_state_idx').on(t.tenantId, t.state),
  ],
);

/**
 * Every seller answer to an offer (Q-019, "Answered offers history"): kept even when the buyer later
 * deletes the cart line. `action` is ACCEPT, COUNTER or REJECT; `auto` marks an auto-rule's answer.
 */
export const offerAnswers = pgTable(
  'offer_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    offerId: uuid('offer_id').notNull(),
    buyerId: ownerId('buyer_id'),
    itemNumberWarehouse: text('item_number_warehouse').notNull(),
    action: text('action').notNull(),
    offerQuantity: integer('offer_quantity').notNull(),
    offerPriceMinor: integer('offer_price_minor').notNull(),
    listPriceMinor: integer('list_price_minor').notNull(),
    counterPriceMinor: integer('counter_price_minor'),
    minimumCheckoutQuantity: integer('minimum_checkout_quantity'),
    /** The seller who answered; null for an auto-rule. */
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    auto: boolean('auto').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * An undoable answer not applied yet (docs/decisions/004): set when it is recorded, cleared when the job
     * applies or drops it (an undo deletes it). The job reads these alone, not the whole history.
     */
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [
    index('offer_answers_pending_idx').on(t.answeredAt).where(sql`${t.pending}`),
    index('offer_answers_tenant_time_idx').on(t.tenantId, t.answeredAt),
    // A cart line's answers (deleted with the line at checkout; the seller's inbox).
    index('offer_answers_offer_idx').on(t.tenantId, t.offerId),
  ],
);

/** per-item auto-rules applied when an offer arrives (accept at or above a floor, reject below a % of list). */
export const offerRules = pgTable(
  'offer_rules',
  {
    tenantId: tenantId(),
    itemNumberWarehouse: text('item_number_warehouse').notNull(),
    floorPriceMinor: integer('floor_price_minor'),
    /** Reject offers below this percentage of the list price (1–99); null = no auto-reject. */
    rejectBelowPercent: integer('reject_below_percent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.itemNumberWarehouse] })],
);

/** Daily report subscription (C-065, N-012). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenantId: tenantId(),
    userId: ownerId(),
    stockReportNotification: boolean('stock_report_notification').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/**
 * A buyer's pending bulk offer import (F-001…F-020, Q-065): what the review screen shows, kept per buyer
 * on the server so a reload or a second tab sees the same review and accept applies exactly what was reviewed.
 * One per buyer: a new upload replaces it.
 */
export const offerImports = pgTable(
  'offer_imports',
  {
    tenantId: tenantId(),
    buyerId: ownerId('buyer_id'),
    fileName: text('file_name').notNull(),
    /** The review as answered (invalidOffers, conflictOffers, validOffersMap) plus what accept needs, as jsonb… */
    review: jsonb('review'),
    /** …or as gzipped JSON bytes (a large review is cheaper to store and read this way). One of the two is set. */
    reviewGzip: bytea('review_gzip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.buyerId] }),
    check('offer_imports_review_present', sql`${t.review} is not null or ${t.reviewGzip} is not null`),
  ],
);
