import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DICTIONARY } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nOverrides, tenants } from '../src/db/schema/index.ts';
import { createAppVersionReader } from '../src/modules/tenants/app-version.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn, type TestApp } from './helper.ts';

const config = async (t: TestApp, host: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/px-api-gateway/saas-config', headers: { host } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe('SUCCESS');
  return body.results;
};

const tenantId = async (t: TestApp, slug: string) => {
  const [row] = await t.app.db.select().from(tenants).where(eq(tenants.slug, slug));
  return row!;
};

describe('GET saas-config (A-002, A-003)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers each tenant by host, with its own brand', async () => {
    const harbor = await config(t, HARBOR);
    const summit = await config(t, SUMMIT);
    expect(harbor).toMatchObject({
      tenantName: 'Harbor Phones',
      siteTitle: 'Harbor Phones Wholesale',
      tenantShortName: 'HARBOR',
      style_primary_color: '#0B3D91',
      style_secondary_color: '#00897B',
      style_font_family: 'Inter',
      buyer_whatsapp_icon_position: 'bottom-right',
      deactivated: false,
      tenantApiEndPoint: '',
      tenantApiName: 'harbor',
      identity_pool: { provider: 'portico', endpoint: '/identity', clientId: 'harbor' },
      tutorial_url: '/help/tutorial',
      grading_scale_url: 'https://harbor.example/grading-scale',
      signup_url: 'https://harbor.example/apply',
      currencyCode: 'USD',
      currencyPrecision: 2,
      language: 'en',
      // The tenant's clock (its invoices, its daily report): the console shows times in it.
      timeZone: 'America/New_York',
    });
    expect(summit).toMatchObject({
      tenantName: 'Summit Mobile Trade',
      tenantShortName: 'SUMMIT',
      style_primary_color: '#1B5E20',
      style_secondary_color: '#FFB300',
      style_font_family: 'Merriweather Sans',
      buyer_whatsapp_icon_position: 'bottom-left',
      side_menu_display: { Auctions: false, Returns: false },
      identity_pool: { clientId: 'summit' },
    });
    expect(summit.tutorial_url).toBeUndefined();
    expect(summit.grading_scale_url).toBeUndefined();
    expect(harbor.tenant_id).not.toBe(summit.tenant_id);
    expect(harbor.favicon).toMatch(/^data:image\/svg\+xml,/);
    expect(harbor.favicon).not.toBe(summit.favicon);
    expect(harbor.dark_mode_styles.style_primary_color).toBeDefined();
    expect(harbor.dark_mode_styles).not.toEqual(summit.dark_mode_styles);
    expect(harbor.custom_css).toContain('.MuiAppBar-root');
    expect(harbor.footer_links.length).toBeGreaterThanOrEqual(2);
    expect(harbor.login_custom_content).toContain('<strong>New to Harbor Phones?</strong>');
    expect(typeof harbor.appVersion).toBe('string');
    expect(harbor.appVersion).not.toBe('');
  });

  it('sends loopback names to the default tenant and answers unknown hosts 404 (DESIGN §4)', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/px-api-gateway/saas-config',
      headers: { host: 'unknown.example' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await config(t, '127.0.0.1:3000')).tenantName).toBe('Harbor Phones');
    expect((await config(t, 'SUMMIT.localhost:5173')).tenantName).toBe('Summit Mobile Trade');
  });

  it('needs no token and is not cached by the browser (Q-071)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/px-api-gateway/saas-config',
      headers: { host: HARBOR },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never passes on hostile config: CSS breakout, remote loads, script links, bad theme values', async () => {
    const row = await tenantId(t, 'summit');
    await t.app.db
      .update(tenants)
      .set({
        config: {
          ...row.config,
          custom_css:
            '@import url(https://evil.example/x.css); .a{color:red} </style><script>alert(1)</script> .b{background:url(https://evil.example/t.gif)}',
          style_primary_color: 'red;}</style><script>alert(1)</script>',
          style_text_color: 'url(https://evil.example/x)',
          footer_links: [
            { url: 'javascript:alert(1)', label: 'Bad' },
            { url: '//evil.example', label: 'Also bad' },
            { url: 'https://summit.example/ok', label: 'Good' },
            { label: 'No url' },
          ],
          login_custom_content:
            '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
          tutorial_url: 'javascript:alert(1)',
          favicon: 'javascript:alert(1)',
          buyer_whatsapp_icon_position: 'middle',
          currencyPrecision: 'two',
        },
      })
      .where(eq(tenants.id, row.id));
    t.app.invalidateTenantCache();

    const summit = await config(t, SUMMIT);
    expect(summit.custom_css).not.toMatch(/@import|<|evil\.example/);
    expect(summit.custom_css).toContain('.a{color:red}');
    expect(summit.style_primary_color).not.toMatch(/[<;{}]/);
    expect(summit.style_text_color).not.toContain('evil');
    expect(summit.footer_links).toEqual([{ url: 'https://summit.example/ok', label: 'Good' }]);
    expect(summit.login_custom_content).toBe('<p>Hi</p>');
    expect(summit.tutorial_url).toBeUndefined();
    expect(summit.favicon).toBeUndefined();
    // Malformed entries fall back to their defaults without hiding the rest.
    expect(summit.buyer_whatsapp_icon_position).toBe('bottom-right');
    expect(summit.currencyPrecision).toBe(2);
    expect(summit.tenantName).toBe('Summit Mobile Trade');
  });
});

