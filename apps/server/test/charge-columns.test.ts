import { calculateCharges } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { chargeColumnsOf } from '../src/db/schema/columns.ts';

/**
 * chargeColumnsOf: an order's charge columns as written when its charges are recomputed (add to an existing order,
 * an order change). The fee terms already charged stay on the total (P-033); real-time quotes keep their carrier.
 */

const charges = calculateCharges({
  lines: [
    { itemNumber: 'A', quantity: 2, unitPrice: 10_000 },
    { itemNumber: 'B', quantity: 1, unitPrice: 5_000 },
  ],
  shipping: { kind: 'REAL_TIME', code: 'UPS' },
  realTimeQuotes: [
    { shippingMethodCode: 'UPS', carrier: 'UPS', carrierServiceLevel: 'Ground', freight: 1_500 },
    { shippingMethodCode: 'FDX', carrier: 'FedEx', carrierServiceLevel: '2Day', freight: 2_500 },
  ],
  paymentFee: { feeType: 'FIXED', amount: 300 },
});

describe('chargeColumnsOf', () => {
  it('writes the amounts, and a total that keeps the reservation and cancellation fees already charged', () => {
    const columns = chargeColumnsOf(charges, { reservationFeeMinor: 700, cancellationFeeMinor: 1_100 });
    expect(columns).toMatchObject({
      subtotalMinor: 25_000,
      freightMinor: 1_500,
      freightUndefined: false,
      paymentFeeMinor: 300,
      paymentFeeUndefined: false,
      taxMinor: 0,
      additionalServicesFeeMinor: 0,
      totalMinor: 25_000 + 1_500 + 300 + 700 + 1_100,
      totalOrderedQuantity: 3,
      realTimeFreightQuoteCarrier: 'UPS',
      realTimeFreightQuoteCarrierServiceLevel: 'Ground',
    });
  });

  it("keeps every real-time quote with its freight in minor units (the order's freightMinor field)", () => {
    const columns = chargeColumnsOf(charges, { reservationFeeMinor: 0, cancellationFeeMinor: 0 });
    expect(columns.freightQuotesForAllRealTimeShippingMethods).toEqual([
      { shippingMethodCode: 'UPS', carrier: 'UPS', carrierServiceLevel: 'Ground', freightMinor: 1_500 },
      { shippingMethodCode: 'FDX', carrier: 'FedEx', carrierServiceLevel: '2Day', freightMinor: 2_500 },
    ]);
    expect(columns.totalMinor).toBe(charges.total);
  });
});
