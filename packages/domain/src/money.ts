/**
 * The ONE rounding module for order money (DESIGN §5: "money is stored in integer minor units and rounded in one
 * place"). Every checkout amount — line extended prices, fees, freight, insurance, tax, totals — is an integer
 * count of minor units at the tenant's `currencyPrecision` (A-012: config currencyPrecision, default 2; the
 * contract allows 0…4). Conversions to and from the major units the API speaks happen only here.
 *
 * Rounding rule: round HALF AWAY FROM ZERO. The spec gives no rule (Q-034/Q-035 only say "rounded to
 * currencyPrecision"), so we take the commercial one people check an invoice with: 2.5 → 3 and −2.5 → −3.
 * It is symmetric, so a credit (a negative adjustment or a refund of a fee) rounds to exactly the magnitude of
 * the charge it reverses. `Math.round` is NOT used directly: it rounds −2.5 to −2 (half up), which breaks that
 * symmetry. Banker's rounding (half to even) is fairer over many sums but surprises buyers on a single line.
 *
 * Binary floating point is also kept out of the rounding decision: 1.005 is stored as 1.00499999…, so
 * `Math.round(1.005 * 100)` gives 100. Major → minor conversion shifts the decimal point in the number's
 * decimal text instead (exact for every value a person can type), and percentage arithmetic is done in BigInt.
 *
 * Offer rules use the same conversions: `toMinor`/`toMajor` in offer-rules.ts are `majorToMinor`/`minorToMajor` at
 * the precision stock and offer prices are stored at (2). formatMoney below is the one display of an amount in
 * both web apps (A-012: config currencyCode and currencyPrecision, the dictionary's currencySymbol).
 */

import { displayLocale } from './i18n.ts';

/** currencyPrecision when the tenant config has none. */
export const DEFAULT_CURRENCY_PRECISION = 2;
/** The contract's bounds for config currencyPrecision (packages/contract config.ts: int 0…4). */
export const MAX_CURRENCY_PRECISION = 4;

function checkPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 0 || precision > MAX_CURRENCY_PRECISION) {
    throw new RangeError(
      `currencyPrecision must be an integer 0…${MAX_CURRENCY_PRECISION}, got ${precision}`,
    );
  }
}

/** Throws unless `value` is a safe integer: minor amounts are never fractional (a fault, not a business case). */
export function assertMinor(value: number, what = 'amount'): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be an integer of minor units, got ${value}`);
  return value;
}

/**
 * Moves the decimal point of `value` by `places` using its shortest decimal text, so 1.005 shifted by 2 is
 * exactly 100.5 (not 100.49999999999999).
 */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent ?? 0) + places}`);
}

/** Rounds a number to an integer, half away from zero (see the module comment for why). */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  const rounded = Math.round(Math.abs(value));
  // `+ 0` turns −0 into 0, so a zero fee is never rendered as "-0".
  return (value < 0 ? -rounded : rounded) + 0;
}

/** Major units (what a person types, what the API speaks) → integer minor units at `precision`. */
export function majorToMinor(major: number, precision: number = DEFAULT_CURRENCY_PRECISION): number {
  checkPrecision(precision);
  return assertMinor(roundHalfAwayFromZero(shiftDecimal(major, precision)), 'converted amount');
}

/** Integer minor units → major units at `precision` (the closest double to the exact decimal). */
export function minorToMajor(minor: number, precision: number = DEFAULT_CURRENCY_PRECISION): number {
  checkPrecision(precision);
  assertMinor(minor);
  return shiftDecimal(minor, -precision) + 0;
}

/** 10^precision: the number of minor units in one major unit. */
export function minorPerMajor(precision: number = DEFAULT_CURRENCY_PRECISION): number {
  checkPrecision(precision);
  return 10 ** precision;
}

/** Percentages are applied with this many decimal places of the percent kept exactly (8.25% → 8250000). */
const PERCENT_SCALE_DIGITS = 6;
const PERCENT_DIVISOR = 100n * 10n ** BigInt(PERCENT_SCALE_DIGITS);

