// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, setAccess } from '../lib/authorities.ts';
import { sessionStore } from '../lib/session.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { restoreSession } from './session-actions.ts';

// B-010 / B-033: the authorities cached on the device are the last signed-in user's. A load that finds no session
// (the refresh cookie is gone) must not hand them to whoever signs in next: the stock list would ask for a browse-only
// buyer's cart with the previous buyer's CAN_BUY_ONLINE, get 403 and sign the new buyer out.
describe('restoreSession', () => {
  afterEach(() => localStorage.clear());

  it('forgets the cached authorities and menu when no session is restored', async () => {
    setAccess({ CAN_BUY_ONLINE: true, CAN_VIEW_ORDER: true }, ['StockList', 'Cart']);
    expect(localStorage.getItem(STORAGE_KEYS.authorities)).not.toBeNull();

    await restoreSession(Promise.resolve(false));

    expect(sessionStore.get().status).toBe('signedOut');
    expect(accessStore.get().authorities).toEqual({});
    expect(accessStore.get().isLoaded).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authorities)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sideMenu)).toBeNull();
  });
});
