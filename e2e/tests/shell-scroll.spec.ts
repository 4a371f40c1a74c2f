import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';

/**
 * In-app navigation opens the new page at its top, as a full page load does: the announcement above the page
 * shows whole below the sticky top bar, not half under it.
 */

async function expectAnnouncementWhole(page: Page) {
  const banner = page.getByRole('region', { name: 'Announcements' });
  await expect(banner.getByText('Holiday schedule:')).toBeVisible();
  const [bar, box] = await Promise.all([page.getByRole('banner').boundingBox(), banner.boundingBox()]);
  expect(bar && box).toBeTruthy();
  // The announcement starts below the top bar's bottom edge, in the viewport.
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`menu navigation keeps the announcement in view (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.buyer.email);
    await expectAnnouncementWhole(page);

    for (const [link, url, heading] of [
      ['Orders', /\/orders/, 'Orders'],
      ['Cart and Offers', /\/cart/, 'Cart and Offers'],
      ['Stocklist', /\/stock/, 'Stocklist'],
    ] as const) {
      // From part-way down the page, as a person reaching for the menu after reading.
      await page.mouse.wheel(0, 400);
      if (name === 'desktop') {
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: link, exact: true })
          .click();
      } else {
        await page
          .getByRole('navigation', { name: 'Quick links' })
          .getByRole('link', { name: link, exact: true })
          .click();
      }
      await expect(page).toHaveURL(url);
      // The address changes before the new page is drawn (the router renders it in a transition, half a second
      // on a busy machine), and the announcement above the old page is the same one: judge the new page once it
      // is shown.
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectAnnouncementWhole(page);
    }
  });
}
