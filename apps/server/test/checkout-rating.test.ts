import { afterAll, describe, expect, it } from 'vitest';
import { checkoutTestApp, expectNoQuoteFallback } from './checkout-helper.ts';

/**
 * I-025, Q-037: with the rating provider unavailable (RATING_PROVIDER=unavailable), a real-time method
 * has no freight: calculate charges says freightUndefined with no quote, submit refuses the method, and the
 * request-a-quote fallback places the order in AWAITING_SHIPPING_QUOTE.
 */

const { app, close, buyer, picker, offer, checkout } = await checkoutTestApp({
  ratingProvider: 'unavailable',
});
afterAll(close);

describe('real-time rating unavailable (I-025)', () => {
  it('freight undefined with no quote; the real-time method is refused; request-a-quote is the fallback', async () => {
    const item = picker.offerable();
    const line = await offer(buyer, item, 2, item.listPrice);
    const payload = await checkout(buyer, item.warehouse, [line.offerId]);
    expect(payload.realTimeQuoteShippingMethods.map((m) => m.code)).toEqual(['UPS_GROUND_RT']);
    const { answer } = await expectNoQuoteFallback(
      app,
      buyer,
      { item, offerId: line.offerId, quantity: 2 },
      payload,
    );
    expect(answer).toMatchObject({
      freight: 0,
      realTimeFreightQuoteCarrier: null,
      freightQuotesForAllRealTimeShippingMethods: [
        { shippingMethodCode: 'UPS_GROUND_RT', carrier: 'UPS', carrierServiceLevel: 'Ground', freight: null },
      ],
    });
  });
});
