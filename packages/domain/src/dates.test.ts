import { afterEach, describe, expect, it } from 'vitest';
import { type DateInput, formatDate, formatDateTime, setDisplayTimeZone } from './dates.ts';

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

describe("setDisplayTimeZone: an app shows times in its tenant's zone (the invoice's and the report's)", () => {
  afterEach(() => setDisplayTimeZone(undefined));
  it.each<[string | undefined, string, string]>([
    ['America/New_York', 'Mar 07, 2025, 09:05 pm EST', 'Mar 07, 2025'],
    ['Asia/Tokyo', 'Mar 08, 2025, 11:05 am GMT+9', 'Mar 08, 2025'],
    // A zone Intl does not know is no zone: the runtime's, never an exception while drawing a page.
    ['Mars/Olympus', formatDateTime('2025-03-08T02:05:00Z'), formatDate('2025-03-08T02:05:00Z')],
  ])('%s', (zone, dateTime, date) => {
    setDisplayTimeZone(zone);
    expect(formatDateTime('2025-03-08T02:05:00Z')).toBe(dateTime);
    expect(formatDate('2025-03-08T02:05:00Z')).toBe(date);
    // A zone named by the caller still wins.
    expect(formatDate('2025-03-08T02:05:00Z', 'UTC')).toBe('Mar 08, 2025');
  });
});
