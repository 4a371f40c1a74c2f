/**
 * Bulk offer import (part 1 §3 Import result, §5 Import; F-003, F-009…F-014, Q-065): the pure rules that
 * turn a spreadsheet's rows (cell text, as apps/server's reader answers them) into the review: rows that cannot
 * be imported with a reason each, rows that overwrite an existing cart line, and new rows. The same rules run
 * again on accept against the stock as it is then. Prices in minor units (DESIGN §5).
 */

/** Q-065 reasons; each is a dictionary key (packages/contract dictionary portal.ts) and an English sentence. */
export type ImportReasonCode =
  | 'importItemNumberMissing'
  | 'importItemNotFound'
  | 'importWarehouseMismatch'
  | 'importWarehouseNotAcceptingOffers'
  | 'importGroupNotAcceptingOffers'
  | 'importQuantityNotWholeNumber'
  | 'importQuantityNotPositive'
  | 'importQuantityAboveAvailable'
  | 'importQuantityNotMultipleOfIncrement'
  | 'importPriceNotNumber'
  | 'importPriceNotPositive'
  | 'importPriceAboveListPrice'
  | 'importPriceNotWholeNumber'
  | 'importDuplicateRow';

/** The English sentence of each reason; `{name}` placeholders are filled from the reason's params. */
export const IMPORT_REASON_TEXT: Record<ImportReasonCode, string> = {
  importItemNumberMissing: 'The row has no Item #',
  importItemNotFound: 'Item {itemNumber} was not found in the stock list',
  importWarehouseMismatch: 'Item {itemNumber} is not stocked in warehouse {warehouse}',
  importWarehouseNotAcceptingOffers: 'Warehouse {warehouse} does not accept offers',
  importGroupNotAcceptingOffers: 'This item does not accept offers',
  importQuantityNotWholeNumber: 'New Offer Quantity must be a whole number',
  importQuantityNotPositive: 'New Offer Quantity must be at least 1',
  importQuantityAboveAvailable: 'New Offer Quantity is above the available quantity of {available}',
  importQuantityNotMultipleOfIncrement:
    'New Offer Quantity must be a multiple of {incrementSize} or the whole available quantity',
  importPriceNotNumber: 'New Offer Price must be a number',
  importPriceNotPositive: 'New Offer Price must be greater than 0',
  importPriceAboveListPrice: 'New Offer Price is above the list price of {listPrice}',
  importPriceNotWholeNumber: 'New Offer Price must be a whole number below the list price',
  importDuplicateRow: 'The same item appears again in row {laterRow}; only the last row is imported',
};

export type ImportReasonParams = Record<string, string | number>;

export function importReasonText(code: ImportReasonCode, params: ImportReasonParams = {}): string {
  return Object.entries(params).reduce(
    (t, [k, v]) => t.replaceAll(`{${k}}`, String(v)),
    IMPORT_REASON_TEXT[code],
  );
}

// ── Header matching (F-003) ────────────────────────────────────────────────────────────────────────────────

export type ImportColumn = 'itemNumber' | 'warehouse' | 'quantity' | 'price';
export type ImportColumns = Record<ImportColumn, number>;

/** The spec's column names (F-003) and the few spellings people use for them; compared after `headerKey`. */
const HEADER_NAMES: Record<ImportColumn, string[]> = {
  itemNumber: ['item#', 'itemnumber', 'itemno', 'item'],
  warehouse: ['warehouse', 'warehousecode'],
  quantity: ['newofferquantity', 'offerquantity', 'newquantity'],
  price: ['newofferprice', 'offerprice', 'newprice'],
};
export const IMPORT_COLUMN_TITLES: Record<ImportColumn, string> = {
  itemNumber: 'Item #',
  warehouse: 'Warehouse',
  quantity: 'New Offer Quantity',
  price: 'New Offer Price',
};

/** Case, spaces, underscores, dots and dashes do not matter: " ITEM  # " and "item#" are the same column. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[\s_.\-:]+/g, '');

/**
 * Finds the four columns in any order (F-003). The first column whose title is the spec's name wins; then the
 * name the buyer's portal gives the column in the tenant's language (`tenantNames`, what the import dialog lists,
 * e.g. 'Nuevo precio ofertado'); an alias is used only when no column has either. `missing` lists the spec's
 * names of the columns not found.
 */
