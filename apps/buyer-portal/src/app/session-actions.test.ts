// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
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

// B-015 / P9: a restored session counts as signed in only with its authorities in. The first screen renders (in
// slices) once boot is done; authorities arriving during that render would make React draw the screen again, all
// at once, and a screen drawn before them would show the cached or initial menu and then change.
describe('restoreSession with a session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('resolves with the authorities and the menu built from them, applied before the session is signed in', async () => {
    const answers: Record<string, unknown> = {
      'account/user-info': { isBuyer: true, firstName: 'Bo', lastName: 'Buyer', email: 'bo@harbor.test' },
      'notification/banners': [],
      'security/authorities': [{ authority: 'CAN_BUY_ONLINE' }, { authority: 'CAN_VIEW_ORDER' }],
    };
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url, 'http://portal.test').pathname.replace('/px-api-gateway/', '');
      return new Response(JSON.stringify({ status: 'SUCCESS', results: answers[path] ?? {} }), {
        status: 200,
      });
    });
    let accessAtSignIn: boolean | undefined;
    const stop = sessionStore.subscribe(() => {
      if (sessionStore.get().status === 'signedIn') accessAtSignIn = accessStore.get().isLoaded;
    });
    try {
      await restoreSession(Promise.resolve(true));
    } finally {
      stop();
    }

    expect(sessionStore.get().status).toBe('signedIn');
    expect(accessAtSignIn).toBe(true);
    expect(accessStore.get().authorities).toEqual({ CAN_BUY_ONLINE: true, CAN_VIEW_ORDER: true });
    expect(accessStore.get().menu).toContain('Orders');
  });
});
