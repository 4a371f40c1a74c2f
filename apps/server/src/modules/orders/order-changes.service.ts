import {
  BILL_MY_ACCOUNT,
  DEFAULT_DICTIONARY,
  type FieldMessageCode,
  type OrderChangeError,
  type OrderChangeReason,
  type OrderChangeResponse,
  type OrderPermission,
  REQUEST_A_QUOTE,
  type RefusalCode,
  type SalesOrderUpsert,
} from '@portico/contract';
import type { MailWords } from '@portico/contract/dictionary/mail';
import {
  cancellationFee,
  effectiveShippingInstructions,
  type FeeAgreement,
  majorToMinor,
  minorToMajor,
  multiplyMinor,
  nextFulfillmentStatus,
  orderQuantityRefusal,
  parseOrderQuantity,
  statusAfterSubmit,
} from '@portico/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { RatingProvider } from '../../adapters/rating.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { chargeColumnsOf } from '../../db/schema/columns.ts';
import { orders } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireAuthority, requireOrderAccess } from '../accounts/accounts.service.ts';
import {
  type CheckoutContext,
  fetchRealTimeQuotes,
  findAddress,
  findPaymentMethod,
  findShippingMethod,
  loadCheckoutContext,
  type OrderSelections,
  type PricedLine,
  priceOrder,
  type RealTimeQuotes,
  refuseSelections,
  toAddressSnapshot,
  validateSelections,
} from '../checkout/checkout-context.ts';
import { publishEvents } from '../events/publish.ts';
import { PAY_AND_SHIP_BLOCKED, payAndShipBlocked } from '../export-documents/export-documents.service.ts';
import {
  lockAndMove,
  lockStock,
  type ReserveResult,
  type StockActor,
  type StockIntent,
  type StockSession,
} from '../inventory/inventory.ts';
import { outdated } from './add-to-existing-order.ts';
import { enqueueOrderMail, feeTermsFrom, orderChangedEvents } from './order-events.ts';
import { type OrderEditChange, recordOrderChange } from './order-timeline.ts';
import { buildOrderView, paysIntegrated, permissionOf } from './order-view.ts';
import { orderViewJsonBytes } from './order-view-json.ts';
import { findOrder, type LineWithStock, linesOfOrders, type OrderRow } from './orders.repository.ts';
import { normalizeOrderNumber, orderNotFound } from './orders.service.ts';

/**
 * The buyer's changes to an order (L-024…L-031, L-048…L-050, N-054, Q-041, Q-051): PUT order (upsert of the
 * whole salesOrder). One transaction: the order row is locked and must still be at the version the page loaded
 * (else 409 outdatedSalesOrder, nothing changed); each change — a line's quantity, a line removed, shipping,
 * billing and payment, additional services — is judged on its own against the permission set (L-023) and the
 * quantity rules (L-042…L-047); the ones that pass are applied, the others reported (status PARTIAL, L-030,
 * L-031). Stock moves only through the inventory core (docs/decisions/005) in the same transaction; the amounts
 * are recomputed by the checkout's priceOrder (DESIGN §5). Removing the last line cancels the order (L-048), with a
 * cancellation fee where the agreed terms say so. Statements per upsert do not grow with the order's line
 * count: one lock of the order, one read of its lines, one stock lock, one reserve and one release, one update
 * and one delete of lines, one order update, the events and the mail.
 */

/** A change the save could not make: the answer's OrderChangeError, its code one of the contract's refusals. */
export type ChangeError = OrderChangeError & { messageCode: FieldMessageCode };

/** An error entry in the dictionary's words, {n} filled. */
export function changeError(
  messageCode: RefusalCode,
  field: string,
  params?: Record<string, number | string>,
  itemNumberWarehouse?: string,
): ChangeError {
  const text = DEFAULT_DICTIONARY[messageCode]?.i18n_value ?? messageCode;
  const messageDescription = Object.entries(params ?? {}).reduce(
    (t, [k, v]) => t.replaceAll(`{${k}}`, String(v)),
    text,
  );
  return { messageCode, messageDescription, field, ...(itemNumberWarehouse ? { itemNumberWarehouse } : {}) };
}

/** a version (preferred) or the updateDate the page loaded; neither → refused. */
function isStale(
  order: OrderRow,
  s: { version?: number | undefined; updateDate?: string | undefined },
): boolean {
  if (s.version !== undefined) return s.version !== order.version;
  if (s.updateDate !== undefined) return Date.parse(s.updateDate) !== order.updatedAt.getTime();
  throw new AppError(
    'validationFailed',
    'salesOrder.version or salesOrder.updateDate is required',
    undefined,
    [changeError('invalidInput', 'salesOrder.version')],
  );
}

/** The fee agreement of an order as the domain reads it. */
export const agreementOf = (o: OrderRow): FeeAgreement => ({
  racFeeAgreed: o.racFeeAgreed,
  gracePeriodEnd: o.gracePeriodEnd?.getTime() ?? null,
  cancellationFeeBp: o.cancellationFeeBp,
  racFeePeriodEnd: o.racFeePeriodEnd?.getTime() ?? null,
});

/** The order's stored choices in the checkout's selection shape. */
export function selectionsOf(o: OrderRow, precision: number): OrderSelections {
  return {
    shippingAddressId: o.shippingAddressId ?? o.shippingAddress.id,
    billingAddressId: o.billingAddressId ?? o.billingAddress.id,
    shippingOption: {
      shippingMethodCode: o.shippingMethodCode,
      shippingInstructions: o.shippingInstructions,
      insured: o.insured,
      insuredAmount: o.insuredAmountMinor === null ? null : minorToMajor(o.insuredAmountMinor, precision),
      carrier: o.carrier,
      carrierServiceLevel: o.carrierServiceLevel,
      carrierShippingAccountNumber: o.carrierShippingAccountNumber,
    },
    requestAQuoteDetails: o.requestAQuoteServiceLevel ? { serviceLevel: o.requestAQuoteServiceLevel } : null,
    paymentOptionDetails: { paymentMethodCode: o.paymentMethodCode },
    additionalServiceCodes: o.additionalServices,
  };
}

type Part = 'shipping' | 'billingAndPayment' | 'services';
const PART_FIELD: Record<Part, string> = {
  shipping: 'shippingOptionDetails',
  billingAndPayment: 'paymentOptionDetails',
  services: 'additionalServices',
};
/** Which part a checkout validation field belongs to. */
const partOfField = (field: string | undefined): Part =>
  field === 'billingAddress' || field === 'paymentMethod'
    ? 'billingAndPayment'
    : field === 'additionalServices'
      ? 'services'
      : 'shipping';

const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

