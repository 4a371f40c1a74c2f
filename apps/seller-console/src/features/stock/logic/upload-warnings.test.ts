import type { StockUploadRow } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { uploadWarnings } from './upload-warnings.ts';

const row = (over: Partial<StockUploadRow>): StockUploadRow => ({
  row: 2,
  itemNumberWarehouse: 'A54-MIA',
  description: 'Galaxy A54',
  change: 'update',
  before: { quantityAvailable: 10, listPrice: 114 },
  after: { quantityAvailable: 10, listPrice: 114 },
  sinceExport: 'same',
  exported: null,
  asChange: null,
  openOffers: { waiting: 1, agreed: 1 },
  ...over,
});

describe('uploadWarnings', () => {
  it.each([
    ['a small cut', row({ after: { quantityAvailable: 10, listPrice: 90 } }), []],
    [
      'a cut of a third',
      row({ after: { quantityAvailable: 10, listPrice: 62 } }),
      [{ kind: 'cut', row: 2, itemNumberWarehouse: 'A54-MIA', percent: 46, from: 114, to: 62, offers: 2 }],
    ],
    [
      'no stock left under open offers',
      row({ after: { quantityAvailable: 0, listPrice: 114 } }),
      [{ kind: 'zero', row: 2, itemNumberWarehouse: 'A54-MIA', offers: 2 }],
    ],
    [
      'no stock left, no offers',
      row({ after: { quantityAvailable: 0, listPrice: 114 }, openOffers: { waiting: 0, agreed: 0 } }),
      [],
    ],
    [
      'an unchanged row keeps today’s values',
      row({ change: 'unchanged', after: { quantityAvailable: 0, listPrice: 1 } }),
      [],
    ],
    [
      'a new item',
      row({ change: 'new', before: null, openOffers: null, after: { quantityAvailable: 1, listPrice: 1 } }),
      [],
    ],
  ])('%s', (_label, r, expected) => {
    expect(uploadWarnings([r])).toEqual(expected);
  });
});
