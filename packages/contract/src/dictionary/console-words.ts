import type { I18nEntry } from '../i18n.ts';

const e = (i18n_value: string, i18n_value_plural?: string): I18nEntry =>
  i18n_value_plural === undefined ? { i18n_value } : { i18n_value, i18n_value_plural };

/**
 * The seller console's Words page (A-010, A-011; docs/decisions/020): the tenant's own text of the portal's
 * dictionary keys, per language. Spread into CONSOLE_DICTIONARY; keys start with `consoleWords`.
 */
export const CONSOLE_WORDS_DICTIONARY = {
  consoleWords: e('Words'),
  consoleWordsIntro: e(
    'Every text of the buyer portal, in each language Portico ships. Change a text to your own words; a change reaches open portals at once.',
  ),
  consoleWordsLanguage: e('Language'),
  consoleWordsLanguageen: e('English'),
  consoleWordsLanguagees: e('Spanish'),
  consoleWordsPortalSpeaks: e('Your portal speaks {language}.'),
  consoleWordsSearch: e('Search keys and texts'),
  consoleWordsOnlyChanged: e('Only my changes'),
  consoleWordsList: e('Words'),
  consoleWordsLoading: e('Loading the words'),
  consoleWordsNoneFound: e('No words match'),
  consoleWordsNoneFoundText: e('Try another part of the key or of the text.'),
  consoleWordsKey: e('Key'),
  consoleWordsDefault: e('Default text'),
  consoleWordsYours: e('Your text'),
  consoleWordsUsesDefault: e('Uses the default'),
  consoleWordsPluralPrefix: e('Plural: {text}'),
  consoleWordsEdit: e('Edit'),
  consoleWordsEditKey: e('Edit {key}'),
  consoleWordsReset: e('Reset to default'),
  consoleWordsResetKey: e('Reset to default: {key}'),
  consoleWordsEditTitle: e('Edit {key}'),
  consoleWordsText: e('Text'),
  consoleWordsPlural: e('Plural form (when the count is not 1)'),
  consoleWordsParameters: e('Parameters you can use: {parameters}'),
  consoleWordsNoParameters: e('This text takes no parameters.'),
  consoleWordsSave: e('Save'),
  consoleWordsSaved: e('Saved: the portal now reads your text'),
  consoleWordsResetDone: e('Back to the default text'),
  consoleWordsCouldNotLoad: e('The words could not be loaded.'),
} as const satisfies Record<string, I18nEntry>;
