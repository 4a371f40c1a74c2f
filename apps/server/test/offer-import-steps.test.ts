import type { ImportResult, ImportValidOffer } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import {
  mapInSteps,
  reviewJson,
  STEP_ROWS,
  turnOfTheEventLoop,
} from '../src/modules/offer-import/offer-import.steps.ts';

/** A whole sheet's review built and serialised a step at a time (fair uploads): the same bytes, other work between. */

const valid = (i: number): ImportValidOffer => ({
  rowNumber: i + 2,
  itemNumberWarehouse: `IT${i}-MIA`,
  itemNumber: `IT${i}`,
  warehouse: 'MIA',
  description: `Phone "${i}" ✓`,
  groupName: 'Phones',
  groupItemName: 'Lot',
  availableQuantity: 5,
  listPrice: 12.5,
  incrementSize: 1,
  offerQuantity: 1,
  offerPrice: 12.5,
  offerStatus: 'BUY_AT_LIST',
  comments: '',
});

describe('a review serialised in steps', () => {
  it('is exactly JSON.stringify of the review, whatever its size and group names', async () => {
    const rows = Array.from({ length: STEP_ROWS * 2 + 7 }, (_, i) => valid(i));
    const result: ImportResult = {
      fileName: 'offres "été".xlsx',
      invalidOffers: [],
      conflictOffers: rows.slice(0, 3).map((r) => ({
        ...r,
        existingOfferStatus: 'ACCEPTED',
        existingOfferStatusString: 'Accepted',
        existingTransactionQuantity: 2,
        existingTransactionPrice: 10,
      })),
      validOffersMap: Object.fromEntries([
        ['Phones', rows],
        ['__proto__', rows.slice(0, 2)],
        ['', []],
      ]),
      expiresAt: new Date(0).toISOString(),
    };
    expect(await reviewJson(result)).toBe(JSON.stringify(result));
    const empty: ImportResult = {
      fileName: 'x.xlsx',
      invalidOffers: [],
      conflictOffers: [],
      validOffersMap: {},
      expiresAt: result.expiresAt,
    };
    expect(await reviewJson(empty)).toBe(JSON.stringify(empty));
  });

  it('lets other work run between its steps', async () => {
    const rows = Array.from({ length: STEP_ROWS * 3 }, (_, i) => valid(i));
    const done: string[] = [];
    const whole = mapInSteps(rows, (r) => r.rowNumber).then(() => done.push('sheet'));
    const other = turnOfTheEventLoop().then(() => done.push('other request'));
    await Promise.all([whole, other]);
    expect(done).toEqual(['other request', 'sheet']);
  });
});
