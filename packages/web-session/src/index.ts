/**
 * The browser side of a Portico session, shared by the buyer portal and the seller console (DESIGN §2): the ID
 * token lives in memory only (never in storage); the refresh token is an httpOnly cookie the script never sees;
 * a refresh is scheduled a minute before the ID token expires. B-005: every tenant API call carries the ID token
 * as a bearer.
 */
let idToken: string | undefined;

/**
 * Where this app's session calls go: the buyer portal's at /identity, the seller console's at /seller/identity.
 * Each side's refresh cookie is scoped to its own path, so one browser can be signed in to both apps of a tenant
 * (a seller trying their portal as a buyer) without one session replacing the other.
 */
let identityBase = '/identity';
export function setIdentityBase(base: '/identity' | '/seller/identity'): void {
  identityBase = base;
}
export const identityPath = (call: 'sign-in' | 'complete-new-password' | 'refresh' | 'sign-out'): string =>
  `${identityBase}/${call}`;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let onRefreshDue: (() => void) | undefined;

export const getIdToken = (): string | undefined => idToken;

/** Keeps the token and schedules a silent refresh a minute before it expires. */
export function setIdToken(token: string, expiresInSeconds: number): void {
  idToken = token;
  if (refreshTimer) clearTimeout(refreshTimer);
  const dueMs = Math.max(10, expiresInSeconds - 60) * 1000;
  refreshTimer = setTimeout(() => onRefreshDue?.(), dueMs);
}

export function clearIdToken(): void {
  idToken = undefined;
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

export function onTokenRefreshDue(handler: (() => void) | undefined): void {
  onRefreshDue = handler;
}

/**
 * The refresh token rotates, and presenting an already-rotated one ends the whole session (theft detection).
 * Tabs of the same browser share the cookie, so their refreshes are serialised with a Web Lock: the second tab
 * then sends the cookie the first one just received.
 */
async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fn();
  // request() resolves with what the callback returns: here the callback's promise.
  const granted = await locks.request(`portico-identity-refresh:${identityBase}`, fn);
  return granted;
}

let refreshing: { done: Promise<boolean>; sent: Promise<void> } | undefined;

/** POST {identity base}/refresh, one at a time per tab and across tabs; true when a fresh ID token is held. */
export function refreshSession(): Promise<boolean> {
  if (refreshing) return refreshing.done;
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const done = withRefreshLock(async () => {
    try {
      const answer = fetch(identityPath('refresh'), { method: 'POST', credentials: 'same-origin' });
      markSent();
      const res = await answer;
      const body = (await res.json().catch(() => undefined)) as
        | { idToken?: unknown; expiresIn?: unknown }
        | undefined;
      if (!res.ok || typeof body?.idToken !== 'string') {
        clearIdToken();
        return false;
      }
      setIdToken(body.idToken, typeof body.expiresIn === 'number' ? body.expiresIn : 900);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = undefined;
    }
  });
  // A refresh that never sent its request (the lock failed) is over as well, and the next call starts anew.
  const settle = () => {
    markSent();
    if (refreshing?.done === done) refreshing = undefined;
  };
  done.then(settle, settle);
  refreshing = { done, sent };
  return done;
}

/**
 * P9: resolves once the refresh under way has sent its request to the server (or has ended without sending
 * it), at once when none is under way. Its request first waits for the cross-tab lock; an app that is about
 * to ask for many files (a router loading its route's code) waits for this first, so the refresh is not queued
 * behind them on the browser's few connections to the server.
 */
export function refreshRequestSent(): Promise<void> {
  return refreshing?.sent ?? Promise.resolve();
}

let restoringAtLoad: Promise<boolean> | undefined;

/**
 * B-010: the page load's session restore through the refresh cookie. The first call sends the refresh (an app
 * starts it before it renders, P9); later calls share its answer instead of refreshing again.
 */
export function restoreSessionAtLoad(): Promise<boolean> {
  restoringAtLoad ??= refreshSession();
  return restoringAtLoad;
}

export { type LiveEvent, type LiveStatus, type SubscribeEventsOptions, subscribeEvents } from './events.ts';

/**
 * The getToken of subscribeEvents for an app using this session: the in-memory ID token, refreshed first when
 * none is held or the server refused the last one (401).
 */
export async function sessionToken({ refresh }: { refresh: boolean }): Promise<string | undefined> {
  if (refresh || !getIdToken()) await refreshSession();
  return getIdToken();
}
