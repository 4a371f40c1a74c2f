/** The default English dictionary; the status label keys are in status-keys.ts. */

import type { I18nEntry } from '../i18n.ts';
import { portalDictionary } from './portal.ts';
import { specDictionary } from './spec.ts';

/**
 * The default English dictionary: every UI string of both spec documents (spec.ts) plus the portal's
 * own labels (portal.ts). Tenant overrides from saas-i18n sit on top.
 */
export const DEFAULT_DICTIONARY: Record<string, I18nEntry> = { ...specDictionary, ...portalDictionary };
