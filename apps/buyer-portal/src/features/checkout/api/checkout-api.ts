import {
  AddToExistingOrderResponse,
  CHECKOUT_PATHS,
  CheckoutPayload,
  fillPath,
  GetOrderResponse,
  type SubmissionBodyInput,
  SubmitOrderResponse,
  UpdateCombinedOrderResponse,
} from '@portico/contract';
import { request } from '@portico/web-kit';

/**
 * The checkout's calls (part 2 §7; CHECKOUT_PATHS of the contract). Loading failures are handled by the pages
 * ('silent': I-005 redirects to /cart with the message, I-063 redirects); charges are only logged (I-048).
 */

export const fetchCheckoutPayload = (warehouseCode: string, offerIds: readonly string[]) =>
  request<CheckoutPayload>(fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode }), {
    method: CHECKOUT_PATHS.cartCheckout.method,
    body: offerIds,
    schema: CheckoutPayload,
    onError: 'silent',
  });

export const fetchAddToExisting = (warehouseCode: string, offerIds: readonly string[]) =>
  request<AddToExistingOrderResponse>(fillPath(CHECKOUT_PATHS.addToExistingOrder.path, { warehouseCode }), {
    method: CHECKOUT_PATHS.addToExistingOrder.method,
    body: offerIds,
    schema: AddToExistingOrderResponse,
    onError: 'silent',
  });

export const fetchCombinedReview = (warehouseCode: string, salesOrder: string, offerIds: readonly string[]) =>
  request<CheckoutPayload>(fillPath(CHECKOUT_PATHS.reviewCombinedOrder.path, { warehouseCode, salesOrder }), {
    method: CHECKOUT_PATHS.reviewCombinedOrder.method,
    body: offerIds,
    schema: CheckoutPayload,
    onError: 'silent',
  });

/**
 * I-050: the Idempotency-Key makes a double click or a retry create one order. §8 / I-058: a failure goes back
 * to /cart with no message, so it is only logged.
 */
export const submitOrder = (warehouseCode: string, body: SubmissionBodyInput, idempotencyKey: string) =>
  request<SubmitOrderResponse>(fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode }), {
    method: CHECKOUT_PATHS.submit.method,
    body,
    idempotencyKey,
    schema: SubmitOrderResponse,
    onError: 'log',
  });

export const updateCombinedOrder = (
  warehouseCode: string,
  salesOrder: string,
  body: SubmissionBodyInput,
  idempotencyKey: string,
) =>
  request<UpdateCombinedOrderResponse>(
    fillPath(CHECKOUT_PATHS.updateCombinedOrder.path, { warehouseCode, salesOrder }),
    {
      method: CHECKOUT_PATHS.updateCombinedOrder.method,
      body: { ...body, readyToRelease: false },
      idempotencyKey,
      schema: UpdateCombinedOrderResponse,
      onError: 'notify',
    },
  );

/** I-057: the order fetched after submit, for the confirmation's summary. Failures are only logged (§8). */
export const fetchOrder = (phonexOrderNumber: string) =>
  request<GetOrderResponse>(fillPath(CHECKOUT_PATHS.getOrder.path, { phonexOrderNumber }), {
    schema: GetOrderResponse,
    onError: 'log',
  });
