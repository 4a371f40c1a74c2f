import ExcelJS from 'exceljs';

/**
 * Reads an inventory spreadsheet (.xlsx) with the stock export's headers (stock/stock-export.ts), so an export
 * can be edited and uploaded back. Only Item #, Warehouse, Available Quantity and List Price are read; other
 * columns are ignored. Pure apart from exceljs: answers parsed rows and per-row errors, or a file-level refusal.
 */

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_ROWS = 20_000;

export const UPLOAD_HEADERS = {
  itemNumber: 'Item #',
  warehouse: 'Warehouse',
  quantityAvailable: 'Available Quantity',
  listPrice: 'List Price',
} as const;

/** Read when present: a row for an item that does not exist yet needs them to create it. */
export const OPTIONAL_HEADERS = { description: 'Description', group: 'Group' } as const;

export type ParsedUploadRow = {
  row: number;
  itemNumber: string;
  warehouse: string;
  description: string;
  group: string;
  quantityAvailable: number;
  listPriceMinor: number;
};
export type ParsedUpload =
  | { ok: true; rows: ParsedUploadRow[]; errors: { row: number; message: string }[] }
  | { ok: false; message: string };

/** A cell's value as plain text: rich text, hyperlinks and formula results flattened. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value && value.result !== undefined && value.result !== null)
      return cellText(value.result as ExcelJS.CellValue);
  }
  return '';
}

function cellNumber(value: ExcelJS.CellValue): number | null {
  const text = cellText(value).replace(/,/g, '');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export async function parseStockUpload(buffer: Buffer): Promise<ParsedUpload> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { ok: false, message: 'The file is not an .xlsx spreadsheet' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount <= 1) return { ok: false, message: 'The spreadsheet has no rows' };
  const header = sheet.getRow(1);
  const col: Partial<Record<keyof typeof UPLOAD_HEADERS | keyof typeof OPTIONAL_HEADERS, number>> = {};
  header.eachCell((cell, n) => {
    const text = cellText(cell.value).toLowerCase();
    for (const [key, label] of Object.entries({ ...UPLOAD_HEADERS, ...OPTIONAL_HEADERS })) {
      if (text === label.toLowerCase()) col[key as keyof typeof col] = n;
    }
  });
  const missing = Object.entries(UPLOAD_HEADERS)
    .filter(([key]) => col[key as keyof typeof UPLOAD_HEADERS] === undefined)
    .map(([, label]) => label);
  if (missing.length > 0) return { ok: false, message: `Missing columns: ${missing.join(', ')}` };
  if (sheet.actualRowCount - 1 > UPLOAD_MAX_ROWS)
    return { ok: false, message: `The spreadsheet has more than ${UPLOAD_MAX_ROWS} rows` };

  const rows: ParsedUploadRow[] = [];
  const errors: { row: number; message: string }[] = [];
  const seen = new Map<string, number>();
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    if (rowNumber === 1) return;
    const itemNumber = cellText(r.getCell(col.itemNumber!).value);
    const warehouse = cellText(r.getCell(col.warehouse!).value);
    const qtyRaw = r.getCell(col.quantityAvailable!).value;
    const priceRaw = r.getCell(col.listPrice!).value;
    if (!itemNumber && !warehouse && cellText(qtyRaw) === '' && cellText(priceRaw) === '') return;
    if (!itemNumber || !warehouse) {
      errors.push({ row: rowNumber, message: 'Item # and Warehouse are required' });
      return;
    }
    const quantity = cellNumber(qtyRaw);
    if (quantity === null || !Number.isInteger(quantity) || quantity < 0) {
      errors.push({ row: rowNumber, message: 'Available Quantity must be a whole number of 0 or more' });
      return;
    }
    const price = cellNumber(priceRaw);
    const minor = price === null ? null : Math.round(price * 100);
    if (price === null || price <= 0 || minor === null || Math.abs(minor - price * 100) > 1e-6) {
      errors.push({ row: rowNumber, message: 'List Price must be above 0 with at most two decimals' });
      return;
    }
    const key = `${itemNumber}\u0000${warehouse}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row: rowNumber, message: `Duplicate of row ${first}` });
      return;
    }
    seen.set(key, rowNumber);
    const optional = (c: number | undefined) => (c === undefined ? '' : cellText(r.getCell(c).value));
    rows.push({
      row: rowNumber,
      itemNumber,
      warehouse,
      description: optional(col.description),
      group: optional(col.group),
      quantityAvailable: quantity,
      listPriceMinor: minor,
    });
  });
  if (rows.length === 0 && errors.length === 0) return { ok: false, message: 'The spreadsheet has no rows' };
  return { ok: true, rows, errors };
}
