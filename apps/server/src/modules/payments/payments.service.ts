import { type ConfirmPaymentResponse, INTEGRATED_PAYPAL, type PaymentLinkResponse } from '@portico/contract';
import { formatMoney, minorToMajor, nextFulfillmentStatus, nextPaymentStatus } from '@portico/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import {
  orders,
  orderTimeline,
  paymentMethods,
  paymentRefunds,
  payments,
  users,
} from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireAuthority } from '../accounts/accounts.service.ts';
import { type CheckoutContext, loadCheckoutContext } from '../checkout/checkout-context.ts';
import { publishEvents } from '../events/publish.ts';
import { PAY_AND_SHIP_BLOCKED, payAndShipBlocked } from '../export-documents/export-documents.service.ts';
import { mailFor } from '../orders/order-changes.service.ts';
import { orderChangedEvents } from '../orders/order-events.ts';
import { recordOrderChange } from '../orders/order-timeline.ts';
import { findOrder, linesOfOrders, type OrderRow } from '../orders/orders.repository.ts';
import { normalizeOrderNumber, orderNotFound } from '../orders/orders.service.ts';
import {
  type AttemptState,
  type Money,
  minorOf,
  type PaymentProvider,
  type PaymentProviders,
  PROVIDER_NAMES,
  type ProviderName,
} from './payment-provider.ts';
import { sandboxPayerId } from './sandbox-provider.ts';

/**
 * The integrated online payment of an order (INTEGRATED_PAYPAL; I-053, I-072…I-080, N-044…N-046, Q-011, Q-044,
 * Q-045), whatever the provider:
 * - the payment link (GET order/{n}/payment): a payments row per attempt, its amount and currency the order's as
 *   the server computed them;
 * - confirm and capture (GET order/{n}/confirm-payment, GET order/{n}/payment/capture): under the order's and the
 *   attempt's row locks; a captured attempt answers SUCCESS again without paying twice (a replayed return page, a
 *   double capture); a token of another order, buyer or tenant, or an amount that no longer matches the order,
 *   is refused and logged. On success the order is PAID and released (Q-044: it stayed ON_HOLD until now);
 *   `orders.changed` and the release mail go out as for the order page's release;
 * - an order paid online that owes less than was paid is refunded the difference once (refundOverpaidOrder: a
 *   cancelled order whole, units closed unshipped in part; the cancel services call it).
 */

export type PaymentAttempt = typeof payments.$inferSelect;

const stateOf = (p: PaymentAttempt): AttemptState => ({
  id: p.id,
  providerOrderId: p.providerOrderId,
  status: p.status,
  payerId: p.payerId,
});

const notPayable = () =>
  new AppError('validationFailed', 'This order cannot be paid online now', undefined, [
    {
      messageCode: 'paymentNotAvailable',
      messageDescription: 'This order cannot be paid online now',
      field: 'phonexOrderNumber',
    },
  ]);

/**
 * Paying releases the order: it is an order change (the callers require CAN_UPDATE_ORDER, B-039: viewing alone
 * does not pay), refused while the buyer's proof of export is due (H-010), as Pay And Ship Now and RELEASE_ORDER
 * are.
 */
async function refuseWhileProofIsDue(db: DbOrTx, ctx: RequestContext): Promise<void> {
  if (await payAndShipBlocked(db, ctx.tenantId, ctx.userId)) {
    throw new AppError('validationFailed', PAY_AND_SHIP_BLOCKED, undefined, [
      {
        messageCode: 'payAndShipNowDisabled',
        messageDescription: PAY_AND_SHIP_BLOCKED,
        field: 'phonexOrderNumber',
      },
    ]);
  }
}

/** The provider the tenant's payment settings name for INTEGRATED_PAYPAL ('sandbox' unless set). */
export async function providerOf(
  db: DbOrTx,
  providers: PaymentProviders,
  tenantId: string,
): Promise<PaymentProvider> {
  const [row] = await db
    .select({ provider: paymentMethods.provider })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.code, INTEGRATED_PAYPAL)));
  if (!row) throw notPayable();
  const name = (row.provider ?? 'sandbox') as ProviderName;
  const provider = PROVIDER_NAMES.includes(name) ? providers[name] : undefined;
  if (!provider) {
    throw new AppError(
      'serviceUnavailable',
      'Online payment is not available right now. Please try again later.',
    );
  }
  return provider;
}

