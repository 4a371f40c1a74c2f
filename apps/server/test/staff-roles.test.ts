import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { registeredRoutes } from './routes-helper.ts';
import { API, bearer } from './stock-helper.ts';

/**
 * Every route of the seller console checks the staff role (modules/staff/staff-access.ts): a READ_ONLY staff
 * member reads every page and is refused (403) every write — whatever the write, before anything is looked up —
 * while an OPERATIONS member writes. The seeded readonly@harbor.test and ops@harbor.test are Harbor's staff.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const owner = await signIn(app, 'seller@harbor.test');
const readOnly = await signIn(app, 'readonly@harbor.test');
const ops = await signIn(app, 'ops@harbor.test');

const call = (token: string, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url: `${API}${url}`,
    headers: { host: HARBOR, ...bearer(token) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const read = async (url: string) => {
  const res = await call(owner, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

const READS = [
  '/seller/stock/items',
  '/seller/offers',
  '/seller/offers/history',
  '/seller/offers/settings',
  '/seller/offers/rules',
  '/seller/orders',
  '/seller/settings/orders',
  '/seller/settings/daily-report',
  '/seller/settings/hold-window',
  '/seller/settings/proof-of-export',
  '/seller/settings/free-freight',
  '/seller/documents',
  '/seller/outbox',
];

/** Each write of the console with a body its schema accepts (settings: the values just read, sent back). */
const writes = async (): Promise<[string, string, unknown][]> => {
  const [inw] = (await read('/seller/stock/items?pageSize=1')).items.map(
    (i: { itemNumberWarehouse: string }) => i.itemNumberWarehouse,
  );
  const order = 'H-000001';
  const doc = randomUUID();
  return [
    [
      'PATCH',
      `/seller/stock/items/${encodeURIComponent(inw)}`,
      { quantityAvailable: 1, expected: { quantityAvailable: 0, listPrice: 1 } },
    ],
    ['POST', `/seller/stock/upload/${randomUUID()}/apply`, undefined],
    ['POST', `/seller/stock/upload/${randomUUID()}/cancel`, undefined],
    ['POST', '/seller/offers/answer', { answers: [{ offerId: randomUUID(), version: 0, action: 'REJECT' }] }],
    ['POST', '/seller/offers/answer/undo', { offerIds: [randomUUID()] }],
    ['PUT', '/seller/offers/settings', await read('/seller/offers/settings')],
    [
      'PUT',
      `/seller/offers/rules/${encodeURIComponent(inw)}`,
      { itemNumberWarehouse: inw, floorPrice: 10, rejectBelowPercent: null },
    ],
    ['DELETE', `/seller/offers/rules/${encodeURIComponent(inw)}`, undefined],
    ['POST', `/seller/orders/${order}/quote`, { version: 1, freight: 10 }],
    ['POST', `/seller/orders/${order}/payment`, { version: 1, method: 'WIRE', reference: 'FT-1' }],
    ['POST', `/seller/orders/${order}/invoice`, { version: 1 }],
    ['POST', `/seller/orders/${order}/cancel`, { version: 1, reason: 'No stock' }],
    [
      'POST',
      `/seller/orders/${order}/shipments`,
      {
        version: 1,
        carrier: 'UPS',
        trackingNumbers: ['1Z'],
        lines: [{ itemNumberWarehouse: inw, quantity: 1, imeis: ['490154203237518'] }],
      },
    ],
    [
      'PUT',
      `/seller/orders/${order}/lines`,
      { version: 1, items: [{ itemNumberWarehouse: inw, orderedQuantity: 1 }] },
    ],
    ['PUT', '/seller/settings/orders', await read('/seller/settings/orders')],
    ['PUT', '/seller/settings/daily-report', await read('/seller/settings/daily-report')],
    ['PUT', '/seller/settings/hold-window', await read('/seller/settings/hold-window')],
    ['PUT', '/seller/settings/proof-of-export', await read('/seller/settings/proof-of-export')],
    ['PUT', '/seller/settings/free-freight', await read('/seller/settings/free-freight')],
    ['POST', `/seller/documents/${doc}/approve`, undefined],
    ['POST', `/seller/documents/${doc}/reject`, { reason: 'Unreadable' }],
  ];
};

