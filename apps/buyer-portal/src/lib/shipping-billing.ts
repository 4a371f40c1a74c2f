import type { CalculateChargesRequestInput, ShippingAndBillingOptions } from '@portico/contract';
import {
  type CheckoutOptions,
  DEFAULT_CURRENCY_PRECISION,
  majorToMinor,
  REQUEST_A_QUOTE,
} from '@portico/domain';

/**
 * The shipping-and-billing options as the domain rules read them, shared by the checkout (part 2 §2 Checkout
 * review) and the order details page (part 2 §3 Order options, L-023, L-035…L-038): both offer the same
 * editors over the same options, so they judge a choice the same way.
 */

/** The options as the domain rules read them: money in minor units, methods with showMethod false withdrawn (I-024). */
export function toDomainOptions(
  payload: ShippingAndBillingOptions,
  precision = DEFAULT_CURRENCY_PRECISION,
): CheckoutOptions {
  return {
    shippingAddresses: payload.shippingAddresses,
    billingAddresses: payload.billingAddresses,
    shippingAddressIdShippingMethodCodeMapping: payload.shippingAddressIdShippingMethodCodeMapping,
    // The payload lists REQUEST_A_QUOTE among otherShippingMethods when the tenant offers it; the rules know it
    // by its code (service level, hold until quote, I-027, I-028), so it is not an ordinary method there.
    otherShippingMethods: payload.otherShippingMethods.filter(
      (m) => !(m.code === REQUEST_A_QUOTE && m.showMethod),
    ),
    billMyAccountShippingMethod: payload.billMyAccountShippingMethod,
    realTimeQuoteShippingMethods: payload.realTimeQuoteShippingMethods,
    requestAQuoteServiceLevels: payload.requestAQuoteServiceLevels,
    paymentMethods: payload.paymentMethods
      .filter((m) => m.showMethod)
      .map((m) => ({
        code: m.code,
        creditLimit: m.creditLimit === null ? null : majorToMinor(m.creditLimit, precision),
      })),
    additionalServices: payload.additionalServices,
    maxShipmentInsuranceAmount: majorToMinor(payload.maxShipmentInsuranceAmount, precision),
  };
}

type MethodLists = Pick<
  ShippingAndBillingOptions,
  'otherShippingMethods' | 'realTimeQuoteShippingMethods' | 'billMyAccountShippingMethod'
>;

/** The method's label as the buyer sees it (customLabel first). */
export function shippingMethodLabel(
  payload: MethodLists,
  code: string | null | undefined,
): string | undefined {
  if (!code) return undefined;
  const method = allMethods(payload).find((m) => m.code === code);
  return method ? (method.customLabel ?? method.label) : undefined;
}

const allMethods = (payload: MethodLists) => [
  ...payload.otherShippingMethods,
  ...payload.realTimeQuoteShippingMethods,
  ...(payload.billMyAccountShippingMethod ? [payload.billMyAccountShippingMethod] : []),
];

export type MethodChoice = { code: string; label: string; description: string };

/**
 * The radio choices of the shipping method editor for the allowed codes (I-023, I-024): label and description
 * from the options; REQUEST_A_QUOTE, when the options do not describe it, reads `requestAQuoteLabel`.
 */
export function methodChoices(
  payload: MethodLists,
  codes: readonly string[],
  requestAQuoteLabel: string,
): MethodChoice[] {
  const all = allMethods(payload);
  return codes.map((code) => {
    const m = all.find((x) => x.code === code);
    if (!m && code === REQUEST_A_QUOTE) return { code, label: requestAQuoteLabel, description: '' };
    return { code, label: m ? (m.customLabel ?? m.label) : code, description: m?.description ?? '' };
  });
}

/** A stable key of what the charges depend on: the 500 ms timer restarts only when it changes (I-047, L-032). */
export const chargesKey = (request: CalculateChargesRequestInput) => JSON.stringify(request);

/**
 * Charges answers must never be applied out of order (I-047, L-032: the newest answer wins): each request takes
 * a ticket and only the newest ticket's answer is applied.
 */
export function createLatestGate() {
  let latest = 0;
  return {
    next: () => ++latest,
    isLatest: (ticket: number) => ticket === latest,
  };
}
