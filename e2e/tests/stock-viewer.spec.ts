import { expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { openStock } from '../fixtures/stock.ts';

test.use({ viewport: { width: 1366, height: 900 } });

test('without CAN_BUY_ONLINE, Buy, Offer, Import and the cart link are disabled and Cart leaves the menu (§6)', async ({
  page,
}) => {
  await openStock(page, DEMO.viewer.email);
  await page
    .getByRole('button', { name: /^Show items of / })
    .first()
    .click();
  const buys = page.getByRole('button', { name: /^Buy / });
  await expect(buys.first()).toBeVisible();
  for (const button of await buys.all()) await expect(button).toBeDisabled();
  for (const button of await page.getByRole('button', { name: /^Offer / }).all())
    await expect(button).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAttribute('aria-disabled', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cart and Offers' }),
  ).toHaveCount(0);
  // C-007: export is always enabled.
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
});
