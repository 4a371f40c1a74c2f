import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

/** Every answer — data, refusals, errors — carries the same security headers and the base policy. */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const answers = () =>
    Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/px-api-gateway/no-such-route' }),
      t.app.inject({ method: 'POST', url: '/identity/sign-in', payload: { email: 'x' } }),
    ]);

  it('are on every kind of answer', async () => {
    const [ok, missing, refused] = await answers();
    expect([ok.statusCode, missing.statusCode, refused.statusCode]).toEqual([200, 404, 422]);
    for (const res of [ok, missing, refused]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('are the same from one request to the next', async () => {
    const first = await answers();
    const second = await answers();
    for (let i = 0; i < first.length; i++) {
      expect(second[i]!.headers['content-security-policy']).toBe(
        first[i]!.headers['content-security-policy'],
      );
    }
  });
});
