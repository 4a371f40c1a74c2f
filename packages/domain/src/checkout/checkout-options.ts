import { BILL_MY_ACCOUNT, REQUEST_A_QUOTE } from './charges.ts';

/**
 * The checkout options (the parts of the part 2 §3 'Checkout payload' the rules need, I-007) and the buyer's
 * selections (§3 'Selections', I-008), plus which options are on offer for a given address and order
 * (I-023…I-026, I-046, part 2 §5 'Order option withdrawal'). Shared by checkout-validation.ts and
 * checkout-dependencies.ts; the server and the portal map their own shapes onto these.
 *
 * Units: option amounts (maxShipmentInsuranceAmount, creditLimit) and order figures are integer MINOR units;
 * what the buyer types (shippingInsuranceAmount, requestAQuoteInfo.amount) stays as typed, in MAJOR units, so
 * "must be a number" can be checked on the raw value.
 */

export type CheckoutAddress = { id: string };

type MethodFlags = {
  insuranceAvailable?: boolean;
  ignoreShippingInstructions?: boolean;
  /** I-024: false → not offered. */
  showMethod?: boolean;
  /** §5 Order option withdrawal: withdrawn when the order has more units than this. */
  maxDevicesInShipment?: number | null;
};

export type OtherShippingMethod = MethodFlags & { code: string; label?: string };
export type RealTimeQuoteShippingMethod = MethodFlags & { code: string; label?: string };

/** §3 billMyAccountShippingMethod (I-031, I-032). */
export type BillMyAccountShippingMethod = MethodFlags & {
  code?: string;
  carrierChoiceRestricted: boolean;
  carrierOptions: readonly string[];
  carrierServiceLevelsRestricted: boolean;
  /** Per carrier. */
  carrierServiceLevelOptions: Readonly<Record<string, readonly string[]>>;
};

/** §3 requestAQuoteServiceLevels (I-028). The method flags are optional extras (the spec shows none). */
export type RequestAQuoteServiceLevels = MethodFlags & {
  serviceLevelsRestricted: boolean;
  serviceLevels: readonly string[];
};

export type CheckoutPaymentMethod = {
  code: string;
  /** §5 Order option withdrawal: withdrawn when the order subtotal exceeds it (minor units). */
  creditLimit?: number | null;
};

export type CheckoutOptions = {
  shippingAddresses: readonly CheckoutAddress[];
  billingAddresses: readonly CheckoutAddress[];
  /** Address id → the method codes allowed there, in display order (I-023). */
  shippingAddressIdShippingMethodCodeMapping: Readonly<Record<string, readonly string[]>>;
  otherShippingMethods: readonly OtherShippingMethod[];
  billMyAccountShippingMethod?: BillMyAccountShippingMethod | null;
  realTimeQuoteShippingMethods?: readonly RealTimeQuoteShippingMethod[];
  requestAQuoteServiceLevels?: RequestAQuoteServiceLevels | null;
  paymentMethods: readonly CheckoutPaymentMethod[];
  additionalServices?: readonly { id: string }[];
  /** Minor units; absent → fallback 50000 major units (I-038). */
  maxShipmentInsuranceAmount?: number | null;
};

/** The order the options are judged against. Absent on the preferences page (no order yet). */
export type OrderFigures = {
  /** Total ordered units (the "item count" of maxDevicesInShipment). */
  units: number;
  /** Order subtotal, minor units (credit limit, default insured amount). */
  subtotal: number;
};

export type CheckoutContext = {
  order?: OrderFigures;
  /** I-025: false when the real-time rating provider answered 'unavailable'. Default true. */
  realTimeAvailable?: boolean;
  /** A-012 currencyPrecision; default 2. */
  currencyPrecision?: number;
};

export type BillMyAccountInfo = { carrier: string; serviceLevel: string; accountNumber: string };
export type RequestAQuoteInfo = { serviceLevel: string; amount?: number | string | null };

/** part 2 §3 Selections (I-008). Ids and codes are undefined while nothing is chosen. */
export type CheckoutSelection = {
  shippingAddress?: string | undefined;
  shippingMethod?: string | undefined;
  /** undefined = no choice made yet ('Please Select Insurance.', I-035). */
  shippingInsured?: boolean | undefined;
  /** As typed, major units. */
  shippingInsuranceAmount?: number | string | null | undefined;
  shippingInstruction: string;
  ignoreShippingInstructions: boolean;
  billMyAccountInfo: BillMyAccountInfo;
  requestAQuoteInfo: RequestAQuoteInfo;
  billingAddress?: string | undefined;
  paymentMethod?: string | undefined;
  additionalServices: readonly string[];
};

export const EMPTY_SELECTION: CheckoutSelection = {
  shippingInstruction: '',
  ignoreShippingInstructions: false,
  billMyAccountInfo: { carrier: '', serviceLevel: '', accountNumber: '' },
  requestAQuoteInfo: { serviceLevel: '' },
  additionalServices: [],
};

export type ShippingMethodKind = 'OTHER' | 'BILL_MY_ACCOUNT' | 'REAL_TIME' | 'REQUEST_A_QUOTE';

export type ShippingMethodInfo = {
  code: string;
  kind: ShippingMethodKind;
  insuranceAvailable: boolean;
  ignoreShippingInstructions: boolean;
  showMethod: boolean;
  maxDevicesInShipment: number | null;
};