describe('appVersion (Q-071)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-version-'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '1.2.3' }));
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the build’s version.json, falls back to package.json, and sees a new deploy within 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const versionFile = path.join(dir, 'buyer-portal', 'dist', 'version.json');
    const read = createAppVersionReader({ versionFile, packageJson: path.join(dir, 'package.json') });
    expect(await read()).toBe('1.2.3');

    fs.mkdirSync(path.dirname(versionFile), { recursive: true });
    fs.writeFileSync(versionFile, JSON.stringify({ version: '1.2.3+build.7' }));
    // Cached for 5 s …
    expect(await read()).toBe('1.2.3');
    vi.setSystemTime(new Date('2025-01-01T00:00:06Z'));
    // … then the new build shows.
    expect(await read()).toBe('1.2.3+build.7');

    fs.writeFileSync(versionFile, '{ half-written');
    vi.setSystemTime(new Date('2025-01-01T00:00:12Z'));
    expect(await read()).toBe('1.2.3');
  });

  it('is what saas-config answers when the apps live in PUBLIC_DIR', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-public-'));
    fs.mkdirSync(path.join(publicDir, 'buyer-portal', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(publicDir, 'buyer-portal', 'dist', 'version.json'),
      JSON.stringify({ version: '9.9.9-test' }),
    );
    const t = await buildTestApp({ publicDir });
    try {
      expect((await config(t, HARBOR)).appVersion).toBe('9.9.9-test');
    } finally {
      await t.close();
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe('GET saas-i18n (A-010, A-011)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const dictionary = async (host: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/px-api-gateway/saas-i18n', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('SUCCESS');
    return res.json().results;
  };

  it('answers the default dictionary with the tenant’s overrides on top', async () => {
    const harbor = await dictionary(HARBOR);
    const summit = await dictionary(SUMMIT);
    expect(Object.keys(harbor.en)).toEqual(expect.arrayContaining(Object.keys(DEFAULT_DICTIONARY)));
    expect(harbor.en.menuStockList).toEqual({ i18n_value: 'Stocklist' });
    expect(summit.en.menuStockList).toEqual({ i18n_value: 'Inventory' });
    expect(summit.en.dashboardHeading).toEqual({ i18n_value: 'Trade Desk' });
    expect(harbor.en.dashboardHeading).toEqual({ i18n_value: 'Buyer Dashboard' });
    // Untouched keys are the defaults for both.
    expect(summit.en.noItemsFound).toEqual({ i18n_value: 'No items found!' });
    expect(summit.en.offersInCartCount).toEqual(DEFAULT_DICTIONARY.offersInCartCount);
  });

  it('answers every language a tenant translates, each on top of its shipped dictionary (Q-073)', async () => {
    const summit = await tenantId(t, 'summit');
    await t.app.db.insert(i18nOverrides).values({
      tenantId: summit.id,
      language: 'es',
      key: 'noItemsFound',
      value: '¡No se encontraron artículos!',
      valuePlural: null,
    });
    await t.app.db.insert(i18nOverrides).values({
      tenantId: summit.id,
      language: 'en',
      key: 'offersInCartCount',
      value: '{n} BID IN CART',
      valuePlural: '{n} BIDS IN CART',
    });
    const results = await dictionary(SUMMIT);
    expect(results.es.noItemsFound).toEqual({ i18n_value: '¡No se encontraron artículos!' });
    // Spanish is shipped whole (docs/decisions/020): the keys Summit leaves alone read the Spanish defaults.
    expect(results.es.dashboardHeading).toEqual({ i18n_value: 'Panel del comprador' });
    expect(results.en.offersInCartCount).toEqual({
      i18n_value: '{n} BID IN CART',
      i18n_value_plural: '{n} BIDS IN CART',
    });
    // Another tenant's overrides never leak.
    const harbor = await dictionary(HARBOR);
    expect(harbor.es).toBeUndefined();
    expect(harbor.en.offersInCartCount).toEqual(DEFAULT_DICTIONARY.offersInCartCount);
  });
});

describe('a deactivated tenant (A-020, DESIGN §4)', () => {
  let t: TestApp;
  let harborToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    harborToken = await signIn(t.app, 'buyer@harbor.test');
    const harbor = await tenantId(t, 'harbor');
    await t.app.db.update(tenants).set({ deactivated: true }).where(eq(tenants.id, harbor.id));
    t.app.invalidateTenantCache();
  });
  afterAll(async () => t.close());

  it('still answers saas-config and saas-i18n, with deactivated: true', async () => {
    const harbor = await config(t, HARBOR);
    expect(harbor.deactivated).toBe(true);
    expect(harbor.tenantName).toBe('Harbor Phones');
    const res = await t.app.inject({
      method: 'GET',
      url: '/px-api-gateway/saas-i18n',
      headers: { host: HARBOR },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.en.tenantDeactivated.i18n_value).toContain('{tenantName}');
  });

  it.each([
    ['signed in', true],
    ['signed out', false],
  ])('answers every other API call with 403 tenantDeactivated (%s)', async (_name, withToken) => {
    for (const url of [
      '/px-api-gateway/order/settings',
      '/px-api-gateway/notification/banners',
      '/px-api-gateway/seller/banners',
      '/px-api-gateway/no-such-call',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: HARBOR, ...(withToken ? { authorization: `Bearer ${harborToken}` } : {}) },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        status: 'FAIL',
        messageCode: 'tenantDeactivated',
        params: { tenantName: 'Harbor Phones' },
      });
    }
  });

  it('leaves the other tenant alone', async () => {
    expect((await config(t, SUMMIT)).deactivated).toBe(false);
    const res = await t.app.inject({
      method: 'GET',
      url: '/px-api-gateway/order/settings',
      headers: { host: SUMMIT },
    });
    expect(res.statusCode).toBe(401);
  });
});
