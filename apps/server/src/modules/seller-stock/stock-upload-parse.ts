import { MONEY_MAX, QUANTITY_MAX, type StockUploadError } from '@portico/contract';
import { readSpreadsheet, type UploadHold } from '../../lib/spreadsheet/read-spreadsheet.ts';

/** A limit as the messages write it: 10,000,000. */
const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * Reads an inventory spreadsheet (.xlsx) with the seller's stock export headers (seller-stock-export.ts), so an
 * export can be edited and uploaded back. Item #, Warehouse, Available Quantity and List Price are read, and when
 * present Description and Group (new items) and the export's Version and exported values (changes since the
 * export); other columns are ignored. The file is read by lib/spreadsheet (zip checks before unpacking, a worker with heap, time
 * and row caps); this module only maps cell text to rows: parsed rows and per-row errors, or a file-level refusal.
 */

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 20_000;

export const UPLOAD_HEADERS = {
  itemNumber: 'Item #',
  warehouse: 'Warehouse',
  quantityAvailable: 'Available Quantity',
  listPrice: 'List Price',
} as const;

/**
 * Read when present: a row for an item that does not exist yet needs a description and its group (the Group Key,
 * or a Group title only one group of the warehouse has), and takes its increment. On an existing item these
 * columns are not changed by an upload; the review says so when the file edits them.
 */
export const OPTIONAL_HEADERS = {
  description: 'Description',
  group: 'Group',
  groupKey: 'Group Key',
  category: 'Category',
  incrementSize: 'Increment Size',
} as const;

/** Written by the seller's export: the row's stock version and the values exported with it. */
export const EXPORT_HEADERS = {
  version: 'Version',
  exportedQuantity: 'Exported Quantity',
  exportedListPrice: 'Exported List Price',
} as const;

export type ParsedUploadRow = {
  row: number;
  itemNumber: string;
  warehouse: string;
  description: string;
  group: string;
  groupKey: string;
  category: string;
  /** The Increment Size cell as written; '' when absent. */
  incrementSize: string;
  quantityAvailable: number;
  listPriceMinor: number;
  /** The Version cell; null when the file has no Version column or the cell is empty. */
  version: number | null;
  /** The values the export wrote beside the version; null when the file does not carry them. */
  exported: { quantityAvailable: number; listPriceMinor: number } | null;
};
export type ParsedUpload =
  | {
      ok: true;
      rows: ParsedUploadRow[];
      errors: StockUploadError[];
      /** The file has the export's Version column. */
      hasVersion: boolean;
    }
  | {
      ok: false;
      message: string;
      /** Busy, not the file's fault: 429 with Retry-After. */
      retryAfterSeconds?: number;
    };

const cellNumber = (text: string): number | null => {
  const plain = text.replace(/,/g, '');
  if (plain === '') return null;
  const n = Number(plain);
  return Number.isFinite(n) ? n : null;
};

