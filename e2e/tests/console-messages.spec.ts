import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../fixtures/auth.ts';

/**
 * The browser's console stays quiet on the paths everyone takes: loading either app with nobody signed in
 * (B-010: signed out is an answer, not a failed request), and opening a seller console screen by its address
 * (its code loads on demand; the router shows the loading state meanwhile, without a warning), and the portal
 * likewise at / and /stock when its first screens load slowly.
 */

/**
 * What the page's CSP refused (a `securitypolicyviolation`, reported even when the script catches the refusal,
 * so it never shows among the console's messages).
 */
async function cspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

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
  const refused = await cspViolations(page);
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
  expect(await refused()).toEqual([]);
});

/**
 * The portal's screens load on demand: on a slow connection a screen's code can arrive after the app has booted.
 * The code of the sign-in screen, the signed-in frame and the stock screen (the first screens of / and /stock) is
 * held back for a second; everything else arrives at once.
 */
async function holdBackFirstScreens(page: Page) {
  await page.route(/\/assets\/(sign-in|app-shell|stock)-[\w-]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

test('the portal opened at / and at /stock loads without a router warning, even when its screens load slowly', async ({
  page,
}) => {
  await holdBackFirstScreens(page);
  const problems = consoleMessages(page, ['warning', 'error']);
  const refused = await cspViolations(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.buyer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/stock$/);
  // A first load of /stock, signed in (the session is restored from its cookie).
  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();
  expect(problems).toEqual([]);
  expect(await refused()).toEqual([]);
});
