/**
 * The languages the portal ships whole (docs/decisions/020); a tenant's config language picks one. Apart from the
 * dictionaries themselves, so a schema naming the languages (brand.ts, words.ts) pulls in no dictionary.
 */
export const SHIPPED_LANGUAGES = ['en', 'es'] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];
export const isShippedLanguage = (language: string): language is ShippedLanguage =>
  (SHIPPED_LANGUAGES as readonly string[]).includes(language);
