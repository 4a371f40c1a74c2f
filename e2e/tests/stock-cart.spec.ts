import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { emptyCart, filterGroup, openCardsUntil, openStock } from '../fixtures/stock.ts';

/** The first item row (on the first page, Miami only so offers are accepted) whose Offer button is enabled. */
async function firstOfferableItem(page: Page) {
  await filterGroup(page, 'Warehouse')
    .getByRole('checkbox', { name: /^Miami/ })
    .click();
  await expect(page).toHaveURL(/warehouse=MIA/);
  await openCardsUntil(page, page.getByRole('button', { name: /^Offer / }).and(page.locator(':enabled')));
  const offer = page
    .getByRole('button', { name: /^Offer / })
    .and(page.locator(':enabled'))
    .first();
  const name = (await offer.getAttribute('aria-label'))?.replace(/^Offer /, '') ?? '';
  return { name, row: page.getByRole('listitem', { name, exact: true }).first() };
}

test.describe('buy and offer from the stock list (D-001…D-016)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ request }) => emptyCart(request, DEMO.buyer.email));
  test.afterEach(async ({ request }) => emptyCart(request, DEMO.buyer.email));

  test('buy at list price: the cart badge counts it and the item shows N IN CART', async ({ page }) => {
    await openStock(page, DEMO.buyer.email);
    const cart = page.getByRole('link', { name: /^Cart, \d+ (entry|entries) in cart$/ });
    await expect(cart).toHaveAccessibleName('Cart, 0 entries in cart');

    await page
      .getByRole('button', { name: /^Show items of / })
      .first()
      .click();
    const buy = page.getByRole('button', { name: /^Buy / }).and(page.locator(':enabled')).first();
    const name = (await buy.getAttribute('aria-label'))?.replace(/^Buy /, '') ?? '';
    await buy.click();

    const dialog = page.getByRole('dialog', { name: 'Buy at list price' });
    await expect(dialog).toBeVisible();
    const quantity = dialog.getByRole('textbox', { name: 'Quantity' });
    // D-005: whole numbers only; other text stays as typed with 'Invalid number' (it never changes meaning).
    await quantity.fill('');
    await quantity.pressSequentially('x');
    await expect(quantity).toHaveValue('x');
    await expect(dialog.getByText('Invalid number')).toBeVisible();
    // D-006: an emptied field becomes the smallest quantity on blur.
    await quantity.fill('');
    await quantity.blur();
    const bought = await quantity.inputValue();
    expect(Number(bought)).toBeGreaterThanOrEqual(1);
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();

    await expect(page.getByText('Added to the Cart')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('listitem', { name, exact: true }).first();
    const inCart = row.getByRole('link', { name: `${bought} IN CART` });
    await expect(inCart).toBeVisible();
    await expect(inCart).toHaveAttribute('href', '/cart?tab=0');
    await expect(cart).toHaveAccessibleName('Cart, 1 entry in cart');
    await expect(page.getByTestId('cart-badge')).toContainText('1');
  });

  test('make an offer, edit it, remove it', async ({ page }) => {
    await openStock(page, DEMO.buyer.email);
    const { name, row } = await firstOfferableItem(page);
    await row.getByRole('button', { name: `Offer ${name}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await expect(dialog).toBeVisible();
    // D-002: the mode switch goes both ways.
    await dialog.getByRole('button', { name: 'Buy at list price' }).click();
    await expect(page.getByRole('dialog', { name: 'Buy at list price' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Make an offer' }).click();
    await expect(dialog).toBeVisible();

    // D-010: more than available is reduced, with the warning, and nothing is sent.
    const quantity = dialog.getByRole('textbox', { name: 'Offer Quantity' });
    await quantity.fill('999999');
    await dialog.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(
      dialog.getByText('Your quantity was updated, quantity reduced to match available stock'),
    ).toBeVisible();
    await expect(quantity).not.toHaveValue('999999');

    await quantity.fill('1');
    await quantity.blur();
    const offered = await quantity.inputValue();
    const price = dialog.getByRole('textbox', { name: 'Offer Price' });
    // D-009: above the list price is capped at it on blur; an offer must then be below it (D-017).
    await price.fill('99999999');
    await price.blur();
    await dialog.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(dialog.getByText('New offer price should be less than the list price')).toBeVisible();
    await price.fill('5');
    await dialog.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(page.getByText('Added to the Cart')).toBeVisible();
    // C-045: the spec's words for every N, 1 included.
    const label = `${offered} OFFERS IN CART`;
    await expect(row.getByRole('link', { name: label })).toHaveAttribute('href', '/cart?tab=2');

    await row.getByRole('button', { name: `Edit cart entry for ${name}` }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Offer Price' })).toHaveValue('5');
    await dialog.getByRole('textbox', { name: 'Offer Price' }).fill('4');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Successfully updated to the Cart')).toBeVisible();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: `Edit cart entry for ${name}` }).click();
    await expect(dialog.getByRole('textbox', { name: 'Offer Price' })).toHaveValue('4');
    await dialog.getByRole('button', { name: 'Remove from Cart' }).click();
    await expect(page.getByText('Successfully removed from the cart')).toBeVisible();
    await expect(row.getByRole('button', { name: `Offer ${name}` })).toBeEnabled();
  });
});
