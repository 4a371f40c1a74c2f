/**
 * Dictionary helpers. Pure, so the server, the buyer portal and the seller console
 * translate alike. Dictionary values write placeholders as `{name}` or `{1}`; the spec's own `${1}` form is
 * accepted too.
 */

export type I18nEntryLike = { i18n_value: string; i18n_value_plural?: string | undefined };
export type DictionaryLike = Readonly<Record<string, I18nEntryLike | undefined>>;
/** Named values, or positional ones where index 0 fills `{1}`. */
export type I18nParams = Readonly<Record<string, string | number>> | readonly (string | number)[];
/** Answers the translated text, or undefined when the dictionary does not know the key. */
export type Translate = (key: string, params?: I18nParams, count?: number) => string | undefined;

const PLACEHOLDER = /\$?\{([A-Za-z0-9_]+)\}/g;

/** Replaces `{name}` / `{1}` (and `${1}`) with params; unknown placeholders are left as they are. */
export function interpolate(template: string, params?: I18nParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    let value: string | number | undefined;
    if (Array.isArray(params)) {
      const index = Number(name);
      value = Number.isInteger(index) && index >= 1 ? params[index - 1] : undefined;
    } else {
      value = Object.hasOwn(params, name) ? (params as Record<string, string | number>)[name] : undefined;
    }
    return value === undefined ? whole : String(value);
  });
}

/** the plural form when the count is not 1 (and one exists), otherwise the singular. */
export function pickForm(entry: I18nEntryLike, count?: number): string {
  if (count !== undefined && count !== 1 && entry.i18n_value_plural) return entry.i18n_value_plural;
  return entry.i18n_value;
}

/**
 * A translate function over one dictionary. With a count, `{count}` and `{n}` are filled with it unless the
 * params say otherwise.
 */
export function createTranslate(dictionary: DictionaryLike): Translate {
  return (key, params, count) => {
    if (!Object.hasOwn(dictionary, key)) return undefined;
    const entry = dictionary[key];
    if (!entry) return undefined;
    const text = pickForm(entry, count);
    if (count === undefined || Array.isArray(params)) return interpolate(text, params);
    return interpolate(text, { count, n: count, ...(params as Record<string, string | number> | undefined) });
  };
}

/** Layers tenant overrides on top of a default dictionary. */
export function mergeDictionaries<T extends I18nEntryLike>(
  base: Readonly<Record<string, T>>,
  ...overrides: (Readonly<Record<string, T>> | undefined)[]
): Record<string, T> {
  return Object.assign({}, base, ...overrides);
}

/**
 * The Intl locale of a tenant language (config language): 'en' (and none) is en-US, which the spec's formats
 * are written in; any other valid tag is used as it is ('es', 'es-MX'); an invalid one falls back to en-US.
 */
export function displayLocale(language: string | undefined = displayLanguage): string {
  if (!language || language === 'en') return 'en-US';
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

let displayLanguage: string | undefined;

/**
 * The buyer portal speaks one tenant's language per page: it sets it once from saas-config, and every
 * amount and date it shows (formatMoney, formatDateTime, formatDate) then follows it without each screen passing
 * it. The server never sets it (it passes `locale` where it writes words), so it stays en-US there.
 */
export function setDisplayLanguage(language: string | undefined): void {
  displayLanguage = language;
}

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count or quantity as the display language writes it ('45,707' in English, '45.707' in Spanish), through one
 * cached formatter per locale (P9: toLocaleString is slow on the stock cards).
 */
export function formatCount(n: number, locale = displayLocale()): string {
  let f = countFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    countFormats.set(locale, f);
  }
  return f.format(n);
}

const fixedFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number with exactly `digits` decimals as the display language writes it ('0.50' in English, '0,50' in
 * Spanish): a percent of the late-payment terms (L-066), for instance.
 */
export function formatFixed(n: number, digits: number, locale = displayLocale()): string {
  const key = `${locale}|${digits}`;
  let f = fixedFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    fixedFormats.set(key, f);
  }
  return f.format(n);
}

/** Whether the display language writes decimals with a comma ('1,5' in Spanish), as its amount fields accept. */
export function displayUsesDecimalComma(locale = displayLocale()): boolean {
  const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
  return parts.find((p) => p.type === 'decimal')?.value === ',';
}
