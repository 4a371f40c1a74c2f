import { DEFAULT_DICTIONARY, SPANISH_DICTIONARY } from '@portico/contract';
import { interpolate } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { timelineText } from './timeline-text.ts';

describe('timelineText: a payment row names its method in the words of each language', () => {
  const money = (n: number) => `$${n.toFixed(2)}`;
  const staff = (after: Record<string, unknown>) => ({
    action: 'PAYMENT_RECEIVED',
    actorKind: 'STAFF',
    after,
  });
  it.each([
    [{ method: 'WIRE' }, 'timelineWirePaymentReceived', {}],
    [
      { method: 'WIRE', reference: 'REF-1' },
      'timelineWirePaymentReceivedWithReference',
      { reference: 'REF-1' },
    ],
    [{ method: 'CHECK' }, 'timelineCheckPaymentReceived', {}],
    [
      { method: 'CHECK', reference: '0042' },
      'timelineCheckPaymentReceivedWithReference',
      { reference: '0042' },
    ],
    [{ method: 'CASH' }, null, {}],
  ])('%o → %s', (after, code, params) => {
    expect(timelineText(staff(after), money)).toEqual({ code, params, details: [] });
    if (code) {
      expect(DEFAULT_DICTIONARY[code]?.i18n_value).toMatch(/^(Wire|Check) payment received/);
      expect(SPANISH_DICTIONARY[code]?.i18n_value).toMatch(/^Pago (por transferencia|con cheque) recibido/);
    }
  });
});

describe('timelineText: an order placed waiting for its freight quote says so, not "on hold"', () => {
  const money = (n: number) => `$${n.toFixed(2)}`;
  const buyer = (fulfillmentStatus: string) => ({
    action: 'ORDER_HELD',
    actorKind: 'BUYER',
    after: { fulfillmentStatus, paymentStatus: 'UNPAID' },
  });
  it('held → timelineOrderHeld; waiting for a quote → timelineOrderAwaitingQuote', () => {
    expect(timelineText(buyer('ON_HOLD'), money)).toEqual({
      code: 'timelineOrderHeld',
      params: {},
      details: [],
    });
    expect(timelineText(buyer('AWAITING_SHIPPING_QUOTE'), money)).toEqual({
      code: 'timelineOrderAwaitingQuote',
      params: {},
      details: [],
    });
    expect(DEFAULT_DICTIONARY.timelineOrderAwaitingQuote?.i18n_value).toBe(
      'Order placed, waiting for the shipping quote',
    );
    expect(SPANISH_DICTIONARY.timelineOrderAwaitingQuote?.i18n_value).toBe(
      'Pedido realizado, a la espera de la cotización del envío',
    );
  });
});

describe('timelineText: an online refund names its amount in each language', () => {
  const money = (n: number) => `$${n.toFixed(2)}`;
  it('PAYMENT_REFUNDED → timelineRefundedOnline with the amount', () => {
    const row = { action: 'PAYMENT_REFUNDED', actorKind: 'JOB', after: { refund: 612, provider: 'sandbox' } };
    expect(timelineText(row, money)).toEqual({
      code: 'timelineRefundedOnline',
      params: { amount: '$612.00' },
      details: [],
    });
    expect(DEFAULT_DICTIONARY.timelineRefundedOnline?.i18n_value).toBe(
      'Refunded {amount} to the account that paid online',
    );
    expect(SPANISH_DICTIONARY.timelineRefundedOnline?.i18n_value).toBe(
      'Reembolsados {amount} a la cuenta que pagó en línea',
    );
    expect(timelineText({ ...row, after: {} }, money)).toEqual({ code: null, params: {}, details: [] });
  });
});

describe("timelineText: a buyer's edit lists what it changed (L-010)", () => {
  const money = (n: number) => `$${n.toFixed(2)}`;
  const edit = (changes: unknown, actorKind = 'BUYER') => ({
    action: 'ORDER_EDITED',
    actorKind,
    after: { fulfillmentStatus: 'ON_HOLD', changes },
  });
  it('one detail per change, in the order stored, each its dictionary text in English and Spanish', () => {
    const { code, details } = timelineText(
      edit([
        { kind: 'quantity', item: 'A1 iPhone 13', from: 3, to: 4 },
        { kind: 'removed', item: 'B2 Pixel 7' },
        { kind: 'shipping', method: 'Express (UPS Ground)', address: 'Toronto partner' },
        { kind: 'billing', method: 'Wire', address: 'Head office' },
        { kind: 'services', services: ['Testing', 'Labels'] },
        { kind: 'services', services: [] },
      ]),
      money,
    );
    expect(code).toBe('timelineOrderEdited');
    expect(details.map((d) => d.summary)).toEqual([
      'A1 iPhone 13: quantity 3 → 4',
      'Removed: B2 Pixel 7',
      'Shipping: Express (UPS Ground) to Toronto partner',
      'Payment: Wire, billed to Head office',
      'Additional services chosen: Testing, Labels',
      'Additional services chosen: none',
    ]);
    for (const d of details) expect(SPANISH_DICTIONARY[d.code!]?.i18n_value).toBeTruthy();
  });
  it.each([
    ['no changes stored (rows written before details)', undefined],
    ['not a list', { kind: 'removed', item: 'A' }],
    [
      'unknown kinds and wrong types',
      [{ kind: 'price', item: 'A' }, { kind: 'quantity', item: 'A', from: '3', to: 4 }, null],
    ],
  ])('%s → no details', (_, changes) => {
    expect(timelineText(edit(changes), money).details).toEqual([]);
  });
  it("a staff row's stored values are not read as a buyer's changes", () => {
    expect(timelineText(edit([{ kind: 'removed', item: 'A' }], 'STAFF'), money).details).toEqual([]);
  });
});

