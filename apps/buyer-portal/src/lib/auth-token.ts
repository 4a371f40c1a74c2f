/**
 * DESIGN §2: the ID token lives in memory only (never in localStorage); the refresh token is an httpOnly
 * cookie the script never sees. B-005: every tenant API call carries the ID token as a bearer.
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

export function onTokenRefreshDue(handler: () => void): void {
  onRefreshDue = handler;
}
