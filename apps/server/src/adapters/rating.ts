import { multiplyMinor } from '@portico/domain';

/**
 * The freight rating interface behind real-time shipping methods (Q-037, I-025). A provider answers a
 * freight in minor units for a carrier + service level and a destination, or 'unavailable' when it cannot quote
 * (carrier API down, no rate for the lane). The checkout then marks the method's freight undefined and offers
 * REQUEST_A_QUOTE instead (I-025). No carrier integration exists yet, so the built-in provider is deterministic:
 * base + per-unit by carrier/service level, so tests and the demo can predict the numbers.
 */

export type RatingRequest = {
  tenantId: string;
  shippingMethodCode: string;
  carrier: string;
  carrierServiceLevel: string;
  destination: { country: string; state: string | null; zip: string | null };
  /** Total ordered units of the shipment. */
  units: number;
};

export type RatingQuote = { freight: number };

export interface RatingProvider {
  quote(request: RatingRequest): Promise<RatingQuote | 'unavailable'>;
}

/** RATING_PROVIDER: 'builtin' (default) or 'unavailable' (every quote fails, to exercise the fallback). */
export type RatingProviderKind = 'builtin' | 'unavailable';

/** Minor units (cents at precision 2): [base, per unit]. Keyed `CARRIER|SERVICE LEVEL`, upper-case. */
const BUILT_IN_RATES: Readonly<Record<string, readonly [number, number]>> = {
  'UPS|GROUND': [1_500, 75],
  'UPS|NEXT DAY AIR': [4_500, 250],
  'FEDEX|GROUND': [1_400, 80],
  'FEDEX|PRIORITY OVERNIGHT': [5_000, 275],
  'DHL|EXPRESS WORLDWIDE': [6_000, 300],
};
/** Any other carrier/service level. */
const DEFAULT_RATE: readonly [number, number] = [2_000, 100];

/** Exports (outside the US) cost twice as much: enough to see the destination matter in the demo. */
const EXPORT_FACTOR = 2;

export const builtInRatingProvider: RatingProvider = {
  async quote(request) {
    const key = `${request.carrier.trim().toUpperCase()}|${request.carrierServiceLevel.trim().toUpperCase()}`;
    const [base, perUnit] = BUILT_IN_RATES[key] ?? DEFAULT_RATE;
    const factor = request.destination.country.toUpperCase() === 'US' ? 1 : EXPORT_FACTOR;
    return { freight: (base + multiplyMinor(perUnit, request.units)) * factor };
  },
};

export const unavailableRatingProvider: RatingProvider = {
  async quote() {
    return 'unavailable';
  },
};

export function createRatingProvider(kind: RatingProviderKind = 'builtin'): RatingProvider {
  return kind === 'unavailable' ? unavailableRatingProvider : builtInRatingProvider;
}

/** I-025: how long a carrier quote may take before the checkout falls back to request-a-quote. */
export const DEFAULT_RATING_TIMEOUT_MS = 3_000;

/**
 * I-025: a quote not answered within `ms`, or failing, is 'unavailable' (the method's freight is undefined and
 * request-a-quote is the way to ship); a late answer is dropped. Quotes are always taken outside any
 * transaction, so a slow carrier never holds a row lock.
 */
export function withQuoteTimeout(provider: RatingProvider, ms: number): RatingProvider {
  return {
    async quote(request) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'unavailable'>((resolve) => {
        timer = setTimeout(() => resolve('unavailable'), ms);
        timer.unref();
      });
      try {
        return await Promise.race([
          provider.quote(request).catch((): 'unavailable' => 'unavailable'),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
