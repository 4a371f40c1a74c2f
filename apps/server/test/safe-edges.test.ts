import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, parseTrustProxy } from '../src/config.ts';
import { mailOutbox, tenantDomains, tenants, users } from '../src/db/schema/index.ts';
import { endIssuedTokens } from '../src/modules/identity/identity.repository.ts';
import { REFRESH_COOKIE } from '../src/modules/identity/identity.routes.ts';
import { LruCache } from '../src/plugins/lru.ts';
import {
  buildTestApp,
  DEMO_PASSWORD,
  freshDatabase,
  HARBOR,
  SUMMIT,
  signIn,
  type TestApp,
} from './helper.ts';
import { itemPicker, offersApi, statementsOf } from './offers-helper.ts';
import { registeredRoutes } from './routes-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/**
 * The edges an attacker probes (DESIGN §4, B-007, B-025, B-026): which hosts are served, rate limits that a
 * rotated Host or X-Forwarded-For does not reset, no account enumeration through forgot/confirm-password,
 * sessions a cross-site form cannot end, tokens that die at sign-out and password reset, and demo data only
 * where it was asked for. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
const refreshCookie = (res: Res) => res.cookies.find((c) => c.name === REFRESH_COOKIE);

function post(
  app: FastifyInstance,
  url: string,
  payload: object | undefined,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { host: HARBOR, ...headers },
    ...(payload ? { payload } : {}),
  });
}

const userInfo = (app: FastifyInstance, token: string, host = HARBOR) =>
  app.inject({
    method: 'GET',
    url: '/px-api-gateway/account/user-info',
    headers: { host, authorization: `Bearer ${token}` },
  });

describe('demo data only where asked', () => {
  it('seeds the demo on the embedded default and when SEED_DEMO=true asks, never on a DATABASE_URL alone', () => {
    expect(loadConfig({}).seedDemoOnEmpty).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/portico' }).seedDemoOnEmpty).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db.example/portico', SEED_DEMO: 'true' }).seedDemoOnEmpty,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemoOnEmpty).toBe(false);
  });
});

describe('an empty production database', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    const config = { ...loadConfig({ DATABASE_URL: 'postgres://db.example/portico' }), inMemoryDb: true };
    app = await buildApp(config, { database: fresh.database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('stays empty: no demo tenant, no demo login', async () => {
    expect(await app.db.select().from(tenants)).toEqual([]);
    const res = await post(app, '/identity/sign-in', { email: 'buyer@harbor.test', password: DEMO_PASSWORD });
    expect(res.statusCode).not.toBe(200);
  });
});

describe('host names (DESIGN §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const config = (host: string) =>
    t.app.inject({ method: 'GET', url: '/px-api-gateway/saas-config', headers: { host } });

  it('normalises case, trailing dot and port before looking the host up', async () => {
    const harbor = (await config(HARBOR)).json().results;
    const summit = (await config(SUMMIT)).json().results;
    expect(harbor).not.toEqual(summit);
    for (const host of ['LocalHost', 'localhost.', 'localhost:3000', '127.0.0.1:80', '[::1]:3000', '::1']) {
      const res = await config(host);
      expect(res.statusCode, host).toBe(200);
      expect(res.json().results, host).toEqual(harbor);
    }
    for (const host of ['SUMMIT.localhost', 'summit.localhost.', 'Summit.LocalHost.:3000']) {
      expect((await config(host)).json().results, host).toEqual(summit);
    }
  });

  it('answers an unknown host 404: the FAIL envelope on API paths, a small HTML page elsewhere', async () => {
    for (const url of ['/px-api-gateway/saas-config', '/identity/sign-in']) {
      const res = await t.app.inject({
        method: url.startsWith('/identity') ? 'POST' : 'GET',
        url,
        headers: { host: 'evil.example' },
        payload: url.startsWith('/identity')
          ? { email: 'buyer@harbor.test', password: DEMO_PASSWORD }
          : undefined,
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        status: 'FAIL',
        statusCode: 404,
        messageCode: 'notFound',
        message: 'No portal at this address',
      });
    }
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'other.localhost' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('No portal at this address');
    expect(page.body.length).toBeLessThan(2000);
  });

  it("serves a tenant's own domain added later (after the cache is invalidated)", async () => {
    const [harbor] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
    await t.app.db.insert(tenantDomains).values({ domain: 'portal.harbor.example', tenantId: harbor!.id });
    t.app.invalidateTenantCache();
    const res = await config('Portal.Harbor.Example.');
    expect(res.statusCode).toBe(200);
  });
});

