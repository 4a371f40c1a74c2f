import type {
  CalculateChargesRequestInput,
  CalculateChargesResponse,
  CheckoutLineItem,
  CheckoutPayload,
  OrderComputeState,
  SubmissionBodyInput,
} from '@portico/contract';
import {
  type CheckoutAction,
  type CheckoutContext,
  type CheckoutSelection,
  DEFAULT_CURRENCY_PRECISION,
  describeShippingMethod,
  effectiveShippingInstructions,
  insuredAmountToPrice,
  majorToMinor,
  parseTypedAmount,
  submitIntent,
} from '@portico/domain';
import { shippingMethodLabel, toDomainOptions } from '../../../lib/shipping-billing.ts';

/**
 * The checkout page's pure glue between the contract (money in major units, part 2 §3 Checkout payload) and the
 * domain rules (packages/domain/src/checkout, money in minor units): option mapping, the charges request, the
 * totals panel, the submission body (I-047, I-049, I-050…I-053, I-064).
 */

/** The lines the order will hold: the cart's, plus the on-hold order's when adding to it (I-049). */
export function orderLines(payload: CheckoutPayload): CheckoutLineItem[] {
  return [...(payload.onHoldSalesOrder?.lineItems ?? []), ...payload.lineItems];
}

/** The order figures the withdrawal rules read (maxDevicesInShipment, creditLimit; part 2 §5). */
export function domainContext(
  payload: CheckoutPayload,
  realTimeAvailable: boolean,
  precision = DEFAULT_CURRENCY_PRECISION,
): CheckoutContext {
  const lines = orderLines(payload);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const subtotal = lines.reduce((sum, l) => sum + majorToMinor(l.extendedPrice, precision), 0);
  return { order: { units, subtotal }, realTimeAvailable, currencyPrecision: precision };
}

/**
 * I-025: real-time quotes count as unavailable when the payload offers real-time methods and the charges answer
 * quoted none of them (every quote's freight null). An empty list says nothing (no address yet).
 */
export function realTimeAvailableFrom(
  payload: Pick<CheckoutPayload, 'realTimeQuoteShippingMethods'>,
  charges: Pick<CalculateChargesResponse, 'freightQuotesForAllRealTimeShippingMethods'> | undefined,
): boolean {
  if (!charges || payload.realTimeQuoteShippingMethods.length === 0) return true;
  const quotes = charges.freightQuotesForAllRealTimeShippingMethods;
  if (quotes.length === 0) return true;
  return quotes.some((q) => q.freight !== null);
}

/** The insured amount to submit: only a usable number, only when insured (I-037 is checked before submit). */
function insuredAmountOf(selection: CheckoutSelection): number | null {
  if (!selection.shippingInsured) return null;
  return parseTypedAmount(selection.shippingInsuranceAmount) ?? null;
}

/** The insured amount to price: only one the form accepts (I-037; the field says why not), else none. */
function insuredAmountToPriceOf(
  payload: CheckoutPayload,
  selection: CheckoutSelection,
  precision: number,
): number | null {
  return insuredAmountToPrice(selection.shippingInsured, selection.shippingInsuranceAmount, {
    offered: true,
    maxShipmentInsuranceAmount: majorToMinor(payload.maxShipmentInsuranceAmount, precision),
    currencyPrecision: precision,
  });
}

/**
 * POST order/charges/calculate body (N-052, I-047). Unset choices go as null (the answer then flags them
 * undefined). Prices come from the offers (and from the on-hold order when adding to it); items carry quantities.
 */
export function buildChargesRequest(
  payload: CheckoutPayload,
  selection: CheckoutSelection,
  offerIds: readonly string[],
  precision = DEFAULT_CURRENCY_PRECISION,
): CalculateChargesRequestInput {
  const insuranceOffered = describeShippingMethod(
    toDomainOptions(payload),
    selection.shippingMethod,
  )?.insuranceAvailable;
  return {
    warehouseCode: payload.warehouse,
    shippingAddress: selection.shippingAddress ? { id: selection.shippingAddress } : null,
    shippingMethodCode: selection.shippingMethod ?? null,
    billingAddress: selection.billingAddress ? { id: selection.billingAddress } : null,
    paymentMethodCode: selection.paymentMethod ?? null,
    additionalServices: [...selection.additionalServices],
    items: orderLines(payload).map((l) => ({
      itemNumberWarehouse: l.itemNumberWarehouse,
      orderedQuantity: l.quantity,
    })),
    insured: insuranceOffered ? (selection.shippingInsured ?? null) : null,
    insuranceAmount: insuranceOffered ? insuredAmountToPriceOf(payload, selection, precision) : null,
    offerIds: [...offerIds],
    ...(payload.onHoldSalesOrder ? { phonexOrderNumber: payload.onHoldSalesOrder.orderNumber } : {}),
  };
}