export function matchImportHeader(
  header: readonly string[],
  tenantNames: Partial<Record<ImportColumn, string>> = {},
): { ok: true; columns: ImportColumns } | { ok: false; missing: string[] } {
  const keys = header.map(headerKey);
  const columns: Partial<ImportColumns> = {};
  const missing: string[] = [];
  for (const column of Object.keys(HEADER_NAMES) as ImportColumn[]) {
    let found = -1;
    const [spec, ...aliases] = HEADER_NAMES[column];
    const own = tenantNames[column];
    for (const name of [spec!, ...(own ? [headerKey(own)] : []), ...aliases]) {
      found = keys.indexOf(name);
      if (found >= 0) break;
    }
    if (found < 0) missing.push(IMPORT_COLUMN_TITLES[column]);
    else columns[column] = found;
  }
  return missing.length > 0 ? { ok: false, missing } : { ok: true, columns: columns as ImportColumns };
}

// ── Numbers stored as text ─────────────────────────────────────────────────────────────────────────────────

/**
 * A cell's text as a number: surrounding spaces, a leading currency sign and thousands separators ("1,234.50")
 * are allowed, as Excel users type them; anything else (words, "12abc", two numbers) is not a number.
 */
export function parseImportNumber(text: string): number | null {
  let t = text.trim().replace(/^[$€£¥]\s*/, '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(t)) t = t.replaceAll(',', '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

// ── One row ────────────────────────────────────────────────────────────────────────────────────────────────

/** A stock item as the import needs it. */
export type ImportItem = {
  itemNumberWarehouse: string;
  itemNumber: string;
  warehouse: string;
  description: string;
  groupName: string;
  groupItemName: string;
  quantityAvailable: number;
  listPriceMinor: number;
  incrementSize: number;
  isOfferAccepted: boolean;
  warehouseAcceptsOffers: boolean;
  /** The warehouse's name as the portal shows it (warehouseLabels, 'Miami'): a row may name it so, or by code. */
  warehouseLabel?: string;
};

/** One data row, reduced to the four columns (cell text). */
export type ImportRowInput = {
  rowNumber: number;
  itemNumber: string;
  warehouse: string;
  quantity: string;
  price: string;
};

export type ImportRowDecision =
  | {
      ok: true;
      item: ImportItem;
      quantity: number;
      priceMinor: number;
      /** a price equal to the list price is a buy at list (D-011), below it an offer (D-012). */
      status: 'BUY_AT_LIST' | 'PENDING_ACCEPTANCE';
    }
  | { ok: false; code: ImportReasonCode; params: ImportReasonParams; item: ImportItem | null };

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Q-065, in the order a buyer fixes a row: the item, its warehouse, the quantity (D-007, D-019), the price
 * (D-011), then whether offers are accepted there (C-051; a buy at list needs no acceptance). `candidates` are
 * the stock items with the row's Item # (in any warehouse).
 */
export function decideImportRow(row: ImportRowInput, candidates: readonly ImportItem[]): ImportRowDecision {
  const refuse = (code: ImportReasonCode, item: ImportItem | null, params: ImportReasonParams = {}) =>
    ({ ok: false, code, params, item }) as const;
  const itemNumber = row.itemNumber.trim();
  const warehouse = row.warehouse.trim();
  if (itemNumber === '') return refuse('importItemNumberMissing', null);
  if (candidates.length === 0) return refuse('importItemNotFound', null, { itemNumber });
  // The code (MIA) or the name every screen shows (Miami), in any case (F-003).
  const item = candidates.find(
    (c) => sameCode(c.warehouse, warehouse) || (!!c.warehouseLabel && sameCode(c.warehouseLabel, warehouse)),
  );
  if (!item) return refuse('importWarehouseMismatch', null, { itemNumber, warehouse });

  const quantity = parseImportNumber(row.quantity);
  if (quantity === null || !Number.isInteger(quantity)) return refuse('importQuantityNotWholeNumber', item);
  if (quantity < 1) return refuse('importQuantityNotPositive', item);
  if (quantity > item.quantityAvailable) {
    return refuse('importQuantityAboveAvailable', item, { available: item.quantityAvailable });
  }
  // D-007; D-019: the whole available stock is accepted even when it is not a multiple (as decideOffer does).
  if (quantity % item.incrementSize !== 0 && quantity !== item.quantityAvailable) {
    return refuse('importQuantityNotMultipleOfIncrement', item, { incrementSize: item.incrementSize });
  }

  const price = parseImportNumber(row.price);
  if (price === null) return refuse('importPriceNotNumber', item);
  const priceMinor = Math.round(price * 100);
  if (priceMinor <= 0) return refuse('importPriceNotPositive', item);
  if (priceMinor > item.listPriceMinor) {
    return refuse('importPriceAboveListPrice', item, { listPrice: (item.listPriceMinor / 100).toFixed(2) });
  }
  if (priceMinor === item.listPriceMinor)
    return { ok: true, item, quantity, priceMinor, status: 'BUY_AT_LIST' };
  if (!item.warehouseAcceptsOffers) {
    return refuse('importWarehouseNotAcceptingOffers', item, { warehouse: item.warehouse });
  }
  if (!item.isOfferAccepted) return refuse('importGroupNotAcceptingOffers', item);
  // D-018 (reading 1), G-048: an offer is in whole units (as decideOffer); only the list price may carry cents.
  if (priceMinor % 100 !== 0) return refuse('importPriceNotWholeNumber', item);
  return { ok: true, item, quantity, priceMinor, status: 'PENDING_ACCEPTANCE' };
}

// ── The whole sheet ────────────────────────────────────────────────────────────────────────────────────────

/** The buyer's existing cart line for an item (F-011). */
export type ImportCartLine = { status: string; offerQuantity: number; offerPriceMinor: number };

export type ImportAccepted = {
  rowNumber: number;
  item: ImportItem;
  quantity: number;
  priceMinor: number;
  status: 'BUY_AT_LIST' | 'PENDING_ACCEPTANCE';
  /** The cart line this row overwrites, if any. */
  existing: ImportCartLine | null;
};

export type ImportRejected = {
  row: ImportRowInput;
  code: ImportReasonCode;
  params: ImportReasonParams;
  reason: string;
  item: ImportItem | null;
};

export type ImportReview = { invalid: ImportRejected[]; accepted: ImportAccepted[] };

/**
 * A row with Item # and Warehouse but neither quantity nor price is not an offer: the template pre-filled from
 * the stock list has such rows for the items the buyer chose not to price. It is skipped like an empty row.
 */
export const isUnpricedRow = (row: ImportRowInput) => row.quantity.trim() === '' && row.price.trim() === '';

/** Reduces a sheet row (cells by column) to the four columns. */
export function importRowOf(
  rowNumber: number,
  cells: readonly string[],
  columns: ImportColumns,
): ImportRowInput {
  const at = (i: number) => (cells[i] ?? '').trim();
  return {
    rowNumber,
    itemNumber: at(columns.itemNumber),
    warehouse: at(columns.warehouse),
    quantity: at(columns.quantity),
    price: at(columns.price),
  };
}

/**
 * The review of a whole sheet. Empty and unpriced rows are skipped. Duplicate rows for the same item: the LAST
 * row wins (a spreadsheet is edited top to bottom, the later line is the newer thought) and each earlier one is
 * listed as invalid with importDuplicateRow naming the row that replaced it, so nothing is dropped silently.
 */
export function reviewImport(
  rows: readonly ImportRowInput[],
  itemsByNumber: (itemNumber: string) => readonly ImportItem[],
  cartLine: (itemNumberWarehouse: string) => ImportCartLine | undefined,
): ImportReview {
  const steps = reviewImportInSteps(rows, itemsByNumber, cartLine, rows.length + 1);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * reviewImport, pausing (`yield`) after every `stepRows` rows: a caller sharing its thread with other work (the
 * server) lets it run between steps. The same review whatever the step.
 */
export function* reviewImportInSteps(
  rows: readonly ImportRowInput[],
  itemsByNumber: (itemNumber: string) => readonly ImportItem[],
  cartLine: (itemNumberWarehouse: string) => ImportCartLine | undefined,
  stepRows: number,
): Generator<void, ImportReview> {
  const invalid: { index: number; rejected: ImportRejected }[] = [];
  const lastByItem = new Map<string, { index: number; accepted: ImportAccepted }>();
  const reject = (
    index: number,
    row: ImportRowInput,
    code: ImportReasonCode,
    params: ImportReasonParams,
    item: ImportItem | null,
  ) => invalid.push({ index, rejected: { row, code, params, reason: importReasonText(code, params), item } });
  for (let index = 0; index < rows.length; index++) {
    if (index > 0 && index % stepRows === 0) yield;
    const row = rows[index]!;
    if (isUnpricedRow(row)) continue;
    const d = decideImportRow(row, itemsByNumber(row.itemNumber.trim()));
    if (!d.ok) {
      reject(index, row, d.code, d.params, d.item);
      continue;
    }
    const key = d.item.itemNumberWarehouse;
    const earlier = lastByItem.get(key);
    if (earlier) {
      const e = earlier.accepted;
      reject(earlier.index, rows[earlier.index]!, 'importDuplicateRow', { laterRow: row.rowNumber }, e.item);
    }
    lastByItem.set(key, {
      index,
      accepted: {
        rowNumber: row.rowNumber,
        item: d.item,
        quantity: d.quantity,
        priceMinor: d.priceMinor,
        status: d.status,
        existing: cartLine(key) ?? null,
      },
    });
  }
  invalid.sort((a, b) => a.index - b.index);
  return {
    invalid: invalid.map((x) => x.rejected),
    accepted: [...lastByItem.values()].sort((a, b) => a.index - b.index).map((x) => x.accepted),
  };
}
