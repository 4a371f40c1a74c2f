import { describe, expect, it } from 'vitest';
import { decideOffer } from './offer-rules.ts';

describe('decideOffer (the rules as a table)', () => {
  const target = {
    quantityAvailable: 23,
    listPriceMinor: 10_000,
    incrementSize: 5,
    isOfferAccepted: true,
    warehouseAcceptsOffers: true,
  };
  it.each([
    ['buy at list', {}, 10, 10_000, 'BUY_AT_LIST'],
    ['offer below list', {}, 10, 9_000, 'PENDING_ACCEPTANCE'],
    ['quantity 0', {}, 0, 10_000, 'quantityAtLeastOne'],
    ['fractional quantity', {}, 2.5, 10_000, 'quantityAtLeastOne'],
    ['above available', {}, 25, 10_000, 'quantityAboveAvailable'],
    ['not a multiple', {}, 7, 10_000, 'quantityNotMultipleOfIncrement'],
    ['all available, not a multiple (D-019)', {}, 23, 10_000, 'BUY_AT_LIST'],
    ['price 0', {}, 5, 0, 'offerPriceNotPositive'],
    ['price above list', {}, 5, 10_001, 'offerPriceAboveListPrice'],
    ['offer with cents (D-018)', {}, 5, 9_999, 'offerPriceNotWholeNumber'],
    ['buy at a list price with cents', { listPriceMinor: 11_550 }, 5, 11_550, 'BUY_AT_LIST'],
    ['offer below a list price with cents', { listPriceMinor: 11_550 }, 5, 11_500, 'PENDING_ACCEPTANCE'],
    ['offer with cents, group not accepting', { isOfferAccepted: false }, 5, 9_050, 'offersNotAccepted'],
    ['offer, group not accepting', { isOfferAccepted: false }, 5, 9_000, 'offersNotAccepted'],
    ['offer, warehouse not accepting', { warehouseAcceptsOffers: false }, 5, 9_000, 'offersNotAccepted'],
    ['buy, warehouse not accepting', { warehouseAcceptsOffers: false }, 5, 10_000, 'BUY_AT_LIST'],
  ])('%s', (_name, overrides, quantity, priceMinor, expected) => {
    const d = decideOffer({ ...target, ...overrides }, quantity, priceMinor);
    expect(d.ok ? d.status : d.refusal.messageCode).toBe(expected);
  });
});
