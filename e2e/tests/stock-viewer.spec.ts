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

test('a browse-only buyer is told why Buy and Offer are disabled, on screen and to a screen reader (C-050)', async ({
  page,
}) => {
  const reason =
    'Your account can browse the stock list but not buy online. Ask your sales rep to enable online buying.';
  await openStock(page, DEMO.viewer.email);
  // Said once above the list, where a person reads it …
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: /^Show items of / })
    .first()
    .click();
  const buy = page.getByRole('button', { name: /^Buy / }).first();
  const offer = page.getByRole('button', { name: /^Offer / }).first();
  await expect(buy).toBeDisabled();
  // … given to a screen reader with each disabled button …
  await expect(buy).toHaveAccessibleDescription(reason);
  await expect(offer).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('button', { name: 'Import' })).toHaveAccessibleDescription(reason);
  // … and shown on pointing at the button.
  await buy.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
});

test('a buyer who may buy sees no browse-only note', async ({ page }) => {
  await openStock(page, DEMO.buyer.email);
  await expect(page.getByText(/can browse the stock list but not buy online/)).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Show items of / })
    .first()
    .click();
  const buy = page.getByRole('button', { name: /^Buy / }).and(page.locator(':enabled')).first();
  await expect(buy).not.toHaveAccessibleDescription(/browse/);
});

test('My Preferences, from the account menu, tells a browse-only buyer why there is nothing to set — and keeps them signed in (B-020, B-023, J-005)', async ({
  page,
}) => {
  await openStock(page, DEMO.viewer.email);
  await page.getByRole('button', { name: `Account menu for ${DEMO.viewer.name}` }).click();
  await page.getByRole('menuitem', { name: 'My Preferences' }).click();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Preferences' })).toBeVisible();
  await expect(
    page.getByText(
      'Your account can browse the stock list but not buy online. Ask your sales rep to enable online buying.',
      { exact: true },
    ),
  ).toBeVisible();
  // Still signed in: the stock list is one click away, no sign-in page in between.
  await page.getByRole('link', { name: 'Stocklist' }).first().click();
  await expect(page).toHaveURL(/\/stock/);
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
});

test('a browse-only buyer who opens /cart or /stock-alerts by address is told why, not invited to fill them (C-050, E-001)', async ({
  page,
}) => {
  await openStock(page, DEMO.viewer.email);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart and Offers' })).toBeVisible();
  await expect(
    page.getByText(
      'Your account can browse the stock list but not buy online. Ask your sales rep to enable online buying.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'GO TO STOCKLIST' })).toHaveCount(0);
  await page.goto('/stock-alerts');
  await expect(
    page.getByText('Stock alerts are not enabled for your account. Ask your sales rep to turn them on.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText('Looking for more of your favourite items?')).toHaveCount(0);
});
