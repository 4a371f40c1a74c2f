import type { OfferStatus } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import type { CartTab } from './cart-tab.ts';
import {
  canMakeOfferFromCart,
  checkSave,
  editableFields,
  priceOnBlur,
  quantityOnBlur,
  saveMessage,
} from './offer-edit.ts';
import { line } from './test-builders.ts';

describe('quantity on leaving the field (G-052…G-054)', () => {
  it.each([
    ['', 1, 10, 1],
    ['abc', 1, 10, 1],
    ['0', 1, 10, 1],
    ['5', 1, 10, 5],
    ['12', 1, 10, 10],
    ['3', 5, 100, 5],
    ['5', 5, 100, 5],
    ['12', 5, 100, 10],
    ['0', 5, 100, 5],
    ['95', 5, 42, 42],
    [7.9, 1, 10, 7],
  ] as [
    string | number,
    number,
    number,
    number,
  ][])('%j (increment %i, available %i) → %i', (text, inc, avail, expected) => {
    expect(quantityOnBlur(text, inc, avail)).toBe(expected);
  });
});

describe('price on leaving the field (G-055)', () => {
  it.each([
    ['', 100, 1],
    ['0', 100, 1],
    ['x', 100, 1],
    ['55', 100, 55],
    ['150', 100, 100],
  ] as [string, number, number][])('%j (list %i) → %i', (text, list, expected) => {
    expect(priceOnBlur(text, list)).toBe(expected);
  });
});

describe('editable fields (G-049, G-050)', () => {
  it.each([
    [0, false, false],
    [0, true, true],
    [1, false, true],
    [2, false, true],
  ] as [CartTab, boolean, boolean][])('tab %i, making offer %s → price editable %s', (tab, making, price) => {
    expect(editableFields(tab, making).price).toBe(price);
  });
});

describe('MAKE OFFER link (G-045)', () => {
  it.each([
    ['buy at list with stock in an accepting warehouse', line('a'), ['MIA'], true],
    ['warehouse does not accept offers', line('a'), ['LAX'], false],
    ['its group takes no offers (C-051)', line('a', { isOfferAccepted: false }), ['MIA'], false],
    ['no stock', line('a', { quantityAvailable: 0 }), ['MIA'], false],
    ['already an offer', line('a', {}, { offerStatus: 'ACCEPTED' }), ['MIA'], false],
    ['no settings', line('a'), undefined, false],
  ] as [string, ReturnType<typeof line>, string[] | undefined, boolean][])('%s', (_, l, wh, expected) => {
    expect(canMakeOfferFromCart(l, wh)).toBe(expected);
  });
});

