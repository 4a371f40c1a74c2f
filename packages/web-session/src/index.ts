/**
 * The browser side of a Portico session, shared by the buyer portal and the seller console (DESIGN §2): the ID
 * token lives in memory only (never in storage); the refresh token is an httpOnly cookie the script never sees;
 * a refresh is scheduled a minute before the ID token expires. B-005: every tenant API call carries the ID token
 * as a bearer.
 */
let idToken: string | undefined;
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
  const granted = await locks.request('portico-identity-refresh', fn);
  return granted;
}

let refreshing: Promise<boolean> | undefined;

/** POST /identity/refresh, one at a time per tab and across tabs; true when a fresh ID token is held. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= withRefreshLock(async () => {
    try {
      const res = await fetch('/identity/refresh', { method: 'POST', credentials: 'same-origin' });
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
  return refreshing;
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
