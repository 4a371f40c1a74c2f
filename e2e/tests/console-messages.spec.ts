import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../fixtures/auth.ts';

/**
 * The browser's console stays quiet on the paths everyone takes: loading either app with nobody signed in
 * (B-010: signed out is an answer, not a failed request), and opening a seller console screen by its address
 * (its code loads on demand; the router shows the loading state meanwhile, without a warning).
 */

/** Messages of these types the page writes to the browser's console (failed requests show there as errors). */
function consoleMessages(page: Page, types: string[]): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (types.includes(message.type())) found.push(`${page.url()}: ${message.text()}`);
  });
  return found;
}

test('nobody signed in: the portal and the console load without a failed request in the console', async ({
  page,
}) => {
  const errors = consoleMessages(page, ['error']);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await page.goto('/seller/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a console screen opened by its address loads without a router warning', async ({ page }) => {
  await page.goto('/seller/');
  await page.getByLabel('E-mail').fill(DEMO.seller.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const problems = consoleMessages(page, ['warning', 'error']);
  for (const [path, heading] of [
    ['/seller/stock', 'Stock'],
    ['/seller/outbox', 'Outbox'],
    ['/seller/settings', 'Settings'],
    ['/seller/offers/rules', 'Offers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
