import { expect, type Locator, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import {
  buyAtListFromStock,
  checkoutFromCart,
  fillCheckout,
  payButton,
  section,
} from '../fixtures/checkout.ts';
import { emptyCart } from '../fixtures/stock.ts';

/** The lines of an address summary as a person reads them (title first), without the row's own controls. */
const addressLinesOf = async (summary: Locator): Promise<string[]> =>
  (await summary.locator('p').allInnerTexts()).map((line) => line.trim()).filter(Boolean);

/**
 * I-021 / L-003: the order details show each address with the same lines the checkout showed for it — the
 * name, the contact ('Store manager'), the street, the city line and the country.
 */
test.describe('order details addresses', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ request }) => emptyCart(request, DEMO.buyer.email));
  test.afterEach(async ({ request }) => emptyCart(request, DEMO.buyer.email));

  test('show the addresses with the contact lines the checkout showed', async ({ page }) => {
    test.setTimeout(120_000);
    await buyAtListFromStock(page);
    await checkoutFromCart(page);
    await fillCheckout(page);
    const shipping = await addressLinesOf(section(page, 'Shipping Address').getByTestId('address-summary'));
    const billing = await addressLinesOf(section(page, 'Billing Address').getByTestId('address-summary'));
    expect(shipping).toContain('Store manager');
    expect(billing.length).toBeGreaterThan(2);

    await payButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/order-release-confirmation$/);
    await page.getByTestId('confirmation-order-link').click();
    await expect(page).toHaveURL(/\/orders\/[A-Z]+\d+$/);

    const order = page.getByRole('main');
    await expect(order.getByRole('group', { name: 'Shipping Address' })).toBeVisible();
    expect(await addressLinesOf(order.getByRole('group', { name: 'Shipping Address' }))).toEqual(shipping);
    expect(await addressLinesOf(order.getByRole('group', { name: 'Billing Address' }))).toEqual(billing);
  });
});