describe('SERVE_UNKNOWN_HOSTS=true', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await buildTestApp({ serveUnknownHosts: true });
  });
  afterAll(async () => open.close());

  it('serves the default tenant to unknown hosts only when asked, and never links a mail to them', async () => {
    expect(loadConfig({}).serveUnknownHosts).toBe(false);
    expect(loadConfig({ SERVE_UNKNOWN_HOSTS: 'true' }).serveUnknownHosts).toBe(true);
    const res = await open.app.inject({
      method: 'GET',
      url: '/px-api-gateway/saas-config',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.tenantName).toBe('Harbor Phones');
    // Served, but never trusted for a link: the reset mail points at the tenant's own address.
    await post(
      open.app,
      '/identity/forgot-password',
      { email: 'buyer@harbor.test' },
      { host: 'evil.example' },
    );
    await open.app.identitySettled();
    const mail = open.mailer.sent.at(-1)!;
    expect(mail.to).toBe('buyer@harbor.test');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain('http://localhost:3000/reset-password?resetPswdFromEmail=true');
    // Nor in a mail staff cause: the staff invitation links to the tenant's own console.
    const owner = await signIn(open.app, 'seller@harbor.test', 'evil.example');
    const invited = await open.app.inject({
      method: 'POST',
      url: '/px-api-gateway/seller/staff',
      headers: { host: 'evil.example', authorization: `Bearer ${owner}` },
      payload: {
        email: 'new-staff@harbor.test',
        firstName: 'New',
        lastName: 'Staff',
        staffRole: 'READ_ONLY',
      },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [invitation] = await open.app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'new-staff@harbor.test'));
    expect(invitation!.text).not.toContain('evil.example');
    expect(invitation!.text).toContain('http://localhost:3000/seller/');
  });
});

describe('the tenant cache is bounded (LRU)', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.size).toBe(2);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    lru.clear();
    expect(lru.size).toBe(0);
  });
});

