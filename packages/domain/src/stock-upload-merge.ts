/**
 * An uploaded stock row against the stock as it is now (seller console upload). A stock export writes each row's
 * version (stock_items.version, bumped whenever quantity, price or increment change) and the values it exported;
 * when the row's version has moved since, an order, a hold or another seller changed the item after the export,
 * and writing the file's value back would silently undo that change (e.g. restore units an order reserved).
 *
 * - version as exported (or no version: a hand-made file, nothing can be detected): the file's values apply.
 * - version moved, and the file holds the values it exported (the seller did not edit the row): nothing applies;
 *   the stock keeps today's values.
 * - version moved, and the seller edited the row: a conflict the seller must resolve — keep today's values, use
 *   the file's values, or apply the edit as a change (today's value + (the file's value − the exported value)).
 * Money in integer minor units.
 */

export type StockValues = { quantityAvailable: number; listPriceMinor: number };

export type UploadRowChange = 'update' | 'unchanged' | 'conflict';
export type SinceExport = 'same' | 'changed' | 'unknown';
export type ConflictChoice = 'keep' | 'file' | 'change';

export type UploadRowInput = {
  now: StockValues;
  nowVersion: number;
  file: StockValues;
  /** The Version cell; null when the file has none for the row. */
  fileVersion: number | null;
  /** What the export wrote beside the version; null when the file does not carry it. */
  exported: StockValues | null;
};

export type UploadRowClass = {
  change: UploadRowChange;
  sinceExport: SinceExport;
  /** What 'apply as a change' would set; null when there is nothing to merge or it would go below 0. */
  asChange: StockValues | null;
};

const same = (a: StockValues, b: StockValues) =>
  a.quantityAvailable === b.quantityAvailable && a.listPriceMinor === b.listPriceMinor;

/** today's value + (the file's value − the exported value), or null when a quantity < 0 or a price ≤ 0 results. */
export function applyAsChange(
  now: StockValues,
  file: StockValues,
  exported: StockValues,
): StockValues | null {
  const merged = {
    quantityAvailable: now.quantityAvailable + (file.quantityAvailable - exported.quantityAvailable),
    listPriceMinor: now.listPriceMinor + (file.listPriceMinor - exported.listPriceMinor),
  };
  return merged.quantityAvailable < 0 || merged.listPriceMinor <= 0 ? null : merged;
}

export function classifyUploadRow(r: UploadRowInput): UploadRowClass {
  const sinceExport: SinceExport =
    r.fileVersion === null ? 'unknown' : r.fileVersion === r.nowVersion ? 'same' : 'changed';
  if (same(r.file, r.now)) return { change: 'unchanged', sinceExport, asChange: null };
  if (sinceExport !== 'changed') return { change: 'update', sinceExport, asChange: null };
  // Changed since the export: the file's values are the old ones unless the seller edited the row.
  if (r.exported && same(r.file, r.exported)) return { change: 'unchanged', sinceExport, asChange: null };
  return {
    change: 'conflict',
    sinceExport,
    asChange: r.exported ? applyAsChange(r.now, r.file, r.exported) : null,
  };
}

/**
 * The values a resolved conflict writes: null for 'keep' (nothing), or a refusal when the choice cannot apply
 * ('change' without exported values, or one that would go below 0).
 */
export function resolveConflict(
  choice: ConflictChoice,
  now: StockValues,
  file: StockValues,
  exported: StockValues | null,
): { ok: true; values: StockValues | null } | { ok: false } {
  if (choice === 'keep') return { ok: true, values: null };
  if (choice === 'file') return { ok: true, values: file };
  const merged = exported ? applyAsChange(now, file, exported) : null;
  return merged ? { ok: true, values: merged } : { ok: false };
}
