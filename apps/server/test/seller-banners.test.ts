import { BANNER_ALLOWED_TAGS, isAllowedBannerHref } from '@portico/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, events, staffAudit, tenants, users } from '../src/db/schema/index.ts';
import { XSS_PAYLOADS } from './fixtures/xss-payloads.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn, type TestApp } from './helper.ts';

/**
 * The console's banners: staff roles and the audit log on every write, the schedule window the
 * portal honours, the preview, the live update to open portals, and banner HTML that tries to run script.
 */
const BANNERS = '/px-api-gateway/notification/banners';
const SELLER = '/px-api-gateway/seller/banners';
const PREVIEW = `${SELLER}/preview`;

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('seller banners: roles, audit, schedule, preview, XSS', () => {
  let t: TestApp;
  let harborBuyer: string;
  let harborSeller: string;
  let summitSeller: string;
  let harborId: string;
  let sellerId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    [harborBuyer, harborSeller, summitSeller] = await Promise.all([
      signIn(t.app, 'buyer@harbor.test', HARBOR),
      signIn(t.app, 'seller@harbor.test', HARBOR),
      signIn(t.app, 'seller@summit.test', SUMMIT),
    ]);
    const [harbor] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
    harborId = harbor!.id;
    const [seller] = await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, harborId), eq(users.email, 'seller@harbor.test')));
    sellerId = seller!.id;
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    host = HARBOR,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const setRole = (role: string) =>
    t.app.db.update(users).set({ staffRole: role }).where(eq(users.id, sellerId));
  const buyerIds = async () =>
    (await call('GET', BANNERS, harborBuyer)).json().map((b: { id: string }) => b.id) as string[];
  const auditRows = () =>
    t.app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.targetType, 'banner')))
      .orderBy(desc(staffAudit.createdAt));

  it('a read-only staff user lists banners but may not create, change, delete or preview-save them', async () => {
    const existing = (await call('POST', SELLER, harborSeller, HARBOR, { content: '<p>keep me</p>' })).json();
    await setRole('READ_ONLY');
    try {
      expect((await call('GET', SELLER, harborSeller)).statusCode).toBe(200);
      const refused = [
        await call('POST', SELLER, harborSeller, HARBOR, { content: '<p>new</p>' }),
        await call('PUT', `${SELLER}/${existing.id}`, harborSeller, HARBOR, { content: '<p>changed</p>' }),
        await call('DELETE', `${SELLER}/${existing.id}`, harborSeller),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(403);
        expect(res.json().messageCode).toBe('forbidden');
      }
      const [row] = await t.app.db.select().from(banners).where(eq(banners.id, existing.id));
      expect(row!.content).toBe('<p>keep me</p>');
      expect((await auditRows()).filter((r) => r.targetId === existing.id)).toHaveLength(1); // the create only
    } finally {
      await setRole('OWNER');
    }
    await setRole('OPERATIONS');
    try {
      const put = await call('PUT', `${SELLER}/${existing.id}`, harborSeller, HARBOR, {
        content: '<p>ops edit</p>',
      });
      expect(put.statusCode).toBe(200);
    } finally {
      await setRole('OWNER');
    }
  });

  it('a buyer may not preview', async () => {
    const res = await call('POST', PREVIEW, harborBuyer, HARBOR, { content: '<p>x</p>' });
    expect(res.statusCode).toBe(403);
  });

  it('each write records one audit row with who, what and the values before and after', async () => {
    const created = (
      await call('POST', SELLER, harborSeller, HARBOR, { content: '<p>audited</p>', isBannerActive: false })
    ).json();
    await call('PUT', `${SELLER}/${created.id}`, harborSeller, HARBOR, {
      content: '<p>audited <b>twice</b></p>',
      isBannerActive: true,
    });
    await call('DELETE', `${SELLER}/${created.id}`, harborSeller);
    const rows = (await auditRows()).filter((r) => r.targetId === created.id);
    expect(rows.map((r) => r.action).sort()).toEqual([
      'banners.banner.create',
      'banners.banner.delete',
      'banners.banner.update',
    ]);
    for (const r of rows) expect(r.actorEmail).toBe('seller@harbor.test');
    const update = rows.find((r) => r.action === 'banners.banner.update')!;
    expect(update.before).toMatchObject({ content: '<p>audited</p>', isBannerActive: false });
    expect(update.after).toMatchObject({ content: '<p>audited <b>twice</b></p>', isBannerActive: true });
    const del = rows.find((r) => r.action === 'banners.banner.delete')!;
    expect(del.before).toMatchObject({ content: '<p>audited <b>twice</b></p>' });
    expect(del.after).toBeNull();
  });

  it('the portal shows a banner only inside its schedule window; the console lists every one with its window', async () => {
    const make = async (content: string, window: { startsAt?: string | null; endsAt?: string | null }) => {
      const res = await call('POST', SELLER, harborSeller, HARBOR, { content, ...window });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; startsAt: string | null; endsAt: string | null };
    };
    const later = await make('<p>later</p>', { startsAt: iso(HOUR), endsAt: iso(2 * HOUR) });
    const ended = await make('<p>ended</p>', { startsAt: iso(-2 * HOUR), endsAt: iso(-HOUR) });
    const now = await make('<p>now</p>', { startsAt: iso(-HOUR), endsAt: iso(HOUR) });
    const open = await make('<p>open</p>', { startsAt: iso(-HOUR), endsAt: null });
    expect(later.startsAt).toBe(new Date(later.startsAt!).toISOString());

    const shown = await buyerIds();
    expect(shown).toContain(now.id);
    expect(shown).toContain(open.id);
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(ended.id);

    const listed = (await call('GET', SELLER, harborSeller)).json() as {
      id: string;
      startsAt: string | null;
    }[];
    expect(listed.map((b) => b.id)).toEqual(expect.arrayContaining([later.id, ended.id, now.id, open.id]));
    expect(listed.find((b) => b.id === later.id)!.startsAt).toBe(later.startsAt);

    // Moving the window to now shows it.
    const put = await call('PUT', `${SELLER}/${later.id}`, harborSeller, HARBOR, {
      content: '<p>later</p>',
      startsAt: iso(-HOUR),
      endsAt: null,
    });
    expect(put.statusCode).toBe(200);
    expect(await buyerIds()).toContain(later.id);
  });

  it('refuses a window that ends before it starts, and a malformed date (422), storing nothing', async () => {
    const before = (await call('GET', SELLER, harborSeller)).json().length;
    const backwards = await call('POST', SELLER, harborSeller, HARBOR, {
      content: '<p>backwards</p>',
      startsAt: iso(2 * HOUR),
      endsAt: iso(HOUR),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.body).toContain('Choose an end after the start');
    const malformed = await call('POST', SELLER, harborSeller, HARBOR, {
      content: '<p>x</p>',
      startsAt: 'tomorrow',
    });
    expect(malformed.statusCode).toBe(422);
    expect((await call('GET', SELLER, harborSeller)).json()).toHaveLength(before);
  });

  it('preview answers the HTML exactly as it would be stored, and stores nothing', async () => {
    const before = (await call('GET', SELLER, harborSeller)).json().length;
    const res = await call('POST', PREVIEW, harborSeller, HARBOR, {
      content:
        '<p onclick="x()">Hi <b>there</b><script>alert(1)</script> <a href="https://a.example" target="_blank">a</a></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content:
        '<p>Hi <b>there</b> <a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a></p>',
    });
    expect((await call('GET', SELLER, harborSeller)).json()).toHaveLength(before);
  });

  it('a banner change tells the tenant’s open portals (banners.changed to every buyer), not another tenant’s', async () => {
    const created = (await call('POST', SELLER, harborSeller, HARBOR, { content: '<p>live</p>' })).json();
    const [last] = await t.app.db.select().from(events).orderBy(desc(events.id)).limit(1);
    expect(last).toMatchObject({
      tenantId: harborId,
      audience: 'buyer',
      userId: null,
      type: 'banners.changed',
    });
    expect(last!.data).toMatchObject({ bannerId: created.id });
  });

  it('another tenant’s staff neither sees nor previews into this tenant, nor changes its banners', async () => {
    const created = (
      await call('POST', SELLER, harborSeller, HARBOR, { content: '<p>harbor only</p>' })
    ).json();
    const summitList = (await call('GET', SELLER, summitSeller, SUMMIT)).json() as { id: string }[];
    expect(summitList.map((b) => b.id)).not.toContain(created.id);
    expect(
      (await call('PUT', `${SELLER}/${created.id}`, summitSeller, SUMMIT, { content: '<p>x</p>' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${SELLER}/${created.id}`, summitSeller, SUMMIT)).statusCode).toBe(404);
    expect((await call('GET', SELLER, summitSeller, HARBOR)).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(banners).where(eq(banners.id, created.id));
    expect(row!.content).toBe('<p>harbor only</p>');
  });

  describe(`${XSS_PAYLOADS.length} XSS payloads are stored sanitised`, () => {
    const allowedTags = new Set<string>(BANNER_ALLOWED_TAGS);
    it.each(XSS_PAYLOADS.map((p, i) => [i + 1, p] as const))('payload %i: %s', async (n, payload) => {
      const res = await call('POST', SELLER, harborSeller, HARBOR, {
        content: `<p>XSS case ${n}</p>${payload}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id, content } = res.json() as { id: string; content: string };
      const [row] = await t.app.db.select().from(banners).where(eq(banners.id, id));
      expect(row!.content).toBe(content);
      expect(content).toContain(`XSS case ${n}`);
      // Every tag is an allowed one, with only href / target / rel, and every href an allowed scheme.
      for (const [, name, attrs] of content.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
        expect(allowedTags.has(name!.toLowerCase()), `<${name}> in ${content}`).toBe(true);
        for (const [, attr, value] of attrs!.matchAll(/\s([^\s=/]+)(?:="([^"]*)")?/g)) {
          expect(['href', 'target', 'rel'], `${attr} in ${content}`).toContain(attr);
          if (attr === 'href') expect(isAllowedBannerHref(value!.replaceAll('&amp;', '&')), value).toBe(true);
          if (attr === 'target') expect(value).toBe('_blank');
        }
      }
      expect(content).not.toMatch(/javascript:|vbscript:|data:|<script|onerror|onload/i);
    });
  });
});