/** Whether the order can be paid online now: held for its integrated payment, unpaid, with a known total. */
const payable = (o: OrderRow) =>
  o.paymentMethodCode === INTEGRATED_PAYPAL &&
  o.fulfillmentStatus === 'ON_HOLD' &&
  o.paymentStatus === 'UNPAID' &&
  !o.freightUndefined &&
  o.totalMinor > 0;

const moneyOf = (amountMinor: number, checkout: CheckoutContext): Money => ({
  amountMinor,
  currencyCode: checkout.currencyCode,
  precision: checkout.currencyPrecision,
});

/**
 * GET order/{n}/payment (N-045, I-072): a new attempt at the provider for the order's total as stored (the
 * server's own computation, never the client's), and the link the pop-up opens. `origin` is the portal's origin
 * (the provider returns the buyer to /orders/{n}/order-release-confirmation there).
 */
export async function createPaymentLink(
  db: DbOrTx,
  providers: PaymentProviders,
  ctx: RequestContext,
  n: string,
  origin: string,
): Promise<PaymentLinkResponse> {
  await requireAuthority(db, ctx, 'CAN_UPDATE_ORDER');
  const order = await findOrder(db, ctx.tenantId, ctx.userId, normalizeOrderNumber(n));
  if (!order) throw orderNotFound(n);
  if (!payable(order)) throw notPayable();
  await refuseWhileProofIsDue(db, ctx);
  const provider = await providerOf(db, providers, ctx.tenantId);
  const checkout = await loadCheckoutContext(db, ctx.tenantId, ctx.userId, order.warehouse);
  const money = moneyOf(order.totalMinor, checkout);
  const paymentId = crypto.randomUUID();
  const back = `${origin}/orders/${encodeURIComponent(order.phonexOrderNumber)}/order-release-confirmation`;
  const created = await provider.create({
    paymentId,
    reference: order.phonexOrderNumber,
    description: `${checkout.tenantName} order ${order.phonexOrderNumber}`,
    money,
    returnUrl: `${back}?status=success`,
    cancelUrl: `${back}?status=cancel`,
  });
  await db.insert(payments).values({
    id: paymentId,
    tenantId: ctx.tenantId,
    orderId: order.id,
    provider: provider.name,
    providerOrderId: created.providerOrderId,
    amountMinor: money.amountMinor,
    currencyCode: money.currencyCode,
  });
  return { approvalLink: created.approvalLink };
}

/**
 * An attempt of the tenant by the provider's token, with its order. `lock`: the order's row, then the attempt's
 * (the order first, as every writer of orders locks it, so a capture never deadlocks with a cancel or a refund).
 */
export async function attemptByToken(
  db: DbOrTx,
  tenantId: string,
  provider: ProviderName,
  token: string,
  lock = false,
): Promise<{ payment: PaymentAttempt; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.provider, provider),
        eq(payments.providerOrderId, token),
      ),
    );
  if (!row || !lock) return row;
  const [order] = await db.select().from(orders).where(eq(orders.id, row.order.id)).for('update');
  const [payment] = await db.select().from(payments).where(eq(payments.id, row.payment.id)).for('update');
  return order && payment ? { payment, order } : undefined;
}

/** Marks an attempt FAILED and the order's last attempt FAILURE (N-048: the status then reads FAILURE). */
async function failAttempt(tx: DbOrTx, payment: PaymentAttempt, order: OrderRow, reason: string, now: Date) {
  if (payment.status === 'CREATED' || payment.status === 'APPROVED') {
    await tx
      .update(payments)
      .set({ status: 'FAILED', failureReason: reason, updatedAt: now })
      .where(eq(payments.id, payment.id));
  }
  if (order.paymentStatus === 'UNPAID') {
    await tx
      .update(orders)
      .set({ paymentAttemptStatus: 'FAILURE', updatedAt: now })
      .where(eq(orders.id, order.id));
  }
}

/**
 * The sandbox approval page's Approve / Cancel: Approve records a payer on the attempt (APPROVED) and
 * answers where to send the buyer — the return page with status=success, token and PayerID; Cancel fails the
 * attempt (the order stays ON_HOLD, its payment status reads FAILURE) and sends status=cancel with the token.
 * An unknown token, or an attempt already decided, changes nothing.
 */
