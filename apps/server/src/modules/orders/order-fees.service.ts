import type {
  AcceptFeeTermsBody,
  AcceptFeeTermsResponse,
  CalculateRacFeesRequest,
  CalculateRacFeesResponse,
  FeeTerms,
  ManifestSummary,
  OrderSettings,
} from '@portico/contract';
import {
  bpToPercent,
  cancellationFee,
  feeOf,
  minorToMajor,
  multiplyMinor,
  percentToBp,
} from '@portico/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderInvoices, orderManifestLines, orderShipments, orders } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireAuthority, requireOrderAccess } from '../accounts/accounts.service.ts';
import { publishEvents } from '../events/publish.ts';
import { agreementOf } from './order-changes.service.ts';
import { enqueueOrderMail, orderChangedEvents } from './order-events.ts';
import { recordOrderChange } from './order-timeline.ts';
import { permissionOf } from './order-view.ts';
import { findOrder, linesOfOrders, type OrderRow } from './orders.repository.ts';
import { normalizeOrderNumber, orderNotFound, tenantOrderContext } from './orders.service.ts';

/**
 * Late-payment fee terms (part 2 §3 Fee terms, §4 Fee agreement flow; N-049…N-051, L-058…L-069, Q-040, Q-041;
 * docs/decisions/008) and the manifest summary (N-055, Q-049). The terms an order is bound by are fixed when it is
 * placed or released (orders.reservation_fee_bp, cancellation_fee_bp, grace_period_end, rac_fee_period_end); an
 * order that has none yet is quoted the tenant's current terms (paymentCollectionSettings).
 */

/** The order's terms in basis points: its own once fixed, else the tenant's. */
function termsBp(order: OrderRow, settings: OrderSettings) {
  const pcs = settings.paymentCollectionSettings;
  const fixed = order.gracePeriodEnd !== null && (order.reservationFeeBp > 0 || order.cancellationFeeBp > 0);
  return fixed
    ? { reservationBp: order.reservationFeeBp, cancellationBp: order.cancellationFeeBp }
    : {
        reservationBp: percentToBp(pcs.reservationFeePercent),
        cancellationBp: percentToBp(pcs.cancellationFeePercent),
      };
}

async function buyersOrder(db: DbOrTx, ctx: RequestContext, n: string) {
  const order = await findOrder(db, ctx.tenantId, ctx.userId, normalizeOrderNumber(n));
  if (!order) throw orderNotFound(n);
  return order;
}

/** Subtotal of the units still open (what a cancellation would cancel). */
const openSubtotal = (lines: Awaited<ReturnType<typeof linesOfOrders>>) =>
  lines.reduce(
    (s, { line }) =>
      s +
      multiplyMinor(
        line.unitPriceMinor,
        Math.max(0, line.orderedQuantity - line.canceledQuantity - line.shippedQuantity),
      ),
    0,
  );

/** GET order/{n}/rac-terms (N-049, L-059). */
export async function feeTerms(db: DbOrTx, ctx: RequestContext, n: string): Promise<FeeTerms> {
  await requireOrderAccess(db, ctx);
  const order = await buyersOrder(db, ctx, n);
  const [tenant, lines] = await Promise.all([
    tenantOrderContext(db, ctx.tenantId),
    linesOfOrders(db, ctx.tenantId, [order.id]),
  ]);
  return termsOf(order, lines, tenant.settings, tenant.precision);
}

function termsOf(
  order: OrderRow,
  lines: Awaited<ReturnType<typeof linesOfOrders>>,
  settings: OrderSettings,
  precision: number,
): FeeTerms {
  const { reservationBp, cancellationBp } = termsBp(order, settings);
  const pcs = settings.paymentCollectionSettings;
  return {
    reservationFeePercent: bpToPercent(reservationBp),
    cancellationFeePercent: bpToPercent(cancellationBp),
    // the per-24 h amount of the subtotal now; Q-041: the fee on every open unit.
    reservationFeeRateAmount: minorToMajor(feeOf(order.subtotalMinor, reservationBp), precision),
    cancellationFeeRateAmount: minorToMajor(feeOf(openSubtotal(lines), cancellationBp), precision),
    gracePeriodEnd: order.gracePeriodEnd?.toISOString() ?? null,
    paymentTimeExtensionCustomText: pcs.paymentTimeExtensionCustomText,
    useCurrentAccountTextForPayment: pcs.useCurrentAccountTextForPayment,
    refOrderNumber: order.refOrderNumber,
    phonexOrderNumber: order.phonexOrderNumber,
  };
}

/** N-050 refusals: the description the page shows (L-065). */
const termsRefused = (description: string) =>
  new AppError('validationFailed', description, undefined, [
    { messageCode: 'feeTermsRefused', messageDescription: description, field: 'terms' },
  ]);

/**
 * POST order/{n}/rac-terms/accept (N-050, L-063, L-064): the buyer agrees to the terms they were shown. Refused
 * (422 with a description) when the order does not offer the agreement (canExtendPaymentTime, L-069 reading 2) or
 * the terms sent are not the order's terms now; otherwise racFeeAgreed, racFeeAgreedDate and the terms' rates are
 * stored, and the order changes (orders.changed, the confirmation mail).
 */
