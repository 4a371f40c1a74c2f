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
  'EXTEND_HOLD', // the seller gives a held order more time before its hold window runs out
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
  /**
   * The order's payment method extends credit: the tenant set a creditLimit on it (part 2 §3 Order options,
   * §5 Order option withdrawal — the only credit the spec knows), e.g. Net 30 terms. Such an order may ship
   * before it is paid (docs/decisions/014).
   */
  creditTerms?: boolean;
  /** The buyer's proof of export is due (H-010): the order may not be released until it is approved. */
  proofOfExportDue?: boolean;
};

/**
 * The table: status → event → next status (or a function of the context). Statuses not listed (a tenant's own
 * ones, CANCELED) allow nothing from the buyer; the seller's desk moves those with SHIP / INVOICE.
 */
/** INVOICE once every unit has shipped or been cancelled (an unknown count invoices nothing). */
const invoiceWhenShipped = (c: TransitionContext) => (c.openUnits === 0 ? 'INVOICED' : undefined);

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
    // Held already: a second HOLD is refused like a second RELEASE (no write, no mail).
    CANCEL: (c) => (c.paymentStatus === 'UNPAID' ? 'CANCELED' : undefined),
    CANCEL_WITH_FEE: (c) => (c.paymentStatus === 'UNPAID' ? 'AWAITING_PAYMENT' : undefined),
    // the capture releases and pays at once, so the release status is passed through as if paid there.
    // A payment releases the order, so not while the buyer's proof of export is due (H-010).
    PAY: (c) =>
      c.proofOfExportDue
        ? undefined
        : c.integratedPayment && c.onReleaseFulfillmentStatusTo !== 'AWAITING_PAYMENT'
          ? c.onReleaseFulfillmentStatusTo
          : 'READY_FOR_FULFILLMENT',
    EXPIRE: (c) => (c.paymentStatus === 'UNPAID' ? 'CANCELED' : undefined),
    EXTEND_HOLD: (c) => (c.paymentStatus === 'UNPAID' ? 'ON_HOLD' : undefined),
  },
  AWAITING_SHIPPING_QUOTE: {
    EXTEND_HOLD: (c) => (c.paymentStatus === 'UNPAID' ? 'AWAITING_SHIPPING_QUOTE' : undefined),
    // The quote is the price the buyer now pays: the order waits for payment with the freight in its total. Paid
    // online, it waits ON_HOLD (where the online payment is taken and the hold window applies, Q-043/Q-044);
    // docs/decisions/014. With proof of export due it waits ON_HOLD too: the buyer releases it once the document
    // is approved (H-010), as any held order.
    QUOTE: (c) => (c.integratedPayment || c.proofOfExportDue ? 'ON_HOLD' : 'AWAITING_PAYMENT'),
    CANCEL: (c) => (c.paymentStatus === 'UNPAID' ? 'CANCELED' : undefined),
    CANCEL_WITH_FEE: (c) => (c.paymentStatus === 'UNPAID' ? 'AWAITING_PAYMENT' : undefined),
  },
  AWAITING_PAYMENT: {
    HOLD: (c) => (c.paymentStatus === 'UNPAID' ? 'ON_HOLD' : undefined),
    CANCEL: (c) => (c.paymentStatus === 'UNPAID' ? 'CANCELED' : undefined),
    CANCEL_WITH_FEE: (c) => (c.paymentStatus === 'UNPAID' ? 'AWAITING_PAYMENT' : undefined),
    PAY: (c) => (c.openUnits === 0 ? 'CANCELED' : 'READY_FOR_FULFILLMENT'),
    // Unpaid, it ships only on credit terms (the payment is recorded after: SHIPPED + PAY); otherwise the payment
    // comes first (→ READY_FOR_FULFILLMENT). docs/decisions/014.
    SHIP: (c) => (c.paymentStatus !== 'UNPAID' || c.creditTerms ? 'SHIPPED' : undefined),
  },
  // A tenant releasing straight to fulfilment (onReleaseFulfillmentStatusTo) gets paid there too, and ships there
  // paid or not: its fulfillmentSettings say a released order is ready to fulfil (docs/decisions/014).
  // No invoice while units are open: it would bill them, and an INVOICED order ships no more.
  READY_FOR_FULFILLMENT: { SHIP: 'SHIPPED', INVOICE: invoiceWhenShipped, PAY: 'READY_FOR_FULFILLMENT' },
  // A partial shipment is SHIPPED with units still open: the next shipment ships those.
  SHIPPED: {
    INVOICE: invoiceWhenShipped,
    PAY: 'SHIPPED',
    SHIP: (c) => ((c.openUnits ?? 0) > 0 ? 'SHIPPED' : undefined),
  },
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

// ── Who may cause what (the seller's order desk and the buyer's page share the table above) ───────────────

/** Who causes an event: the buyer (order page), a staff member (order desk), a job (hold expiry, a capture). */
export const ORDER_ACTORS = ['BUYER', 'STAFF', 'JOB'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Which actors may cause each event; any other actor is refused whatever the status. */
export const EVENT_ACTORS: Record<OrderEvent, readonly OrderActor[]> = {
  RELEASE: ['BUYER'],
  HOLD: ['BUYER'],
  CANCEL: ['BUYER', 'STAFF'],
  CANCEL_WITH_FEE: ['BUYER', 'STAFF'],
  QUOTE: ['STAFF'],
  PAY: ['STAFF', 'JOB'],
  SHIP: ['STAFF'],
  INVOICE: ['STAFF'],
  EXPIRE: ['JOB'],
  EXTEND_HOLD: ['STAFF'],
};

/**
 * The staff's own rules on top of the table: the desk may cancel an order that has not shipped, paid or not (a
 * paid one is refunded by the cancel service), which the buyer may not, and close the units a partly shipped order
 * has left.
 */
const STAFF_CANCELLABLE = new Set([
  'ON_HOLD',
  'AWAITING_SHIPPING_QUOTE',
  'AWAITING_PAYMENT',
  'READY_FOR_FULFILLMENT',
]);

/**
 * The fulfillment status after `actor` causes `event`, or undefined when that actor may not cause it in this
 * status (the caller refuses: conflict). PAY of an order already paid is refused (a payment is recorded once).
 */
export function transitionFor(
  actor: OrderActor,
  status: string,
  event: OrderEvent,
  ctx: TransitionContext,
): string | undefined {
  if (!EVENT_ACTORS[event].includes(actor)) return undefined;
  if (event === 'PAY' && ctx.paymentStatus !== 'UNPAID') return undefined;
  if (actor === 'STAFF' && (event === 'CANCEL' || event === 'CANCEL_WITH_FEE')) {
    // A partly shipped order's units still open are closed: it stays SHIPPED, billed for what shipped, and can
    // then be invoiced (no fee: the seller closes them).
    if (status === 'SHIPPED') return event === 'CANCEL' && (ctx.openUnits ?? 0) > 0 ? 'SHIPPED' : undefined;
    if (!STAFF_CANCELLABLE.has(status)) return undefined;
    return event === 'CANCEL' ? 'CANCELED' : 'AWAITING_PAYMENT';
  }
  return nextFulfillmentStatus(status, event, ctx);
}
