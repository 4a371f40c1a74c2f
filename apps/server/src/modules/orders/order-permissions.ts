import type { FulfillmentStatus, OrderPermission, PaymentStatus } from '@portico/contract';

/**
 * Part 2 §3 'Permission set per order', §6 (L-017…L-023, DESIGN §6): the server decides what the buyer may do
 * with an order; the page only reads the flags. The spec names the flags, not the rule, so the rule is the
 * order's lifecycle:
 *
 * - ON_HOLD: the buyer's own held order — everything is open: quantities, items, shipping, billing and payment,
 *   services, cancel, and release (pay and ship now). Holds are shown with the cancel permission (L-020).
 * - AWAITING_SHIPPING_QUOTE: the seller is pricing the freight for the order as it stands, so its contents and
 *   shipping are frozen; the buyer may still cancel, and change billing/payment (it does not move the quote).
 * - AWAITING_PAYMENT (released, unpaid): the buyer may still change how it pays and cancel; contents and shipping
 *   are with the seller now. Paying late may be extended by agreeing to fees.
 * - READY_FOR_FULFILLMENT, SHIPPED, INVOICED, CANCELED, and anything PAID beyond ON_HOLD: read-only.
 *
 * The grace-period section applies to an unpaid order that is still waiting for payment, when the tenant collects
 * with a grace period (L-058, paymentCollectionSettings.gracePeriodEnabled).
 */
export function orderPermission(input: {
  fulfillmentStatus: FulfillmentStatus;
  paymentStatus: PaymentStatus;
  gracePeriodEnabled: boolean;
  racFeeAgreed: boolean;
}): OrderPermission {
  const { fulfillmentStatus: status, paymentStatus } = input;
  const unpaid = paymentStatus === 'UNPAID';
  const held = status === 'ON_HOLD';
  const open = held || status === 'AWAITING_SHIPPING_QUOTE' || (status === 'AWAITING_PAYMENT' && unpaid);
  const waitingForPayment = unpaid && (held || status === 'AWAITING_PAYMENT');
  return {
    canIncreaseOrderedQuantity: held,
    canDecreaseOrderedQuantity: held,
    canUpdateOrderedQuantity: held,
    canRemoveItem: held,
    canEditItem: held,
    canCancelOrder: open,
    canUpdateShipping: held,
    canUpdateBillingAndPayment: open && unpaid,
    canUpdateAdditionalServices: held,
    canExtendPaymentTime: waitingForPayment && input.gracePeriodEnabled && !input.racFeeAgreed,
    isPaymentGracePeriodSectionApplicable: waitingForPayment && input.gracePeriodEnabled,
    canPayAndShipNow: held,
  };
}
