import type {
  DeskActions,
  DeskCancelBody,
  DeskEditLinesBody,
  DeskExtendHoldBody,
  DeskInvoiceBody,
  DeskOrderResponse,
  DeskOrderSettings,
  DeskOrderSettingsInput,
  DeskPaymentBody,
  DeskQueueExportQuery,
  DeskQueueQuery,
  DeskQueueRow,
  DeskQuoteBody,
  DeskShipBody,
  DeskSummaryResponse,
  DocumentStatus,
  FulfillmentStatus,
  OrderChangeError,
  OrderChangeReason,
  PaymentStatus,
  TimelineActorKind,
} from '@portico/contract';
import { DESK_SUMMARY_CAP, DeskNeedsAction, INVOICE_EXPORT_CONTENT_TYPE } from '@portico/contract';
import { CONSOLE_DICTIONARY } from '@portico/contract/dictionary/console';
import type { MailWords } from '@portico/contract/dictionary/mail';
import {
  carrierChoices,
  carrierTrackingUrl,
  displayLocale,
  extendedHoldDeadline,
  formatDateTime,
  formatMoney,
  formatOrderNumber,
  holdDeadline,
  imeisOfText,
  invoiceDueDate,
  type ManifestProblem,
  majorToMinor,
  manifestProblems,
  minorToMajor,
  multiplyMinor,
  type OrderEvent,
  splitOrderSearchAsTyped,
  type TransitionContext,
  transitionFor,
} from '@portico/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { RatingProvider } from '../../adapters/rating.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  invoiceNumberCounters,
  orderInvoiceLines,
  orderInvoices,
  orderLines,
  orderManifestLines,
  orderShipments,
  orders,
  tenants,
} from '../../db/schema/index.ts';
import type { UploadHold } from '../../lib/spreadsheet/read-spreadsheet.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { checkSeller, requireOrderAccess } from '../accounts/accounts.service.ts';
import { payAndShipBlocked, proofOfExportOutstanding } from '../export-documents/export-documents.service.ts';
import {
  applyFreightQuote,
  cancelOpenUnits,
  closeOpenUnits,
  upsertOrder,
} from '../orders/order-changes.service.ts';
import {
  enqueueOrderMail,
  feeTermsFrom,
  orderChangedEvents,
  publishOrderChanged,
  statusLabel,
} from '../orders/order-events.ts';
import { orderInvoicePdf, orderManifestExport } from '../orders/order-exports.service.ts';
import { toAddress } from '../orders/order-mapper.ts';
import { paysIntegrated } from '../orders/order-view.ts';
import { findOrder, type LineWithStock, linesOfOrders, type OrderRow } from '../orders/orders.repository.ts';
import {
  normalizeOrderNumber,
  orderNotFound,
  precisionOf,
  type TenantOrderContext,
  tenantOrderContext,
} from '../orders/orders.service.ts';
import type { OutboxAttachment } from '../outbox/outbox.service.ts';
import { capturedOnline } from '../payments/payments.service.ts';
import { reportTimeZone } from '../reports/daily-report.service.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { exportFileName } from '../stock/stock-export.ts';
import type { Tenant } from '../tenants/tenant.repository.ts';
import { parseManifestUpload } from './manifest-upload.ts';
import {
  addTimeline,
  buyerOf,
  documentsOf,
  imeisOnFile,
  invoicedQuantities,
  invoicesOf,
  needsActionCounts,
  paymentDueDays,
  paysOnCredit,
  type QueueFilters,
  type QueueRow,
  queueChunks,
  queuePage,
  shipmentsOf,
  tenantCarriers,
  tenantOrder,
  tenantWarehouses,
  timelineOf,
} from './order-desk.repository.ts';
import { timelineText } from './timeline-text.ts';

/**
 * The seller's order desk (part 2 §3 Order, Permission set, Order settings; L-006…L-010, N-055, N-056, Q-049,
 * Q-052): the staff side of the order lifecycle. Every transition goes through the shared transition table
 * (packages/domain transitionFor, actor STAFF) in one transaction that locks the order, checks the version the
 * desk loaded (two staff at once: one wins, the other a 409 conflict), writes the change, a timeline row, the
 * buyer's mail through the outbox and an `orders.changed` event. The buyer side's services do what they already
 * do (cancel → cancelOpenUnits; edit lines → upsertOrder): called, never copied.
 */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const nameOf = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/** What the desk should do next with an order of this state, if anything. */
function needsActionOf(
  status: string,
  payment: string,
  openAfterShipping: boolean,
  documentsToReview: boolean,
  creditTerms: boolean,
): DeskNeedsAction | null {
  if (status === 'AWAITING_SHIPPING_QUOTE') return 'QUOTE_REQUESTED';
  // A submitted proof of export holds the buyer's PAY AND SHIP NOW until the seller approves it (H-010, H-011).
  if (documentsToReview) return 'DOCUMENTS_TO_REVIEW';
  // On credit terms an unpaid order ships first and is paid after (decision 014).
  if (payment === 'UNPAID' && (status === 'AWAITING_PAYMENT' || status === 'READY_FOR_FULFILLMENT')) {
    return creditTerms ? 'READY_TO_SHIP' : 'PAYMENT_TO_CONFIRM';
  }
  if (status === 'READY_FOR_FULFILLMENT' || (status === 'SHIPPED' && openAfterShipping))
    return 'READY_TO_SHIP';
  return null;
}

/** One queue row as the API writes it (the export's rows; the page's are written by SQL to the same text). */
export function toQueueRow(r: QueueRow, precision: number): DeskQueueRow {
  return {
    phonexOrderNumber: r.phonexOrderNumber,
    refOrderNumber: r.refOrderNumber,
    buyer: {
      buyerId: r.buyerId,
      email: r.buyerEmail,
      name: nameOf({ firstName: r.buyerFirstName, lastName: r.buyerLastName, email: r.buyerEmail }),
    },
    warehouse: r.warehouseLabel ?? r.warehouseCode,
    warehouseCode: r.warehouseCode,
    fulfillmentStatus: r.fulfillmentStatus as FulfillmentStatus,
    paymentStatus: r.paymentStatus as PaymentStatus,
    paymentMethodLabel: r.paymentMethodLabel,
    shippingMethodLabel: r.shippingMethodLabel,
    createDate: r.createdAt.toISOString(),
    updateDate: r.updatedAt.toISOString(),
    totalOrderedQuantity: r.totalOrderedQuantity,
    total: minorToMajor(r.totalMinor, precision),
    freightUndefined: r.freightUndefined,
    needsAction: needsActionOf(
      r.fulfillmentStatus,
      r.paymentStatus,
      r.openUnits,
      r.documentsToReview,
      r.creditTerms,
    ),
  };
}