/** The requested selection parts that differ from the order's (a part left out is unchanged). */
function requestedParts(
  s: SalesOrderUpsert,
  current: OrderSelections,
): Partial<Record<Part, OrderSelections>> {
  const out: Partial<Record<Part, OrderSelections>> = {};
  const so = s.shippingOptionDetails;
  if (so) {
    const cur = current.shippingOption!;
    const opt = so.shippingOption;
    const next: OrderSelections = {
      shippingAddressId: so.shippingAddressId,
      shippingOption: {
        shippingMethodCode: opt.shippingMethodCode,
        shippingInstructions:
          opt.shippingInstructions === undefined
            ? cur.shippingInstructions
            : opt.shippingInstructions || null,
        insured: opt.insured === undefined ? cur.insured : opt.insured,
        insuredAmount: opt.insuredAmount === undefined ? cur.insuredAmount : opt.insuredAmount,
        carrier: opt.carrier === undefined ? cur.carrier : opt.carrier,
        carrierServiceLevel:
          opt.carrierServiceLevel === undefined ? cur.carrierServiceLevel : opt.carrierServiceLevel,
        carrierShippingAccountNumber:
          opt.carrierShippingAccountNumber === undefined
            ? cur.carrierShippingAccountNumber
            : opt.carrierShippingAccountNumber,
      },
      requestAQuoteDetails:
        so.requestAQuoteDetails === undefined
          ? (current.requestAQuoteDetails ?? null)
          : so.requestAQuoteDetails.serviceLevel
            ? { serviceLevel: so.requestAQuoteDetails.serviceLevel }
            : null,
    };
    const before = {
      shippingAddressId: current.shippingAddressId,
      shippingOption: current.shippingOption,
      requestAQuoteDetails: current.requestAQuoteDetails ?? null,
    };
    if (!same(next, before)) out.shipping = next;
  }
  const pay = s.paymentOptionDetails;
  if (
    pay &&
    (pay.billingAddressId !== current.billingAddressId ||
      pay.paymentMethodCode !== current.paymentOptionDetails?.paymentMethodCode)
  ) {
    out.billingAndPayment = {
      billingAddressId: pay.billingAddressId,
      paymentOptionDetails: { paymentMethodCode: pay.paymentMethodCode },
    };
  }
  if (s.additionalServices) {
    const next = [...new Set(s.additionalServices)].sort();
    if (!same(next, [...(current.additionalServiceCodes ?? [])].sort())) {
      out.services = { additionalServiceCodes: next };
    }
  }
  return out;
}

/** A line's planned change. */
type LineChange =
  | { kind: 'quantity'; line: LineWithStock['line']; quantity: number }
  | { kind: 'remove'; line: LineWithStock['line'] };

const UPDATE_LINES_SQL = `update order_lines l
  set ordered_quantity = d.q, extended_price_minor = d.q::bigint * l.unit_price_minor, updated_at = $4::timestamptz
  from (select unnest($2::uuid[]) as id, unnest($3::int[]) as q) d
  where l.tenant_id = $1 and l.id = d.id
  returning l.id`;
const DELETE_LINES_SQL = `delete from order_lines where tenant_id = $1 and id = any($2::uuid[]) returning id`;
const CANCEL_LINES_SQL = `update order_lines
  set canceled_quantity = ordered_quantity - shipped_quantity, updated_at = $3::timestamptz
  where tenant_id = $1 and order_id = $2 and ordered_quantity - canceled_quantity - shipped_quantity > 0
  returning id`;

/** Moves of the locked items; an item no longer on the stock list has nothing to take from or give back to. */
function movesOf(
  stock: StockSession,
  list: readonly { inw: string; quantity: number }[],
): { stockItemId: string; quantity: number }[] {
  return list.flatMap((m) => {
    const item = stock.item(m.inw);
    return item && m.quantity > 0 ? [{ stockItemId: item.id, quantity: m.quantity }] : [];
  });
}

type Actor = { kind: 'BUYER' | 'JOB' | 'SELLER'; id: string | null };

/**
 * The order's open units (ordered − cancelled − shipped) cancelled and their stock given back through the inventory
 * core (its lock order, decision 005); the caller writes the order and finishes `stock`.
 */
async function cancelOpenLines(
  tx: DbOrTx,
  order: OrderRow,
  lines: readonly LineWithStock[],
  actor: Actor,
  now: Date,
) {
  const open = lines
    .map(({ line }) => ({ line, open: line.orderedQuantity - line.canceledQuantity - line.shippedQuantity }))
    .filter((l) => l.open > 0);
  const stock = await lockStock(
    tx,
    order.tenantId,
    { itemNumberWarehouses: open.map((l) => l.line.itemNumberWarehouse) },
    { reason: 'ORDER_CANCELED', actor, reference: order.phonexOrderNumber },
  );
  await stock.release(
    movesOf(
      stock,
      open.map((l) => ({ inw: l.line.itemNumberWarehouse, quantity: l.open })),
    ),
  );
  await queryRows(tx, 'orders_cancel_lines', CANCEL_LINES_SQL, [order.tenantId, order.id, now.toISOString()]);
  return { open, stock };
}

/** The order row being written has a captured online payment (what it no longer owes is refunded online). */
const capturedPayment = sql<boolean>`exists (select 1 from payments p where p.order_id = ${orders.id}
  and p.status = 'CAPTURED')`;

/**
 * Cancels what is still open of an order inside the caller's transaction (L-048…L-052, Q-041): the open units go
 * back to stock through the inventory core, the lines are marked cancelled, and the order owes only its fees —
 * CANCELED, or AWAITING_PAYMENT with the cancellation fee when the agreed terms charge one. Answers the values the
 * order row takes and the stock session to finish.
 */
export async function cancelOpenUnits(
  tx: DbOrTx,
  order: OrderRow,
  lines: readonly LineWithStock[],
  actor: Actor,
  now: Date,
  extraCancelledMinor = 0,
) {
  const { open, stock } = await cancelOpenLines(tx, order, lines, actor, now);
  const cancelledMinor =
    open.reduce((s, l) => s + multiplyMinor(l.line.unitPriceMinor, l.open), 0) + extraCancelledMinor;
  // the fee is for an unpaid order's reserved stock; a paid order (the desk cancelling it) owes none.
  const fee =
    order.paymentStatus === 'PAID' ? 0 : cancellationFee(agreementOf(order), cancelledMinor, now.getTime());
  const cancellationFeeMinor = order.cancellationFeeMinor + fee;
  const values = {
    fulfillmentStatus: cancellationFeeMinor > 0 ? 'AWAITING_PAYMENT' : 'CANCELED',
    canceledAt: now,
    subtotalMinor: 0,
    freightMinor: 0,
    freightUndefined: false,
    paymentFeeMinor: 0,
    paymentFeeUndefined: false,
    taxMinor: 0,
    additionalServicesFeeMinor: 0,
    cancellationFeeMinor,
    totalMinor: order.reservationFeeMinor + cancellationFeeMinor,
    totalOrderedQuantity: 0,
    holdExpiresAt: null,
    // Paid online, all of it goes back (payments.service refundOverpaidOrder, after the commit or by its job).
    refundDue: capturedPayment,
    updatedAt: now,
    version: sql`${orders.version} + 1`,
  };
  return { values, stock, fee };
}

