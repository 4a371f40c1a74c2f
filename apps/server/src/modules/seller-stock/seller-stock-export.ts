import type { Writable } from 'node:stream';
import { toMajor } from '@portico/domain';
import ExcelJS from 'exceljs';
import type { SellerItemRow } from './seller-stock.repository.ts';
import { EXPORT_HEADERS, OPTIONAL_HEADERS, UPLOAD_HEADERS } from './stock-upload-parse.ts';

/**
 * The seller's stock export (.xlsx), the file the console's upload reads back: a row copied under a new Item #
 * adds an item to the group its Group Key names. Beside the editable columns it
 * writes each row's stock version (a narrow 'Version' column at the end) and, in two hidden columns, the
 * quantity and price it exported: on upload a row whose version has moved since is shown as changed since the
 * export instead of silently undoing that change, and 'apply as a change' needs what the file started from.
 * Streamed with exceljs' writer, every text a shared string (never a formula), one chunk of rows at a time.
 */
export async function writeSellerStockWorkbook(
  out: Writable,
  chunks: AsyncIterable<SellerItemRow[]>,
  categoryLabel: (code: string) => string,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Stock', { views: [{ state: 'frozen', ySplit: 1 }] });
  const price = { numFmt: '#,##0.00' };
  sheet.columns = [
    { header: UPLOAD_HEADERS.itemNumber, key: 'itemNumber', width: 26 },
    { header: UPLOAD_HEADERS.warehouse, key: 'warehouse', width: 12 },
    { header: OPTIONAL_HEADERS.category, key: 'category', width: 12 },
    { header: OPTIONAL_HEADERS.description, key: 'description', width: 56 },
    { header: OPTIONAL_HEADERS.group, key: 'group', width: 34 },
    // C-055: titles repeat across grades and lots; the key names the one group a copied row joins.
    { header: OPTIONAL_HEADERS.groupKey, key: 'groupKey', width: 30 },
    { header: UPLOAD_HEADERS.quantityAvailable, key: 'quantityAvailable', width: 12 },
    { header: UPLOAD_HEADERS.listPrice, key: 'listPrice', width: 12, style: price },
    { header: OPTIONAL_HEADERS.incrementSize, key: 'incrementSize', width: 10 },
    { header: EXPORT_HEADERS.version, key: 'version', width: 8 },
    { header: EXPORT_HEADERS.exportedQuantity, key: 'exportedQuantity', width: 12, hidden: true },
    {
      header: EXPORT_HEADERS.exportedListPrice,
      key: 'exportedListPrice',
      width: 12,
      hidden: true,
      style: price,
    },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of chunks) {
    for (const r of rows) {
      sheet
        .addRow({
          itemNumber: r.itemNumber,
          warehouse: r.warehouse,
          category: categoryLabel(r.category),
          description: r.description,
          group: r.groupTitle,
          groupKey: r.groupKey,
          quantityAvailable: r.quantityAvailable,
          listPrice: toMajor(r.listPriceMinor),
          incrementSize: r.incrementSize,
          version: r.version,
          exportedQuantity: r.quantityAvailable,
          exportedListPrice: toMajor(r.listPriceMinor),
        })
        .commit();
    }
    // Let the response drain between chunks instead of holding the whole file in memory.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
}
