import {
  Authorities,
  CalculateChargesResponse,
  CheckoutPayload,
  Groups,
  type SubmissionBodyInput,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../src/config.ts';
import { orderLines, orders, stockItems, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/identity/passwords.ts';
import { type DemoCheckoutTenant, seedBuyerAddresses } from '../src/seed/demo-checkout.ts';
import { buildTestApp, DEMO_PASSWORD, HARBOR, signIn } from './helper.ts';
import { expectRefusal, itemPicker, offersApi } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/** Shared by the checkout API tests (checkout*.test.ts). */

export function checkoutApi(app: FastifyInstance) {
  const { call, offer, offers } = offersApi(app);
  /** POST stocklist/cart/checkout/{wh}, expecting success; the payload parsed against the contract. */
  const checkout = async (token: string, warehouse: string, offerIds: string[], host = HARBOR) => {
    const res = await call(token, 'POST', `/stocklist/cart/checkout/${warehouse}`, offerIds, host);
    expect(res.statusCode, res.body).toBe(200);
    return CheckoutPayload.parse(res.json());
  };
  const charges = (token: string, body: object, host = HARBOR) =>
    call(token, 'POST', '/order/charges/calculate', body, host);
  const submit = (token: string, warehouse: string, body: object, key?: string, host = HARBOR) =>
    app.inject({
      method: 'POST',
      url: `${API}/stocklist/cart/submit/${warehouse}`,
      headers: { host, ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  return { call, offer, offers, checkout, charges, submit };
}

/**
 * A checkout test's app (buildTestApp with `overrides` and `options`), Harbor's id, its buyer Dana signed in, the
 * checkout API and a picker of demo items no other test of the file used.
 */
export async function checkoutTestApp(
  overrides: Partial<AppConfig> = {},
  options: Parameters<typeof buildTestApp>[1] = {},
) {
  const t = await buildTestApp(overrides, options);
  const buyer = await signIn(t.app, 'buyer@harbor.test');
  const harborId = await tenantIdOf(t.app, 'harbor');
  const picker = itemPicker(itemsOf((await getStock(t.app, buyer)).body.groups));
  return { ...t, buyer, harborId, picker, ...checkoutApi(t.app) };
}

/**
 * I-025 without a carrier quote for `line` (its item, `quantity` units, the checkout `payload`): calculate charges
 * answers freight undefined with the real-time method unquoted, submit refuses the real-time method, and the
 * request-a-quote fallback places the order AWAITING_SHIPPING_QUOTE. Answers the charges response and how long
 * calculate charges took.
 */
export async function expectNoQuoteFallback(
  app: FastifyInstance,
  buyer: string,
  line: { item: { itemNumberWarehouse: string; warehouse: string }; offerId: string; quantity: number },
  payload: CheckoutPayload,
) {
  const { charges, submit } = checkoutApi(app);
  const { item, offerId, quantity } = line;
  const started = Date.now();
  const res = await charges(buyer, {
    warehouseCode: item.warehouse,
    offerIds: [offerId],
    items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: quantity }],
    shippingAddress: { id: addressIn(payload, 'Miami').id },
    shippingMethodCode: 'UPS_GROUND_RT',
    billingAddress: { id: payload.billingAddresses[0]!.id },
    paymentMethodCode: 'WIRE',
    insured: false,
  });
  const chargesMs = Date.now() - started;
  expect(res.statusCode, res.body).toBe(200);
  const answer = CalculateChargesResponse.parse(res.json());
  expect(answer).toMatchObject({
    freightUndefined: true,
    freightQuotesForAllRealTimeShippingMethods: [{ shippingMethodCode: 'UPS_GROUND_RT', freight: null }],
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
  const tenantId = await tenantIdOf(app, 'harbor');
  const { order } = await orderByNumber(app, tenantId, quoted.json().phonexOrderNumber);
  expect(order).toMatchObject({ fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE', freightUndefined: true });
  return { answer, chargesMs };
}

export type Payload = CheckoutPayload;

/** The payload's shipping (or billing) address in a city. */
export function addressIn(payload: Payload, city: string, use: 'shipping' | 'billing' = 'shipping') {
  const list = use === 'shipping' ? payload.shippingAddresses : payload.billingAddresses;
  const found = list.find((a) => a.city === city);
  if (!found) throw new Error(`no ${use} address in ${city}`);
  return found;
}

/** A valid submission: Miami, STANDARD without insurance, the first billing address, WIRE, place the order. */
export function submissionFor(
  payload: Payload,
  over: Partial<SubmissionBodyInput> = {},
): SubmissionBodyInput {
  return {
    shippingAddressId: addressIn(payload, 'Miami').id,
    billingAddressId: payload.billingAddresses[0]!.id,
    shippingOption: { shippingMethodCode: 'STANDARD', insured: false },
    paymentOptionDetails: { paymentMethodCode: 'WIRE' },
    additionalServiceCodes: [],
    readyToRelease: true,
    offerIds: payload.offerIds,
    ...over,
  };
}

/** A buyer with every authority and the demo addresses, signed in. */
export async function createBuyer(
  app: FastifyInstance,
  tenant: DemoCheckoutTenant,
  email: string,
  host = HARBOR,
  passwordHash?: string,
): Promise<{ token: string; id: string }> {
  const tenantId = await tenantIdOf(app, tenant);
  const [row] = await app.db
    .insert(users)
    .values({
      tenantId,
      email,
      passwordHash: passwordHash ?? (await hashPassword(DEMO_PASSWORD)),
      firstName: 'Test',
      lastName: email.split('@')[0]!,
      groups: [Groups.Buyer],
      authorities: [...Authorities],
    })
    .returning({ id: users.id });
  await seedBuyerAddresses(app.db, tenant, tenantId, row!.id);
  return { token: await signIn(app, email, host), id: row!.id };
}

export async function stockOf(app: FastifyInstance, tenantId: string, inw: string): Promise<number> {
  const [row] = await app.db
    .select({ q: stockItems.quantityAvailable })
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.itemNumberWarehouse, inw)));
  return row!.q;
}

export async function orderCount(app: FastifyInstance, tenantId: string): Promise<number> {
  return (await app.db.select({ id: orders.id }).from(orders).where(eq(orders.tenantId, tenantId))).length;
}

export async function orderByNumber(app: FastifyInstance, tenantId: string, number: string) {
  const [order] = await app.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.phonexOrderNumber, number)));
  if (!order) throw new Error(`no order ${number}`);
  const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return { order, lines };
}

/** p% of an amount of cents in basis points, rounded half up (amounts here are positive). */
export const pct = (cents: number, bp: number) => Math.round((cents * bp) / 10_000);
