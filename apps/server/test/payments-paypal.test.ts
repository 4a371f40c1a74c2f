import {
  CHECKOUT_PATHS,
  CheckoutPayload,
  ConfirmPaymentResponse,
  fillPath,
  PAYMENT_PATHS,
  PAYPAL_WEBHOOK_PATH,
  PaymentLinkResponse,
  SubmitOrderResponse,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentMethods, payments } from '../src/db/schema/index.ts';
import { refundCancelledOrder } from '../src/modules/payments/payments.service.ts';
import { createPayPalProvider } from '../src/modules/payments/paypal-provider.ts';
import { orderByNumber, submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { itemPicker, offersApi } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * The `paypal` provider against a local fake of PayPal's REST API: the SDK's own HTTP client (axios) gets an
 * adapter that answers with the JSON PayPal documents (Orders v2 create / get / capture, payments refund, OAuth
 * token, verify-webhook-signature), so nothing leaves the machine. Harbor's INTEGRATED_PAYPAL is switched to the
 * `paypal` provider in this file's database.
 */

type FakeOrder = {
  id: string;
  status: string;
  body: Record<string, unknown>;
  payerId?: string;
  decline?: boolean;
};

type AxiosLikeConfig = {
  url?: string;
  method?: string;
  data?: unknown;
  headers?: Record<string, unknown> & { get?: (name: string) => unknown };
};

/** A fake of PayPal's REST API as an axios adapter; `requests` records what the SDK sent. */
function fakePayPal() {
  const ordersById = new Map<string, FakeOrder>();
  const requests: { method: string; path: string; body: unknown; requestId: unknown }[] = [];
  const captureByRequestId = new Map<string, unknown>();
  let n = 0;
  const GOOD_SIGNATURE = 'good-signature';
  const answer = (config: AxiosLikeConfig, status: number, body: unknown) => ({
    data: JSON.stringify(body),
    status,
    statusText: String(status),
    headers: { 'content-type': 'application/json', 'paypal-debug-id': 'f0e1d2c3b4a59' },
    config,
    request: {},
  });
  const adapter = async (config: AxiosLikeConfig) => {
    const url = new URL(config.url ?? '');
    expect(url.origin).toBe('https://api-m.sandbox.paypal.com');
    const method = (config.method ?? 'get').toUpperCase();
    const raw = typeof config.data === 'string' ? config.data : '';
    const body = raw.startsWith('{') ? JSON.parse(raw) : raw;
    const header = (name: string) =>
      config.headers?.get ? config.headers.get(name) : config.headers?.[name];
    requests.push({ method, path: url.pathname, body, requestId: header('PayPal-Request-Id') });
    if (url.pathname === '/v1/oauth2/token') {
      return answer(config, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: 'A21AAFakeAccessToken',
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: '2026-11-26T05:00:00ZfakeNonce',
      });
    }
    if (url.pathname === '/v1/notifications/verify-webhook-signature') {
      return answer(config, 200, {
        verification_status: body.transmission_sig === GOOD_SIGNATURE ? 'SUCCESS' : 'FAILURE',
      });
    }
    if (method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const id = `5O190127TN36471${n++}T`;
      ordersById.set(id, { id, status: 'PAYER_ACTION_REQUIRED', body });
      return answer(config, 200, {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        payment_source: { paypal: {} },
        links: [
          { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          {
            href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
            rel: 'payer-action',
            method: 'GET',
          },
        ],
      });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname);
    if (method === 'POST' && capture) {
      const order = ordersById.get(capture[1]!);
      if (!order)
        return answer(config, 404, {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
        });
      const requestId = String(header('PayPal-Request-Id') ?? '');
      if (captureByRequestId.has(requestId)) return answer(config, 201, captureByRequestId.get(requestId));
      if (order.status !== 'APPROVED' || order.decline) {
        return answer(config, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [
            order.decline
              ? { issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was declined.' }
              : {
                  issue: 'ORDER_NOT_APPROVED',
                  description: 'Payer has not yet approved the Order for payment.',
                },
          ],
          message:
            'The requested action could not be performed, semantically incorrect, or failed business validation.',
          debug_id: 'f0e1d2c3b4a59',
        });
      }
      order.status = 'COMPLETED';
      const unit = (order.body.purchase_units as { reference_id: string; amount: unknown }[])[0]!;
      const captured = {
        id: order.id,
        status: 'COMPLETED',
        payment_source: { paypal: { account_id: order.payerId, email_address: 'payer@example.com' } },
        purchase_units: [
          {
            reference_id: unit.reference_id,
            payments: {
              captures: [
                {
                  id: `3C679366HH90899${n++}F`,
                  status: 'COMPLETED',
                  amount: unit.amount,
                  final_capture: true,
                  seller_protection: { status: 'ELIGIBLE' },
                  create_time: '2026-11-26T05:00:00Z',
                  update_time: '2026-11-26T05:00:00Z',
                },
              ],
            },
          },
        ],
        payer: { payer_id: order.payerId, email_address: 'payer@example.com' },
        links: [
          {
            href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${order.id}`,
            rel: 'self',
            method: 'GET',
          },
        ],
      };
      captureByRequestId.set(requestId, captured);
      return answer(config, 201, captured);
    }
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && get) {
      const order = ordersById.get(get[1]!);
      if (!order)
        return answer(config, 404, {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
        });
      return answer(config, 200, {
        id: order.id,
        intent: 'CAPTURE',
        status: order.status,
        purchase_units: order.body.purchase_units,
        ...(order.payerId ? { payer: { payer_id: order.payerId, email_address: 'payer@example.com' } } : {}),
      });
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (method === 'POST' && refund) {
      return answer(config, 201, { id: `1JU08902781691${n++}1`, status: 'COMPLETED' });
    }
    return answer(config, 404, { name: 'RESOURCE_NOT_FOUND' });
  };
  return {
    adapter,
    requests,
    GOOD_SIGNATURE,
    /** The buyer approves at PayPal. */
    approve(id: string, payerId: string) {
      const order = ordersById.get(id)!;
      order.status = 'APPROVED';
      order.payerId = payerId;
    },
    decline(id: string) {
      ordersById.get(id)!.decline = true;
    },
  };
}

const fake = fakePayPal();
const t = await buildTestApp(
  {},
  {
    payments: {
      paypal: createPayPalProvider({
        clientId: 'fake-client-id',
        clientSecret: 'fake-client-secret',
        environment: 'sandbox',
        webhookId: '8PT597110X687430LKGECATA',
        httpClientOverrides: { adapter: fake.adapter },
      }),
    },
  },
);
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');
await app.db
  .update(paymentMethods)
  .set({ provider: 'paypal' })
  .where(and(eq(paymentMethods.tenantId, harborId), eq(paymentMethods.code, 'INTEGRATED_PAYPAL')));
const api = offersApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

const call = (url: string) =>
  app.inject({ method: 'GET', url: `${API}${url}`, headers: { host: HARBOR, ...bearer(buyer) } });
const path = (p: string, n: string) => fillPath(p, { phonexOrderNumber: n });

let keyN = 0;
async function placeIntegrated() {
  const item = picker.offerable(2);
  const { offerId } = await api.offer(buyer, item, 2, item.listPrice);
  const res = await app.inject({
    method: 'POST',
    url: `${API}${fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' })}`,
    headers: { host: HARBOR, ...bearer(buyer) },
    payload: [offerId],
  });
  const payload = CheckoutPayload.parse(res.json());
  const submitted = await app.inject({
    method: 'POST',
    url: `${API}${fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' })}`,
    headers: { host: HARBOR, ...bearer(buyer), 'idempotency-key': `paypal-${keyN++}` },
    payload: submissionFor(payload, {
      paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL' },
      readyToRelease: true,
    }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return SubmitOrderResponse.parse(submitted.json()).phonexOrderNumber;
}

async function link(n: string) {
  const res = await call(path(PAYMENT_PATHS.paymentLink.path, n));
  expect(res.statusCode, res.body).toBe(200);
  const { approvalLink } = PaymentLinkResponse.parse(res.json());
  return { approvalLink, token: new URL(approvalLink).searchParams.get('token')! };
}

const confirm = async (n: string, token: string, payerID: string) => {
  const res = await call(`${path(PAYMENT_PATHS.confirm.path, n)}?${new URLSearchParams({ token, payerID })}`);
  expect(res.statusCode, res.body).toBe(200);
  return ConfirmPaymentResponse.parse(res.json());
};

const webhook = (event: unknown, signature: string) =>
  app.inject({
    method: 'POST',
    url: PAYPAL_WEBHOOK_PATH,
    headers: {
      host: HARBOR,
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url':
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
      'paypal-transmission-id': '103e3700-8b0c-11ef-9d23-4b6a6f5d5b2b',
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': '2026-11-26T05:00:00Z',
    },
    payload: event as object,
  });

const captureEvent = (orderId: string, value: string) => ({
  id: 'WH-58D329510W468432D-8HN650336L201105X',
  event_version: '1.0',
  create_time: '2026-11-26T05:00:00.000Z',
  resource_type: 'capture',
  resource_version: '2.0',
  event_type: 'PAYMENT.CAPTURE.COMPLETED',
  summary: 'Payment completed for $ 10.0 USD',
  resource: {
    id: '7NW873794T343360M',
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value },
    final_capture: true,
    supplementary_data: { related_ids: { order_id: orderId } },
  },
});

const decimal = (minor: number) => (minor / 100).toFixed(2);

beforeEach(() => {
  fake.requests.length = 0;
});

describe('the paypal provider (PayPal Orders v2 through the SDK, against a local fake)', () => {
  it('create: a PayPal order for the order total as the server computed it; the approval link is PayPal’s', async () => {
    const n = await placeIntegrated();
    const { order } = await orderByNumber(app, harborId, n);
    const { approvalLink, token } = await link(n);
    expect(approvalLink).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${token}`);
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders')!;
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: n, amount: { currency_code: 'USD', value: decimal(order.totalMinor) } },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: `http://localhost/orders/${n}/order-release-confirmation?status=success`,
            cancel_url: `http://localhost/orders/${n}/order-release-confirmation?status=cancel`,
          },
        },
      },
    });
    const [attempt] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(create.requestId).toBe(attempt!.id);
    expect(attempt).toMatchObject({
      provider: 'paypal',
      providerOrderId: token,
      amountMinor: order.totalMinor,
    });
  });

  it('capture: confirmed with PayPal, captured once, the order released; a replay pays nothing more', async () => {
    const n = await placeIntegrated();
    const { token } = await link(n);
    fake.approve(token, 'QYR5Z8XDVJNXQ');
    expect(await confirm(n, token, 'QYR5Z8XDVJNXQ')).toEqual({ status: 'SUCCESS', paymentConfirmed: true });
    expect(await confirm(n, token, 'QYR5Z8XDVJNXQ')).toEqual({ status: 'SUCCESS', paymentConfirmed: true });
    const captures = fake.requests.filter((r) => r.path.endsWith('/capture'));
    expect(captures).toHaveLength(1);
    const { order } = await orderByNumber(app, harborId, n);
    expect(order).toMatchObject({ paymentStatus: 'PAID', fulfillmentStatus: 'READY_FOR_FULFILLMENT' });
    const [attempt] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt).toMatchObject({ status: 'CAPTURED', payerId: 'QYR5Z8XDVJNXQ' });
    expect(attempt!.providerCaptureId).toMatch(/^3C679366HH90899/);
    expect(captures[0]!.requestId).toBe(`capture-${attempt!.id}`);

    // The order is cancelled by the seller desk: refunded at PayPal once, for the captured amount.
    await app.db.update(orders).set({ fulfillmentStatus: 'CANCELED' }).where(eq(orders.id, order.id));
    expect(await refundCancelledOrder(app.db, app.payments, app.log, harborId, order.id)).toBe(1);
    expect(await refundCancelledOrder(app.db, app.payments, app.log, harborId, order.id)).toBe(0);
    const refunds = fake.requests.filter((r) => r.path.endsWith('/refund'));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toEqual({ amount: { currency_code: 'USD', value: decimal(order.totalMinor) } });
  });

  it('a payer who did not approve, or a declined instrument, leaves the order ON_HOLD with FAILURE', async () => {
    const n = await placeIntegrated();
    const { token } = await link(n);
    expect(await confirm(n, token, 'SOMEONEELSE01')).toEqual({ status: 'FAILURE', paymentConfirmed: false });
    expect(fake.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(0);

    const retry = await link(n);
    fake.approve(retry.token, 'QYR5Z8XDVJNXQ');
    fake.decline(retry.token);
    expect(await confirm(n, retry.token, 'QYR5Z8XDVJNXQ')).toEqual({
      status: 'FAILURE',
      paymentConfirmed: false,
    });
    const { order } = await orderByNumber(app, harborId, n);
    expect(order).toMatchObject({
      paymentStatus: 'UNPAID',
      fulfillmentStatus: 'ON_HOLD',
      paymentAttemptStatus: 'FAILURE',
    });
    const attempts = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempts.map((p) => p.failureReason).sort()).toEqual([
      'NOT_APPROVED',
      'PAYPAL_422:INSTRUMENT_DECLINED',
    ]);
  });

  it('webhook: a bad signature is refused and changes nothing; a verified capture event pays the order', async () => {
    const n = await placeIntegrated();
    const { order } = await orderByNumber(app, harborId, n);
    const { token } = await link(n);
    fake.approve(token, 'QYR5Z8XDVJNXQ');
    const event = captureEvent(token, decimal(order.totalMinor));

    const bad = await webhook(event, 'forged-signature');
    expect(bad.statusCode).toBe(400);
    const verify = fake.requests.find((r) => r.path === '/v1/notifications/verify-webhook-signature')!;
    expect(verify.body).toMatchObject({
      webhook_id: '8PT597110X687430LKGECATA',
      transmission_sig: 'forged-signature',
      webhook_event: { id: event.id },
    });
    expect((await orderByNumber(app, harborId, n)).order.paymentStatus).toBe('UNPAID');
    const unsigned = await app.inject({
      method: 'POST',
      url: PAYPAL_WEBHOOK_PATH,
      headers: { host: HARBOR, 'content-type': 'application/json' },
      payload: event,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderByNumber(app, harborId, n)).order.paymentStatus).toBe('UNPAID');

    const good = await webhook(event, fake.GOOD_SIGNATURE);
    expect(good.statusCode, good.body).toBe(200);
    expect((await orderByNumber(app, harborId, n)).order).toMatchObject({
      paymentStatus: 'PAID',
      fulfillmentStatus: 'READY_FOR_FULFILLMENT',
    });
    // The return page arriving afterwards pays nothing more.
    expect(await confirm(n, token, 'QYR5Z8XDVJNXQ')).toEqual({ status: 'SUCCESS', paymentConfirmed: true });
    expect(fake.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(0);
  });
});
