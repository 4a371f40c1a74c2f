import { z } from 'zod';
import { Address, Money } from './checkout.ts';
import { CONSOLE_DESK_PAYMENT_DICTIONARY } from './dictionary/console-desk-payment.ts';
import { DocumentStatus } from './export-documents.ts';
import { multilineText, nonNegativeMoneyInput, text, withoutControlCharacters } from './inputs.ts';
import {
  FulfillmentStatus,
  OrderChangeError,
  orderSearch,
  PaymentStatus,
  UpsertOrderLine,
} from './orders.ts';
import { OrderSettings } from './settings.ts';

/**
 * The seller's order desk (part 2 §3 Order settings, Permission set; L-006…L-010, N-055, N-056, Q-049, Q-052): the
 * staff side of the order lifecycle — the queue of every order of the tenant, one order with its timeline, and the
 * transitions (answer a freight quote, record a payment, ship with an IMEI manifest, invoice, cancel, edit lines on
 * the buyer's behalf), each through the shared transition table (packages/domain orders). Group Seller only; a
 * buyer or another tenant's staff reaches none of it (403 / 404). Money in major units (as checkout.ts).
 */

// ── Queue (GET seller/orders) ───────────────────────────────────────────────────────────────────────────────

export const DESK_PAGE_SIZES = [25, 50, 100] as const;

/**
 * 'Needs action' filters: QUOTE_REQUESTED (AWAITING_SHIPPING_QUOTE), PAYMENT_TO_CONFIRM (unpaid AWAITING_PAYMENT),
 * READY_TO_SHIP (READY_FOR_FULFILLMENT, or SHIPPED with units still open), DOCUMENTS_TO_REVIEW (proof-of-export
 * documents waiting for review: matches nothing until proof of export lands).
 */
export const DeskNeedsAction = z.enum([
  'QUOTE_REQUESTED',
  'PAYMENT_TO_CONFIRM',
  'READY_TO_SHIP',
  'DOCUMENTS_TO_REVIEW',
]);
export type DeskNeedsAction = z.infer<typeof DeskNeedsAction>;

/** The Home summary counts each bucket up to this many orders, then says "more" (no count of the whole table). */
export const DESK_SUMMARY_CAP = 99;

/** GET seller/orders/summary: the orders in each 'Needs action' bucket, as the queue's filter finds them. */
export const DeskSummaryResponse = z.object({
  needsAction: z.array(
    z.object({
      needsAction: DeskNeedsAction,
      count: z.number().int().min(0).describe(`Orders in the bucket, at most DESK_SUMMARY_CAP`),
      more: z.boolean().describe('More orders than count wait in the bucket'),
    }),
  ),
});
export type DeskSummaryResponse = z.infer<typeof DeskSummaryResponse>;

export const DeskQueueSort = z.enum(['updateDate', 'createDate', 'phonexOrderNumber', 'total', 'buyer']);
export type DeskQueueSort = z.infer<typeof DeskQueueSort>;

/** A query value that may repeat (?status=A&status=B) or be one comma-separated value. */
const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','))),
    z.array(item).max(20).optional(),
  );

// Year 0 does not exist (the calendar goes from 1 BC to AD 1) and PostgreSQL refuses it: refused here instead.
const isoDate = z.iso
  .date('Enter a date like 2026-11-26')
  .refine((d) => !d.startsWith('0000'), 'Enter a date like 2026-11-26');

