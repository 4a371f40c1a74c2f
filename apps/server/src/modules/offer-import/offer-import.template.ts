import type { ImportColumn, ImportItem } from '@portico/domain';
import { IMPORT_COLUMN_TITLES } from '@portico/domain';
import ExcelJS from 'exceljs';

/**
 * The import template ("a link to download a template workbook with the expected columns"): the four
 * columns of F-003 first, then, for pre-filled items, read-only context the buyer prices from (description,
 * available quantity, list price, increment). The reader ignores columns it does not expect, and rows left
 * without quantity and price are skipped, so the template can be uploaded back as it is. `titles`: the columns
 * as the tenant's portal names them (its language, its words), which the reader knows too (F-003); the spec's
 * English names where none is given.
 */
export type TemplateTitles = Partial<
  Record<ImportColumn | 'description' | 'available' | 'listPrice' | 'increment', string>
>;

export async function templateWorkbook(
  items: readonly ImportItem[],
  titles: TemplateTitles = {},
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Offers');
  const title = (key: keyof TemplateTitles, fallback: string) => titles[key] || fallback;
  sheet.columns = [
    {
      header: title('itemNumber', IMPORT_COLUMN_TITLES.itemNumber),
      key: 'itemNumber',
      width: 28,
      style: { numFmt: '@' },
    },
    {
      header: title('warehouse', IMPORT_COLUMN_TITLES.warehouse),
      key: 'warehouse',
      width: 12,
      style: { numFmt: '@' },
    },
    { header: title('quantity', IMPORT_COLUMN_TITLES.quantity), key: 'quantity', width: 20 },
    {
      header: title('price', IMPORT_COLUMN_TITLES.price),
      key: 'price',
      width: 18,
      style: { numFmt: '0.00' },
    },
    { header: title('description', 'Description'), key: 'description', width: 50 },
    { header: title('available', 'Available Quantity'), key: 'available', width: 18 },
    { header: title('listPrice', 'List Price'), key: 'listPrice', width: 12, style: { numFmt: '0.00' } },
    { header: title('increment', 'Increment'), key: 'increment', width: 10 },
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
