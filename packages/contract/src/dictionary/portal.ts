import type { I18nEntry } from '../i18n.ts';

/** Labels the portal needs that the spec does not spell out (menu names, field labels, …). */
export const portalDictionary: Record<string, I18nEntry> = {};
