import { interpolate } from '../i18n.ts';
import { formatMoney, type MoneyFormat, minorToMajor } from '../money.ts';

/**
 * Free freight over a threshold, per shipping method: ONE setting (the method's `freeFreightOver`, minor units)
 * that both the cart's free-shipping message (G-007, part 1 §3 System messages) and the charges read, so
 * the portal never promises free freight the checkout then charges (docs/decisions/015).
 *
 * "Over" is strict: an order subtotal (merchandise only, one warehouse, before tax and fees) above the threshold
 * ships free on that method; one exactly at it pays the method's freight, as the message says.
 */

/** True when `subtotal` (minor) is over the method's threshold; a method without one never ships free. */
export function isFreightFree(freeFreightOver: number | null | undefined, subtotal: number): boolean {
  return freeFreightOver !== null && freeFreightOver !== undefined && subtotal > freeFreightOver;
}

/** A method as the message names it: its label as buyers see it and its threshold (minor; null = none). */
export type FreeFreightMethod = { label: string; freeFreightOver: number | null | undefined };

/**
 * The cart's free-shipping message from the thresholds: one sentence per method that has one, in the given
 * order, from `template` ({method}, {amount}); '' when no method has a threshold (then nothing is promised).
 */
export function freeFreightMessage(
  methods: readonly FreeFreightMethod[],
  template: string,
  format: MoneyFormat = {},
): string {
  const precision = format.precision;
  return methods
    .flatMap((m) => {
      if (m.freeFreightOver === null || m.freeFreightOver === undefined) return [];
      const amount = formatMoney(minorToMajor(m.freeFreightOver, precision), format);
      return [interpolate(template, { method: m.label, amount })];
    })
    .join(' ');
}
