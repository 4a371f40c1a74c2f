import { describe, expect, it } from 'vitest';
import { calculateCharges, type ShippingPricing } from './charges.ts';
import { freeFreightMessage, isFreightFree } from './free-freight.ts';

const TEMPLATE = 'Free {method} shipping on orders over {amount} from a single warehouse.';

describe('isFreightFree: an order subtotal over the method’s threshold ships free', () => {
  it.each<[string, number | null | undefined, number, boolean]>([
    ['no threshold', null, 10_000_000, false],
    ['threshold not set', undefined, 10_000_000, false],
    ['under it', 500_000, 499_999, false],
    ['exactly at it ("over" is strict)', 500_000, 500_000, false],
    ['one cent over', 500_000, 500_001, true],
    ['the $10,476 order of the report', 500_000, 1_047_600, true],
    ['a zero threshold: every non-empty order', 0, 1, true],
    ['a zero threshold: an empty order', 0, 0, false],
  ])('%s', (_name, over, subtotal, free) => {
    expect(isFreightFree(over, subtotal)).toBe(free);
  });
});

describe('freeFreightMessage: the cart’s promise, from the same thresholds', () => {
  it.each<[string, { label: string; freeFreightOver: number | null }[], string]>([
    ['no method has a threshold: no promise', [{ label: 'Express', freeFreightOver: null }], ''],
    [
      'one method',
      [
        { label: 'Standard Ground', freeFreightOver: 500_000 },
        { label: 'Express', freeFreightOver: null },
      ],
      'Free Standard Ground shipping on orders over $5,000.00 from a single warehouse.',
    ],
    [
      'two methods, in the given order',
      [
        { label: 'Standard Ground', freeFreightOver: 500_000 },
        { label: 'Express', freeFreightOver: 2_000_050 },
      ],
      'Free Standard Ground shipping on orders over $5,000.00 from a single warehouse. ' +
        'Free Express shipping on orders over $20,000.50 from a single warehouse.',
    ],
  ])('%s', (_name, methods, text) => {
    expect(freeFreightMessage(methods, TEMPLATE)).toBe(text);
  });

  it('speaks the tenant’s currency and precision', () => {
    expect(
      freeFreightMessage([{ label: 'Courier', freeFreightOver: 5_000 }], TEMPLATE, {
        currencyCode: 'EUR',
        precision: 0,
      }),
    ).toBe('Free Courier shipping on orders over €5,000 from a single warehouse.');
  });
});

describe('calculateCharges keeps the promise (Q-037)', () => {
  // 3 × 2,000.00 = 6,000.00 subtotal, 3 units.
  const over = [{ quantity: 3, unitPrice: 200_000 }];
  // 2 × 2,000.00 = 4,000.00.
  const under = [{ quantity: 2, unitPrice: 200_000 }];
  const table: ShippingPricing = {
    kind: 'RATE_TABLE',
    code: 'STANDARD',
    rates: [{ base: 2_500, perUnit: 50 }],
    freeFreightOver: 500_000,
  };
  const realTime: ShippingPricing = { kind: 'REAL_TIME', code: 'RT', freeFreightOver: 500_000 };
  const quotes = [
    { shippingMethodCode: 'RT', carrier: 'UPS', carrierServiceLevel: 'Ground', freight: 1_800 },
  ];
  const dest = { country: 'US', state: 'FL' };

  it.each<[string, ShippingPricing, typeof over, number]>([
    ['rate table over the threshold: no freight', table, over, 0],
    ['rate table under it: the method’s freight', table, under, 2_500 + 50 * 2],
    [
      'rate table without a threshold: its freight',
      { ...table, freeFreightOver: null },
      over,
      2_500 + 50 * 3,
    ],
    ['real-time over the threshold: no freight', realTime, over, 0],
    ['real-time under it: the carrier’s quote', realTime, under, 1_800],
  ])('%s', (_name, shipping, lines, freight) => {
    const r = calculateCharges({ lines, shipping, destination: dest, realTimeQuotes: quotes });
    expect(r.freightUndefined).toBe(false);
    expect(r.freight).toBe(freight);
    expect(r.total).toBe(r.subtotal + freight);
  });

  it('free freight waives the carriage, not the insurance the buyer chose (Q-038)', () => {
    const r = calculateCharges({
      lines: over,
      shipping: table,
      destination: dest,
      insurance: { insured: true, insuredAmount: 100_000, ratePercent: 1.5 },
    });
    expect(r.insurance).toBe(1_500);
    expect(r.freight).toBe(1_500);
  });

  it('a method that cannot serve the destination stays unpriced, threshold or not', () => {
    const nowhere: ShippingPricing = { ...table, rates: [{ country: 'CA', base: 1, perUnit: 1 }] };
    expect(calculateCharges({ lines: over, shipping: nowhere, destination: dest }).freightUndefined).toBe(
      true,
    );
  });
});
