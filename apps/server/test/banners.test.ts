import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, tenants } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn, type TestApp } from './helper.ts';

const BANNERS = '/px-api-gateway/notification/banners';
const SELLER = '/px-api-gateway/seller/banners';

describe('banners (A-036, Q-069)', () => {
  let t: TestApp;
  let harborBuyer: string;
  let harborSeller: string;
  let summitBuyer: string;
  let summitSeller: string;
  beforeAll(async () => {
    t = await buildTestApp();
    [harborBuyer, harborSeller, summitBuyer, summitSeller] = await Promise.all([
      signIn(t.app, 'buyer@harbor.test', HARBOR),
      signIn(t.app, 'seller@harbor.test', HARBOR),
      signIn(t.app, 'buyer@summit.test', SUMMIT),
      signIn(t.app, 'seller@summit.test', SUMMIT),
    ]);
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    host: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('a buyer sees the tenant’s active banners, already sanitised', async () => {
    const res = await call('GET', BANNERS, harborBuyer, HARBOR);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ isBannerActive: true });
    expect(list[0].content).toContain('<strong>Holiday schedule:</strong>');
    expect(list[0].content).toContain(
      '<a href="https://harbor.example/holidays" target="_blank" rel="noopener noreferrer">',
    );
    const summit = await call('GET', BANNERS, summitBuyer, SUMMIT);
    expect(summit.json()).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await call('GET', BANNERS, undefined, HARBOR)).statusCode).toBe(401);
    expect((await call('GET', SELLER, undefined, HARBOR)).statusCode).toBe(401);
  });

  it('a buyer may not call the seller’s banner calls (403)', async () => {
    for (const [method, url] of [
      ['GET', SELLER],
      ['POST', SELLER],
      ['PUT', `${SELLER}/00000000-0000-4000-8000-000000000000`],
      ['DELETE', `${SELLER}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const res = await call(
        method,
        url,
        harborBuyer,
        HARBOR,
        method === 'POST' || method === 'PUT' ? { content: '<p>x</p>' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().messageCode).toBe('forbidden');
    }
  });

  it('sanitises on save: scripts, event handlers, styles and javascript: links are gone', async () => {
    const dirty =
      '<p style="color:red" onclick="steal()">Sale <b>now</b><script>alert(1)</script>' +
      '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(1)">bad</a> <a href="jav&#x61;script:alert(1)">bad2</a> ' +
      '<a href="https://harbor.example/x" target="_top" onmouseover="x()">ok</a> ' +
      '<a href="mailto:sales@harbor.example" target="_blank">mail</a> <a href="/relative">rel</a>' +
      '<ul><li><em>one</em></li></ul><div>div text</div><span class="x">s</span><style>p{}</style></p>';
    const res = await call('POST', SELLER, harborSeller, HARBOR, { content: dirty, isBannerActive: true });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved.content).not.toMatch(
      /script|onerror|onclick|onmouseover|style|iframe|<img|javascript|<div|class=|target="_top"/i,
    );
    expect(saved.content).toBe(
      '<p>Sale <b>now</b>' +
        '<a>bad</a> <a>bad2</a> ' +
        '<a href="https://harbor.example/x">ok</a> ' +
        '<a href="mailto:sales@harbor.example" target="_blank" rel="noopener noreferrer">mail</a> <a>rel</a></p>' +
        // The parser closes the <p> before the list, as a browser would.
        '<ul><li><em>one</em></li></ul>div text<span>s</span><p></p>',
    );
    // What is stored is the sanitised text, not the input.
    const [row] = await t.app.db.select().from(banners).where(eq(banners.id, saved.id));
    expect(row!.content).toBe(saved.content);

    const list = (await call('GET', BANNERS, harborBuyer, HARBOR)).json();
    expect(list.map((b: { id: string }) => b.id)).toContain(saved.id);
  });

  it('refuses a banner with nothing left after sanitising (422)', async () => {
    const res = await call('POST', SELLER, harborSeller, HARBOR, { content: '<script>alert(1)</script>' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'FAIL', messageCode: 'validationFailed' });
  });

  it('updates, deactivates and deletes its own banners; inactive ones are hidden from buyers', async () => {
    const created = (await call('POST', SELLER, harborSeller, HARBOR, { content: '<p>draft</p>' })).json();
    const put = await call('PUT', `${SELLER}/${created.id}`, harborSeller, HARBOR, {
      content: '<p>edited <u>now</u><script>x</script></p>',
      isBannerActive: false,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: created.id,
      isBannerActive: false,
      content: '<p>edited <u>now</u></p>',
      startsAt: null,
      endsAt: null,
    });

    const buyerIds = (await call('GET', BANNERS, harborBuyer, HARBOR))
      .json()
      .map((b: { id: string }) => b.id);
    expect(buyerIds).not.toContain(created.id);
    const sellerIds = (await call('GET', SELLER, harborSeller, HARBOR))
      .json()
      .map((b: { id: string }) => b.id);
    expect(sellerIds).toContain(created.id);

    expect((await call('DELETE', `${SELLER}/${created.id}`, harborSeller, HARBOR)).statusCode).toBe(204);
    expect((await call('DELETE', `${SELLER}/${created.id}`, harborSeller, HARBOR)).statusCode).toBe(404);
  });

  it('another tenant’s banner id is 404, and stays untouched', async () => {
    const [harbor] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
    const [harborBanner] = await t.app.db.select().from(banners).where(eq(banners.tenantId, harbor!.id));
    const url = `${SELLER}/${harborBanner!.id}`;
    const put = await call('PUT', url, summitSeller, SUMMIT, { content: '<p>hijacked</p>' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ status: 'FAIL', messageCode: 'notFound' });
    expect((await call('DELETE', url, summitSeller, SUMMIT)).statusCode).toBe(404);
    const [after] = await t.app.db.select().from(banners).where(eq(banners.id, harborBanner!.id));
    expect(after!.content).toBe(harborBanner!.content);
    // Nor does the summit seller's list show it.
    const summitList = (await call('GET', SELLER, summitSeller, SUMMIT)).json();
    expect(summitList.map((b: { id: string }) => b.id)).not.toContain(harborBanner!.id);
    // A harbor token on the summit host is refused outright.
    expect((await call('GET', SELLER, harborSeller, SUMMIT)).statusCode).toBe(403);
  });

  it('refuses a malformed id with 422', async () => {
    expect((await call('DELETE', `${SELLER}/not-a-uuid`, harborSeller, HARBOR)).statusCode).toBe(422);
  });
});
