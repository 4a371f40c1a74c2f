/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the sign-in and reset pages have no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Username cannot be empty')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/reset-password');
  await expect(page.getByRole('button', { name: 'Send Code' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the signed-in shell has no serious accessibility violation, light and dark', async ({ page }) => {
  await signIn(page, DEMO.buyer.email);
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Buyer Dashboard' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The choice is remembered on the device.
  expect(await page.evaluate(() => localStorage.getItem('portico.colorMode'))).toBe('dark');
});
