/** The stock list export (N-020): an .xlsx streamed to the download as it is written (PERFORMANCE P7). */

import { PassThrough, type Writable } from 'node:stream';
import type { StocklistSettings } from '@portico/contract';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { ExportRow } from './stock.repository.ts';

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

/** `<tenant-short>-<stock|orders>[-filtered]-<yyyy-mm-dd>.xlsx`, safe in a content-disposition header. */
export function exportFileName(
  tenantShortName: string,
  now: Date,
  { kind = 'stock', filtered = false }: { kind?: 'stock' | 'orders'; filtered?: boolean } = {},
): string {
  const short =
    tenantShortName
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'stock';
  return `${short}-${kind}${filtered ? '-filtered' : ''}-${now.toISOString().slice(0, 10)}.xlsx`;
}

/** Attributes not written as their own column: category and warehouse have theirs. */
const OWN_COLUMNS = new Set(['category', 'warehouse']);

/** The attribute columns: the labelled ones in the settings' order, then the others alphabetically. */
export function attributeColumns(names: Iterable<string>, attributeLabels: Record<string, string>): string[] {
  const seen = new Set(names);
  const labelled = Object.keys(attributeLabels).filter((k) => seen.has(k));
  return [...labelled, ...[...seen].filter((k) => !labelled.includes(k)).sort()].filter(
    (k) => !OWN_COLUMNS.has(k),
  );
}

/**
 * Resolves once `out` takes more (at once unless a write was refused), so the rows come no faster than the
 * download goes; fails when `out` was closed or failed first (the client went away), which stops the export.
 */
function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('the download was closed'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const done = (err?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', done);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the download was closed'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', done);
  });
}

/**
 * Writes the items as an .xlsx with exceljs' streaming writer as the batches arrive from the database
 * (PERFORMANCE P7), waiting for the download before asking for the next batch. Every text goes in as a shared
 * string, a cell type Excel never evaluates, so a description such as `=HYPERLINK(…)` stays text (formula
 * injection). The last two columns are the bulk-import columns (part 1 §5 Import), left empty, so an export can
 * be filled in and imported back.
 */
export async function writeStockWorkbook(
  out: Writable,
  attributes: readonly string[],
  batches: AsyncIterable<readonly ExportRow[]>,
  settings: Pick<StocklistSettings, 'attributeLabels' | 'categoryLabels'>,
): Promise<void> {
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

  for await (const batch of batches) {
    for (const [
      itemNumber,
      warehouse,
      category,
      description,
      group,
      attrs,
      quantity,
      minor,
      increment,
    ] of batch) {
      const row: Record<string, string | number> = {
        itemNumber,
        warehouse,
        category: settings.categoryLabels[category] ?? category,
        description,
        group,
        quantityAvailable: quantity,
        listPrice: minor / 100,
        incrementSize: increment,
      };
      for (const a of attributes) row[`attr:${a}`] = attrs[a] ?? '';
      sheet.addRow(row).commit();
    }
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}
