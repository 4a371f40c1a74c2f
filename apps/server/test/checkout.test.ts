import { CalculateChargesResponse, SavedPreferences } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  events,
  orderNumberCounters,
  paymentMethods,
  stocklistOffers,
  taxRates,
  users,
} from '../src/db/schema/index.ts';
import {
  addressIn,
  checkoutApi,
  createBuyer,
  orderByNumber,
  orderCount,
  type Payload,
  pct,
  stockOf,
  submissionFor,
} from './checkout-helper.ts';
import { buildTestApp, SUMMIT, signIn } from './helper.ts';
import { expectRefusal, itemPicker, lastEventId } from './offers-helper.ts';
import { getStock, itemsOf, tenantIdOf } from './stock-helper.ts';
import { setItemQuantity } from './stock-writes.ts';

/**
 * Checkout payload, calculate charges, preferences and submit through the API (part 2 §3, §5, §7;
 * I-007, I-046, I-050…I-053, J-004…J-009, Q-026, Q-032…Q-039). Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const prospect = await signIn(app, 'prospect@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
const { call, offer, offers, checkout, charges, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const summitItems = itemsOf((await getStock(app, summitBuyer, SUMMIT)).body.groups);

/** A fresh item and the buyer's READY_TO_CHECKOUT line of `quantity` at the list price. */
async function cartLine(quantity: number, token = buyer) {
  const item = picker.offerable(Math.max(quantity, 5));
  const line = await offer(token, item, quantity, item.listPrice);
  return { item, offerId: line.offerId, cents: item.listPrice * 100 };
}

describe('cart checkout payload (N-037, I-007)', () => {
  it('answers the lines at the server’s prices with every option of the tenant and the buyer’s addresses', async () => {
    const { item, offerId, cents } = await cartLine(3);
    const payload = await checkout(buyer, item.warehouse, [offerId]);
    expect(payload).toMatchObject({
      warehouse: item.warehouse,
      offerIds: [offerId],
      buyerName: 'Dana Reyes',
      buyerOrderPreferences: null,
      onHoldSalesOrder: null,
      isHoldOrderUntilShippingQuote: false,
      isPxns: false,
      orderSubtotal: (3 * cents) / 100,
      maxShipmentInsuranceAmount: 25_000,
    });
    expect(payload.lineItems).toEqual([
      {
        itemNumber: item.itemNumber,
        itemNumberWarehouse: item.itemNumberWarehouse,
        itemDescription: item.skuDescription,
        quantity: 3,
        unitPrice: item.listPrice,
        extendedPrice: (3 * cents) / 100,
        offerId,
      },
    ]);
    expect(payload.shippingAddresses.map((a) => a.city)).toEqual(['Miami', 'Houston', 'Toronto']);
    expect(payload.billingAddresses.map((a) => a.city)).toEqual(['Miami', 'New York']);
    expect(addressIn(payload, 'Miami').fields).toEqual({ ShipToName: 'Reyes Mobile Miami' });
    // I-023: STANDARD serves the US only, EXPRESS the US and Canada; the address-free kinds follow.
    const mapping = payload.shippingAddressIdShippingMethodCodeMapping;
    expect(mapping[addressIn(payload, 'Miami').id]).toEqual([
      'STANDARD',
      'EXPRESS',
      'UPS_GROUND_RT',
      'BILL_MY_ACCOUNT',
      'REQUEST_A_QUOTE',
    ]);
    expect(mapping[addressIn(payload, 'Toronto').id]).not.toContain('STANDARD');
    expect(payload.otherShippingMethods.map((m) => m.code)).toEqual([
      'STANDARD',
      'EXPRESS',
      'REQUEST_A_QUOTE',
    ]);
    expect(payload.billMyAccountShippingMethod).toMatchObject({
      carrierChoiceRestricted: true,
      carrierOptions: ['FedEx', 'UPS'],
      carrierServiceLevelOptions: {
        FedEx: ['Priority Overnight', 'Ground'],
        UPS: ['Next Day Air', 'Ground'],
      },
    });
    expect(payload.realTimeQuoteShippingMethods).toMatchObject([
      { code: 'UPS_GROUND_RT', carrier: 'UPS', carrierServiceLevel: 'Ground' },
    ]);
    expect(payload.requestAQuoteServiceLevels).toEqual({
      serviceLevelsRestricted: true,
      serviceLevels: ['Economy', 'Expedited', 'Freight (LTL)'],
    });
    expect(payload.paymentMethods).toMatchObject([
      { code: 'WIRE', label: 'Wire transfer', feeType: 'FIXED', feeRate: 25, creditLimit: null },
      { code: 'CREDIT_CARD', feeType: 'PERC_OF_ORDER_TOTAL', feeRate: 3, creditLimit: 25_000 },
      { code: 'TERMS_NET_30', feeType: 'PERC_OF_ORDER_SUBTOTAL', feeRate: 1.5 },
      { code: 'INTEGRATED_PAYPAL', label: 'PayPal', feesApplicable: false },
    ]);
    expect(payload.paymentMethods[0]!.instructions).toContain('wire transfer');
    expect(payload.additionalServices.map((s) => [s.id, s.feeType, s.feeRate])).toEqual([
      ['DATA_WIPE_CERT', 'PER_UNIT', 1],
      ['PHOTOS', 'FIXED', 15],
    ]);
  });

  it('refuses a prospect, and another buyer’s line is 404', async () => {
    const { item } = await cartLine(1);
    const other = picker.offerable();
    const theirs = await offer(prospect, other, 1, other.listPrice);
    expectRefusal(
      await call(prospect, 'POST', `/stocklist/cart/checkout/${other.warehouse}`, [theirs.offerId]),
      'prospectCannotCheckoutContactSalesRep',
    );
    const res = await call(buyer, 'POST', `/stocklist/cart/checkout/${item.warehouse}`, [theirs.offerId]);
    expect(res.statusCode).toBe(404);
  });
});

