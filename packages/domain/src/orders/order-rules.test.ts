import { describe, expect, it } from 'vitest';
import {
  availableQuantityDisplay,
  cancellationFee,
  type FeeAgreement,
  feeAgreementOffered,
  feeOf,
  feesApply,
  gracePeriodEndFrom,
  hasEditOptions,
  incrementHint,
  nextFulfillmentStatus,
  nextPaymentStatus,
  type OrderEvent,
  orderPermission,
  orderQuantityRefusal,
  orderTotal,
  type PermissionFlags,
  type PermissionSettings,
  parseOrderQuantity,
  racFeePeriodEndFrom,
  reservationAccrual,
  reservationPeriodsDue,
  withdrawOrderOptions,
} from './index.ts';

const H = 3_600_000;
const DAY = 24 * H;
const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('availableQuantityDisplay (L-039, L-040)', () => {
  it.each([
    [-5, 999, '0'],
    [0, 999, '0'],
    [12, 999, '12'],
    [999, 999, '999'],
    [1000, 999, '999+'],
    [1000, 0, '1000'],
  ])('%i with maximum %i shows %s', (available, max, shown) => {
    expect(availableQuantityDisplay(available, max)).toBe(shown);
  });
});

describe('order quantity rules (L-042…L-047, O-071)', () => {
  const open = { original: 10, available: 5, incrementSize: 1, canIncrease: true, canDecrease: true };
  const frozenUp = { ...open, canIncrease: false };
  const frozenDown = { ...open, canDecrease: false };
  const byFive = { ...open, original: 10, incrementSize: 5 };
  it.each([
    ['a number as text', open, '12', undefined],
    ['not a number', open, 'abc', { messageCode: 'invalidOrderQuantity' }],
    ['a fraction', open, 12.5, { messageCode: 'invalidOrderQuantity' }],
    ['empty', open, '', { messageCode: 'invalidOrderQuantity' }],
    ['null', open, null, { messageCode: 'invalidOrderQuantity' }],
    ['ordered + available', open, 15, undefined],
    ['beyond ordered + available', open, 16, { messageCode: 'notEnoughQuantity' }],
    [
      'beyond the original without increases',
      frozenUp,
      11,
      { messageCode: 'maxQuantity', params: { n: 10 } },
    ],
    ['the original without increases', frozenUp, 10, undefined],
    [
      'below the original without decreases',
      frozenDown,
      9,
      { messageCode: 'minQuantity', params: { n: 10 } },
    ],
    ['above the original without decreases', frozenDown, 12, undefined],
    ['0 with decreases', open, 0, { messageCode: 'invalidQuantity' }],
    ['negative with decreases', open, -3, { messageCode: 'invalidQuantity' }],
    ['1 with decreases', open, 1, undefined],
    ['off the increment', byFive, 12, { messageCode: 'invalidIncrementSize' }],
    ['on the increment', byFive, 15, undefined],
    [
      'negative available counts as none',
      { ...open, available: -4 },
      11,
      { messageCode: 'notEnoughQuantity' },
    ],
    // A line priced below the item's list price now (a seller-accepted offer, or the list went up) takes no more
    // units at its price: as without increases.
    [
      'more units of a line priced below list',
      { ...open, unitPriceMinor: 476, listPriceMinor: 951 },
      11,
      { messageCode: 'maxQuantity', params: { n: 10 } },
    ],
    [
      'fewer units of a line priced below list',
      { ...open, unitPriceMinor: 476, listPriceMinor: 951 },
      9,
      undefined,
    ],
    ['more units of a line at list', { ...open, unitPriceMinor: 951, listPriceMinor: 951 }, 15, undefined],
    ['more units of a line above list', { ...open, unitPriceMinor: 990, listPriceMinor: 951 }, 15, undefined],
    [
      'more units of a line whose item left the stock list',
      { ...open, unitPriceMinor: 476, listPriceMinor: null },
      11,
      { messageCode: 'maxQuantity', params: { n: 10 } },
    ],
  ])('%s', (_name, rules, input, refusal) => {
    expect(orderQuantityRefusal(input, rules)).toEqual(refusal);
  });

  it('reads numbers and digit text only', () => {
    expect(parseOrderQuantity(' 7 ')).toBe(7);
    expect(parseOrderQuantity('1e3')).toBeUndefined();
    expect(parseOrderQuantity(Number.NaN)).toBeUndefined();
  });

  it("hints 'Inc of {n}' above 1 only", () => {
    expect(incrementHint(1)).toBeUndefined();
    expect(incrementHint(5)).toEqual({ n: 5 });
  });
});

