import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/app.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { registeredRoutes } from './routes-helper.ts';

/**
 * DESIGN §8: every tenant API endpoint refuses a caller without a token (401) and a token of another tenant
 * (403). The routes are read from the running app, so a route added later without authentication fails here.
 * Authentication must run before body validation (onRequest or preValidation), or an anonymous caller gets a
 * 422 instead of a 401.
 */

/** Public on purpose (A-001, N-001, N-002: read before sign-in). Add to this list only with a requirement ID. */
const PUBLIC = [
  `${API_PREFIX}/docs`,
  `${API_PREFIX}/saas-config`,
  `${API_PREFIX}/saas-i18n`,
  // the tenant's logo, favicon and font, which the sign-in page shows before anyone signs in.
  `${API_PREFIX}/brand-assets`,
];

const isPublic = (url: string) => PUBLIC.some((p) => url === p || url.startsWith(`${p}/`));

/** A concrete URL for a route pattern: every parameter gets a well-formed id that belongs to nobody. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z0-9_-]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');

const t = await buildTestApp();
const app = t.app;
const all = registeredRoutes(app);
const apiRoutes = all.filter(
  (r) =>
    r.url.startsWith(`${API_PREFIX}/`) && !isPublic(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
);
const summitBuyerToken = await signIn(app, 'buyer@summit.test', SUMMIT);

afterAll(async () => t.close());

describe('route discovery', () => {
  it('reads the route tree completely (every documented API path is found)', () => {
    const found = new Set(all.map((r) => `${r.method} ${r.url}`));
    expect(found).toContain(`GET ${API_PREFIX}/account/user-info`);
    expect(found).toContain(`GET ${API_PREFIX}/security/authorities`);
    expect(found).toContain('POST /identity/sign-in');
    // The live-update stream (DESIGN §2) is an API route like any other: no token 401, another tenant's 403.
    expect(found).toContain(`GET ${API_PREFIX}/events`);
    const openapi = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    for (const [path, ops] of Object.entries(openapi.paths ?? {})) {
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      for (const method of Object.keys(ops)) {
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) {
          expect(found).toContain(`${method.toUpperCase()} ${url}`);
        }
      }
    }
  });
});

describe('cart and seller offer routes are among those checked below', () => {
  it.each([
    'PUT /stocklist/offer/movetocart',
    'DELETE /stocklist/offers',
    'GET /stocklist/cart/add-to-existing-order/warehouses',
    'POST /stocklist/cart/checkout/:warehouseCode',
    'GET /seller/offers',
    'POST /seller/offers/answer',
    'GET /seller/offers/history',
    'GET /seller/offers/settings',
    'PUT /seller/offers/settings',
    'GET /seller/offers/rules',
    'PUT /seller/offers/rules/:itemNumberWarehouse',
    'DELETE /seller/offers/rules/:itemNumberWarehouse',
  ])('%s', (route) => {
    const [method, path] = route.split(' ');
    expect(apiRoutes).toContainEqual({ method, url: `${API_PREFIX}${path}` });
  });
});

describe.each(apiRoutes)('$method $url', ({ method, url }) => {
  const request = (headers: Record<string, string>) =>
    app.inject({
      method: method as 'GET',
      url: concrete(url),
      headers: { host: HARBOR, ...headers },
      ...(method === 'GET' ? {} : { payload: {} }),
    });

  it('refuses a request without a token with 401', async () => {
    const res = await request({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'FAIL', statusCode: 401 });
  });

  it("refuses a summit buyer's token on harbor's host with 403", async () => {
    const res = await request({ authorization: `Bearer ${summitBuyerToken}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'FAIL', statusCode: 403 });
  });
});

describe('stock alert routes are among those checked above', () => {
  it.each([
    'GET /stocklist/alert/items',
    'POST /stocklist/alert/item',
    'PUT /stocklist/alert/item/:itemNumberWarehouse',
    'DELETE /stocklist/alert/item/:itemNumberWarehouse',
  ])('%s', (route) => {
    const [method, path] = route.split(' ');
    expect(apiRoutes).toContainEqual({ method, url: `${API_PREFIX}${path}` });
  });
});

describe('seller stock routes are among those checked above', () => {
  it.each([
    'GET /seller/stock/items',
    'PATCH /seller/stock/items/:itemNumberWarehouse',
    'POST /seller/stock/upload',
    'POST /seller/stock/upload/:uploadId/apply',
    'POST /seller/stock/upload/:uploadId/cancel',
  ])('%s', (route) => {
    const [method, path] = route.split(' ');
    expect(apiRoutes).toContainEqual({ method, url: `${API_PREFIX}${path}` });
  });
});

describe('seller outbox routes are among those checked above', () => {
  it.each(['GET /seller/outbox', 'GET /seller/outbox/:id'])('%s', (route) => {
    const [method, path] = route.split(' ');
    expect(apiRoutes).toContainEqual({ method, url: `${API_PREFIX}${path}` });
  });
});
