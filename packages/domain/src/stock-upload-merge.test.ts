import { describe, expect, it } from 'vitest';
import { applyAsChange, classifyUploadRow, resolveConflict, type StockValues } from './stock-upload-merge.ts';

const v = (quantityAvailable: number, listPriceMinor = 10_000): StockValues => ({
  quantityAvailable,
  listPriceMinor,
});

describe('classifyUploadRow', () => {
  it.each([
    // what, now, nowVersion, file, fileVersion, exported → change, sinceExport, asChange
    ['hand-made file, edited row', v(40), 5, v(50), null, null, 'update', 'unknown', null],
    ['hand-made file, same values', v(40), 5, v(40), null, null, 'unchanged', 'unknown', null],
    ['as exported, edited', v(40), 5, v(50), 5, v(40), 'update', 'same', null],
    ['as exported, not edited', v(40), 5, v(40), 5, v(40), 'unchanged', 'same', null],
    // An order took 3 units after the export (42 → 39) and the seller did not touch the row: nothing applies.
    ['changed since, not edited', v(39), 6, v(42), 5, v(42), 'unchanged', 'changed', null],
    // The seller added 10 received units to the exported 42; today 39: a change would make 49.
    ['changed since, edited', v(39), 6, v(52), 5, v(42), 'conflict', 'changed', v(49)],
    [
      'changed since, price edited',
      v(39, 9_000),
      7,
      v(42, 9_500),
      5,
      v(42, 10_000),
      'conflict',
      'changed',
      v(39, 8_500),
    ],
    ['changed since, edited to what it is now', v(39), 6, v(39), 5, v(42), 'unchanged', 'changed', null],
    ['changed since, exported values unknown', v(39), 6, v(52), 5, null, 'conflict', 'changed', null],
    // The seller removed 10 of the exported 12; an order took 5 since: a change would go below 0.
    ['changed since, change below zero', v(7), 6, v(2), 5, v(12), 'conflict', 'changed', null],
  ] as const)('%s', (_what, now, nowVersion, file, fileVersion, exported, change, sinceExport, asChange) => {
    expect(classifyUploadRow({ now, nowVersion, file, fileVersion, exported })).toEqual({
      change,
      sinceExport,
      asChange,
    });
  });
});

describe('applyAsChange and resolveConflict', () => {
  it('adds the file’s edit to today’s values (the parts add up)', () => {
    const now = v(39, 9_000);
    const file = v(52, 9_900);
    const exported = v(42, 10_000);
    const merged = applyAsChange(now, file, exported)!;
    expect(merged.quantityAvailable - now.quantityAvailable).toBe(
      file.quantityAvailable - exported.quantityAvailable,
    );
    expect(merged.listPriceMinor - now.listPriceMinor).toBe(file.listPriceMinor - exported.listPriceMinor);
    expect(applyAsChange(v(1, 100), v(1, 50), v(1, 200))).toBeNull();
  });

  it.each([
    ['keep writes nothing', 'keep', v(39), v(52), v(42), { ok: true, values: null }],
    ['file writes the file’s values', 'file', v(39), v(52), v(42), { ok: true, values: v(52) }],
    ['change writes the merge', 'change', v(39), v(52), v(42), { ok: true, values: v(49) }],
    ['change without exported values is refused', 'change', v(39), v(52), null, { ok: false }],
    ['change below zero is refused', 'change', v(7), v(2), v(12), { ok: false }],
  ] as const)('%s', (_what, choice, now, file, exported, expected) => {
    expect(resolveConflict(choice, now, file, exported)).toEqual(expected);
  });
});
