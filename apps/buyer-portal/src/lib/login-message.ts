import type { Severity } from './notify.ts';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from './storage.ts';
import { createStore } from './store.ts';

/**
 * B-016 / B-017 / B-022 / B-030: a message stored before the sign-in page loads (logout, a 403, a finished
 * password reset, a wrong-website sign-in) and shown there as a snackbar. `key` is a dictionary key, so the
 * text follows the tenant's dictionary; `link` makes the template variant whose `{website}` is a link.
 */
export type LoginMessage = {
  key?: string;
  text?: string;
  params?: Record<string, string>;
  severity: Severity;
  link?: { param: string; href: string };
};

export const loginMessageStore = createStore<LoginMessage | undefined>(readJson(STORAGE_KEYS.loginMessage));

export function setLoginMessage(message: LoginMessage): void {
  writeJson(STORAGE_KEYS.loginMessage, message);
  loginMessageStore.set(message);
}

export function takeLoginMessage(): LoginMessage | undefined {
  const m = loginMessageStore.get();
  removeKey(STORAGE_KEYS.loginMessage);
  loginMessageStore.set(undefined);
  return m;
}
