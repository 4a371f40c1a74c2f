import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from '../fixtures/auth.ts';
import { itemsTotal } from '../fixtures/stock.ts';
import { E2E_PORT } from '../playwright.config.ts';

const SUMMIT = `http://summit.localhost:${E2E_PORT}`;

/** Console messages from i18next / react-i18next (missing keys, init warnings, suspense notices). */
function collectI18nWarnings(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (['warning', 'error'].includes(message.type()) && /i18n|missingKey|translation/i.test(text)) {
      found.push(`${page.url()}: ${text}`);
    }
  });
  return found;
}

/** the main buyer screens read every string from the dictionary, with no i18n warning. */
for (const tenant of [
  { name: 'Harbor', origin: '', email: DEMO.buyer.email },
  { name: 'Summit', origin: SUMMIT, email: DEMO.summitBuyer.email },
]) {
  test(`no i18n warning in the console on the main buyer screens: ${tenant.name}`, async ({ page }) => {
    const warnings = collectI18nWarnings(page);
    await page.goto(`${tenant.origin}/reset-password`);
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();
    await signIn(page, tenant.email, { origin: tenant.origin });
    await expect(itemsTotal(page)).toHaveText(/\d/);
    await page
      .getByRole('button', { name: /^Show items of / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /^Hide items of / }).first()).toBeVisible();
    for (const [path, heading] of [
      ['/dashboard', /./],
      ['/cart', 'Cart and Offers'],
      ['/orders', 'Orders'],
      ['/preferences', 'My Preferences'],
      ['/stock-alerts', 'Stock Alerts'],
      ['/stock', /Stocklist|Inventory/],
    ] as const) {
      await page.goto(`${tenant.origin}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(itemsTotal(page)).toHaveText(/\d/);
    expect(warnings).toEqual([]);
  });
}

/** the seller console reads its words from the dictionary too, with no i18n warning, on every screen. */
for (const tenant of [
  { name: 'Harbor', origin: '', email: 'seller@harbor.test', title: 'Harbor Phones Seller Console' },
  {
    name: 'Summit',
    origin: SUMMIT,
    email: 'seller@summit.test',
    title: 'Summit Mobile Trade Seller Console',
  },
]) {
  test(`no i18n warning in the console on the seller console's screens: ${tenant.name}`, async ({ page }) => {
    const warnings = collectI18nWarnings(page);
    await page.goto(`${tenant.origin}/seller/`);
    await expect(page).toHaveTitle(tenant.title);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill(tenant.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    for (const [link, heading] of [
      ['Offers', 'Offers'],
      ['Orders', 'Orders'],
      ['Stock', 'Stock'],
      ['Buyers', 'Buyers'],
      ['Outbox', 'Outbox'],
      ['Settings', 'Settings'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    for (const tab of ['History', 'Auto-rules', 'Settings']) {
      await page.goto(`${tenant.origin}/seller/offers`);
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    }
    expect(warnings).toEqual([]);
  });
}
