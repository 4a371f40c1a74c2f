import { PassThrough, type Writable } from 'node:stream';
import type { ItemGroup, StocklistSettings } from '@portico/contract';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Answers a workbook as it is written (streaming: a 100k-row export never sits whole in memory), as an
 * attachment named `fileName`. A failure mid-write is logged and cuts the download off.
 */
export function sendWorkbook(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  fileName: string,
  write: (out: Writable) => Promise<void>,
) {
  const out = new PassThrough();
  write(out).catch((err: unknown) => {
    log.error({ err }, 'stock export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(out);
}

/** `<tenant-short>-stock-<yyyy-mm-dd>.xlsx`, safe in a content-disposition header. */
export function exportFileName(tenantShortName: string, now: Date): string {
  const short =
    tenantShortName
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'stock';
  return `${short}-stock-${now.toISOString().slice(0, 10)}.xlsx`;
}

/** Attributes not written as their own column: category and warehouse have theirs. */
const OWN_COLUMNS = new Set(['category', 'warehouse']);

/**
 * Writes the groups' items as an .xlsx with exceljs' streaming writer (PERFORMANCE P7). Every text goes in as a
 * shared string, a cell type Excel never evaluates, so a description such as `=HYPERLINK(…)` stays text
 * (formula injection). The last two columns are the bulk-import columns (part 1 §5 Import), left empty, so an
 * export can be filled in and imported back.
 */
export async function writeStockWorkbook(
  out: Writable,
  groups: readonly ItemGroup[],
  settings: Pick<StocklistSettings, 'attributeLabels' | 'categoryLabels' | 'warehouseLabels'>,
): Promise<void> {
  const seen = new Set<string>();
  for (const g of groups) for (const i of g.items) for (const k of Object.keys(i.attributes)) seen.add(k);
  const labelled = Object.keys(settings.attributeLabels).filter((k) => seen.has(k));
  const attributes = [...labelled, ...[...seen].filter((k) => !labelled.includes(k)).sort()].filter(
    (k) => !OWN_COLUMNS.has(k),
  );

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Stock', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Item #', key: 'itemNumber', width: 26 },
    { header: 'Warehouse', key: 'warehouse', width: 12 },
    { header: 'Category', key: 'category', width: 12 },
    { header: 'Description', key: 'description', width: 56 },
    { header: 'Group', key: 'group', width: 34 },
    ...attributes.map((a) => ({ header: settings.attributeLabels[a] ?? a, key: `attr:${a}`, width: 16 })),
    { header: 'Available Quantity', key: 'quantityAvailable', width: 12 },
    { header: 'List Price', key: 'listPrice', width: 12, style: { numFmt: '#,##0.00' } },
    { header: 'Increment Size', key: 'incrementSize', width: 10 },
    { header: 'New Offer Quantity', key: 'newOfferQuantity', width: 12 },
    { header: 'New Offer Price', key: 'newOfferPrice', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let n = 0;
  for (const group of groups) {
    for (const item of group.items) {
      const row: Record<string, string | number> = {
        itemNumber: item.itemNumber,
        warehouse: item.warehouse,
        category: settings.categoryLabels[group.category] ?? group.category,
        description: item.skuDescription,
        group: group.title,
        quantityAvailable: item.quantityAvailable,
        listPrice: item.listPrice,
        incrementSize: item.incrementSize,
      };
      for (const a of attributes) row[`attr:${a}`] = item.attributes[a] ?? '';
      sheet.addRow(row).commit();
      // Let the response drain now and then instead of holding the whole file in memory.
      if (++n % 2000 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  sheet.commit();
  await workbook.commit();
}
