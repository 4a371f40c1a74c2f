import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';
import { displayLocale, formatCount, setDisplayLanguage } from './i18n.ts';
import { formatMoney } from './money.ts';

/** amounts and dates follow the tenant's language; English keeps the spec's formats (A-033, P-035). */
afterEach(() => setDisplayLanguage(undefined));

const AT = '2025-03-07T20:05:00Z';

describe('displayLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['en', 'en-US'],
    ['es', 'es'],
    ['es-mx', 'es-MX'],
    ['not a tag!', 'en-US'],
  ])('%s → %s', (language, locale) => expect(displayLocale(language)).toBe(locale));
});

describe('the display language', () => {
  it('leaves English as the spec writes it', () => {
    expect(formatMoney(5000, { symbol: '$' })).toBe('$5,000.00');
    expect(formatDateTime(AT, 'America/New_York')).toBe('Mar 07, 2025, 03:05 pm EST');
    expect(formatDate(AT, 'America/New_York')).toBe('Mar 07, 2025');
    expect(formatCount(45_707)).toBe('45,707');
  });

  it('writes amounts and dates the Spanish way once the portal sets es', () => {
    setDisplayLanguage('es');
    expect(formatCount(45_707)).toBe('45.707');
    expect(formatMoney(12_345.5, { symbol: '$' })).toMatch(/^12\.345,50\s\$$/);
    expect(formatDate(AT, 'America/New_York')).toBe('07 mar 2025');
    expect(formatDateTime(AT, 'America/New_York')).toMatch(/^07 mar 2025, 15:05/);
  });

  it('an explicit locale wins over the display language (the server writes per tenant)', () => {
    setDisplayLanguage('es');
    expect(formatMoney(5000, { symbol: '$', locale: 'en' })).toBe('$5,000.00');
    expect(formatDate(AT, 'America/New_York', 'en-US')).toBe('Mar 07, 2025');
  });
});
