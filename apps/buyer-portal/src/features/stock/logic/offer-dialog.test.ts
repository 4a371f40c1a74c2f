import { describe, expect, it } from 'vitest';
import { canMakeOffer, checkSubmit, offerPriceOnBlur, quantityOnBlur } from './offer-dialog.ts';

describe('buy and offer dialog rules (part 1 §5)', () => {
  it.each([
    // D-006: empty or zero becomes 1.
    ['', 1, 1],
    ['0', 1, 1],
    ['7', 1, 7],
    // D-007: at or below the increment → the increment, else rounded down to a multiple.
    ['', 5, 5],
    ['0', 5, 5],
    ['3', 5, 5],
    ['5', 5, 5],
    ['7', 5, 5],
    ['12', 5, 10],
    ['15', 5, 15],
    ['99', 10, 90],
  ])('D-006 / D-007: quantity %s with increment %i → %i on blur', (typed, inc, expected) => {
    expect(quantityOnBlur(typed, inc)).toBe(expected);
  });

  it.each([
    ['', 300, 1],
    ['0', 300, 1],
    ['250', 300, 250],
    ['300', 300, 300],
    ['301', 300, 300],
    ['9999', 300, 300],
  ])('D-009: offer price %s with list %i → %i on blur', (typed, list, expected) => {
    expect(offerPriceOnBlur(typed, list)).toBe(expected);
  });

  it('D-010: a quantity above the available stock is reduced to it, with the warning, and nothing is sent', () => {
    expect(
      checkSubmit({ mode: 'buy', quantity: '12', price: '', listPrice: 300, quantityAvailable: 8 }),
    ).toEqual({
      ok: false,
      reason: 'quantityReduced',
      quantity: 8,
      messageKey: 'quantityReducedToAvailable',
    });
    // D-019: the available stock as it is, even when not a multiple of the increment.
    expect(
      checkSubmit({
        mode: 'offer',
        quantity: '20',
        price: '200',
        listPrice: 300,
        quantityAvailable: 7,
        incrementSize: 5,
      }),
    ).toMatchObject({
      ok: false,
      quantity: 7,
    });
  });

  it.each([
    [
      { mode: 'buy', quantity: '3', price: '10', listPrice: 300, quantityAvailable: 8 },
      { ok: true, offerQuantity: 3, offerPrice: 300 },
    ],
    [
      { mode: 'offer', quantity: '3', price: '250', listPrice: 300, quantityAvailable: 8 },
      { ok: true, offerQuantity: 3, offerPrice: 250 },
    ],
    [
      { mode: 'offer', quantity: '', price: '0', listPrice: 300, quantityAvailable: 8 },
      { ok: true, offerQuantity: 1, offerPrice: 1 },
    ],
    [
      {
        mode: 'offer',
        quantity: '12',
        price: '250',
        listPrice: 300,
        quantityAvailable: 80,
        incrementSize: 5,
      },
      { ok: true, offerQuantity: 10, offerPrice: 250 },
    ],
    // D-017: an offer at the list price is refused; 'Buy at list price' is the way.
    [
      { mode: 'offer', quantity: '1', price: '300', listPrice: 300, quantityAvailable: 8 },
      { ok: false, reason: 'offerNotBelowList', messageKey: 'offerPriceNotBelowListPrice' },
    ],
    [
      { mode: 'offer', quantity: '1', price: '999', listPrice: 300, quantityAvailable: 8 },
      { ok: false, reason: 'offerNotBelowList', messageKey: 'offerPriceNotBelowListPrice' },
    ],
  ] as const)('submit %j', (input, expected) => {
    expect(checkSubmit(input)).toEqual(expected);
  });

  it.each([
    [true, 'MIA', ['MIA'], true],
    [true, 'LAX', ['MIA'], false],
    [false, 'MIA', ['MIA'], false],
    [true, 'MIA', undefined, false],
  ] as const)('C-051: offers when isOfferAccepted=%s, warehouse %s, accepting %j → %s', (accepted, wh, list, expected) => {
    expect(canMakeOffer(accepted, wh, list)).toBe(expected);
  });
});