export async function decideSandboxPayment(
  db: DbOrTx,
  tenantId: string,
  token: string,
  decision: 'approve' | 'cancel',
  now: Date = new Date(),
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const found = await attemptByToken(tx, tenantId, 'sandbox', token, true);
    if (!found) return undefined;
    const { payment, order } = found;
    const back = `/orders/${encodeURIComponent(order.phonexOrderNumber)}/order-release-confirmation`;
    const q = (params: Record<string, string>) => `${back}?${new URLSearchParams(params).toString()}`;
    if (decision === 'cancel') {
      await failAttempt(tx, payment, order, 'CANCELLED_BY_BUYER', now);
      return q({ status: 'cancel', token });
    }
    if (payment.status === 'CREATED') {
      const payerId = sandboxPayerId();
      await tx
        .update(payments)
        .set({ status: 'APPROVED', payerId, updatedAt: now })
        .where(eq(payments.id, payment.id));
      return q({ status: 'success', token, PayerID: payerId });
    }
    if (payment.status === 'APPROVED' || payment.status === 'CAPTURED') {
      return q({ status: 'success', token, PayerID: payment.payerId ?? '' });
    }
    return q({ status: 'cancel', token });
  });
}

/**
 * GET order/{n}/confirm-payment (N-044, Q-011) and GET order/{n}/payment/capture (N-046, I-080): confirm that the
 * payer approved, then capture — once. See the module comment for the rules.
 */
export async function capturePayment(
  db: DbOrTx,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
  ctx: RequestContext,
  n: string,
  token: string,
  payerId: string,
  now: Date = new Date(),
): Promise<ConfirmPaymentResponse> {
  await requireAuthority(db, ctx, 'CAN_UPDATE_ORDER');
  const preview = await findOrder(db, ctx.tenantId, ctx.userId, normalizeOrderNumber(n));
  if (!preview) throw orderNotFound(n);
  await refuseWhileProofIsDue(db, ctx);
  const provider = await providerOf(db, providers, ctx.tenantId);
  const found = await attemptByToken(db, ctx.tenantId, provider.name, token);
  if (!found || found.order.id !== preview.id) {
    // Another order's, buyer's or tenant's token (or none at all): refused, logged, nothing changed.
    log.warn(
      {
        tenantId: ctx.tenantId,
        userId: ctx.userId,
        phonexOrderNumber: preview.phonexOrderNumber,
        tokenOrder: found?.order.phonexOrderNumber ?? null,
      },
      'payment capture refused: the token is not a payment of this order',
    );
    throw new AppError('validationFailed', 'This payment does not belong to this order', undefined, [
      {
        messageCode: 'paymentMismatch',
        messageDescription: 'This payment does not belong to this order',
        field: 'token',
      },
    ]);
  }
  const checkout = await loadCheckoutContext(db, ctx.tenantId, ctx.userId, preview.warehouse);
  return captureAttempt(db, provider, log, checkout, token, payerId, ctx.email, now);
}