/**
 * The units a partly shipped order has left, closed by the seller (the order desk): each open unit is cancelled and
 * its stock given back through the inventory core, and the order is billed for what shipped — its charges
 * recomputed by the checkout's priceOrder on the shipped units (the freight as it was quoted), no fee. The caller
 * writes `values` and finishes `stock`. `refundMinor`: what a paid order was paid above its new total.
 */
export async function closeOpenUnits(
  tx: DbOrTx,
  order: OrderRow,
  lines: readonly LineWithStock[],
  actor: Actor,
  now: Date,
) {
  const { open, stock } = await cancelOpenLines(tx, order, lines, actor, now);
  const checkout = await loadCheckoutContext(tx, order.tenantId, order.buyerId, order.warehouse);
  const shipped = lines.flatMap(({ line }) =>
    line.shippedQuantity > 0
      ? [
          {
            itemNumberWarehouse: line.itemNumberWarehouse,
            quantity: line.shippedQuantity,
            unitPriceMinor: line.unitPriceMinor,
          },
        ]
      : [],
  );
  const charges = priceOrder(
    checkout,
    selectionsOf(order, checkout.currencyPrecision),
    shipped,
    storedQuotes(order),
    {
      quotedFreightMinor: order.shippingQuoteMinor,
    },
  );
  const columns = chargeColumnsOf(charges, {
    reservationFeeMinor: order.reservationFeeMinor,
    cancellationFeeMinor: order.cancellationFeeMinor,
  });
  const units = open.reduce((n, l) => n + l.open, 0);
  const refundMinor = order.paymentStatus === 'PAID' ? Math.max(0, order.totalMinor - columns.totalMinor) : 0;
  const values = {
    ...columns,
    // Paid online, the difference goes back (payments.service refundOverpaidOrder, after the commit or by its job).
    ...(refundMinor > 0 ? { refundDue: capturedPayment } : {}),
    updatedAt: now,
    version: sql`${orders.version} + 1`,
  };
  return { values, stock, units, refundMinor };
}

/**
 * The order's choice columns of the parts that changed, from selections already validated (as the submit and the
 * combined update store them). A part left alone keeps its stored snapshot — also when its address or method has
 * since been archived or hidden by the tenant.
 */
function choiceColumns(
  checkout: CheckoutContext,
  s: OrderSelections,
  insuredAmountMinor: number,
  changed: readonly Part[],
) {
  const out: Partial<typeof orders.$inferInsert> = {};
  if (changed.includes('shipping')) {
    const shipTo = findAddress(checkout, s.shippingAddressId, 'shipping')!;
    const option = s.shippingOption!;
    const method = findShippingMethod(checkout, option.shippingMethodCode)!;
    const insured = method.insuranceAvailable ? (option.insured ?? false) : null;
    const billMyAccount = method.type === BILL_MY_ACCOUNT;
    Object.assign(out, {
      shippingAddressId: shipTo.id,
      shippingAddress: toAddressSnapshot(shipTo),
      shippingMethodCode: method.code,
      shippingMethodLabel: method.customLabel ?? method.label,
      insured,
      insuredAmountMinor: insured ? insuredAmountMinor : null,
      carrier: billMyAccount ? (option.carrier ?? null) : null,
      carrierServiceLevel: billMyAccount ? (option.carrierServiceLevel ?? null) : null,
      carrierShippingAccountNumber: billMyAccount ? (option.carrierShippingAccountNumber ?? null) : null,
      shippingInstructions:
        effectiveShippingInstructions(option.shippingInstructions ?? '', method.ignoreShippingInstructions) ||
        null,
      requestAQuoteServiceLevel:
        method.type === REQUEST_A_QUOTE ? (s.requestAQuoteDetails?.serviceLevel ?? null) : null,
    });
  }
  if (changed.includes('billingAndPayment')) {
    const billTo = findAddress(checkout, s.billingAddressId, 'billing')!;
    const payment = findPaymentMethod(checkout, s.paymentOptionDetails?.paymentMethodCode)!;
    Object.assign(out, {
      billingAddressId: billTo.id,
      billingAddress: toAddressSnapshot(billTo),
      paymentMethodCode: payment.code,
      paymentMethodLabel: payment.label,
    });
  }
  if (changed.includes('services')) out.additionalServices = [...new Set(s.additionalServiceCodes ?? [])];
  return out;
}

/** The stored real-time quotes of an order, as priceOrder reads them (unchanged shipping and units). */
function storedQuotes(o: OrderRow): RealTimeQuotes {
  const list = o.freightQuotesForAllRealTimeShippingMethods.flatMap((q) =>
    q.freightMinor === null ? [] : [{ ...q, freight: q.freightMinor }],
  );
  return list.length === 0 ? null : list;
}

/** What the buyer's account and the tenant mean for the change's answer and mail. */
type ChangeResult = {
  order: OrderRow;
  lines: LineWithStock[];
  errors: ChangeError[];
};

/**
 * The plan of the line changes of an upsert: removals and quantity changes of the order's lines. Items the order
 * does not have, or one item named twice, mean the request does not describe this order (an outdated or a broken
 * client): then no line change is planned — a line left out is never taken as removed, which on an otherwise empty
 * request would cancel the order — and each such item is refused. A line with shipped units left out is refused
 * too (its shipped units are gone), whatever it still has open.
 */
function planLines(
  s: SalesOrderUpsert,
  lines: readonly LineWithStock[],
): { changes: LineChange[]; errors: ChangeError[] } {
  const changes: LineChange[] = [];
  const errors: ChangeError[] = [];
  if (!s.items) return { changes, errors };
  const own = new Set(lines.map((l) => l.line.itemNumberWarehouse));
  const named = new Set<string>();
  for (const { itemNumberWarehouse: inw } of s.items) {
    if (!own.has(inw)) errors.push(changeError('itemNotOnOrder', 'items', undefined, inw));
    else if (named.has(inw)) errors.push(changeError('itemRepeated', 'items', undefined, inw));
    named.add(inw);
  }
  if (errors.length > 0) return { changes, errors };
  const requested = new Map(s.items.map((i) => [i.itemNumberWarehouse, i.orderedQuantity]));
  for (const { line } of lines) {
    const open = line.orderedQuantity - line.canceledQuantity - line.shippedQuantity;
    if (!requested.has(line.itemNumberWarehouse)) {
      // Shipped units cannot be taken off the order (a line with some shipped is refused whole).
      if (line.shippedQuantity > 0) {
        errors.push(changeError('orderCannotBeEdited', 'items', undefined, line.itemNumberWarehouse));
      } else if (open > 0) changes.push({ kind: 'remove', line });
      continue;
    }
    const raw = requested.get(line.itemNumberWarehouse);
    const q = parseOrderQuantity(raw);
    if (q === undefined || q !== line.orderedQuantity) {
      changes.push({ kind: 'quantity', line, quantity: q ?? Number.NaN });
    }
  }
  return { changes, errors };
}

type Verdict = { accepted: LineChange[]; errors: ChangeError[] };

