/** Display helpers of the offers screens: quantities, % of list, an offer's age (money: useMoney). */

import { t } from '../../../lib/i18n.ts';

export const formatQuantity = (n: number): string => n.toLocaleString('en-US');

/** The offer as a whole-number percentage of list ('82%'); '—' without a list price. */
/** What an offer is worth: its price times its quantity, in cents first so 0.1 × 3 is 0.3, not 0.30000000000000004. */
export const offerTotal = (o: { offerPrice: number; offerQuantity: number }): number =>
  Math.round(o.offerPrice * 100 * o.offerQuantity) / 100;

export function percentOfList(price: number, listPrice: number): string {
  if (!(listPrice > 0)) return '—';
  return `${Math.round((price / listPrice) * 100)}%`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, short: 'just now', '5 min ago', '2 h ago', '3 d ago'; '' for a bad date. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ms = Math.max(0, now - at);
  if (ms < MINUTE) return t('consoleAgeJustNow');
  if (ms < HOUR) return t('consoleAgeMinutes', { n: Math.floor(ms / MINUTE) });
  if (ms < DAY) return t('consoleAgeHours', { n: Math.floor(ms / HOUR) });
  return t('consoleAgeDays', { n: Math.floor(ms / DAY) });
}

/** '24 hours', '1 hour', '3 days' (whole days only when exact), for settings summaries. */
export function formatHours(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return t('consoleDayCount', { count: days, n: days });
  }
  return t('consoleHourCount', { count: hours, n: hours });
}

/** 'offer' / 'offers' after a count. */
export const offersWord = (n: number): string => t('consoleOfferCount', { count: n, n: formatQuantity(n) });
