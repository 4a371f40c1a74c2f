import { clearIdToken, getIdToken, setIdToken } from '@portico/web-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiUrl,
  configureApi,
  failureStatus,
  fileNameFromDisposition,
  request,
  requestBlob,
  unwrap,
} from './api.ts';

/**
 * The client against a small stand-in for the server: fetch answers by path, and every request is recorded
 * with the bearer token it carried. The stand-in's identity accepts only `fresh-token` and hands it out on
 * /identity/refresh while `refreshWorks` holds.
 */
type Seen = {
  url: string;
  method: string;
  authorization: string | undefined;
  headers: Record<string, string>;
};
let seen: Seen[];
let refreshWorks: boolean;

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function server(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = String(input);
  const headers = (init.headers ?? {}) as Record<string, string>;
  seen.push({ url, method: init.method ?? 'GET', authorization: headers.authorization, headers });
  if (url === '/identity/refresh') {
    return Promise.resolve(
      refreshWorks
        ? json(200, { idToken: 'fresh-token', expiresIn: 900 })
        : json(401, {
            status: 'FAIL',
            statusCode: 401,
            messageCode: 'unauthorized',
            message: 'Sign in again',
          }),
    );
  }
  if (headers.authorization !== 'Bearer fresh-token') {
    return Promise.resolve(
      json(401, { status: 'FAIL', statusCode: 401, messageCode: 'unauthorized', message: 'Token expired' }),
    );
  }
  if (url.endsWith('/stocklist/export')) {
    return Promise.resolve(
      new Response('xlsx bytes', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="stock.xlsx"' },
      }),
    );
  }
  return Promise.resolve(json(200, { status: 'SUCCESS', results: { cartCount: 3 } }));
}

const expired = vi.fn();

beforeEach(() => {
  seen = [];
  refreshWorks = true;
  expired.mockClear();
  vi.stubGlobal('fetch', server);
  configureApi({ onSessionExpired: expired, defaultErrorHandling: 'silent' });
  setIdToken('stale-token', 900);
});

afterEach(() => {
  clearIdToken();
  vi.unstubAllGlobals();
});

