import { z } from 'zod';
import { text } from './inputs.ts';

/**
 * The integrated online payment (INTEGRATED_PAYPAL; I-053…I-056, I-072…I-081, N-044…N-046, N-048, Q-011, Q-012,
 * the payment link the pop-up opens, the confirmation the return page asks for, the capture, and
 * the message the return page posts to the window that opened it. Paths are under API_PREFIX '/px-api-gateway'
 * (Fastify `:param` syntax); the sandbox approval page is outside the API, at SANDBOX_APPROVAL_PATH.
 */
export const PAYMENT_PATHS = {
  /** Params OrderNumberParams → PaymentLinkResponse (N-045, I-072). */
  paymentLink: { method: 'GET', path: '/order/:phonexOrderNumber/payment' },
  /** Params OrderNumberParams, query CapturePaymentQuery → ConfirmPaymentResponse (N-046, I-080). */
  capture: { method: 'GET', path: '/order/:phonexOrderNumber/payment/capture' },
  /** Params OrderNumberParams, query ConfirmPaymentQuery → ConfirmPaymentResponse (N-044, I-077, Q-011). */
  confirm: { method: 'GET', path: '/order/:phonexOrderNumber/confirm-payment' },
} as const;

/**
 * PayPal's webhook (capture events), outside the API (PayPal calls it, no buyer's token): the signature is verified
 * with PayPal before anything is read.
 */
export const PAYPAL_WEBHOOK_PATH = '/payments/paypal/webhook';

/** The sandbox provider's hosted approval page, outside the API; query `token`. */
export const SANDBOX_APPROVAL_PATH = '/payments/sandbox/checkout';

/** The provider's order id the approval link carries (PayPal's `token`). */
const ProviderToken = text().min(1).max(64);

/** GET order/{n}/payment (N-045, I-072): the link the 600×700 pop-up opens. */
export const PaymentLinkResponse = z.object({ approvalLink: z.string() });
export type PaymentLinkResponse = z.infer<typeof PaymentLinkResponse>;

/** GET order/{n}/confirm-payment: the return page's query, PayPal's spelling `payerID`. */
export const ConfirmPaymentQuery = z.object({ token: ProviderToken, payerID: ProviderToken });
export type ConfirmPaymentQuery = z.infer<typeof ConfirmPaymentQuery>;

/** GET order/{n}/payment/capture (I-080): PayPal's return query spelling `PayerID`. */
export const CapturePaymentQuery = z.object({ token: ProviderToken, PayerID: ProviderToken });
export type CapturePaymentQuery = z.infer<typeof CapturePaymentQuery>;

/**
 * the capture's outcome. SUCCESS with paymentConfirmed once the order is paid (also for a replayed return
 * page: it pays once); FAILURE when the provider declined or the payment no longer fits the order.
 */
export const ConfirmPaymentResponse = z.object({
  status: z.enum(['SUCCESS', 'FAILURE']),
  paymentConfirmed: z.boolean(),
});
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponse>;

/** What the return page posts to its opener (I-074, I-077): success needs a status and paymentConfirmed. */
export const PAYMENT_RESULT_MESSAGE_TYPE = 'portico.payment-result';
export const PaymentResultMessage = z.object({
  type: z.literal(PAYMENT_RESULT_MESSAGE_TYPE),
  phonexOrderNumber: z.string(),
  status: z.enum(['SUCCESS', 'FAILURE']),
  paymentConfirmed: z.boolean(),
});
export type PaymentResultMessage = z.infer<typeof PaymentResultMessage>;