/**
 * The line changes judged against the permission set (L-023) and the quantity rules (L-042…L-047), with
 * `available` the units of each item in stock: the accepted changes and the refusals.
 */
function judgeLines(
  changes: readonly LineChange[],
  permission: OrderPermission,
  available: (itemNumberWarehouse: string) => number,
  listPrice: (itemNumberWarehouse: string) => number | null | undefined,
): Verdict {
  const accepted: LineChange[] = [];
  const errors: ChangeError[] = [];
  for (const c of changes) {
    const inw = c.line.itemNumberWarehouse;
    if (c.kind === 'remove') {
      if (!permission.canRemoveItem) errors.push(changeError('orderCannotBeEdited', 'items', undefined, inw));
      else accepted.push(c);
      continue;
    }
    if (!permission.canUpdateOrderedQuantity) {
      errors.push(changeError('orderCannotBeEdited', 'items', undefined, inw));
      continue;
    }
    const refusal = orderQuantityRefusal(Number.isNaN(c.quantity) ? null : c.quantity, {
      original: c.line.orderedQuantity,
      available: available(inw),
      incrementSize: c.line.incrementSize,
      canIncrease: permission.canIncreaseOrderedQuantity,
      canDecrease: permission.canDecreaseOrderedQuantity,
      unitPriceMinor: c.line.unitPriceMinor,
      listPriceMinor: listPrice(inw),
    });
    if (refusal) errors.push(changeError(refusal.messageCode, 'items', refusal.params, inw));
    else accepted.push(c);
  }
  return { accepted, errors };
}

const verdictKey = (v: Verdict) =>
  JSON.stringify([
    v.accepted.map((c) => c.line.id),
    v.errors.map((e) => [e.messageCode, e.itemNumberWarehouse]),
  ]);

/** The stock moved between the read of the lines and the lock of their items so that a verdict changed. */
class StockMovedMeanwhile extends Error {}

/**
 * PUT order (N-054, L-028): the upsert of the whole salesOrder. See the module comment. `now` drives the clock
 * (tests).
 */
/**
 * The seller's order desk editing on the buyer's behalf: the stock change log names the staff member, and the
 * desk's own records (its timeline row, the staff audit entry) are written by `within` in the save's transaction,
 * after the order's writes and before its stock is locked, instead of the buyer's order-change timeline row.
 */
export type OnBehalf = {
  actor: StockActor;
  /** `changes`: what the save changed, as the buyer's own edit records it (none when every line left). */
  within(tx: DbOrTx, after: OrderRow, changes: readonly OrderEditChange[]): Promise<void>;
};

export async function upsertOrder(
  db: DbOrTx,
  ctx: RequestContext,
  rating: RatingProvider,
  s: SalesOrderUpsert,
  now: Date = new Date(),
  onBehalf?: OnBehalf,
): Promise<OrderChangeResponse> {
  const saved = await saveUpsert(db, ctx, rating, s, now, onBehalf);
  return respond(saved.order, saved.lines, saved.checkout, now, saved.errors);
}

/** upsertOrder's answer as JSON bytes (the route's: the lines' JSON kept per line, P13, order-view-json.ts). */
export async function upsertOrderJson(
  db: DbOrTx,
  ctx: RequestContext,
  rating: RatingProvider,
  s: SalesOrderUpsert,
  now: Date = new Date(),
): Promise<Buffer> {
  const saved = await saveUpsert(db, ctx, rating, s, now);
  return respondJson(saved.order, saved.lines, saved.checkout, now, saved.errors);
}

