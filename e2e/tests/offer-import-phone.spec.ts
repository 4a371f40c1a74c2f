import { expect, type Page, test } from '@playwright/test';
import { fastAxe } from '../fixtures/a11y.ts';
import { DEMO } from '../fixtures/auth.ts';
import { addToCart, cartApi, clearCart, pickItems } from '../fixtures/cart.ts';
import {
  cancelPendingImport,
  offersSnapshot,
  openImportDialog,
  reviewCount,
  reviewSection,
  uploadInDialog,
  writeImportWorkbook,
} from '../fixtures/offer-import.ts';
import { openStock } from '../fixtures/stock.ts';

async function seriousViolations(page: Page) {
  const { violations } = await fastAxe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.html} ${n.failureSummary}`).join(', ')}`);
}

/** The import on a phone: rows as cards, the same review in a second tab, and no serious a11y violation. */
test.describe('bulk offer import on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ request }) => {
    const api = await cartApi(request, DEMO.buyer.email);
    await cancelPendingImport(api);
    await clearCart(api);
  });
  test.afterEach(async ({ request }) => {
    const api = await cartApi(request, DEMO.buyer.email);
    await cancelPendingImport(api);
    await clearCart(api);
  });

  test('review as cards, a second tab sees the same review, remove a row, cancel', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const api = await cartApi(request, DEMO.buyer.email);
    const [inCart, fresh] = await pickItems(api, { warehouse: 'MIA', count: 2, offerable: true });
    await addToCart(api, inCart!, 2);
    const before = await offersSnapshot(api);
    const file = await writeImportWorkbook(testInfo.outputPath('phone.xlsx'), [
      [inCart!.itemNumber, 'MIA', 4, Math.floor(inCart!.listPrice * 0.9)],
      [fresh!.itemNumber, 'MIA', 3, Math.floor(fresh!.listPrice * 0.9)],
      ['NO-SUCH-ITEM-404', 'MIA', 'two', 'ten'],
    ]);

    await openStock(page, DEMO.buyer.email);
    const dialog = await openImportDialog(page);
    expect(await seriousViolations(page)).toEqual([]);
    await uploadInDialog(dialog, file);
    await expect(page).toHaveURL(/\/stock\/import-review$/);
    await expect(reviewCount(page, 'invalid')).toHaveText(/INVALID\s*1/);
    await expect(reviewCount(page, 'updates')).toHaveText(/UPDATES\s*1/);
    await expect(reviewCount(page, 'new')).toHaveText(/NEW\s*1/);
    expect(await seriousViolations(page)).toEqual([]);

    // Cards, not a table, on a phone; the reason is on the card.
    const invalid = reviewSection(page, 'There are 1 requests that could not be imported');
    await expect(invalid.getByRole('table')).toHaveCount(0);
    await expect(invalid.getByRole('listitem')).toContainText('NO-SUCH-ITEM-404 was not found');

    // A second tab shows the same pending review (it lives on the server).
    const second = await context.newPage();
    await second.goto('/stock/import-review');
    await expect(reviewCount(second, 'updates')).toHaveText(/UPDATES\s*1/);
    await expect(reviewCount(second, 'new')).toHaveText(/NEW\s*1/);

    const overwrites = reviewSection(page, 'Requests that will overwrite cart items');
    await overwrites.getByRole('button', { name: /^Remove .* from the import$/ }).click();
    await expect(overwrites).toHaveCount(0);
    await expect(reviewCount(page, 'updates')).toHaveText(/UPDATES\s*0/);
    await second.reload();
    await expect(reviewCount(second, 'updates')).toHaveText(/UPDATES\s*0/);

    await page.getByRole('button', { name: 'CANCEL IMPORT' }).click();
    await expect(page).toHaveURL(/\/stock$/);
    expect(await offersSnapshot(api)).toEqual(before);
    // The other tab, reloaded, has nothing to review any more.
    await second.reload();
    await expect(second).toHaveURL(/\/stock$/);
  });
});
