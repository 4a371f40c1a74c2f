import { CalculateChargesResponse } from '@portico/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { addressIn, checkoutApi, orderByNumber, submissionFor } from './checkout-helper.ts';
import { buildTestApp, signIn } from './helper.ts';
import { expectRefusal, itemPicker } from './offers-helper.ts';
import { getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * I-025, Q-037: with the rating provider unavailable (RATING_PROVIDER=unavailable), a real-time method
 * has no freight: calculate charges says freightUndefined with no quote, submit refuses the method, and the
 * request-a-quote fallback places the order in AWAITING_SHIPPING_QUOTE.
 */

const t = await buildTestApp({ ratingProvider: 'unavailable' });
const app = t.app;
afterAll(async () => t.close());
const buyer = await signIn(app, 'buyer@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');
const { offer, checkout, charges, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

describe('real-time rating unavailable (I-025)', () => {
  it('freight undefined with no quote; the real-time method is refused; request-a-quote is the fallback', async () => {
    const item = picker.offerable();
    const line = await offer(buyer, item, 2, item.listPrice);
    const payload = await checkout(buyer, item.warehouse, [line.offerId]);
    expect(payload.realTimeQuoteShippingMethods.map((m) => m.code)).toEqual(['UPS_GROUND_RT']);
    const res = await charges(buyer, {
      warehouseCode: item.warehouse,
      offerIds: [line.offerId],
      items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 2 }],
      shippingAddress: { id: addressIn(payload, 'Miami').id },
      shippingMethodCode: 'UPS_GROUND_RT',
      billingAddress: { id: payload.billingAddresses[0]!.id },
      paymentMethodCode: 'WIRE',
      insured: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(CalculateChargesResponse.parse(res.json())).toMatchObject({
      freight: 0,
      freightUndefined: true,
      realTimeFreightQuoteCarrier: null,
      freightQuotesForAllRealTimeShippingMethods: [
        { shippingMethodCode: 'UPS_GROUND_RT', carrier: 'UPS', carrierServiceLevel: 'Ground', freight: null },
      ],
    });

    expectRefusal(
      await submit(
        buyer,
        item.warehouse,
        submissionFor(payload, { shippingOption: { shippingMethodCode: 'UPS_GROUND_RT', insured: false } }),
      ),
      'selectShippingMethod',
    );
    const quoted = await submit(
      buyer,
      item.warehouse,
      submissionFor(payload, {
        shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
        requestAQuoteDetails: { serviceLevel: 'Expedited' },
        readyToRelease: false,
      }),
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { order } = await orderByNumber(app, harborId, quoted.json().phonexOrderNumber);
    expect(order).toMatchObject({ fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE', freightUndefined: true });
  });
});
