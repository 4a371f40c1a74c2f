import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearIdToken,
  getIdToken,
  identityPath,
  refreshRequestSent,
  refreshSession,
  restoreSessionAtLoad,
  setIdentityBase,
} from './index.ts';

/**
 * The session refresh against a stand-in for the server and for the cross-tab Web Lock: the lock is granted
 * when the test says so (another tab holds it until then), and the server answers when the test says so.
 */
function setUp() {
  let grant!: () => void;
  const granted = new Promise<void>((resolve) => {
    grant = resolve;
  });
  const locks = {
    request: vi.fn(async (_name: string, fn: () => Promise<unknown>) => {
      await granted;
      return fn();
    }),
  };
  vi.stubGlobal('navigator', { locks });
  let answer!: (res: Response) => void;
  const fetch = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { grant, fetch, locks, answer: (res: Response) => answer(res) };
}

/** Whether a promise has settled, after every queued callback has run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearIdToken();
});

describe('refreshRequestSent (P9: an app sends the refresh before it asks for its route code)', () => {
  it('resolves at once when no refresh is under way', async () => {
    expect(await hasSettled(refreshRequestSent())).toBe(true);
  });

  it('waits while another tab holds the lock, and resolves once the request has gone out, before its answer', async () => {
    const server = setUp();
    const done = refreshSession();
    const sent = refreshRequestSent();
    expect(await hasSettled(sent)).toBe(false);
    expect(server.fetch).not.toHaveBeenCalled();

    server.grant();
    expect(await hasSettled(sent)).toBe(true);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(server.fetch.mock.calls[0]![0]).toBe('/identity/refresh');
    expect(await hasSettled(done)).toBe(false);

    server.answer(
      new Response(JSON.stringify({ idToken: 'fresh', expiresIn: 900 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await done).toBe(true);
    expect(getIdToken()).toBe('fresh');
    // Over: a later caller does not wait on the finished refresh.
    expect(await hasSettled(refreshRequestSent())).toBe(true);
  });

  it('resolves when the refresh ends without sending its request', async () => {
    const server = setUp();
    server.locks.request.mockRejectedValueOnce(new Error('lock manager gone'));
    const done = refreshSession();
    const sent = refreshRequestSent();
    await expect(done).rejects.toThrow('lock manager gone');
    expect(await hasSettled(sent)).toBe(true);
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

describe('restoreSessionAtLoad (B-010)', () => {
  it('sends one refresh for the page load: a later call, even after the answer, shares it', async () => {
    const server = setUp();
    server.grant();
    const first = restoreSessionAtLoad();
    await refreshRequestSent();
    server.answer(
      new Response(JSON.stringify({ idToken: 'restored', expiresIn: 900 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await first).toBe(true);
    expect(await restoreSessionAtLoad()).toBe(true);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(getIdToken()).toBe('restored');
  });
});

describe("the app's identity base (decision 023)", () => {
  afterEach(() => setIdentityBase('/identity'));

  it("sends the console's refresh to /seller/identity under a lock of its own, so the portal's session is never touched", async () => {
    setIdentityBase('/seller/identity');
    expect(identityPath('sign-in')).toBe('/seller/identity/sign-in');
    const server = setUp();
    const done = refreshSession();
    server.grant();
    await refreshRequestSent();
    expect(server.fetch.mock.calls[0]![0]).toBe('/seller/identity/refresh');
    expect(server.locks.request.mock.calls[0]![0]).toBe('portico-identity-refresh:/seller/identity');
    server.answer(new Response(null, { status: 204 }));
    expect(await done).toBe(false);
  });
});
