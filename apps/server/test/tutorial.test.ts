import { SPANISH_DICTIONARY } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, type TestApp } from './helper.ts';

/**
 * C-002 / C-058 / Q-062: the demo's Tutorial button opens tutorial_url in the Tutorial dialog; the page it
 * names must exist. Portico serves a short how-to for buyers itself, in the tenant's name and words.
 */
describe('the tutorial page (C-058)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const tutorialUrl = async (host: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/px-api-gateway/saas-config', headers: { host } });
    return res.json().results.tutorial_url as string | undefined;
  };

  it("the demo tenant's tutorial link is a page this server answers with 200", async () => {
    const url = await tutorialUrl(HARBOR);
    // Served by Portico on the tenant's own host, so the dialog can embed it (same origin, CSP frame-src 'self').
    expect(url).toMatch(/^\/(?!\/)/);
    const res = await t.app.inject({ method: 'GET', url: url!, headers: { host: HARBOR } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Harbor Phones Wholesale — How to buy</title>');
    expect(res.body).toMatch(/<h1[^>]*>How to buy on Harbor Phones<\/h1>/);
    for (const step of [
      'Stocklist',
      'Buy',
      'Offer',
      'Cart and Offers',
      'CHECKOUT',
      'Place Order',
      'Orders',
    ]) {
      expect(res.body).toContain(step);
    }
  });

  it("speaks each tenant's own words (Summit calls its stock list Inventory)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/help/tutorial', headers: { host: SUMMIT } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>How to buy on Summit Mobile Trade<\/h1>/);
    expect(res.body).toContain('Inventory');
    expect(res.body).not.toContain('Stocklist');
  });

  it('a same-origin tutorial path is kept in saas-config, a protocol-relative one is not', async () => {
    expect(await tutorialUrl(HARBOR)).toBe('/help/tutorial');
    const [row] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
    const setUrl = async (tutorial_url: string) => {
      await t.app.db
        .update(tenants)
        .set({ config: { ...(row!.config as object), tutorial_url } })
        .where(eq(tenants.slug, 'harbor'));
      t.app.invalidateTenantCache();
    };
    try {
      await setUrl('//evil.example/tutorial');
      expect(await tutorialUrl(HARBOR)).toBeUndefined();
      await setUrl('https://videos.example/how-to-buy');
      expect(await tutorialUrl(HARBOR)).toBe('https://videos.example/how-to-buy');
    } finally {
      await t.app.db.update(tenants).set(row!).where(eq(tenants.slug, 'harbor'));
      t.app.invalidateTenantCache();
    }
  });

  it("a Spanish tenant's tutorial is Spanish, with the Spanish portal's words in it (A-010)", async () => {
    const [row] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
    await t.app.db
      .update(tenants)
      .set({ config: { ...(row!.config as object), language: 'es' } })
      .where(eq(tenants.slug, 'harbor'));
    t.app.invalidateTenantCache();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/help/tutorial', headers: { host: HARBOR } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="es">');
      expect(res.body).toContain('<title>Harbor Phones Wholesale — Cómo comprar</title>');
      expect(res.body).toMatch(/<h1[^>]*>Cómo comprar en Harbor Phones<\/h1>/);
      expect(res.body).toContain(`Pulse <b>${SPANISH_DICTIONARY.buy!.i18n_value}</b> en un artículo`);
      expect(res.body).not.toMatch(/\b(Press|Open|Set a|How to buy)\b/);
    } finally {
      await t.app.db.update(tenants).set(row!).where(eq(tenants.slug, 'harbor'));
      t.app.invalidateTenantCache();
    }
  });
});
