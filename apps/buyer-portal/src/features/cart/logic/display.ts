import { formatMoney } from '@portico/domain';
import { formatCount } from '@portico/domain/i18n';

/** Display rules of the cart page (G-025, G-039, G-040, G-048; §9). */

/** G-040 / §9: above maxItemQuantityToBeDisplayed a quantity shows as 'N+' (N the maximum); 0 or unset: as is. */
export function formatAvailable(quantity: number, max: number | undefined): string {
  if (max && max > 0 && quantity > max) return `${formatCount(max)}+`;
  return formatCount(quantity);
}

/** G-039: item number with the itemDescriptionRules prefix and suffix. */
export function itemNumberLabel(
  itemNumber: string,
  rules: { itemNumberDescriptionPrefix?: string; itemNumberDescriptionSuffix?: string } | undefined,
): string {
  return `${rules?.itemNumberDescriptionPrefix ?? ''}${itemNumber}${rules?.itemNumberDescriptionSuffix ?? ''}`;
}

export type Remaining = { days: number; hours: number; minutes: number; expired: boolean };

/**
 * G-025: time left until acceptedOrCounteredExpirationDate in days, hours and minutes (whole minutes, rounded
 * down); at or past the date everything is 0 and `expired` is set. Undefined without a (valid) date.
 */
export function remaining(expiration: string | null | undefined, now: number): Remaining | undefined {
  if (!expiration) return undefined;
  const end = Date.parse(expiration);
  if (Number.isNaN(end)) return undefined;
  const totalMinutes = Math.max(0, Math.floor((end - now) / 60_000));
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    expired: end <= now,
  };
}

/**
 * G-048 / P-009: cart money with no decimals — for the whole amounts the spec's cart knows. A list price the seller
 * set with cents (the console and the import take them, D-018) shows its cents, as checkout bills it: rounded, the
 * cart said $140 and $420 for what checkout billed $139.99 and $419.97 (docs/decisions/027).
 */
export function cartMoney(amount: number, symbol: string): string {
  const whole = Math.round(amount * 100) % 100 === 0;
  return formatMoney(amount, { symbol, precision: whole ? 0 : 2 });
}
