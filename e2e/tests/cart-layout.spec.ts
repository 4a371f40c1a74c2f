import type { Locator } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { addToCart, cartRow, cartTab, openCart, pickItems } from '../fixtures/cart.ts';
import { sellerPatchItem } from '../fixtures/seller.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Cart rows keep their shape whatever the line's state (G-039…G-047, G-017): the status chip of a price-dropped
 * line shows its whole label inside its cell, and an out-of-stock line (no edit icon, an 'Out of Stock' chip)
 * puts its columns exactly where the in-stock lines put theirs — on a desktop and on a phone.
 */

type Item = Awaited<ReturnType<typeof pickItems>>[number];

const COLUMNS = ['Available', 'List Price', 'Status', 'Quantity', 'Price', 'Expires'] as const;

/** A label/value cell of a row, found by its label (the caption is the cell's first child). */
const cell = (row: Locator, label: string): Locator =>
  row.getByText(label, { exact: true }).locator('xpath=..');

/** The chip's box lies inside its cell and its label is not cut off (no ellipsis: nothing overflows). */
async function expectChipWhole(chipLabel: Locator, inCell: Locator) {
  await expect(chipLabel).toBeVisible();
  const chip = chipLabel.locator('xpath=..');
  const [c, box] = await Promise.all([chip.boundingBox(), inCell.boundingBox()]);
  expect(c && box).toBeTruthy();
  expect(c!.x).toBeGreaterThanOrEqual(box!.x - 0.5);
  expect(c!.x + c!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
  const fits = await chipLabel.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, `${await chipLabel.textContent()} is clipped`).toBe(true);
}

async function expectColumnsAligned(reference: Locator, other: Locator) {
  for (const label of COLUMNS) {
    const [a, b] = await Promise.all([
      cell(reference, label).boundingBox(),
      cell(other, label).boundingBox(),
    ]);
    expect(a && b, label).toBeTruthy();
    expect(Math.abs(a!.x - b!.x), `${label} column x`).toBeLessThanOrEqual(1);
    expect(Math.abs(a!.width - b!.width), `${label} column width`).toBeLessThanOrEqual(1);
  }
}

test.describe('cart rows: chips whole and columns aligned', () => {
  let items: Item[] = [];
  let dropped: Item | undefined;
  let emptied: Item | undefined;

  test.beforeEach(async ({ request, cartOf }) => {
    const api = await cartOf(DEMO.buyer.email);
    items = await pickItems(api, { warehouse: 'MIA', count: 3, offerable: true });
    const [plain, toDrop, toEmpty] = items as [Item, Item, Item];
    await addToCart(api, plain, 2);
    await addToCart(api, toDrop, 3, Math.floor(toDrop.listPrice) - 5);
    await addToCart(api, toEmpty, 2);
    // the list price falls below the offer → Price Dropped; Q-025: the stock runs out → Out of Stock.
    dropped = await sellerPatchItem(request, toDrop, { listPrice: Math.floor(toDrop.listPrice) - 15 });
    emptied = await sellerPatchItem(request, toEmpty, { quantityAvailable: 0 });
  });

  test.afterEach(async ({ request }) => {
    const [, toDrop, toEmpty] = items;
    if (dropped && toDrop) await sellerPatchItem(request, dropped, { listPrice: toDrop.listPrice });
    if (emptied && toEmpty)
      await sellerPatchItem(request, emptied, { quantityAvailable: toEmpty.quantityAvailable });
    dropped = undefined;
    emptied = undefined;
  });

  for (const [name, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openCart(page, DEMO.buyer.email, '/cart?tab=0');

      const [plain, toDrop, toEmpty] = items as [Item, Item, Item];
      const plainRow = cartRow(page, plain.description);
      const droppedRow = cartRow(page, toDrop.description);
      const emptyRow = cartRow(page, toEmpty.description);

      // The price-dropped line's status chip reads whole inside the Status cell.
      await expectChipWhole(
        droppedRow.getByText('Price Dropped', { exact: true }),
        cell(droppedRow, 'Status'),
      );
      // The out-of-stock line: both its chips whole, and its columns under the in-stock lines' columns.
      const outOfStock = emptyRow.getByText('Out of Stock', { exact: true });
      await expect(outOfStock).toHaveCount(2);
      await expectChipWhole(outOfStock.first(), cell(emptyRow, 'Available'));
      await expectChipWhole(outOfStock.last(), cell(emptyRow, 'Status'));
      await expectColumnsAligned(plainRow, emptyRow);
      await expectColumnsAligned(plainRow, droppedRow);
      // Nothing in the row runs past the page on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    });
  }
});

test('on a phone every tab shows its count, and an empty Cart tab says where the offers wait (G-002, G-004, G-010)', async ({
  page,
  cartOf,
}) => {
  const api = await cartOf(DEMO.buyer.email);
  const [item] = await pickItems(api, { warehouse: 'MIA', count: 1, offerable: true });
  // An offer below list: it waits for the seller, in the third tab; the Cart tab is empty.
  await addToCart(api, item!, 2, Math.floor(item!.listPrice) - 5);
  await page.setViewportSize({ width: 390, height: 844 });
  await openCart(page, DEMO.buyer.email, '/cart?tab=0');
  for (const name of ['Cart', 'Offers awaiting your review', "Offers awaiting the seller's review"] as const)
    await expect(cartTab(page, name)).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('There are no items in your cart')).toBeVisible();
  await page.getByRole('button', { name: "Offers awaiting the seller's review (1)" }).click();
  await expect(page).toHaveURL(/tab=2/);
  await expect(cartRow(page, item!.description)).toBeVisible();
});
