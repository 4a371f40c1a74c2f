import { ALERT_QUANTITY_MESSAGE } from '@portico/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { addressIn, checkoutApi, submissionFor } from './checkout-helper.ts';
import { buildTestApp, signIn } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/**
 * Bounds on every number a client sends (packages/contract inputs.ts): money has at most 2 decimals and fits
 * integer minor units, quantities fit `integer`. Out of bounds is 422 with the field named (it answered 500:
 * an integer column overflowed or a conversion threw), and nothing is stored.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const { call, offer, checkout, charges, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

const expect422 = (res: { statusCode: number; body: string; json: () => unknown }, field: string) => {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json() as { errors: { field?: string }[] };
  expect(body.errors.map((e) => e.field)).toContain(field);
};

const line = async () => {
  const item = picker.offerable();
  const { offerId } = await offer(buyer, item, 1, item.listPrice);
  return { item, offerId, payload: await checkout(buyer, item.warehouse, [offerId]) };
};

describe('insurance amounts (calculate charges, submit, preferences)', () => {
  it.each([1e20, 1e308])('insurance %d is refused with 422, not 500', async (amount) => {
    const { item, offerId, payload } = await line();
    const shippingAddress = { id: addressIn(payload, 'Miami').id };
    expect422(
      await charges(buyer, {
        warehouseCode: item.warehouse,
        shippingAddress,
        shippingMethodCode: 'EXPRESS',
        items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 1 }],
        offerIds: [offerId],
        insured: true,
        insuranceAmount: amount,
      }),
      'insuranceAmount',
    );
    expect422(
      await submit(
        buyer,
        item.warehouse,
        submissionFor(payload, {
          shippingOption: { shippingMethodCode: 'EXPRESS', insured: true, insuredAmount: amount },
        }),
      ),
      'shippingOption.insuredAmount',
    );
    const prefs = await call(buyer, 'POST', '/account/preferences', {
      shippingOption: {
        shippingAddressId: null,
        shippingOptionDetails: {
          shippingMethodCode: 'EXPRESS',
          carrier: null,
          carrierServiceLevel: null,
          carrierShippingAccountNumber: null,
          shippingInstructions: null,
          insured: true,
          insuredAmount: amount,
        },
      },
      paymentOption: { billingAddressId: null, paymentOptionDetails: { paymentMethodCode: null } },
      services: [],
    });
    expect422(prefs, 'shippingOption.shippingOptionDetails.insuredAmount');
  });

  it('an ordered quantity beyond integer is refused', async () => {
    const { item, offerId } = await line();
    expect422(
      await charges(buyer, {
        warehouseCode: item.warehouse,
        items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 1e10 }],
        offerIds: [offerId],
      }),
      'items.0.orderedQuantity',
    );
  });
});

describe('offer price and quantity', () => {
  it('a price below the smallest currency unit (0.005) is refused, not rounded; so is a third decimal', async () => {
    const item = picker.offerable();
    for (const offerPrice of [0.005, item.listPrice - 0.001]) {
      const res = await call(buyer, 'POST', '/stocklist/offer', {
        itemNumberWarehouse: item.itemNumberWarehouse,
        offerQuantity: 1,
        offerPrice,
      });
      expect422(res, 'offerPrice');
      expect(res.json().errors[0].messageDescription).toBe('offerPrice: Use at most 2 decimals');
    }
    const offers = await call(buyer, 'GET', '/stocklist/offers');
    expect(Object.keys(offers.json())).not.toContain(item.itemNumberWarehouse);
  });

  it.each([
    ['offerPrice', { offerQuantity: 1, offerPrice: 1e308 }],
    ['offerQuantity', { offerQuantity: 1e20, offerPrice: 1 }],
    ['offerQuantity', { offerQuantity: 3_000_000_000, offerPrice: 1 }],
  ])('%s out of bounds is 422 (%j)', async (field, body) => {
    const item = picker.offerable();
    expect422(
      await call(buyer, 'POST', '/stocklist/offer', {
        itemNumberWarehouse: item.itemNumberWarehouse,
        ...body,
      }),
      field,
    );
  });
});

describe('stock alert quantity', () => {
  it('a huge quantity is refused with a clear message (POST and PUT)', async () => {
    const item = picker.fresh('any item', () => true);
    const inw = item.itemNumberWarehouse;
    const created = await call(buyer, 'POST', '/stocklist/alert/item', {
      itemNumberWarehouse: inw,
      quantity: 1e10,
    });
    expect422(created, 'quantity');
    expect(created.json().errors[0].messageDescription).toBe(`quantity: ${ALERT_QUANTITY_MESSAGE}`);
    expect(ALERT_QUANTITY_MESSAGE).toBe('Enter a whole number of units up to 1,000,000,000');
    expect(
      (await call(buyer, 'POST', '/stocklist/alert/item', { itemNumberWarehouse: inw, quantity: 5 }))
        .statusCode,
    ).toBe(200);
    const updated = await call(buyer, 'PUT', `/stocklist/alert/item/${encodeURIComponent(inw)}`, {
      quantity: 2 ** 31,
    });
    expect422(updated, 'quantity');
    const alerts = await call(buyer, 'GET', '/stocklist/alert/items');
    expect(alerts.json()[inw].quantity).toBe(5);
  });
});

describe('seller amounts', () => {
  it('a list price whose minor units overflow integer is refused, the item unchanged', async () => {
    const item = picker.fresh('any item', () => true);
    const url = `/seller/stock/items/${encodeURIComponent(item.itemNumberWarehouse)}`;
    const expected = { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice };
    expect422(await call(seller, 'PATCH', url, { listPrice: 50_000_000, expected }), 'listPrice');
    expect422(
      await call(seller, 'PATCH', url, { quantityAvailable: 5, expected: { ...expected, listPrice: 1e308 } }),
      'expected.listPrice',
    );
    const after = await call(buyer, 'POST', '/stocklist/offer', {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 1,
      offerPrice: item.listPrice,
    });
    expect(after.json().stocklistOffer.offerPrice).toBe(item.listPrice);
  });

  it.each([
    ['answers.0.counterPrice', { counterPrice: 1e308, minimumCheckoutQuantity: 1 }],
    ['answers.0.minimumCheckoutQuantity', { counterPrice: 1, minimumCheckoutQuantity: 1e10 }],
    ['answers.0.version', { version: 1e10, counterPrice: 1, minimumCheckoutQuantity: 1 }],
  ])('a counter with %s out of bounds is 422', async (field, extra) => {
    const res = await call(seller, 'POST', '/seller/offers/answer', {
      answers: [{ offerId: '00000000-0000-4000-8000-000000000000', version: 1, action: 'COUNTER', ...extra }],
    });
    expect422(res, field);
  });

  it('an auto-rule floor price out of bounds is 422', async () => {
    const item = picker.fresh('any item', () => true);
    const res = await call(
      seller,
      'PUT',
      `/seller/offers/rules/${encodeURIComponent(item.itemNumberWarehouse)}`,
      {
        itemNumberWarehouse: item.itemNumberWarehouse,
        floorPrice: 1e308,
        rejectBelowPercent: null,
      },
    );
    expect422(res, 'floorPrice');
  });
});
