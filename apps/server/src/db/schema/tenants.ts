import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A seller running its own branded portal. `config` holds the saas-config keys that are not columns. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name'),
  siteTitle: text('site_title').notNull(),
  deactivated: boolean('deactivated').notNull().default(false),
  orderNumberPrefix: text('order_number_prefix').notNull().default('PXSTKL'),
  /** Tenant config entries of A-003 (theme `style_*` entries, footer_links, custom_css, menu display, …). */
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  /** Tenant settings read by the app-load calls (system messages, order settings, …). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names a tenant answers on (DESIGN §4). */
export const tenantDomains = pgTable('tenant_domains', {
  domain: text('domain').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
});

/** Per-tenant dictionary overrides on top of the default English dictionary. */
export const i18nOverrides = pgTable(
  'i18n_overrides',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('en'),
    key: text('key').notNull(),
    value: text('value').notNull(),
    valuePlural: text('value_plural'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.language, t.key] })],
);

/** Broadcast banners; `content` is stored already sanitised to the Q-069 tags. */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isBannerActive: boolean('is_banner_active').notNull().default(true),
    /** the schedule window; null means open on that side. The portal shows a banner only inside it. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_tenant_idx').on(t.tenantId)],
);
