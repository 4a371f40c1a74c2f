import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { brandAssets, brandDrafts, events, staffAudit, tenants, users } from '../src/db/schema/index.ts';
import { BRAND_TENANT_MAX_BYTES } from '../src/modules/brand/brand.service.ts';
import { CSS_XSS_PAYLOADS, DANGEROUS_CSS } from './fixtures/css-xss-payloads.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';

/**
 * Brand and site (A-001… …A-024): the staff save a draft, buyers see it only once published; files are
 * checked by content and capped; custom CSS stays inert; every write is the staff's (role-checked, audited) and
 * the tenant's own. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

// A built portal page, so the preview (the page's boot data) can be read.
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-brand-'));
const dist = path.join(publicDir, 'buyer-portal', 'dist');
fs.mkdirSync(dist, { recursive: true });
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n<head><title>App</title></head>\n<body><div id="root"></div></body>\n</html>\n',
);

const t = await buildTestApp({ publicDir });
const { app } = t;
const db = app.db;
afterAll(async () => {
  await t.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

const API = '/px-api-gateway';
const BRAND = `${API}/seller/settings/brand`;
const [harbor] = await db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
if (!harbor) throw new Error('no harbor tenant');
const [seller, buyer, summitSeller] = await Promise.all([
  signIn(app, 'seller@harbor.test'),
  signIn(app, 'buyer@harbor.test'),
  signIn(app, 'seller@summit.test', SUMMIT),
]);

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string | undefined, payload?: object, host = HARBOR) =>
  app.inject({
    method,
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });

const boundary = '----portico-brand';
const upload = (kind: string, fileName: string, data: Buffer, token = seller, host = HARBOR) =>
  app.inject({
    method: 'POST',
    url: `${BRAND}/assets/${kind}`,
    headers: {
      host,
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c00"/></svg>',
);
const WOFF2 = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60, 1)]);

const config = async (host = HARBOR) =>
  (await call('GET', `${API}/saas-config`, undefined, undefined, host)).json().results;
const assetCount = async () =>
  (await db.select().from(brandAssets).where(eq(brandAssets.tenantId, harbor.id))).length;
const auditOf = async (action: string) =>
  db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.tenantId, harbor.id), eq(staffAudit.action, action)));
const draftOf = async () => (await call('GET', BRAND, seller)).json().draft;
const setRole = (email: string, role: string) =>
  db
    .update(users)
    .set({ staffRole: role })
    .where(and(eq(users.tenantId, harbor.id), eq(users.email, email)));

beforeEach(async () => {
  await setRole('seller@harbor.test', 'OWNER');
  await db.delete(brandDrafts);
});

describe('brand draft and publish', () => {
  it('reads the published brand from the tenant’s config, with no draft yet', async () => {
    const res = await call('GET', BRAND, seller);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hasUnpublishedChanges).toBe(false);
    expect(body.published).toMatchObject({
      tenantName: harbor.name,
      siteTitle: harbor.siteTitle,
      language: 'en',
    });
    expect(body.published.light.primary_color).toBe('#0B3D91');
    expect(body.draft).toEqual(body.published);
  });

  it('keeps a draft from buyers until it is published, then serves it and tells open portals', async () => {
    const draft = {
      ...(await draftOf()),
      siteTitle: 'Harbor Phones Wholesale',
      light: { primary_color: '#C2185B', font_family: 'Roboto' },
      dark: { primary_color: '#F48FB1' },
      footerLinks: [{ label: 'Terms', url: '/terms-of-sale' }],
      copyright: '© Harbor',
      whatsappPosition: 'bottom-left',
      currencyCode: 'EUR',
      currencyPrecision: 0,
    };
    const saved = await call('PUT', BRAND, seller, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().hasUnpublishedChanges).toBe(true);
    expect(saved.json().draft.light).toEqual({ primary_color: '#C2185B', font_family: 'Roboto' });

    // Buyers (saas-config, and the portal's page) still get what is published.
    const before = await config();
    expect(before.style_primary_color).toBe('#0B3D91');
    expect(before.siteTitle).toBe(harbor.siteTitle);
    const page = await call('GET', '/stock', undefined);
    expect(page.body).not.toContain('#C2185B');
    expect(page.body).toContain(`<title>${harbor.siteTitle}</title>`);

    const published = await call('POST', `${BRAND}/publish`, seller);
    expect(published.statusCode).toBe(200);
    expect(published.json().hasUnpublishedChanges).toBe(false);
    const after = await config();
    expect(after).toMatchObject({
      siteTitle: 'Harbor Phones Wholesale',
      style_primary_color: '#C2185B',
      style_font_family: 'Roboto',
      dark_mode_styles: { style_primary_color: '#F48FB1' },
      footer_links: [{ label: 'Terms', url: '/terms-of-sale' }],
      business_copyrights_text: '© Harbor',
      buyer_whatsapp_icon_position: 'bottom-left',
      currencyCode: 'EUR',
      currencyPrecision: 0,
    });
    // A colour the draft no longer sets is not served any more.
    expect(after.style_secondary_color).toBeUndefined();
    // The seed's data: favicon stays, as no favicon was uploaded.
    expect(after.favicon).toMatch(/^data:image\/svg\+xml/);
    expect((await call('GET', '/stock', undefined)).body).toContain('<title>Harbor Phones Wholesale</title>');

    const [event] = await db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, harbor.id), eq(events.type, 'config.changed')));
    expect(event).toMatchObject({ audience: 'buyer', userId: null });
    const audit = await auditOf('brand.publish');
    expect(audit.at(-1)).toMatchObject({ actorEmail: 'seller@harbor.test', targetType: 'brand' });
    expect((audit.at(-1)?.after as { siteTitle: string }).siteTitle).toBe('Harbor Phones Wholesale');

    // Nothing left to publish.
    expect((await call('POST', `${BRAND}/publish`, seller)).statusCode).toBe(409);
  });

  it('keeps a footer link’s dictionary key through the draft and the publish, so it is still translated (A-022)', async () => {
    const links = [
      { label: 'Terms of Sale', url: '/terms-of-sale', i18n: 'termsOfSale' },
      { label: 'Contact Us', url: 'https://harbor.example/contact' },
    ];
    const saved = await call('PUT', BRAND, seller, { ...(await draftOf()), footerLinks: links });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().draft.footerLinks).toEqual(links);
    expect((await call('POST', `${BRAND}/publish`, seller)).statusCode).toBe(200);
    expect((await config()).footer_links).toEqual(links);
    // A key that is not a dictionary key's shape is refused, naming the field.
    const bad = await call('PUT', BRAND, seller, {
      ...(await draftOf()),
      footerLinks: [{ label: 'Terms', url: '/terms', i18n: '<b>x</b>' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('footerLinks.0.i18n');
  });

  it('edits the sign-in page text and the terms of sale page, sanitised, in the staff’s own words (Q-062, A-019)', async () => {
    const published = await draftOf();
    expect(published.signInText).toContain('Apply for a wholesale account');
    expect(published.termsOfSale).toContain('All devices are sold as graded');
    const draft = {
      ...published,
      signInText:
        '<p>¿Nuevo en Harbor? <a href="https://harbor.example/alta">Solicite una cuenta</a></p><script>alert(1)</script>',
      termsOfSale:
        '<p><strong>Condiciones de venta</strong></p><p onclick="alert(1)">Todos los equipos se venden por grado.</p>',
    };
    const saved = await call('PUT', BRAND, seller, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    // Saved as buyers will get it: scripts and handlers gone.
    expect(saved.json().draft.signInText).toBe(
      '<p>¿Nuevo en Harbor? <a href="https://harbor.example/alta">Solicite una cuenta</a></p>',
    );
    expect(saved.json().draft.termsOfSale).toBe(
      '<p><strong>Condiciones de venta</strong></p><p>Todos los equipos se venden por grado.</p>',
    );
    expect((await config()).terms_of_sale_html).toContain('All devices are sold as graded');

    expect((await call('POST', `${BRAND}/publish`, seller)).statusCode).toBe(200);
    const served = await config();
    expect(served.login_custom_content).toBe(
      '<p>¿Nuevo en Harbor? <a href="https://harbor.example/alta">Solicite una cuenta</a></p>',
    );
    expect(served.terms_of_sale_html).toBe(
      '<p><strong>Condiciones de venta</strong></p><p>Todos los equipos se venden por grado.</p>',
    );

    // Emptied: the portal shows no custom sign-in text and its own terms page without content.
    await call('PUT', BRAND, seller, { ...(await draftOf()), signInText: '', termsOfSale: '' });
    await call('POST', `${BRAND}/publish`, seller);
    const cleared = await config();
    expect(cleared.login_custom_content).toBeUndefined();
    expect(cleared.terms_of_sale_html).toBeUndefined();

    // Back as the demo had them, for the other tests.
    await call('PUT', BRAND, seller, published);
    await call('POST', `${BRAND}/publish`, seller);
  });

  it('refuses what the contract refuses, naming the field, and stores nothing', async () => {
    const base = await draftOf();
    for (const bad of [
      { light: { primary_color: 'red;}</style>' } },
      { light: { font_family: 'Comic Sans' } },
      { language: 'xx' },
      { currencyCode: 'usd' },
      { currencyPrecision: 9 },
      { footerLinks: [{ label: 'x', url: 'javascript:alert(1)' }] },
      { logo: 'https://evil.example/logo.png' },
      { logo: `${API}/brand-assets/${'a'.repeat(64)}.png` },
      { tenantName: '' },
    ]) {
      const res = await call('PUT', BRAND, seller, { ...base, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await db.select().from(brandDrafts)).toEqual([]);
  });

  it('accepts Spanish, which the portal ships', async () => {
    const res = await call('PUT', BRAND, seller, { ...(await draftOf()), language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().draft.language).toBe('es');
  });

  it('discards a draft', async () => {
    await call('PUT', BRAND, seller, { ...(await draftOf()), siteTitle: 'Not this' });
    const res = await call('DELETE', `${BRAND}/draft`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().hasUnpublishedChanges).toBe(false);
    expect(res.json().draft.siteTitle).not.toBe('Not this');
  });
});

describe('brand files, checked by content', () => {
  it('stores a PNG logo once, serves it by hash with immutable caching, and the draft may name it', async () => {
    const res = await upload('logo', 'logo.png', PNG);
    expect(res.statusCode).toBe(200);
    const { url, contentType } = res.json();
    expect(contentType).toBe('image/png');
    expect(url).toMatch(/^\/px-api-gateway\/brand-assets\/[0-9a-f]{64}\.png$/);
    const served = await call('GET', url, undefined);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Another tenant's host does not serve it.
    expect((await call('GET', url, undefined, undefined, SUMMIT)).statusCode).toBe(404);

    const saved = await call('PUT', BRAND, seller, { ...(await draftOf()), logo: url });
    expect(saved.statusCode).toBe(200);
    // A logo is not a favicon.
    expect((await call('PUT', BRAND, seller, { ...(await draftOf()), favicon: url })).statusCode).toBe(422);
    expect((await auditOf('brand.asset.upload')).length).toBeGreaterThan(0);
  });

  it('takes a clean SVG logo, an SVG favicon and a woff2 font', async () => {
    const logo = await upload('logo', 'logo.svg', SVG);
    expect(logo.json()).toMatchObject({ contentType: 'image/svg+xml' });
    const favicon = await upload('favicon', 'favicon.svg', SVG);
    expect(favicon.statusCode).toBe(200);
    const font = await upload('font', 'brand.woff2', WOFF2);
    expect(font.json()).toMatchObject({ contentType: 'font/woff2' });
    const served = await call('GET', font.json().url, undefined);
    expect(served.headers['content-type']).toBe('font/woff2');

    const draft = {
      ...(await draftOf()),
      font: { family: 'Harbor Sans', url: font.json().url },
      light: { font_family: 'Harbor Sans' },
      favicon: favicon.json().url,
    };
    expect((await call('PUT', BRAND, seller, draft)).statusCode).toBe(200);
    expect((await call('POST', `${BRAND}/publish`, seller)).statusCode).toBe(200);
    const after = await config();
    expect(after.font_face).toEqual({ family: 'Harbor Sans', url: font.json().url });
    expect(after.style_font_family).toBe('Harbor Sans');
    expect(after.favicon).toBe(favicon.json().url);
  });

  it.each([
    [
      'a PNG renamed .svg',
      'logo',
      'logo.svg',
      PNG,
      "The file's name does not match its content (image/png); rename it or export it again",
    ],
    ['a PNG uploaded as the font', 'font', 'brand.woff2', PNG, 'The font must be a WOFF2 file'],
    [
      'an HTML page named .png',
      'logo',
      'logo.png',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'The logo must be a PNG, JPEG, GIF, WebP or SVG image',
    ],
    [
      'an SVG with a script',
      'logo',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'This SVG contains scripts, event handlers or outside links; export it as a plain SVG or PNG',
    ],
    [
      'a TTF named .woff2',
      'font',
      'brand.woff2',
      Buffer.from([0, 1, 0, 0, 0, 12]),
      'The font must be a WOFF2 file',
    ],
    [
      'a 10 MB image',
      'logo',
      'huge.png',
      Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
      'The file is larger than 1024 KB',
    ],
    ['an empty file', 'favicon', 'favicon.ico', Buffer.alloc(0), 'Choose a file to upload'],
  ])('refuses %s with a 422 and stores nothing', async (_name, kind, fileName, data, message) => {
    const before = await assetCount();
    const res = await upload(kind, fileName, data);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(await assetCount()).toBe(before);
  });
});

describe('custom CSS (A-008): ~60 injection payloads stay inert once served', () => {
  it('saves, publishes and serves none of the dangerous constructs', async () => {
    expect(CSS_XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    for (const payload of CSS_XSS_PAYLOADS) {
      const saved = await call('PUT', BRAND, seller, {
        ...(await draftOf()),
        customCss: `.x{color:red}\n${payload}`,
      });
      // Control characters are refused outright (422, nothing saved); everything else is saved sanitised.
      expect(saved.statusCode, payload).toBe(payload.includes('\u0000') ? 422 : 200);
      if (saved.statusCode === 200) {
        expect((await call('POST', `${BRAND}/publish`, seller)).statusCode, payload).toBe(200);
      }
      const served: string = (await config()).custom_css ?? '';
      for (const danger of DANGEROUS_CSS) expect(served, `${payload} → ${served}`).not.toMatch(danger);
      // The page's boot data, where the portal reads it first, carries the same sanitised text.
      const page = (await call('GET', '/stock', undefined)).body;
      expect(page).not.toMatch(/<\/style|<script>alert/i);
    }
  });
});

describe('live preview', () => {
  it('shows the draft on the portal page to the staff user’s token only', async () => {
    await call('PUT', BRAND, seller, {
      ...(await draftOf()),
      siteTitle: 'Draft Title',
      light: { primary_color: '#123456' },
    });
    const preview = await call('POST', `${BRAND}/preview`, seller);
    expect(preview.statusCode).toBe(200);
    const { url } = preview.json();
    expect(url).toMatch(/^\/\?brandPreview=[\w-]+$/);

    const page = (await call('GET', url, undefined)).body;
    expect(page).toContain('<title>Draft Title</title>');
    expect(page).toContain('"style_primary_color":"#123456"');
    expect(page).toContain('"brand_preview":true');

    // Without the token, a made-up one or on another tenant's host: what is published.
    for (const [u, host] of [
      ['/', HARBOR],
      ['/?brandPreview=made-up-token', HARBOR],
      [url, SUMMIT],
    ] as const) {
      const other = (await call('GET', u, undefined, undefined, host)).body;
      expect(other, `${u} on ${host}`).not.toContain('Draft Title');
      expect(other).not.toContain('brand_preview');
    }
    expect((await config()).siteTitle).not.toBe('Draft Title');
  });
});

describe('who may', () => {
  const writes: [Method, string, object?][] = [
    ['PUT', BRAND, {}],
    ['POST', `${BRAND}/publish`],
    ['DELETE', `${BRAND}/draft`],
  ];

  it('refuses buyers every brand call (403) and anonymous callers (401)', async () => {
    for (const [method, url, body] of [
      ['GET', BRAND] as [Method, string],
      ['POST', `${BRAND}/preview`] as [Method, string],
      ...writes,
    ]) {
      const payload = body ? { ...(await draftOf()), ...body } : undefined;
      expect((await call(method, url, buyer, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await upload('logo', 'logo.png', PNG, buyer)).statusCode).toBe(403);
  });

  it('refuses a read-only staff user every write, and stores nothing', async () => {
    const draft = { ...(await draftOf()), siteTitle: 'Read only' };
    await setRole('seller@harbor.test', 'READ_ONLY');
    const before = await assetCount();
    expect((await call('GET', BRAND, seller)).statusCode).toBe(200);
    expect((await call('PUT', BRAND, seller, draft)).statusCode).toBe(403);
    expect((await call('POST', `${BRAND}/publish`, seller)).statusCode).toBe(403);
    expect((await call('DELETE', `${BRAND}/draft`, seller)).statusCode).toBe(403);
    expect((await upload('logo', 'logo.png', Buffer.concat([PNG, Buffer.from('ro')]))).statusCode).toBe(403);
    expect(await assetCount()).toBe(before);
    expect(await db.select().from(brandDrafts)).toEqual([]);
  });

  it('keeps each tenant’s brand its own: another tenant’s staff neither see nor change it', async () => {
    await call('PUT', BRAND, seller, { ...(await draftOf()), siteTitle: 'Harbor draft' });
    const summit = await call('GET', BRAND, summitSeller, undefined, SUMMIT);
    expect(summit.statusCode).toBe(200);
    expect(summit.json().draft.siteTitle).not.toBe('Harbor draft');
    expect(summit.json().published.tenantName).not.toBe(harbor.name);
    // A Summit token on Harbor's host is refused.
    expect((await call('GET', BRAND, summitSeller)).statusCode).toBe(403);
    expect((await call('POST', `${BRAND}/publish`, summitSeller)).statusCode).toBe(403);
    // Summit's publish leaves Harbor's draft and brand alone.
    await call('PUT', BRAND, summitSeller, { ...summit.json().draft, siteTitle: 'Summit new' }, SUMMIT);
    expect((await call('POST', `${BRAND}/publish`, summitSeller, undefined, SUMMIT)).statusCode).toBe(200);
    expect((await draftOf()).siteTitle).toBe('Harbor draft');
    expect((await config()).siteTitle).not.toBe('Summit new');
    expect((await config(SUMMIT)).siteTitle).toBe('Summit new');
  });
});

describe('brand files take a bounded room per tenant', () => {
  const DAY = 24 * 3_600_000;
  const fake = (i: number, createdAt: Date) => ({
    tenantId: harbor.id,
    sha256: `${'f'.repeat(62)}${String(i).padStart(2, '0')}`,
    kind: 'logo',
    contentType: 'image/png',
    // Counted at its size: the room is the sum of the files' sizes.
    sizeBytes: BRAND_TENANT_MAX_BYTES / 4,
    content: PNG,
    createdAt,
  });
  const distinctPng = (n: number) => Buffer.concat([PNG, Buffer.from(`portico-${n}`)]);

  it('refuses a file past the room; files unused for a day are removed to make room, used ones stay', async () => {
    const [draft] = await db.select().from(brandDrafts).where(eq(brandDrafts.tenantId, harbor.id));
    const rows = [0, 1, 2, 3].map((i) => fake(i, new Date()));
    await db.insert(brandAssets).values(rows);
    try {
      const full = await upload('logo', 'logo.png', distinctPng(1));
      expect(full.statusCode, full.body).toBe(422);
      expect(full.json().message).toBe(
        'The site’s brand files are at their limit (20 MB). Files the site and its draft do not use are removed a day after their upload.',
      );
      // A day on, three are unused; the draft names the fourth.
      await db
        .update(brandAssets)
        .set({ createdAt: new Date(Date.now() - 2 * DAY) })
        .where(eq(brandAssets.kind, 'logo'));
      const used = `/px-api-gateway/brand-assets/${rows[3]!.sha256}.png`;
      await db
        .insert(brandDrafts)
        .values({ tenantId: harbor.id, draft: { ...(draft?.draft ?? {}), logo: used } })
        .onConflictDoUpdate({
          target: brandDrafts.tenantId,
          set: { draft: { ...(draft?.draft ?? {}), logo: used } },
        });
      const room = await upload('logo', 'logo.png', distinctPng(2));
      expect(room.statusCode, room.body).toBe(200);
      const left = (await db.select().from(brandAssets).where(eq(brandAssets.tenantId, harbor.id))).map(
        (a) => a.sha256,
      );
      expect(left).toContain(rows[3]!.sha256);
      for (const r of rows.slice(0, 3)) expect(left).not.toContain(r.sha256);
    } finally {
      await db
        .delete(brandAssets)
        .where(and(eq(brandAssets.tenantId, harbor.id), eq(brandAssets.kind, 'logo')));
      if (draft)
        await db.update(brandDrafts).set({ draft: draft.draft }).where(eq(brandDrafts.tenantId, harbor.id));
      else await db.delete(brandDrafts).where(eq(brandDrafts.tenantId, harbor.id));
    }
  });
});
