import type { Writable } from 'node:stream';
import type { DeskNeedsAction, DeskQueueRow } from '@portico/contract';
import ExcelJS from 'exceljs';

/**
 * The order desk's queue export (.xlsx, Q-052): every order matching the queue's filters, one row each, streamed
 * with exceljs' writer one chunk of rows at a time (as the stock export); every text a shared string, never a
 * formula.
 */
export async function writeDeskQueueWorkbook(
  out: Writable,
  chunks: AsyncIterable<DeskQueueRow[]>,
  labels: {
    fulfillment(code: string): string;
    payment(code: string): string;
    needsAction(code: DeskNeedsAction): string;
  },
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Order #', key: 'phonexOrderNumber', width: 18 },
    { header: 'Reference', key: 'refOrderNumber', width: 16 },
    { header: 'Buyer', key: 'buyer', width: 28 },
    { header: 'Buyer e-mail', key: 'email', width: 30 },
    { header: 'Warehouse', key: 'warehouse', width: 14 },
    { header: 'Fulfillment Status', key: 'fulfillmentStatus', width: 22 },
    { header: 'Payment Status', key: 'paymentStatus', width: 14 },
    { header: 'Payment', key: 'payment', width: 20 },
    { header: 'Shipping', key: 'shipping', width: 20 },
    { header: 'Units', key: 'units', width: 8 },
    { header: 'Total', key: 'total', width: 14, style: { numFmt: '#,##0.00' } },
    // Dates as dates (they sort and filter as such), in UTC as the queue's date filters are.
    { header: 'Created', key: 'created', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'Updated', key: 'updated', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    { header: 'Needs Action', key: 'needsAction', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of chunks) {
    for (const r of rows) {
      sheet
        .addRow({
          phonexOrderNumber: r.phonexOrderNumber,
          refOrderNumber: r.refOrderNumber ?? '',
          buyer: r.buyer.name,
          email: r.buyer.email,
          warehouse: r.warehouse,
          fulfillmentStatus: labels.fulfillment(r.fulfillmentStatus),
          paymentStatus: labels.payment(r.paymentStatus),
          payment: r.paymentMethodLabel,
          shipping: r.shippingMethodLabel,
          units: r.totalOrderedQuantity,
          total: r.freightUndefined ? 'To be quoted' : r.total,
          created: new Date(r.createDate),
          updated: new Date(r.updateDate),
          needsAction: r.needsAction ? labels.needsAction(r.needsAction) : '',
        })
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
