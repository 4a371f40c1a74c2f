/**
 * The per-order permission set (part 2 §3 'Permission set per order', §6; L-017…L-023, L-058, L-069, DESIGN §6):
 * the server decides what the buyer may do with an order and the page only reads the flags. The spec names the
 * flags, not the rule, so the rule is the order's lifecycle and the tenant's order settings:
 *
 * - ON_HOLD, unpaid: the buyer's own held order — quantities up and down, items, shipping, billing and payment,
 *   services, cancel, and release (pay and ship now). Holds are shown with the cancel permission (L-020).
 * - AWAITING_SHIPPING_QUOTE: the seller is pricing the freight for the order as it stands, so contents and
 *   shipping are frozen; the buyer may cancel and change billing/payment (it does not move the quote).
 * - AWAITING_PAYMENT, unpaid (released): contents may only shrink (decrease, remove — L-049 "where cancellation
 *   fees apply and all items are removed"), billing/payment may change, and it may be cancelled; shipping and
 *   services are with the seller now. An order kept Awaiting Payment only for its cancellation fee has nothing
 *   left to edit.
 * - Any status the tenant shows invoices for (invoiceSettings.showInvoiceFulfillmentStatuses), READY_FOR_FULFILLMENT,
 *   SHIPPED, INVOICED, CANCELED, a PAID order, and a tenant's own status (fulfillmentSettings.statuses): read-only.
 * - fulfillmentSettings.onReleaseFulfillmentStatusTo: a tenant that releases straight to fulfilment gives the
 *   buyer nothing to change after release (only AWAITING_PAYMENT keeps the released rules above).
 * - The late payment section (L-058) applies to an unpaid order waiting for payment whose grace period is set,
 *   when the tenant collects with one (paymentCollectionSettings.gracePeriodEnabled); extending the payment time
 *   (L-062, L-069 reading 2) is offered there while the fees are not yet agreed and the fee period is not over.
 */

export type PermissionFlags = {
  canIncreaseOrderedQuantity: boolean;
  canDecreaseOrderedQuantity: boolean;
  canUpdateOrderedQuantity: boolean;
  canRemoveItem: boolean;
  canEditItem: boolean;
  canCancelOrder: boolean;
  canUpdateShipping: boolean;
  canUpdateBillingAndPayment: boolean;
  canUpdateAdditionalServices: boolean;
  canExtendPaymentTime: boolean;
  isPaymentGracePeriodSectionApplicable: boolean;
  canPayAndShipNow: boolean;
};

/** The parts of the tenant's order settings (contract OrderSettings) the permission set reads. */
export type PermissionSettings = {
  fulfillmentSettings: { onReleaseFulfillmentStatusTo: string };
  invoiceSettings: { showInvoiceFulfillmentStatuses: readonly string[] };
  paymentCollectionSettings: { gracePeriodEnabled: boolean };
};

export type PermissionInput = {
  fulfillmentStatus: string;
  paymentStatus: string;
  settings: PermissionSettings;
  racFeeAgreed: boolean;
  /** ISO 8601 or null: the grace period of an order placed or released with one. */
  gracePeriodEnd: string | null;
  /** ISO 8601 or null: after it the fees no longer run (L-068). */
  racFeePeriodEnd: string | null;
  /** Units still open (ordered − cancelled − shipped): 0 for an order kept only for its cancellation fee. */
  openUnits: number;
  /** The clock (ISO 8601 or ms), for racFeePeriodEnd. */
  now: number;
};

const NONE: PermissionFlags = {
  canIncreaseOrderedQuantity: false,
  canDecreaseOrderedQuantity: false,
  canUpdateOrderedQuantity: false,
  canRemoveItem: false,
  canEditItem: false,
  canCancelOrder: false,
  canUpdateShipping: false,
  canUpdateBillingAndPayment: false,
  canUpdateAdditionalServices: false,
  canExtendPaymentTime: false,
  isPaymentGracePeriodSectionApplicable: false,
  canPayAndShipNow: false,
};

/** The permission set of one order (L-017). */
export function orderPermission(input: PermissionInput): PermissionFlags {
  const { fulfillmentStatus: status, settings } = input;
  const unpaid = input.paymentStatus === 'UNPAID';
  const invoiceStatus = settings.invoiceSettings.showInvoiceFulfillmentStatuses.includes(status);
  if (!unpaid || invoiceStatus) return { ...NONE };
  const hasUnits = input.openUnits > 0;
  const held = status === 'ON_HOLD' && hasUnits;
  const quoting = status === 'AWAITING_SHIPPING_QUOTE' && hasUnits;
  const released = status === 'AWAITING_PAYMENT' && hasUnits;
  const waitingForPayment = status === 'ON_HOLD' || status === 'AWAITING_PAYMENT';
  const graceSection =
    waitingForPayment &&
    settings.paymentCollectionSettings.gracePeriodEnabled &&
    input.gracePeriodEnd !== null;
  const feePeriodOver = input.racFeePeriodEnd !== null && Date.parse(input.racFeePeriodEnd) <= input.now;
  return {
    canIncreaseOrderedQuantity: held,
    canDecreaseOrderedQuantity: held || released,
    canUpdateOrderedQuantity: held || released,
    canRemoveItem: held || released,
    canEditItem: held || released,
    canCancelOrder: held || quoting || released,
    canUpdateShipping: held,
    canUpdateBillingAndPayment: held || quoting || released,
    canUpdateAdditionalServices: held,
    canExtendPaymentTime: graceSection && hasUnits && !input.racFeeAgreed && !feePeriodOver,
    isPaymentGracePeriodSectionApplicable: graceSection,
    canPayAndShipNow: held,
  };
}

/** L-018: no edit option at all ('Order cannot be edited, please contact your sales rep.' unless closed). */
export function hasEditOptions(p: PermissionFlags): boolean {
  return (
    p.canIncreaseOrderedQuantity ||
    p.canDecreaseOrderedQuantity ||
    p.canUpdateOrderedQuantity ||
    p.canRemoveItem ||
    p.canEditItem ||
    p.canCancelOrder ||
    p.canUpdateShipping ||
    p.canUpdateBillingAndPayment ||
    p.canUpdateAdditionalServices
  );
}