/** `hold`: the seller's one upload in flight (plugins/upload-slot.ts, lib/spreadsheet/read-queue.ts). */
export async function parseStockUpload(buffer: Buffer, hold?: UploadHold): Promise<ParsedUpload> {
  // The hostile-file-safe reader (lib/spreadsheet): zip checks, a worker with heap and time caps, the row cap.
  const sheet = await readSpreadsheet(buffer, { maxRows: UPLOAD_MAX_ROWS }, hold);
  if (!sheet.ok && 'retryAfterSeconds' in sheet) {
    return { ok: false, message: sheet.message, retryAfterSeconds: sheet.retryAfterSeconds };
  }
  if (!sheet.ok) return { ok: false, message: sheet.message };
  if (!sheet.header || sheet.rows.length === 0) return { ok: false, message: 'The spreadsheet has no rows' };
  const col: Partial<
    Record<keyof typeof UPLOAD_HEADERS | keyof typeof OPTIONAL_HEADERS | keyof typeof EXPORT_HEADERS, number>
  > = {};
  sheet.header.cells.forEach((cell, n) => {
    const text = cell.toLowerCase();
    for (const [key, label] of Object.entries({
      ...UPLOAD_HEADERS,
      ...OPTIONAL_HEADERS,
      ...EXPORT_HEADERS,
    })) {
      if (text === label.toLowerCase()) col[key as keyof typeof col] = n;
    }
  });
  const missing = Object.entries(UPLOAD_HEADERS)
    .filter(([key]) => col[key as keyof typeof UPLOAD_HEADERS] === undefined)
    .map(([, label]) => label);
  if (missing.length > 0) return { ok: false, message: `Missing columns: ${missing.join(', ')}` };

  const rows: ParsedUploadRow[] = [];
  const errors: StockUploadError[] = [];
  const seen = new Map<string, number>();
  const at = (cells: string[], c: number | undefined) => (c === undefined ? '' : (cells[c] ?? ''));
  for (const { row: rowNumber, cells } of sheet.rows) {
    const itemNumber = at(cells, col.itemNumber);
    // Warehouse codes are capitals (CommerceCode): 'lax' typed in the sheet is LAX.
    const warehouse = at(cells, col.warehouse).trim().toUpperCase();
    const qtyText = at(cells, col.quantityAvailable);
    const priceText = at(cells, col.listPrice);
    if (!itemNumber && !warehouse && qtyText === '' && priceText === '') continue;
    // A refused row is named by what its Item # and Warehouse cells hold, as the seller typed them.
    const item = [itemNumber.trim(), warehouse].filter(Boolean).join(' ') || null;
    if (!itemNumber || !warehouse) {
      errors.push({ row: rowNumber, item, message: 'Item # and Warehouse are required' });
      continue;
    }
    const quantity = cellNumber(qtyText);
    if (quantity === null || !Number.isInteger(quantity) || quantity < 0) {
      errors.push({
        row: rowNumber,
        item,
        message: 'Available Quantity must be a whole number of 0 or more',
      });
      continue;
    }
    if (quantity > QUANTITY_MAX) {
      errors.push({
        row: rowNumber,
        item,
        message: `Available Quantity must be at most ${grouped(QUANTITY_MAX)}`,
      });
      continue;
    }
    const price = cellNumber(priceText);
    const minor = price === null ? null : Math.round(price * 100);
    if (price === null || price <= 0 || minor === null || Math.abs(minor - price * 100) > 1e-6) {
      errors.push({ row: rowNumber, item, message: 'List Price must be above 0 with at most two decimals' });
      continue;
    }
    // The limits of an inline edit and of the API (contract inputs.ts): stored in integer columns.
    if (price > MONEY_MAX) {
      errors.push({ row: rowNumber, item, message: `List Price must be at most ${grouped(MONEY_MAX)}` });
      continue;
    }
    const versionText = at(cells, col.version);
    const version = cellNumber(versionText);
    if (versionText !== '' && (version === null || !Number.isInteger(version) || version < 1)) {
      errors.push({
        row: rowNumber,
        item,
        message: 'Version must be the number the export wrote; leave it as it is',
      });
      continue;
    }
    const exportedQuantity = cellNumber(at(cells, col.exportedQuantity));
    const exportedPrice = cellNumber(at(cells, col.exportedListPrice));
    const exported =
      exportedQuantity !== null &&
      Number.isInteger(exportedQuantity) &&
      exportedQuantity >= 0 &&
      exportedPrice !== null &&
      exportedPrice > 0
        ? { quantityAvailable: exportedQuantity, listPriceMinor: Math.round(exportedPrice * 100) }
        : null;
    const key = `${itemNumber}\u0000${warehouse}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row: rowNumber, item, message: `Duplicate of row ${first}` });
      continue;
    }
    seen.set(key, rowNumber);
    rows.push({
      row: rowNumber,
      itemNumber,
      warehouse,
      description: at(cells, col.description),
      group: at(cells, col.group),
      groupKey: at(cells, col.groupKey),
      category: at(cells, col.category),
      incrementSize: at(cells, col.incrementSize),
      quantityAvailable: quantity,
      listPriceMinor: minor,
      version,
      exported,
    });
  }
  if (rows.length === 0 && errors.length === 0) return { ok: false, message: 'The spreadsheet has no rows' };
  return { ok: true, rows, errors, hasVersion: col.version !== undefined };
}