describe('calculate charges (N-052, Q-032…Q-039): the server’s data only', () => {
  const UNITS = 4;
  const STANDARD_FREIGHT = 2_500 + 50 * UNITS;

  async function quote(over: object) {
    const { item, offerId, cents } = await cartLine(UNITS);
    const payload = await checkout(buyer, item.warehouse, [offerId]);
    const body = {
      warehouseCode: item.warehouse,
      offerIds: [offerId],
      items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: UNITS }],
      shippingAddress: { id: addressIn(payload, 'Miami').id },
      shippingMethodCode: 'STANDARD',
      billingAddress: { id: payload.billingAddresses[0]!.id },
      paymentMethodCode: 'WIRE',
      additionalServices: [],
      insured: false,
      ...(typeof over === 'function' ? over(payload) : over),
    };
    const res = await charges(buyer, body);
    expect(res.statusCode, res.body).toBe(200);
    return { r: CalculateChargesResponse.parse(res.json()), subtotal: UNITS * cents, payload };
  }
  const major = (cents: number) => cents / 100;

  it('FIXED wire fee, rate-table freight and the Florida tax on subtotal + freight; client prices are ignored', async () => {
    const { item, offerId, cents } = await cartLine(UNITS);
    const payload = await checkout(buyer, item.warehouse, [offerId]);
    const res = await charges(buyer, {
      warehouseCode: item.warehouse,
      offerIds: [offerId],
      // A client price and total are not part of the computation.
      items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: UNITS, unitPrice: 0.01 }],
      total: 1,
      subtotal: 1,
      shippingAddress: { id: addressIn(payload, 'Miami').id, country: 'XX', state: null },
      shippingMethodCode: 'STANDARD',
      billingAddress: { id: payload.billingAddresses[0]!.id },
      paymentMethodCode: 'WIRE',
      insured: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = CalculateChargesResponse.parse(res.json());
    const subtotal = UNITS * cents;
    const tax = pct(subtotal + STANDARD_FREIGHT, 700);
    expect(r).toEqual({
      freight: major(STANDARD_FREIGHT),
      paymentFee: 25,
      freightUndefined: false,
      paymentFeeUndefined: false,
      rateSku: 'FREIGHT-STD',
      tax: major(tax),
      taxDescription: 'Sales Tax (7%)',
      additionalServicesFee: 0,
      realTimeFreightQuoteCarrier: null,
      realTimeFreightQuoteCarrierServiceLevel: null,
      freightQuotesForAllRealTimeShippingMethods: [
        { shippingMethodCode: 'UPS_GROUND_RT', carrier: 'UPS', carrierServiceLevel: 'Ground', freight: 18 },
      ],
      subtotal: major(subtotal),
      totalOrderedQuantity: UNITS,
      total: major(subtotal + STANDARD_FREIGHT + tax + 2_500),
    });
  });

  /** A cart line checked out to Miami by Standard, paid by wire: calculate charges for it, as often as asked. */
  const wireToMiami = async () => {
    const { item, offerId } = await cartLine(UNITS);
    const payload = await checkout(buyer, item.warehouse, [offerId]);
    const body = {
      warehouseCode: item.warehouse,
      offerIds: [offerId],
      items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: UNITS }],
      shippingAddress: { id: addressIn(payload, 'Miami').id },
      shippingMethodCode: 'STANDARD',
      billingAddress: { id: payload.billingAddresses[0]!.id },
      paymentMethodCode: 'WIRE',
      insured: false,
    };
    const calculate = async () => {
      const res = await charges(buyer, body);
      expect(res.statusCode, res.body).toBe(200);
      return CalculateChargesResponse.parse(res.json());
    };
    return { body, calculate };
  };

  it('a change of the tenant’s payment fee or the buyer’s account applies at the next calculation (the context is rebuilt)', async () => {
    const { body, calculate } = await wireToMiami();
    const fee = async () => (await calculate()).paymentFee;
    expect(await fee()).toBe(25);
    expect(await fee()).toBe(25);
    const wire = and(eq(paymentMethods.tenantId, harborId), eq(paymentMethods.code, 'WIRE'));
    const [before] = await app.db
      .select({ fee: paymentMethods.feeAmountMinor })
      .from(paymentMethods)
      .where(wire);
    await app.db.update(paymentMethods).set({ feeAmountMinor: 4_000 }).where(wire);
    try {
      expect(await fee()).toBe(40);
    } finally {
      await app.db.update(paymentMethods).set({ feeAmountMinor: before!.fee }).where(wire);
    }
    expect(await fee()).toBe(25);
    // The buyer loses CAN_BUY_ONLINE: refused at once, though the rest of the context is unchanged.
    const [account] = await app.db
      .select({ id: users.id, authorities: users.authorities })
      .from(users)
      .where(and(eq(users.tenantId, harborId), eq(users.email, 'buyer@harbor.test')));
    await app.db
      .update(users)
      .set({ authorities: account!.authorities.filter((a) => a !== 'CAN_BUY_ONLINE') })
      .where(eq(users.id, account!.id));
    try {
      expect((await charges(buyer, body)).statusCode).toBe(403);
    } finally {
      await app.db.update(users).set({ authorities: account!.authorities }).where(eq(users.id, account!.id));
    }
  });

  it('a tax rule deleted, or added back, applies at the next calculation (the kept context knows rows come and go)', async () => {
    const { calculate } = await wireToMiami();
    const tax = async () => (await calculate()).tax;
    const florida = await tax();
    expect(florida).toBeGreaterThan(0);
    expect(await tax()).toBe(florida);
    const rule = and(eq(taxRates.tenantId, harborId), eq(taxRates.country, 'US'), eq(taxRates.state, 'FL'));
    const [kept] = await app.db.select().from(taxRates).where(rule);
    await app.db.delete(taxRates).where(rule);
    try {
      expect(await tax()).toBe(0);
    } finally {
      await app.db.insert(taxRates).values(kept!);
    }
    expect(await tax()).toBe(florida);
  });

  it('PERC_OF_ORDER_TOTAL card fee of subtotal + freight + services + tax; PER_UNIT and FIXED services; Texas tax', async () => {
    const { r, subtotal } = await quote((p: Parameters<typeof addressIn>[0]) => ({
      shippingAddress: { id: addressIn(p, 'Houston').id },
      paymentMethodCode: 'CREDIT_CARD',
      additionalServices: ['DATA_WIPE_CERT', 'PHOTOS'],
    }));
    const tax = pct(subtotal + STANDARD_FREIGHT, 825);
    const services = 100 * UNITS + 1_500;
    const fee = pct(subtotal + STANDARD_FREIGHT + services + tax, 300);
    expect(r).toMatchObject({
      freight: major(STANDARD_FREIGHT),
      tax: major(tax),
      taxDescription: 'Sales Tax (8.25%)',
      additionalServicesFee: major(services),
      paymentFee: major(fee),
      total: major(subtotal + STANDARD_FREIGHT + services + tax + fee),
    });
  });

  it('PERC_OF_ORDER_SUBTOTAL terms fee; insured express to Canada: insurance in freight, no tax on an export', async () => {
    const { r, subtotal } = await quote((p: Parameters<typeof addressIn>[0]) => ({
      shippingAddress: { id: addressIn(p, 'Toronto').id },
      shippingMethodCode: 'EXPRESS',
      insured: true,
      insuranceAmount: 100,
      paymentMethodCode: 'TERMS_NET_30',
    }));
    const freight = 6_000 + 150 * UNITS + pct(10_000, 150);
    const fee = pct(subtotal, 150);
    expect(r).toMatchObject({
      freight: major(freight),
      tax: 0,
      taxDescription: '',
      paymentFee: major(fee),
      rateSku: 'FREIGHT-EXP',
      total: major(subtotal + freight + fee),
    });
  });

  it('refuses a negative insured amount as the submit does (I-037), instead of pricing it as no insurance', async () => {
    const { item, offerId } = await cartLine(UNITS);
    const payload = await checkout(buyer, item.warehouse, [offerId]);
    const res = await charges(buyer, {
      warehouseCode: item.warehouse,
      offerIds: [offerId],
      items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: UNITS }],
      shippingAddress: { id: addressIn(payload, 'Toronto').id },
      shippingMethodCode: 'EXPRESS',
      billingAddress: { id: payload.billingAddresses[0]!.id },
      paymentMethodCode: 'WIRE',
      insured: true,
      insuranceAmount: -100,
    });
    expectRefusal(res, 'insuranceAmountTooLow');
    expect(res.json().errors[0].messageDescription).toBe('Invalid value, must be greater than $0');
  });

  it('a real-time method is priced by the rating provider; request-a-quote leaves freight undefined', async () => {
    const rt = await quote({ shippingMethodCode: 'UPS_GROUND_RT', insured: false });
    expect(rt.r).toMatchObject({
      freight: major(1_500 + 75 * UNITS),
      freightUndefined: false,
      realTimeFreightQuoteCarrier: 'UPS',
      realTimeFreightQuoteCarrierServiceLevel: 'Ground',
    });
    const raq = await quote({ shippingMethodCode: 'REQUEST_A_QUOTE', paymentMethodCode: 'CREDIT_CARD' });
    // a percentage of the total cannot be known while the freight is not.
    expect(raq.r).toMatchObject({
      freight: 0,
      freightUndefined: true,
      paymentFee: 0,
      paymentFeeUndefined: true,
    });
  });

  it('PER_UNIT terms fee on the summit tenant, with UK VAT', async () => {
    const found = summitItems.find(
      (x) =>
        x.group.isOfferAccepted &&
        x.item.incrementSize === 1 &&
        x.item.quantityAvailable >= 10 &&
        x.item.listPrice >= 20,
    )!.item;
    const made = await call(
      summitBuyer,
      'POST',
      '/stocklist/offer',
      { itemNumberWarehouse: found.itemNumberWarehouse, offerQuantity: 6, offerPrice: found.listPrice },
      SUMMIT,
    );
    expect(made.statusCode, made.body).toBe(200);
    const line = made.json().stocklistOffer as { offerId: string };
    const payload = await checkout(summitBuyer, found.warehouse, [line.offerId], SUMMIT);
    const res = await charges(
      summitBuyer,
      {
        warehouseCode: found.warehouse,
        offerIds: [line.offerId],
        items: [{ itemNumberWarehouse: found.itemNumberWarehouse, orderedQuantity: 6 }],
        shippingAddress: { id: addressIn(payload, 'London').id },
        shippingMethodCode: 'STANDARD',
        billingAddress: { id: payload.billingAddresses[0]!.id },
        paymentMethodCode: 'TERMS_NET_30',
        additionalServices: ['GRADE_REPORT'],
        insured: false,
      },
      SUMMIT,
    );
    expect(res.statusCode, res.body).toBe(200);
    const subtotal = 6 * found.listPrice * 100;
    const freight = 1_800 + 40 * 6;
    const tax = pct(subtotal + freight, 2_000);
    expect(res.json()).toMatchObject({
      paymentFee: major(50 * 6),
      additionalServicesFee: major(pct(subtotal, 50)),
      tax: major(tax),
      taxDescription: 'VAT (20%)',
    });
  });
});

