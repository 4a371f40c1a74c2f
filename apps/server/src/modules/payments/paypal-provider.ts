import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import {
  type CaptureOutcome,
  decimalOf,
  type PaymentProvider,
  type ProviderStatus,
} from './payment-provider.ts';

/**
 * The `paypal` provider: PayPal Orders v2 through PayPal's server SDK (@paypal/paypal-server-sdk), configured by
 * environment (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_ENVIRONMENT sandbox | live, PAYPAL_WEBHOOK_ID).
 * Create = an order with intent CAPTURE whose approval link is its `payer-action` (or `approve`) link; a capture
 * carries our attempt id and a refund its request key as PayPal-Request-Id, so PayPal answers a repeated call with
 * the first result.
 * Webhook events are believed only after PayPal's verify-webhook-signature call answers SUCCESS.
 *
 * `httpClientOverrides` reach the SDK's HTTP client (axios) unchanged: the tests give it an adapter that answers
 * with PayPal's documented JSON, so nothing leaves the machine.
 */
export type PayPalConfig = {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /** The id of the webhook registered in the PayPal app (signature verification needs it). */
  webhookId?: string | undefined;
  httpClientOverrides?: Record<string, unknown>;
};

/** PayPal's webhook transmission headers (lower-case, as Fastify has them). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type PayPalProvider = PaymentProvider & {
  /** PayPal's verify-webhook-signature for one delivered event; false on any doubt. */
  verifyWebhook(headers: WebhookHeaders, event: unknown): Promise<boolean>;
};

export function createPayPalProvider(config: PayPalConfig): PayPalProvider {
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
    },
    environment: config.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
    ...(config.httpClientOverrides ? { unstable_httpClientOptions: config.httpClientOverrides } : {}),
  });
  const ordersApi = new OrdersController(client);
  const paymentsApi = new PaymentsController(client);

  const statusOf = (s: string | undefined): ProviderStatus =>
    s === 'APPROVED' ? 'APPROVED' : s === 'COMPLETED' ? 'COMPLETED' : s === 'VOIDED' ? 'VOIDED' : 'CREATED';

  return {
    name: 'paypal',
    async create(input) {
      const { result } = await ordersApi.createOrder({
        paypalRequestId: input.paymentId,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: input.reference,
              customId: input.paymentId,
              description: input.description.slice(0, 127),
              amount: { currencyCode: input.money.currencyCode, value: decimalOf(input.money) },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: input.returnUrl,
                cancelUrl: input.cancelUrl,
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
      });
      const link = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!result.id || !link) throw new Error('PayPal created an order without an approval link');
      return { providerOrderId: result.id, approvalLink: link.href };
    },
    async confirm(attempt, payerId) {
      const { result } = await ordersApi.getOrder({ id: attempt.providerOrderId });
      const payer = result.payer?.payerId ?? result.paymentSource?.paypal?.accountId;
      return (result.status === 'APPROVED' || result.status === 'COMPLETED') && payer === payerId;
    },
    async capture(attempt): Promise<CaptureOutcome> {
      try {
        const { result } = await ordersApi.captureOrder({
          id: attempt.providerOrderId,
          paypalRequestId: `capture-${attempt.id}`,
          prefer: 'return=representation',
        });
        const capture = result.purchaseUnits?.[0]?.payments?.captures?.[0];
        if (result.status !== 'COMPLETED' || !capture?.id || capture.status !== 'COMPLETED') {
          return { ok: false, reason: `PAYPAL_${capture?.status ?? result.status ?? 'UNKNOWN'}` };
        }
        const currencyCode = capture.amount?.currencyCode ?? '';
        const value = capture.amount?.value ?? '';
        return { ok: true, captureId: capture.id, captured: { currencyCode, value } };
      } catch (err) {
        // 422 (ORDER_NOT_APPROVED, INSTRUMENT_DECLINED…) is the buyer's payment failing, not ours.
        if (err instanceof ApiError && err.statusCode >= 400 && err.statusCode < 500) {
          return { ok: false, reason: `PAYPAL_${err.statusCode}${issueOf(err.body)}` };
        }
        throw err;
      }
    },
    async status(attempt) {
      const { result } = await ordersApi.getOrder({ id: attempt.providerOrderId });
      return statusOf(result.status);
    },
    async refund(input) {
      const { result } = await paymentsApi.refundCapturedPayment({
        captureId: input.captureId,
        paypalRequestId: input.requestKey,
        body: { amount: { currencyCode: input.money.currencyCode, value: decimalOf(input.money) } },
      });
      if (!result.id) throw new Error('PayPal answered a refund without an id');
      return { refundId: result.id };
    },
    async verifyWebhook(headers, event) {
      if (!config.webhookId) return false;
      const h = (name: string) => {
        const v = headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const fields = {
        auth_algo: h('paypal-auth-algo'),
        cert_url: h('paypal-cert-url'),
        transmission_id: h('paypal-transmission-id'),
        transmission_sig: h('paypal-transmission-sig'),
        transmission_time: h('paypal-transmission-time'),
      };
      if (Object.values(fields).some((v) => !v)) return false;
      const req = client.getRequestBuilderFactory()('POST', '/v1/notifications/verify-webhook-signature');
      req.header('Content-Type', 'application/json');
      req.json({ ...fields, webhook_id: config.webhookId, webhook_event: event });
      req.authenticate([{ oauth2: true }]);
      try {
        const res = await req.callAsText();
        const body = JSON.parse(res.result) as { verification_status?: unknown };
        return body.verification_status === 'SUCCESS';
      } catch {
        return false;
      }
    },
  };
}

/** The first issue of PayPal's error body (`:INSTRUMENT_DECLINED`), or ''. */
function issueOf(body: unknown): string {
  try {
    const parsed = typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
    const issue = (parsed as { details?: { issue?: unknown }[] } | null)?.details?.[0]?.issue;
    return typeof issue === 'string' ? `:${issue}` : '';
  } catch {
    return '';
  }
}
