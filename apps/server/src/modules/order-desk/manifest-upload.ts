import type { ManifestParseResponse } from '@portico/contract';
import { readSpreadsheet, type SheetRow, type UploadHold } from '../../lib/spreadsheet/read-spreadsheet.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * An IMEI manifest uploaded for the ship form: an .xlsx (or .xls) read by the hostile-file-safe spreadsheet reader,
 * or a .csv, with an IMEI column and an Item Number Warehouse (or Item Number) column. Answers the IMEIs grouped
 * per line of the order, each with its spreadsheet row, for the form to show and send with the shipment; the
 * shipment checks them (nothing is stored here).
 */

export const MANIFEST_MAX_ROWS = 100_000;

/**
 * CSV rows as the reader's SheetRow (1-based row numbers; quoted cells, doubled quotes inside; blank lines
 * skipped). The read stops once more than a header and `maxRows` rows are found (`tooMany`): a 10 MB file of
 * five million short lines is refused after the cap's worth, not split and parsed whole on the event loop.
 */
export function csvRows(text: string, maxRows: number): { rows: SheetRow[]; tooMany: boolean } {
  const rows: SheetRow[] = [];
  let start = 0;
  let lineNumber = 0;
  while (start <= text.length) {
    let end = start;
    while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
    lineNumber++;
    const line = text.slice(start, end);
    // One line ending: \r\n, \r or \n.
    start = text[end] === '\r' && text[end + 1] === '\n' ? end + 2 : end + 1;
    if (line.trim() === '') continue;
    if (rows.length > maxRows) return { rows, tooMany: true };
    rows.push({ row: lineNumber, cells: csvCells(line) });
  }
  return { rows, tooMany: false };
}

function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let k = 0; k < line.length; k++) {
    const c = line[k]!;
    if (quoted) {
      if (c === '"' && line[k + 1] === '"') {
        cell += '"';
        k++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';' || c === '\t') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

const isCsv = (fileName: string, buffer: Buffer) =>
  /\.csv$/i.test(fileName) ||
  (buffer.length > 0 &&
    !buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) &&
    !/\.xlsx?$/i.test(fileName));

export async function parseManifestUpload(
  file: { fileName: string; buffer: Buffer },
  lines: readonly { itemNumberWarehouse: string; itemNumber: string }[],
  hold?: UploadHold,
): Promise<ManifestParseResponse> {
  let header: SheetRow | null;
  let rows: SheetRow[];
  if (isCsv(file.fileName, file.buffer)) {
    const { rows: all, tooMany } = csvRows(
      file.buffer.toString('utf8').replace(/^\uFEFF/, ''),
      MANIFEST_MAX_ROWS,
    );
    if (tooMany) throw new AppError('validationFailed', `The file has more than ${MANIFEST_MAX_ROWS} rows`);
    header = all[0] ?? null;
    rows = all.slice(1);
  } else {
    const sheet = await readSpreadsheet(file.buffer, { maxRows: MANIFEST_MAX_ROWS }, hold);
    if (!sheet.ok) throw new AppError('validationFailed', sheet.message);
    header = sheet.header;
    rows = sheet.rows;
  }
  if (!header || rows.length === 0) throw new AppError('validationFailed', 'The file has no rows');
  const col = (...names: string[]) => header!.cells.findIndex((c) => names.includes(c.trim().toLowerCase()));
  const imeiCol = col('imei');
  const inwCol = col('item number warehouse', 'itemnumberwarehouse');
  const itemCol = col('item number', 'item #', 'itemnumber');
  if (imeiCol < 0 || (inwCol < 0 && itemCol < 0)) {
    throw new AppError(
      'validationFailed',
      'The file needs an IMEI column and an Item Number Warehouse (or Item Number) column',
    );
  }
  const byInw = new Map(lines.map((l) => [l.itemNumberWarehouse.toUpperCase(), l.itemNumberWarehouse]));
  const byItem = new Map(lines.map((l) => [l.itemNumber.toUpperCase(), l.itemNumberWarehouse]));
  const grouped = new Map<string, string[]>();
  const errors: ManifestParseResponse['errors'] = [];
  for (const r of rows) {
    const imei = (r.cells[imeiCol] ?? '').trim();
    const key = ((inwCol >= 0 ? r.cells[inwCol] : r.cells[itemCol]) ?? '').trim();
    if (imei === '' && key === '') continue;
    const inw = inwCol >= 0 ? byInw.get(key.toUpperCase()) : byItem.get(key.toUpperCase());
    if (!inw) {
      errors.push({
        itemNumberWarehouse: key || null,
        row: r.row,
        imei: imei || null,
        message: `Row ${r.row}: ${key || '(no item)'} is not a line of this order`,
      });
      continue;
    }
    if (imei === '') {
      errors.push({ itemNumberWarehouse: inw, row: r.row, imei: null, message: `Row ${r.row}: no IMEI` });
      continue;
    }
    const imeis = grouped.get(inw);
    if (imeis) imeis.push(imei);
    else grouped.set(inw, [imei]);
  }
  return {
    lines: [...grouped].map(([itemNumberWarehouse, imeis]) => ({ itemNumberWarehouse, imeis })),
    errors,
  };
}
