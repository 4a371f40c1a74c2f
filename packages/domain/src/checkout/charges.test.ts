import { describe, expect, it } from 'vitest';
import {
  type CalculateChargesInput,
  type ChargeLine,
  calculateCharges,
  chargesToMajor,
  combinedOrderFigures,
  computeFee,
  computeTax,
  defaultInsuredAmount,
  type FeeTerm,
  insuranceMaximum,
  pickFreightRate,
  type ShippingPricing,
  type TaxTable,
} from './charges.ts';

// Two lines: 3 × 100.00 + 2 × 50.25 = 400.50 (40050 minor), 5 units.
const LINES: ChargeLine[] = [
  { itemNumber: 'A', quantity: 3, unitPrice: 10_000 },
  { itemNumber: 'B', quantity: 2, unitPrice: 5_025 },
];
const US_TX = { country: 'US', state: 'TX' };
const TAX: TaxTable = {
  domesticCountries: ['US'],
  rates: [
    { country: 'US', percent: 6 },
    { country: 'US', state: 'TX', percent: 8.25 },
  ],
};
const FLAT: ShippingPricing = {
  kind: 'RATE_TABLE',
  code: 'STANDARD_1',
  rates: [{ base: 2_500, perUnit: 100 }],
};

const charge = (over: Partial<CalculateChargesInput> = {}) =>
  calculateCharges({ lines: LINES, shipping: FLAT, destination: US_TX, taxTable: TAX, ...over });

describe('computeFee: the four fee types (Q-032…Q-035)', () => {
  const base = { subtotal: 40_050, units: 5, orderTotal: 50_000 };
  it.each<[string, FeeTerm, number | undefined]>([
    ['FIXED is flat per order (Q-032)', { feeType: 'FIXED', amount: 2_500 }, 2_500],
    ['PER_UNIT is rate × units (Q-033)', { feeType: 'PER_UNIT', amount: 150 }, 750],
    ['PERC_OF_ORDER_SUBTOTAL (Q-034)', { feeType: 'PERC_OF_ORDER_SUBTOTAL', percent: 3 }, 1_202], // 1201.5 → 1202
    ['PERC_OF_ORDER_TOTAL (Q-035)', { feeType: 'PERC_OF_ORDER_TOTAL', percent: 2.5 }, 1_250],
  ])('%s', (_name, fee, expected) => {
    expect(computeFee(fee, base)).toBe(expected);
  });

  it('FIXED does not change with the quantity; PER_UNIT does', () => {
    const fixed: FeeTerm = { feeType: 'FIXED', amount: 2_500 };
    const perUnit: FeeTerm = { feeType: 'PER_UNIT', amount: 150 };
    expect(computeFee(fixed, { ...base, units: 500 })).toBe(2_500);
    expect(computeFee(perUnit, { ...base, units: 0 })).toBe(0);
    expect(computeFee(perUnit, { ...base, units: 500 })).toBe(75_000);
  });

  it('PERC_OF_ORDER_TOTAL is unknown while the order total is (Q-035)', () => {
    expect(
      computeFee({ feeType: 'PERC_OF_ORDER_TOTAL', percent: 2 }, { ...base, orderTotal: undefined }),
    ).toBe(undefined);
    expect(
      computeFee({ feeType: 'PERC_OF_ORDER_SUBTOTAL', percent: 2 }, { ...base, orderTotal: undefined }),
    ).toBe(801);
  });
});