describe('rate limits keyed on tenant, client and account, never the raw Host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      trustProxy: 1,
      rateLimits: {
        signInPerMinute: 2,
        resetPerMinute: 2,
        resetCodesPerDay: 1000,
        consoleMailsPerHour: 1000,
      },
    });
  });
  afterAll(async () => t.close());

  const wrong = { password: 'Wrong-password-1' };

  it('spelling the host differently does not give a fresh sign-in budget', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.20' };
    const codes: number[] = [];
    for (const host of ['localhost', 'LocalHost', 'localhost.', 'harbor.localhost', '127.0.0.1:3000']) {
      codes.push(
        (
          await post(
            t.app,
            '/identity/sign-in',
            { email: `a${codes.length}@harbor.test`, ...wrong },
            { host, ...ip },
          )
        ).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 429, 429, 429]);
  });

  it('rotating X-Forwarded-For past a one-hop proxy does not give a fresh budget', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const xff = `10.9.${i}.1, 198.51.100.21`;
      codes.push(
        (
          await post(
            t.app,
            '/identity/sign-in',
            { email: `b${i}@harbor.test`, ...wrong },
            { 'x-forwarded-for': xff },
          )
        ).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 429, 429]);
  });

  it('limits guesses per account across client addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const ip = { 'x-forwarded-for': `203.0.113.${100 + i}` };
      codes.push(
        (await post(t.app, '/identity/sign-in', { email: 'Buyer@Harbor.test', ...wrong }, ip)).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 429, 429]);
    // Another account from a fresh address still gets its answer.
    const other = await post(
      t.app,
      '/identity/sign-in',
      { email: 'viewer@harbor.test', password: DEMO_PASSWORD },
      { 'x-forwarded-for': '203.0.113.200' },
    );
    expect(other.statusCode).toBe(200);
  });

  it('a browser that signed in to the account before keeps its own budget: strangers cannot lock it out', async () => {
    const DEVICE = 'portico_device';
    const deviceOf = (res: { cookies: { name: string; value: string }[] }) =>
      res.cookies.find((c) => c.name === DEVICE)?.value;
    for (const [side, email] of [
      ['/identity', 'export@harbor.test'],
      ['/seller/identity', 'seller@harbor.test'],
    ] as const) {
      // The owner's browser signs in once (and is signed out later): it is now a known device of the account.
      const first = await post(
        t.app,
        `${side}/sign-in`,
        { email, password: DEMO_PASSWORD },
        { 'x-forwarded-for': '198.51.100.70' },
      );
      expect(first.statusCode, first.body).toBe(200);
      const device = deviceOf(first);
      expect(device).toBeTruthy();
      // Strangers use up the account's budget from their own addresses.
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const ip = { 'x-forwarded-for': `203.0.113.${150 + i + (side === '/identity' ? 0 : 10)}` };
        codes.push((await post(t.app, `${side}/sign-in`, { email, ...wrong }, ip)).statusCode);
      }
      // (The budget of 2 a minute counts the owner's own sign-in too.)
      expect(codes).toEqual([401, 429, 429]);
      // The known browser still signs in; a made-up or another account's device cookie does not help.
      const known = await post(
        t.app,
        `${side}/sign-in`,
        { email, password: DEMO_PASSWORD },
        { 'x-forwarded-for': '198.51.100.71', cookie: `${DEVICE}=${device}` },
      );
      expect(known.statusCode, known.body).toBe(200);
      // (A character inside the signature: the last one may carry only unused bits.)
      const at = device!.length - 10;
      const forgedSignature = `${device!.slice(0, at)}${device![at] === 'A' ? 'B' : 'A'}${device!.slice(at + 1)}`;
      for (const forged of ['x', forgedSignature]) {
        const res = await post(
          t.app,
          `${side}/sign-in`,
          { email, password: DEMO_PASSWORD },
          { 'x-forwarded-for': '198.51.100.72', cookie: `${DEVICE}=${forged}` },
        );
        expect(res.statusCode).toBe(429);
      }
    }
    // A device of one account is no device of another.
    const other = await post(
      t.app,
      '/identity/sign-in',
      { email: 'viewer@harbor.test', password: DEMO_PASSWORD },
      { 'x-forwarded-for': '198.51.100.73' },
    );
    const viewerDevice = deviceOf(other);
    const stranger = await post(
      t.app,
      '/identity/sign-in',
      { email: 'export@harbor.test', password: DEMO_PASSWORD },
      { 'x-forwarded-for': '198.51.100.74', cookie: `portico_device=${viewerDevice}` },
    );
    expect(stranger.statusCode).toBe(429);
  });

  it('sends at most the per-minute number of reset mails to one address, whatever the client or host', async () => {
    const before = t.mailer.sent.filter((m) => m.to === 'prospect@harbor.test').length;
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const headers = { 'x-forwarded-for': `192.0.2.${50 + i}`, host: i % 2 ? 'LOCALHOST.' : HARBOR };
      codes.push(
        (await post(t.app, '/identity/forgot-password', { email: 'prospect@harbor.test' }, headers))
          .statusCode,
      );
    }
    await t.app.identitySettled();
    expect(codes).toEqual([200, 200, 429, 429, 429]);
    expect(t.mailer.sent.filter((m) => m.to === 'prospect@harbor.test').length - before).toBe(2);
  });

  it('TRUST_PROXY takes a hop count or the proxies addresses; true means one hop', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });
});

describe('no account enumeration (B-025, B-026)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('forgot-password does the same work before answering for a known and an unknown address', async () => {
    const ask = (email: string) => post(t.app, '/identity/forgot-password', { email });
    // Warm both paths, then count the statements each runs before its answer.
    await ask('buyer@harbor.test');
    await ask('nobody@harbor.test');
    await t.app.identitySettled();
    let known: Res | undefined;
    let unknown: Res | undefined;
    const knownCount = await statementsOf(t.app, async () => {
      known = await ask('buyer@harbor.test');
    });
    await t.app.identitySettled();
    const unknownCount = await statementsOf(t.app, async () => {
      unknown = await ask('nobody@harbor.test');
    });
    await t.app.identitySettled();
    expect(known!.statusCode).toBe(200);
    expect(unknown!.statusCode).toBe(200);
    expect(known!.body).toBe(unknown!.body);
    expect(knownCount).toBe(unknownCount);
    // The real account still gets its code.
    expect(t.mailer.sent.filter((m) => m.to === 'buyer@harbor.test').length).toBeGreaterThanOrEqual(2);
  });

  it('confirm-forgot-password answers a wrong code alike for a real and an unknown address', async () => {
    await post(t.app, '/identity/forgot-password', { email: 'viewer@harbor.test' });
    await t.app.identitySettled();
    const confirm = (email: string) =>
      post(t.app, '/identity/confirm-forgot-password', {
        email,
        code: '000000',
        newPassword: 'Brand-new-Pass9',
      });
    const real = await confirm('viewer@harbor.test');
    const unknown = await confirm('ghost@harbor.test');
    expect(real.statusCode).toBe(400);
    expect({ ...real.json() }).toEqual({ ...unknown.json() });
  });
});

