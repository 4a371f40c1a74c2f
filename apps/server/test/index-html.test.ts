import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, type TestApp } from './helper.ts';

/**
 * the served index.html of both apps already carries the tenant's title and favicon, so the tab
 * shows the tenant from the first byte (before any script runs) and the browser never asks for /favicon.ico.
 */
const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const html = async (t: TestApp, host: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { host } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
};
const titleOf = (body: string) => body.match(/<title>([^<]*)<\/title>/)?.[1];
const iconsOf = (body: string) => [...body.matchAll(/<link rel="icon" href="([^"]*)"/g)].map((m) => m[1]);

describe('index.html served per tenant (A-009)', () => {
  let t: TestApp;
  let publicDir: string;
  beforeAll(async () => {
    // The apps' own index.html templates stand in for a build (the server only edits the head).
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-index-'));
    for (const appName of ['buyer-portal', 'seller-console']) {
      fs.mkdirSync(path.join(publicDir, appName, 'dist'), { recursive: true });
      fs.copyFileSync(
        path.join(appsDir, appName, 'index.html'),
        path.join(publicDir, appName, 'dist', 'index.html'),
      );
    }
    t = await buildTestApp({ publicDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  const tenantFavicon = async (slug: string) => {
    const [row] = await t.app.db.select().from(tenants).where(eq(tenants.slug, slug));
    return String((row!.config as Record<string, unknown>).favicon);
  };

  it("writes each tenant's title and favicon into the buyer portal, on every route", async () => {
    for (const url of ['/', '/stock', '/orders/123?tab=1', '/index.html']) {
      const harbor = await html(t, HARBOR, url);
      expect(titleOf(harbor)).toBe('Harbor Phones Wholesale');
      expect(iconsOf(harbor)).toEqual([await tenantFavicon('harbor')]);
      const summit = await html(t, SUMMIT, url);
      expect(titleOf(summit)).toBe('Summit Mobile Trade');
      expect(iconsOf(summit)).toEqual([await tenantFavicon('summit')]);
    }
  });

  it("writes the tenant's name into the seller console's title, with its favicon", async () => {
    for (const url of ['/seller/', '/seller/offers', '/seller/index.html']) {
      const harbor = await html(t, HARBOR, url);
      expect(titleOf(harbor)).toBe('Harbor Phones Seller Console');
      expect(iconsOf(harbor)).toEqual([await tenantFavicon('harbor')]);
      expect(titleOf(await html(t, SUMMIT, url))).toBe('Summit Mobile Trade Seller Console');
    }
  });

  it('escapes the title and the favicon address', async () => {
    const [row] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'summit'));
    await t.app.db
      .update(tenants)
      .set({
        name: 'Tom & "Jerry" <Phones>',
        siteTitle: '</title><script>alert(1)</script> & Co',
        config: { ...(row!.config as object), favicon: '/icons/a.png?x=1&y="2"' },
      })
      .where(eq(tenants.slug, 'summit'));
    t.app.invalidateTenantCache();
    try {
      const buyer = await html(t, SUMMIT, '/');
      expect(buyer).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</title>');
      expect(buyer).not.toContain('<script>alert(1)');
      expect(buyer).toContain('<link rel="icon" href="/icons/a.png?x=1&amp;y=&quot;2&quot;"');
      const seller = await html(t, SUMMIT, '/seller/');
      expect(seller).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;Phones&gt; Seller Console</title>');
    } finally {
      await t.app.db.update(tenants).set(row!).where(eq(tenants.slug, 'summit'));
      t.app.invalidateTenantCache();
    }
  });

  it("answers /favicon.ico with the tenant's icon, not a 404", async () => {
    const harbor = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host: HARBOR } });
    expect(harbor.statusCode).toBe(200);
    expect(harbor.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(harbor.body).toContain('<svg');
    const summit = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host: SUMMIT } });
    expect(summit.statusCode).toBe(200);
    expect(summit.body).not.toBe(harbor.body);
  });

  it('answers a tenant without a favicon with a blank icon in the page and no 404', async () => {
    const [row] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'summit'));
    const { favicon: _dropped, ...rest } = row!.config as Record<string, unknown>;
    await t.app.db.update(tenants).set({ config: rest }).where(eq(tenants.slug, 'summit'));
    t.app.invalidateTenantCache();
    try {
      expect(iconsOf(await html(t, SUMMIT, '/'))).toEqual(['data:,']);
      const ico = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { host: SUMMIT } });
      expect(ico.statusCode).toBe(204);
    } finally {
      await t.app.db.update(tenants).set(row!).where(eq(tenants.slug, 'summit'));
      t.app.invalidateTenantCache();
    }
  });
});
