import { describe, expect, it } from 'vitest';
import { type DateInput, formatDate, formatDateTime } from './dates.ts';

describe('formatDateTime (A-033)', () => {
  it.each<[DateInput, string | undefined, string]>([
    ['2025-03-07T20:05:00Z', 'America/New_York', 'Mar 07, 2025, 03:05 pm EST'],
    ['2025-07-04T16:30:00Z', 'America/New_York', 'Jul 04, 2025, 12:30 pm EDT'],
    ['2025-01-01T00:00:00Z', 'UTC', 'Jan 01, 2025, 12:00 am UTC'],
    ['2025-12-31T23:59:00Z', 'America/Los_Angeles', 'Dec 31, 2025, 03:59 pm PST'],
    [Date.UTC(2024, 1, 29, 9, 7), 'UTC', 'Feb 29, 2024, 09:07 am UTC'],
    [new Date('2025-06-01T10:00:00Z'), 'Europe/Berlin', 'Jun 01, 2025, 12:00 pm GMT+2'],
    ['not a date', 'UTC', ''],
    [null, 'UTC', ''],
    ['', undefined, ''],
  ])('%j in %s', (input, tz, expected) => {
    expect(formatDateTime(input, tz)).toBe(expected);
  });

  it('matches the shape in the runtime zone', () => {
    expect(formatDateTime(new Date())).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} (am|pm) \S+/);
  });
});

describe('formatDate', () => {
  it.each<[DateInput, string]>([
    ['2025-03-07T20:05:00Z', 'Mar 07, 2025'],
    ['2025-03-08T02:05:00Z', 'Mar 07, 2025'],
    ['bad', ''],
  ])('%j', (input, expected) => {
    expect(formatDate(input, 'America/New_York')).toBe(expected);
  });
});