const settings = (
  over: Partial<{ grace: boolean; onRelease: string; invoice: string[] }> = {},
): PermissionSettings => ({
  fulfillmentSettings: { onReleaseFulfillmentStatusTo: over.onRelease ?? 'AWAITING_PAYMENT' },
  invoiceSettings: { showInvoiceFulfillmentStatuses: over.invoice ?? ['SHIPPED', 'INVOICED'] },
  paymentCollectionSettings: { gracePeriodEnabled: over.grace ?? true },
});

const on = (p: PermissionFlags) => (Object.keys(p) as (keyof PermissionFlags)[]).filter((k) => p[k]).sort();

describe('order permission set (L-017…L-023, L-058)', () => {
  const base = {
    paymentStatus: 'UNPAID',
    settings: settings(),
    racFeeAgreed: false,
    gracePeriodEnd: new Date(NOW + DAY).toISOString(),
    racFeePeriodEnd: null,
    openUnits: 5,
    now: NOW,
  };
  const all = [
    'canCancelOrder',
    'canDecreaseOrderedQuantity',
    'canEditItem',
    'canExtendPaymentTime',
    'canIncreaseOrderedQuantity',
    'canPayAndShipNow',
    'canRemoveItem',
    'canUpdateAdditionalServices',
    'canUpdateBillingAndPayment',
    'canUpdateOrderedQuantity',
    'canUpdateShipping',
    'isPaymentGracePeriodSectionApplicable',
  ];
  it.each([
    ['ON_HOLD, unpaid', { fulfillmentStatus: 'ON_HOLD' }, all],
    [
      'ON_HOLD without a grace period',
      { fulfillmentStatus: 'ON_HOLD', gracePeriodEnd: null },
      all.filter((k) => k !== 'canExtendPaymentTime' && k !== 'isPaymentGracePeriodSectionApplicable'),
    ],
    [
      'ON_HOLD, tenant without grace periods',
      { fulfillmentStatus: 'ON_HOLD', settings: settings({ grace: false }) },
      all.filter((k) => k !== 'canExtendPaymentTime' && k !== 'isPaymentGracePeriodSectionApplicable'),
    ],
    [
      'ON_HOLD, fees agreed',
      { fulfillmentStatus: 'ON_HOLD', racFeeAgreed: true },
      all.filter((k) => k !== 'canExtendPaymentTime'),
    ],
    [
      'ON_HOLD, fee period over',
      { fulfillmentStatus: 'ON_HOLD', racFeePeriodEnd: new Date(NOW - H).toISOString() },
      all.filter((k) => k !== 'canExtendPaymentTime'),
    ],
    [
      'AWAITING_SHIPPING_QUOTE',
      { fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE' },
      ['canCancelOrder', 'canUpdateBillingAndPayment'],
    ],
    [
      'AWAITING_PAYMENT, unpaid',
      { fulfillmentStatus: 'AWAITING_PAYMENT' },
      [
        'canCancelOrder',
        'canDecreaseOrderedQuantity',
        'canEditItem',
        'canExtendPaymentTime',
        'canRemoveItem',
        'canUpdateBillingAndPayment',
        'canUpdateOrderedQuantity',
        'isPaymentGracePeriodSectionApplicable',
      ],
    ],
    [
      'AWAITING_PAYMENT kept only for its cancellation fee',
      { fulfillmentStatus: 'AWAITING_PAYMENT', openUnits: 0, racFeeAgreed: true },
      ['isPaymentGracePeriodSectionApplicable'],
    ],
    ['AWAITING_PAYMENT, paid', { fulfillmentStatus: 'AWAITING_PAYMENT', paymentStatus: 'PAID' }, []],
    ['READY_FOR_FULFILLMENT', { fulfillmentStatus: 'READY_FOR_FULFILLMENT' }, []],
    ['SHIPPED', { fulfillmentStatus: 'SHIPPED' }, []],
    ['INVOICED', { fulfillmentStatus: 'INVOICED' }, []],
    ['CANCELED', { fulfillmentStatus: 'CANCELED' }, []],
    ['a tenant status', { fulfillmentStatus: 'PICKING' }, []],
    [
      'a status the tenant shows invoices for',
      { fulfillmentStatus: 'AWAITING_PAYMENT', settings: settings({ invoice: ['AWAITING_PAYMENT'] }) },
      [],
    ],
  ])('%s', (_name, over, flags) => {
    expect(on(orderPermission({ ...base, ...over }))).toEqual([...flags].sort());
  });

  it('L-018: a closed or frozen order has no edit option', () => {
    expect(hasEditOptions(orderPermission({ ...base, fulfillmentStatus: 'SHIPPED' }))).toBe(false);
    expect(hasEditOptions(orderPermission({ ...base, fulfillmentStatus: 'ON_HOLD' }))).toBe(true);
  });
});

describe('fee arithmetic (Q-040, Q-041; integer minor units)', () => {
  const agreed: FeeAgreement = {
    racFeeAgreed: true,
    gracePeriodEnd: NOW - DAY,
    cancellationFeeBp: 1000,
    racFeePeriodEnd: null,
  };

  it.each([
    [100_000, 50, 500],
    [12_345, 50, 62], // 61.725 → 62
    [12_345, 25, 31], // 30.8625 → 31
    [1, 50, 0],
    [100_000, 0, 0],
    [0, 50, 0],
  ])('%i minor at %i bp is %i', (amount, bp, fee) => {
    expect(feeOf(amount, bp)).toBe(fee);
  });

  it.each([
    ['agreed, grace over, cancellation fee set', agreed, true],
    ['not agreed (L-069: charge only when agreed)', { ...agreed, racFeeAgreed: false }, false],
    ['grace period still running', { ...agreed, gracePeriodEnd: NOW + H }, false],
    ['no grace period', { ...agreed, gracePeriodEnd: null }, false],
    ['cancellation fee 0', { ...agreed, cancellationFeeBp: 0 }, false],
    ['fee period over', { ...agreed, racFeePeriodEnd: NOW - 1 }, false],
    ['fee period still running', { ...agreed, racFeePeriodEnd: NOW + 1 }, true],
  ])('fees apply: %s', (_name, a, applies) => {
    expect(feesApply(a, NOW)).toBe(applies);
  });

  it('the agreement is offered while not agreed and the fee period runs (L-069 reading 2)', () => {
    expect(feeAgreementOffered({ ...agreed, racFeeAgreed: false }, NOW)).toBe(true);
    expect(feeAgreementOffered(agreed, NOW)).toBe(false);
    expect(feeAgreementOffered({ ...agreed, racFeeAgreed: false, racFeePeriodEnd: NOW - 1 }, NOW)).toBe(
      false,
    );
    expect(feeAgreementOffered({ ...agreed, racFeeAgreed: false, gracePeriodEnd: null }, NOW)).toBe(false);
  });

  it.each([
    [0, 0],
    [-H, 0],
    [1, 1],
    [DAY, 1],
    [DAY + 1, 2],
    [3 * DAY, 3],
  ])('%i ms after the grace period: %i periods begun', (after, periods) => {
    expect(reservationPeriodsDue(NOW, NOW + after)).toBe(periods);
  });

  const accrual = {
    ...agreed,
    reservationFeeBp: 50,
    subtotalMinor: 200_000,
    paidAt: null,
    periodsCharged: 0,
  };
  it.each([
    ['one day after the grace period: periods 1', { ...accrual, gracePeriodEnd: NOW - DAY + 1 }, [1]],
    ['exactly two days after: periods 1, 2', { ...accrual, gracePeriodEnd: NOW - 2 * DAY }, [1, 2]],
    [
      'already charged: only the new period',
      { ...accrual, gracePeriodEnd: NOW - 2 * DAY - 1, periodsCharged: 2 },
      [3],
    ],
    [
      'all charged: nothing (idempotent)',
      { ...accrual, gracePeriodEnd: NOW - 2 * DAY, periodsCharged: 2 },
      [],
    ],
    [
      'paid a day after the grace period',
      { ...accrual, gracePeriodEnd: NOW - 3 * DAY, paidAt: NOW - 2 * DAY },
      [1],
    ],
    [
      'fee period ended',
      { ...accrual, gracePeriodEnd: NOW - 3 * DAY, racFeePeriodEnd: NOW - 2 * DAY + 1 },
      [1, 2],
    ],
    ['not agreed', { ...accrual, racFeeAgreed: false }, []],
    ['before the grace period ends', { ...accrual, gracePeriodEnd: NOW + 1 }, []],
    ['no cancellation fee (L-068)', { ...accrual, cancellationFeeBp: 0 }, []],
  ])('reservation accrual: %s', (_name, input, periods) => {
    const r = reservationAccrual(input, NOW);
    expect(r.periods).toEqual(periods);
    if (periods.length > 0) expect(r.amountPerPeriodMinor).toBe(1_000); // 0.5% of 2,000.00
  });

  it.each([
    ['agreed, after the grace period', agreed, 55_555, 5_556], // 10% of 555.55 = 55.555 → 55.56
    ['not agreed', { ...agreed, racFeeAgreed: false }, 55_555, 0],
    ['before the grace period ends', { ...agreed, gracePeriodEnd: NOW + 1 }, 55_555, 0],
  ])('cancellation fee: %s', (_name, a, subtotal, fee) => {
    expect(cancellationFee(a, subtotal, NOW)).toBe(fee);
  });

  it('the grace period and fee period end from the settings', () => {
    expect(gracePeriodEndFrom(NOW, { gracePeriodEnabled: true, gracePeriodHours: 48 })).toBe(NOW + 2 * DAY);
    expect(gracePeriodEndFrom(NOW, { gracePeriodEnabled: false, gracePeriodHours: 48 })).toBeNull();
    expect(racFeePeriodEndFrom(NOW, 30)).toBe(NOW + 30 * DAY);
    expect(racFeePeriodEndFrom(NOW, 0)).toBeNull();
    expect(racFeePeriodEndFrom(null, 30)).toBeNull();
  });

  it('L-016: the total adds the fees', () => {
    expect(
      orderTotal({
        subtotal: 100_000,
        freight: 2_500,
        paymentFee: 1_000,
        tax: 8_456,
        additionalServicesFee: 300,
        reservationFee: 1_000,
        cancellationFee: 0,
      }),
    ).toBe(113_256);
  });
});

describe('order transitions (DESIGN §6, Q-041, Q-043, Q-044)', () => {
  const ctx = {
    onReleaseFulfillmentStatusTo: 'AWAITING_PAYMENT',
    integratedPayment: false,
    paymentStatus: 'UNPAID',
  };
  const cases: [
    string,
    OrderEvent,
    Partial<typeof ctx> & { openUnits?: number; creditTerms?: boolean },
    string | undefined,
  ][] = [
    ['ON_HOLD', 'RELEASE', {}, 'AWAITING_PAYMENT'],
    [
      'ON_HOLD',
      'RELEASE',
      { onReleaseFulfillmentStatusTo: 'READY_FOR_FULFILLMENT' },
      'READY_FOR_FULFILLMENT',
    ],
    ['ON_HOLD', 'RELEASE', { integratedPayment: true }, 'ON_HOLD'],
    ['ON_HOLD', 'RELEASE', { paymentStatus: 'PAID' }, undefined],
    ['ON_HOLD', 'HOLD', {}, undefined],
    ['ON_HOLD', 'CANCEL', {}, 'CANCELED'],
    ['ON_HOLD', 'CANCEL_WITH_FEE', {}, 'AWAITING_PAYMENT'],
    ['ON_HOLD', 'EXPIRE', {}, 'CANCELED'],
    // a capture releases and pays at once — a paid order never waits for payment.
    ['ON_HOLD', 'PAY', { integratedPayment: true }, 'READY_FOR_FULFILLMENT'],
    ['ON_HOLD', 'PAY', { integratedPayment: true, onReleaseFulfillmentStatusTo: 'PICKING' }, 'PICKING'],
    ['ON_HOLD', 'SHIP', {}, undefined],
    ['AWAITING_SHIPPING_QUOTE', 'QUOTE', {}, 'AWAITING_PAYMENT'],
    ['AWAITING_SHIPPING_QUOTE', 'RELEASE', {}, undefined],
    ['AWAITING_SHIPPING_QUOTE', 'CANCEL', {}, 'CANCELED'],
    ['AWAITING_PAYMENT', 'HOLD', {}, 'ON_HOLD'],
    ['AWAITING_PAYMENT', 'RELEASE', {}, undefined],
    ['AWAITING_PAYMENT', 'CANCEL', {}, 'CANCELED'],
    ['AWAITING_PAYMENT', 'CANCEL', { paymentStatus: 'PAID' }, undefined],
    ['AWAITING_PAYMENT', 'PAY', {}, 'READY_FOR_FULFILLMENT'],
    ['AWAITING_PAYMENT', 'PAY', { openUnits: 0 }, 'CANCELED'],
    // Unpaid, an order ships only on credit terms (docs/decisions/014).
    ['AWAITING_PAYMENT', 'SHIP', {}, undefined],
    ['AWAITING_PAYMENT', 'SHIP', { creditTerms: true }, 'SHIPPED'],
    ['AWAITING_PAYMENT', 'SHIP', { paymentStatus: 'PAID' }, 'SHIPPED'],
    ['READY_FOR_FULFILLMENT', 'SHIP', {}, 'SHIPPED'],
    ['READY_FOR_FULFILLMENT', 'CANCEL', {}, undefined],
    ['SHIPPED', 'INVOICE', { openUnits: 0 }, 'INVOICED'],
    ['SHIPPED', 'INVOICE', { openUnits: 2 }, undefined],
    ['SHIPPED', 'HOLD', {}, undefined],
    ['INVOICED', 'CANCEL', {}, undefined],
    ['CANCELED', 'RELEASE', {}, undefined],
    ['CANCELED', 'HOLD', {}, undefined],
    ['PICKING', 'RELEASE', {}, undefined],
  ];
  it.each(cases)('%s + %s %o → %s', (status, event, over, next) => {
    expect(nextFulfillmentStatus(status, event, { ...ctx, ...over })).toBe(next);
  });

  it('only PAY changes the payment status', () => {
    expect(nextPaymentStatus('UNPAID', 'PAY')).toBe('PAID');
    expect(nextPaymentStatus('UNPAID', 'RELEASE')).toBe('UNPAID');
  });
});

describe('option withdrawal (L-035…L-038)', () => {
  const options = {
    otherShippingMethods: [
      { code: 'GROUND', showMethod: true, maxDevicesInShipment: 10 },
      { code: 'FREIGHT', showMethod: true, maxDevicesInShipment: null },
    ],
    realTimeQuoteShippingMethods: [{ code: 'UPS_2DAY', showMethod: true, maxDevicesInShipment: 5 }],
    paymentMethods: [
      { code: 'CARD', creditLimit: 1000 },
      { code: 'WIRE', creditLimit: null },
    ],
    maxShipmentInsuranceAmount: 50000,
  };
  it('withdraws methods the order outgrew, keeping its own choices', () => {
    const out = withdrawOrderOptions(options, {
      units: 12,
      subtotal: 1500,
      shippingMethodCode: 'FREIGHT',
      paymentMethodCode: 'WIRE',
    });
    expect(out.otherShippingMethods.map((m) => [m.code, m.showMethod])).toEqual([
      ['GROUND', false],
      ['FREIGHT', true],
    ]);
    expect(out.realTimeQuoteShippingMethods[0]!.showMethod).toBe(false);
    expect(out.paymentMethods.map((m) => m.code)).toEqual(['WIRE']);
    expect(out.maxShipmentInsuranceAmount).toBe(50000);
  });
  it('keeps the order’s current method even when it is outgrown', () => {
    const out = withdrawOrderOptions(options, {
      units: 12,
      subtotal: 1500,
      shippingMethodCode: 'GROUND',
      paymentMethodCode: 'CARD',
    });
    expect(out.otherShippingMethods[0]!.showMethod).toBe(true);
    expect(out.paymentMethods.map((m) => m.code)).toEqual(['CARD', 'WIRE']);
  });
  it('withdraws nothing within the limits', () => {
    const out = withdrawOrderOptions(options, {
      units: 5,
      subtotal: 1000,
      shippingMethodCode: 'FREIGHT',
      paymentMethodCode: 'WIRE',
    });
    expect(out).toEqual(options);
  });
});
