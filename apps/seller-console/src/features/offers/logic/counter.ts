import type { SellerOffer } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';

/**
 * a counter names a price and a minimum checkout quantity. Cart prices and quantities are whole numbers
 * (part 1 §9), so both are whole. A counter only makes sense strictly between what the buyer offered and the
 * list price: at or above list the buyer could simply buy at list, at or below the offer the seller would
 * accept instead. The minimum quantity is at least one increment and at most what is available (Q-023: the
 * buyer may later check out any quantity at or above it).
 */

type CounterOffer = Pick<
  SellerOffer,
  'listPrice' | 'offerPrice' | 'offerQuantity' | 'quantityAvailable' | 'incrementSize'
>;

export type CounterBounds = {
  /** Lowest whole counter price (just above the offer). */
  minPrice: number;
  /** Highest whole counter price (just below list). */
  maxPrice: number;
  minQuantity: number;
  maxQuantity: number;
  /** A whole price fits strictly between offer and list, and some quantity can be sold. */
  canCounter: boolean;
};

const step = (offer: CounterOffer) => Math.max(1, Math.floor(offer.incrementSize || 1));

export function counterBounds(offer: CounterOffer): CounterBounds {
  const minPrice = Math.floor(offer.offerPrice) + 1;
  const maxPrice = Math.ceil(offer.listPrice) - 1;
  const inc = step(offer);
  const minQuantity = inc;
  const maxQuantity = Math.floor(Math.max(0, offer.quantityAvailable) / inc) * inc;
  return {
    minPrice,
    maxPrice,
    minQuantity,
    maxQuantity,
    canCounter: minPrice <= maxPrice && maxQuantity >= minQuantity,
  };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

/** Halfway between offer and list, rounded to a whole price inside the bounds. */
export function defaultCounterPrice(offer: CounterOffer): number {
  const b = counterBounds(offer);
  return clamp(
    Math.round((offer.offerPrice + offer.listPrice) / 2),
    b.minPrice,
    Math.max(b.minPrice, b.maxPrice),
  );
}

/** What the buyer asked for, rounded down to the increment and capped at what is available. */
export function defaultMinimumQuantity(offer: CounterOffer): number {
  const b = counterBounds(offer);
  const inc = step(offer);
  const asked = Math.floor(offer.offerQuantity / inc) * inc;
  return clamp(asked, b.minQuantity, Math.max(b.minQuantity, b.maxQuantity));
}

/** Counter price at a percentage of list (bulk counter), rounded to a whole price. */
export const priceAtPercent = (listPrice: number, percent: number): number =>
  Math.round((listPrice * percent) / 100);

export type CounterInput = { counterPrice: string; minimumCheckoutQuantity: string };
export type CounterErrors = Partial<Record<keyof CounterInput, string>>;

const WHOLE = /^\d+$/;

/** Form validation of the counter dialog; {} when the answer may be sent. Figures in messages are formatted by `money`. */
export function validateCounter(
  offer: CounterOffer,
  input: CounterInput,
  money: (n: number) => string = String,
): CounterErrors {
  const b = counterBounds(offer);
  const errors: CounterErrors = {};
  const price = input.counterPrice.trim();
  if (!price) errors.counterPrice = t('consoleEnterACounterPrice');
  else if (!WHOLE.test(price)) errors.counterPrice = t('consoleEnterAWholeNumber');
  else {
    const n = Number(price);
    if (n <= offer.offerPrice)
      errors.counterPrice = t('consoleMustBeMoreThanTheOffer', { offerPrice: money(offer.offerPrice) });
    else if (n >= offer.listPrice)
      errors.counterPrice = t('consoleMustBeLessThanTheList', { listPrice: money(offer.listPrice) });
  }
  const qty = input.minimumCheckoutQuantity.trim();
  const inc = step(offer);
  if (!qty) errors.minimumCheckoutQuantity = t('consoleEnterAMinimumQuantity');
  else if (!WHOLE.test(qty)) errors.minimumCheckoutQuantity = t('consoleEnterAWholeNumber');
  else {
    const n = Number(qty);
    if (n < b.minQuantity)
      errors.minimumCheckoutQuantity = t('consoleMustBeAtLeast', { minQuantity: b.minQuantity });
    else if (n > b.maxQuantity)
      errors.minimumCheckoutQuantity =
        b.maxQuantity < b.minQuantity
          ? t('consoleNothingIsAvailableToSell')
          : t('consoleOnlyAvailable', { maxQuantity: b.maxQuantity });
    else if (n % inc !== 0) errors.minimumCheckoutQuantity = t('consoleMustBeAMultipleOf', { inc });
  }
  return errors;
}

export type BulkCounterPlan<T> = {
  /** Offers a counter at the percentage fits, with the counter price. */
  counter: { offer: T; counterPrice: number; minimumCheckoutQuantity: number }[];
  /** Offers left out: the price would not be strictly between their offer and list. */
  skipped: T[];
};

/** Bulk counter at a percentage of list: each offer's own price, offers it does not fit are left out. */
export function planBulkCounter<T extends CounterOffer>(
  offers: readonly T[],
  percent: number,
): BulkCounterPlan<T> {
  const plan: BulkCounterPlan<T> = { counter: [], skipped: [] };
  for (const offer of offers) {
    const price = priceAtPercent(offer.listPrice, percent);
    const b = counterBounds(offer);
    if (b.canCounter && price >= b.minPrice && price <= b.maxPrice) {
      plan.counter.push({
        offer,
        counterPrice: price,
        minimumCheckoutQuantity: defaultMinimumQuantity(offer),
      });
    } else plan.skipped.push(offer);
  }
  return plan;
}
