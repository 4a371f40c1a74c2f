import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_DICTIONARY, dictionaryVersion } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/index.ts';
import { REFRESH_COOKIE, SIGNED_IN_HINT_COOKIE } from '../src/modules/identity/identity.routes.ts';
import { buildTestApp, DEMO_PASSWORD, HARBOR, SUMMIT, type TestApp } from './helper.ts';

/**
 * P9 first load and rolling deploys: the built apps' hashed assets are sent precompressed (brotli or gzip, by
 * Accept-Encoding, with Vary) and cached for good; index.html is never cached and carries the tenant's config
 * and dictionary; JSON answers over 1 KB are compressed; a build written under a running server is served at
 * once, and the previous build's assets stay served.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A made-up chunk of a build: text well over the compression threshold. */
const chunk = (name: string) =>
  `export const ${name} = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `${name}-line-${i}`))};\n`;

/** Writes one build of an app into publicDir the way the apps' build does: index.html, assets and .br/.gz. */
function writeBuild(publicDir: string, appName: string, hash: string) {
  const dist = path.join(publicDir, appName, 'dist');
  const base = appName === 'seller-console' ? '/seller/' : '/';
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const js = chunk(`build_${hash}`);
  const file = path.join(dist, 'assets', `index-${hash}.js`);
  fs.writeFileSync(file, js);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(js));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(js));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>App</title>\n` +
      `    <script type="module" crossorigin src="${base}assets/index-${hash}.js"></script>\n  </head>\n` +
      '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  return js;
}

describe('built assets: precompressed, cached for good, served per request (P9, rolling deploys)', () => {
  let t: TestApp;
  let publicDir: string;
  let buyerJs: string;
  beforeAll(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-assets-'));
    buyerJs = writeBuild(publicDir, 'buyer-portal', 'AAAA1111');
    writeBuild(publicDir, 'seller-console', 'SSSS1111');
    t = await buildTestApp({ publicDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: HARBOR, ...headers } });

  it('sends a hashed asset brotli-compressed to a client that takes br, gzip to one that takes gzip', async () => {
    const br = await get('/assets/index-AAAA1111.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(buyerJs);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);

    const gz = await get('/assets/index-AAAA1111.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(buyerJs);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/assets/index-AAAA1111.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(buyerJs);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it("serves the seller console's hashed assets the same way", async () => {
    const res = await get('/seller/assets/index-SSSS1111.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('never lets index.html be cached, on any route of either app', async () => {
    for (const url of ['/', '/stock', '/index.html', '/seller/', '/seller/offers']) {
      const res = await get(url, { 'accept-encoding': 'gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing hashed asset 404, not the app shell', async () => {
    const res = await get('/assets/index-NOPE.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('serves a build written while the server runs, and keeps the previous build served', async () => {
    const oldPage = (await get('/stock')).body;
    expect(oldPage).toContain('/assets/index-AAAA1111.js');
    // A deploy: the build adds its assets and rewrites index.html; the old assets are left in place.
    const newJs = writeBuild(publicDir, 'buyer-portal', 'BBBB2222');
    const newPage = (await get('/stock')).body;
    expect(newPage).toContain('/assets/index-BBBB2222.js');
    const fresh = await get('/assets/index-BBBB2222.js', { 'accept-encoding': 'br' });
    expect(fresh.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(fresh.rawPayload).toString()).toBe(newJs);
    // An open portal still on the old build can load its lazy chunks.
    const old = await get('/assets/index-AAAA1111.js', { 'accept-encoding': 'br' });
    expect(old.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(old.rawPayload).toString()).toBe(buyerJs);
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const big = await get('/px-api-gateway/saas-i18n', { 'accept-encoding': 'br, gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const dictionary = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString());
    expect(dictionary.status).toBe('SUCCESS');

    const gz = await get('/px-api-gateway/saas-config', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).results.tenantName).toBe('Harbor Phones');

    const none = await get('/px-api-gateway/saas-i18n');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().status).toBe('SUCCESS');

    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the app shell too', async () => {
    const res = await get('/stock', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});

/** The JSON of the page's boot data block, read the way the apps read it. */
function bootDataOf(page: string): {
  config: Record<string, unknown>;
  i18n: Record<string, unknown>;
  dictionaryVersion?: unknown;
} {
  const blocks = [
    ...page.matchAll(/<script id="portico-boot" type="application\/json">([\s\S]*?)<\/script>/g),
  ];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!);
}

describe("the tenant's config and dictionary written into index.html (P9)", () => {
  let t: TestApp;
  let publicDir: string;
  beforeAll(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-boot-'));
    writeBuild(publicDir, 'buyer-portal', 'CCCC3333');
    writeBuild(publicDir, 'seller-console', 'DDDD4444');
    t = await buildTestApp({ publicDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  const page = async (host: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const api = async (host: string, url: string) =>
    (await t.app.inject({ method: 'GET', url: `/px-api-gateway/${url}`, headers: { host } })).json().results;

  it('writes the same config and dictionary saas-config and saas-i18n answer, per tenant, in both apps', async () => {
    for (const host of [HARBOR, SUMMIT]) {
      const config = await api(host, 'saas-config');
      const i18n = await api(host, 'saas-i18n');
      for (const url of ['/stock', '/seller/']) {
        const boot = bootDataOf(await page(host, url));
        expect(boot.config).toEqual(config);
        expect(boot.i18n).toEqual(i18n);
        // P10: with the fingerprint of the English dictionary shipped, the portal's own copy is not downloaded.
        expect(boot.dictionaryVersion).toBe(dictionaryVersion(DEFAULT_DICTIONARY));
      }
    }
    expect(bootDataOf(await page(SUMMIT, '/')).config.tenantName).toBe('Summit Mobile Trade');
  });

  it("draws the tenant's banners into a buyer's first screen only for a live buyer session of this tenant (A-036)", async () => {
    const session = async (host: string, email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/identity/sign-in',
        headers: { host },
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    };
    const stock = (hint: string | undefined) =>
      t.app.inject({
        method: 'GET',
        url: '/stock',
        headers: { host: HARBOR },
        cookies: hint === undefined ? {} : { [SIGNED_IN_HINT_COOKIE]: hint },
      });
    const hasBanner = (body: string) => body.includes('class="ps-banner"');

    const buyer = await session(HARBOR, 'buyer@harbor.test');
    const drawn = await stock(buyer[SIGNED_IN_HINT_COOKIE]);
    expect(drawn.body).toContain('id="portico-shell"');
    expect(hasBanner(drawn.body)).toBe(true);
    expect(drawn.body).toContain('<strong>Holiday schedule:</strong>');
    // Drawn for this browser's session: no shared cache may keep it.
    expect(drawn.headers['cache-control']).toBe('private, no-cache');
    // P9: its code is asked for by the page's one inline script once the first screen is painted: the module
    // script waits inert in a template, and the policy lets that one script run by its hash, nothing else inline.
    const scriptSrc = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('script-src '));
    const inline = [...drawn.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(scriptSrc(drawn)).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(drawn.body).toMatch(
      /<template id="portico-code"><script type="module" crossorigin src="\/assets\/index-\w+\.js"><\/script><\/template>/,
    );
    expect(drawn.body.split('<template')[0]).not.toContain('type="module"');
    // A page without the drawn screen loads its code from <head> and allows no inline script.
    const plain = await stock(undefined);
    expect(plain.body).not.toContain('id="portico-shell"');
    expect(plain.body).not.toContain('<template');
    expect(plain.body.split('</head>')[0]).toContain('<script type="module"');
    expect(scriptSrc(plain)).toBe("script-src 'self'");

    // A made-up hint, another tenant's buyer, a seller of this tenant: the frame, but no banner.
    const summit = await session(SUMMIT, 'buyer@summit.test');
    const seller = await session(HARBOR, 'seller@harbor.test');
    for (const hint of ['1', 'x'.repeat(43), summit[SIGNED_IN_HINT_COOKIE], seller[SIGNED_IN_HINT_COOKIE]]) {
      const res = await stock(hint);
      expect(res.body).toContain('id="portico-shell"');
      expect(hasBanner(res.body)).toBe(false);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(hasBanner((await stock(undefined)).body)).toBe(false);

    // Signed out elsewhere (the hint a copied cookie would still carry): no banner any more.
    const out = await t.app.inject({
      method: 'POST',
      url: '/identity/sign-out',
      headers: { host: HARBOR },
      cookies: { [REFRESH_COOKIE]: buyer[REFRESH_COOKIE]! },
    });
    expect(out.statusCode).toBe(200);
    expect(hasBanner((await stock(buyer[SIGNED_IN_HINT_COOKIE])).body)).toBe(false);
  });

  it('escapes a tenant name that closes the script element', async () => {
    const [row] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'summit'));
    const name = 'Evil </script><script>alert(1)</script> & <!-- Co \u2028';
    await t.app.db.update(tenants).set({ name }).where(eq(tenants.slug, 'summit'));
    t.app.invalidateTenantCache();
    try {
      for (const url of ['/', '/seller/']) {
        const body = await page(SUMMIT, url);
        expect(body).not.toContain('<script>alert(1)');
        expect(body).not.toContain('<!--');
        // One boot block plus the module script: no script element was opened or closed by the name.
        expect(body.match(/<script/g)).toHaveLength(2);
        expect(body.match(/<\/script>/g)).toHaveLength(2);
        expect(bootDataOf(body).config.tenantName).toBe(name);
      }
    } finally {
      await t.app.db.update(tenants).set(row!).where(eq(tenants.slug, 'summit'));
      t.app.invalidateTenantCache();
    }
  });
});

describe('a server started before the apps are built', () => {
  it('serves the build once it is written, without a restart', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-late-'));
    const t = await buildTestApp({ publicDir });
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: '/stock', headers: { host: HARBOR } })).statusCode,
      ).toBe(404);
      const js = writeBuild(publicDir, 'buyer-portal', 'EEEE5555');
      const shell = await t.app.inject({ method: 'GET', url: '/stock', headers: { host: HARBOR } });
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('/assets/index-EEEE5555.js');
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/index-EEEE5555.js',
        headers: { host: HARBOR },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe(js);
    } finally {
      await t.close();
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
