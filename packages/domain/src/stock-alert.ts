/**
 * Part 1 §5 "Stock alert quantity" (E-003, E-004, P-003): pure rules shared by the stock list's alert dialog,
 * /stock-alerts and the server, which re-applies them to whatever a client sends.
 */

/** P-003: the default alert quantity when the tenant has no setting. */
export const DEFAULT_ALERT_QUANTITY = 100;

const increment = (incrementSize: number) =>
  Number.isFinite(incrementSize) && incrementSize > 1 ? Math.floor(incrementSize) : 1;

/**
 * E-004: a blank, 0 or unreadable value becomes 1; when incrementSize is above 1 the value rounds down to a
 * multiple of it, with a minimum of one increment. Fractions round down; negatives count as blank.
 */
export function normaliseAlertQuantity(
  value: string | number | null | undefined,
  incrementSize: number,
): number {
  const raw = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10);
  const whole = Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 1;
  const step = increment(incrementSize);
  if (step === 1) return whole;
  return Math.max(step, Math.floor(whole / step) * step);
}

/** E-003: a new alert starts at defaultAlertQuantity (100 when unset), fitted to the increment the same way. */
export function defaultAlertQuantity(setting: number | null | undefined, incrementSize: number): number {
  const base = setting !== null && setting !== undefined && setting > 0 ? setting : DEFAULT_ALERT_QUANTITY;
  return normaliseAlertQuantity(base, incrementSize);
}

/**
 * an alert fires when the seller adds at least its quantity of units to the item in one change — once
 * per crossing: the units added by this change reach the alert quantity.
 */
export function alertFires(alertQuantity: number, quantityBefore: number, quantityAfter: number): boolean {
  return quantityAfter - quantityBefore >= alertQuantity && alertQuantity > 0;
}
