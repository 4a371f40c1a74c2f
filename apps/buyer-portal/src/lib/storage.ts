/**
 * local storage holds the site config, the authorities map and the side-menu items. Everything the
 * portal keeps on the device goes through these keys, so logout (B-022, Q-072) knows what it clears.
 */
export const STORAGE_KEYS = {
  siteConfig: 'portico.siteConfig',
  authorities: 'portico.authorities',
  sideMenu: 'portico.sideMenu',
  /** B-016: a message for the sign-in page, written just before it loads. */
  loginMessage: 'portico.loginMessage',
  /** B-015: where a signed-out user was headed. */
  returnTo: 'portico.returnTo',
  /** The light/dark choice is a device preference, not session data: it survives logout. */
  colorMode: 'portico.colorMode',
} as const;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

const local = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frames): the portal still works without it.
    return undefined;
  }
};

export function readJson<T>(key: string): T | undefined {
  const raw = local()?.getItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    local()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: the cache is an optimisation only.
  }
}

export function removeKey(key: string): void {
  local()?.removeItem(key);
}

/**
 * B-022 / Q-072: logout clears local storage and the local database (IndexedDB caches of stock and offers).
 * The colour-mode choice is put back, because it belongs to the device rather than to the signed-in user.
 */
export async function clearLocalData(): Promise<void> {
  const store = local();
  const colorMode = store?.getItem(STORAGE_KEYS.colorMode);
  store?.clear();
  if (colorMode) store?.setItem(STORAGE_KEYS.colorMode, colorMode);
  try {
    sessionStorage.clear();
  } catch {
    // Blocked storage: nothing to clear.
  }
  const idb = globalThis.indexedDB;
  if (!idb || typeof idb.databases !== 'function') return;
  try {
    const dbs = await idb.databases();
    await Promise.all(
      dbs.map(
        (db) =>
          new Promise<void>((resolve) => {
            if (!db.name) return resolve();
            const req = idb.deleteDatabase(db.name);
            req.onsuccess = req.onerror = req.onblocked = () => resolve();
          }),
      ),
    );
  } catch {
    // A browser without databases(): nothing we created can be listed, so nothing to clear.
  }
}
