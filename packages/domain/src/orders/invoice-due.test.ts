import { describe, expect, it } from 'vitest';
import { invoiceDueDate } from './invoice-due.ts';

const invoiced = new Date('2026-11-28T15:00:00.000Z');

describe('invoiceDueDate', () => {
  it.each([
    ['Net 30, unpaid', 30, false, '2026-12-28T15:00:00.000Z'],
    ['due on the invoice date (0 days), unpaid', 0, false, '2026-11-28T15:00:00.000Z'],
    ['Net 60 across the year end', 60, false, '2027-01-27T15:00:00.000Z'],
    ['Net 30, already paid', 30, true, null],
    ['no terms (wire), unpaid', null, false, null],
    ['no terms, paid', null, true, null],
    ['a negative or fractional count is no term', -1, false, null],
    ['a fractional count is no term', 1.5, false, null],
  ] as const)('%s', (_, days, paid, due) => {
    expect(invoiceDueDate(invoiced, days, paid)?.toISOString() ?? null).toBe(due);
  });
});
