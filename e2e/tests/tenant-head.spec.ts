/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';

const HARBOR = `http://localhost:${E2E_PORT}`;
const SUMMIT = `http://summit.localhost:${E2E_PORT}`;

/**
 * the tab shows the tenant's title and icon from the first byte: the served HTML carries them,
 * so a page whose scripts have not run (here: never run) is already the tenant's. No favicon request fails.
 */
test.describe('the tenant title and favicon before any script runs (A-009)', () => {
  test.use({ javaScriptEnabled: false });

  for (const [origin, title, seller] of [
    [HARBOR, 'Harbor Phones Wholesale', 'Harbor Phones Seller Console'],
    [SUMMIT, 'Summit Mobile Trade', 'Summit Mobile Trade Seller Console'],
  ] as const) {
    test(`${title}: buyer portal and seller console`, async ({ page }) => {
      const failed: string[] = [];
      page.on('response', (res) => {
        if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
      });
      await page.goto(`${origin}/stock`);
      await expect(page).toHaveTitle(title);
      const icon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(icon).toMatch(/^data:image\/svg\+xml,/);

      await page.goto(`${origin}/seller/`);
      await expect(page).toHaveTitle(seller);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', icon ?? '');

      // What a browser asks for when a page names no icon: answered with the tenant's own.
      const favicon = await page.goto(`${origin}/favicon.ico`);
      expect(favicon?.status()).toBe(200);
      expect(favicon?.headers()['content-type']).toMatch(/^image\//);
      expect(failed).toEqual([]);
    });
  }
});
