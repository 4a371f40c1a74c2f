import { refreshSession } from '@portico/web-kit';
import { clearIdToken, onTokenRefreshDue, setIdToken } from '@portico/web-session';
import type { QueryClient } from '@tanstack/react-query';
import { getAuthorities } from '../features/account/api/get-authorities.ts';
import { getUserInfo } from '../features/account/api/get-user-info.ts';
import { signOutOfIdentity } from '../features/auth/api/sign-out.ts';
import { bannersQueryOptions } from '../features/banners/api/get-banners.ts';
import { resetAccess, setAccess } from '../lib/authorities.ts';
import { type LoginMessage, setLoginMessage } from '../lib/login-message.ts';
import { buildSideMenu, toAuthoritiesMap } from '../lib/menu.ts';
import { navigateTo } from '../lib/navigation.ts';
import { PATHS, sellerConsoleUrl } from '../lib/routes.ts';
import { loadSanitizer } from '../lib/sanitize.ts';
import { sessionStore } from '../lib/session.ts';
import { siteConfigStore } from '../lib/site-config.ts';
import { clearLocalData, removeKey, STORAGE_KEYS, writeJson } from '../lib/storage.ts';

/**
 * The session's life (spec part 1 §4 Sign-in and app load; B-008…B-023). Components call these; the API
 * client reaches signOut through configureApi (403, expired session).
 */

let queryClientRef: QueryClient | undefined;

export function bindSession(queryClient: QueryClient): void {
  queryClientRef = queryClient;
  // The ID token lives 15 minutes; renew it quietly before it runs out.
  onTokenRefreshDue(() => {
    void refreshSession().then((ok) => {
      if (!ok) sessionEnded();
    });
  });
}

/**
 * The session ended while a page was open (signed out in another tab, the refresh cookie gone or revoked): the
 * buyer is sent to sign in with a message saying so (O-001: a dictionary key), and comes back to the page they
 * were on once signed in again.
 */
export function sessionEnded(): void {
  if (sessionStore.get().status !== 'signedIn') return;
  void signOut({ callServer: false, message: { key: 'sessionEnded', severity: 'warning' }, keepPlace: true });
}

/**
 * B-033 / B-047: authorities → map and menu, cached in local storage. A failure was shown as a toast (B-034) and
 * the initial menu stays.
 */
function applyAccess(authorities: { authority: string }[] | undefined): void {
  if (!authorities) return;
  const map = toAuthoritiesMap(authorities);
  setAccess(map, buildSideMenu(map, siteConfigStore.get()?.side_menu_display));
}

/**
 * After tokens are held (sign-in, new password, restored session): the user must be in the Buyer group
 * (B-008, B-009); then banners and authorities (B-015) and the app-load sequence.
 * P9: banners and authorities are asked for beside the user and are in before the session counts as signed in,
 * so the first screen renders with its menu and rights: an answer arriving while React renders that screen in
 * slices would make it render the whole screen again at once (a store read by the screen changed), one long task.
 */
export async function establishSession(): Promise<'signedIn' | 'wrongWebsite' | 'failed'> {
  const qc = queryClientRef;
  const authorities = getAuthorities().catch(() => undefined);
  // P9: the banners (and the sanitiser that shows them) are asked for beside the user and are in before the
  // first screen renders, so the banner bar never appears above a shown page and pushes it down (layout shift).
  const banners = qc
    ?.prefetchQuery(bannersQueryOptions())
    .then(() => {
      const active = qc.getQueryData(bannersQueryOptions().queryKey)?.some((b) => b.isBannerActive);
      return active ? loadSanitizer() : undefined;
    })
    .catch(() => undefined);
  let user: Awaited<ReturnType<typeof getUserInfo>>;
  try {
    user = await getUserInfo();
  } catch {
    clearIdToken();
    sessionStore.set({ status: 'signedOut' });
    return 'failed';
  }
  if (!user.isBuyer) {
    const website = sellerConsoleUrl(window.location.origin);
    await signOut({
      message: {
        key: 'wrongWebsite',
        params: { website },
        severity: 'error',
        link: { param: 'website', href: website },
      },
    });
    return 'wrongWebsite';
  }
  const [access] = await Promise.all([authorities, banners]);
  applyAccess(access);
  sessionStore.set({ status: 'signedIn', user });
  // P9: the app-load sequence (and the zod schema it checks an answer with) is not in the entry chunk; it runs
  // after the authorities, by when the first screen's code is in.
  if (qc) void import('../features/app-load/hooks/run-app-load.ts').then(({ runAppLoad }) => runAppLoad(qc));
  return 'signedIn';
}

export async function signInWithTokens(tokens: { idToken: string; expiresIn: number }) {
  setIdToken(tokens.idToken, tokens.expiresIn);
  return establishSession();
}

/**
 * B-010: at load, a session is restored through the refresh cookie or the user is signed out. Boot passes the
 * refresh it started already (P9).
 */
export async function restoreSession(refreshed: Promise<boolean> = refreshSession()): Promise<void> {
  if (await refreshed) {
    await establishSession();
  } else {
    forgetCachedAccess();
    sessionStore.set({ status: 'signedOut' });
  }
}

/**
 * No session: the authorities and menu cached on the device were the last user's, and whoever signs in
 * next may be someone else, so they are dropped rather than shown (or acted on) before that user's own arrive.
 */
function forgetCachedAccess(): void {
  removeKey(STORAGE_KEYS.authorities);
  removeKey(STORAGE_KEYS.sideMenu);
  resetAccess();
}

/**
 * B-021 / B-022 / O-003: signs out at the identity provider, clears local storage and the local database, and
 * returns to / where the optional message is shown. `keepPlace`: the sign-in page takes the buyer back to the page
 * they were on (the route guard remembers it, A-015), for a session that ended rather than a sign-out.
 */
export async function signOut(
  opts: { message?: LoginMessage; callServer?: boolean; keepPlace?: boolean } = {},
): Promise<void> {
  if (opts.callServer !== false) await signOutOfIdentity();
  clearIdToken();
  const config = siteConfigStore.get();
  await clearLocalData();
  // the site config stays cached; it is the tenant's, not the user's.
  if (config) writeJson(STORAGE_KEYS.siteConfig, config);
  removeKey(STORAGE_KEYS.returnTo);
  resetAccess();
  queryClientRef?.removeQueries({ predicate: (q) => q.queryKey[0] !== 'saas-config' });
  if (opts.message) setLoginMessage(opts.message);
  if (opts.keepPlace) {
    // The route guard of the page open now sends the buyer to sign in with this page as where to come back.
    sessionStore.set({ status: 'signedOut' });
    return;
  }
  sessionStore.set({ status: 'signedOut', afterSignOut: true });
  navigateTo(PATHS.signIn, { replace: true });
}
