/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';
import { addToCart, type CartApi, cartApi, clearCart, pickItems } from '../fixtures/cart.ts';
import { payButton } from '../fixtures/checkout.ts';

/**
 * A long order keeps its total and the place/hold buttons in view: the summary is sticky beside the lines on a
 * desktop, and a phone has them in a bar at the bottom of the screen.
 */
const LINES = 30;

async function inView(page: Page, total: string) {
  await expect(payButton(page)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Hold Order For Later' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId(total)).toBeInViewport({ ratio: 1 });
}

const scrollTo = async (page: Page, where: 'top' | 'bottom') => {
  await page.evaluate(
    (w) => window.scrollTo(0, w === 'top' ? 0 : document.documentElement.scrollHeight),
    where,
  );
  await page.waitForFunction(
    (w) =>
      w === 'top'
        ? window.scrollY === 0
        : Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
    where,
  );
};

test.describe('checkout of a long order', () => {
  let api: CartApi;
  test.beforeEach(async ({ request }) => {
    api = await cartApi(request, DEMO.buyer.email);
    await clearCart(api);
    for (const item of await pickItems(api, { warehouse: 'MIA', count: LINES }))
      await addToCart(api, item, 1);
  });
  test.afterEach(async () => clearCart(api));

  for (const viewport of [
    // The summary panel's total beside the lines; the bottom bar's total on a phone.
    { name: 'desktop', width: 1366, height: 900, total: 'totals-total' },
    { name: 'phone', width: 390, height: 844, total: 'bar-total' },
  ]) {
    test(`total and place/hold buttons stay in view: ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, DEMO.buyer.email);
      await page.goto('/cart');
      await page.getByRole('button', { name: /^CHECKOUT( AS NEW ORDER)?$/ }).click();
      await expect(page).toHaveURL(/\/checkout\/MIA$/);
      // A table on a desktop, a list on a phone.
      const lines = page
        .getByRole('table', { name: 'Items' })
        .locator('tbody tr')
        .or(page.getByRole('list', { name: 'Items' }).getByRole('listitem'));
      await expect(lines).toHaveCount(LINES);
      // The order really is longer than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
        viewport.height * 2,
      );

      await scrollTo(page, 'top');
      await inView(page, viewport.total);
      await scrollTo(page, 'bottom');
      await inView(page, viewport.total);
      await expect(lines.last()).toBeInViewport();
    });
  }
});
