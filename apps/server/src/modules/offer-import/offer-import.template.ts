import type { ImportItem } from '@portico/domain';
import { IMPORT_COLUMN_TITLES } from '@portico/domain';
import ExcelJS from 'exceljs';

/**
 * The import template ("a link to download a template workbook with the expected columns"): the four
 * columns of F-003 first, then, for pre-filled items, read-only context the buyer prices from (description,
 * available quantity, list price, increment). The reader ignores columns it does not expect, and rows left
 * without quantity and price are skipped, so the template can be uploaded back as it is.
 */
export async function templateWorkbook(items: readonly ImportItem[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Offers');
  sheet.columns = [
    { header: IMPORT_COLUMN_TITLES.itemNumber, key: 'itemNumber', width: 28, style: { numFmt: '@' } },
    { header: IMPORT_COLUMN_TITLES.warehouse, key: 'warehouse', width: 12, style: { numFmt: '@' } },
    { header: IMPORT_COLUMN_TITLES.quantity, key: 'quantity', width: 20 },
    { header: IMPORT_COLUMN_TITLES.price, key: 'price', width: 18, style: { numFmt: '0.00' } },
    { header: 'Description', key: 'description', width: 50 },
    { header: 'Available Quantity', key: 'available', width: 18 },
    { header: 'List Price', key: 'listPrice', width: 12, style: { numFmt: '0.00' } },
    { header: 'Increment', key: 'increment', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const i of items) {
    sheet.addRow({
      itemNumber: i.itemNumber,
      warehouse: i.warehouse,
      description: i.description,
      available: i.quantityAvailable,
      listPrice: i.listPriceMinor / 100,
      increment: i.incrementSize,
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