describe('cart offer save (G-056…G-058)', () => {
  const st = (offerStatus: OfferStatus, extra: object = {}) =>
    line('a', { listPrice: 100, quantityAvailable: 50 }, { offerStatus, offerPrice: 80, ...extra });
  it.each([
    ['rejected at list price', st('NOT_ACCEPTED'), 1, false, '5', '100', 'offerPriceNotBelowListPrice'],
    [
      'rejected above list (capped to list)',
      st('NOT_ACCEPTED'),
      1,
      false,
      '5',
      '130',
      'offerPriceNotBelowListPrice',
    ],
    ['expired at list price', st('EXPIRED'), 1, false, '5', '100', 'offerPriceNotBelowListPrice'],
    ['rejected below list', st('NOT_ACCEPTED'), 1, false, '5', '90', undefined],
    ['MAKE OFFER at list price', st('BUY_AT_LIST'), 0, true, '5', '100', 'offerPriceNotBelowListPrice'],
    ['MAKE OFFER below list', st('BUY_AT_LIST'), 0, true, '5', '99', undefined],
    [
      'countered, tab 1, at the counter',
      st('COUNTERED', { counterPrice: 90 }),
      1,
      false,
      '5',
      '90',
      'offerPriceNotBelowCounterPrice',
    ],
    [
      'countered, tab 1, below the counter',
      st('COUNTERED', { counterPrice: 90 }),
      1,
      false,
      '5',
      '89',
      undefined,
    ],
    [
      'countered, tab 0, below minimum',
      st('COUNTERED', { counterPrice: 90, checkOutPrice: 90, minimumCheckoutQuantity: 10 }),
      0,
      false,
      '9',
      '',
      'quantityBelowMinimum',
    ],
    [
      'countered, tab 0, at minimum',
      st('COUNTERED', { counterPrice: 90, checkOutPrice: 90, minimumCheckoutQuantity: 10 }),
      0,
      false,
      '10',
      '',
      undefined,
    ],
    [
      'countered, tab 1, below minimum is not the cart rule (G-060)',
      st('COUNTERED', { counterPrice: 90, minimumCheckoutQuantity: 10 }),
      1,
      false,
      '2',
      '85',
      undefined,
    ],
    [
      'accepted, tab 0, below its minimum quantity (G-020)',
      st('ACCEPTED', { checkOutPrice: 80, minimumCheckoutQuantity: 6 }),
      0,
      false,
      '2',
      '',
      'quantityBelowMinimum',
    ],
    ['buy at list quantity edit at list price is fine', st('BUY_AT_LIST'), 0, false, '3', '', undefined],
  ] as [
    string,
    ReturnType<typeof line>,
    CartTab,
    boolean,
    string,
    string,
    string | undefined,
  ][])('%s', (_, l, tab, makingOffer, quantity, price, messageKey) => {
    const check = checkSave({ line: l, tab, makingOffer, quantity, price });
    expect(check.ok ? undefined : check.messageKey).toBe(messageKey);
  });

  it('a quantity-only edit sends the price the line checks out at, so an answer is kept (Q-023)', () => {
    const countered = line('a', {}, { offerStatus: 'COUNTERED', counterPrice: 90, checkOutPrice: 90 });
    expect(checkSave({ line: countered, tab: 0, makingOffer: false, quantity: '4', price: '1' })).toEqual({
      ok: true,
      offerQuantity: 4,
      offerPrice: 90,
      quantityReduced: false,
    });
    expect(
      checkSave({ line: line('b'), tab: 0, makingOffer: false, quantity: '3', price: '' }),
    ).toMatchObject({
      offerPrice: 100,
    });
  });

  it('a quantity above the stock is reduced to it and flagged (G-054, G-064)', () => {
    expect(
      checkSave({
        line: line('a', { quantityAvailable: 7 }),
        tab: 0,
        makingOffer: false,
        quantity: '20',
        price: '',
      }),
    ).toEqual({ ok: true, offerQuantity: 7, offerPrice: 100, quantityReduced: true });
  });

  it('a quantity the field already cut to the stock on leaving it is flagged too (G-054, G-064)', () => {
    const input = {
      line: line('a', { quantityAvailable: 7 }),
      tab: 0,
      makingOffer: false,
      price: '',
    } as const;
    expect(checkSave({ ...input, quantity: '7', quantityReduced: true })).toEqual({
      ok: true,
      offerQuantity: 7,
      offerPrice: 100,
      quantityReduced: true,
    });
    expect(checkSave({ ...input, quantity: '7' })).toMatchObject({ quantityReduced: false });
  });
});

describe('save message (G-062…G-064)', () => {
  it.each([
    [
      'READY_TO_CHECKOUT',
      'AWAITING_TENANT_REVIEW',
      false,
      false,
      { key: 'offerSavedAndMoved', sectionKey: 'offerStateAwaitingTenantReview', severity: 'success' },
    ],
    [
      'AWAITING_BUYER_REVIEW',
      'READY_TO_CHECKOUT',
      false,
      false,
      { key: 'offerSavedAndMoved', sectionKey: 'offerStateReadyToCheckout', severity: 'success' },
    ],
    ['READY_TO_CHECKOUT', 'READY_TO_CHECKOUT', true, false, { key: 'offerUpdated', severity: 'success' }],
    [
      'READY_TO_CHECKOUT',
      'READY_TO_CHECKOUT',
      true,
      true,
      { key: 'quantityReducedToAvailable', severity: 'warning' },
    ],
    [
      'AWAITING_BUYER_REVIEW',
      'AWAITING_BUYER_REVIEW',
      false,
      true,
      { key: 'offerUpdated', severity: 'success' },
    ],
  ] as const)('%s → %s (quantity only %s, reduced %s)', (before, after, quantityOnly, quantityReduced, expected) => {
    expect(saveMessage({ before, after, quantityOnly, quantityReduced })).toEqual(expected);
  });
});