async function saveUpsert(
  db: DbOrTx,
  ctx: RequestContext,
  rating: RatingProvider,
  s: SalesOrderUpsert,
  now: Date,
  onBehalf?: OnBehalf,
): Promise<ChangeResult & { checkout: CheckoutContext }> {
  const actor: StockActor = onBehalf?.actor ?? { kind: 'BUYER', id: ctx.userId };
  const access = await requireAuthority(db, ctx, 'CAN_UPDATE_ORDER');
  const number = normalizeOrderNumber(s.phonexOrderNumber);
  const preview = await findOrder(db, ctx.tenantId, ctx.userId, number);
  if (!preview) throw orderNotFound(s.phonexOrderNumber);
  if (isStale(preview, s)) throw outdated();
  const checkout = await loadCheckoutContext(db, ctx.tenantId, ctx.userId, preview.warehouse);
  const p = checkout.currencyPrecision;

  // Real-time freight is quoted before the transaction (a carrier call never runs under row locks, decision 005),
  // for the units the request asks for; the transaction refuses a quote taken for other units as outdated.
  const current = selectionsOf(preview, p);
  const parts = requestedParts(s, current);
  const targetShipping = parts.shipping ?? current;
  const targetMethod = findShippingMethod(checkout, targetShipping.shippingOption?.shippingMethodCode);
  // Only a real-time method needs the units before the transaction (the lines are read for it alone).
  const realTime = targetMethod?.type === 'REAL_TIME';
  const predictedUnits = realTime
    ? predictUnits(s, await linesOfOrders(db, ctx.tenantId, [preview.id]))
    : preview.totalOrderedQuantity;
  const needsQuote =
    realTime && (parts.shipping !== undefined || predictedUnits !== preview.totalOrderedQuantity);
  const fresh = needsQuote
    ? await fetchRealTimeQuotes(checkout, rating, targetShipping.shippingAddressId, predictedUnits)
    : null;

  // P13: the stock is locked LAST (lockFirst false): the line changes are judged on the availability read with the
  // lines, the writes of the lines, the order, the timeline and the mail are made under the order's row lock alone,
  // and only then are the changed lines' items locked and the changes judged again on the locked values. The same
  // verdict (the usual case) is final; another one rolls the whole save back and runs it again with the items
  // locked before judging (decision 005's order). Either way every change is judged under the locks it is written
  // with, and the items are held only for the moves, the carts' reconciliation, the events and the commit.
  const save = (lockFirst: boolean) =>
    db.transaction(async (tx): Promise<ChangeResult> => {
      const order = await findOrder(tx, ctx.tenantId, ctx.userId, number, true);
      if (!order) throw orderNotFound(s.phonexOrderNumber);
      if (isStale(order, s)) throw outdated();
      const lines = await linesOfOrders(tx, ctx.tenantId, [order.id]);
      const canUpdate = true;
      const permission = permissionOf(order, lines, checkout.orderSettings, canUpdate, now);
      const errors: ChangeError[] = [];

      // ── Lines ──
      const plan = planLines(s, lines);
      errors.push(...plan.errors);
      const changedItems = plan.changes.map((c) => c.line.itemNumberWarehouse);
      const intent: StockIntent = {
        reason: 'ORDER_EDITED',
        actor,
        reference: order.phonexOrderNumber,
      };
      const lockLines = () => lockStock(tx, ctx.tenantId, { itemNumberWarehouses: changedItems }, intent);
      const early = lockFirst ? await lockLines() : undefined;
      const read = new Map(lines.map((l) => [l.line.itemNumberWarehouse, l.quantityAvailable]));
      // The list prices as read with the lines, in every judgement of this save, so that only stock moved under
      // the locks can change its verdict.
      const prices = new Map(lines.map((l) => [l.line.itemNumberWarehouse, l.listPriceMinor]));
      const listPrice = (inw: string) => prices.get(inw);
      const verdict = judgeLines(
        plan.changes,
        permission,
        (inw) => (early ? (early.item(inw)?.quantityAvailable ?? 0) : (read.get(inw) ?? 0)),
        listPrice,
      );
      const accepted = [...verdict.accepted];
      errors.push(...verdict.errors);
      const verdictSeen = verdictKey(verdict);
      /** The items locked and the verdict confirmed on their locked values (else the save runs again). */
      const lockStockLast = async () => {
        if (early) return early;
        const stock = await lockLines();
        const locked = judgeLines(
          plan.changes,
          permission,
          (inw) => stock.item(inw)?.quantityAvailable ?? 0,
          listPrice,
        );
        if (verdictKey(locked) !== verdictSeen) throw new StockMovedMeanwhile();
        return stock;
      };

      // L-048, L-050: removing every open line is cancelling the order.
      const openLines = lines.filter(
        (l) => l.line.orderedQuantity - l.line.canceledQuantity - l.line.shippedQuantity > 0,
      );
      const removals = accepted.filter((c) => c.kind === 'remove');
      if (openLines.length > 0 && removals.length === openLines.length) {
        if (!permission.canCancelOrder) {
          const kept = accepted.filter((c) => c.kind !== 'remove');
          accepted.length = 0;
          accepted.push(...kept);
          for (const r of removals) {
            errors.push(
              changeError('removingLastItemCannotCancel', 'items', undefined, r.line.itemNumberWarehouse),
            );
          }
        } else {
          // Every line leaves: the order is cancelled; no other change of this save applies to it (the verdict
          // on them, reported with the answer, is confirmed under their items' locks all the same).
          await lockStockLast();
          const cancel = await cancelOpenUnits(tx, order, lines, actor, now);
          await tx.update(orders).set(cancel.values).where(eq(orders.id, order.id));
          const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
          const afterLines = await linesOfOrders(tx, ctx.tenantId, [order.id]);
          await cancel.stock.finish({
            events: orderChangedEvents(ctx.tenantId, ctx.userId, [order.phonexOrderNumber], 'ORDER_CANCELED'),
          });
          if (onBehalf) await onBehalf.within(tx, after!, []);
          else await recordOrderChange(tx, after!, 'ORDER_CANCELED', { kind: 'BUYER', id: ctx.userId }, now);
          await mailFor(tx, access.email, 'ORDER_CANCELED', after!, afterLines, checkout);
          return { order: after!, lines: afterLines, errors };
        }
      }

      // ── Choices ──
      const acceptedByLine = new Map(accepted.map((a) => [a.line.id, a]));
      const newLines: PricedLine[] = lines.flatMap(({ line }) => {
        const c = acceptedByLine.get(line.id);
        if (c?.kind === 'remove') return [];
        const quantity = c?.kind === 'quantity' ? c.quantity : line.orderedQuantity - line.canceledQuantity;
        return [
          { itemNumberWarehouse: line.itemNumberWarehouse, quantity, unitPriceMinor: line.unitPriceMinor },
        ];
      });
      const units = newLines.reduce((sum, l) => sum + l.quantity, 0);
      let selections: OrderSelections = selectionsOf(order, p);
      const realTimeAvailable = fresh ? { realTimeAvailable: fresh.available } : {};
      const before = validateSelections(checkout, selections, lines.map(pricedOf), realTimeAvailable);
      const baseline = new Set(before.ok ? [] : before.errors.map((e) => `${e.field}:${e.messageCode}`));
      const allowed: Record<Part, boolean> = {
        shipping: permission.canUpdateShipping,
        billingAndPayment: permission.canUpdateBillingAndPayment,
        services: permission.canUpdateAdditionalServices,
      };
      const changedParts: Part[] = [];
      for (const part of ['shipping', 'billingAndPayment', 'services'] as const) {
        const next = parts[part];
        if (!next) continue;
        if (!allowed[part]) {
          errors.push(changeError('orderCannotBeEdited', PART_FIELD[part]));
          continue;
        }
        const candidate = { ...selections, ...next };
        const checked = validateSelections(checkout, candidate, newLines, realTimeAvailable);
        const own = checked.ok ? [] : checked.errors.filter((e) => partOfField(e.field) === part);
        if (own.length > 0) {
          errors.push(...own.map((e) => ({ ...e, field: PART_FIELD[part] })));
          continue;
        }
        selections = candidate;
        changedParts.push(part);
      }
      // L-027: what the line changes alone broke in the choices (a method outgrown, a credit limit passed) refuses
      // the save as a whole.
      const final = validateSelections(checkout, selections, newLines, realTimeAvailable);
      if (!final.ok) {
        const caused = final.errors.filter((e) => !baseline.has(`${e.field}:${e.messageCode}`));
        if (caused.length > 0) {
          await lockStockLast();
          throw refuseSelections(caused);
        }
      }

      if (accepted.length === 0 && changedParts.length === 0) {
        await lockStockLast();
        if (errors.length > 0) throw refuseChanges(errors);
        return { order, lines, errors: [] };
      }

      // ── Stock (decision 005) and lines ──
      const increases = accepted.flatMap((c) =>
        c.kind === 'quantity' && c.quantity > c.line.orderedQuantity
          ? [{ inw: c.line.itemNumberWarehouse, quantity: c.quantity - c.line.orderedQuantity }]
          : [],
      );
      const decreases = accepted.flatMap((c) =>
        c.kind === 'remove'
          ? [
              {
                inw: c.line.itemNumberWarehouse,
                quantity: c.line.orderedQuantity - c.line.canceledQuantity - c.line.shippedQuantity,
              },
            ]
          : c.quantity < c.line.orderedQuantity
            ? [{ inw: c.line.itemNumberWarehouse, quantity: c.line.orderedQuantity - c.quantity }]
            : [],
      );
      const updates = accepted.flatMap((c) => (c.kind === 'quantity' ? [c] : []));
      if (updates.length > 0) {
        await queryRows(tx, 'orders_update_lines', UPDATE_LINES_SQL, [
          ctx.tenantId,
          updates.map((c) => c.line.id),
          updates.map((c) => c.quantity),
          now.toISOString(),
        ]);
      }
      if (removals.length > 0) {
        await queryRows(tx, 'orders_delete_lines', DELETE_LINES_SQL, [
          ctx.tenantId,
          removals.map((c) => c.line.id),
        ]);
      }

      // ── Amounts (DESIGN §5) ──
      const shippingChanged = changedParts.includes('shipping');
      const unitsChanged = units !== order.totalOrderedQuantity;
      if (fresh && units !== predictedUnits) throw outdated();
      const quotes = fresh ? fresh.quotes : shippingChanged || unitsChanged ? null : storedQuotes(order);
      const charges = priceOrder(checkout, selections, newLines, quotes, {
        quotedFreightMinor: shippingChanged ? null : order.shippingQuoteMinor,
      });
      const cancelledMinor = decreases.reduce((sum, d) => {
        const line = lines.find((l) => l.line.itemNumberWarehouse === d.inw)!.line;
        return sum + multiplyMinor(line.unitPriceMinor, d.quantity);
      }, 0);
      const fee = cancellationFee(agreementOf(order), cancelledMinor, now.getTime());
      const cancellationFeeMinor = order.cancellationFeeMinor + fee;
      const method = findShippingMethod(checkout, selections.shippingOption?.shippingMethodCode);
      const status =
        order.fulfillmentStatus === 'ON_HOLD' && shippingChanged && method?.type === REQUEST_A_QUOTE
          ? statusAfterSubmit({
              shippingMethodCode: REQUEST_A_QUOTE,
              readyToRelease: false,
              paymentMethodCode: selections.paymentOptionDetails?.paymentMethodCode ?? '',
              onReleaseFulfillmentStatusTo:
                checkout.orderSettings.fulfillmentSettings.onReleaseFulfillmentStatusTo,
            })
          : order.fulfillmentStatus;
      const [after] = await tx
        .update(orders)
        .set({
          ...choiceColumns(
            checkout,
            selections,
            majorToMinor(Number(selections.shippingOption?.insuredAmount ?? 0), p),
            changedParts,
          ),
          fulfillmentStatus: status,
          ...chargeColumnsOf(charges, {
            reservationFeeMinor: order.reservationFeeMinor,
            cancellationFeeMinor,
          }),
          cancellationFeeMinor,
          ...(shippingChanged ? { shippingQuoteMinor: null } : {}),
          version: sql`${orders.version} + 1`,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id))
        .returning();

      // The lines as written, without reading them back: quantities from the accepted changes.
      const byLine = new Map(accepted.map((c) => [c.line.id, c]));
      const written = lines.flatMap((l) => {
        const c = byLine.get(l.line.id);
        if (c?.kind === 'remove') return [];
        const line =
          c?.kind === 'quantity'
            ? {
                ...l.line,
                orderedQuantity: c.quantity,
                extendedPriceMinor: multiplyMinor(l.line.unitPriceMinor, c.quantity),
                updatedAt: now,
              }
            : l.line;
        return [{ line, quantityAvailable: l.quantityAvailable }];
      });
      const changes = editChanges(accepted, changedParts, after!, checkout);
      if (onBehalf) await onBehalf.within(tx, after!, changes);
      else
        await recordOrderChange(tx, after!, 'ORDER_EDITED', { kind: 'BUYER', id: ctx.userId }, now, changes);
      await mailFor(tx, access.email, 'ORDER_EDITED', after!, written, checkout, editNotes(changes));

      // P13: the stock is locked and written last, in one round trip (the inventory core's lockAndMove) unless the
      // items were locked first: the items' locks, then the tenant's stock_versions row (taken by the first stock
      // write, which every stock writer of the tenant waits for until commit, decision 005), are held only for
      // that call — which also publishes the events when no cart holds a moved item — and the commit (else the
      // carts' reconciliation and the events come between). The lock order is decision 005's: the order row, then
      // the items (all at once), then stock_versions. The verdict is confirmed on the quantities the items had
      // when locked; another verdict rolls the save back (and it runs again, items locked first).
      const asItems = (list: readonly { inw: string; quantity: number }[]) =>
        list.filter((m) => m.quantity > 0).map((m) => ({ itemNumberWarehouse: m.inw, quantity: m.quantity }));
      const events = orderChangedEvents(ctx.tenantId, ctx.userId, [order.phonexOrderNumber], 'ORDER_EDITED');
      let stock: StockSession;
      let reserved: ReserveResult;
      if (early) {
        stock = early;
        reserved = await stock.reserve(movesOf(stock, increases));
        if (reserved.ok) await stock.release(movesOf(stock, decreases));
      } else {
        // The events go out with the call when nothing else is left for finish: then only the commit follows.
        const locked = await lockAndMove(
          tx,
          ctx.tenantId,
          changedItems,
          intent,
          { take: asItems(increases), give: asItems(decreases) },
          events,
        );
        const confirmed = judgeLines(plan.changes, permission, locked.lockedQuantity, listPrice);
        if (verdictKey(confirmed) !== verdictSeen) throw new StockMovedMeanwhile();
        stock = locked.stock;
        reserved = locked.result;
      }
      // Judged under the same locks, so a shortfall here is a fault, not a buyer's error.
      if (!reserved.ok) throw new Error(`upsert: stock moved under its own locks (${reserved.stockItemId})`);
      // Availability from the stock session, which tracks its own moves.
      const afterLines: LineWithStock[] = written.map((l) => {
        const item = stock.item(l.line.itemNumberWarehouse);
        return item ? { line: l.line, quantityAvailable: item.quantityAvailable } : l;
      });
      await stock.finish(early ? { events } : {});
      return { order: after!, lines: afterLines, errors };
    });
  const result = await save(false).catch((e: unknown) => {
    if (e instanceof StockMovedMeanwhile) return save(true);
    throw e;
  });
  // The answer is built after the commit: the order's locks (and the tenant's stock row) are not held for it.
  return { ...result, checkout };
}

