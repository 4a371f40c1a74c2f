import { AccountChangedData } from '@portico/contract';
import { useEffect } from 'react';
import { getAuthorities } from '../features/account/api/get-authorities.ts';
import { getUserInfo } from '../features/account/api/get-user-info.ts';
import { setAccess } from '../lib/authorities.ts';
import { onLiveEvent } from '../lib/live-updates.ts';
import { buildSideMenu, toAuthoritiesMap } from '../lib/menu.ts';
import { sessionStore } from '../lib/session.ts';
import { siteConfigStore } from '../lib/site-config.ts';
import { signOut } from './session-actions.ts';

/**
 * The seller changed this buyer's account in the console (modules/buyers-admin publishes account.changed on the
 * buyer's stream): authorities, status or profile are re-read at once, so a revoked CAN_BUY_ONLINE takes the Buy
 * buttons and the Cart away without a reload (B-033); a deactivation or a staff password reset signs the portal
 * out, the reset with the admin reset message on the login page (B-017). A `resync` (the stream missed events)
 * re-reads them too.
 */
export async function refreshAccount(): Promise<void> {
  if (sessionStore.get().status !== 'signedIn') return;
  const [list, user] = await Promise.all([getAuthorities(), getUserInfo()]);
  const map = toAuthoritiesMap(list);
  setAccess(map, buildSideMenu(map, siteConfigStore.get()?.side_menu_display));
  if (sessionStore.get().status === 'signedIn') sessionStore.set({ status: 'signedIn', user });
}

export async function handleAccountChanged(data: unknown): Promise<void> {
  const parsed = AccountChangedData.safeParse(data);
  if (parsed.success && parsed.data.signedOut) {
    if (sessionStore.get().status !== 'signedIn') return;
    await signOut({
      callServer: false,
      message:
        parsed.data.reason === 'passwordReset'
          ? { key: 'adminPasswordReset', severity: 'success' }
          : { key: 'accountDeactivated', severity: 'error' },
    });
    return;
  }
  // A failure (the session ended meanwhile) is handled by the API client: signed out, or shown as a toast.
  await refreshAccount().catch(() => undefined);
}

/** Mounted once in the signed-in shell, beside useLiveUpdates. */
export function useLiveAccount(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const offChanged = onLiveEvent('account.changed', (data) => void handleAccountChanged(data));
    const offResync = onLiveEvent('resync', () => void refreshAccount().catch(() => undefined));
    return () => {
      offChanged();
      offResync();
    };
  }, [enabled]);
}
