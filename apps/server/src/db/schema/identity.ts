/** Identity tables: users, refresh tokens, new-password challenges, password reset codes and signing keys. */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** 'Buyer' and/or 'Seller'. */
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    /** CAN_BUY_ONLINE, … (P-044). */
    authorities: text('authorities').array().notNull().default(sql`'{}'::text[]`),
    /** PROSPECT while the buyer application is being processed. */
    buyerStatus: text('buyer_status').notNull().default('ACTIVE'),
    /** Set for invited users and after an operator reset: the first sign-in asks for a new password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    salesRepEmail: text('sales_rep_email'),
    salesRepPhone: text('sales_rep_phone'),
    salesRepWhatApp: text('sales_rep_whatsapp'),
    /** The buyer's company, as the seller console shows and searches it (modules/buyers-admin). */
    company: text('company').notNull().default(''),
    /**
     * The most this buyer may order on credit, minor units; null = the payment method's own creditLimit alone.
     * The checkout withdraws a credit method above the lower of the two (packages/domain buyerCreditLimit).
     */
    creditLimitMinor: bigint('credit_limit_minor', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    /** The staff role of a Seller-group user: OWNER, OPERATIONS or READ_ONLY (modules/staff/staff-access.ts). */
    staffRole: text('staff_role').notNull().default('OWNER'),
    /** ID tokens issued before this instant are refused (sign-out, password reset end every session). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email)],
);

/** Rotating refresh tokens, stored hashed; a reused (already rotated) token revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Short-lived sessions of the NEW_PASSWORD_REQUIRED challenge (stored hashed, single use). */
export const challengeSessions = pgTable('challenge_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionHash: text('session_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Forgot-password codes: 6 digits, stored hashed, single use, 10 minutes, at most 5 tries. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

/** ES256 signing keys shared by every server node (so any node verifies any token). */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
