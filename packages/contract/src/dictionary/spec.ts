import type { I18nEntry } from '../i18n.ts';

/** Every UI string of the two spec documents, verbatim (typos included). */
export const specDictionary: Record<string, I18nEntry> = {
  incorrectUsernameOrPassword: { i18n_value: 'Incorrect username or password' },
};
