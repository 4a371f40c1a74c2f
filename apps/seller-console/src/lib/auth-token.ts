/**
 * DESIGN §2: the ID token lives in memory only (never in localStorage); the refresh token is an httpOnly
 * cookie the script never sees. A refresh is scheduled a minute before the token expires.
 */
let idToken: string | undefined;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let onRefreshDue: (() => void) | undefined;

export const getIdToken = (): string | undefined => idToken;

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