describe('freight (Q-037)', () => {
  const rates = [
    { base: 1_000, perUnit: 10 },
    { country: 'US', base: 2_000, perUnit: 20 },
    { country: 'US', state: 'TX', base: 3_000, perUnit: 30 },
    { country: 'CA', base: 4_000, perUnit: 40 },
  ];
  it.each([
    ['country + state row first', US_TX, 3_000],
    ['then the country row', { country: 'US', state: 'NY' }, 2_000],
    ['case-insensitive codes', { country: 'us', state: 'tx' }, 3_000],
    ['another country', { country: 'CA' }, 4_000],
    ['default row elsewhere', { country: 'MX' }, 1_000],
    ['default row without destination', null, 1_000],
  ])('pickFreightRate: %s', (_name, destination, expectedBase) => {
    expect(pickFreightRate(rates, destination)?.base).toBe(expectedBase);
  });

  it.each<[string, Partial<CalculateChargesInput>, number, boolean]>([
    ['rate table: base + per unit × units', {}, 2_500 + 5 * 100, false],
    [
      'rate table by destination',
      { shipping: { kind: 'RATE_TABLE', code: 'EXPRESS_1', rates }, destination: US_TX },
      3_000 + 5 * 30,
      false,
    ],
    [
      'rate table without a row for the destination: undefined, never silently 0',
      {
        shipping: { kind: 'RATE_TABLE', code: 'EXPRESS_1', rates: [{ country: 'CA', base: 1, perUnit: 1 }] },
      },
      0,
      true,
    ],
    ['BILL_MY_ACCOUNT: 0, the buyer pays their carrier', { shipping: { kind: 'BILL_MY_ACCOUNT' } }, 0, false],
    ['REQUEST_A_QUOTE: undefined until quoted', { shipping: { kind: 'REQUEST_A_QUOTE' } }, 0, true],
    [
      'REQUEST_A_QUOTE with the seller quote',
      { shipping: { kind: 'REQUEST_A_QUOTE', quotedFreight: 7_777 } },
      7_777,
      false,
    ],
    [
      'real-time: the quote of the method',
      {
        shipping: { kind: 'REAL_TIME', code: 'RT_GROUND' },
        realTimeQuotes: [
          { shippingMethodCode: 'RT_AIR', carrier: 'UPS', carrierServiceLevel: 'Next Day', freight: 9_900 },
          { shippingMethodCode: 'RT_GROUND', carrier: 'UPS', carrierServiceLevel: 'Ground', freight: 1_234 },
        ],
      },
      1_234,
      false,
    ],
    [
      'real-time, provider unavailable',
      { shipping: { kind: 'REAL_TIME', code: 'RT_GROUND' }, realTimeQuotes: null },
      0,
      true,
    ],
    [
      'real-time, no quote for this method',
      { shipping: { kind: 'REAL_TIME', code: 'RT_GROUND' }, realTimeQuotes: [] },
      0,
      true,
    ],
    ['no method chosen yet', { shipping: null }, 0, true],
  ])('%s', (_name, over, freight, freightUndefined) => {
    const r = charge(over);
    expect({ freight: r.freight, freightUndefined: r.freightUndefined }).toEqual({
      freight,
      freightUndefined,
    });
  });

  it('real-time: reports the chosen carrier and passes every quote through (§7)', () => {
    const quotes = [
      { shippingMethodCode: 'RT_AIR', carrier: 'UPS', carrierServiceLevel: 'Next Day', freight: 9_900 },
      { shippingMethodCode: 'RT_GROUND', carrier: 'FedEx', carrierServiceLevel: 'Ground', freight: 1_234 },
    ];
    const r = charge({ shipping: { kind: 'REAL_TIME', code: 'RT_GROUND' }, realTimeQuotes: quotes });
    expect(r.realTimeFreightQuoteCarrier).toBe('FedEx');
    expect(r.realTimeFreightQuoteCarrierServiceLevel).toBe('Ground');
    expect(r.freightQuotesForAllRealTimeShippingMethods).toEqual(quotes);
    const table = charge();
    expect(table.realTimeFreightQuoteCarrier).toBeNull();
    expect(table.freightQuotesForAllRealTimeShippingMethods).toEqual([]);
  });
});

describe('insurance (Q-038, I-038)', () => {
  const insured = (insuredAmount: number, max?: number | null) => ({
    insured: true,
    insuredAmount,
    ratePercent: 1,
    maxShipmentInsuranceAmount: max ?? null,
  });
  it.each<[string, CalculateChargesInput['insurance'], number, number]>([
    ['1% of the insured amount, added to freight', insured(40_050), 401, 40_050], // 400.5 → 401
    ['capped at maxShipmentInsuranceAmount', insured(100_000, 20_000), 200, 20_000],
    ['capped at the 50000 fallback', insured(9_000_000), 50_000, 5_000_000],
    ['not insured', { ...insured(40_050), insured: false }, 0, 0],
    ['no insurance input', null, 0, 0],
  ])('%s', (_name, insurance, cost, used) => {
    const r = charge({ insurance });
    expect(r.insurance).toBe(cost);
    expect(r.insuredAmount).toBe(used);
    expect(r.freight).toBe(3_000 + cost); // freight = 2500 + 5×100 + insurance
  });

  it('with freight unknown the cost is shown but freight stays undefined', () => {
    const r = charge({ shipping: { kind: 'REQUEST_A_QUOTE' }, insurance: insured(10_000) });
    expect(r).toMatchObject({ insurance: 100, freight: 0, freightUndefined: true });
  });

  it('bill-my-account: insurance is the only freight', () => {
    expect(charge({ shipping: { kind: 'BILL_MY_ACCOUNT' }, insurance: insured(10_000) }).freight).toBe(100);
  });

  it.each([
    [40_050, null, 2, 40_050], // subtotal below the fallback maximum
    [40_050, 20_000, 2, 20_000], // the maximum below the subtotal
    [9_000_000, null, 2, 5_000_000], // 50000.00
    [9_000_000, null, 0, 50_000], // 50000 at precision 0
    [90_000_000, null, 3, 50_000_000], // 50000.000
  ])('default insured amount: subtotal %d, max %s, precision %d → %d', (subtotal, max, precision, expected) => {
    expect(defaultInsuredAmount(subtotal, max, precision)).toBe(expected);
  });

  it('the maximum is the payload value when given', () => {
    expect(insuranceMaximum(1_234)).toBe(1_234);
    expect(insuranceMaximum(undefined)).toBe(5_000_000);
  });
});