const filtersOf = (q: DeskQueueExportQuery, tenantConfig: Tenant['config']): QueueFilters => ({
  ...q,
  terms: splitOrderSearchAsTyped(q.search ?? ''),
  timeZone: reportTimeZone(tenantConfig ?? {}),
});

/**
 * GET seller/orders: one page of every order of the tenant; no count over the table (P14), hasMore instead. Answers
 * the DeskQueueResponse's JSON text: the page's rows come from the statement already written (queuePageStatement),
 * the rest is written here, in the contract's field order.
 */
export async function queue(
  db: DbOrTx,
  ctx: RequestContext,
  q: DeskQueueQuery,
  tenantConfig: Tenant['config'],
): Promise<string> {
  // P14: one statement answers the staff check, the tenant's warehouses and the rows; the currency precision is
  // the request's tenant's (resolved from the host, cached for seconds: plugins/tenant.ts), the token's tenant.
  const precision = precisionOf(tenantConfig?.currencyPrecision);
  const page = await queuePage(
    db,
    ctx.tenantId,
    ctx.userId,
    filtersOf(q, tenantConfig),
    q.pageSize,
    (q.page - 1) * q.pageSize,
    precision,
  );
  checkSeller(page.account, ctx.issuedAt, 'read');
  return `{"orders":[${page.ordersJson}],"hasMore":${page.hasMore},"page":${JSON.stringify(q.page)},"pageSize":${JSON.stringify(q.pageSize)},"warehouses":${JSON.stringify(page.warehouses)},"notFound":${JSON.stringify(page.notFound)}}`;
}

/**
 * GET seller/orders/summary: the console Home's order work — each 'Needs action' bucket with the orders its queue
 * filter lists, up to DESK_SUMMARY_CAP ("more" beyond). Any staff role.
 */
export async function summary(db: DbOrTx, ctx: RequestContext): Promise<DeskSummaryResponse> {
  await requireStaff(db, ctx, 'read');
  const counts = await needsActionCounts(db, ctx.tenantId, DESK_SUMMARY_CAP);
  return {
    needsAction: DeskNeedsAction.options.map((code) => {
      const n = counts[code] ?? 0;
      return { needsAction: code, count: Math.min(n, DESK_SUMMARY_CAP), more: n > DESK_SUMMARY_CAP };
    }),
  };
}

const EXPORT_CHUNK = 2000;

/** GET seller/orders/export: every matching order, read in chunks while the workbook streams. */
export async function planQueueExport(
  db: DbOrTx,
  ctx: RequestContext,
  q: DeskQueueExportQuery,
  tenantConfig: Tenant['config'],
  now: Date,
) {
  await requireStaff(db, ctx, 'read');
  const tenant = await tenantOrderContext(db, ctx.tenantId);
  const filters = filtersOf(q, tenantConfig);
  async function* chunks() {
    for await (const rows of queueChunks(db, ctx.tenantId, filters, EXPORT_CHUNK)) {
      yield rows.map((r) => toQueueRow(r, tenant.precision));
    }
  }
  return {
    fileName: exportFileName(tenant.shortName, now, { kind: 'orders' }),
    chunks: chunks(),
    labels: {
      fulfillment: (code: string) => statusLabel(code, tenant.settings.fulfillmentSettings.statuses),
      payment: (code: string) => statusLabel(code, tenant.settings.paymentSettings.statuses),
      needsAction: (code: DeskNeedsAction) => CONSOLE_DICTIONARY[NEEDS_ACTION_WORDS[code]].i18n_value,
    },
  };
}

/** What the queue's Needs action filter calls each bucket (the console's words). */
const NEEDS_ACTION_WORDS = {
  QUOTE_REQUESTED: 'consoleQuoteRequested',
  PAYMENT_TO_CONFIRM: 'consolePaymentToConfirm',
  READY_TO_SHIP: 'consoleReadyToShip',
  DOCUMENTS_TO_REVIEW: 'consoleDocumentsToReview',
} as const satisfies Record<DeskNeedsAction, keyof typeof CONSOLE_DICTIONARY>;

// ── The order view ─────────────────────────────────────────────────────────────────────────────────────────

const openOf = (l: LineWithStock['line']) => l.orderedQuantity - l.canceledQuantity - l.shippedQuantity;
const openUnits = (lines: readonly LineWithStock[]) => lines.reduce((s, { line }) => s + openOf(line), 0);

function transitionContext(
  order: OrderRow,
  lines: readonly LineWithStock[],
  tenant: TenantOrderContext,
  creditTerms: boolean,
) {
  return {
    onReleaseFulfillmentStatusTo: tenant.settings.fulfillmentSettings.onReleaseFulfillmentStatusTo,
    integratedPayment: paysIntegrated(order),
    paymentStatus: order.paymentStatus,
    openUnits: openUnits(lines),
    creditTerms,
  } satisfies TransitionContext;
}

function actionsOf(
  order: OrderRow,
  lines: readonly LineWithStock[],
  tenant: TenantOrderContext,
  creditTerms: boolean,
  proofOfExportDue: boolean,
): DeskActions {
  const c = { ...transitionContext(order, lines, tenant, creditTerms), proofOfExportDue };
  const can = (e: OrderEvent) => transitionFor('STAFF', order.fulfillmentStatus, e, c) !== undefined;
  const editable =
    order.paymentStatus === 'UNPAID' &&
    (order.fulfillmentStatus === 'ON_HOLD' || order.fulfillmentStatus === 'AWAITING_PAYMENT') &&
    c.openUnits > 0;
  return {
    canAnswerQuote: can('QUOTE'),
    canRecordPayment: can('PAY'),
    canShip: can('SHIP') && c.openUnits > 0,
    canInvoice: can('INVOICE'),
    canCancel: can('CANCEL'),
    canEditLines: editable,
    canExtendHold: can('EXTEND_HOLD') && holdRuns(order),
  };
}

/**
 * Whether the order's hold window runs (Q-043): the hold-expiry job cancels it at its deadline — unpaid (the table
 * checks the status), and no fee terms agreed (such an order accrues fees instead of expiring).
 */
const holdRuns = (order: OrderRow) =>
  order.paymentStatus === 'UNPAID' &&
  !order.racFeeAgreed &&
  (order.fulfillmentStatus === 'ON_HOLD' || order.fulfillmentStatus === 'AWAITING_SHIPPING_QUOTE');

/** When a running hold window ends, else null. */
const holdEndsAt = (order: OrderRow, tenant: TenantOrderContext): Date | null =>
  holdRuns(order)
    ? holdDeadline(order.holdExpiresAt, order.createdAt, tenant.settings.holdWindowHours)
    : null;

/** Major units as the tenant writes money (its currency and precision), for the timeline's parameters. */
const moneyOf = (tenant: TenantOrderContext) => (major: number) =>
  formatMoney(major, { currencyCode: tenant.currencyCode, precision: tenant.precision });

