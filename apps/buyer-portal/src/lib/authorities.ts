import { type AuthoritiesMap, INITIAL_MENU, type MenuKey, parseStoredMenu } from './menu.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';
import { createStore, useStore } from './store.ts';

/**
 * B-033 / B-047 / A-013: the authorities map and the side menu built from it, cached in local storage so a
 * reload shows the right menu before the authorities call answers.
 */
export type Access = { authorities: AuthoritiesMap; menu: MenuKey[]; isLoaded: boolean };

const initial = (): Access => {
  const authorities = readJson<AuthoritiesMap>(STORAGE_KEYS.authorities);
  const menu = parseStoredMenu(readJson(STORAGE_KEYS.sideMenu));
  return {
    authorities: authorities && typeof authorities === 'object' ? authorities : {},
    menu: menu ?? [...INITIAL_MENU],
    isLoaded: false,
  };
};

export const accessStore = createStore<Access>(initial());

export function setAccess(authorities: AuthoritiesMap, menu: MenuKey[]): void {
  writeJson(STORAGE_KEYS.authorities, authorities);
  writeJson(STORAGE_KEYS.sideMenu, menu);
  accessStore.set({ authorities, menu, isLoaded: true });
}

export function resetAccess(): void {
  accessStore.set({ authorities: {}, menu: [...INITIAL_MENU], isLoaded: false });
}

export const useAccess = (): Access => useStore(accessStore);

export const useAuthority = (name: string): boolean => useStore(accessStore).authorities[name] === true;
