import type { I18nEntry } from '../i18n.ts';
import { portalDictionaryEs } from './es-portal.ts';
import { specDictionaryEs } from './es-spec.ts';
import { DEFAULT_DICTIONARY } from './index.ts';
import { isShippedLanguage, type ShippedLanguage } from './shipped-languages.ts';

/**
 * The languages the portal ships whole (docs/decisions/020). Apart from index.ts, so the portal, which gets its
 * words from saas-i18n, does not download the Spanish dictionary with the English fallback it bundles.
 */

/** The portal's Spanish dictionary: every key of DEFAULT_DICTIONARY (es.test.ts), same placeholders. */
export const SPANISH_DICTIONARY: Record<string, I18nEntry> = { ...specDictionaryEs, ...portalDictionaryEs };

const SHIPPED: Record<ShippedLanguage, Record<string, I18nEntry>> = {
  en: DEFAULT_DICTIONARY,
  // A key added in English before its translation still reads, in English.
  es: { ...DEFAULT_DICTIONARY, ...SPANISH_DICTIONARY },
};

/**
 * The shipped dictionary of a language tag ('es', 'es-MX' → Spanish), English for a language Portico does not
 * ship, so a key always reads.
 */
export function shippedDictionary(language: string): Record<string, I18nEntry> {
  const primary = language.toLowerCase().split('-')[0] ?? 'en';
  return isShippedLanguage(primary) ? SHIPPED[primary] : DEFAULT_DICTIONARY;
}
