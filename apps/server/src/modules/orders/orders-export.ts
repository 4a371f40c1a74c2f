import type { Writable } from 'node:stream';
import type { OrderSettings, OrdersListRow } from '@portico/contract';
import ExcelJS from 'exceljs';

/** `<tenant-short>-orders-<yyyy-mm-dd>.xlsx`, safe in a content-disposition header (K-008, Q-052). */
export function ordersExportFileName(tenantShortName: string, now: Date): string {
  const short =
    tenantShortName
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'orders';
  return `${short}-orders-${now.toISOString().slice(0, 10)}.xlsx`;
}

/** The column headers, in order (the Q-047 default columns first, then the details a spreadsheet wants). */
export const ORDERS_EXPORT_HEADERS = [
  'Order #',
  'System Order #',
  'Updated',
  'Created',
  'Warehouse',
  'Fulfillment Status',
  'Payment Status',
  'Quantity',
  'Total',
] as const;

/**
 * K-008, Q-052: the rows of GET orders as an .xlsx, through exceljs' streaming writer like the stock export.
 * Status cells carry the tenant's labels (K-004). Every text is a shared string, never a formula.
 */
export async function writeOrdersWorkbook(
  out: Writable,
  rows: readonly OrdersListRow[],
  settings: Pick<OrderSettings, 'fulfillmentSettings' | 'paymentSettings'>,
): Promise<void> {
  const fulfillmentLabel = new Map(settings.fulfillmentSettings.statuses.map((s) => [s.code, s.label]));
  const paymentLabel = new Map(settings.paymentSettings.statuses.map((s) => [s.code, s.label]));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  const [orderNo, phonexNo, updated, created, warehouse, fulfillment, payment, quantity, total] =
    ORDERS_EXPORT_HEADERS;
  sheet.columns = [
    { header: orderNo, key: 'orderNumber', width: 20 },
    { header: phonexNo, key: 'phonexOrderNumber', width: 20 },
    { header: updated, key: 'updateDate', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: created, key: 'createDate', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: warehouse, key: 'warehouse', width: 16 },
    { header: fulfillment, key: 'fulfillmentStatus', width: 24 },
    { header: payment, key: 'paymentStatus', width: 16 },
    { header: quantity, key: 'totalOrderedQuantity', width: 10 },
    { header: total, key: 'total', width: 14, style: { numFmt: '#,##0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const r of rows) {
    sheet
      .addRow({
        orderNumber: r.refOrderNumberOrPhonexOrderNumber,
        phonexOrderNumber: r.phonexOrderNumber,
        updateDate: new Date(r.updateDate),
        createDate: new Date(r.createDate),
        warehouse: r.warehouse,
        fulfillmentStatus: fulfillmentLabel.get(r.fulfillmentStatus) ?? r.fulfillmentStatus,
        paymentStatus: paymentLabel.get(r.paymentStatus) ?? r.paymentStatus,
        totalOrderedQuantity: r.totalOrderedQuantity,
        total: r.total,
      })
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}
