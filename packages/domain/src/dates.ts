/**
 * A-033 / P-035: dates display as 'MMM dd, yyyy, hh:mm am/pm' followed by a time zone abbreviation,
 * e.g. 'Mar 07, 2025, 03:05 pm EST'. Intl supplies the abbreviation (where the locale has none it answers
 * an offset such as 'GMT+1').
 */

import { displayLocale } from './i18n.ts';

export type DateInput = Date | string | number | null | undefined;

const toDate = (input: DateInput): Date | undefined => {
  if (input === null || input === undefined || input === '') return undefined;
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

function parts(date: Date, timeZone: string | undefined) {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatter(timeZone).formatToParts(date)) out[p.type] = p.value;
  return out;
}

const localFormatters = new Map<string, Intl.DateTimeFormat>();
/** Another language: the same fields, in the order and words Intl gives that locale. */
function localFormat(date: Date, locale: string, timeZone: string | undefined, withTime: boolean): string {
  const key = `${locale}|${timeZone ?? ''}|${withTime}`;
  let f = localFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } : {}),
      ...(timeZone ? { timeZone } : {}),
    } as Intl.DateTimeFormatOptions);
    localFormatters.set(key, f);
  }
  return f.format(date);
}

let displayZone: string | undefined;

/**
 * The zone dates are shown in when a caller names none: the seller console sets its tenant's (the zone of its
 * invoices and daily report), so staff in different places read one clock. Undefined, or a zone Intl does not
 * know: the runtime's.
 */
export function setDisplayTimeZone(timeZone: string | undefined): void {
  if (timeZone) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      displayZone = undefined;
      return;
    }
  }
  displayZone = timeZone || undefined;
}

/**
 * 'MMM dd, yyyy, hh:mm am/pm TZ'; '' for a missing or invalid date. `timeZone` defaults to the display zone
 * (setDisplayTimeZone), else the runtime's. In
 * another display language than English (domain i18n setDisplayLanguage, or `locale`), Intl's words and order.
 */
export function formatDateTime(
  input: DateInput,
  timeZone: string | undefined = displayZone,
  locale = displayLocale(),
): string {
  const date = toDate(input);
  if (!date) return '';
  if (locale !== 'en-US') return localFormat(date, locale, timeZone, true);
  const p = parts(date, timeZone);
  const hour = (p.hour ?? '').padStart(2, '0');
  const ampm = (p.dayPeriod ?? '').toLowerCase();
  const zone = p.timeZoneName ? ` ${p.timeZoneName}` : '';
  return `${p.month} ${p.day}, ${p.year}, ${hour}:${p.minute} ${ampm}${zone}`;
}

/** 'MMM dd, yyyy' (e.g. the grace period end, shown as a date); '' for a missing or invalid date. */
export function formatDate(
  input: DateInput,
  timeZone: string | undefined = displayZone,
  locale = displayLocale(),
): string {
  const date = toDate(input);
  if (!date) return '';
  if (locale !== 'en-US') return localFormat(date, locale, timeZone, false);
  const p = parts(date, timeZone);
  return `${p.month} ${p.day}, ${p.year}`;
}