const info = (code: string, kind: ShippingMethodKind, m: MethodFlags): ShippingMethodInfo => ({
  code,
  kind,
  insuranceAvailable: m.insuranceAvailable ?? false,
  ignoreShippingInstructions: m.ignoreShippingInstructions ?? false,
  showMethod: m.showMethod ?? true,
  maxDevicesInShipment: m.maxDevicesInShipment ?? null,
});

/** True when the payload offers real-time methods, i.e. when their unavailability needs a fallback (I-025). */
const hasRealTime = (options: CheckoutOptions) => (options.realTimeQuoteShippingMethods?.length ?? 0) > 0;

/** Where a code comes from in the payload, with its flags; undefined when the payload does not know it. */
export function describeShippingMethod(
  options: CheckoutOptions,
  code: string | undefined,
): ShippingMethodInfo | undefined {
  if (!code) return undefined;
  const other = options.otherShippingMethods.find((m) => m.code === code);
  if (other) return info(code, 'OTHER', other);
  const realTime = options.realTimeQuoteShippingMethods?.find((m) => m.code === code);
  if (realTime) return info(code, 'REAL_TIME', realTime);
  const bma = options.billMyAccountShippingMethod;
  if (bma && code === (bma.code ?? BILL_MY_ACCOUNT)) return info(code, 'BILL_MY_ACCOUNT', bma);
  if (code === REQUEST_A_QUOTE && (options.requestAQuoteServiceLevels || hasRealTime(options))) {
    return info(code, 'REQUEST_A_QUOTE', options.requestAQuoteServiceLevels ?? {});
  }
  return undefined;
}

/** Why a shipping method may not be used; undefined when it may. */
export type ShippingMethodRefusal =
  | 'notInOptions'
  | 'notAllowedForAddress'
  | 'maxDevicesExceeded'
  | 'realTimeUnavailable';

/**
 * I-023, I-024, I-025, I-046, §5 Order option withdrawal. Decisions the spec leaves open:
 * - per-address methods (otherShippingMethods: standard/express with an address suffix, I-026) need the
 *   address's entry in shippingAddressIdShippingMethodCodeMapping; bill-my-account, real-time and
 *   request-a-quote do not depend on the address (the buyer's carrier, the carrier quote and the seller's quote
 *   each cover any destination), unless the mapping lists them, which changes only their order;
 * - request-a-quote is offered when the payload has requestAQuoteServiceLevels, and always as the fallback
 *   when real-time quotes are unavailable (I-025: "request-a-quote is shown and selected").
 */
export function shippingMethodRefusal(
  options: CheckoutOptions,
  addressId: string | undefined,
  code: string,
  ctx: CheckoutContext = {},
): ShippingMethodRefusal | undefined {
  const method = describeShippingMethod(options, code);
  if (!method?.showMethod) return 'notInOptions';
  if (method.kind === 'REAL_TIME' && ctx.realTimeAvailable === false) return 'realTimeUnavailable';
  if (method.kind === 'OTHER') {
    const allowed =
      addressId === undefined ? undefined : options.shippingAddressIdShippingMethodCodeMapping[addressId];
    if (!allowed?.includes(code)) return 'notAllowedForAddress';
  }
  if (ctx.order && method.maxDevicesInShipment !== null && ctx.order.units > method.maxDevicesInShipment) {
    return 'maxDevicesExceeded';
  }
  return undefined;
}

/**
 * The methods on offer for an address, in the order the first one is picked by (I-023): the address's mapping
 * order, then real-time methods, bill-my-account, request-a-quote.
 */
export function allowedShippingMethods(
  options: CheckoutOptions,
  addressId: string | undefined,
  ctx: CheckoutContext = {},
): string[] {
  const candidates = [
    ...((addressId !== undefined && options.shippingAddressIdShippingMethodCodeMapping[addressId]) || []),
    ...(options.realTimeQuoteShippingMethods ?? []).map((m) => m.code),
    ...(options.billMyAccountShippingMethod
      ? [options.billMyAccountShippingMethod.code ?? BILL_MY_ACCOUNT]
      : []),
    REQUEST_A_QUOTE,
  ];
  return [...new Set(candidates)].filter((code) => !shippingMethodRefusal(options, addressId, code, ctx));
}

export type PaymentMethodRefusal = 'notInOptions' | 'creditLimitExceeded';

/** I-046, §5 Order option withdrawal: the method must be offered and the subtotal within its creditLimit. */
export function paymentMethodRefusal(
  options: CheckoutOptions,
  code: string,
  ctx: CheckoutContext = {},
): PaymentMethodRefusal | undefined {
  const method = options.paymentMethods.find((m) => m.code === code);
  if (!method) return 'notInOptions';
  const limit = method.creditLimit;
  if (ctx.order && limit !== null && limit !== undefined && ctx.order.subtotal > limit)
    return 'creditLimitExceeded';
  return undefined;
}

export function allowedPaymentMethods(options: CheckoutOptions, ctx: CheckoutContext = {}): string[] {
  return options.paymentMethods
    .map((m) => m.code)
    .filter((code) => !paymentMethodRefusal(options, code, ctx));
}

/** True when the method (as the payload describes it) offers insurance (I-035). */
export function insuranceOffered(options: CheckoutOptions, code: string | undefined): boolean {
  return describeShippingMethod(options, code)?.insuranceAvailable ?? false;
}
