import {
  assertMinor,
  DEFAULT_CURRENCY_PRECISION,
  formatPercent,
  majorToMinor,
  minorToMajor,
  multiplyMinor,
  percentOf,
} from '../money.ts';
import { isFreightFree } from './free-freight.ts';

/**
 * POST calculate charges (part 2 §7) as a pure function: the server's single source of every checkout and order
 * amount (DESIGN: "the server recomputes every price, total, fee"), also usable by the portal for display.
 * The formulas are the suggestions of Q-032…Q-039; the result uses the spec's field names (§7 response, §3
 * Order amounts and Order compute state) with every amount in integer MINOR units — `chargesToMajor` turns a
 * result into the API's major units with the same field names.
 *
 * Cost is linear in the number of lines (one pass to sum units and extended prices; everything else is O(1) or
 * linear in the tiny fee/rate tables), so 500 lines stay far below P8's 5 ms.
 *
 * Order of computation, chosen so nothing is circular (Q-035):
 *   subtotal → freight (incl. insurance, Q-038) → tax on subtotal + freight (Q-039)
 *   → additional services fees (Q-036) → payment fee (Q-032…Q-035) → total (§9).
 */

/** part 2 §3 Checkout payload 'Fee types'. */
export const FEE_TYPES = ['FIXED', 'PER_UNIT', 'PERC_OF_ORDER_SUBTOTAL', 'PERC_OF_ORDER_TOTAL'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/**
 * A fee term. FIXED and PER_UNIT carry an amount of minor units; the two percentage types
 * a percent (2.5 means 2.5%).
 */
export type FeeTerm =
  | { feeType: 'FIXED'; amount: number }
  | { feeType: 'PER_UNIT'; amount: number }
  | { feeType: 'PERC_OF_ORDER_SUBTOTAL'; percent: number }
  | { feeType: 'PERC_OF_ORDER_TOTAL'; percent: number };

export type ChargeLine = {
  itemNumber?: string;
  /** Ordered units (orderedQuantity); 0 is allowed (a line cut to nothing on an order), negative is not. */
  quantity: number;
  /** Minor units. */
  unitPrice: number;
};

/** Known shipping method codes (part 2 §4 Checkout, I-026). */
export const BILL_MY_ACCOUNT = 'BILL_MY_ACCOUNT';
export const REQUEST_A_QUOTE = 'REQUEST_A_QUOTE';

/**
 * One row of a method's freight table: `base + perUnit × units`, minor units. A row applies to a
 * destination when its country (and state, if given) match; a row without country is the method's default.
 */
export type FreightRate = { country?: string; state?: string; base: number; perUnit: number };

/** A real-time carrier quote (Q-037; §7 freightQuotesForAllRealTimeShippingMethods). freight in minor units. */
export type RealTimeFreightQuote = {
  shippingMethodCode: string;
  carrier: string;
  carrierServiceLevel: string;
  freight: number;
};

/**
 * How the selected shipping method is priced. `freeFreightOver` (minor units, null/absent = none): an
 * order subtotal over it ships free on the method (free-freight.ts; the cart's message reads the same value).
 */
export type ShippingPricing =
  | { kind: 'RATE_TABLE'; code: string; rates: readonly FreightRate[]; freeFreightOver?: number | null }
  /** The buyer's own carrier account: no freight charged by the tenant. */
  | { kind: 'BILL_MY_ACCOUNT'; code?: string }
  /** Freight unknown until the seller enters a quote (the order waits in AWAITING_SHIPPING_QUOTE). */
  | { kind: 'REQUEST_A_QUOTE'; code?: string; quotedFreight?: number | null }
  /** Priced from the carrier quote for `code` in `realTimeQuotes`; unknown when there is none. */
  | { kind: 'REAL_TIME'; code: string; freeFreightOver?: number | null };

export type Destination = { country: string; state?: string | null };

/** the tenant's tax table. Destinations outside `domesticCountries` are exports and pay no tax. */
export type TaxTable = {
  domesticCountries: readonly string[];
  rates: readonly { country: string; state?: string; percent: number; label?: string }[];
};

/** insurance is `ratePercent` of the insured amount, the amount capped at the maximum. */
export type InsuranceInput = {
  insured: boolean;
  /** Minor units, as chosen by the buyer. */
  insuredAmount: number;
  ratePercent: number;
  /** maxShipmentInsuranceAmount in minor units; absent → the fallback 50000 major units (I-038, §9). */
  maxShipmentInsuranceAmount?: number | null;
};

export type AdditionalServiceCharge = { id: string; fee: FeeTerm };

export type CalculateChargesInput = {
  lines: readonly ChargeLine[];
  /** the tenant's currencyPrecision (needed for the 50000 insurance fallback in minor units). */
  currencyPrecision?: number;
  /** The selected method; absent while none is chosen (freight is then undefined). */
  shipping?: ShippingPricing | null;
  /** Quotes of every real-time method for this destination; null/absent = provider unavailable (I-025). */
  realTimeQuotes?: readonly RealTimeFreightQuote[] | null;
  destination?: Destination | null;
  /** null/absent, or the method does not offer insurance → no insurance. */
  insurance?: InsuranceInput | null;
  taxTable?: TaxTable | null;
  /** The selected payment method's fee; null when feesApplicable is false or no method is chosen. */
  paymentFee?: (FeeTerm & { rateSku?: string | null }) | null;
  /** Only the SELECTED services. */
  additionalServices?: readonly AdditionalServiceCharge[];
  /** Order summary fees (§3, Q-040/Q-041), minor units; 0 at checkout, added to total when charged (§9). */
  reservationFee?: number;
  cancellationFee?: number;
};

export type ChargesResult = {
  subtotal: number;
  totalOrderedQuantity: number;
  /** Shipping cost INCLUDING insurance. 0 while freightUndefined. */
  freight: number;
  freightUndefined: boolean;
  /** The insurance part (already inside `freight` when freight is known); shown for information. */
  insurance: number;
  /** The insured amount actually used (capped at the maximum), minor units; 0 when not insured. */
  insuredAmount: number;
  tax: number;
  taxDescription: string;
  additionalServicesFee: number;
  /** Per selected service (§3 Order compute state 'additionalServiceFees'). */
  additionalServiceFees: { id: string; fee: number; feeUndefined: boolean }[];
  /** True when a PERC_OF_ORDER_TOTAL service fee cannot be known yet (freight undefined); not a spec field. */
  additionalServicesFeeUndefined: boolean;
  paymentFee: number;
  paymentFeeUndefined: boolean;
  /** passed through from the payment method's fee, unchanged. */
  rateSku: string | null;
  reservationFee: number;
  cancellationFee: number;
  /** §9: subtotal + freight + paymentFee + tax + additionalServicesFee + reservationFee + cancellationFee. */
  total: number;
  /** True when any part of the total is still undefined (the total then counts those parts as 0). */
  totalUndefined: boolean;
  realTimeFreightQuoteCarrier: string | null;
  realTimeFreightQuoteCarrierServiceLevel: string | null;
  freightQuotesForAllRealTimeShippingMethods: RealTimeFreightQuote[];
};

/** I-038, §9: the insurance maximum when the payload has no maxShipmentInsuranceAmount, in major units. */
export const INSURANCE_FALLBACK_MAX = 50000;
/** I-037, §9: the smallest insured amount, in major units. */
export const INSURANCE_MIN_AMOUNT = 1;

/** maxShipmentInsuranceAmount (minor) or the 50000 fallback at `precision` (I-038). */
export function insuranceMaximum(
  maxShipmentInsuranceAmount: number | null | undefined,
  precision: number = DEFAULT_CURRENCY_PRECISION,
): number {
  return maxShipmentInsuranceAmount ?? majorToMinor(INSURANCE_FALLBACK_MAX, precision);
}

/** I-038: the default insured amount is the lesser of the maximum and the order subtotal (minor units). */
export function defaultInsuredAmount(
  subtotal: number,
  maxShipmentInsuranceAmount: number | null | undefined,
  precision: number = DEFAULT_CURRENCY_PRECISION,
): number {
  return Math.min(insuranceMaximum(maxShipmentInsuranceAmount, precision), subtotal);
}

/** extendedPrice = orderedQuantity × unitPrice (§3 Order line item). */
export function extendedPrice(line: ChargeLine): number {
  return multiplyMinor(line.unitPrice, line.quantity);
}

/** One pass over the lines: Σ extendedPrice and Σ quantity. */
export function sumLines(lines: readonly ChargeLine[]): { subtotal: number; totalOrderedQuantity: number } {
  let subtotal = 0;
  let totalOrderedQuantity = 0;
  for (const line of lines) {
    if (line.quantity < 0) throw new RangeError(`quantity must not be negative, got ${line.quantity}`);
    subtotal += extendedPrice(line);
    totalOrderedQuantity += line.quantity;
  }
  return { subtotal: assertMinor(subtotal, 'subtotal'), totalOrderedQuantity };
}

/**
 * I-049, §3 Order compute state: adding the cart to an on-hold order shows the cart, the existing order and the
 * combined figures. The charges of the combined order come from calculateCharges over both line lists.
 */
export function combinedOrderFigures(cartLines: readonly ChargeLine[], existingLines: readonly ChargeLine[]) {
  const cart = sumLines(cartLines);
  const existing = sumLines(existingLines);
  return {
    cartSubtotal: cart.subtotal,
    cartQuantity: cart.totalOrderedQuantity,
    existingOrderSubtotal: existing.subtotal,
    existingOrderQuantity: existing.totalOrderedQuantity,
    combinedSubtotal: cart.subtotal + existing.subtotal,
    combinedQuantity: cart.totalOrderedQuantity + existing.totalOrderedQuantity,
  };
}

/** The parts a fee can be based on. `orderTotal` undefined = not known yet (freight undefined). */
export type FeeBase = { subtotal: number; units: number; orderTotal: number | undefined };

/**
 * Q-032…Q-035: one fee. Answers undefined only for PERC_OF_ORDER_TOTAL while the order total is unknown.
 */
export function computeFee(fee: FeeTerm, base: FeeBase): number | undefined {
  switch (fee.feeType) {
    case 'FIXED': // flat per order, whatever the quantity
      return assertMinor(fee.amount, 'fixed fee');
    case 'PER_UNIT': // rate × total ordered units
      return multiplyMinor(fee.amount, base.units);
    case 'PERC_OF_ORDER_SUBTOTAL':
      return percentOf(base.subtotal, fee.percent);
    case 'PERC_OF_ORDER_TOTAL': // of subtotal + freight + services + tax, never of the fee itself
      return base.orderTotal === undefined ? undefined : percentOf(base.orderTotal, fee.percent);
  }
}

const sameCode = (a: string, b: string | null | undefined) =>
  b !== null && b !== undefined && a.trim().toUpperCase() === b.trim().toUpperCase();

/** the most specific freight row for the destination: country + state, then country, then default. */
export function pickFreightRate(
  rates: readonly FreightRate[],
  destination: Destination | null | undefined,
): FreightRate | undefined {
  let countryRow: FreightRate | undefined;
  let defaultRow: FreightRate | undefined;
  for (const rate of rates) {
    if (rate.country === undefined) {
      defaultRow ??= rate;
      continue;
    }
    if (!destination || !sameCode(rate.country, destination.country)) continue;
    if (rate.state === undefined) countryRow ??= rate;
    else if (sameCode(rate.state, destination.state)) return rate;
  }
  return countryRow ?? defaultRow;
}

type FreightOutcome = {
  freight: number | undefined;
  quote: RealTimeFreightQuote | undefined;
};

/**
 * the freight of the selected method before insurance; undefined = not known. A priced method (rate table,
 * real-time quote) whose free-freight threshold the `subtotal` is over costs 0: the cart promised it.
 */
export function computeBaseFreight(
  shipping: ShippingPricing | null | undefined,
  units: number,
  destination: Destination | null | undefined,
  realTimeQuotes: readonly RealTimeFreightQuote[] | null | undefined,
  subtotal = 0,
): FreightOutcome {
  const outcome = pricedFreight(shipping, units, destination, realTimeQuotes);
  if (
    outcome.freight !== undefined &&
    shipping &&
    (shipping.kind === 'RATE_TABLE' || shipping.kind === 'REAL_TIME') &&
    isFreightFree(shipping.freeFreightOver, subtotal)
  ) {
    return { ...outcome, freight: 0 };
  }
  return outcome;
}

function pricedFreight(
  shipping: ShippingPricing | null | undefined,
  units: number,
  destination: Destination | null | undefined,
  realTimeQuotes: readonly RealTimeFreightQuote[] | null | undefined,
): FreightOutcome {
  if (!shipping) return { freight: undefined, quote: undefined };
  switch (shipping.kind) {
    case 'BILL_MY_ACCOUNT':
      return { freight: 0, quote: undefined };
    case 'REQUEST_A_QUOTE': {
      const q = shipping.quotedFreight;
      return {
        freight: q === null || q === undefined ? undefined : assertMinor(q, 'quoted freight'),
        quote: undefined,
      };
    }
    case 'REAL_TIME': {
      const quote = realTimeQuotes?.find((q) => q.shippingMethodCode === shipping.code);
      return { freight: quote ? assertMinor(quote.freight, 'real-time freight') : undefined, quote };
    }
    case 'RATE_TABLE': {
      // A method without a row for this destination cannot be priced: unknown, never silently 0.
      const rate = pickFreightRate(shipping.rates, destination);
      if (!rate) return { freight: undefined, quote: undefined };
      return {
        freight: assertMinor(rate.base, 'freight base') + multiplyMinor(rate.perUnit, units),
        quote: undefined,
      };
    }
  }
}

/** the insurance cost and the insured amount used (capped at the maximum, never below 0). */
export function computeInsurance(
  insurance: InsuranceInput | null | undefined,
  precision: number = DEFAULT_CURRENCY_PRECISION,
): { insurance: number; insuredAmount: number } {
  if (!insurance?.insured) return { insurance: 0, insuredAmount: 0 };
  const max = insuranceMaximum(insurance.maxShipmentInsuranceAmount, precision);
  const insuredAmount = Math.max(0, Math.min(assertMinor(insurance.insuredAmount, 'insured amount'), max));
  return { insurance: percentOf(insuredAmount, insurance.ratePercent), insuredAmount };
}

/**
 * tax by ship-to country/state on subtotal + freight, 0 for exports (destination outside the tenant's
 * domestic countries) and where the table has no row. taxDescription names the rate, e.g. "Sales Tax (8.25%)".
 */
export function computeTax(
  taxable: number,
  destination: Destination | null | undefined,
  table: TaxTable | null | undefined,
): { tax: number; taxDescription: string } {
  const none = { tax: 0, taxDescription: '' };
  if (!table || !destination) return none;
  if (!table.domesticCountries.some((c) => sameCode(c, destination.country))) return none;
  let countryRow: TaxTable['rates'][number] | undefined;
  let stateRow: TaxTable['rates'][number] | undefined;
  for (const row of table.rates) {
    if (!sameCode(row.country, destination.country)) continue;
    if (row.state === undefined) countryRow ??= row;
    else if (sameCode(row.state, destination.state)) stateRow ??= row;
  }
  const row = stateRow ?? countryRow;
  if (!row) return none;
  return {
    tax: percentOf(taxable, row.percent),
    taxDescription: `${row.label ?? 'Sales Tax'} (${formatPercent(row.percent)}%)`,
  };
}

export function calculateCharges(input: CalculateChargesInput): ChargesResult {
  const precision = input.currencyPrecision ?? DEFAULT_CURRENCY_PRECISION;
  const { subtotal, totalOrderedQuantity } = sumLines(input.lines);

  // Freight plus insurance.
  const base = computeBaseFreight(
    input.shipping,
    totalOrderedQuantity,
    input.destination,
    input.realTimeQuotes,
    subtotal,
  );
  const { insurance, insuredAmount } = computeInsurance(input.insurance, precision);
  const freightUndefined = base.freight === undefined;
  const freight = freightUndefined ? 0 : (base.freight ?? 0) + insurance;

  // Tax on subtotal + freight; while freight is unknown, on the subtotal alone (recomputed once quoted).
  const { tax, taxDescription } = computeTax(subtotal + freight, input.destination, input.taxTable);

  // Additional services: PERC_OF_ORDER_TOTAL here is of subtotal + freight + tax.
  const feeBase: FeeBase = {
    subtotal,
    units: totalOrderedQuantity,
    orderTotal: freightUndefined ? undefined : subtotal + freight + tax,
  };
  const additionalServiceFees = (input.additionalServices ?? []).map((s) => {
    const fee = computeFee(s.fee, feeBase);
    return { id: s.id, fee: fee ?? 0, feeUndefined: fee === undefined };
  });
  let additionalServicesFee = 0;
  let additionalServicesFeeUndefined = false;
  for (const s of additionalServiceFees) {
    additionalServicesFee += s.fee;
    additionalServicesFeeUndefined ||= s.feeUndefined;
  }

  // Payment fee (Q-032…Q-035): PERC_OF_ORDER_TOTAL of subtotal + freight + services + tax, never of itself.
  const paymentFeeValue = input.paymentFee
    ? computeFee(input.paymentFee, {
        ...feeBase,
        orderTotal: freightUndefined ? undefined : subtotal + freight + additionalServicesFee + tax,
      })
    : 0;
  const paymentFeeUndefined = paymentFeeValue === undefined;
  const paymentFee = paymentFeeValue ?? 0;

  const reservationFee = assertMinor(input.reservationFee ?? 0, 'reservation fee');
  const cancellationFee = assertMinor(input.cancellationFee ?? 0, 'cancellation fee');
  const total = assertMinor(
    subtotal + freight + paymentFee + tax + additionalServicesFee + reservationFee + cancellationFee,
    'total',
  );

  return {
    subtotal,
    totalOrderedQuantity,
    freight,
    freightUndefined,
    insurance,
    insuredAmount,
    tax,
    taxDescription,
    additionalServicesFee,
    additionalServiceFees,
    additionalServicesFeeUndefined,
    paymentFee,
    paymentFeeUndefined,
    rateSku: input.paymentFee?.rateSku ?? null,
    reservationFee,
    cancellationFee,
    total,
    totalUndefined: freightUndefined || paymentFeeUndefined || additionalServicesFeeUndefined,
    realTimeFreightQuoteCarrier: base.quote?.carrier ?? null,
    realTimeFreightQuoteCarrierServiceLevel: base.quote?.carrierServiceLevel ?? null,
    freightQuotesForAllRealTimeShippingMethods: [...(input.realTimeQuotes ?? [])],
  };
}

/** The money fields of a ChargesResult, for converting to the API's major units. */
const MONEY_FIELDS = [
  'subtotal',
  'freight',
  'insurance',
  'insuredAmount',
  'tax',
  'additionalServicesFee',
  'paymentFee',
  'reservationFee',
  'cancellationFee',
  'total',
] as const;

/** The same result in major units at `precision` (DESIGN §5: the API speaks major units). */
export function chargesToMajor(
  result: ChargesResult,
  precision: number = DEFAULT_CURRENCY_PRECISION,
): ChargesResult {
  const out: ChargesResult = {
    ...result,
    additionalServiceFees: result.additionalServiceFees.map((s) => ({
      ...s,
      fee: minorToMajor(s.fee, precision),
    })),
    freightQuotesForAllRealTimeShippingMethods: result.freightQuotesForAllRealTimeShippingMethods.map(
      (q) => ({
        ...q,
        freight: minorToMajor(q.freight, precision),
      }),
    ),
  };
  for (const field of MONEY_FIELDS) out[field] = minorToMajor(result[field], precision);
  return out;
}
