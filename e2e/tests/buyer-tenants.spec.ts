/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { sideServer } from '../fixtures/side-server.ts';
import { E2E_PORT } from '../playwright.config.ts';

const HARBOR = `http://localhost:${E2E_PORT}`;
const SUMMIT = `http://summit.localhost:${E2E_PORT}`;

async function brandOf(page: Page) {
  const signInButton = page.getByRole('button', { name: 'SIGN IN' });
  await expect(signInButton).toBeVisible();
  return {
    title: await page.title(),
    buttonColour: await signInButton.evaluate((el) => getComputedStyle(el).backgroundColor),
    font: await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily),
    favicon: await page.locator('link[rel="icon"]').getAttribute('href'),
  };
}

test('each tenant renders with its own brand (A-001, A-006, A-009)', async ({ page }, testInfo) => {
  await page.goto(`${HARBOR}/`);
  const harbor = await brandOf(page);
  await expect(page.getByText('Harbor Phones', { exact: true })).toBeVisible();
  await testInfo.attach('harbor-sign-in', { body: await page.screenshot(), contentType: 'image/png' });

  await page.goto(`${SUMMIT}/`);
  const summit = await brandOf(page);
  await expect(page.getByText('Summit Mobile Trade').first()).toBeVisible();
  await testInfo.attach('summit-sign-in', { body: await page.screenshot(), contentType: 'image/png' });

  expect(harbor.title).toBe('Harbor Phones Wholesale Login');
  expect(summit.title).toBe('Summit Mobile Trade Login');
  expect(harbor.buttonColour).toBe('rgb(11, 61, 145)');
  expect(summit.buttonColour).toBe('rgb(27, 94, 32)');
  expect(harbor.font).toMatch(/^"?Inter"?,/);
  expect(summit.font).toMatch(/^"?Merriweather Sans"?,/);
  expect(harbor.favicon).not.toBe(summit.favicon);
  // Summit has no sign-up page configured, so no create-account button (B-001).
  await expect(page.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveCount(0);
});

test('a deactivated tenant shows only its notice, on every route (A-020)', async ({ page }) => {
  test.setTimeout(120_000);
  // A server of its own whose Summit tenant the operator CLI has really deactivated.
  const side = sideServer('deactivated', 60);
  try {
    await side.seedDemo();
    await side.cli(['tenant', 'deactivate', '--slug', 'summit']);
    await side.start();
    const summit = side.origin.replace('localhost', 'summit.localhost');
    for (const path of ['/', '/stock', '/cart', '/reset-password']) {
      await page.goto(`${summit}${path}`);
      await expect(
        page.getByText(
          'This site is no longer available. Please contact Summit Mobile Trade for more information.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'SIGN IN' })).toHaveCount(0);
    }
    // The other tenant of the same deployment is open as usual.
    await page.goto(`${side.origin}/`);
    await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  } finally {
    await side.stop();
  }
});
