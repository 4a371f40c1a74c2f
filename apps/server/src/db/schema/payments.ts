/**
 * Integrated online payments (Q-044, Q-045, N-044…N-046): one row per attempt to pay an order through a provider
 * (`sandbox` or `paypal`). The amount and currency are the order's as the server computed them when the approval
 * link was made; a capture checks them against the order again. Pays once: at most one CAPTURED (or later
 * REFUNDED) attempt per order (payments_order_paid_uq), and the capture runs under the order's and the attempt's
 * row locks, so a replayed return page or a double capture finds the attempt CAPTURED and pays nothing more.
 *
 * Status: CREATED (link made) → APPROVED (the buyer approved at the provider; the sandbox page records it here)
 * → CAPTURED → REFUNDED (the order was cancelled after it was paid); FAILED when the buyer cancelled, the provider
 * declined, or the attempt no longer fits the order.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { tenants } from './tenants.ts';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Payments are records: an order with payments is not deleted. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** 'sandbox' or 'paypal' (payment_methods.provider of the tenant's INTEGRATED_PAYPAL). */
    provider: text('provider').notNull(),
    /** The provider's order id: PayPal's order id, the `token` of its return URL. */
    providerOrderId: text('provider_order_id').notNull(),
    /** The payer id the provider returned with the approval (PayerID). */
    payerId: text('payer_id'),
    providerCaptureId: text('provider_capture_id'),
    providerRefundId: text('provider_refund_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status').notNull().default('CREATED'),
    /** Why an attempt FAILED (cancelled, declined, amount changed…), for the seller and the log. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_order_uq').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_order_paid_uq').on(t.orderId).where(sql`${t.status} in ('CAPTURED', 'REFUNDED')`),
    index('payments_tenant_order_idx').on(t.tenantId, t.orderId),
    check(
      'payments_status_ck',
      sql`${t.status} in ('CREATED', 'APPROVED', 'CAPTURED', 'REFUNDED', 'FAILED')`,
    ),
    check('payments_amount_ck', sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * The refunds of a captured payment, one row each: all of it when its order is cancelled, the part paid for units
 * the seller closed unshipped. `requestKey` is the refund's idempotency key at the provider (PayPal-Request-Id),
 * made of the payment and the amount refunded before it, so a retry after a lost answer refunds once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_key_uq').on(t.paymentId, t.requestKey),
    check('payment_refunds_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);