describe('timelineText: a payment recorded with its amount names it in money', () => {
  const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const staff = (after: Record<string, unknown>) => ({
    action: 'PAYMENT_RECEIVED',
    actorKind: 'STAFF',
    after,
  });
  it.each([
    [
      { method: 'WIRE', reference: 'FW-1', amount: 99_999 },
      'timelineWirePaymentOfReceivedWithReference',
      { amount: '$99,999.00', reference: 'FW-1' },
      'Wire payment of $99,999.00 received (FW-1)',
    ],
    [
      { method: 'CARD', reference: null, amount: 12.5 },
      'timelineCardPaymentOfReceived',
      { amount: '$12.50' },
      'Card payment of $12.50 received',
    ],
    [
      { method: 'CHECK', reference: '0042', amount: 10 },
      'timelineCheckPaymentOfReceivedWithReference',
      { amount: '$10.00', reference: '0042' },
      'Check payment of $10.00 received (0042)',
    ],
    // Recorded without an amount (the order total was taken as paid): the words without one, as before.
    [
      { method: 'WIRE', reference: 'FW-2', amount: null },
      'timelineWirePaymentReceivedWithReference',
      { reference: 'FW-2' },
      'Wire payment received (FW-2)',
    ],
  ])('%o → %s', (after, code, params, english) => {
    expect(timelineText(staff(after), money)).toEqual({ code, params, details: [] });
    expect(interpolate(DEFAULT_DICTIONARY[code]!.i18n_value, params)).toBe(english);
    expect(SPANISH_DICTIONARY[code]?.i18n_value).toMatch(/^Pago (por transferencia|con cheque|con tarjeta)/);
  });
});

describe("timelineText: the desk's edit of lines lists what it changed, as the buyer's mail does", () => {
  const money = (n: number) => `$${n.toFixed(2)}`;
  const row = (after: Record<string, unknown>) => ({ action: 'LINES_EDITED', actorKind: 'STAFF', after });
  it('the changes stored → one detail each; rows written before them keep their list of quantities', () => {
    const changes = [
      { kind: 'quantity', item: 'A1 iPhone 13', from: 2, to: 3 },
      { kind: 'removed', item: 'B2 Pixel 7' },
    ];
    const { code, params, details } = timelineText(row({ lines: 'A1-MIA × 3', changes }), money);
    expect({ code, params }).toEqual({ code: 'timelineLinesEditedForBuyer', params: {} });
    expect(details.map((d) => d.summary)).toEqual(['A1 iPhone 13: quantity 2 → 3', 'Removed: B2 Pixel 7']);
    expect(DEFAULT_DICTIONARY.timelineLinesEditedForBuyer?.i18n_value).toBe('Lines edited for the buyer');
    expect(SPANISH_DICTIONARY.timelineLinesEditedForBuyer?.i18n_value).toBeTruthy();
    expect(timelineText(row({ lines: 'A1-MIA × 3' }), money)).toEqual({
      code: 'timelineLinesEdited',
      params: { lines: 'A1-MIA × 3' },
      details: [],
    });
  });
});

describe('timelineText: the buyer putting an order on hold is not an order placed', () => {
  const money = (n: number) => `$${n.toFixed(2)}`;
  it('ORDER_HELD by the hold action → timelineOrderPutOnHold', () => {
    const row = {
      action: 'ORDER_HELD',
      actorKind: 'BUYER',
      after: { fulfillmentStatus: 'ON_HOLD', paymentStatus: 'UNPAID', putOnHold: true },
    };
    expect(timelineText(row, money)).toEqual({ code: 'timelineOrderPutOnHold', params: {}, details: [] });
    expect(DEFAULT_DICTIONARY.timelineOrderPutOnHold?.i18n_value).toBe('Put on hold by the buyer');
    expect(SPANISH_DICTIONARY.timelineOrderPutOnHold?.i18n_value).toBe('Retenido por el comprador');
  });
});

describe('timelineText: the seller extending a hold', () => {
  const money = (n: number) => `$${n.toFixed(2)}`;
  it('HOLD_EXTENDED → timelineHoldExtended with the deadline as the desk wrote it; without it, the summary only', () => {
    const row = {
      action: 'HOLD_EXTENDED',
      actorKind: 'STAFF',
      after: { holdExpiresAt: '2026-12-03T15:00:00.000Z', hours: 48, until: 'Dec 03, 2026, 10:00 am EST' },
    };
    expect(timelineText(row, money)).toEqual({
      code: 'timelineHoldExtended',
      params: { date: 'Dec 03, 2026, 10:00 am EST' },
      details: [],
    });
    expect(timelineText({ ...row, after: { hours: 48 } }, money).code).toBeNull();
    expect(DEFAULT_DICTIONARY.timelineHoldExtended?.i18n_value).toBe(
      'Hold extended by the seller until {date}',
    );
    expect(SPANISH_DICTIONARY.timelineHoldExtended?.i18n_value).toBe(
      'Retención ampliada por el vendedor hasta el {date}',
    );
  });
});