describe('submit (N-041, I-050…I-053): place, hold, quote', () => {
  it('places an order: server amounts, WIRE, stock reserved, the cart line consumed, events published', async () => {
    const { item, offerId, cents } = await cartLine(3);
    const payload = await checkout(buyer, item.warehouse, [offerId]);
    const before = await stockOf(app, harborId, item.itemNumberWarehouse);
    const afterEvent = await lastEventId(app);
    const res = await submit(
      buyer,
      item.warehouse,
      submissionFor(payload, {
        // Labels and quotes a client sends are ignored: the server uses its own.
        shippingOption: {
          shippingMethodCode: 'STANDARD',
          shippingMethodLabel: 'Free shipping',
          realTimeFreightQuote: 0,
          insured: false,
          shippingInstructions: 'Dock 4, after 9am',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const number = res.json().phonexOrderNumber as string;
    expect(number).toMatch(/^PXSTKL\d{7}$/);
    const { order, lines } = await orderByNumber(app, harborId, number);
    const subtotal = 3 * cents;
    const freight = 2_500 + 50 * 3;
    const tax = pct(subtotal + freight, 700);
    expect(order).toMatchObject({
      fulfillmentStatus: 'AWAITING_PAYMENT',
      paymentStatus: 'UNPAID',
      warehouse: item.warehouse,
      subtotalMinor: subtotal,
      freightMinor: freight,
      taxMinor: tax,
      paymentFeeMinor: 2_500,
      totalMinor: subtotal + freight + tax + 2_500,
      totalOrderedQuantity: 3,
      shippingMethodCode: 'STANDARD',
      shippingMethodLabel: 'Standard Ground',
      paymentMethodCode: 'WIRE',
      paymentMethodLabel: 'Wire transfer',
      shippingInstructions: 'Dock 4, after 9am',
      insured: false,
      freightUndefined: false,
    });
    expect(order.shippingAddress).toMatchObject({ city: 'Miami', state: 'FL', country: 'US' });
    expect(order.releasedAt).not.toBeNull();
    expect(lines).toMatchObject([
      {
        itemNumberWarehouse: item.itemNumberWarehouse,
        orderedQuantity: 3,
        unitPriceMinor: cents,
        extendedPriceMinor: subtotal,
        // The consumed cart line is deleted, so the link is cleared; its status explains the price.
        offerId: null,
        offerStatus: 'BUY_AT_LIST',
      },
    ]);
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(before - 3);
    expect((await offers(buyer))[item.itemNumberWarehouse]).toBeUndefined();
    const published = (await app.db.select().from(events).where(eq(events.tenantId, harborId))).filter(
      (e) => e.id > afterEvent,
    );
    expect(published.map((e) => e.type)).toEqual(expect.arrayContaining(['cart.changed', 'stock.changed']));
  });

  it('holds an order (readyToRelease false) and holds one until a shipping quote', async () => {
    const a = await cartLine(2);
    const pa = await checkout(buyer, a.item.warehouse, [a.offerId]);
    const held = await submit(buyer, a.item.warehouse, submissionFor(pa, { readyToRelease: false }));
    expect(held.statusCode, held.body).toBe(200);
    const h = await orderByNumber(app, harborId, held.json().phonexOrderNumber);
    expect(h.order).toMatchObject({ fulfillmentStatus: 'ON_HOLD', releasedAt: null });

    const b = await cartLine(2);
    const pb = await checkout(buyer, b.item.warehouse, [b.offerId]);
    // Request-a-quote needs its service level (part 2 §5).
    expectRefusal(
      await submit(
        buyer,
        b.item.warehouse,
        submissionFor(pb, {
          shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
          readyToRelease: false,
        }),
      ),
      'serviceLevelRequired',
    );
    const quoted = await submit(
      buyer,
      b.item.warehouse,
      submissionFor(pb, {
        shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
        requestAQuoteDetails: { serviceLevel: 'Economy' },
        readyToRelease: false,
      }),
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const q = await orderByNumber(app, harborId, quoted.json().phonexOrderNumber);
    expect(q.order).toMatchObject({
      fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE',
      freightUndefined: true,
      freightMinor: 0,
      requestAQuoteServiceLevel: 'Economy',
    });
  });

  it('bill my account keeps the carrier, service level and account number', async () => {
    const a = await cartLine(1);
    const p = await checkout(buyer, a.item.warehouse, [a.offerId]);
    expectRefusal(
      await submit(
        buyer,
        a.item.warehouse,
        submissionFor(p, {
          shippingOption: {
            shippingMethodCode: 'BILL_MY_ACCOUNT',
            carrier: 'UPS',
            carrierServiceLevel: 'Ground',
          },
        }),
      ),
      'accountNumberRequired',
    );
    const res = await submit(
      buyer,
      a.item.warehouse,
      submissionFor(p, {
        shippingOption: {
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          carrier: 'UPS',
          carrierServiceLevel: 'Ground',
          carrierShippingAccountNumber: 'A1B2C3',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { order } = await orderByNumber(app, harborId, res.json().phonexOrderNumber);
    expect(order).toMatchObject({
      freightMinor: 0,
      carrier: 'UPS',
      carrierServiceLevel: 'Ground',
      carrierShippingAccountNumber: 'A1B2C3',
    });
  });
});

const other = await createBuyer(app, 'harbor', 'other-buyer@harbor.test');

type RefusalCtx = { item: { warehouse: string }; payload: Payload };

/** Runs refusals against a fresh cart line and checks that no order, stock or cart change was left behind. */
async function expectNothingChanged(run: (c: RefusalCtx) => Promise<void>) {
  const { item, offerId } = await cartLine(2);
  const payload = await checkout(buyer, item.warehouse, [offerId]);
  const stock = await stockOf(app, harborId, item.itemNumberWarehouse);
  const count = await orderCount(app, harborId);
  await run({ item, payload });
  expect(await orderCount(app, harborId)).toBe(count);
  expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(stock);
  const [line] = await app.db.select().from(stocklistOffers).where(eq(stocklistOffers.id, offerId));
  expect(line?.state).toBe('READY_TO_CHECKOUT');
}

describe('submit refusals change nothing (I-046, part 2 §5)', () => {
  it('another buyer’s shipping or billing address, or one of another tenant', async () => {
    const otherAddresses = await call(other.token, 'GET', '/account/preferences/options');
    expect(otherAddresses.statusCode).toBe(200);
    const otherShip = otherAddresses.json().shippingAddresses[0].id as string;
    const otherBill = otherAddresses.json().billingAddresses[0].id as string;
    await expectNothingChanged(async ({ item, payload }) => {
      expectRefusal(
        await submit(buyer, item.warehouse, submissionFor(payload, { shippingAddressId: otherShip })),
        'selectShippingAddress',
      );
      expectRefusal(
        await submit(buyer, item.warehouse, submissionFor(payload, { billingAddressId: otherBill })),
        'selectBillingAddress',
      );
      expectRefusal(
        await submit(buyer, item.warehouse, submissionFor(payload, { shippingAddressId: 'not-a-uuid' })),
        'selectShippingAddress',
      );
    });
  });

  it('an unknown payment method, a method not allowed for the address, a missing insurance choice', async () => {
    await expectNothingChanged(async ({ item, payload }) => {
      expectRefusal(
        await submit(
          buyer,
          item.warehouse,
          submissionFor(payload, { paymentOptionDetails: { paymentMethodCode: 'CASH_IN_A_SUITCASE' } }),
        ),
        'selectPaymentMethod',
      );
      // STANDARD does not serve Canada (I-023).
      expectRefusal(
        await submit(
          buyer,
          item.warehouse,
          submissionFor(payload, { shippingAddressId: addressIn(payload, 'Toronto').id }),
        ),
        'selectShippingMethod',
      );
      expectRefusal(
        await submit(
          buyer,
          item.warehouse,
          submissionFor(payload, { shippingOption: { shippingMethodCode: 'STANDARD' } }),
        ),
        'selectInsurance',
      );
    });
  });

  it('over the card’s credit limit; more units than express carries', async () => {
    const big = picker.fresh(
      'item worth over 25000 in stock',
      (x) =>
        x.group.isOfferAccepted &&
        x.item.warehouse === 'MIA' &&
        x.item.incrementSize === 1 &&
        x.item.quantityAvailable * x.item.listPrice > 26_000,
    );
    const quantity = Math.floor(25_000 / big.listPrice) + 1;
    const line = await offer(buyer, big, quantity, big.listPrice);
    const payload = await checkout(buyer, big.warehouse, [line.offerId]);
    const count = await orderCount(app, harborId);
    expectRefusal(
      await submit(
        buyer,
        big.warehouse,
        submissionFor(payload, { paymentOptionDetails: { paymentMethodCode: 'CREDIT_CARD' } }),
      ),
      'selectPaymentMethod',
    );
    expect(await orderCount(app, harborId)).toBe(count);

    const many = picker.fresh(
      'item with over 500 units',
      (x) =>
        x.group.isOfferAccepted &&
        x.item.warehouse === 'MIA' &&
        x.item.incrementSize === 1 &&
        x.item.quantityAvailable > 500,
    );
    const bulk = await offer(buyer, many, 501, many.listPrice);
    const bulkPayload = await checkout(buyer, many.warehouse, [bulk.offerId]);
    expectRefusal(
      await submit(
        buyer,
        many.warehouse,
        submissionFor(bulkPayload, { shippingOption: { shippingMethodCode: 'EXPRESS', insured: false } }),
      ),
      'selectShippingMethod',
    );
    expect(await orderCount(app, harborId)).toBe(count);
  });

  it('more units than are available now: notEnoughQuantity', async () => {
    const { item, offerId } = await cartLine(4);
    const payload = await checkout(buyer, item.warehouse, [offerId]);
    await setItemQuantity(app.db, harborId, item.itemNumberWarehouse, 3);
    expectRefusal(await submit(buyer, item.warehouse, submissionFor(payload)), 'notEnoughQuantity');
  });
});

describe('Idempotency-Key and rollback', () => {
  it('the same key twice makes one order; the same key with another body is refused', async () => {
    const { item, offerId } = await cartLine(2);
    const payload = await checkout(buyer, item.warehouse, [offerId]);
    const stock = await stockOf(app, harborId, item.itemNumberWarehouse);
    const count = await orderCount(app, harborId);
    const body = submissionFor(payload);
    const key = `key-${offerId}`;
    const [first, second] = [
      await submit(buyer, item.warehouse, body, key),
      await submit(buyer, item.warehouse, body, key),
    ];
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await orderCount(app, harborId)).toBe(count + 1);
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(stock - 2);
    expectRefusal(
      await submit(buyer, item.warehouse, { ...body, readyToRelease: false }, key),
      'idempotencyKeyReused',
    );
    expect(await orderCount(app, harborId)).toBe(count + 1);
  });

  it('a failure after the stock change (a duplicate order number) rolls everything back', async () => {
    const { item, offerId } = await cartLine(2);
    const payload = await checkout(buyer, item.warehouse, [offerId]);
    const stock = await stockOf(app, harborId, item.itemNumberWarehouse);
    const count = await orderCount(app, harborId);
    const [counter] = await app.db
      .select()
      .from(orderNumberCounters)
      .where(eq(orderNumberCounters.tenantId, harborId));
    const where = and(
      eq(orderNumberCounters.tenantId, harborId),
      eq(orderNumberCounters.prefix, counter!.prefix),
    );
    // Rewind the series so the next number is one already used: the order insert fails after the stock update.
    await app.db.update(orderNumberCounters).set({ nextValue: 1 }).where(where);
    const res = await submit(buyer, item.warehouse, submissionFor(payload));
    expect(res.statusCode).toBe(500);
    await app.db.update(orderNumberCounters).set({ nextValue: counter!.nextValue }).where(where);
    expect(await orderCount(app, harborId)).toBe(count);
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(stock);
    expect((await offers(buyer))[item.itemNumberWarehouse]?.stocklistOffer.offerId).toBe(offerId);
    // And the same submit goes through once the numbers are right again.
    const ok = await submit(buyer, item.warehouse, submissionFor(payload));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(stock - 2);
  });
});

describe('preferences (J-004…J-009)', () => {
  it('empty at first; saves the buyer’s choices, clears what is not theirs, and the next checkout starts from them', async () => {
    const fresh = await createBuyer(app, 'harbor', 'prefs-buyer@harbor.test');
    const empty = await call(fresh.token, 'GET', '/account/preferences');
    expect(empty.statusCode).toBe(200);
    expect(SavedPreferences.parse(empty.json()).shippingOption.shippingAddressId).toBeNull();
    const options = (await call(fresh.token, 'GET', '/account/preferences/options')).json();
    const houston = options.shippingAddresses.find((a: { city: string }) => a.city === 'Houston').id;
    const bill = options.billingAddresses[1].id;
    const theirs = (await call(buyer, 'GET', '/account/preferences/options')).json().billingAddresses[0].id;

    const prefs = {
      shippingOption: {
        shippingAddressId: houston,
        shippingOptionDetails: {
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          carrier: 'FedEx',
          carrierServiceLevel: 'Ground',
          carrierShippingAccountNumber: '',
          shippingInstructions: 'Call ahead',
          insured: null,
          insuredAmount: null,
        },
      },
      paymentOption: { billingAddressId: bill, paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } },
      services: ['PHOTOS', 'NOT_A_SERVICE'],
    };
    // J-009: bill-my-account needs its account number, as at checkout.
    expectRefusal(await call(fresh.token, 'POST', '/account/preferences', prefs), 'accountNumberRequired');
    prefs.shippingOption.shippingOptionDetails.carrierShippingAccountNumber = 'FX-998';
    const saved = await call(fresh.token, 'POST', '/account/preferences', {
      ...prefs,
      paymentOption: { ...prefs.paymentOption, billingAddressId: theirs },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      shippingOption: {
        shippingAddressId: houston,
        shippingOptionDetails: {
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          carrier: 'FedEx',
          carrierServiceLevel: 'Ground',
          carrierShippingAccountNumber: 'FX-998',
          shippingInstructions: 'Call ahead',
          insured: null,
          insuredAmount: null,
        },
      },
      // Another buyer's address and an unknown service are not stored (part 2 §5 Preferences save).
      paymentOption: { billingAddressId: null, paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } },
      services: ['PHOTOS'],
    });
    const again = await call(fresh.token, 'POST', '/account/preferences', prefs);
    expect(again.statusCode, again.body).toBe(200);
    expect((await call(fresh.token, 'GET', '/account/preferences')).json()).toEqual(again.json());

    const item = picker.offerable();
    const line = await offer(fresh.token, item, 1, item.listPrice);
    const payload = await checkout(fresh.token, item.warehouse, [line.offerId]);
    expect(payload.buyerOrderPreferences).toEqual(again.json());
  });

  it('insurance follows the checkout rules: at most the maximum; the amount is kept with its method', async () => {
    const fresh = await createBuyer(app, 'harbor', 'prefs-insured@harbor.test');
    const options = (await call(fresh.token, 'GET', '/account/preferences/options')).json();
    const miami = options.shippingAddresses.find((a: { city: string }) => a.city === 'Miami').id;
    const withInsurance = (insuredAmount: number) => ({
      shippingOption: {
        shippingAddressId: miami,
        shippingOptionDetails: {
          shippingMethodCode: 'STANDARD',
          carrier: 'UPS',
          carrierServiceLevel: null,
          carrierShippingAccountNumber: null,
          shippingInstructions: null,
          insured: true,
          insuredAmount,
        },
      },
      paymentOption: { billingAddressId: null, paymentOptionDetails: { paymentMethodCode: null } },
      services: [],
    });
    expectRefusal(
      await call(fresh.token, 'POST', '/account/preferences', withInsurance(25_000.01)),
      'insuranceAmountTooHigh',
    );
    const saved = await call(fresh.token, 'POST', '/account/preferences', withInsurance(1_234.56));
    expect(saved.statusCode, saved.body).toBe(200);
    // The carrier belongs to bill-my-account only, so it is not stored with STANDARD.
    expect(saved.json().shippingOption.shippingOptionDetails).toMatchObject({
      shippingMethodCode: 'STANDARD',
      carrier: null,
      insured: true,
      insuredAmount: 1_234.56,
    });
  });
});
