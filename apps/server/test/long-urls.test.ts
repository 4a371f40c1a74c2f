import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, HARBOR, signIn, type TestApp } from './helper.ts';

/**
 * K-006 / Q-048: a pasted list of order numbers travels in the query string of the orders list, the desk's queue
 * and their exports (and in the console page's own URL), up to the contract's 20,000 characters. Node refuses a
 * request line and headers over 16 KiB by default (431); the server takes 64 KiB.
 */
describe('long query strings', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  /** A GET through the real HTTP parser (inject skips it), on the tenant's host. */
  const get = (path: string, token: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path, headers: { host: HARBOR, authorization: `Bearer ${token}` } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
    });

  it('answers a pasted list of 1,300 order numbers (~20,000 characters) on the queue and the buyer list', async () => {
    const list = Array.from({ length: 1_300 }, (_, i) => `PXSTKL${String(i).padStart(7, '0')}`).join('\n');
    expect(list.length).toBeLessThanOrEqual(20_000);
    const search = encodeURIComponent(list);
    expect(search.length).toBeGreaterThan(16 * 1024);
    const seller = await signIn(t.app, 'seller@harbor.test');
    const buyer = await signIn(t.app, 'buyer@harbor.test');
    expect(await get(`/px-api-gateway/seller/orders?search=${search}`, seller)).toBe(200);
    expect(await get(`/px-api-gateway/orders?search=${search}`, buyer)).toBe(200);
  });
});
