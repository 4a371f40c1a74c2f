import { percentOf } from '../money.ts';

/**
 * Late-payment fees (part 2 §3 Fee terms, §5 Fee agreement applicability; L-016, L-059, L-066…L-069, Q-040, Q-041;
 * docs/decisions/007). Integer minor units throughout; percents per 24 h with up to 2 decimals (P-032), kept on
 * the order as basis points.
 *
 * - Reservation fee: after gracePeriodEnd, reservationFeePercent of the order's subtotal for every 24 h
 *   period begun ("24 h or part of it": period 1 starts the instant the grace period ends), until the order is
 *   paid or racFeePeriodEnd. Charged only once the buyer agreed to the terms (L-069 reading 1).
 * - Cancellation fee: cancellationFeePercent of the subtotal of the units cancelled after
 *   gracePeriodEnd, on the same agreement; the order then stays Awaiting Payment with the fee (L-049).
 */

const DAY_MS = 24 * 3_600_000;

export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;

/** The fee per 24 h (reservationFeeRateAmount) or a cancellation fee: bp of an amount, rounded half away from 0. */
export function feeOf(amountMinor: number, bp: number): number {
  if (bp <= 0 || amountMinor <= 0) return 0;
  return percentOf(amountMinor, bp / 100);
}

export type FeeAgreement = {
  racFeeAgreed: boolean;
  /** ms since the epoch, or null (no grace period: no fee ever). */
  gracePeriodEnd: number | null;
  cancellationFeeBp: number;
  /** ms since the epoch, or null (no end). */
  racFeePeriodEnd: number | null;
};

/**
 * L-068 with L-069 read as the requirements suggest: the fees are CHARGED only when the buyer agreed
 * (racFeeAgreed true), the grace period has ended, cancellationFeePercent is above 0 and the fee period has not
 * ended (empty or in the future).
 */
export function feesApply(a: FeeAgreement, now: number): boolean {
  return (
    a.racFeeAgreed &&
    a.gracePeriodEnd !== null &&
    now >= a.gracePeriodEnd &&
    a.cancellationFeeBp > 0 &&
    (a.racFeePeriodEnd === null || now < a.racFeePeriodEnd)
  );
}

/**
 * L-062, L-069 reading 2: the agreement is OFFERED (the extend-time snackbar) while the fees are not yet agreed
 * and there is a grace period whose fee period has not ended.
 */
export function feeAgreementOffered(a: FeeAgreement, now: number): boolean {
  return (
    !a.racFeeAgreed && a.gracePeriodEnd !== null && (a.racFeePeriodEnd === null || now < a.racFeePeriodEnd)
  );
}

/**
 * how many 24 h periods have begun between gracePeriodEnd and `until` (the clock, the payment or
 * racFeePeriodEnd, whichever is first). 0 before the grace period ends.
 */
export function reservationPeriodsDue(gracePeriodEnd: number, until: number): number {
  if (until <= gracePeriodEnd) return 0;
  return Math.ceil((until - gracePeriodEnd) / DAY_MS);
}

export type ReservationAccrualInput = FeeAgreement & {
  reservationFeeBp: number;
  subtotalMinor: number;
  /** ms since the epoch or null. */
  paidAt: number | null;
  /** Periods already charged (their numbers 1…n). */
  periodsCharged: number;
};

/**
 * The reservation-fee periods to charge now (idempotent per period: the periods already charged are not charged
 * again), each at reservationFeeRateAmount = reservationFeeBp of the subtotal now. Nothing when the agreement does
 * not hold (feesApply without the fee-period test: periods begun before racFeePeriodEnd are still due).
 */
export function reservationAccrual(
  input: ReservationAccrualInput,
  now: number,
): { periods: number[]; amountPerPeriodMinor: number } {
  const none = { periods: [], amountPerPeriodMinor: 0 };
  if (!input.racFeeAgreed || input.gracePeriodEnd === null || input.cancellationFeeBp <= 0) return none;
  const perPeriod = feeOf(input.subtotalMinor, input.reservationFeeBp);
  if (perPeriod <= 0) return none;
  const until = Math.min(now, input.paidAt ?? now, input.racFeePeriodEnd ?? now);
  const due = reservationPeriodsDue(input.gracePeriodEnd, until);
  const periods: number[] = [];
  for (let p = input.periodsCharged + 1; p <= due; p += 1) periods.push(p);
  return { periods, amountPerPeriodMinor: perPeriod };
}

/**
 * the cancellation fee of cancelling units worth `cancelledSubtotalMinor` now — cancellationFeeBp of it when
 * the fees apply, else 0.
 */
export function cancellationFee(a: FeeAgreement, cancelledSubtotalMinor: number, now: number): number {
  return feesApply(a, now) ? feeOf(cancelledSubtotalMinor, a.cancellationFeeBp) : 0;
}

/** When an order placed or released now ends its grace period (paymentCollectionSettings), or null. */
export function gracePeriodEndFrom(
  now: number,
  settings: { gracePeriodEnabled: boolean; gracePeriodHours: number },
): number | null {
  return settings.gracePeriodEnabled ? now + settings.gracePeriodHours * 3_600_000 : null;
}

/** racFeePeriodEnd: racFeePeriodDays after the grace period ends; null when 0 (no end) or no grace period. */
export function racFeePeriodEndFrom(gracePeriodEnd: number | null, racFeePeriodDays: number): number | null {
  if (gracePeriodEnd === null || racFeePeriodDays <= 0) return null;
  return gracePeriodEnd + racFeePeriodDays * DAY_MS;
}

/** L-016 / P-033: total = subtotal + freight + payment fee + tax + services fee + reservation and cancellation fees. */
export function orderTotal(a: {
  subtotal: number;
  freight: number;
  paymentFee: number;
  tax: number;
  additionalServicesFee: number;
  reservationFee: number;
  cancellationFee: number;
}): number {
  return (
    a.subtotal +
    a.freight +
    a.paymentFee +
    a.tax +
    a.additionalServicesFee +
    a.reservationFee +
    a.cancellationFee
  );
}
