import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  conflictRows,
  importCounts,
  invalidRows,
  isNothingFound,
  newRequestGroups,
  withoutConflict,
} from './review.ts';
import { aConflictOffer, anImportResult, anInvalidOffer, aValidOffer } from './test-builders.ts';

describe('importCounts (F-007)', () => {
  it('counts invalid rows, overwrites and every new row of every group', () => {
    const result = anImportResult({
      invalidOffers: [anInvalidOffer(), anInvalidOffer({ rowNumber: 9 })],
      conflictOffers: [aConflictOffer()],
      validOffersMap: {
        'iPhone 13': [aValidOffer(), aValidOffer({ itemNumberWarehouse: 'A-2-MIA', rowNumber: 5 })],
        'Galaxy S22': [aValidOffer({ groupName: 'Galaxy S22', itemNumberWarehouse: 'G-1-MIA' })],
      },
    });
    expect(importCounts(result)).toEqual({ invalid: 2, updates: 1, new: 3 });
  });

  it('is all zero for an empty review', () => {
    expect(importCounts(anImportResult())).toEqual({ invalid: 0, updates: 0, new: 0 });
  });
});

describe('isNothingFound (F-015) and canSubmit (F-016, F-017 reading 2)', () => {
  it.each([
    // [invalid, updates, new, nothing found, can submit]
    [0, 0, 0, true, false],
    [3, 0, 0, false, false], // invalid rows alone: nothing to submit, but the section is shown
    [0, 1, 0, false, true],
    [0, 0, 1, false, true],
    [2, 1, 4, false, true],
  ])('invalid %i, updates %i, new %i → nothing found %s, submit %s', (invalid, updates, fresh, none, submit) => {
    const counts = { invalid, updates, new: fresh };
    expect(isNothingFound(counts)).toBe(none);
    expect(canSubmit(counts)).toBe(submit);
  });
});

describe('newRequestGroups (F-013)', () => {
  it('groups by group name, alphabetically with numbers compared as numbers, rows in file order', () => {
    const groups = newRequestGroups({
      'iPhone 13': [aValidOffer({ rowNumber: 7, itemNumberWarehouse: 'x' }), aValidOffer({ rowNumber: 3 })],
      'iPhone 9': [aValidOffer({ groupName: 'iPhone 9', rowNumber: 2, offerQuantity: 4 })],
      'Galaxy S22': [aValidOffer({ groupName: 'Galaxy S22', offerQuantity: 10 })],
    });
    expect(groups.map((g) => g.groupName)).toEqual(['Galaxy S22', 'iPhone 9', 'iPhone 13']);
    expect(groups[2]?.rows.map((r) => r.rowNumber)).toEqual([3, 7]);
    expect(groups[2]?.quantity).toBe(10);
    expect(groups[0]?.quantity).toBe(10);
  });

  it('merges rows filed under another key by their own groupName, and names unnamed rows by their key', () => {
    const groups = newRequestGroups({
      A: [aValidOffer({ groupName: 'B', rowNumber: 2 })],
      B: [aValidOffer({ groupName: 'B', rowNumber: 1 })],
      C: [aValidOffer({ groupName: '', rowNumber: 5 })],
    });
    expect(groups.map((g) => [g.groupName, g.rows.map((r) => r.rowNumber)])).toEqual([
      ['B', [1, 2]],
      ['C', [5]],
    ]);
  });

  it('is empty without new rows', () => {
    expect(newRequestGroups({})).toEqual([]);
  });
});

describe('withoutConflict (F-012)', () => {
  it('drops only the removed overwrite row and leaves the rest of the review alone', () => {
    const keep = aConflictOffer({ itemNumberWarehouse: 'K-MIA' });
    const result = anImportResult({
      conflictOffers: [aConflictOffer({ itemNumberWarehouse: 'X-MIA' }), keep],
      invalidOffers: [anInvalidOffer()],
    });
    const next = withoutConflict(result, 'X-MIA');
    expect(next.conflictOffers).toEqual([keep]);
    expect(next.invalidOffers).toBe(result.invalidOffers);
    expect(result.conflictOffers).toHaveLength(2);
  });
});

describe('row order', () => {
  it('shows invalid and overwrite rows in file order', () => {
    expect(
      invalidRows(
        anImportResult({
          invalidOffers: [anInvalidOffer({ rowNumber: 8 }), anInvalidOffer({ rowNumber: 2 })],
        }),
      ).map((r) => r.rowNumber),
    ).toEqual([2, 8]);
    expect(
      conflictRows(
        anImportResult({
          conflictOffers: [aConflictOffer({ rowNumber: 6 }), aConflictOffer({ rowNumber: 4 })],
        }),
      ).map((r) => r.rowNumber),
    ).toEqual([4, 6]);
  });
});
