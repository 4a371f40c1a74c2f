import {
  ConfirmPaymentResponse,
  fillPath,
  ORDER_PATHS,
  PAYMENT_PATHS,
  PaymentLinkResponse,
  PaymentStatusResponse,
} from '@portico/contract';
import { request } from '@portico/web-kit';

/**
 * The integrated online payment's calls (N-044…N-046, N-048, Q-011, Q-012). Failures are the flow's to show
 * (I-075: a failed link is a failure result, not a thrown error), so they are only logged here.
 */

/** GET order/{n}/payment (N-045, I-072): the approval link the pop-up opens. */
export const fetchPaymentLink = (phonexOrderNumber: string) =>
  request<PaymentLinkResponse>(fillPath(PAYMENT_PATHS.paymentLink.path, { phonexOrderNumber }), {
    schema: PaymentLinkResponse,
    onError: 'log',
  });

/** GET order/{n}/confirm-payment?payerID&token (N-044, I-077, Q-011). */
export const confirmPayment = (phonexOrderNumber: string, token: string, payerID: string) =>
  request<ConfirmPaymentResponse>(
    `${fillPath(PAYMENT_PATHS.confirm.path, { phonexOrderNumber })}?${new URLSearchParams({ payerID, token })}`,
    { schema: ConfirmPaymentResponse, onError: 'log' },
  );

/** GET order/{n}/payment/status (N-048, Q-012): SUCCESS, FAILURE or PENDING. */
export const fetchPaymentStatus = (phonexOrderNumber: string) =>
  request<PaymentStatusResponse>(fillPath(ORDER_PATHS.paymentStatus.path, { phonexOrderNumber }), {
    schema: PaymentStatusResponse,
    onError: 'log',
  });