async function view(
  db: DbOrTx,
  tenantId: string,
  order: OrderRow,
  tenant: TenantOrderContext,
  errors: OrderChangeError[] = [],
): Promise<DeskOrderResponse> {
  const [lines, buyer, shipments, invoices, timeline, whs, credit, documents, carriers, proofDue] =
    await Promise.all([
      linesOfOrders(db, tenantId, [order.id]),
      buyerOf(db, order.buyerId),
      shipmentsOf(db, tenantId, order.id),
      invoicesOf(db, tenantId, order.id),
      timelineOf(db, tenantId, order.id),
      tenantWarehouses(db, tenantId),
      paysOnCredit(db, tenantId, order.paymentMethodCode),
      documentsOf(db, tenantId, order.id),
      tenantCarriers(db, tenantId),
      // A held order's payment would release it (H-010): not while the buyer's proof of export is due.
      order.fulfillmentStatus === 'ON_HOLD'
        ? proofOfExportOutstanding(db, tenantId, order.buyerId)
        : Promise.resolve(false),
    ]);
  const m = (minor: number) => minorToMajor(minor, tenant.precision);
  const money = moneyOf(tenant);
  return {
    order: {
      phonexOrderNumber: order.phonexOrderNumber,
      refOrderNumber: order.refOrderNumber,
      version: order.version,
      buyer: { buyerId: buyer.id, email: buyer.email, name: nameOf(buyer) },
      warehouse: whs.find((w) => w.code === order.warehouse)?.label ?? order.warehouse,
      warehouseCode: order.warehouse,
      fulfillmentStatus: order.fulfillmentStatus as FulfillmentStatus,
      paymentStatus: order.paymentStatus as PaymentStatus,
      createDate: order.createdAt.toISOString(),
      updateDate: order.updatedAt.toISOString(),
      paidDate: iso(order.paidAt),
      canceledDate: iso(order.canceledAt),
      holdExpiresAt: iso(holdEndsAt(order, tenant)),
      subtotal: m(order.subtotalMinor),
      freight: m(order.freightMinor),
      freightUndefined: order.freightUndefined,
      paymentFee: m(order.paymentFeeMinor),
      tax: m(order.taxMinor),
      taxDescription: order.taxDescription,
      additionalServicesFee: m(order.additionalServicesFeeMinor),
      reservationFee: m(order.reservationFeeMinor),
      cancellationFee: m(order.cancellationFeeMinor),
      total: m(order.totalMinor),
      totalOrderedQuantity: order.totalOrderedQuantity,
      shippingAddress: toAddress(order.shippingAddress),
      billingAddress: toAddress(order.billingAddress),
      shippingMethodCode: order.shippingMethodCode,
      shippingMethodLabel: order.shippingMethodLabel,
      requestAQuoteServiceLevel: order.requestAQuoteServiceLevel,
      carrier: order.carrier,
      carrierServiceLevel: order.carrierServiceLevel,
      carrierShippingAccountNumber: order.carrierShippingAccountNumber,
      insured: order.insured,
      insuredAmount: order.insuredAmountMinor === null ? null : m(order.insuredAmountMinor),
      carrierChoices: carrierChoices(order.carrier, carriers),
      shippingInstructions: order.shippingInstructions,
      paymentMethodCode: order.paymentMethodCode,
      paymentMethodLabel: order.paymentMethodLabel,
      lines: lines.map(({ line, quantityAvailable }) => ({
        itemNumberWarehouse: line.itemNumberWarehouse,
        itemNumber: line.itemNumber,
        itemDescription: line.itemDescription,
        orderedQuantity: line.orderedQuantity,
        canceledQuantity: line.canceledQuantity,
        shippedQuantity: line.shippedQuantity,
        openQuantity: openOf(line),
        quantityAvailable,
        unitPrice: m(line.unitPriceMinor),
        // The units still ordered, as the subtotal counts them: a cancelled unit shows nothing to pay.
        extendedPrice: m(multiplyMinor(line.unitPriceMinor, line.orderedQuantity - line.canceledQuantity)),
      })),
      shipments: shipments.map((s) => ({
        carrier: s.carrier,
        trackingNumber: s.trackingNumber,
        shippedAt: s.shippedAt.toISOString(),
        units: s.units,
      })),
      invoices: invoices.map((i) => ({
        invoiceNumber: i.invoiceNumber,
        invoiceDate: i.invoiceDate.toISOString(),
        dueDate: iso(i.dueDate),
        total: m(i.totalMinor),
      })),
      documents: documents.map((d) => ({
        documentName: d.documentName,
        documentStatus: d.documentStatus as DocumentStatus,
        fileName: d.fileName,
        submittedAt: iso(d.submittedAt),
        reason: d.reason,
      })),
      timeline: timeline.map((t) => ({
        id: t.id,
        at: t.at.toISOString(),
        actorKind: t.actorKind as TimelineActorKind,
        actorId: t.actorId,
        actorName: t.actorEmail,
        action: t.action,
        summary: t.summary,
        ...timelineText(t, money),
        before: t.before,
        after: t.after,
        visibleToBuyer: t.visibleToBuyer,
      })),
      actions: actionsOf(order, lines, tenant, credit, proofDue),
    },
    errors,
  };
}

/** GET seller/orders/:n: the order of any buyer of the tenant; another tenant's number → 404. */
export async function getDeskOrder(db: DbOrTx, ctx: RequestContext, n: string): Promise<DeskOrderResponse> {
  await requireStaff(db, ctx, 'read');
  const order = await tenantOrder(db, ctx.tenantId, normalizeOrderNumber(n));
  if (!order) throw orderNotFound(n);
  return view(db, ctx.tenantId, order, await tenantOrderContext(db, ctx.tenantId));
}

// ── Transitions ────────────────────────────────────────────────────────────────────────────────────────────

const VERBS: Record<OrderEvent, string> = {
  RELEASE: 'released',
  HOLD: 'held',
  CANCEL: 'cancelled',
  CANCEL_WITH_FEE: 'cancelled',
  QUOTE: 'quoted',
  PAY: 'marked paid',
  SHIP: 'shipped',
  INVOICE: 'invoiced',
  EXPIRE: 'expired',
  EXTEND_HOLD: 'given more time',
};

function proofOfExportFirst(n: string): AppError {
  return new AppError(
    'conflict',
    `Order ${n} waits for the buyer's proof of export: approve it under Documents before recording the payment.`,
    { path: n },
  );
}

function changedSince(n: string): AppError {
  return new AppError(
    'conflict',
    `Order ${n} was changed by someone else since you opened it. Reload it and try again.`,
    { path: n },
    [
      {
        messageCode: 'outdatedSalesOrder',
        messageDescription: 'The order changed since it was loaded',
        field: 'version',
      },
    ],
  );
}

