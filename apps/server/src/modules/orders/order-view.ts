import {
  type GetOrderResponse,
  INTEGRATED_PAYPAL,
  type OrderPermission,
  type OrderSettings,
} from '@portico/contract';
import { minorToMajor, orderPermission, withdrawOrderOptions } from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import type { UserAccess } from '../accounts/accounts.service.ts';
import { type CheckoutContext, loadCheckoutContext } from '../checkout/checkout-context.ts';
import { toSalesOrder } from './order-mapper.ts';
import { type LineWithStock, linesOfOrders, type OrderRow } from './orders.repository.ts';

/**
 * get-order's answer (N-053, L-002): {salesOrder, orderOptions, permission}, built from the stored order, its
 * lines with their stock, and the checkout context of its warehouse — the same for GET order/{n} and every order
 * change's answer (OrderChangeResponse). The permission set is the server's (packages/domain orderPermission,
 * L-017); a buyer without CAN_UPDATE_ORDER (B-039: may view orders only) gets no edit flag at all. The options
 * are the checkout's with option withdrawal applied (L-035…L-038).
 */

/** Units still held by the order's lines (ordered − cancelled − shipped). */
export const openUnitsOf = (lines: readonly { line: LineWithStock['line'] }[]) =>
  lines.reduce(
    (s, { line }) => s + Math.max(0, line.orderedQuantity - line.canceledQuantity - line.shippedQuantity),
    0,
  );

export function permissionOf(
  order: OrderRow,
  lines: readonly LineWithStock[],
  settings: OrderSettings,
  canUpdate: boolean,
  now: Date,
): OrderPermission {
  return permissionFor(order, openUnitsOf(lines), settings, canUpdate, now);
}

/** permissionOf from the open units already counted (a kept view: order-view-cache.ts). */
export function permissionFor(
  order: OrderRow,
  openUnits: number,
  settings: OrderSettings,
  canUpdate: boolean,
  now: Date,
): OrderPermission {
  const p = orderPermission({
    fulfillmentStatus: order.fulfillmentStatus,
    paymentStatus: order.paymentStatus,
    settings,
    racFeeAgreed: order.racFeeAgreed,
    gracePeriodEnd: order.gracePeriodEnd?.toISOString() ?? null,
    racFeePeriodEnd: order.racFeePeriodEnd?.toISOString() ?? null,
    openUnits,
    now: now.getTime(),
  });
  if (canUpdate) return p;
  return {
    ...Object.fromEntries(Object.keys(p).map((k) => [k, false])),
    isPaymentGracePeriodSectionApplicable: p.isPaymentGracePeriodSectionApplicable,
  } as OrderPermission;
}

/** Whether the order pays by the integrated online payment (Q-044: release keeps it ON_HOLD until captured). */
export const paysIntegrated = (order: Pick<OrderRow, 'paymentMethodCode'>) =>
  order.paymentMethodCode === INTEGRATED_PAYPAL;

/** The parts of the view that do not depend on the clock or the caller: salesOrder and orderOptions. */
export function orderViewParts(
  order: OrderRow,
  lines: readonly LineWithStock[],
  checkout: CheckoutContext,
): Pick<GetOrderResponse, 'salesOrder' | 'orderOptions'> {
  const p = checkout.currencyPrecision;
  return {
    salesOrder: toSalesOrder(order, lines, checkout.warehouseLabel, p, checkout.maxItemQuantityToBeDisplayed),
    orderOptions: withdrawOrderOptions(checkout.options, {
      units: order.totalOrderedQuantity,
      subtotal: minorToMajor(order.subtotalMinor, p),
      shippingMethodCode: order.shippingMethodCode,
      paymentMethodCode: order.paymentMethodCode,
    }),
  };
}

export function buildOrderView(
  order: OrderRow,
  lines: readonly LineWithStock[],
  checkout: CheckoutContext,
  canUpdate: boolean,
  now: Date,
): GetOrderResponse {
  return {
    ...orderViewParts(order, lines, checkout),
    permission: permissionOf(order, lines, checkout.orderSettings, canUpdate, now),
  };
}

/** B-039: order changes need CAN_UPDATE_ORDER (CAN_VIEW_ORDER alone only reads). */
export const canUpdateOrders = (access: UserAccess) => access.authorities.has('CAN_UPDATE_ORDER');

/** The view of an order read by the caller (lines and context read here). */
export async function loadOrderView(
  db: DbOrTx,
  ctx: RequestContext,
  order: OrderRow,
  canUpdate: boolean,
  now: Date = new Date(),
): Promise<GetOrderResponse> {
  const [lines, checkout] = await Promise.all([
    linesOfOrders(db, ctx.tenantId, [order.id]),
    loadCheckoutContext(db, ctx.tenantId, ctx.userId, order.warehouse),
  ]);
  return buildOrderView(order, lines, checkout, canUpdate, now);
}
