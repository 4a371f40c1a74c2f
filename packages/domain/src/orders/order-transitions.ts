/**
 * The order state machine (DESIGN §6; part 2 §4 Order details; L-048…L-054, L-057, Q-041, Q-043, Q-044): which
 * fulfillment status an event leads to, for the buyer's order page, the jobs and the seller's order desk alike.
 * An event a status does not allow answers undefined (the caller refuses it: the order moved on).
 *
 * Payment: PAY marks the order PAID (paymentStatus); fulfillment follows the table. The integrated online payment
 * keeps a released order ON_HOLD until its capture succeeds, then PAY releases it.
 */

export const ORDER_EVENTS = [
  'RELEASE', // the buyer's RELEASE_ORDER (pay and ship now)
  'HOLD', // the buyer's HOLD_ORDER
  'CANCEL', // the buyer's cancel, or the last item removed (L-048)
  'CANCEL_WITH_FEE', // the same when a cancellation fee is charged (Q-041: stays Awaiting Payment)
  'QUOTE', // the seller enters the freight quote of a request-a-quote order
  'PAY', // the payment arrived (seller, or the integrated payment's capture)
  'SHIP', // the seller ships (tracking numbers)
  'INVOICE', // the seller invoices
  'EXPIRE', // the hold window ran out
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export type TransitionContext = {
  /** fulfillmentSettings.onReleaseFulfillmentStatusTo (AWAITING_PAYMENT unless the tenant sets its own). */
  onReleaseFulfillmentStatusTo: string;
  /** The order pays by the integrated online payment (INTEGRATED_PAYPAL). */
  integratedPayment: boolean;
  paymentStatus: string;
  /** Units still open; an order kept Awaiting Payment only for its cancellation fee has 0 (paid → CANCELED). */
  openUnits?: number;
};

/**
 * The table: status → event → next status (or a function of the context). Statuses not listed (a tenant's own
 * ones, CANCELED) allow nothing from the buyer; the seller's desk moves those with SHIP / INVOICE.
 */
const TABLE: Record<
  string,
  Partial<Record<OrderEvent, string | ((c: TransitionContext) => string | undefined)>>
> = {
  ON_HOLD: {
    RELEASE: (c) =>
      c.paymentStatus !== 'UNPAID'
        ? undefined
        : c.integratedPayment
          ? 'ON_HOLD'
          : c.onReleaseFulfillmentStatusTo,
    HOLD: (c) => (c.paymentStatus === 'UNPAID' ? 'ON_HOLD' : undefined),
    CANCEL: (c) => (c.paymentStatus === 'UNPAID' ? 'CANCELED' : undefined),
    CANCEL_WITH_FEE: (c) => (c.paymentStatus === 'UNPAID' ? 'AWAITING_PAYMENT' : undefined),
    PAY: (c) => (c.integratedPayment ? c.onReleaseFulfillmentStatusTo : 'READY_FOR_FULFILLMENT'),
    EXPIRE: (c) => (c.paymentStatus === 'UNPAID' ? 'CANCELED' : undefined),
  },
  AWAITING_SHIPPING_QUOTE: {
    QUOTE: 'ON_HOLD',
    CANCEL: (c) => (c.paymentStatus === 'UNPAID' ? 'CANCELED' : undefined),
    CANCEL_WITH_FEE: (c) => (c.paymentStatus === 'UNPAID' ? 'AWAITING_PAYMENT' : undefined),
  },
  AWAITING_PAYMENT: {
    HOLD: (c) => (c.paymentStatus === 'UNPAID' ? 'ON_HOLD' : undefined),
    CANCEL: (c) => (c.paymentStatus === 'UNPAID' ? 'CANCELED' : undefined),
    CANCEL_WITH_FEE: (c) => (c.paymentStatus === 'UNPAID' ? 'AWAITING_PAYMENT' : undefined),
    PAY: (c) => (c.openUnits === 0 ? 'CANCELED' : 'READY_FOR_FULFILLMENT'),
    SHIP: 'SHIPPED',
  },
  READY_FOR_FULFILLMENT: { SHIP: 'SHIPPED', INVOICE: 'INVOICED' },
  SHIPPED: { INVOICE: 'INVOICED', PAY: 'SHIPPED' },
  INVOICED: { PAY: 'INVOICED' },
};

/** The fulfillment status after `event`, or undefined when the order's status does not allow it. */
export function nextFulfillmentStatus(
  status: string,
  event: OrderEvent,
  ctx: TransitionContext,
): string | undefined {
  const rule = TABLE[status]?.[event];
  if (rule === undefined) return undefined;
  return typeof rule === 'function' ? rule(ctx) : rule;
}

/** The payment status after `event`: PAY makes it PAID; nothing else changes it. */
export function nextPaymentStatus(paymentStatus: string, event: OrderEvent): string {
  return event === 'PAY' ? 'PAID' : paymentStatus;
}