function notAllowed(n: string, status: string, event: OrderEvent): AppError {
  return new AppError('conflict', `Order ${n} is ${status}: it cannot be ${VERBS[event]} now.`, { path: n });
}

type Step = {
  reason: OrderChangeReason;
  action: string;
  summary: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  visibleToBuyer: boolean;
  /** Lines the buyer's mail adds for this step (the parcels of a shipment, a cancel's reason), in its words. */
  mailNotes?: (w: MailWords) => string[];
  /** The buyer's mail says the order can now be paid online, where, and by when (Q-044; enqueueOrderMail). */
  mailPayOnline?: { by: Date | null };
  /** Files the buyer's mail carries (an invoice's PDF), made from the order as the step leaves it. */
  mailAttachments?: (order: OrderRow) => Promise<OutboxAttachment[]>;
};

type StepInput = {
  tx: DbOrTx;
  order: OrderRow;
  lines: LineWithStock[];
  next: string;
  tenant: TenantOrderContext;
  staffId: string;
  /** The buyer's proof of export is due (H-010): the order cannot be released or paid until it is approved. */
  proofOfExportDue: boolean;
};

/**
 * One staff transition: lock the order, check the version and the table, run `work` (which writes the order row
 * with version + 1), then the timeline row, the buyer's mail and the orders.changed event — one transaction.
 * `events` is false when `work` publishes them itself (through the inventory session's finish).
 */
async function transition(
  db: DbOrTx,
  ctx: RequestContext,
  n: string,
  version: number,
  event: OrderEvent,
  work: (s: StepInput) => Promise<Step & { events?: boolean }>,
  now: Date,
): Promise<DeskOrderResponse> {
  const staff = await requireStaff(db, ctx, 'write');
  const number = normalizeOrderNumber(n);
  const tenant = await tenantOrderContext(db, ctx.tenantId);
  const after = await db.transaction(async (tx) => {
    const order = await tenantOrder(tx, ctx.tenantId, number, true);
    if (!order) throw orderNotFound(n);
    if (order.version !== version) throw changedSince(number);
    const lines = await linesOfOrders(tx, ctx.tenantId, [order.id]);
    const credit = await paysOnCredit(tx, ctx.tenantId, order.paymentMethodCode);
    // H-010: a quote is a release unless the buyer's proof of export is due (then the order waits on hold); a
    // payment of a held order is a release too, refused while the document is due.
    const releases = event === 'QUOTE' || (event === 'PAY' && order.fulfillmentStatus === 'ON_HOLD');
    const proofOfExportDue = releases && (await payAndShipBlocked(tx, ctx.tenantId, order.buyerId));
    const next = transitionFor('STAFF', order.fulfillmentStatus, event, {
      ...transitionContext(order, lines, tenant, credit),
      proofOfExportDue,
    });
    if (next === undefined && event === 'PAY' && proofOfExportDue) throw proofOfExportFirst(number);
    if (next === undefined) throw notAllowed(number, order.fulfillmentStatus, event);
    const step = await work({ tx, order, lines, next, tenant, staffId: staff.userId, proofOfExportDue });
    const updated = await tenantOrder(tx, ctx.tenantId, number);
    const before = {
      fulfillmentStatus: order.fulfillmentStatus,
      paymentStatus: order.paymentStatus,
      ...step.before,
    };
    const afterValues = {
      fulfillmentStatus: updated!.fulfillmentStatus,
      paymentStatus: updated!.paymentStatus,
      ...step.after,
    };
    await addTimeline(tx, {
      tenantId: ctx.tenantId,
      orderId: order.id,
      at: now,
      actorKind: 'STAFF',
      actorId: staff.userId,
      action: step.action,
      summary: step.summary,
      before,
      after: afterValues,
      visibleToBuyer: step.visibleToBuyer,
    });
    // The staff audit log: the same change as the timeline, under the desk's event (orders.pay, orders.ship…).
    await recordStaffAction(tx, ctx, {
      action: `orders.${event.toLowerCase() as Lowercase<OrderEvent>}`,
      targetType: 'order',
      targetId: number,
      before,
      after: afterValues,
    });
    if (step.events !== false) {
      await publishOrderChanged(tx, ctx.tenantId, order.buyerId, [number], step.reason);
    }
    const buyer = await buyerOf(tx, order.buyerId);
    const afterLines = await linesOfOrders(tx, ctx.tenantId, [order.id]);
    await enqueueOrderMail(
      tx,
      buyer.email,
      step.reason,
      updated!,
      afterLines.map((l) => l.line),
      {
        tenantName: tenant.name,
        currencyCode: tenant.currencyCode,
        precision: tenant.precision,
        language: tenant.language,
        statuses: tenant.settings.fulfillmentSettings.statuses,
        ...(step.mailNotes ? { notes: step.mailNotes } : {}),
        ...(step.mailPayOnline
          ? {
              payOnline: true,
              ...(step.mailPayOnline.by
                ? {
                    payBy: formatDateTime(
                      step.mailPayOnline.by,
                      tenant.timeZone,
                      displayLocale(tenant.language),
                    ),
                  }
                : {}),
            }
          : {}),
        ...(step.mailAttachments ? { attachments: await step.mailAttachments(updated!) } : {}),
      },
    );
    return updated!;
  });
  return view(db, ctx.tenantId, after, tenant);
}

const bump = (now: Date) => ({ version: sql`${orders.version} + 1`, updatedAt: now });

/**
 * POST seller/orders/:n/quote: the freight of a request-a-quote order, the charges recomputed → AWAITING_PAYMENT
 * (ON_HOLD for its payment when it pays online).
 */
