import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Tenant } from '../tenants/tenant.repository.ts';
import type { PaymentProviders } from './payment-provider.ts';
import { captureFromWebhook } from './payments.service.ts';
import type { PayPalProvider, WebhookHeaders } from './paypal-provider.ts';

/**
 * PayPal's webhook: capture events (PAYMENT.CAPTURE.COMPLETED) pay the order when the buyer's return page never
 * came back (closed browser, lost network). Nothing is read before PayPal's verify-webhook-signature answers
 * SUCCESS: a bad or missing signature → 400, logged, nothing changed. Other event types are acknowledged and
 * ignored.
 */
export async function handlePayPalWebhook(
  db: DbOrTx,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
  tenant: Tenant,
  headers: WebhookHeaders,
  event: Record<string, unknown>,
): Promise<{ received: boolean }> {
  const paypal = providers.paypal as PayPalProvider | undefined;
  if (!paypal || !(await paypal.verifyWebhook(headers, event))) {
    log.warn({ tenantId: tenant.id, eventId: event.id }, 'PayPal webhook refused: signature not verified');
    throw new AppError('badRequest', 'Webhook signature not verified');
  }
  if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return { received: true };
  const resource = (event.resource ?? {}) as {
    id?: unknown;
    status?: unknown;
    amount?: { currency_code?: unknown; value?: unknown };
    supplementary_data?: { related_ids?: { order_id?: unknown } };
  };
  const orderId = resource.supplementary_data?.related_ids?.order_id;
  const currencyCode = resource.amount?.currency_code;
  const value = resource.amount?.value;
  if (
    typeof orderId !== 'string' ||
    typeof resource.id !== 'string' ||
    typeof currencyCode !== 'string' ||
    typeof value !== 'string'
  ) {
    log.warn({ tenantId: tenant.id, eventId: event.id }, 'PayPal capture webhook without an order or amount');
    return { received: true };
  }
  await captureFromWebhook(db, paypal, log, tenant.id, orderId, {
    captureId: resource.id,
    currencyCode,
    value,
  });
  return { received: true };
}