/**
 * Part 2 §3 Order compute state (I-014, I-049): the totals panel. Before the first charges answer (or when
 * charges failed, I-048) freight and fee are undefined and the total is the subtotal.
 */
export function computeState(
  payload: CheckoutPayload,
  charges: CalculateChargesResponse | undefined,
  precision = DEFAULT_CURRENCY_PRECISION,
  chosen: { shippingMethod: boolean; paymentMethod: boolean } = { shippingMethod: true, paymentMethod: true },
): OrderComputeState {
  const sum = (lines: readonly CheckoutLineItem[]) => ({
    subtotal: lines.reduce((s, l) => s + majorToMinor(l.extendedPrice, precision), 0),
    quantity: lines.reduce((s, l) => s + l.quantity, 0),
  });
  const cart = sum(payload.lineItems);
  const existing = sum(payload.onHoldSalesOrder?.lineItems ?? []);
  const toMajor = (minor: number) => minor / 10 ** precision;
  const combinedSubtotal = toMajor(cart.subtotal + existing.subtotal);
  return {
    cartSubtotal: toMajor(cart.subtotal),
    cartQuantity: cart.quantity,
    existingOrderSubtotal: toMajor(existing.subtotal),
    existingOrderQuantity: existing.quantity,
    combinedSubtotal,
    combinedQuantity: cart.quantity + existing.quantity,
    // Nothing chosen yet means nothing to charge yet: shown as undefined rather than as 0.
    freight: charges && !charges.freightUndefined && chosen.shippingMethod ? charges.freight : null,
    fees: charges && !charges.paymentFeeUndefined && chosen.paymentMethod ? charges.paymentFee : null,
    additionalServiceFees: charges?.additionalServicesFee ?? 0,
    tax: charges?.tax ?? 0,
    taxDescription: charges?.taxDescription ?? '',
    // The server's total (P-033) once known; it already leaves out what is undefined.
    totalPrice: charges?.total ?? combinedSubtotal,
  };
}

/**
 * Part 2 §3 Submission body (I-050…I-053, I-064). Bill-my-account inputs go only with that method, the
 * request-a-quote service level only with REQUEST_A_QUOTE, instructions only when the method reads them (I-034),
 * insurance only when offered (I-035). Amounts are never sent as truth: the server recomputes them.
 */
export function buildSubmission(
  payload: CheckoutPayload,
  selection: CheckoutSelection,
  offerIds: readonly string[],
  action: Exclude<CheckoutAction, 'CANCEL'>,
  charges?: CalculateChargesResponse,
): SubmissionBodyInput {
  const options = toDomainOptions(payload);
  const method = describeShippingMethod(options, selection.shippingMethod);
  const code = selection.shippingMethod ?? '';
  const bma = method?.kind === 'BILL_MY_ACCOUNT';
  const { readyToRelease } = submitIntent(action, selection.paymentMethod);
  return {
    shippingAddressId: selection.shippingAddress ?? '',
    billingAddressId: selection.billingAddress ?? '',
    shippingOption: {
      shippingMethodCode: code,
      shippingMethodLabel: shippingMethodLabel(payload, code) ?? null,
      shippingInstructions:
        effectiveShippingInstructions(
          selection.shippingInstruction,
          method?.ignoreShippingInstructions ?? selection.ignoreShippingInstructions,
        ) || null,
      insured: method?.insuranceAvailable ? (selection.shippingInsured ?? null) : null,
      insuredAmount: method?.insuranceAvailable ? insuredAmountOf(selection) : null,
      carrier: bma ? selection.billMyAccountInfo.carrier.trim() : null,
      carrierServiceLevel: bma ? selection.billMyAccountInfo.serviceLevel.trim() : null,
      carrierShippingAccountNumber: bma ? selection.billMyAccountInfo.accountNumber.trim() : null,
      realTimeFreightQuote:
        method?.kind === 'REAL_TIME' && charges && !charges.freightUndefined ? charges.freight : null,
    },
    requestAQuoteDetails:
      method?.kind === 'REQUEST_A_QUOTE'
        ? { serviceLevel: selection.requestAQuoteInfo.serviceLevel.trim() }
        : null,
    paymentOptionDetails: { paymentMethodCode: selection.paymentMethod ?? '' },
    additionalServiceCodes: [...selection.additionalServices],
    readyToRelease,
    offerIds: [...offerIds],
  };
}

// I-021: address display lines live in lib/address.ts, shared with the order details (L-003).
export { addressDisplay, addressLines, countryName } from '../../../lib/address.ts';
// The options mapping and the charges gate are shared with the order details page (lib/shipping-billing.ts).
export {
  chargesKey,
  createLatestGate,
  shippingMethodLabel,
  toDomainOptions,
} from '../../../lib/shipping-billing.ts';
