/** The default English dictionary and the status label keys. */

import type { I18nEntry } from '../i18n.ts';
import { portalDictionary } from './portal.ts';
import { specDictionary } from './spec.ts';

export { OFFER_STATE_SECTION_KEYS, OFFER_STATUS_LABEL_KEYS, ORDER_STATUS_LABEL_KEYS } from './spec.ts';

/**
 * The default English dictionary: every UI string of both spec documents (spec.ts) plus the portal's
 * own labels (portal.ts). Tenant overrides from saas-i18n sit on top.
 */
export const DEFAULT_DICTIONARY: Record<string, I18nEntry> = { ...specDictionary, ...portalDictionary };
