import type { SaasI18n } from '@portico/contract';
import { CONSOLE_DICTIONARY } from '@portico/contract/dictionary/console';
import { DEFAULT_DICTIONARY } from '@portico/contract/dictionary/index';
import { I18N_OPTIONS, toResources } from '@portico/web-kit';
import i18next from 'i18next';

/**
 * The console's words, as the portal's: i18next over the bundled English dictionary (the spec's and the
 * portal's keys, and the console's own in CONSOLE_DICTIONARY), with the tenant's saas-i18n on top once it is in.
 * The console renders its screens only after that (TenantConfigProvider), so a plain t() reads the tenant's
 * words; nothing here needs React.
 */
const defaults = toResources({ ...DEFAULT_DICTIONARY, ...CONSOLE_DICTIONARY });
const instance = i18next.createInstance();
void instance.init({ ...I18N_OPTIONS, lng: 'en', resources: { en: { translation: defaults } } });

export type ConsoleKey = keyof typeof CONSOLE_DICTIONARY;

/** The text of a console key (or a spec key, such as a server messageCode), `{name}` placeholders filled. */
export function t(key: ConsoleKey | (string & {}), params?: Record<string, string | number>): string {
  return instance.t(key, params ?? {});
}

/** Whether the dictionary knows a key (a server messageCode, for instance). */
export const hasText = (key: string): boolean => instance.exists(key);

/** Puts the tenant's words (saas-i18n, A-011) over the defaults and switches to the tenant's language. */
export function applyTenantDictionary(language: string, dictionaries: SaasI18n | undefined): void {
  for (const [lng, entries] of Object.entries(dictionaries ?? {})) {
    instance.addResourceBundle(lng, 'translation', { ...defaults, ...toResources(entries) }, true, true);
  }
  void instance.changeLanguage(language);
}