const pricedOf = ({ line }: LineWithStock): PricedLine => ({
  itemNumberWarehouse: line.itemNumberWarehouse,
  quantity: line.orderedQuantity - line.canceledQuantity,
  unitPriceMinor: line.unitPriceMinor,
});

/** The units the request would leave on the order if every line change passed (for the real-time quote). */
function predictUnits(s: SalesOrderUpsert, lines: readonly LineWithStock[]): number {
  if (!s.items) return lines.reduce((sum, l) => sum + l.line.orderedQuantity - l.line.canceledQuantity, 0);
  const requested = new Map(
    s.items.map((i) => [i.itemNumberWarehouse, parseOrderQuantity(i.orderedQuantity)]),
  );
  return lines.reduce((sum, { line }) => {
    if (!requested.has(line.itemNumberWarehouse)) return sum;
    const q = requested.get(line.itemNumberWarehouse);
    return sum + (q === undefined ? line.orderedQuantity - line.canceledQuantity : q);
  }, 0);
}

/** L-030 / L-031: a save's outcome — SUCCESS, or PARTIAL with the refused changes' messages in page order. */
function outcomeOf(errors: OrderChangeError[]) {
  return {
    status: errors.length === 0 ? ('SUCCESS' as const) : ('PARTIAL' as const),
    message: errors.map((e) => e.messageDescription).join('; '),
  };
}

/** 422 when no change of the save could be applied (nothing changed); errors[0] first in page order. */
export function refuseChanges(errors: ChangeError[]): AppError {
  return new AppError('validationFailed', outcomeOf(errors).message, undefined, errors);
}