describe('tax (Q-039)', () => {
  it.each([
    ['state rate', US_TX, 10_000, 825, 'Sales Tax (8.25%)'],
    ['country rate where the state has none', { country: 'US', state: 'NY' }, 10_000, 600, 'Sales Tax (6%)'],
    ['export destination: 0', { country: 'DE' }, 10_000, 0, ''],
    ['no destination yet', null, 10_000, 0, ''],
    ['half a minor unit rounds away from zero', US_TX, 1_000 + 0, 83, 'Sales Tax (8.25%)'], // 82.5 → 83
  ])('%s', (_name, destination, taxable, tax, taxDescription) => {
    expect(computeTax(taxable, destination, TAX)).toEqual({ tax, taxDescription });
  });

  it('uses the row label when the tenant names the tax', () => {
    const table: TaxTable = {
      domesticCountries: ['CA'],
      rates: [{ country: 'CA', percent: 5, label: 'GST' }],
    };
    expect(computeTax(10_000, { country: 'CA' }, table)).toEqual({ tax: 500, taxDescription: 'GST (5%)' });
  });

  it('a domestic country without a row pays no tax', () => {
    expect(computeTax(10_000, { country: 'US' }, { domesticCountries: ['US'], rates: [] })).toEqual({
      tax: 0,
      taxDescription: '',
    });
  });

  it('is applied to subtotal + freight (incl. insurance)', () => {
    const r = charge({ insurance: { insured: true, insuredAmount: 10_000, ratePercent: 1 } });
    // subtotal 40050 + freight 3000 + insurance 100 = 43150; 8.25% = 3559.875 → 3560
    expect(r.tax).toBe(3_560);
  });

  it('while freight is undefined, on the subtotal alone', () => {
    expect(charge({ shipping: { kind: 'REQUEST_A_QUOTE' } }).tax).toBe(3_304); // 40050 × 8.25% = 3304.125
  });
});

