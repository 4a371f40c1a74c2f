import { request } from '@portico/web-kit';

/** POST /identity/sign-out (B-004): ends the refresh token; a failure must not keep anyone signed in. */
export async function signOutOfIdentity(): Promise<void> {
  try {
    await request('/identity/sign-out', { method: 'POST', auth: false, onError: 'log' });
  } catch {
    // Already logged; the local sign-out goes ahead.
  }
}