describe('staff roles on the console routes', () => {
  it('lets a read-only staff member read every page', async () => {
    for (const url of READS) {
      const res = await call(readOnly, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('refuses a read-only staff member every write (403 forbidden)', async () => {
    const answers: string[] = [];
    for (const [method, url, payload] of await writes()) {
      const res = await call(readOnly, method, url, payload);
      answers.push(`${method} ${url} → ${res.statusCode} ${res.json().messageCode}`);
    }
    expect(answers.filter((a) => !a.endsWith('→ 403 forbidden'))).toEqual([]);
  });

  it('refuses a read-only staff member a stock upload', async () => {
    const boundary = '----portico-roles';
    const res = await app.inject({
      method: 'POST',
      url: `${API}/seller/stock/upload`,
      headers: {
        host: HARBOR,
        ...bearer(readOnly),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\nItem #,Warehouse\r\n\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(403);
  });

  it('lets an operations staff member write', async () => {
    const res = await call(
      ops,
      'PUT',
      '/seller/settings/daily-report',
      await read('/seller/settings/daily-report'),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

/**
 * A role that may not write is refused before the request is validated (a preValidation hook on every console
 * write route): it never sees the body schema's 422 and its messages. The routes are read from the running app,
 * so a write route added later without the hook fails here.
 */
describe('the staff role is checked before the body is validated', () => {
  /** POSTs that only read: any staff member may call them, so a read-only member gets their validation. */
  const READS_BY_POST = ['POST /seller/banners/preview', 'POST /seller/settings/brand/preview'];
  /** Writes for owners only (decision 016: staff accounts). */
  const OWNER_ONLY = ['POST /seller/staff', 'PATCH /seller/staff/:userId'];

  const consoleWrites = registeredRoutes(app)
    .filter((r) => r.url.startsWith(`${API}/seller/`) && !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
    .map((r) => `${r.method} ${r.url.slice(API.length)}`);
  const openapi = app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  /** Whether the route validates a JSON body (multipart uploads and bodiless calls do not). */
  const hasBody = (route: string) => {
    const [method, path] = route.split(' ') as [string, string];
    const op = openapi.paths[`${API}${path.replace(/:(\w+)/g, '{$1}')}`]?.[method.toLowerCase()];
    return op?.requestBody !== undefined;
  };
  /** An invalid request: a body no schema takes, path parameters as they come (a fresh uuid where one is asked). */
  const invalid = (token: string, route: string) => {
    const [method, path] = route.split(' ') as [string, string];
    return call(token, method, path.replace(/:\w+/g, randomUUID()), [1]);
  };

  it('finds the console writes', () => {
    expect(consoleWrites.length).toBeGreaterThan(50);
    for (const route of [...READS_BY_POST, ...OWNER_ONLY]) expect(consoleWrites).toContain(route);
  });

  it('refuses a read-only member every write with 403, before validating its body', async () => {
    const answers: string[] = [];
    for (const route of consoleWrites.filter((r) => !READS_BY_POST.includes(r))) {
      const res = await invalid(readOnly, route);
      answers.push(`${route} → ${res.statusCode} ${res.json().message}`);
    }
    expect(answers.filter((a) => !a.endsWith('→ 403 Your staff role does not allow this'))).toEqual([]);
  });

  it('refuses operations staff the owners’ writes with 403, before validating their body', async () => {
    for (const route of OWNER_ONLY) {
      const res = await invalid(ops, route);
      expect(`${route} → ${res.statusCode} ${res.json().message}`).toBe(
        `${route} → 403 Your staff role does not allow this`,
      );
    }
  });

  it('still answers 422 to a role that may make the call, when its body is invalid', async () => {
    const answers: string[] = [];
    for (const route of consoleWrites.filter(hasBody)) {
      const token = OWNER_ONLY.includes(route) ? owner : READS_BY_POST.includes(route) ? readOnly : ops;
      const res = await invalid(token, route);
      answers.push(`${route} → ${res.statusCode}`);
    }
    expect(answers.length).toBeGreaterThan(30);
    expect(answers.filter((a) => !a.endsWith('→ 422'))).toEqual([]);
  });
});