/** BigInt division rounded half away from zero. */
function divideRounded(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n !== divisor < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = divisor < 0n ? -divisor : divisor;
  const q = (n + d / 2n) / d; // d is even (PERCENT_DIVISOR), so `n + d/2` is the exact half-up of |n/d|
  return negative ? -q : q;
}

/**
 * `percent`% of an amount of minor units, rounded half away from zero to a whole minor unit (Q-034, Q-035,
 * Exact: 2.9% of 12345 is 358.005 → 358, never a float artefact. `percent` keeps 6 decimals.
 */
export function percentOf(amountMinor: number, percent: number): number {
  assertMinor(amountMinor);
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be finite, got ${percent}`);
  const scaled = BigInt(roundHalfAwayFromZero(shiftDecimal(percent, PERCENT_SCALE_DIGITS)));
  return assertMinor(Number(divideRounded(BigInt(amountMinor) * scaled, PERCENT_DIVISOR)) + 0, 'percentage');
}

/** unit price × quantity (an extendedPrice), checked to stay a safe integer. */
export function multiplyMinor(unitMinor: number, quantity: number): number {
  assertMinor(unitMinor, 'unit price');
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  return assertMinor(unitMinor * quantity, 'extended price');
}

/** A percent for people: 8.25 → "8.25", 7.5 → "7.5", 6 → "6" (used in taxDescription, Q-039). */
export function formatPercent(percent: number): string {
  return String(shiftDecimal(roundHalfAwayFromZero(shiftDecimal(percent, 4)), -4));
}

/** How an amount is shown: config currencyCode (default USD) and currencyPrecision, dictionary symbol. */
export type MoneyFormat = {
  currencyCode?: string | undefined;
  precision?: number | undefined;
  /** The dictionary's currencySymbol; without it the currency's own symbol. */
  symbol?: string | undefined;
  /** The tenant's language (config language): digits and symbol placed as it writes them; 'en' is en-US. */
  locale?: string | undefined;
};

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currencyCode: string, precision: number, language?: string): Intl.NumberFormat {
  const locale = displayLocale(language);
  const key = `${locale}:${currencyCode}:${precision}`;
  let f = moneyFormats.get(key);
  if (!f) {
    const digits = { minimumFractionDigits: precision, maximumFractionDigits: precision };
    try {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode, ...digits });
    } catch {
      // An unknown currency code: the plain number, so the amount still shows.
      f = new Intl.NumberFormat(locale, digits);
    }
    moneyFormats.set(key, f);
  }
  return f;
}

/**
 * An amount in major units for people: '$1,234.50', '-$5.00', '€1,234.50', '$1,235' at precision 0. Rounds half
 * away from zero like the rest of this module; a precision outside 0…4 is clamped.
 */
export function formatMoney(amount: number, format: MoneyFormat = {}): string {
  const precision = Math.max(
    0,
    Math.min(MAX_CURRENCY_PRECISION, Math.floor(format.precision ?? DEFAULT_CURRENCY_PRECISION)),
  );
  const parts = moneyFormat(format.currencyCode || 'USD', precision, format.locale).formatToParts(amount);
  if (parts.some((p) => p.type === 'currency')) {
    return parts.map((p) => (p.type === 'currency' ? (format.symbol ?? p.value) : p.value)).join('');
  }
  // An unknown currency code: the plain number, the dictionary's symbol (if any) after the sign.
  const sign = parts[0]?.type === 'minusSign' ? parts[0].value : '';
  const rest = parts
    .slice(sign ? 1 : 0)
    .map((p) => p.value)
    .join('');
  return `${sign}${format.symbol ?? ''}${rest}`;
}

/** The currency's symbol ('$', '€'), for the adornment of a price field; the code itself when Intl has none. */
export function currencySymbol(currencyCode = 'USD'): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).formatToParts(
      0,
    );
    return parts.find((p) => p.type === 'currency')?.value ?? currencyCode;
  } catch {
    return currencyCode;
  }
}
