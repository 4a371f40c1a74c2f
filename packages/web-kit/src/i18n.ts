import type { I18nEntry } from '@portico/contract';
import type { I18nParams } from '@portico/domain';

/**
 * both apps feed i18next from saas-i18n the same way. Each entry becomes `key` (singular)
 * and `key_other` (i18n_value_plural), so t(key, { count }) picks the plural form when the count is not 1.
 * Placeholders are the dictionary's own `{name}` / `{1}`.
 */
export type Resources = Record<string, string>;

export function toResources(entries: Readonly<Record<string, I18nEntry | undefined>>): Resources {
  const out: Resources = {};
  for (const [key, entry] of Object.entries(entries)) {
    if (!entry) continue;
    out[key] = entry.i18n_value;
    if (entry.i18n_value_plural) {
      out[`${key}_other`] = entry.i18n_value_plural;
      // Spanish (and other languages) count a million and up as CLDR 'many': the plural form too.
      out[`${key}_many`] = entry.i18n_value_plural;
    }
  }
  return out;
}

/** Positional params fill `{1}`, `{2}`…; i18next reads them as named options '1', '2'. */
export function toOptions(params?: I18nParams): Record<string, string | number> {
  if (!params) return {};
  if (Array.isArray(params)) {
    const out: Record<string, string | number> = {};
    params.forEach((v, i) => {
      out[String(i + 1)] = v;
    });
    return out;
  }
  return { ...(params as Record<string, string | number>) };
}

/** The i18next options both apps share: flat keys, `{name}` placeholders, inline resources read at once. */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  keySeparator: false as const,
  nsSeparator: false as const,
  // The dictionary writes `{name}`; React escapes on render.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
  // Resources are inline: initialise synchronously so t() works on the very first render.
  initAsync: false,
  showSupportNotice: false,
};