describe('sessions and cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const signInRes = (email: string, headers: Record<string, string> = {}) =>
    post(t.app, '/identity/sign-in', { email, password: DEMO_PASSWORD }, headers);

  it('a cross-site POST to refresh or sign-out leaves the refresh cookie alone', async () => {
    const cookie = refreshCookie(await signInRes('buyer@harbor.test'))!.value;
    for (const url of ['/identity/sign-out', '/identity/refresh']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'localhost:3000', origin: 'https://evil.example' },
        cookies: { [REFRESH_COOKIE]: cookie },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().status).toBe('FAIL');
      expect(refreshCookie(res), url).toBeUndefined();
    }
    // The victim's session still refreshes from its own origin.
    const own = await t.app.inject({
      method: 'POST',
      url: '/identity/refresh',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      cookies: { [REFRESH_COOKIE]: cookie },
    });
    expect(own.statusCode).toBe(200);
  });

  it('sign-out ends the ID tokens already issued, on every kind of read; a new sign-in works at once', async () => {
    const res = await signInRes('buyer@harbor.test');
    const token = res.json().idToken as string;
    expect((await userInfo(t.app, token)).statusCode).toBe(200);
    const offers = () =>
      t.app.inject({
        method: 'GET',
        url: '/px-api-gateway/stocklist/offers',
        headers: { host: HARBOR, authorization: `Bearer ${token}` },
      });
    expect((await offers()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/identity/sign-out',
      headers: { host: HARBOR },
      cookies: { [REFRESH_COOKIE]: refreshCookie(res)!.value },
    });
    expect(out.statusCode).toBe(200);
    expect((await userInfo(t.app, token)).statusCode).toBe(401);
    expect((await offers()).statusCode).toBe(401);
    // The live-update stream does not open for it either.
    const stream = await t.app.inject({
      method: 'GET',
      url: '/px-api-gateway/events',
      headers: { host: HARBOR, authorization: `Bearer ${token}` },
    });
    expect(stream.statusCode).toBe(401);
    const fresh = await signIn(t.app, 'buyer@harbor.test');
    expect((await offers()).statusCode).toBe(401);
    expect((await userInfo(t.app, fresh)).statusCode).toBe(200);
  });

  it('an ended token is answered as no token on every API route, tenant-wide reads included', async () => {
    const res = await signInRes('buyer@harbor.test');
    const token = res.json().idToken as string;
    const stock = () =>
      t.app.inject({
        method: 'GET',
        url: '/px-api-gateway/stocklist/items',
        headers: { host: HARBOR, authorization: `Bearer ${token}` },
      });
    expect((await stock()).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/identity/sign-out',
      headers: { host: HARBOR },
      cookies: { [REFRESH_COOKIE]: refreshCookie(res)!.value },
    });
    // Public by design: the docs, the tenant's config and words, and its brand files (the logo, favicon and font
    // of the sign-in page, served by content hash: docs/decisions/018).
    const PUBLIC = [
      '/px-api-gateway/docs',
      '/px-api-gateway/saas-config',
      '/px-api-gateway/saas-i18n',
      '/px-api-gateway/brand-assets',
    ];
    const routes = registeredRoutes(t.app).filter(
      (r) =>
        r.url.startsWith('/px-api-gateway/') &&
        !PUBLIC.some((p) => r.url === p || r.url.startsWith(`${p}/`)) &&
        r.method !== 'HEAD' &&
        r.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(40);
    const answered: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:[A-Za-z0-9_-]+/g, '00000000-0000-4000-8000-000000000000');
      const out = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: { host: HARBOR, authorization: `Bearer ${token}` },
      });
      if (out.statusCode !== 401) answered.push(`${r.method} ${r.url} → ${out.statusCode}`);
    }
    expect(answered).toEqual([]);
  });

  it('a second sign-out in the same second still ends the token issued between the two', async () => {
    const signOut = async () => {
      const res = await signInRes('viewer@harbor.test');
      await t.app.inject({
        method: 'POST',
        url: '/identity/sign-out',
        headers: { host: HARBOR },
        cookies: { [REFRESH_COOKIE]: refreshCookie(res)!.value },
      });
    };
    await signOut();
    const between = await signIn(t.app, 'viewer@harbor.test');
    expect((await userInfo(t.app, between)).statusCode).toBe(200);
    await signOut();
    expect((await userInfo(t.app, between)).statusCode).toBe(401);
    expect((await userInfo(t.app, await signIn(t.app, 'viewer@harbor.test'))).statusCode).toBe(200);
    // The same rule without a clock race: two ends at one instant move the stamp by a second each time.
    const [summit] = await t.app.db.select().from(users).where(eq(users.email, 'seller@summit.test'));
    const at = new Date('2026-01-01T00:00:01Z');
    await endIssuedTokens(t.app.db, summit!.tenantId, summit!.id, at);
    await endIssuedTokens(t.app.db, summit!.tenantId, summit!.id, at);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, summit!.id));
    expect(after!.tokensValidAfter?.toISOString()).toBe('2026-01-01T00:00:02.000Z');
  });

  it('an ended token saves no offer, not even on the target the server kept from its last save (P5 cache)', async () => {
    const { offer, call, offers } = offersApi(t.app);
    const buyer = await signIn(t.app, 'buyer@harbor.test');
    const item = itemPicker(itemsOf((await getStock(t.app, buyer)).body.groups)).offerable(5);
    const stale = await signIn(t.app, 'buyer@harbor.test');
    await offer(stale, item, 1, item.listPrice);
    const out = await post(t.app, '/identity/sign-in', {
      email: 'buyer@harbor.test',
      password: DEMO_PASSWORD,
    });
    await t.app.inject({
      method: 'POST',
      url: '/identity/sign-out',
      headers: { host: HARBOR },
      cookies: { [REFRESH_COOKIE]: refreshCookie(out)!.value },
    });
    const again = await call(stale, 'POST', '/stocklist/offer', {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 2,
      offerPrice: item.listPrice,
    });
    expect(again.statusCode).toBe(401);
    const now = await signIn(t.app, 'buyer@harbor.test');
    expect((await offers(now))[item.itemNumberWarehouse]?.stocklistOffer.offerQuantity).toBe(1);
  });

  it('a password reset ends the ID tokens already issued', async () => {
    const token = await signIn(t.app, 'seller@harbor.test');
    expect((await userInfo(t.app, token)).statusCode).toBe(200);
    // Staff reset through the console's side (role 'seller'; staff-password-reset.test.ts).
    await post(t.app, '/identity/forgot-password', { email: 'seller@harbor.test', role: 'seller' });
    await t.app.identitySettled();
    const mail = t.mailer.sent.filter((m) => m.to === 'seller@harbor.test').at(-1)!;
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const done = await post(t.app, '/identity/confirm-forgot-password', {
      email: 'seller@harbor.test',
      role: 'seller',
      code,
      newPassword: 'Brand-new-Pass9',
    });
    expect(done.statusCode).toBe(200);
    expect((await userInfo(t.app, token)).statusCode).toBe(401);
    expect(
      (await userInfo(t.app, await signIn(t.app, 'seller@harbor.test', HARBOR, 'Brand-new-Pass9')))
        .statusCode,
    ).toBe(200);
  });

  it('marks the refresh cookie Secure on a public domain, even behind a TLS proxy it does not trust', async () => {
    const [harbor] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
    await t.app.db.insert(tenantDomains).values({ domain: 'shop.harbor.example', tenantId: harbor!.id });
    t.app.invalidateTenantCache();
    const res = await signInRes('viewer@harbor.test', { host: 'shop.harbor.example' });
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)?.secure).toBe(true);
    expect(refreshCookie(await signInRes('viewer@harbor.test'))?.secure).toBeFalsy();
  });

  it('answers authenticated calls and token answers with Cache-Control: no-store', async () => {
    const res = await signInRes('viewer@harbor.test');
    expect(res.headers['cache-control']).toContain('no-store');
    const info = await userInfo(t.app, res.json().idToken);
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toContain('no-store');
  });

  it('refuses a password with control characters', async () => {
    const res = await post(t.app, '/identity/sign-in', {
      email: 'viewer@harbor.test',
      password: 'Portico-demo-1\u0000',
    });
    expect(res.statusCode).toBe(422);
    const confirm = await post(t.app, '/identity/confirm-forgot-password', {
      email: 'viewer@harbor.test',
      code: '123456',
      newPassword: 'Brand-new-Pass9\u0007',
    });
    expect(confirm.statusCode).toBe(422);
  });
});
