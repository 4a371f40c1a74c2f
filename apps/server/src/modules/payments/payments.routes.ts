import {
  CapturePaymentQuery,
  ConfirmPaymentQuery,
  ConfirmPaymentResponse,
  OrderNumberParams,
  PAYMENT_PATHS,
  PAYPAL_WEBHOOK_PATH,
  PaymentLinkResponse,
  SANDBOX_APPROVAL_PATH,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireTenant } from '../../plugins/tenant.ts';
import { trustedRequestOrigin } from '../identity/site-url.ts';
import * as service from './payments.service.ts';
import * as sandbox from './sandbox.service.ts';
import { renderSandboxNotFound, SANDBOX_DECIDE_PATH } from './sandbox-page.ts';
import * as webhook from './webhook.service.ts';

const notFound = 'Another buyer’s or tenant’s order → 404 orderNotFound.';

/** The integrated online payment's API (N-044…N-046, I-072, I-077, I-080, Q-011), under API_PREFIX. */
export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['payments'], security: [{ bearer: [] }] };

  app.get(
    PAYMENT_PATHS.paymentLink.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: `N-045, I-072: a new payment attempt for the order's total as the server computed it, and the provider's approval link (the 600×700 pop-up opens it). An order that is not held for its integrated payment → 422. ${notFound}`,
        params: OrderNumberParams,
        response: { 200: PaymentLinkResponse },
      },
    },
    async (request) =>
      service.createPaymentLink(
        app.db,
        app.payments,
        contextOf(request),
        request.params.phonexOrderNumber,
        await trustedRequestOrigin(request),
      ),
  );
  app.get(
    PAYMENT_PATHS.confirm.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: `N-044, I-077, Q-011: confirms the payer's approval and captures the payment once; SUCCESS with paymentConfirmed when the order is paid (again SUCCESS for a replay, paying nothing more), FAILURE when declined or when the payment no longer matches the order. A token of another order → 422, logged. ${notFound}`,
        params: OrderNumberParams,
        querystring: ConfirmPaymentQuery,
        response: { 200: ConfirmPaymentResponse },
      },
    },
    async (request) =>
      service.capturePayment(
        app.db,
        app.payments,
        request.log,
        contextOf(request),
        request.params.phonexOrderNumber,
        request.query.token,
        request.query.payerID,
      ),
  );
  app.get(
    PAYMENT_PATHS.capture.path,
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: `N-046, I-080: the capture with PayPal's return query (token, PayerID); the same rules as confirm-payment. ${notFound}`,
        params: OrderNumberParams,
        querystring: CapturePaymentQuery,
        response: { 200: ConfirmPaymentResponse },
      },
    },
    async (request) =>
      service.capturePayment(
        app.db,
        app.payments,
        request.log,
        contextOf(request),
        request.params.phonexOrderNumber,
        request.query.token,
        request.query.PayerID,
      ),
  );
}

/**
 * The providers' routes outside the API: the sandbox provider's hosted approval page (Q-045; HTML, no script) and
 * PayPal's webhook (PAYMENT.CAPTURE.COMPLETED), believed only after PayPal's verify-webhook-signature answers
 * SUCCESS (else 400, nothing changed).
 */
export async function sandboxPageRoutes(app: FastifyInstance) {
  // The page's forms post urlencoded (this plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const Token = z.string().min(1).max(64);
  app.get(SANDBOX_APPROVAL_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = Token.safeParse((request.query as { token?: unknown }).token);
    const tenant = requireTenant(request);
    const html = token.success ? await sandbox.sandboxPage(app.db, tenant, token.data) : undefined;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!html) return reply.code(404).send(renderSandboxNotFound());
    return html;
  });
  app.post(SANDBOX_DECIDE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const body = z.object({ token: Token, decision: z.enum(['approve', 'cancel']) }).safeParse(request.body);
    const tenant = requireTenant(request);
    const target = body.success
      ? await service.decideSandboxPayment(app.db, tenant.id, body.data.token, body.data.decision)
      : undefined;
    if (!target) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSandboxNotFound());
    }
    return reply.redirect(target, 303);
  });
  app.post(PAYPAL_WEBHOOK_PATH, { schema: { hide: true } }, async (request) => {
    const event = z.record(z.string(), z.unknown()).safeParse(request.body);
    if (!event.success) throw new AppError('badRequest', 'Not a webhook event');
    return webhook.handlePayPalWebhook(
      app.db,
      app.payments,
      request.log,
      requireTenant(request),
      request.headers,
      event.data,
    );
  });
}

/** What the payment pop-up loads from our origin: the sandbox's page and its redirect, the portal's return page (I-076). */
const POPUP_PAGES = [
  new RegExp(`^${SANDBOX_APPROVAL_PATH}$`),
  new RegExp(`^${SANDBOX_DECIDE_PATH}$`), // its redirect counts too
  /^\/orders\/[^/]+\/order-release-confirmation$/,
];

/**
 * The pop-up's pages answer Cross-Origin-Opener-Policy unsafe-none, as a provider's pages do: the pop-up moves
 * between them and the provider's own pages, and a page with another policy than the one before it would put the
 * pop-up in a new browsing context group, cut from the opener it posts its result to (and the opener would see
 * it closed). The portal itself allows pop-ups (same-origin-allow-popups, app.ts), so its pop-up may open them.
 */
export async function returnPageOpenerPolicy(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  if (POPUP_PAGES.some((p) => p.test(path))) reply.header('cross-origin-opener-policy', 'unsafe-none');
}
