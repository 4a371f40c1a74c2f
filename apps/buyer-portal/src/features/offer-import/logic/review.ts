import type { ImportConflictOffer, ImportResult, ImportValidOffer } from '@portico/contract';

/** The review's three sections (part 1 §2 Review Import screen; F-007…F-017), as pure rules over ImportResult. */

export type ImportCounts = { invalid: number; updates: number; new: number };

/** F-007: the sticky header's INVALID, UPDATES and NEW counts. */
export function importCounts(
  result: Pick<ImportResult, 'invalidOffers' | 'conflictOffers' | 'validOffersMap'>,
) {
  let fresh = 0;
  for (const rows of Object.values(result.validOffersMap)) fresh += rows.length;
  return {
    invalid: result.invalidOffers.length,
    updates: result.conflictOffers.length,
    new: fresh,
  } satisfies ImportCounts;
}

/** F-015: all three sections empty → 'No new requests were found in the import file'. */
export const isNothingFound = (counts: ImportCounts) =>
  counts.invalid === 0 && counts.updates === 0 && counts.new === 0;

/**
 * F-016 / F-017 (reading 2, the one the requirements suggest): SUBMIT REQUESTS is enabled only when there is
 * something to submit, i.e. an overwrite or a new row. Invalid rows alone are never sent, so they do not count.
 */
export const canSubmit = (counts: ImportCounts) => counts.updates + counts.new > 0;

export type NewRequestGroup = { groupName: string; rows: ImportValidOffer[]; quantity: number };

/**
 * F-013: section 3 grouped by group name. The server already keys validOffersMap by groupName; the groups are
 * shown alphabetically (numbers in names compared as numbers) and each group's rows in file order, so the
 * buyer can match them against the spreadsheet.
 */
export function newRequestGroups(validOffersMap: ImportResult['validOffersMap']): NewRequestGroup[] {
  const byName = new Map<string, ImportValidOffer[]>();
  for (const [key, rows] of Object.entries(validOffersMap)) {
    for (const row of rows) {
      const name = row.groupName || key;
      const list = byName.get(name) ?? [];
      list.push(row);
      byName.set(name, list);
    }
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }))
    .map(([groupName, rows]) => ({
      groupName,
      rows: [...rows].sort((a, b) => a.rowNumber - b.rowNumber),
      quantity: rows.reduce((sum, r) => sum + r.offerQuantity, 0),
    }));
}

/** F-012: the review after removing one overwrite row (applied optimistically, then confirmed by the server). */
export function withoutConflict<T extends { conflictOffers: ImportConflictOffer[] }>(
  result: T,
  itemNumberWarehouse: string,
): T {
  return {
    ...result,
    conflictOffers: result.conflictOffers.filter((c) => c.itemNumberWarehouse !== itemNumberWarehouse),
  };
}

/** Invalid rows in file order (F-008). */
export const invalidRows = (result: Pick<ImportResult, 'invalidOffers'>) =>
  [...result.invalidOffers].sort((a, b) => a.rowNumber - b.rowNumber);

/** Overwrite rows in file order (F-010). */
export const conflictRows = (result: Pick<ImportResult, 'conflictOffers'>) =>
  [...result.conflictOffers].sort((a, b) => a.rowNumber - b.rowNumber);