export function answerQuote(
  db: DbOrTx,
  ctx: RequestContext,
  n: string,
  body: DeskQuoteBody,
  now = new Date(),
) {
  return transition(
    db,
    ctx,
    n,
    body.version,
    'QUOTE',
    async ({ tx, order, next, tenant, proofOfExportDue }) => {
      const freightMinor = majorToMinor(body.freight, tenant.precision);
      // The buyer side's pricing of a quoted order (charges, fee on the total, version), then the status.
      const charges = await applyFreightQuote(tx, order, freightMinor);
      // An order paid online waits ON_HOLD for its payment (the table): its hold window runs from the quote, not
      // from the order's creation (it may have waited longer than the window for the quote). Q-043, decision 014.
      const holdExpiresAt =
        next === 'ON_HOLD'
          ? new Date(now.getTime() + tenant.settings.holdWindowHours * 3_600_000)
          : order.holdExpiresAt;
      // Quoted to Awaiting Payment, the order is released: it takes its fee terms now, as a buyer's release does
      // (Q-040, Q-041; a request-a-quote order has none until then). Held for its online payment or its proof of
      // export, it takes them when the buyer releases it.
      const released = next !== 'ON_HOLD' && order.releasedAt === null;
      await tx
        .update(orders)
        .set({
          fulfillmentStatus: next,
          holdExpiresAt,
          ...(released ? { releasedAt: now, ...feeTermsFrom(tenant.settings, now) } : {}),
        })
        .where(eq(orders.id, order.id));
      const money = (minor: number) =>
        formatMoney(minorToMajor(minor, tenant.precision), {
          currencyCode: tenant.currencyCode,
          precision: tenant.precision,
        });
      return {
        reason: 'QUOTE_ANSWERED',
        action: 'QUOTE_ANSWERED',
        summary: `Freight quoted: ${money(freightMinor)}; total ${money(charges.totalMinor)}`,
        before: { freight: null, total: minorToMajor(order.totalMinor, tenant.precision) },
        after: {
          freight: minorToMajor(charges.freightMinor, tenant.precision),
          total: minorToMajor(charges.totalMinor, tenant.precision),
        },
        visibleToBuyer: true,
        // Q-044: quoted, an order paid online is payable now (held for its payment, not for its proof of export):
        // its mail says so where a wire order's gives the how-to-pay instructions (I-068).
        ...(paysIntegrated(order) && next === 'ON_HOLD' && !proofOfExportDue
          ? { mailPayOnline: { by: holdExpiresAt } }
          : {}),
      };
    },
    now,
  );
}

/**
 * POST seller/orders/:n/hold/extend: an unpaid held order (or one waiting for its quote) is given `hours` more
 * before the hold-expiry job cancels it (Q-043) — a buyer who phoned to say the wire is on its way keeps the stock.
 * Counted from the current deadline, or from now when it has passed; the buyer sees it on the timeline and by mail.
 */
export function extendHold(
  db: DbOrTx,
  ctx: RequestContext,
  n: string,
  body: DeskExtendHoldBody,
  now = new Date(),
) {
  return transition(
    db,
    ctx,
    n,
    body.version,
    'EXTEND_HOLD',
    async ({ tx, order, tenant }) => {
      const current = holdEndsAt(order, tenant);
      // Fee terms agreed: the order accrues fees instead of expiring, so there is no window to extend.
      if (current === null) throw notAllowed(order.phonexOrderNumber, order.fulfillmentStatus, 'EXTEND_HOLD');
      const until = extendedHoldDeadline(current, now, body.hours);
      await tx
        .update(orders)
        .set({ holdExpiresAt: until, ...bump(now) })
        .where(eq(orders.id, order.id));
      const written = formatDateTime(until, tenant.timeZone, displayLocale(tenant.language));
      return {
        reason: 'HOLD_EXTENDED',
        action: 'HOLD_EXTENDED',
        summary: `Hold extended by the seller until ${written}`,
        before: { holdExpiresAt: current.toISOString() },
        after: { holdExpiresAt: until.toISOString(), hours: body.hours, until: written },
        visibleToBuyer: true,
        mailNotes: (w: MailWords) => [w('mailOrderHeldUntil', { date: written })],
      };
    },
    now,
  );
}

/** POST seller/orders/:n/payment: a wire or check received → PAID, the order released per the table. */
export function recordPayment(
  db: DbOrTx,
  ctx: RequestContext,
  n: string,
  body: DeskPaymentBody,
  now = new Date(),
) {
  return transition(
    db,
    ctx,
    n,
    body.version,
    'PAY',
    async ({ tx, order, next, tenant }) => {
      // A payment is recorded once, so in full: an amount received short of the total would mark the order paid
      // with money still owed, and no second payment could be recorded.
      if (body.amount !== undefined && majorToMinor(body.amount, tenant.precision) < order.totalMinor) {
        const money = moneyOf(tenant);
        const message = `The amount received (${money(body.amount)}) is less than the order total (${money(minorToMajor(order.totalMinor, tenant.precision))}). Record the payment once the order is paid in full.`;
        throw new AppError('validationFailed', message, undefined, [
          { messageCode: 'paymentShort', messageDescription: message, field: 'amount' },
        ]);
      }
      await tx
        .update(orders)
        .set({
          paymentStatus: 'PAID',
          paidAt: now,
          fulfillmentStatus: next,
          holdExpiresAt: null,
          ...(order.fulfillmentStatus === 'ON_HOLD' ? { releasedAt: now } : {}),
          ...bump(now),
        })
        .where(eq(orders.id, order.id));
      const method = ({ WIRE: 'Wire', CHECK: 'Check', CARD: 'Card' } as const)[body.method];
      const ref = body.reference ? ` (${body.reference})` : '';
      // The amount received is said on the timeline: one above the total is there to reconcile or refund.
      const of = body.amount === undefined ? '' : ` of ${moneyOf(tenant)(body.amount)}`;
      return {
        reason: 'PAYMENT_RECEIVED',
        action: 'PAYMENT_RECEIVED',
        summary: `${method} payment${of} received${ref}`,
        after: { method: body.method, reference: body.reference ?? null, amount: body.amount ?? null },
        visibleToBuyer: true,
      };
    },
    now,
  );
}

/** The IMEIs of a ship line with their rows (the text area's line, or the array's position). */
function imeiRows(imeis: DeskShipBody['lines'][number]['imeis']) {
  return typeof imeis === 'string'
    ? imeisOfText(imeis)
    : imeis.map((imei, i) => ({ imei: imei.trim(), row: i + 1 }));
}

/** How many of a manifest's problems the refusal's message spells out (each is also in `errors`, by row). */
const MANIFEST_PROBLEMS_IN_MESSAGE = 10;

