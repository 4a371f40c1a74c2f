import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';

test('the Tutorial button opens the how-to page Portico serves (C-002, C-058)', async ({ page }) => {
  await signIn(page, DEMO.buyer.email);
  await page.getByRole('button', { name: 'Tutorial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tutorial' });
  const frame = dialog.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1, name: 'How to buy on Harbor Phones' })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 2, name: 'Make an offer' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
