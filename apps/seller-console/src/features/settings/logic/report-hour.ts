/** The 24 send hours as the console offers them: 0 → '00:00', 13 → '13:00'. */
export const REPORT_HOURS = Array.from({ length: 24 }, (_, h) => h);

export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** The time of day now in `timeZone` ('14:05'), so a seller sees what the hour means there; '' if unknown. */
export function timeNowIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(now)
      .replace(/^24/, '00');
  } catch {
    return '';
  }
}
