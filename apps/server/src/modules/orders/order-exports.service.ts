import type { SalesOrder } from '@portico/contract';
import { documentWord } from '@portico/contract/dictionary/documents';
import { DEFAULT_CURRENCY_PRECISION, formatMoney, minorToMajor } from '@portico/domain';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireOrderAccess } from '../accounts/accounts.service.ts';
import { reportTimeZone } from '../reports/daily-report.service.ts';
import { orderSettings, orderSettingsInWords } from '../settings/settings.service.ts';
import { findTenantById } from '../tenants/tenant.repository.ts';
import { buildSaasI18n, tenantLanguage } from '../tenants/tenants.service.ts';
import { type OrderSheet, renderInvoicePdf } from './invoice-pdf.ts';
import { findInvoice, invoiceContext, manifestOf } from './order-exports.repository.ts';
import { findOrder, type OrderRow } from './orders.repository.ts';
import { getOrder, normalizeOrderNumber, orderNotFound } from './orders.service.ts';

/**
 * The order page's downloads (N-056, Q-052, L-006…L-008): the order as an .xlsx, its manifest (IMEI per unit) as
 * an .xlsx and each invoice as a PDF, in the tenant's name, currency and language.
 * Every one finds the order as the caller's own first (CAN_VIEW_ORDER or CAN_UPDATE_ORDER, B-039): another
 * buyer's or tenant's number answers 404 orderNotFound, as GET order does.
 */

/** The buyer's own order row, or 404 orderNotFound. */
async function ownOrder(db: DbOrTx, ctx: RequestContext, phonexOrderNumber: string) {
  await requireOrderAccess(db, ctx);
  const order = await findOrder(db, ctx.tenantId, ctx.userId, normalizeOrderNumber(phonexOrderNumber));
  if (!order) throw orderNotFound(phonexOrderNumber);
  return order;
}

/** What an export writes of the tenant: its name, currency, language and words. */
export type ExportTenant = {
  name: string;
  shortName: string;
  currencyCode: string;
  precision: number;
  language: string;
  timeZone: string;
  /** The seller's name and address as invoices print them, a line each (Settings › Orders; none: []). */
  sellerAddress: string[];
  /** The tenant's dictionary entry (its overrides, then the defaults), else `fallback`. */
  t(key: string, fallback: string): string;
  fulfillmentLabel(code: string): string;
  paymentLabel(code: string): string;
  money(major: number): string;
};

async function exportTenant(db: DbOrTx, tenantId: string): Promise<ExportTenant> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw new AppError('notFound', 'No such tenant');
  const config = tenant.config ?? {};
  const language = tenantLanguage(tenant);
  const dictionary = (await buildSaasI18n(db, { tenantId }, language))[language] ?? {};
  const precision = z.number().int().min(0).max(4).safeParse(config.currencyPrecision);
  const code = z
    .string()
    .regex(/^[A-Z]{3}$/)
    .safeParse(config.currencyCode);
  // The statuses as the buyer's portal shows them: the tenant's own labels, the defaults in its words.
  const stored = orderSettings(tenant);
  const settings = orderSettingsInWords(stored, dictionary);
  const fulfillment = new Map(settings.fulfillmentSettings.statuses.map((s) => [s.code, s.label]));
  const payment = new Map(settings.paymentSettings.statuses.map((s) => [s.code, s.label]));
  const format = {
    currencyCode: code.success ? code.data : 'USD',
    precision: precision.success ? precision.data : DEFAULT_CURRENCY_PRECISION,
  };
  // Amounts as the portal writes them (A-012: the dictionary's symbol; the tenant's language, 'en' is en-US).
  const moneyFormat = {
    ...format,
    symbol: dictionary.currencySymbol?.i18n_value,
    ...(language === 'en' ? {} : { locale: language }),
  };
  return {
    name: tenant.name,
    shortName: tenant.shortName ?? tenant.slug,
    ...format,
    language,
    timeZone: reportTimeZone(config),
    sellerAddress: stored.invoiceSettings.sellerAddress
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    t: (key, fallback) => dictionary[key]?.i18n_value ?? documentWord(language, key) ?? fallback,
    fulfillmentLabel: (c) => fulfillment.get(c) ?? c,
    paymentLabel: (c) => payment.get(c) ?? c,
    money: (major) => formatMoney(major, moneyFormat),
  };
}

/** A file name part safe in a content-disposition header. */
const safe = (s: string, fallback: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '') || fallback;

export const orderFileName = (
  shortName: string,
  kind: 'order' | 'manifest' | 'invoice',
  n: string,
  ext: string,
) => `${safe(shortName, 'orders')}-${kind}-${safe(n, kind)}.${ext}`;

