/** Display helpers of the offers screens: quantities, % of list, an offer's age (money: useMoney). */

export const formatQuantity = (n: number): string => n.toLocaleString('en-US');

/** The offer as a whole-number percentage of list ('82%'); '—' without a list price. */
export function percentOfList(price: number, listPrice: number): string {
  if (!(listPrice > 0)) return '—';
  return `${Math.round((price / listPrice) * 100)}%`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, short: 'just now', '5 min ago', '2 h ago', '3 d ago'; '' for a bad date. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const ms = Math.max(0, now - t);
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  return `${Math.floor(ms / DAY)} d ago`;
}

/** '24 hours', '1 hour', '3 days' (whole days only when exact), for settings summaries. */
export function formatHours(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** 'offer' / 'offers' after a count. */
export const offersWord = (n: number): string => (n === 1 ? '1 offer' : `${formatQuantity(n)} offers`);
