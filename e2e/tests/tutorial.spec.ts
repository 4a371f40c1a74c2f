import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';

test('the Tutorial button opens the how-to page Portico serves (C-002, C-058)', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  await signIn(page, DEMO.buyer.email);
  await page.getByRole('button', { name: 'Tutorial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tutorial' });
  const frame = dialog.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1, name: 'How to buy on Harbor Phones' })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 2, name: 'Make an offer' })).toBeVisible();
  // The portal's own page runs in a real sandbox: no scripts with the portal's origin (Chromium warns of those).
  expect(warnings.filter((w) => /can escape its sandboxing/i.test(w))).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