describe('calculateCharges: the whole order', () => {
  it('adds up (§9: total = subtotal + freight + paymentFee + tax + additionalServicesFee)', () => {
    const r = charge({
      paymentFee: { feeType: 'PERC_OF_ORDER_TOTAL', percent: 3, rateSku: 'FEE-CC' },
      additionalServices: [
        { id: 'photos', fee: { feeType: 'FIXED', amount: 1_000 } },
        { id: 'testing', fee: { feeType: 'PER_UNIT', amount: 200 } },
        { id: 'handling', fee: { feeType: 'PERC_OF_ORDER_SUBTOTAL', percent: 1 } },
        { id: 'priority', fee: { feeType: 'PERC_OF_ORDER_TOTAL', percent: 2 } },
      ],
    });
    // subtotal 40050, freight 3000, tax 8.25% of 43050 = 3551.625 → 3552
    // services: 1000 + 1000 + 400.5→401 + 2% of (40050+3000+3552 = 46602) = 932.04→932 = 3333
    // payment fee: 3% of (40050 + 3000 + 3333 + 3552 = 49935) = 1498.05 → 1498
    expect(r).toMatchObject({
      subtotal: 40_050,
      totalOrderedQuantity: 5,
      freight: 3_000,
      tax: 3_552,
      taxDescription: 'Sales Tax (8.25%)',
      additionalServicesFee: 3_333,
      additionalServiceFees: [
        { id: 'photos', fee: 1_000, feeUndefined: false },
        { id: 'testing', fee: 1_000, feeUndefined: false },
        { id: 'handling', fee: 401, feeUndefined: false },
        { id: 'priority', fee: 932, feeUndefined: false },
      ],
      paymentFee: 1_498,
      paymentFeeUndefined: false,
      rateSku: 'FEE-CC',
      total: 40_050 + 3_000 + 3_552 + 3_333 + 1_498,
      totalUndefined: false,
    });
  });

  it('a percentage payment fee is unknown while freight is (Q-035), a flat one is not', () => {
    const pct = charge({
      shipping: { kind: 'REQUEST_A_QUOTE' },
      paymentFee: { feeType: 'PERC_OF_ORDER_TOTAL', percent: 3 },
    });
    expect(pct).toMatchObject({
      paymentFee: 0,
      paymentFeeUndefined: true,
      freightUndefined: true,
      totalUndefined: true,
    });
    expect(pct.total).toBe(40_050 + 3_304); // the known parts
    const flat = charge({
      shipping: { kind: 'REQUEST_A_QUOTE' },
      paymentFee: { feeType: 'FIXED', amount: 2_500 },
    });
    expect(flat).toMatchObject({ paymentFee: 2_500, paymentFeeUndefined: false, totalUndefined: true });
  });

  it('a PERC_OF_ORDER_TOTAL service fee is unknown while freight is', () => {
    const r = charge({
      shipping: { kind: 'REQUEST_A_QUOTE' },
      additionalServices: [
        { id: 'photos', fee: { feeType: 'FIXED', amount: 1_000 } },
        { id: 'priority', fee: { feeType: 'PERC_OF_ORDER_TOTAL', percent: 2 } },
      ],
    });
    expect(r.additionalServicesFee).toBe(1_000);
    expect(r.additionalServicesFeeUndefined).toBe(true);
  });

  it('no payment method fee (feesApplicable false) → 0 and no rateSku', () => {
    expect(charge({ paymentFee: null })).toMatchObject({
      paymentFee: 0,
      paymentFeeUndefined: false,
      rateSku: null,
    });
  });

  it('reservation and cancellation fees count in the total when charged (§9)', () => {
    const r = charge({ reservationFee: 700, cancellationFee: 300 });
    expect(r.total).toBe(charge().total + 1_000);
  });

  it('an empty order costs its fixed parts only', () => {
    const r = calculateCharges({ lines: [], paymentFee: { feeType: 'FIXED', amount: 2_500 } });
    expect(r).toMatchObject({ subtotal: 0, totalOrderedQuantity: 0, freightUndefined: true, total: 2_500 });
  });

  it('refuses fractional minor units and negative quantities (faults)', () => {
    expect(() => calculateCharges({ lines: [{ quantity: 1, unitPrice: 10.5 }] })).toThrow(RangeError);
    expect(() => calculateCharges({ lines: [{ quantity: -1, unitPrice: 100 }] })).toThrow(RangeError);
  });

  it('computes 500 lines (P8; the work is one pass over the lines)', () => {
    const lines = Array.from({ length: 500 }, (_, i) => ({
      itemNumber: `I${i}`,
      quantity: (i % 7) + 1,
      unitPrice: 1_000 + i,
    }));
    let subtotal = 0;
    let units = 0;
    for (const l of lines) {
      subtotal += l.quantity * l.unitPrice;
      units += l.quantity;
    }
    const r = calculateCharges({
      lines,
      shipping: FLAT,
      destination: US_TX,
      taxTable: TAX,
      paymentFee: { feeType: 'PER_UNIT', amount: 10 },
    });
    expect(r.subtotal).toBe(subtotal);
    expect(r.totalOrderedQuantity).toBe(units);
    expect(r.freight).toBe(2_500 + units * 100);
    expect(r.paymentFee).toBe(units * 10);
    expect(r.total).toBe(r.subtotal + r.freight + r.tax + r.paymentFee);
  });
});

describe('combinedOrderFigures (I-049)', () => {
  it('cart, existing order and combined', () => {
    expect(combinedOrderFigures(LINES, [{ quantity: 4, unitPrice: 2_000 }])).toEqual({
      cartSubtotal: 40_050,
      cartQuantity: 5,
      existingOrderSubtotal: 8_000,
      existingOrderQuantity: 4,
      combinedSubtotal: 48_050,
      combinedQuantity: 9,
    });
  });
});

describe('chargesToMajor', () => {
  it('same field names, major units at the precision', () => {
    const r = chargesToMajor(
      charge({
        shipping: { kind: 'REAL_TIME', code: 'RT' },
        realTimeQuotes: [
          { shippingMethodCode: 'RT', carrier: 'UPS', carrierServiceLevel: 'Ground', freight: 1_234 },
        ],
        additionalServices: [{ id: 'photos', fee: { feeType: 'FIXED', amount: 1_005 } }],
      }),
    );
    expect(r).toMatchObject({
      subtotal: 400.5,
      freight: 12.34,
      additionalServicesFee: 10.05,
      additionalServiceFees: [{ id: 'photos', fee: 10.05 }],
      freightQuotesForAllRealTimeShippingMethods: [{ freight: 12.34 }],
      totalOrderedQuantity: 5,
    });
  });

  it('precision 0 and 3', () => {
    const lines = [{ quantity: 3, unitPrice: 1_001 }];
    expect(chargesToMajor(calculateCharges({ lines, currencyPrecision: 0 }), 0).subtotal).toBe(3_003);
    expect(chargesToMajor(calculateCharges({ lines, currencyPrecision: 3 }), 3).subtotal).toBe(3.003);
  });
});
