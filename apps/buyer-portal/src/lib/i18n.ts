import type { I18nEntry } from '@portico/contract';
import type { Translate } from '@portico/domain';
import { I18N_OPTIONS, type Resources, toOptions, toResources } from '@portico/web-kit';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getSaasI18n } from '../features/config/api/get-saas-i18n.ts';
import { siteConfigStore } from './site-config.ts';

/**
 * i18next fed by saas-i18n. Each entry becomes `key` (singular) and `key_other`
 * (i18n_value_plural), so t(key, { count }) picks the plural form when the count is not 1. Placeholders are
 * the dictionary's own `{name}` / `{1}`; the bundled English dictionary fills keys a tenant lacks.
 */
export { toOptions, toResources };

/**
 * i18next loads on demand (P10): boot fetches it in parallel with saas-config and saas-i18n and renders nothing
 * translated before it is in. The bundled English dictionary loads only when the words given are not known to be
 * complete: the page's saas-i18n answer is the server's shipped dictionary plus the tenant's words, so when the
 * server ships the same dictionary as this build (`complete`), the bundled copy would add nothing.
 */
let instance: I18n | undefined;
let loadingI18next: Promise<I18n> | undefined;
let loadingDictionary: Promise<Readonly<Record<string, I18nEntry>>> | undefined;
const loadI18next = () => (loadingI18next ??= import('i18next').then((m) => m.default));
const loadDictionary = () =>
  // The dictionary module alone: the package index would bring every zod schema along.
  (loadingDictionary ??= import('@portico/contract/dictionary/index').then((m) => m.DEFAULT_DICTIONARY));

type Dictionaries = Readonly<Record<string, Record<string, I18nEntry>>> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Calls run one after another, so the early English init and boot's tenant init never interleave. `complete`:
 * the dictionaries' English holds every key of the bundled dictionary (see above).
 */
export function initI18n(language: string, dictionaries: Dictionaries, complete = false): Promise<I18n> {
  const next = queue.then(() => initNow(language, dictionaries, complete && !!dictionaries?.en));
  queue = next.catch(() => undefined);
  return next;
}

async function initNow(language: string, dictionaries: Dictionaries, complete: boolean): Promise<I18n> {
  const [i18next, bundled] = await Promise.all([loadI18next(), complete ? {} : loadDictionary()]);
  const tenant = dictionaries?.[language] ?? dictionaries?.en ?? {};
  const resources: Record<string, { translation: Resources }> = {
    en: { translation: toResources({ ...bundled, ...(dictionaries?.en ?? {}) }) },
  };
  if (language !== 'en') {
    resources[language] = { translation: toResources({ ...bundled, ...tenant }) };
  }
  const options = { ...I18N_OPTIONS, lng: language, resources };
  if (i18next.isInitialized) {
    for (const [lng, { translation }] of Object.entries(resources)) {
      i18next.addResourceBundle(lng, 'translation', translation, true, true);
    }
    await i18next.changeLanguage(language);
    return i18next;
  }
  await i18next.use(initReactI18next).init(options);
  instance = i18next;
  return i18next;
}

/** Whether i18next is initialised: before that, useTranslation warns (NO_I18NEXT_INSTANCE) and shows keys. */
export function isI18nReady(): boolean {
  return instance !== undefined;
}

/** Settles when the inits asked for so far are done (the first one loads i18next itself). */
export async function whenI18nReady(): Promise<void> {
  await queue;
}

/** The Translate of @portico/domain over i18next: undefined for an unknown key (O-001 step 1). */
export const i18nTranslate: Translate = (key, params, count) => {
  const i18next = instance;
  if (!i18next?.exists(key)) return undefined;
  const options: Record<string, unknown> = toOptions(params);
  if (count !== undefined) {
    options.count = count;
    options.n ??= count;
  }
  return i18next.t(key, options);
};

/**
 * the seller changed the tenant's words ('words.changed'): saas-i18n is read again and every screen
 * re-renders with it, in the language the config names.
 */
export async function reloadWords(): Promise<void> {
  const dictionaries = await getSaasI18n();
  if (!dictionaries) return;
  await initI18n(siteConfigStore.get()?.language || 'en', dictionaries);
}