describe('refresh on 401 (B-005: the ID token in memory, the refresh token an httpOnly cookie)', () => {
  it('refreshes once and repeats the request with the new token', async () => {
    await expect(request('cart/count')).resolves.toEqual({ cartCount: 3 });
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([
      ['/px-api-gateway/cart/count', 'Bearer stale-token'],
      ['/identity/refresh', undefined],
      ['/px-api-gateway/cart/count', 'Bearer fresh-token'],
    ]);
    expect(getIdToken()).toBe('fresh-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused, and throws the 401', async () => {
    refreshWorks = false;
    const error = await request('cart/count').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Token expired');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.url === '/px-api-gateway/cart/count')).toHaveLength(1);
    expect(getIdToken()).toBeUndefined();
  });

  it('does not report the 401 of an ended session as an error: the sign-in page says why instead', async () => {
    refreshWorks = false;
    const notified = vi.fn();
    configureApi({ notifyError: notified });
    try {
      const error = await request('cart/count', { onError: 'notify' }).catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(401);
      expect(expired).toHaveBeenCalledTimes(1);
      expect(notified).not.toHaveBeenCalled();
    } finally {
      configureApi({ notifyError: () => {} });
    }
  });

  it('refreshes the same way for a download', async () => {
    const { blob, fileName } = await requestBlob('stocklist/export', { method: 'POST', body: {} });
    expect(await blob.text()).toBe('xlsx bytes');
    expect(fileName).toBe('stock.xlsx');
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer stale-token', undefined, 'Bearer fresh-token']);
  });

  it('sends no token and does not refresh for a public call', async () => {
    const error = await request('saas-config', { auth: false }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([['/px-api-gateway/saas-config', undefined]]);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('request headers', () => {
  it('sends the Idempotency-Key (I-050) on the first try and on the retry', async () => {
    await request('orders/warehouse/MIA', { method: 'POST', body: {}, idempotencyKey: 'key-1' });
    const orders = seen.filter((s) => s.url.endsWith('/orders/warehouse/MIA'));
    expect(orders.map((s) => s.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
  });
});

describe('a server briefly unavailable (503 with Retry-After: the database, or a transaction to run again)', () => {
  const busyOnce = (path: string) => {
    let answered = false;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).endsWith(path) && !answered) {
        answered = true;
        seen.push({
          url: String(input),
          method: init.method ?? 'GET',
          authorization: undefined,
          headers: {},
        });
        return Promise.resolve(
          json(
            503,
            { status: 'FAIL', statusCode: 503, messageCode: 'serviceUnavailable', message: 'Try again' },
            { 'retry-after': '1' },
          ),
        );
      }
      return server(input, init);
    });
  };

  it('sends a request with an Idempotency-Key again after the wait, once: the buyer sees the order placed', async () => {
    setIdToken('fresh-token', 900);
    busyOnce('/orders/warehouse/MIA');
    const result = await request('orders/warehouse/MIA', {
      method: 'POST',
      body: {},
      idempotencyKey: 'key-2',
    });
    expect(result).toEqual({ cartCount: 3 });
    expect(seen.filter((s) => s.url.endsWith('/orders/warehouse/MIA'))).toHaveLength(2);
  });

  it('sends a read again too, but not a write without a key (it may have been done)', async () => {
    setIdToken('fresh-token', 900);
    busyOnce('/stocklist/items');
    expect(await request('stocklist/items')).toEqual({ cartCount: 3 });
    busyOnce('/stocklist/offer');
    await expect(request('stocklist/offer', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 503,
    });
  });
});

describe('failures (O-001…O-005, DESIGN §5)', () => {
  it('carries the field refusals of a 422', () => {
    const error = new ApiError('Invalid', 422, {
      status: 'FAIL',
      messageCode: 'validationFailed',
      errors: [{ field: 'holdWindowHours', messageCode: 'tooLarge', messageDescription: 'At most 720' }],
    });
    expect(error.messageCode).toBe('validationFailed');
    expect(error.errors).toEqual([
      { field: 'holdWindowHours', messageCode: 'tooLarge', messageDescription: 'At most 720' },
    ]);
    expect(new ApiError('x', 500, 'text').errors).toEqual([]);
  });
});

describe('API client helpers (Q-001, Q-015, O-003)', () => {
  it('puts tenant API paths under /px-api-gateway on the configured end point', () => {
    expect(apiUrl('order/settings', '')).toBe('/px-api-gateway/order/settings');
    expect(apiUrl('/px-api-gateway/order/settings', '')).toBe('/px-api-gateway/order/settings');
    expect(apiUrl('saas-config', 'https://api.example')).toBe(
      'https://api.example/px-api-gateway/saas-config',
    );
    expect(apiUrl('/identity/sign-in', 'https://api.example')).toBe('/identity/sign-in');
  });

  it('unwraps the SUCCESS envelope and leaves plain bodies alone', () => {
    expect(unwrap({ status: 'SUCCESS', results: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrap([{ authority: 'X' }])).toEqual([{ authority: 'X' }]);
  });

  it('reads the statusCode of a FAIL body before the HTTP status', () => {
    expect(failureStatus(400, { status: 'FAIL', statusCode: 403 })).toBe(403);
    expect(failureStatus(403, undefined)).toBe(403);
  });
});

describe('fileNameFromDisposition (spec part 1 §7 downloads)', () => {
  it.each([
    ['attachment; filename="stock.xlsx"', 'stock.xlsx'],
    ['attachment; filename=stock.xlsx', 'stock.xlsx'],
    ['attachment; filename="x.xlsx"; filename*=UTF-8\'\'St%C3%B6ck%20list.xlsx', 'Stöck list.xlsx'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
