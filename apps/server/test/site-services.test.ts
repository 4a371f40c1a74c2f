import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit, tenants, users } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn, type TestApp } from './helper.ts';

/**
 * Helpdesk and analytics (A-037): the tenant's choice from the known providers, validated per provider, audited,
 * served in saas-config, and its providers' origins allow-listed in that tenant's Content-Security-Policy only.
 */
const URL = '/px-api-gateway/seller/settings/site-services';
const CONFIG = '/px-api-gateway/saas-config';

const GA4 = { provider: 'ga4', id: 'G-AB12CD34EF' };
const CRISP = { provider: 'crisp', id: '1a2b3c4d-1a2b-4a2b-8a2b-1a2b3c4d5e6f' };
const NONE = { provider: 'none', id: '' };

describe('seller settings: site services (A-037)', () => {
  let t: TestApp;
  let harborBuyer: string;
  let harborSeller: string;
  let summitSeller: string;
  let harborSellerId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    [harborBuyer, harborSeller, summitSeller] = await Promise.all([
      signIn(t.app, 'buyer@harbor.test', HARBOR),
      signIn(t.app, 'seller@harbor.test', HARBOR),
      signIn(t.app, 'seller@summit.test', SUMMIT),
    ]);
    const [u] = await t.app.db.select().from(users).where(eq(users.email, 'seller@harbor.test'));
    harborSellerId = u!.id;
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'PUT', token: string, host = HARBOR, payload?: object) =>
    t.app.inject({
      method,
      url: URL,
      headers: { host, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const csp = async (host: string, url = CONFIG) =>
    String(
      (await t.app.inject({ method: 'GET', url, headers: { host } })).headers['content-security-policy'],
    );
  const directive = (policy: string, name: string) =>
    policy.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';

  it('starts with none and no consent asked', async () => {
    const res = await call('GET', harborSeller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ helpdesk: NONE, analytics: NONE, consentRequired: false });
  });

  it('saves the choice, serves it in saas-config and records one audit row', async () => {
    const res = await call('PUT', harborSeller, HARBOR, {
      helpdesk: CRISP,
      analytics: GA4,
      consentRequired: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ helpdesk: CRISP, analytics: GA4, consentRequired: true });
    expect((await call('GET', harborSeller)).json()).toEqual({
      helpdesk: CRISP,
      analytics: GA4,
      consentRequired: true,
    });

    const config = (await t.app.inject({ method: 'GET', url: CONFIG, headers: { host: HARBOR } })).json()
      .results;
    expect(config).toMatchObject({
      analytics_config: GA4,
      helpdesk_config: CRISP,
      tracking_consent_required: true,
    });
    const summitConfig = (
      await t.app.inject({ method: 'GET', url: CONFIG, headers: { host: SUMMIT } })
    ).json().results;
    expect(summitConfig.analytics_config).toBeUndefined();
    expect(summitConfig.tracking_consent_required).toBeUndefined();

    const audit = await t.app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'settings.site-services.update'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: 'seller@harbor.test',
      before: { helpdesk: NONE, analytics: NONE, consentRequired: false },
      after: { helpdesk: CRISP, analytics: GA4, consentRequired: true },
    });
  });

  it('the chosen providers’ origins are in this tenant’s CSP only, and leave it when set back to none', async () => {
    await call('PUT', harborSeller, HARBOR, { helpdesk: CRISP, analytics: GA4, consentRequired: false });
    for (const url of [CONFIG, '/', '/seller/']) {
      const harbor = await csp(HARBOR, url);
      expect(directive(harbor, 'script-src'), url).toContain('https://www.googletagmanager.com');
      expect(directive(harbor, 'script-src'), url).toContain('https://client.crisp.chat');
      expect(directive(harbor, 'connect-src'), url).toContain('https://*.google-analytics.com');
      expect(directive(harbor, 'connect-src'), url).toContain('wss://client.relay.crisp.chat');
    }
    const summit = await csp(SUMMIT);
    expect(summit).not.toContain('googletagmanager');
    expect(summit).not.toContain('crisp');
    expect(directive(summit, 'script-src')).toBe("script-src 'self'");

    await call('PUT', harborSeller, HARBOR, {
      helpdesk: NONE,
      analytics: { provider: 'plausible', id: 'shop.example.com' },
      consentRequired: false,
    });
    const after = await csp(HARBOR);
    expect(after).not.toContain('googletagmanager');
    expect(after).not.toContain('crisp');
    expect(directive(after, 'script-src')).toBe("script-src 'self' https://plausible.io");
  });

  it.each([
    [
      'a GA4 id of the wrong form',
      { analytics: { provider: 'ga4', id: 'UA-12345-1' } },
      'A Google Analytics 4 measurement id looks like G-AB12CD34EF',
    ],
    ['a provider without its id', { helpdesk: { provider: 'zendesk', id: '' } }, 'Enter the provider’s id'],
    [
      'an Intercom id with a quote',
      { helpdesk: { provider: 'intercom', id: "ab'cd123" } },
      'An Intercom app id is 8 lower-case letters or digits',
    ],
    [
      'a Plausible domain with a path',
      { analytics: { provider: 'plausible', id: 'evil.example/x' } },
      'A Plausible site is a domain name such as shop.example.com',
    ],
    ['an unknown provider', { analytics: { provider: 'evil', id: 'x' } }, 'analytics'],
  ])('refuses %s (422) and changes nothing', async (_name, patch, message) => {
    const before = (await call('GET', harborSeller)).json();
    const res = await call('PUT', harborSeller, HARBOR, {
      helpdesk: NONE,
      analytics: NONE,
      consentRequired: false,
      ...patch,
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(message);
    expect((await call('GET', harborSeller)).json()).toEqual(before);
  });

  it('a buyer is refused (403); another tenant’s staff cannot read or change this tenant’s choice', async () => {
    expect((await call('GET', harborBuyer)).statusCode).toBe(403);
    expect(
      (await call('PUT', harborBuyer, HARBOR, { helpdesk: NONE, analytics: GA4, consentRequired: false }))
        .statusCode,
    ).toBe(403);
    const before = (await call('GET', harborSeller)).json();
    expect((await call('GET', summitSeller, HARBOR)).statusCode).toBe(403);
    expect(
      (await call('PUT', summitSeller, HARBOR, { helpdesk: NONE, analytics: GA4, consentRequired: false }))
        .statusCode,
    ).toBe(403);
    // Summit's own PUT changes Summit only.
    expect(
      (await call('PUT', summitSeller, SUMMIT, { helpdesk: NONE, analytics: GA4, consentRequired: false }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', harborSeller)).json()).toEqual(before);
    await call('PUT', summitSeller, SUMMIT, { helpdesk: NONE, analytics: NONE, consentRequired: false });
  });

  it('a read-only staff user reads but may not change it', async () => {
    await t.app.db.update(users).set({ staffRole: 'READ_ONLY' }).where(eq(users.id, harborSellerId));
    try {
      expect((await call('GET', harborSeller)).statusCode).toBe(200);
      const res = await call('PUT', harborSeller, HARBOR, {
        helpdesk: NONE,
        analytics: GA4,
        consentRequired: true,
      });
      expect(res.statusCode).toBe(403);
      const [harbor] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
      expect(harbor!.config?.tracking_consent_required).not.toBe(true);
    } finally {
      await t.app.db
        .update(users)
        .set({ staffRole: 'OWNER' })
        .where(and(eq(users.id, harborSellerId)));
    }
  });
});
