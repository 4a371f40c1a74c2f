/**
 * Order numbers like `PXSTKL0000347` (DESIGN §6): the tenant's prefix, then the tenant's order
 * sequence zero-padded to 7 digits — the width of the spec's only example. Numbers past 9 999 999 keep all
 * their digits (the width is a minimum, never a truncation), so numbers stay unique.
 */

export const ORDER_NUMBER_DIGITS = 7;
const PREFIX = /^[A-Z][A-Z0-9]*$/;

export function formatOrderNumber(prefix: string, n: number): string {
  if (!PREFIX.test(prefix))
    throw new RangeError(`order number prefix must be upper-case letters/digits, got '${prefix}'`);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`order sequence must be a positive integer, got ${n}`);
  return `${prefix}${String(n).padStart(ORDER_NUMBER_DIGITS, '0')}`;
}

/** The sequence number of an order number with this prefix, or undefined when it is not one. */
export function parseOrderNumber(prefix: string, value: string): number | undefined {
  const text = value.trim().toUpperCase();
  if (!text.startsWith(prefix) || text.length < prefix.length + ORDER_NUMBER_DIGITS) return undefined;
  const digits = text.slice(prefix.length);
  if (!/^\d+$/.test(digits)) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/**
 * K-006, Q-048: a pasted list of order numbers (comma, semicolon, space or newline separated) → the distinct
 * terms, in order, upper-cased (order numbers are upper-case; references are matched case-insensitively).
 */
export function splitOrderSearch(text: string): string[] {
  return [...new Set(splitOrderSearchAsTyped(text).map((t) => t.toUpperCase()))];
}

/**
 * The same terms as typed (distinct, case kept): the desk matches each against the order number in capitals and
 * the reference — the buyer's own text — as typed or in capitals, by their indexes.
 */
export function splitOrderSearchAsTyped(text: string): string[] {
  const terms = text
    .split(/[\s,;]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return [...new Set(terms)];
}
