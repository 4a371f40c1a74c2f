/**
 * An invoice's due date (L-007, Q-052; docs/decisions/029): an order paid by a method with terms (its dueDays, e.g.
 * Net 30) is due that many days after the invoice date; a paid order, or a method without terms, has none.
 */

const DAY_MS = 24 * 3_600_000;

export function invoiceDueDate(invoiceDate: Date, dueDays: number | null, paid: boolean): Date | null {
  if (paid || dueDays === null || !Number.isInteger(dueDays) || dueDays < 0) return null;
  return new Date(invoiceDate.getTime() + dueDays * DAY_MS);
}