/** respond's answer as JSON bytes: the same keys in the same order, the view from order-view-json.ts. */
export function respondJson(
  order: OrderRow,
  lines: readonly LineWithStock[],
  checkout: CheckoutContext,
  now: Date,
  errors: OrderChangeError[],
  canUpdate = true,
): Buffer {
  const permission = permissionOf(order, lines, checkout.orderSettings, canUpdate, now);
  const { status, message } = outcomeOf(errors);
  return orderViewJsonBytes(
    order,
    lines,
    checkout,
    `,"permission":${JSON.stringify(permission)},"status":${JSON.stringify(status)},"message":${JSON.stringify(message)},"errors":${JSON.stringify(errors)}}`,
  );
}

/** The upsert's answer (N-054): the order view with the save's outcome. */
export function respond(
  order: OrderRow,
  lines: readonly LineWithStock[],
  checkout: CheckoutContext,
  now: Date,
  errors: OrderChangeError[],
  canUpdate = true,
): OrderChangeResponse {
  return {
    ...buildOrderView(order, lines, checkout, canUpdate, now),
    ...outcomeOf(errors),
    errors,
  };
}

/**
 * The seller's freight quote for an order waiting for one (Q-037, I-049): the quote (minor units, a whole number
 * ≥ 0) becomes the order's freight and every amount is recomputed by the server (priceOrder, DESIGN §5) — the tax
 * on subtotal + freight, a payment or service fee on the order total, the total with the fees
 * already charged — and the freight and payment fee are no longer 'To be quoted'. Runs in the caller's
 * transaction and takes the order's row lock (first, decision 005); it moves no stock. The status, the events and
 * the mail are the caller's (the seller's order desk). Answers the order row as written.
 */