export const DeskQueueQuery = z.object({
  search: orderSearch()
    .optional()
    .describe(
      'Order number or reference; a pasted list (comma, space or newline separated) matches any (K-006)',
    ),
  fulfillmentStatus: listParam(FulfillmentStatus),
  paymentStatus: listParam(PaymentStatus),
  warehouse: text().max(100).optional().describe('Warehouse code'),
  buyerId: z.uuid().optional(),
  needsAction: DeskNeedsAction.optional(),
  createdFrom: isoDate.optional().describe("First day, of the tenant's calendar (its time zone)"),
  createdTo: isoDate.optional().describe('Last day, inclusive'),
  sort: DeskQueueSort.default('updateDate'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type DeskQueueQuery = z.infer<typeof DeskQueueQuery>;

/** GET seller/orders/export: the same filters, every matching order (no paging). */
export const DeskQueueExportQuery = DeskQueueQuery.omit({ page: true, pageSize: true });
export type DeskQueueExportQuery = z.infer<typeof DeskQueueExportQuery>;

export const DeskBuyer = z.object({
  buyerId: z.string(),
  email: z.string(),
  name: z.string().describe('First and last name; the e-mail when none is set'),
});
export type DeskBuyer = z.infer<typeof DeskBuyer>;

export const DeskQueueRow = z.object({
  phonexOrderNumber: z.string(),
  refOrderNumber: z.string().nullable(),
  buyer: DeskBuyer,
  warehouse: z.string().describe('Warehouse label'),
  warehouseCode: z.string(),
  fulfillmentStatus: FulfillmentStatus,
  paymentStatus: PaymentStatus,
  paymentMethodLabel: z.string(),
  shippingMethodLabel: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
  totalOrderedQuantity: z.number().int(),
  total: Money,
  freightUndefined: z.boolean(),
  needsAction: DeskNeedsAction.nullable().describe('What the desk should do next, if anything'),
});
export type DeskQueueRow = z.infer<typeof DeskQueueRow>;

export const DeskQueueResponse = z.object({
  orders: z.array(DeskQueueRow),
  hasMore: z.boolean().describe('A next page exists (no count over the whole table per page, P14)'),
  page: z.number().int(),
  pageSize: z.number().int(),
  warehouses: z.array(z.object({ code: z.string(), label: z.string() })),
  notFound: z
    .array(z.string())
    .describe('Searched numbers or references that match no order of the tenant (K-006), as typed'),
});
export type DeskQueueResponse = z.infer<typeof DeskQueueResponse>;

export const DESK_EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ── Order view (GET seller/orders/:n) ──────────────────────────────────────────────────────────────────────

export const TimelineActorKind = z.enum(['BUYER', 'STAFF', 'JOB']);
export type TimelineActorKind = z.infer<typeof TimelineActorKind>;

/** One thing an entry changed (a quantity, a removed line, the shipping…), as the entry's own text is given. */
export const TimelineDetail = z.object({
  summary: z.string().describe('One line for a person, in English (the default text of `code`)'),
  code: z
    .string()
    .nullable()
    .describe('A dictionary key the portal renders with `params`; null: `summary` only'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TimelineDetail = z.infer<typeof TimelineDetail>;

/** One entry of an order's timeline: who, when, what, the values before and after. */
export const TimelineEntry = z.object({
  id: z.string().describe('The entry’s own id: a stable key for a list of entries'),
  at: z.string().describe('ISO 8601'),
  actorKind: TimelineActorKind,
  actorId: z.string().nullable(),
  actorName: z.string().nullable().describe('E-mail of the buyer or staff member; null for a job'),
  action: z.string().describe('ORDER_PLACED, QUOTE_ANSWERED, PAYMENT_RECEIVED, ORDER_SHIPPED, …'),
  summary: z.string().describe('One line for a person, in English (the default text of `code`)'),
  code: z
    .string()
    .nullable()
    .describe(
      "The entry's text as a dictionary key (e.g. timelineQuoteAnswered) that the portal renders with `params` in the tenant's language; null: `summary` only",
    ),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .describe("The placeholders of `code`'s text (amounts already formatted)"),
  details: z
    .array(TimelineDetail)
    .describe(
      "What the entry changed, one line each (a buyer's edit: each quantity, each removed line, the shipping, payment and services); empty when the entry's text says it all",
    ),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  visibleToBuyer: z.boolean(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const DeskOrderLine = z.object({
  itemNumberWarehouse: z.string(),
  itemNumber: z.string(),
  itemDescription: z.string(),
  orderedQuantity: z.number().int(),
  canceledQuantity: z.number().int(),
  shippedQuantity: z.number().int(),
  openQuantity: z.number().int().describe('ordered − cancelled − shipped'),
  quantityAvailable: z
    .number()
    .int()
    .nullable()
    .describe(
      "Units of the item in stock beyond this order's (an edit may add up to these, L-043); null when the item is no longer stocked",
    ),
  unitPrice: Money,
  extendedPrice: Money.describe(
    '(ordered − cancelled) × unit price: the units still ordered, as the subtotal',
  ),
});
export type DeskOrderLine = z.infer<typeof DeskOrderLine>;

export const DeskShipment = z.object({
  carrier: z.string().nullable(),
  trackingNumber: z.string(),
  shippedAt: z.string(),
  units: z
    .number()
    .int()
    .describe('IMEIs recorded with this shipment (parcels shipped together each carry the shipment total)'),
});
export type DeskShipment = z.infer<typeof DeskShipment>;

export const DeskInvoice = z.object({
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string().nullable().describe('When an unpaid order on terms must be paid; null: not due'),
  total: Money,
});
export type DeskInvoice = z.infer<typeof DeskInvoice>;

/**
 * A proof-of-export document asked for this order (H-009…H-011): the desk's order page says what the order waits
 * for; the review itself is on the Documents page.
 */
export const DeskOrderDocument = z.object({
  documentName: z.string(),
  documentStatus: DocumentStatus,
  fileName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reason: z.string().nullable().describe('The seller’s reason for a rejection'),
});
export type DeskOrderDocument = z.infer<typeof DeskOrderDocument>;

/** What the desk may do with the order now (from the transition table; the console only reads it). */
export const DeskActions = z.object({
  canAnswerQuote: z.boolean(),
  canRecordPayment: z.boolean(),
  canShip: z.boolean(),
  canInvoice: z.boolean(),
  canCancel: z.boolean(),
  canEditLines: z.boolean(),
  canExtendHold: z
    .boolean()
    .describe('An unpaid held order whose hold window runs out may be given more time'),
});
export type DeskActions = z.infer<typeof DeskActions>;

export const DeskOrder = z.object({
  phonexOrderNumber: z.string(),
  refOrderNumber: z.string().nullable(),
  version: z.number().int().describe('Send back with every transition; a stale one → 409'),
  buyer: DeskBuyer,
  warehouse: z.string(),
  warehouseCode: z.string(),
  fulfillmentStatus: FulfillmentStatus,
  paymentStatus: PaymentStatus,
  createDate: z.string(),
  updateDate: z.string(),
  paidDate: z.string().nullable(),
  canceledDate: z.string().nullable(),
  holdExpiresAt: z
    .string()
    .nullable()
    .describe('When its hold window runs out and the order is cancelled (Q-043); null when none runs'),
  subtotal: Money,
  freight: Money,
  freightUndefined: z.boolean(),
  paymentFee: Money,
  tax: Money,
  taxDescription: z.string(),
  additionalServicesFee: Money,
  reservationFee: Money,
  cancellationFee: Money,
  total: Money,
  totalOrderedQuantity: z.number().int(),
  shippingAddress: Address,
  billingAddress: Address,
  shippingMethodCode: z.string(),
  shippingMethodLabel: z.string(),
  requestAQuoteServiceLevel: z.string().nullable(),
  carrier: z.string().nullable(),
  carrierServiceLevel: z.string().nullable(),
  carrierShippingAccountNumber: z
    .string()
    .nullable()
    .describe("Bill My Account (L-038): the buyer's own account with the carrier, billed for the freight"),
  insured: z
    .boolean()
    .nullable()
    .describe('Shipping insurance chosen (Q-038); null when the method offers none'),
  insuredAmount: Money.nullable(),
  carrierChoices: z
    .array(z.string())
    .describe(
      "The ship dialog's carrier choices: the order's own carrier first, then the tenant's shipping methods' carriers (real-time carriers, bill-my-account carrier options), each once whatever its case",
    ),
  shippingInstructions: z.string().nullable(),
  paymentMethodCode: z.string(),
  paymentMethodLabel: z.string(),
  lines: z.array(DeskOrderLine),
  shipments: z.array(DeskShipment),
  invoices: z.array(DeskInvoice),
  documents: z.array(DeskOrderDocument),
  timeline: z.array(TimelineEntry),
  actions: DeskActions,
});
export type DeskOrder = z.infer<typeof DeskOrder>;

export const DeskOrderResponse = z.object({
  order: DeskOrder,
  errors: z
    .array(OrderChangeError)
    .describe('Lines an edit could not change (the rest were saved); else empty'),
});
export type DeskOrderResponse = z.infer<typeof DeskOrderResponse>;

// ── Transitions ────────────────────────────────────────────────────────────────────────────────────────────

const version = z.number().int().min(1).describe('The version the desk loaded; stale → 409 conflict');

/** POST seller/orders/:n/quote: AWAITING_SHIPPING_QUOTE → AWAITING_PAYMENT; the server recomputes the charges. */
export const DeskQuoteBody = z.object({ version, freight: nonNegativeMoneyInput() });
export type DeskQuoteBody = z.infer<typeof DeskQuoteBody>;

/** How a payment the desk records was received: a wire, a check, or a card the sales team took (decision 014). */
export const DeskPaymentMethod = z.enum(['WIRE', 'CHECK', 'CARD']);
export type DeskPaymentMethod = z.infer<typeof DeskPaymentMethod>;

/** The console's word (a dictionary key) for a wire or check payment recorded without its reference. */
const REFERENCE_REQUIRED = {
  WIRE: 'consoleEnterTheWireReference',
  CHECK: 'consoleEnterTheCheckNumber',
} as const satisfies Partial<Record<DeskPaymentMethod, keyof typeof CONSOLE_DESK_PAYMENT_DICTIONARY>>;

/**
 * POST seller/orders/:n/payment: a wire or check received → PAID, released per fulfillmentSettings. A wire or a
 * check is recorded with its reference (trimmed; blank is none), which finds the money again in the bank; a card the
 * sales team took may go without (decision 014). The spec says nothing of the desk's payments.
 */
export const DeskPaymentBody = z
  .object({
    version,
    method: DeskPaymentMethod,
    reference: withoutControlCharacters(z.string().trim().max(200))
      .optional()
      .describe('Wire reference or check number (required for WIRE and CHECK), or card receipt'),
    amount: nonNegativeMoneyInput().optional().describe('Amount received (recorded on the timeline)'),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'CARD' || body.reference) return;
    const messageKey = REFERENCE_REQUIRED[body.method];
    ctx.addIssue({
      code: 'custom',
      path: ['reference'],
      message: CONSOLE_DESK_PAYMENT_DICTIONARY[messageKey].i18n_value,
      // The console shows the tenant's word for it (formIssues).
      params: { messageKey },
    });
  });
export type DeskPaymentBody = z.infer<typeof DeskPaymentBody>;

/**
 * One line of a shipment: which item, how many units, and their IMEIs — an array, or the text of a text area
 * (one IMEI per line; blank lines ignored). The count of IMEIs must equal quantity (each a 15-digit IMEI with a
 * valid Luhn check digit, unique across the tenant's manifests).
 */
export const DeskShipLine = z.object({
  itemNumberWarehouse: text().min(1).max(100),
  quantity: z.number().int().min(1).max(100_000),
  imeis: z.union([z.array(text().max(40)).max(100_000), multilineText().max(2_000_000)]),
});
export type DeskShipLine = z.infer<typeof DeskShipLine>;

/** POST seller/orders/:n/shipments: → SHIPPED (a partial shipment keeps the rest open). */
export const DeskShipBody = z.object({
  version,
  carrier: text().min(1).max(100),
  trackingNumbers: z.array(text().min(1).max(100)).min(1).max(100),
  lines: z.array(DeskShipLine).min(1).max(5_000),
});
export type DeskShipBody = z.infer<typeof DeskShipBody>;

/** One refused row of a manifest: `row` is the 1-based row of the text area or file, when it has one. */
export const ManifestError = z.object({
  itemNumberWarehouse: z.string().nullable(),
  row: z.number().int().nullable(),
  imei: z.string().nullable(),
  message: z.string(),
});
export type ManifestError = z.infer<typeof ManifestError>;

/**
 * POST seller/orders/:n/manifest/parse (multipart, one .xlsx or .csv file with the columns Item Number Warehouse
 * (or Item Number) and IMEI): the lines it reads, grouped per item, for the ship form; nothing is stored.
 */
export const ManifestParseResponse = z.object({
  lines: z.array(z.object({ itemNumberWarehouse: z.string(), imeis: z.array(z.string()) })),
  errors: z.array(ManifestError),
});
export type ManifestParseResponse = z.infer<typeof ManifestParseResponse>;

/** POST seller/orders/:n/invoice: the next invoice number of the tenant, the PDF → INVOICED. */
export const DeskInvoiceBody = z.object({ version });
export type DeskInvoiceBody = z.infer<typeof DeskInvoiceBody>;

/** The most hours one extension of a hold gives (30 days). */
export const MAX_HOLD_EXTENSION_HOURS = 720;

/**
 * POST seller/orders/:n/hold/extend: more time before the hold window runs out, counted from the current
 * deadline (or from now when it has passed).
 */
export const DeskExtendHoldBody = z.object({
  version,
  hours: z
    .number({ error: 'Enter a whole number of hours' })
    .int('Enter a whole number of hours')
    .min(1, 'Enter 1 or more')
    .max(MAX_HOLD_EXTENSION_HOURS, `Enter ${MAX_HOLD_EXTENSION_HOURS} or less`),
});
export type DeskExtendHoldBody = z.infer<typeof DeskExtendHoldBody>;

/** POST seller/orders/:n/cancel: through the buyer side's cancel (stock back, refund when paid online). */
export const DeskCancelBody = z.object({ version, reason: multilineText().trim().min(1).max(1_000) });
export type DeskCancelBody = z.infer<typeof DeskCancelBody>;

/** PUT seller/orders/:n/lines: the buyer's upsert rules, on the buyer's behalf. */
export const DeskEditLinesBody = z.object({ version, items: z.array(UpsertOrderLine).min(1).max(5_000) });
export type DeskEditLinesBody = z.infer<typeof DeskEditLinesBody>;

// ── Order settings (GET/PUT seller/settings/orders) ─────────────────────────────────────────────────────────

/** Where a release may move an order. */
const releasesTo = (s: { fulfillmentSettings: { onReleaseFulfillmentStatusTo: string } }) =>
  ['AWAITING_PAYMENT', 'READY_FOR_FULFILLMENT'].includes(s.fulfillmentSettings.onReleaseFulfillmentStatusTo);
const releasesToIssue = {
  path: ['fulfillmentSettings', 'onReleaseFulfillmentStatusTo'],
  message: 'Choose AWAITING_PAYMENT or READY_FOR_FULFILLMENT',
};

/**
 * The order settings the desk edits, validated by the contract's OrderSettings parts (part 2 §3 Order settings):
 * fulfillment statuses and onReleaseFulfillmentStatusTo, invoiceSettings.showInvoiceFulfillmentStatuses, payment
 * collection (grace period, fee percents), the hold window. As stored and answered (GET, and PUT's answer).
 */
export const DeskOrderSettings = z
  .object({
    fulfillmentSettings: OrderSettings.shape.fulfillmentSettings,
    invoiceSettings: z.object({
      showInvoiceFulfillmentStatuses: z.array(FulfillmentStatus).max(7),
      sellerAddress: z.string(),
    }),
    paymentCollectionSettings: OrderSettings.shape.paymentCollectionSettings,
    holdWindowHours: OrderSettings.shape.holdWindowHours,
  })
  .refine(releasesTo, releasesToIssue);
export type DeskOrderSettings = z.infer<typeof DeskOrderSettings>;

/** The colours a status chip takes (the portal's chips: MUI's palette names). */
export const StatusColor = z.enum(['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning']);

/** The longest seller address invoices print (Settings › Orders). */
export const SELLER_ADDRESS_MAX = 1_000;

/** The longest fulfillment status label (the buyer's order chips and tables show it). */
export const STATUS_LABEL_MAX = 40;

/**
 * PUT seller/settings/orders: DeskOrderSettings with each status label as the buyer's pages show it — one line,
 * not blank, at most STATUS_LABEL_MAX characters (trimmed).
 */
export const DeskOrderSettingsInput = z
  .object({
    ...DeskOrderSettings.shape,
    fulfillmentSettings: OrderSettings.shape.fulfillmentSettings.extend({
      // One entry per fulfillment status: the codes are the system's, the label and chip colour the seller's.
      statuses: z
        .array(
          z.object({
            code: FulfillmentStatus,
            label: text()
              .trim()
              .min(1, 'Enter a label')
              .max(STATUS_LABEL_MAX, `Use at most ${STATUS_LABEL_MAX} characters`),
            colorClass: StatusColor,
          }),
        )
        .max(FulfillmentStatus.options.length)
        .refine((list) => new Set(list.map((s) => s.code)).size === list.length, 'Each status once'),
    }),
    invoiceSettings: DeskOrderSettings.shape.invoiceSettings.extend({
      // Left out (a page from before the field): the stored address stays.
      sellerAddress: multilineText()
        .trim()
        .max(SELLER_ADDRESS_MAX, `Use at most ${SELLER_ADDRESS_MAX} characters`)
        .optional(),
    }),
    paymentCollectionSettings: OrderSettings.shape.paymentCollectionSettings.extend({
      paymentTimeExtensionCustomText: multilineText().max(2_000).nullable().default(null),
    }),
  })
  .refine(releasesTo, releasesToIssue);
export type DeskOrderSettingsInput = z.infer<typeof DeskOrderSettingsInput>;

// ── The buyer's part of the timeline (GET order/:n/timeline) ───────────────────────────────────────────────

/**
 * The timeline entries meant for the buyer (visibleToBuyer), oldest first, for the buyer's order page. A staff
 * member shows as actorKind STAFF without an id or a name; another buyer's or tenant's order → 404 orderNotFound.
 */
export const BuyerTimelineResponse = z.object({ timeline: z.array(TimelineEntry) });
export type BuyerTimelineResponse = z.infer<typeof BuyerTimelineResponse>;

export const ORDER_TIMELINE_PATH = { method: 'GET', path: '/order/:phonexOrderNumber/timeline' } as const;

// ── Paths ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The desk's calls under API_PREFIX '/px-api-gateway' (Fastify `:param` syntax). Params OrderNumberParams. */
export const DESK_PATHS = {
  /** Query DeskQueueQuery → DeskQueueResponse. */
  queue: { method: 'GET', path: '/seller/orders' },
  /** Query DeskQueueExportQuery → .xlsx (streamed). */
  export: { method: 'GET', path: '/seller/orders/export' },
  /** → DeskSummaryResponse: how many orders wait in each 'Needs action' bucket (the console's Home). */
  summary: { method: 'GET', path: '/seller/orders/summary' },
  /** → DeskOrderResponse. */
  view: { method: 'GET', path: '/seller/orders/:phonexOrderNumber' },
  /** Body DeskQuoteBody → DeskOrderResponse. */
  quote: { method: 'POST', path: '/seller/orders/:phonexOrderNumber/quote' },
  /** Body DeskPaymentBody → DeskOrderResponse. */
  payment: { method: 'POST', path: '/seller/orders/:phonexOrderNumber/payment' },
  /** Multipart file → ManifestParseResponse (nothing stored). */
  manifestParse: { method: 'POST', path: '/seller/orders/:phonexOrderNumber/manifest/parse' },
  /**
   * Body DeskShipBody → DeskOrderResponse. A refused manifest → 422 validationFailed, nothing stored; its errors[]
   * (messageCode invalidManifest) name each row in messageDescription, field = the itemNumberWarehouse.
   */
  ship: { method: 'POST', path: '/seller/orders/:phonexOrderNumber/shipments' },
  /** Body DeskInvoiceBody → DeskOrderResponse. */
  invoice: { method: 'POST', path: '/seller/orders/:phonexOrderNumber/invoice' },
  /** Body DeskCancelBody → DeskOrderResponse. */
  cancel: { method: 'POST', path: '/seller/orders/:phonexOrderNumber/cancel' },
  /** Body DeskExtendHoldBody → DeskOrderResponse. */
  extendHold: { method: 'POST', path: '/seller/orders/:phonexOrderNumber/hold/extend' },
  /** Body DeskEditLinesBody → DeskOrderResponse (+ errors of lines that could not change). */
  editLines: { method: 'PUT', path: '/seller/orders/:phonexOrderNumber/lines' },
  /** Invoice PDF: params InvoiceExportParams → application/pdf. */
  invoicePdf: { method: 'GET', path: '/seller/orders/:phonexOrderNumber/invoice/:invoiceNumber/export' },
  /** → the order's manifest (.xlsx): one row per unit shipped with its IMEI, as the buyer downloads it. */
  manifestExport: { method: 'GET', path: '/seller/orders/:phonexOrderNumber/manifest/export' },
  /** → DeskOrderSettings. */
  settings: { method: 'GET', path: '/seller/settings/orders' },
  /** Body DeskOrderSettings → DeskOrderSettings. */
  putSettings: { method: 'PUT', path: '/seller/settings/orders' },
} as const satisfies Record<string, { readonly method: 'GET' | 'POST' | 'PUT'; readonly path: `/${string}` }>;
export type DeskPathName = keyof typeof DESK_PATHS;
