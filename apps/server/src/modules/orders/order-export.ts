import ExcelJS from 'exceljs';
import { addressParts } from './invoice-pdf.ts';
import type { ManifestRow } from './order-exports.repository.ts';
import type { ExportTenant, OrderExportPlan } from './order-exports.service.ts';

/**
 * The order page's spreadsheets (N-056, Q-052): one order (its details, lines and charges) and its manifest (one
 * row per unit with its IMEI). Texts are plain string cells, which Excel never evaluates, so an address or a
 * description such as `=HYPERLINK(…)` stays text; money is a number cell in the tenant's precision.
 */

const moneyFormat = (precision: number) => (precision > 0 ? `#,##0.${'0'.repeat(precision)}` : '#,##0');

const bold = { bold: true };

/** The order as an .xlsx (L-008): a block of details, the lines, then the charges. */
export async function orderWorkbook(plan: OrderExportPlan): Promise<Buffer> {
  const { order, tenant, freightPending } = plan;
  const { t } = tenant;
  const numFmt = moneyFormat(tenant.precision);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = tenant.name;
  const sheet = workbook.addWorksheet(t('order', 'Order'));
  sheet.columns = [
    { width: 26 },
    { width: 56 },
    { width: 12 },
    { width: 12 },
    { width: 12 },
    { width: 14 },
    { width: 16 },
  ];
  const address = (a: Parameters<typeof addressParts>[0]) => addressParts(a).join(', ');
  const details: [string, string | Date][] = [
    [t('orderNumber', 'Order #'), order.refOrderNumberOrPhonexOrderNumber],
    [t('phonexOrderNumber', 'System Order #'), order.phonexOrderNumber],
    [t('fulfillmentStatus', 'Fulfillment Status'), tenant.fulfillmentLabel(order.fulfillmentStatus)],
    [t('paymentStatus', 'Payment Status'), tenant.paymentLabel(order.paymentStatus)],
    // Spreadsheet dates (UTC), as the orders list export writes them.
    [t('createDate', 'Created'), new Date(order.createDate)],
    [t('updateDate', 'Updated'), new Date(order.updateDate)],
    [t('warehouse', 'Warehouse'), order.warehouse],
    [t('shippingMethod', 'Shipping method'), order.shippingOptionDetails.shippingOption.shippingMethodLabel],
    [t('paymentMethod', 'Payment method'), order.paymentOptionDetails.paymentMethodLabel],
    [t('shippingAddress', 'Shipping address'), address(order.shippingAddress)],
    [t('billingAddress', 'Billing address'), address(order.billingAddress)],
  ];
  for (const [label, value] of details) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = bold;
    if (value instanceof Date) {
      row.getCell(2).numFmt = 'yyyy-mm-dd hh:mm';
      row.getCell(2).alignment = { horizontal: 'left' };
    }
  }
  sheet.addRow([]);
  const head = sheet.addRow([
    t('itemNumber', 'Item #'),
    t('itemDescription', 'Description'),
    t('orderedQuantity', 'Ordered'),
    t('canceledQuantity', 'Cancelled'),
    t('shippedQuantity', 'Shipped'),
    t('unitPrice', 'Unit Price'),
    t('extendedPrice', 'Extended Price'),
  ]);
  head.font = bold;
  for (const line of order.items) {
    const row = sheet.addRow([
      line.itemNumber,
      line.itemDescription,
      line.orderedQuantity,
      line.canceledQuantity,
      line.shippedQuantity,
      line.unitPrice,
      line.extendedPrice,
    ]);
    row.getCell(6).numFmt = numFmt;
    row.getCell(7).numFmt = numFmt;
  }
  sheet.addRow([]);
  // Freight waiting for a quote is not 0: it, the tax on it, a payment fee on the order total and
  // the total say 'To be quoted'.
  const toBeQuoted = t('freightToBeQuoted', 'To be quoted');
  const charges: [string, number | string][] = [
    [`${t('subtotal', 'Subtotal')} (${order.totalOrderedQuantity})`, order.subtotal],
    [t('freight', 'Freight'), freightPending ? toBeQuoted : order.freight],
    [t('paymentFee', 'Payment Fee'), order.paymentFeeUndefined ? toBeQuoted : order.paymentFee],
    [t('additionalServicesFee', 'Additional Services Fee'), order.additionalServicesFee],
    [order.taxDescription || t('tax', 'Tax'), freightPending ? toBeQuoted : order.tax],
    [t('reservationFee', 'Reservation Fee'), order.reservationFee],
    [t('cancellationFee', 'Cancellation Fee'), order.cancellationFee],
    [t('total', 'Total'), freightPending || order.paymentFeeUndefined ? toBeQuoted : order.total],
  ];
  for (const [label, value] of charges) {
    const row = sheet.addRow([label, null, null, null, null, null, value]);
    row.getCell(1).font = bold;
    if (typeof value === 'number') row.getCell(7).numFmt = numFmt;
    else row.getCell(7).alignment = { horizontal: 'right' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The headers of the manifest sheet, in order. */
export const MANIFEST_HEADERS = [
  'Item #',
  'Description',
  'IMEI',
  'Serial Number',
  'Carrier',
  'Tracking Number',
] as const;

/** The manifest as an .xlsx (L-006, Q-052): one row per unit. */
export async function manifestWorkbook(rows: readonly ManifestRow[], tenant: ExportTenant): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = tenant.name;
  const sheet = workbook.addWorksheet('Manifest', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = [26, 56, 20, 20, 14, 26];
  sheet.columns = MANIFEST_HEADERS.map((header, i) => ({ header, width: widths[i] }));
  sheet.getRow(1).font = bold;
  for (const r of rows) {
    sheet.addRow([
      r.itemNumber,
      r.itemDescription,
      r.imei,
      r.serialNumber ?? '',
      r.carrier ?? '',
      r.trackingNumber ?? '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