function refuseManifest(problems: readonly ManifestProblem[]): AppError {
  const more = problems.length - MANIFEST_PROBLEMS_IN_MESSAGE;
  return new AppError(
    'validationFailed',
    problems
      .slice(0, MANIFEST_PROBLEMS_IN_MESSAGE)
      .map((p) => p.message)
      .join('; ') + (more > 0 ? `; and ${more} more` : ''),
    undefined,
    problems.map((p) => ({
      messageCode: 'invalidManifest',
      messageDescription: p.message,
      field: p.itemNumberWarehouse ?? 'lines',
    })),
  );
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * POST seller/orders/:n/shipments: carrier, tracking numbers and the IMEI manifest per line. The manifest is
 * checked whole (Luhn, count per line, duplicates in it and across the tenant) before anything is stored; a
 * partial shipment leaves the rest open → SHIPPED.
 */
export async function ship(db: DbOrTx, ctx: RequestContext, n: string, body: DeskShipBody, now = new Date()) {
  try {
    return await transition(
      db,
      ctx,
      n,
      body.version,
      'SHIP',
      async ({ tx, order, lines, next }) => {
        const byInw = new Map(lines.map((l) => [l.line.itemNumberWarehouse, l.line]));
        const input = body.lines.map((l) => {
          const line = byInw.get(l.itemNumberWarehouse);
          return {
            itemNumberWarehouse: l.itemNumberWarehouse,
            quantity: l.quantity,
            openQuantity: line ? openOf(line) : undefined,
            imeis: imeiRows(l.imeis),
          };
        });
        const problems = manifestProblems(input);
        if (problems.length > 0) throw refuseManifest(problems);
        const onFile = await imeisOnFile(
          tx,
          order.tenantId,
          input.flatMap((l) => l.imeis.map((i) => i.imei)),
        );
        const duplicates = input.flatMap((l) =>
          l.imeis
            .filter((i) => onFile.has(i.imei))
            .map((i) => ({
              itemNumberWarehouse: l.itemNumberWarehouse,
              row: i.row,
              imei: i.imei,
              message: `${l.itemNumberWarehouse}, row ${i.row}: ${i.imei} already shipped on order ${onFile.get(i.imei)}`,
            })),
        );
        if (duplicates.length > 0) throw refuseManifest(duplicates);
        const existing = await shipmentsOf(tx, order.tenantId, order.id);
        const trackingNumbers = [...new Set(body.trackingNumbers.map((t) => t.trim()))];
        const repeated = trackingNumbers.filter((t) => existing.some((s) => s.trackingNumber === t));
        if (repeated.length > 0) {
          throw new AppError(
            'validationFailed',
            `Tracking number ${repeated.join(', ')} is already on this order`,
          );
        }
        const shipments = await tx
          .insert(orderShipments)
          .values(
            trackingNumbers.map((trackingNumber) => ({
              tenantId: order.tenantId,
              orderId: order.id,
              carrier: body.carrier,
              trackingNumber,
              shippedAt: now,
            })),
          )
          .returning({ id: orderShipments.id });
        // Which parcel holds which unit is known only with one tracking number.
        const shipmentId = shipments.length === 1 ? shipments[0]!.id : null;
        const manifest = input.flatMap((l) =>
          l.imeis.map((i) => ({
            tenantId: order.tenantId,
            orderId: order.id,
            orderLineId: byInw.get(l.itemNumberWarehouse)!.id,
            shipmentId,
            itemNumberWarehouse: l.itemNumberWarehouse,
            imei: i.imei,
            createdAt: now,
          })),
        );
        for (let i = 0; i < manifest.length; i += 1000) {
          await tx.insert(orderManifestLines).values(manifest.slice(i, i + 1000));
        }
        for (const l of input) {
          await tx
            .update(orderLines)
            .set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${l.quantity}`, updatedAt: now })
            .where(eq(orderLines.id, byInw.get(l.itemNumberWarehouse)!.id));
        }
        await tx
          .update(orders)
          .set({ fulfillmentStatus: next, ...bump(now) })
          .where(eq(orders.id, order.id));
        const units = input.reduce((s, l) => s + l.quantity, 0);
        const left = openUnits(lines) - units;
        return {
          reason: 'ORDER_SHIPPED',
          action: 'ORDER_SHIPPED',
          summary: `Shipped ${units} ${units === 1 ? 'unit' : 'units'} by ${body.carrier}: ${trackingNumbers.join(', ')}${left > 0 ? ` (${left} still open)` : ''}`,
          after: { carrier: body.carrier, trackingNumbers, units, openUnits: left },
          visibleToBuyer: true,
          mailNotes: (w) => [
            w('mailOrderShippedBy', { carrier: body.carrier, trackingNumbers: trackingNumbers.join(', ') }),
            // L-010: each parcel's page at a carrier we know (the mail is plain text: the address itself).
            ...trackingNumbers.flatMap((trackingNumber) => {
              const link = carrierTrackingUrl(body.carrier, trackingNumber);
              return link ? [w('mailOrderTrackParcel', { trackingNumber, link })] : [];
            }),
            ...(left > 1 ? [w('mailOrderUnitsStillToShip', { count: left })] : []),
            ...(left === 1 ? [w('mailOrderOneUnitStillToShip')] : []),
          ],
        };
      },
      now,
    );
  } catch (err) {
    // The tenant-wide IMEI index is the last word when two shipments race past the look-up.
    if (isUniqueViolation(err)) {
      throw new AppError(
        'conflict',
        `Order ${normalizeOrderNumber(n)}: an IMEI of this manifest was just shipped on another order. Reload and check the manifest.`,
      );
    }
    throw err;
  }
}

export const INVOICE_PREFIX = 'INV';

/**
 * POST seller/orders/:n/invoice: the next invoice number of the tenant's sequence (invoice_number_counters), the
 * units not yet invoiced, and the order's charges not yet invoiced → INVOICED. The PDF is rendered from this row
 * by the buyer's and the desk's download (modules/orders/invoice-pdf.ts), and sent with the buyer's mail.
 */
export function invoice(db: DbOrTx, ctx: RequestContext, n: string, body: DeskInvoiceBody, now = new Date()) {
  return transition(
    db,
    ctx,
    n,
    body.version,
    'INVOICE',
    async ({ tx, order, lines, next }) => {
      const invoiced = await invoicedQuantities(tx, order.tenantId, order.id);
      const billed = lines
        .map(({ line }) => ({
          line,
          quantity: line.orderedQuantity - line.canceledQuantity - (invoiced.get(line.id) ?? 0),
        }))
        .filter((b) => b.quantity > 0);
      if (billed.length === 0)
        throw new AppError('conflict', `Order ${order.phonexOrderNumber} has nothing left to invoice.`);
      const prior = await invoicesOf(tx, order.tenantId, order.id);
      const left = (
        field:
          | 'freightMinor'
          | 'paymentFeeMinor'
          | 'taxMinor'
          | 'additionalServicesFeeMinor'
          | 'reservationFeeMinor'
          | 'cancellationFeeMinor',
      ) => Math.max(0, order[field] - prior.reduce((s, p) => s + p[field], 0));
      const subtotalMinor = billed.reduce((s, b) => s + multiplyMinor(b.line.unitPriceMinor, b.quantity), 0);
      const parts = {
        freightMinor: left('freightMinor'),
        paymentFeeMinor: left('paymentFeeMinor'),
        taxMinor: left('taxMinor'),
        additionalServicesFeeMinor: left('additionalServicesFeeMinor'),
        reservationFeeMinor: left('reservationFeeMinor'),
        cancellationFeeMinor: left('cancellationFeeMinor'),
      };
      const totalMinor = subtotalMinor + Object.values(parts).reduce((s, v) => s + v, 0);
      const [counter] = await tx
        .insert(invoiceNumberCounters)
        .values({ tenantId: order.tenantId, prefix: INVOICE_PREFIX, nextValue: 2 })
        .onConflictDoUpdate({
          target: [invoiceNumberCounters.tenantId, invoiceNumberCounters.prefix],
          set: { nextValue: sql`${invoiceNumberCounters.nextValue} + 1` },
        })
        .returning({ next: invoiceNumberCounters.nextValue });
      const invoiceNumber = formatOrderNumber(INVOICE_PREFIX, counter!.next - 1);
      // An unpaid order on terms (Net 30) is due its method's days after the invoice; a paid one is not due.
      const dueDate = invoiceDueDate(
        now,
        await paymentDueDays(tx, order.tenantId, order.paymentMethodCode),
        order.paymentStatus === 'PAID',
      );
      const [row] = await tx
        .insert(orderInvoices)
        .values({
          tenantId: order.tenantId,
          orderId: order.id,
          invoiceNumber,
          invoiceDate: now,
          dueDate,
          subtotalMinor,
          ...parts,
          taxDescription: order.taxDescription,
          totalMinor,
          createdAt: now,
        })
        .returning({ id: orderInvoices.id });
      await tx.insert(orderInvoiceLines).values(
        billed.map((b) => ({
          tenantId: order.tenantId,
          invoiceId: row!.id,
          orderLineId: b.line.id,
          quantity: b.quantity,
          unitPriceMinor: b.line.unitPriceMinor,
          extendedPriceMinor: multiplyMinor(b.line.unitPriceMinor, b.quantity),
        })),
      );
      await tx
        .update(orders)
        .set({ fulfillmentStatus: next, ...bump(now) })
        .where(eq(orders.id, order.id));
      return {
        reason: 'ORDER_INVOICED',
        action: 'ORDER_INVOICED',
        summary: `Invoice ${invoiceNumber}`,
        after: { invoiceNumber },
        mailNotes: (w: MailWords) => [w('mailOrderInvoiceNumber', { invoiceNumber })],
        // The invoice itself, as the order page's download renders and names it.
        mailAttachments: async (invoiced) => {
          const { fileName, pdf } = await orderInvoicePdf(tx, invoiced, invoiceNumber);
          return [{ filename: fileName, contentType: INVOICE_EXPORT_CONTENT_TYPE, content: pdf }];
        },
        visibleToBuyer: true,
      };
    },
    now,
  );
}

/**
 * POST seller/orders/:n/cancel: with a reason, through the buyer side's cancelOpenUnits (stock back through the
 * inventory core; its fee rules). Staff may cancel what has not shipped, paid or not (the table's STAFF rule).
 */
export function cancel(db: DbOrTx, ctx: RequestContext, n: string, body: DeskCancelBody, now = new Date()) {
  return transition(
    db,
    ctx,
    n,
    body.version,
    'CANCEL',
    async ({ tx, order, lines, staffId, tenant }) => {
      if (order.fulfillmentStatus === 'SHIPPED')
        return closeUnits(tx, order, lines, staffId, tenant, body, now);
      const result = await cancelOpenUnits(tx, order, lines, { kind: 'SELLER', id: staffId }, now);
      await tx.update(orders).set(result.values).where(eq(orders.id, order.id));
      await result.stock.finish({
        events: orderChangedEvents(
          order.tenantId,
          order.buyerId,
          [order.phonexOrderNumber],
          'ORDER_CANCELED',
        ),
      });
      return {
        reason: 'ORDER_CANCELED',
        action: 'ORDER_CANCELED',
        summary: `Cancelled by the seller: ${body.reason}`,
        after: { reason: body.reason },
        mailNotes: (w) => [w('mailOrderReason', { reason: body.reason })],
        visibleToBuyer: true,
        events: false,
      };
    },
    now,
  );
}

/**
 * The cancel of a partly shipped order: its open units are closed (order-changes closeOpenUnits), the order stays
 * SHIPPED, billed for what shipped, and can be invoiced. A paid order's timeline and mail name what is to be
 * refunded: the seller refunds a wire or check; an online payment is refunded its part after the commit (the
 * route calls refundOverpaidOrder).
 */
async function closeUnits(
  tx: DbOrTx,
  order: OrderRow,
  lines: readonly LineWithStock[],
  staffId: string,
  tenant: TenantOrderContext,
  body: DeskCancelBody,
  now: Date,
) {
  const closed = await closeOpenUnits(tx, order, lines, { kind: 'SELLER', id: staffId }, now);
  await tx.update(orders).set(closed.values).where(eq(orders.id, order.id));
  await closed.stock.finish({
    events: orderChangedEvents(order.tenantId, order.buyerId, [order.phonexOrderNumber], 'ORDER_EDITED'),
  });
  const money = moneyOf(tenant);
  const refund = minorToMajor(closed.refundMinor, tenant.precision);
  // Paid online, the difference goes back to the payer's account right after this (refundOverpaidOrder, its own
  // history entry); paid otherwise, the seller refunds it.
  const online = refund > 0 && (await capturedOnline(tx, order.tenantId, order.id));
  return {
    reason: 'ORDER_EDITED' as const,
    action: 'UNITS_CLOSED',
    summary: `${closed.units} units not shipped closed by the seller: ${body.reason}${
      refund > 0 && !online ? `; ${money(refund)} to refund` : ''
    }`,
    before: { total: minorToMajor(order.totalMinor, tenant.precision) },
    after: {
      units: closed.units,
      reason: body.reason,
      total: minorToMajor(closed.values.totalMinor, tenant.precision),
      ...(refund > 0 ? { refund } : {}),
    },
    mailNotes: (w: MailWords) => [
      '',
      w('mailOrderUnitsClosed', { units: closed.units, reason: body.reason }),
      ...(refund > 0
        ? [w(online ? 'mailOrderRefundedOnline' : 'mailOrderToRefund', { amount: money(refund) })]
        : []),
      '',
    ],
    visibleToBuyer: true,
    events: false,
  };
}

/**
 * PUT seller/orders/:n/lines: the buyer's upsert (its permission set, quantity rules, stock and charges), on the
 * buyer's behalf and in the staff member's name (the stock change log's actor), with the desk's timeline row and
 * audit entry in the upsert's own transaction — so a real-time freight quote is taken before it, as for the buyer
 * (I-025). Lines that could not change come back in errors.
 */
export async function editLines(
  db: DbOrTx,
  ctx: RequestContext,
  rating: RatingProvider,
  n: string,
  body: DeskEditLinesBody,
  now = new Date(),
): Promise<DeskOrderResponse> {
  const staff = await requireStaff(db, ctx, 'write');
  const number = normalizeOrderNumber(n);
  const tenant = await tenantOrderContext(db, ctx.tenantId);
  const preview = await tenantOrder(db, ctx.tenantId, number);
  if (!preview) throw orderNotFound(n);
  if (preview.version !== body.version) throw changedSince(number);
  const buyer = await buyerOf(db, preview.buyerId);
  // The edit runs the buyer's upsert, which a deactivated account may not: say so to the staff member (a 401 would
  // read as their own session ending).
  if (buyer.disabled) {
    throw new AppError(
      'conflict',
      "The buyer's account is deactivated: reactivate it under Buyers to change this order's lines.",
      { path: number },
    );
  }
  const asBuyer: RequestContext = {
    tenantId: ctx.tenantId,
    userId: buyer.id,
    email: buyer.email,
    groups: ['Buyer'],
  };
  const edited = body.items.map((i) => `${i.itemNumberWarehouse} × ${i.orderedQuantity}`).join(', ');
  const totals = (o: { totalOrderedQuantity: number; totalMinor: number }) => ({
    totalOrderedQuantity: o.totalOrderedQuantity,
    total: minorToMajor(o.totalMinor, tenant.precision),
  });
  const res = await upsertOrder(
    db,
    asBuyer,
    rating,
    { phonexOrderNumber: number, version: body.version, items: body.items },
    now,
    {
      actor: { kind: 'SELLER', id: staff.userId },
      async within(tx, after, changes) {
        await recordStaffAction(tx, ctx, {
          action: 'orders.lines.update',
          targetType: 'order',
          targetId: number,
          before: totals(preview),
          after: { ...totals(after), lines: body.items },
        });
        await addTimeline(tx, {
          tenantId: ctx.tenantId,
          orderId: preview.id,
          at: now,
          actorKind: 'STAFF',
          actorId: staff.userId,
          action: 'LINES_EDITED',
          summary: 'Lines edited for the buyer',
          before: totals(preview),
          // What changed, as the buyer's mail says it (L-010): the timeline's details are made of it.
          after: { ...totals(after), lines: edited, changes },
          visibleToBuyer: true,
        });
      },
    },
  );
  const after = await tenantOrder(db, ctx.tenantId, number);
  return view(db, ctx.tenantId, after!, tenant, res.errors);
}

// ── Order settings (GET/PUT seller/settings/orders) ─────────────────────────────────────────────────────────

export async function getOrderSettings(db: DbOrTx, ctx: RequestContext): Promise<DeskOrderSettings> {
  await requireStaff(db, ctx, 'read');
  const s = (await tenantOrderContext(db, ctx.tenantId)).settings;
  return {
    fulfillmentSettings: s.fulfillmentSettings,
    invoiceSettings: {
      showInvoiceFulfillmentStatuses: s.invoiceSettings.showInvoiceFulfillmentStatuses as FulfillmentStatus[],
      sellerAddress: s.invoiceSettings.sellerAddress,
    },
    paymentCollectionSettings: s.paymentCollectionSettings,
    holdWindowHours: s.holdWindowHours,
  };
}

/** Merges the parts into the tenant's orderSettings, leaving every other entry as it is. */
export async function putOrderSettings(
  db: DbOrTx,
  ctx: RequestContext,
  value: DeskOrderSettingsInput,
): Promise<DeskOrderSettings> {
  await requireStaff(db, ctx, 'write');
  return db.transaction(async (tx) => {
    const before = await getOrderSettings(tx, ctx);
    const patch = JSON.stringify({
      ...value,
      invoiceSettings: {
        ...value.invoiceSettings,
        sellerAddress: value.invoiceSettings.sellerAddress ?? before.invoiceSettings.sellerAddress,
      },
    });
    await tx
      .update(tenants)
      .set({
        settings: sql`coalesce(${tenants.settings}, '{}'::jsonb) || jsonb_build_object('orderSettings', coalesce(${tenants.settings} -> 'orderSettings', '{}'::jsonb) || ${patch}::jsonb)`,
      })
      .where(and(eq(tenants.id, ctx.tenantId)));
    const after = await getOrderSettings(tx, ctx);
    await recordStaffAction(tx, ctx, {
      action: 'settings.orders.update',
      targetType: 'settings',
      targetId: 'orders',
      before,
      after,
    });
    return after;
  });
}

/** GET seller/orders/:n/invoice/:invoiceNumber/export: the invoice PDF, as the buyer's download renders it. */
export async function deskInvoicePdf(db: DbOrTx, ctx: RequestContext, n: string, invoiceNumber: string) {
  await requireStaff(db, ctx, 'read');
  const order = await tenantOrder(db, ctx.tenantId, normalizeOrderNumber(n));
  if (!order) throw orderNotFound(n);
  return orderInvoicePdf(db, order, invoiceNumber);
}

/** GET seller/orders/:n/manifest/export: what was shipped, one row per unit with its IMEI (404 before any). */
export async function deskManifestExport(db: DbOrTx, ctx: RequestContext, n: string) {
  await requireStaff(db, ctx, 'read');
  const order = await tenantOrder(db, ctx.tenantId, normalizeOrderNumber(n));
  if (!order) throw orderNotFound(n);
  return orderManifestExport(db, order);
}

/** POST seller/orders/:n/manifest/parse: the IMEIs of an uploaded manifest, per line of the order. */
export async function parseManifest(
  db: DbOrTx,
  ctx: RequestContext,
  n: string,
  file: { fileName: string; buffer: Buffer },
  hold?: UploadHold,
) {
  await requireStaff(db, ctx, 'write');
  const order = await tenantOrder(db, ctx.tenantId, normalizeOrderNumber(n));
  if (!order) throw orderNotFound(n);
  const lines = await linesOfOrders(db, ctx.tenantId, [order.id]);
  return parseManifestUpload(
    file,
    lines.map((l) => l.line),
    hold,
  );
}

/** GET order/:n/timeline: the buyer's own order's entries meant for the buyer; staff stay anonymous. */
export async function buyerTimeline(db: DbOrTx, ctx: RequestContext, n: string) {
  await requireOrderAccess(db, ctx);
  const order = await findOrder(db, ctx.tenantId, ctx.userId, normalizeOrderNumber(n));
  if (!order) throw orderNotFound(n);
  const [rows, tenant] = await Promise.all([
    timelineOf(db, ctx.tenantId, order.id, true),
    tenantOrderContext(db, ctx.tenantId),
  ]);
  const money = moneyOf(tenant);
  return {
    timeline: rows.map((t) => ({
      id: t.id,
      at: t.at.toISOString(),
      actorKind: t.actorKind as TimelineActorKind,
      actorId: t.actorKind === 'BUYER' ? t.actorId : null,
      actorName: t.actorKind === 'BUYER' ? t.actorEmail : null,
      action: t.action,
      summary: t.summary,
      ...timelineText(t, money),
      before: t.before,
      after: t.after,
      visibleToBuyer: true,
    })),
  };
}
