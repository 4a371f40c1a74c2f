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

test('a page opened from part-way down another is never drawn scrolled (desktop)', async ({ page }) => {
  // Every frame the browser draws while watched: the page's heading and how far the page is scrolled (read in
  // requestAnimationFrame, after the DOM changes of the task before it and before the frame is painted).
  await page.addInitScript(() => {
    const w = window as unknown as { scrolledFrames: string[]; watching: boolean };
    w.scrolledFrames = [];
    w.watching = false;
    const frame = () => {
      const heading = document.querySelector('main h1')?.textContent;
      if (w.watching && window.scrollY !== 0) w.scrolledFrames.push(`${heading} at ${window.scrollY}px`);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  // A short desktop window: My Preferences scrolls part-way down whatever the buyer's saved choices make its length.
  await page.setViewportSize({ width: 1366, height: 560 });
  await signIn(page, DEMO.buyer.email);
  // The stock list is already in when the buyer comes back to it, so the Stocklist page is long at its first frame.
  await expect(page.getByRole('button', { name: /^Show items of / }).first()).toBeVisible();
  await page.getByRole('button', { name: `Account menu for ${DEMO.buyer.name}` }).click();
  await page.getByRole('menuitem', { name: 'My Preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Preferences' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping Method', exact: true })).toBeVisible();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(200);

  await page.evaluate(() => {
    (window as unknown as { watching: boolean }).watching = true;
  });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Stocklist', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();
  await expectAnnouncementWhole(page);
  const frames = await page.evaluate(
    () => (window as unknown as { scrolledFrames: string[] }).scrolledFrames,
  );
  // Frames of My Preferences still scrolled are the old page; none may show the Stocklist anywhere but its top.
  expect(frames.filter((f) => !f.startsWith('My Preferences'))).toEqual([]);
});
