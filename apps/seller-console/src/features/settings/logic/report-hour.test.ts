import { describe, expect, it } from 'vitest';
import { hourLabel, REPORT_HOURS, timeNowIn } from './report-hour.ts';

describe('daily report send hour (Q-064)', () => {
  it('offers every hour of the day, written as a 24-hour time', () => {
    expect(REPORT_HOURS).toHaveLength(24);
    expect(REPORT_HOURS.map(hourLabel).slice(0, 2)).toEqual(['00:00', '01:00']);
    expect(hourLabel(23)).toBe('23:00');
  });

  it('tells the time now in the chosen zone, and nothing for a zone it does not know', () => {
    const at = new Date('2026-03-01T03:30:00Z');
    expect(timeNowIn('America/New_York', at)).toBe('22:30');
    expect(timeNowIn('Asia/Tokyo', at)).toBe('12:30');
    expect(timeNowIn('UTC', new Date('2026-03-01T00:05:00Z'))).toBe('00:05');
    expect(timeNowIn('Not/AZone', at)).toBe('');
  });
});
