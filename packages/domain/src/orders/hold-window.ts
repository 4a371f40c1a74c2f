/**
 * A held order's hold window (Q-043, P-048; docs/decisions/014): an unpaid order on hold (or waiting for its freight
 * quote) keeps its stock until its own deadline, else the tenant's window from its creation; then the hold-expiry
 * job cancels it. The seller's desk may give it more time (EXTEND_HOLD).
 */

const HOUR_MS = 3_600_000;

/** When the hold runs out: the order's own deadline, else its creation plus the tenant's window. */
export function holdDeadline(holdExpiresAt: Date | null, createdAt: Date, windowHours: number): Date {
  return holdExpiresAt ?? new Date(createdAt.getTime() + windowHours * HOUR_MS);
}

/**
 * The deadline after the seller gives `hours` more: counted from the current deadline, or from now when that has
 * already passed (the job has not run yet), so an extension always leaves at least `hours` from now.
 */
export function extendedHoldDeadline(deadline: Date, now: Date, hours: number): Date {
  return new Date(Math.max(deadline.getTime(), now.getTime()) + hours * HOUR_MS);
}
