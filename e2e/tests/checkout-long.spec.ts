/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { fillCart, openCart } from '../fixtures/cart.ts';
import { payButton } from '../fixtures/checkout.ts';
import { scrollPageTo } from '../fixtures/page.ts';
import { expect, test } from '../fixtures/test.ts';

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

test.describe('checkout of a long order', () => {
  test.beforeEach(async ({ cartOf }) => {
    await fillCart(await cartOf(DEMO.buyer.email), { warehouse: 'MIA', count: LINES });
  });

  for (const viewport of [
    // The summary panel's total beside the lines; the bottom bar's total on a phone.
    { name: 'desktop', width: 1366, height: 900, total: 'totals-total' },
    { name: 'phone', width: 390, height: 844, total: 'bar-total' },
  ]) {
    test(`total and place/hold buttons stay in view: ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openCart(page, DEMO.buyer.email);
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

      await scrollPageTo(page, 'top');
      await inView(page, viewport.total);
      await scrollPageTo(page, 'bottom');
      await inView(page, viewport.total);
      await expect(lines.last()).toBeInViewport();
    });
  }
});