/** The capture itself, under the locks (shared by the return page and PayPal's webhook). */
async function captureAttempt(
  db: DbOrTx,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  checkout: CheckoutContext,
  token: string,
  payerId: string,
  mailTo: string,
  now: Date,
  knownCapture?: { captureId: string; currencyCode: string; value: string },
): Promise<ConfirmPaymentResponse> {
  const failure: ConfirmPaymentResponse = { status: 'FAILURE', paymentConfirmed: false };
  const success: ConfirmPaymentResponse = { status: 'SUCCESS', paymentConfirmed: true };
  return db.transaction(async (tx) => {
    // The order row first, then the attempt (every writer of either locks in this order).
    const found = await attemptByToken(tx, checkout.tenantId, provider.name, token, true);
    if (!found) return failure;
    const { payment, order } = found;
    if (payment.status === 'CAPTURED') return success;
    if (order.paymentStatus === 'PAID') return success;
    const refuse = async (reason: string) => {
      log.warn(
        {
          tenantId: order.tenantId,
          phonexOrderNumber: order.phonexOrderNumber,
          paymentId: payment.id,
          reason,
        },
        'payment capture refused',
      );
      await failAttempt(tx, payment, order, reason, now);
      return failure;
    };
    if (payment.status !== 'CREATED' && payment.status !== 'APPROVED')
      return refuse(`ATTEMPT_${payment.status}`);
    if (!payable(order)) return refuse('ORDER_NOT_PAYABLE');
    // H-010: no release while proof of export is due (PayPal's webhook comes here without the buyer's request).
    if (await payAndShipBlocked(tx, order.tenantId, order.buyerId)) return refuse('PROOF_OF_EXPORT_DUE');
    if (payment.amountMinor !== order.totalMinor || payment.currencyCode !== checkout.currencyCode) {
      return refuse('AMOUNT_CHANGED');
    }
    let captureId: string;
    let reported: { currencyCode: string; value: string } | null;
    if (knownCapture) {
      captureId = knownCapture.captureId;
      reported = knownCapture;
    } else {
      if (!(await provider.confirm(stateOf(payment), payerId))) return refuse('NOT_APPROVED');
      const outcome = await provider.capture(stateOf(payment), payerId);
      if (!outcome.ok) return refuse(outcome.reason);
      captureId = outcome.captureId;
      reported = outcome.captured;
    }
    if (
      reported &&
      (reported.currencyCode !== payment.currencyCode ||
        minorOf(reported.value, checkout.currencyPrecision) !== payment.amountMinor)
    ) {
      // The provider captured something else than the order's amount: logged loudly, the order is not released.
      log.error(
        {
          tenantId: order.tenantId,
          phonexOrderNumber: order.phonexOrderNumber,
          paymentId: payment.id,
          reported,
        },
        'payment captured with another amount than the order: not released, refund by hand',
      );
      await tx
        .update(payments)
        .set({
          status: 'FAILED',
          failureReason: 'CAPTURED_AMOUNT_MISMATCH',
          providerCaptureId: captureId,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      await tx
        .update(orders)
        .set({ paymentAttemptStatus: 'FAILURE', updatedAt: now })
        .where(eq(orders.id, order.id));
      return failure;
    }
    await tx
      .update(payments)
      .set({
        status: 'CAPTURED',
        providerCaptureId: captureId,
        payerId: payment.payerId ?? payerId,
        capturedAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    await releasePaidOrder(tx, order, checkout, mailTo, now);
    return success;
  });
}

/**
 * the captured order is PAID and released — the tenant's onReleaseFulfillmentStatusTo through the order
 * state machine's PAY (the integrated payment kept it ON_HOLD until now) — with the release's event and mail.
 */
async function releasePaidOrder(
  tx: DbOrTx,
  order: OrderRow,
  checkout: CheckoutContext,
  mailTo: string,
  now: Date,
): Promise<void> {
  const next = nextFulfillmentStatus(order.fulfillmentStatus, 'PAY', {
    onReleaseFulfillmentStatusTo: checkout.orderSettings.fulfillmentSettings.onReleaseFulfillmentStatusTo,
    integratedPayment: true,
    paymentStatus: order.paymentStatus,
  });
  const [after] = await tx
    .update(orders)
    .set({
      fulfillmentStatus: next ?? order.fulfillmentStatus,
      paymentStatus: nextPaymentStatus(order.paymentStatus, 'PAY'),
      paidAt: now,
      releasedAt: now,
      paymentAttemptStatus: 'SUCCESS',
      holdExpiresAt: null,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  const lines = await linesOfOrders(tx, order.tenantId, [order.id]);
  await publishEvents(
    tx,
    orderChangedEvents(order.tenantId, order.buyerId, [order.phonexOrderNumber], 'ORDER_RELEASED'),
  );
  await recordOrderChange(tx, after!, 'PAYMENT_RECEIVED', { kind: 'BUYER', id: order.buyerId }, now);
  // One mail: the payment received, the order released with it (its status in the mail).
  if (mailTo) await mailFor(tx, mailTo, 'PAYMENT_RECEIVED', after!, lines, checkout);
}

/**
 * A capture PayPal reports by webhook (PAYMENT.CAPTURE.COMPLETED), its signature already verified: the attempt
 * of `providerOrderId` in this tenant is captured and its order released, unless the return page did it first.
 */
export async function captureFromWebhook(
  db: DbOrTx,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  tenantId: string,
  providerOrderId: string,
  capture: { captureId: string; currencyCode: string; value: string },
  now: Date = new Date(),
): Promise<boolean> {
  const found = await attemptByToken(db, tenantId, provider.name, providerOrderId);
  if (!found) {
    log.warn({ tenantId, providerOrderId }, 'payment webhook for an unknown attempt: ignored');
    return false;
  }
  const [buyer] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, found.order.buyerId));
  const checkout = await loadCheckoutContext(db, tenantId, found.order.buyerId, found.order.warehouse);
  const result = await captureAttempt(
    db,
    provider,
    log,
    checkout,
    providerOrderId,
    found.payment.payerId ?? '',
    buyer?.email ?? '',
    now,
    capture,
  );
  return result.status === 'SUCCESS';
}

/**
 * An order paid online that now owes less than was paid is refunded the difference, once: all of it when the order
 * is cancelled, the part paid for units the seller closed unshipped when it owes less after the close. Each refund
 * is a payment_refunds row whose request key (the payment and what was refunded before it) is the provider's
 * idempotency key, so a retry after a lost answer refunds once; a payment refunded whole becomes REFUNDED. A
 * refund is told on the order's history (visible to the buyer). Called after the cancel's or the close's
 * transaction, and by the order-refunds job for an order still marked refund_due (the call after the change
 * failed); an order that owes what was paid is left alone. Clears refund_due. Answers the minor units refunded now.
 */
export async function refundOverpaidOrder(
  db: DbOrTx,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
  tenantId: string,
  orderId: string,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
      .for('update');
    if (!order) return 0;
    const captured = await tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId), eq(payments.status, 'CAPTURED')),
      )
      .for('update');
    if (captured.length === 0) {
      if (order.refundDue) await tx.update(orders).set({ refundDue: false }).where(eq(orders.id, orderId));
      return 0;
    }
    const checkout = await loadCheckoutContext(tx, tenantId, order.buyerId, order.warehouse);
    // A cancelled order owes nothing (its cancellation fee is not taken from a payment, Q-041).
    let owed = order.fulfillmentStatus === 'CANCELED' ? 0 : order.totalMinor;
    let refundedNow = 0;
    for (const payment of captured) {
      const [done] = await tx
        .select({ minor: sql<string>`coalesce(sum(${paymentRefunds.amountMinor}), 0)` })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment.id));
      const before = Number(done?.minor ?? 0);
      const kept = payment.amountMinor - before;
      const refund = kept - Math.min(kept, owed);
      owed -= Math.min(kept, owed);
      if (refund <= 0) continue;
      const provider = providers[payment.provider as ProviderName];
      if (!provider || !payment.providerCaptureId) {
        log.error(
          { paymentId: payment.id, refund },
          'order paid online owes less: no provider to refund it, refund by hand',
        );
        continue;
      }
      const requestKey = `refund-${payment.id}-${before}`;
      const { refundId } = await provider.refund({
        paymentId: payment.id,
        captureId: payment.providerCaptureId,
        money: moneyOf(refund, checkout),
        requestKey,
      });
      await tx.insert(paymentRefunds).values({
        tenantId,
        paymentId: payment.id,
        amountMinor: refund,
        providerRefundId: refundId,
        requestKey,
      });
      if (refund === kept) {
        await tx
          .update(payments)
          .set({ status: 'REFUNDED', providerRefundId: refundId, refundedAt: now, updatedAt: now })
          .where(eq(payments.id, payment.id));
      }
      const amount = minorToMajor(refund, checkout.currencyPrecision);
      await tx.insert(orderTimeline).values({
        tenantId,
        orderId,
        at: now,
        actorKind: 'JOB',
        actorId: null,
        action: 'PAYMENT_REFUNDED',
        summary: `Refunded ${formatMoney(amount, { currencyCode: checkout.currencyCode, precision: checkout.currencyPrecision })} to the account that paid online`,
        after: { refund: amount, provider: payment.provider },
        visibleToBuyer: true,
      });
      refundedNow += refund;
    }
    if (order.refundDue) await tx.update(orders).set({ refundDue: false }).where(eq(orders.id, orderId));
    if (refundedNow > 0) {
      await publishEvents(
        tx,
        orderChangedEvents(tenantId, order.buyerId, [order.phonexOrderNumber], 'ORDER_EDITED'),
      );
    }
    return refundedNow;
  });
}

/** Whether the order has a captured online payment (what it no longer owes is refunded by refundOverpaidOrder). */
export async function capturedOnline(db: DbOrTx, tenantId: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId), eq(payments.status, 'CAPTURED')),
    )
    .limit(1);
  return row !== undefined;
}

/** A cancelled order that was paid online is refunded whole, once (refundOverpaidOrder); answers the refunds made. */
export async function refundCancelledOrder(
  db: DbOrTx,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
  tenantId: string,
  orderId: string,
  now: Date = new Date(),
): Promise<number> {
  const [order] = await db
    .select({ status: orders.fulfillmentStatus })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  if (order?.status !== 'CANCELED') return 0;
  return (await refundOverpaidOrder(db, providers, log, tenantId, orderId, now)) > 0 ? 1 : 0;
}
