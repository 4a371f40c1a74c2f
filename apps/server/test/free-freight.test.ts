import { CalculateChargesResponse } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/index.ts';
import { addressIn, checkoutApi, orderByNumber, submissionFor } from './checkout-helper.ts';
import { buildTestApp, SUMMIT, signIn } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * Free freight over a threshold per shipping method (docs/decisions/015): the cart's free-shipping message
 * (G-007, N-005) and the charges read one setting, so the demo's promise ("free Standard Ground over
 * $5,000") is the one calculate charges and the placed order keep. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const seller = await signIn(app, 'seller@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
const { offer, checkout, charges, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

/** Harbor's demo threshold on STANDARD, in cents. */
const THRESHOLD = 500_000;

/** A cart line at list price of a fresh Miami item, `units` of it, worth over (or under) the threshold. */
async function cartLine(side: 'over' | 'under') {
  const item = picker.fresh('an item worth over $5,000 in stock', (x) => {
    const it = x.item;
    return (
      it.warehouse === 'MIA' &&
      it.incrementSize === 1 &&
      it.listPrice >= 20 &&
      it.listPrice * 100 < THRESHOLD &&
      it.quantityAvailable * it.listPrice * 100 > THRESHOLD
    );
  });
  const cents = item.listPrice * 100;
  const units = side === 'over' ? Math.floor(THRESHOLD / cents) + 1 : Math.floor((THRESHOLD - 1) / cents);
  const line = await offer(buyer, item, units, item.listPrice);
  return { item, offerId: line.offerId, units, subtotal: units * cents };
}

async function freightOf(side: 'over' | 'under', shippingMethodCode: string) {
  const line = await cartLine(side);
  const payload = await checkout(buyer, line.item.warehouse, [line.offerId]);
  const res = await charges(buyer, {
    warehouseCode: line.item.warehouse,
    offerIds: [line.offerId],
    items: [{ itemNumberWarehouse: line.item.itemNumberWarehouse, orderedQuantity: line.units }],
    shippingAddress: { id: addressIn(payload, 'Miami').id },
    shippingMethodCode,
    billingAddress: { id: payload.billingAddresses[0]!.id },
    paymentMethodCode: 'WIRE',
    insured: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { line, payload, charges: CalculateChargesResponse.parse(res.json()) };
}

const cartSettings = async (token: string, host?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/stocklist/cart/settings`,
    headers: { ...(host ? { host } : {}), ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('free freight: the cart’s promise is the one the charges keep', () => {
  it('the cart message names the method and the threshold the charges use', async () => {
    expect((await cartSettings(buyer)).freeShippingMessage).toEqual({
      display: true,
      defaultMessage: 'Free Standard Ground shipping on orders over $5,000.00 from a single warehouse.',
    });
  });

  it('an order over the threshold owes $0.00 freight on that method, and the placed order keeps it', async () => {
    const { line, payload, charges: r } = await freightOf('over', 'STANDARD');
    expect(line.subtotal).toBeGreaterThan(THRESHOLD);
    expect(r).toMatchObject({ freight: 0, freightUndefined: false, subtotal: line.subtotal / 100 });
    const placed = await submit(buyer, line.item.warehouse, submissionFor(payload));
    expect(placed.statusCode, placed.body).toBe(200);
    const { order } = await orderByNumber(app, harborId, placed.json().phonexOrderNumber);
    expect(order).toMatchObject({ freightMinor: 0, freightUndefined: false });
  });

  it('under the threshold, the method’s freight', async () => {
    const { line, charges: r } = await freightOf('under', 'STANDARD');
    expect(line.subtotal).toBeLessThanOrEqual(THRESHOLD);
    expect(r.freight).toBe((2_500 + 50 * line.units) / 100);
  });

  it('a method without a threshold charges its freight, whatever the order is worth', async () => {
    const { line, charges: r } = await freightOf('over', 'EXPRESS');
    expect(r.freight).toBe((6_000 + 150 * line.units) / 100);
  });

  it('a tenant without thresholds promises nothing', async () => {
    expect((await cartSettings(summitBuyer, SUMMIT)).freeShippingMessage.display).toBe(false);
  });
});

describe('commerce settings: the seller sets the thresholds the very next checkout uses', () => {
  const PATH = `${API}/seller/settings/free-freight`;
  const get = (token: string, host?: string) =>
    app.inject({ method: 'GET', url: PATH, headers: { ...(host ? { host } : {}), ...bearer(token) } });
  const put = (token: string, payload: object, host?: string) =>
    app.inject({
      method: 'PUT',
      url: PATH,
      headers: { ...(host ? { host } : {}), ...bearer(token) },
      payload,
    });

  it('lists the priced methods with their thresholds', async () => {
    const res = await get(seller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().methods).toEqual([
      { code: 'STANDARD', label: 'Standard Ground', freeFreightOver: 5_000 },
      { code: 'EXPRESS', label: 'Express', freeFreightOver: null },
      { code: 'UPS_GROUND_RT', label: 'UPS Ground (live rate)', freeFreightOver: null },
    ]);
  });

  it('a threshold set on Express applies to the next charges and the cart’s promise; removed, both forget it', async () => {
    const told = () =>
      app.db
        .select()
        .from(events)
        .where(and(eq(events.tenantId, harborId), eq(events.type, 'cart-settings.changed')));
    const before = (await told()).length;
    const set = await put(seller, { methods: [{ code: 'EXPRESS', freeFreightOver: 4_000 }] });
    expect(set.statusCode, set.body).toBe(200);
    // Open carts are told at once: the promise they show is read again (the buyers' cart settings).
    expect((await told()).length).toBe(before + 1);
    expect((await told()).at(-1)).toMatchObject({ audience: 'buyer', userId: null });
    expect(set.json().methods[1]).toEqual({ code: 'EXPRESS', label: 'Express', freeFreightOver: 4_000 });
    try {
      expect((await freightOf('over', 'EXPRESS')).charges.freight).toBe(0);
      expect((await cartSettings(buyer)).freeShippingMessage.defaultMessage).toBe(
        'Free Standard Ground shipping on orders over $5,000.00 from a single warehouse. ' +
          'Free Express shipping on orders over $4,000.00 from a single warehouse.',
      );
    } finally {
      const unset = await put(seller, { methods: [{ code: 'EXPRESS', freeFreightOver: null }] });
      expect(unset.statusCode, unset.body).toBe(200);
    }
    const { line, charges: r } = await freightOf('over', 'EXPRESS');
    expect(r.freight).toBe((6_000 + 150 * line.units) / 100);
    expect((await cartSettings(buyer)).freeShippingMessage.defaultMessage).not.toContain('Express');
  });

  it('refuses bad input with a 422 naming it, and changes nothing', async () => {
    const before = (await get(seller)).json();
    for (const [body, field] of [
      [{ methods: [{ code: 'EXPRESS', freeFreightOver: -1 }] }, 'methods.0.freeFreightOver'],
      [{ methods: [{ code: 'EXPRESS', freeFreightOver: 1.234 }] }, 'methods.0.freeFreightOver'],
      [{ methods: [{ code: 'EXPRESS', freeFreightOver: 'lots' }] }, 'methods.0.freeFreightOver'],
      [
        {
          methods: [
            { code: 'EXPRESS', freeFreightOver: 10 },
            { code: 'BILL_MY_ACCOUNT', freeFreightOver: 10 },
          ],
        },
        'methods.1.code',
      ],
      [{ methods: [{ code: 'NOPE', freeFreightOver: 10 }] }, 'methods.0.code'],
      [
        {
          methods: [
            { code: 'EXPRESS', freeFreightOver: 10 },
            { code: 'EXPRESS', freeFreightOver: 20 },
          ],
        },
        'methods.1.code',
      ],
    ] as const) {
      const res = await put(seller, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    }
    expect((await get(seller)).json()).toEqual(before);
  });

  it('refuses buyers, and another tenant’s staff reach only their own methods', async () => {
    expect((await get(buyer)).statusCode).toBe(403);
    expect((await put(buyer, { methods: [{ code: 'EXPRESS', freeFreightOver: 1 }] })).statusCode).toBe(403);
    // Summit's seller sets Summit's EXPRESS; Harbor's stays as it was.
    const res = await put(summitSeller, { methods: [{ code: 'EXPRESS', freeFreightOver: 1 }] }, SUMMIT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().methods.map((m: { label: string }) => m.label)).toContain('Express courier');
    expect((await get(seller)).json().methods[1].freeFreightOver).toBeNull();
    // A Summit token on Harbor's host is refused.
    expect((await get(summitSeller)).statusCode).toBe(403);
    await put(summitSeller, { methods: [{ code: 'EXPRESS', freeFreightOver: null }] }, SUMMIT);
  });
});
