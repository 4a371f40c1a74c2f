import { expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { openStock } from '../fixtures/stock.ts';

test('the Daily Report switch subscribes and unsubscribes with the spec messages (C-065…C-067)', async ({
  page,
}) => {
  await openStock(page, DEMO.buyer.email);
  await page.getByRole('button', { name: 'Daily Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily Report' });
  const toggle = dialog.getByRole('switch', { name: 'Send me the daily stock report' });
  await expect(toggle).toBeEnabled();
  const wasOn = await toggle.isChecked();

  await toggle.click();
  await expect(
    page.getByText(
      wasOn
        ? 'You will No Longer receive a daily spreadsheet report on all new inventory availability and price drops'
        : 'You will receive a daily spreadsheet report on all new inventory availability and price drops',
      { exact: true },
    ),
  ).toBeVisible();

  await toggle.click();
  await expect(
    page.getByText(
      wasOn
        ? 'You will receive a daily spreadsheet report on all new inventory availability and price drops'
        : 'You will No Longer receive a daily spreadsheet report on all new inventory availability and price drops',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(toggle).toBeChecked({ checked: wasOn });

  // The choice is the server's: it is still there after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Daily Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Daily Report' }).getByRole('switch')).toBeChecked({
    checked: wasOn,
  });
});