export async function applyFreightQuote(tx: DbOrTx, order: OrderRow, freight: number): Promise<OrderRow> {
  if (!Number.isSafeInteger(freight) || freight < 0) {
    throw new AppError(
      'validationFailed',
      'The freight quote must be a whole amount of minor units, 0 or more',
    );
  }
  const [locked] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, order.tenantId), eq(orders.id, order.id)))
    .for('update');
  if (!locked) throw new Error(`applyFreightQuote: no order ${order.phonexOrderNumber}`);
  const checkout = await loadCheckoutContext(tx, locked.tenantId, locked.buyerId, locked.warehouse);
  const lines = await linesOfOrders(tx, locked.tenantId, [locked.id]);
  const charges = priceOrder(
    checkout,
    selectionsOf(locked, checkout.currencyPrecision),
    lines.map(pricedOf),
    null,
    {
      quotedFreightMinor: freight,
    },
  );
  if (charges.freightUndefined) {
    throw new Error(`applyFreightQuote: order ${locked.phonexOrderNumber} is not priced by a freight quote`);
  }
  const [after] = await tx
    .update(orders)
    .set({
      shippingQuoteMinor: freight,
      subtotalMinor: charges.subtotal,
      freightMinor: charges.freight,
      freightUndefined: false,
      paymentFeeMinor: charges.paymentFee,
      paymentFeeUndefined: charges.paymentFeeUndefined,
      taxMinor: charges.tax,
      taxDescription: charges.taxDescription,
      additionalServicesFeeMinor: charges.additionalServicesFee,
      totalMinor: charges.total + locked.reservationFeeMinor + locked.cancellationFeeMinor,
      totalOrderedQuantity: charges.totalOrderedQuantity,
      rateSku: charges.rateSku,
      version: sql`${orders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, locked.id))
    .returning();
  return after!;
}

/** What a save changed, as data (L-010): the timeline's details and the mail's "What changed" are both made of it. */
function editChanges(
  accepted: readonly LineChange[],
  parts: readonly Part[],
  after: OrderRow,
  checkout: CheckoutContext,
): OrderEditChange[] {
  const item = (l: LineChange['line']) => `${l.itemNumber} ${l.itemDescription}`;
  const out: OrderEditChange[] = accepted.map((c) =>
    c.kind === 'remove'
      ? { kind: 'removed', item: item(c.line) }
      : { kind: 'quantity', item: item(c.line), from: c.line.orderedQuantity, to: c.quantity },
  );
  if (parts.includes('shipping')) {
    const carrier = [after.carrier, after.carrierServiceLevel].filter(Boolean).join(' ');
    out.push({
      kind: 'shipping',
      method: carrier ? `${after.shippingMethodLabel} (${carrier})` : after.shippingMethodLabel,
      address: after.shippingAddress.label,
    });
  }
  if (parts.includes('billingAndPayment')) {
    out.push({ kind: 'billing', method: after.paymentMethodLabel, address: after.billingAddress.label });
  }
  if (parts.includes('services')) {
    out.push({
      kind: 'services',
      services: after.additionalServices.map(
        (code) => checkout.additionalServices.find((x) => x.code === code)?.label ?? code,
      ),
    });
  }
  return out;
}

/** The mail's "What changed" lines of `changes`, in the mail's language. */
function editNotes(changes: readonly OrderEditChange[]): (w: MailWords) => string[] {
  return (w) => {
    const out = changes.map((c) => {
      if (c.kind === 'removed') return w('mailOrderLineRemoved', { item: c.item });
      if (c.kind === 'quantity')
        return w('mailOrderQuantityChanged', { item: c.item, from: c.from, to: c.to });
      if (c.kind === 'services') {
        return w('mailOrderServicesChanged', {
          services: c.services.length > 0 ? c.services.join(', ') : w('mailOrderNoServices'),
        });
      }
      const key = c.kind === 'shipping' ? 'mailOrderShippingChanged' : 'mailOrderBillingChanged';
      return w(key, { method: c.method, address: c.address });
    });
    return out.length > 0 ? ['', w('mailOrderWhatChanged'), ...out, ''] : [];
  };
}

/** The confirmation mail of a change (placed, held, updated, released, cancelled); `notes` as enqueueOrderMail's. */
export async function mailFor(
  tx: DbOrTx,
  to: string,
  reason: OrderChangeReason,
  order: OrderRow,
  lines: readonly LineWithStock[],
  checkout: CheckoutContext,
  notes?: (w: MailWords) => readonly string[],
): Promise<void> {
  await enqueueOrderMail(
    tx,
    to,
    reason,
    order,
    lines.map((l) => l.line),
    {
      tenantName: checkout.tenantName,
      currencyCode: checkout.currencyCode,
      precision: checkout.currencyPrecision,
      language: checkout.language,
      statuses: checkout.orderSettings.fulfillmentSettings.statuses,
      ...(notes ? { notes } : {}),
    },
  );
}

// ── Actions (L-051…L-054, Q-044), cancel (L-048…L-052, Q-041), payment status (N-048, Q-012) ─────────────────

/** The buyer's order, locked, at the version the page loaded (when it sent one). */
async function lockedOrder(tx: DbOrTx, ctx: RequestContext, n: string, version: number | undefined) {
  const order = await findOrder(tx, ctx.tenantId, ctx.userId, normalizeOrderNumber(n), true);
  if (!order) throw orderNotFound(n);
  if (version !== undefined && version !== order.version) throw outdated();
  return order;
}

/**
 * POST order/{n}/action (L-051, L-053, Q-044): RELEASE_ORDER sets the tenant's onReleaseFulfillmentStatusTo
 * (AWAITING_PAYMENT by default; the integrated online payment keeps it ON_HOLD until the capture) and starts the
 * grace period with the tenant's fee terms (paymentCollectionSettings); HOLD_ORDER puts an unpaid order back on
 * hold (L-020: offered with the cancel permission). An action the order's status or permission does not allow →
 * 409 outdatedSalesOrder (the page's view is stale).
 */
export async function orderAction(
  db: DbOrTx,
  ctx: RequestContext,
  n: string,
  body: { action: 'HOLD_ORDER' | 'RELEASE_ORDER'; version?: number | undefined },
  now: Date = new Date(),
): Promise<OrderChangeResponse> {
  const access = await requireAuthority(db, ctx, 'CAN_UPDATE_ORDER');
  const preview = await findOrder(db, ctx.tenantId, ctx.userId, normalizeOrderNumber(n));
  if (!preview) throw orderNotFound(n);
  // H-010, H-011: no release while a proof-of-export document of the buyer is not approved.
  if (body.action === 'RELEASE_ORDER' && (await payAndShipBlocked(db, ctx.tenantId, ctx.userId))) {
    throw new AppError('validationFailed', PAY_AND_SHIP_BLOCKED, undefined, [
      { messageCode: 'payAndShipNowDisabled', messageDescription: PAY_AND_SHIP_BLOCKED, field: 'action' },
    ]);
  }
  const checkout = await loadCheckoutContext(db, ctx.tenantId, ctx.userId, preview.warehouse);
  const settings = checkout.orderSettings;
  const done = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, ctx, n, body.version);
    const lines = await linesOfOrders(tx, ctx.tenantId, [order.id]);
    const permission = permissionOf(order, lines, settings, true, now);
    const release = body.action === 'RELEASE_ORDER';
    const event = release ? 'RELEASE' : 'HOLD';
    const next = nextFulfillmentStatus(order.fulfillmentStatus, event, {
      onReleaseFulfillmentStatusTo: settings.fulfillmentSettings.onReleaseFulfillmentStatusTo,
      integratedPayment: paysIntegrated(order),
      paymentStatus: order.paymentStatus,
    });
    const permitted = release ? permission.canPayAndShipNow : permission.canCancelOrder;
    if (next === undefined || !permitted) throw outdated();
    const values = release
      ? {
          fulfillmentStatus: next,
          // The fee terms are fixed at the order's first release (Q-040, Q-041; docs/decisions/008): the grace
          // period starts again then. A release after a hold keeps them, or hold and release again would put
          // the fees off for ever.
          ...(order.releasedAt === null ? { releasedAt: now, ...feeTermsFrom(settings, now) } : {}),
          // Paid online, the released order stays ON_HOLD until the capture and keeps its hold window
          // a release does not restart it (docs/decisions/014).
          holdExpiresAt: next === 'ON_HOLD' ? order.holdExpiresAt : null,
        }
      : { fulfillmentStatus: next };
    await tx
      .update(orders)
      .set({ ...values, version: sql`${orders.version} + 1`, updatedAt: now })
      .where(eq(orders.id, order.id));
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const reason: OrderChangeReason = release ? 'ORDER_RELEASED' : 'ORDER_HELD';
    await publishEvents(tx, orderChangedEvents(ctx.tenantId, ctx.userId, [order.phonexOrderNumber], reason));
    await recordOrderChange(tx, after!, reason, { kind: 'BUYER', id: ctx.userId }, now, [], !release);
    // Paid online, a release leaves the order ON_HOLD until the capture, whose mail says it was paid and
    // released: nothing is released yet to mail about.
    const awaitsOnlinePayment = release && next === 'ON_HOLD';
    if (!awaitsOnlinePayment) await mailFor(tx, access.email, reason, after!, lines, checkout);
    return { order: after!, lines };
  });
  return respond(done.order, done.lines, checkout, now, []);
}

/**
 * POST order/{n}/cancel (L-048…L-052, Q-041): every open unit back to stock, the lines cancelled; CANCELED, or
 * AWAITING_PAYMENT with the cancellation fee when the agreed terms charge one. Without the cancel permission →
 * 409 outdatedSalesOrder.
 */
export async function cancelOrder(
  db: DbOrTx,
  ctx: RequestContext,
  n: string,
  body: { version?: number | undefined },
  now: Date = new Date(),
  /** Refunds a cancelled order that was paid online (modules/payments refundCancelledOrder), after the commit. */
  refundPaid?: (order: OrderRow) => Promise<unknown>,
): Promise<OrderChangeResponse> {
  const access = await requireAuthority(db, ctx, 'CAN_UPDATE_ORDER');
  const preview = await findOrder(db, ctx.tenantId, ctx.userId, normalizeOrderNumber(n));
  if (!preview) throw orderNotFound(n);
  const checkout = await loadCheckoutContext(db, ctx.tenantId, ctx.userId, preview.warehouse);
  const done = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, ctx, n, body.version);
    const lines = await linesOfOrders(tx, ctx.tenantId, [order.id]);
    if (!permissionOf(order, lines, checkout.orderSettings, true, now).canCancelOrder) throw outdated();
    const cancel = await cancelOpenUnits(tx, order, lines, { kind: 'BUYER', id: ctx.userId }, now);
    await tx.update(orders).set(cancel.values).where(eq(orders.id, order.id));
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const afterLines = await linesOfOrders(tx, ctx.tenantId, [order.id]);
    await cancel.stock.finish({
      events: orderChangedEvents(ctx.tenantId, ctx.userId, [order.phonexOrderNumber], 'ORDER_CANCELED'),
    });
    await recordOrderChange(tx, after!, 'ORDER_CANCELED', { kind: 'BUYER', id: ctx.userId }, now);
    await mailFor(tx, access.email, 'ORDER_CANCELED', after!, afterLines, checkout);
    return { order: after!, lines: afterLines };
  });
  if (refundPaid && done.order.paymentStatus === 'PAID') await refundPaid(done.order);
  return respond(done.order, done.lines, checkout, now, []);
}

/**
 * GET order/{n}/payment/status (N-048, L-054, Q-012): SUCCESS once paid; FAILURE after a declined integrated
 * payment; PENDING otherwise (an instructions-based payment waits for the seller to see the money).
 */
export async function paymentStatus(
  db: DbOrTx,
  ctx: RequestContext,
  n: string,
): Promise<{ status: 'SUCCESS' | 'FAILURE' | 'PENDING' }> {
  await requireOrderAccess(db, ctx);
  const order = await findOrder(db, ctx.tenantId, ctx.userId, normalizeOrderNumber(n));
  if (!order) throw orderNotFound(n);
  if (order.paymentStatus === 'PAID') return { status: 'SUCCESS' };
  return { status: order.paymentAttemptStatus === 'FAILURE' ? 'FAILURE' : 'PENDING' };
}