/**
 * GET order/{n}/export (N-056, L-008): the order as get-order shows it. `freightPending`: the order waits for a
 * freight quote (request-a-quote, not yet quoted), so its freight, its tax (on subtotal + freight, Q-039) and its
 * total are not known yet and are written as 'To be quoted', never 0.
 */
export async function planOrderExport(db: DbOrTx, ctx: RequestContext, phonexOrderNumber: string) {
  const row = await ownOrder(db, ctx, phonexOrderNumber);
  const [{ salesOrder }, tenant] = await Promise.all([
    getOrder(db, ctx, row.phonexOrderNumber),
    exportTenant(db, ctx.tenantId),
  ]);
  return {
    fileName: orderFileName(tenant.shortName, 'order', salesOrder.phonexOrderNumber, 'xlsx'),
    order: salesOrder,
    freightPending: row.freightUndefined,
    tenant,
  };
}
export type OrderExportPlan = { order: SalesOrder; freightPending: boolean; tenant: ExportTenant };

/** GET order/{n}/manifest/export (N-056, L-006): one row per unit with its IMEI; 404 when there is none. */
export async function planManifestExport(db: DbOrTx, ctx: RequestContext, phonexOrderNumber: string) {
  return orderManifestExport(db, await ownOrder(db, ctx, phonexOrderNumber));
}

/** The manifest export of `order` (found by the caller: the buyer's own, or the seller's order desk). */
export async function orderManifestExport(db: DbOrTx, order: OrderRow) {
  const [rows, tenant] = await Promise.all([
    manifestOf(db, order.tenantId, order.id),
    exportTenant(db, order.tenantId),
  ]);
  if (rows.length === 0) throw new AppError('notFound', 'This order has no manifest yet');
  return {
    fileName: orderFileName(tenant.shortName, 'manifest', order.phonexOrderNumber, 'xlsx'),
    phonexOrderNumber: order.phonexOrderNumber,
    rows,
    tenant,
  };
}

/** GET order/{n}/invoice/{invoiceNumber}/export (N-056, L-007): the invoice as a PDF; 404 for another order's. */
export async function invoicePdf(
  db: DbOrTx,
  ctx: RequestContext,
  phonexOrderNumber: string,
  invoiceNumber: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const order = await ownOrder(db, ctx, phonexOrderNumber);
  return orderInvoicePdf(db, order, invoiceNumber);
}

/** The PDF of one invoice of `order` (found by the caller: the buyer's own, or the seller's order desk). */
export async function orderInvoicePdf(
  db: DbOrTx,
  order: OrderRow,
  invoiceNumber: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  // Invoice numbers are written in capitals (INV…): found whatever the case typed, as order numbers are.
  const found = await findInvoice(db, order.tenantId, order.id, invoiceNumber.trim().toUpperCase());
  if (!found) throw new AppError('notFound', `No invoice ${invoiceNumber} on this order`);
  const [tenant, context] = await Promise.all([
    exportTenant(db, order.tenantId),
    invoiceContext(db, order.tenantId, order.id, order.paymentMethodCode),
  ]);
  const { invoice, lines } = found;
  const unpaid = order.paymentStatus !== 'PAID';
  const major = (minor: number) => minorToMajor(minor, tenant.precision);
  const sheet: OrderSheet = {
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    paymentStatus: tenant.paymentLabel(order.paymentStatus),
    phonexOrderNumber: order.phonexOrderNumber,
    refOrderNumber: order.refOrderNumber,
    billTo: order.billingAddress,
    shipTo: order.shippingAddress,
    paymentMethod: order.paymentMethodLabel,
    // How to pay, while there is something to pay (a paid order's invoice is a receipt).
    paymentInstructions: unpaid ? context.instructions : null,
    shippingMethod: order.shippingMethodLabel,
    shipments: context.shipments.map((s) => [s.carrier, s.trackingNumber].filter(Boolean).join(' ')),
    lines: lines.map((l) => ({
      itemNumber: l.itemNumber,
      description: l.itemDescription,
      quantity: l.quantity,
      unitPrice: major(l.unitPriceMinor),
      extendedPrice: major(l.extendedPriceMinor),
    })),
    totals: {
      subtotal: major(invoice.subtotalMinor),
      freight: major(invoice.freightMinor),
      paymentFee: major(invoice.paymentFeeMinor),
      additionalServicesFee: major(invoice.additionalServicesFeeMinor),
      tax: major(invoice.taxMinor),
      taxDescription: invoice.taxDescription,
      reservationFee: major(invoice.reservationFeeMinor),
      cancellationFee: major(invoice.cancellationFeeMinor),
      total: major(invoice.totalMinor),
    },
  };
  return {
    fileName: orderFileName(tenant.shortName, 'invoice', invoice.invoiceNumber, 'pdf'),
    pdf: await renderInvoicePdf(sheet, tenant),
  };
}