export async function acceptFeeTerms(
  db: DbOrTx,
  ctx: RequestContext,
  n: string,
  body: AcceptFeeTermsBody,
  now: Date = new Date(),
): Promise<AcceptFeeTermsResponse> {
  const access = await requireAuthority(db, ctx, 'CAN_UPDATE_ORDER');
  const tenant = await tenantOrderContext(db, ctx.tenantId);
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, ctx.tenantId, ctx.userId, normalizeOrderNumber(n), true);
    if (!order) throw orderNotFound(n);
    const lines = await linesOfOrders(tx, ctx.tenantId, [order.id]);
    const permission = permissionOf(order, lines, tenant.settings, true, now);
    if (!permission.canExtendPaymentTime) {
      throw termsRefused('The payment time of this order cannot be extended.');
    }
    const current = termsOf(order, lines, tenant.settings, tenant.precision);
    const matches =
      body.phonexOrderNumber === order.phonexOrderNumber &&
      body.reservationFeePercent === current.reservationFeePercent &&
      body.cancellationFeePercent === current.cancellationFeePercent &&
      body.gracePeriodEnd !== null &&
      current.gracePeriodEnd !== null &&
      Date.parse(body.gracePeriodEnd) === Date.parse(current.gracePeriodEnd);
    if (!matches) {
      throw termsRefused('The terms of this order have changed. Please review them and agree again.');
    }
    const { reservationBp, cancellationBp } = termsBp(order, tenant.settings);
    await tx
      .update(orders)
      .set({
        racFeeAgreed: true,
        racFeeAgreedAt: now,
        reservationFeeBp: reservationBp,
        cancellationFeeBp: cancellationBp,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    await publishEvents(
      tx,
      orderChangedEvents(ctx.tenantId, ctx.userId, [order.phonexOrderNumber], 'FEE_TERMS_AGREED'),
    );
    await recordOrderChange(tx, after!, 'FEE_TERMS_AGREED', { kind: 'BUYER', id: ctx.userId });
    await enqueueOrderMail(
      tx,
      access.email,
      'FEE_TERMS_AGREED',
      after!,
      lines.map((l) => l.line),
      {
        tenantName: tenant.name,
        precision: tenant.precision,
        currencyCode: tenant.currencyCode,
        language: tenant.language,
        statuses: tenant.settings.fulfillmentSettings.statuses,
      },
    );
    return { status: 'SUCCESS', racFeeAgreedDate: now.toISOString() };
  });
}

/**
 * POST order/rac-fees/calculate (N-051, L-067): the reservation fee charged so far, and — for a cancellation —
 * the fee cancelling those units (every open unit when no items are named) would cost now.
 */
export async function calculateRacFees(
  db: DbOrTx,
  ctx: RequestContext,
  body: CalculateRacFeesRequest,
  now: Date = new Date(),
): Promise<CalculateRacFeesResponse> {
  await requireOrderAccess(db, ctx);
  const order = await buyersOrder(db, ctx, body.phonexOrderNumber);
  const [tenant, lines] = await Promise.all([
    tenantOrderContext(db, ctx.tenantId),
    linesOfOrders(db, ctx.tenantId, [order.id]),
  ]);
  let cancelledMinor = 0;
  if (body.isCancellation) {
    const asked = new Map(body.items.map((i) => [i.itemNumberWarehouse, i.quantity]));
    for (const { line } of lines) {
      const open = Math.max(0, line.orderedQuantity - line.canceledQuantity - line.shippedQuantity);
      const units = body.items.length === 0 ? open : Math.min(open, asked.get(line.itemNumberWarehouse) ?? 0);
      cancelledMinor += multiplyMinor(line.unitPriceMinor, units);
    }
  }
  return {
    reservationFee: minorToMajor(order.reservationFeeMinor, tenant.precision),
    cancellationFee: minorToMajor(
      cancellationFee(agreementOf(order), cancelledMinor, now.getTime()),
      tenant.precision,
    ),
  };
}

/**
 * GET order/{n}/manifest-summary (N-055, L-006, L-007, L-009, Q-049): whether the manifest has IMEIs, the invoice
 * numbers (when the tenant shows invoices for the order's status) and the tracking numbers with their carriers
 * (SHIPPED or INVOICED only).
 */
export async function manifestSummary(db: DbOrTx, ctx: RequestContext, n: string): Promise<ManifestSummary> {
  await requireOrderAccess(db, ctx);
  const order = await buyersOrder(db, ctx, n);
  const tenant = await tenantOrderContext(db, ctx.tenantId);
  const [imei, invoices, shipments] = await Promise.all([
    db
      .select({ id: orderManifestLines.id })
      .from(orderManifestLines)
      .where(and(eq(orderManifestLines.tenantId, ctx.tenantId), eq(orderManifestLines.orderId, order.id)))
      .limit(1),
    db
      .select({ n: orderInvoices.invoiceNumber })
      .from(orderInvoices)
      .where(and(eq(orderInvoices.tenantId, ctx.tenantId), eq(orderInvoices.orderId, order.id)))
      .orderBy(asc(orderInvoices.invoiceDate), asc(orderInvoices.invoiceNumber)),
    db
      .select({ n: orderShipments.trackingNumber, carrier: orderShipments.carrier })
      .from(orderShipments)
      .where(and(eq(orderShipments.tenantId, ctx.tenantId), eq(orderShipments.orderId, order.id)))
      .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.trackingNumber)),
  ]);
  const shipped = order.fulfillmentStatus === 'SHIPPED' || order.fulfillmentStatus === 'INVOICED';
  const showInvoices = tenant.settings.invoiceSettings.showInvoiceFulfillmentStatuses.includes(
    order.fulfillmentStatus,
  );
  return {
    imeiAvailable: imei.length > 0,
    invoiceNumbers: showInvoices ? invoices.map((i) => i.n) : [],
    trackingNumbers: shipped ? shipments.map((s) => s.n) : [],
    // L-010: the carrier of each, for its tracking page.
    shipments: shipped ? shipments.map((s) => ({ carrier: s.carrier, trackingNumber: s.n })) : [],
  };
}
