import type { StockUploadRow } from '@portico/contract';
import { bigPriceCut } from './edit-values.ts';

/**
 * What an upload's review warns of before it applies, row by row: a list price cut by BIG_CUT_PERCENT or more (a
 * typo reaches every buyer at once), and a quantity set to 0 on an item buyers hold open offers on (Q-025 hides
 * them until it is restocked). Rows the apply leaves alone (unchanged, new) have nothing to warn of.
 */
export type UploadWarning =
  | {
      kind: 'cut';
      row: number;
      itemNumberWarehouse: string;
      percent: number;
      from: number;
      to: number;
      offers: number;
    }
  | { kind: 'zero'; row: number; itemNumberWarehouse: string; offers: number };

export function uploadWarnings(rows: readonly StockUploadRow[]): UploadWarning[] {
  const out: UploadWarning[] = [];
  for (const r of rows) {
    if ((r.change !== 'update' && r.change !== 'conflict') || !r.before) continue;
    const offers = (r.openOffers?.waiting ?? 0) + (r.openOffers?.agreed ?? 0);
    const percent = bigPriceCut(r.before.listPrice, r.after.listPrice);
    const base = { row: r.row, itemNumberWarehouse: r.itemNumberWarehouse, offers };
    if (percent !== null) {
      out.push({ kind: 'cut', ...base, percent, from: r.before.listPrice, to: r.after.listPrice });
    }
    if (r.after.quantityAvailable === 0 && r.before.quantityAvailable > 0 && offers > 0) {
      out.push({ kind: 'zero', ...base });
    }
  }
  return out;
}
