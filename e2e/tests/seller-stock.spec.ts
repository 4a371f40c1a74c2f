import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../fixtures/auth.ts';
import { API, bearer, makeOffer, offerableItems, signInSeller, snackbar } from '../fixtures/seller.ts';
import { apiToken, openStock } from '../fixtures/stock.ts';

/**
 * The seller console's Stock screen — inline edit, inventory upload with review — and the buyer's open
 * stock list following a seller's change without a reload (live update).
 */

type Item = {
  itemNumber: string;
  itemNumberWarehouse: string;
  warehouse: string;
  skuDescription: string;
  quantityAvailable: number;
  listPrice: number;
  incrementSize: number;
};

/** `count` distinct MIA items sold one by one, with a quantity shown exactly (below the display cap of 500). */
async function pickItems(request: APIRequestContext, count: number, skip = 0): Promise<Item[]> {
  const token = await apiToken(request, DEMO.buyer.email);
  const res = await request.get(`${API}/stocklist/items`, { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { groups: { items: Item[] }[] };
  const items = body.groups
    .flatMap((g) => g.items)
    .filter(
      (i) =>
        i.warehouse === 'MIA' &&
        i.incrementSize === 1 &&
        i.quantityAvailable > 0 &&
        i.quantityAvailable < 300,
    );
  expect(items.length).toBeGreaterThanOrEqual(skip + count);
  return items.slice(skip, skip + count);
}

async function openSellerStock(page: Page, search = '') {
  await signInSeller(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stock' }).click();
  await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
  if (search) {
    await page.getByRole('textbox', { name: 'Search' }).fill(search);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(search)}`));
  }
}

/** The buyer's item line (expanded group card) of an item on the buyer portal's stock list. */
async function buyerItemLine(page: Page, item: Item) {
  const search = page.getByRole('searchbox', { name: 'Search stock' });
  await search.fill(item.itemNumber);
  await search.press('Enter');
  const toggle = page.getByRole('button', { name: /^Show items of / }).first();
  await expect(toggle).toBeVisible();
  await toggle.click();
  // The item line is named '<description> · <item number>' (the group card around it is a listitem too).
  const escaped = item.itemNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('listitem', { name: new RegExp(`· (SKU )?${escaped}$`) });
}

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Stock');
  sheet.addRow(['Item #', 'Warehouse', 'Description', 'Available Quantity', 'List Price']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test.describe('seller stock', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the seller edits a quantity inline, with validation, and the buyer sees it', async ({
    page,
    request,
  }) => {
    const [item] = await pickItems(request, 1, 0);
    const target = item!.quantityAvailable + 17;
    await openSellerStock(page, item!.itemNumber);
    const row = page.getByRole('row').filter({ hasText: item!.itemNumber }).filter({ hasText: 'MIA' });
    await expect(row).toContainText(String(item!.quantityAvailable));

    await row.getByRole('button', { name: `Edit ${item!.itemNumber} MIA` }).click();
    const quantity = page.getByRole('textbox', { name: `Available quantity of ${item!.itemNumber}` });
    await quantity.fill('-4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a whole number of 0 or more')).toBeVisible();

    await quantity.fill(String(target));
    await page.screenshot({ path: test.info().outputPath('edit-1366.png') });
    await quantity.press('Enter');
    await expect(snackbar(page)).toContainText(`Saved ${item!.itemNumber} (MIA)`);
    await expect(quantity).toBeHidden();
    // The focus is back on the row's Edit button, not lost on the page.
    await expect(row.getByRole('button', { name: `Edit ${item!.itemNumber} MIA` })).toBeFocused();
    await expect(row).toContainText(String(target));
    await page.screenshot({ path: test.info().outputPath('stock-1366.png'), fullPage: true });

    const token = await apiToken(request, DEMO.buyer.email);
    const res = await request.get(`${API}/stocklist/items`, { headers: bearer(token) });
    const seen = ((await res.json()) as { groups: { items: Item[] }[] }).groups
      .flatMap((g) => g.items)
      .find((i) => i.itemNumberWarehouse === item!.itemNumberWarehouse);
    expect(seen?.quantityAvailable).toBe(target);
  });

  test("an uploaded spreadsheet is reviewed, applied, and the buyer's open stock list follows live", async ({
    page,
    browser,
    request,
  }) => {
    const [item] = await pickItems(request, 1, 1);
    const target = item!.quantityAvailable + 23;

    // The buyer has the stock list open in another browser, on the item.
    const buyerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const buyerPage = await buyerContext.newPage();
    await openStock(buyerPage, DEMO.buyer.email);
    const line = await buyerItemLine(buyerPage, item!);
    await expect(line).toContainText(String(item!.quantityAvailable));

    await openSellerStock(page);
    await page.getByRole('button', { name: 'Upload inventory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload inventory' });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'inventory.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook([
        [item!.itemNumber, 'MIA', item!.skuDescription, target, item!.listPrice],
        ['NO-SUCH-ITEM', 'MIA', '', 5, 10],
        [item!.itemNumber, 'ZZZ', '', -1, 10],
      ]),
    });

    const review = page.getByRole('dialog', { name: 'Review inventory.xlsx' });
    await expect(review).toBeVisible();
    await expect(review.getByText('1 to update')).toBeVisible();
    await expect(review.getByText('2 errors')).toBeVisible();
    await expect(review.getByText('0 unchanged')).toBeVisible();
    // A hand-made file has no Version column: the review says what it cannot check.
    await expect(
      review.getByText(
        /This file has no Version column .* changes made to the stock since the file was made cannot be detected/,
      ),
    ).toBeVisible();
    await expect(review.getByText('Row 3 (NO-SUCH-ITEM MIA): Unknown item')).toBeVisible();
    await expect(
      review.getByText(
        `Row 4 (${item!.itemNumber} ZZZ): Available Quantity must be a whole number of 0 or more`,
      ),
    ).toBeVisible();
    const reviewed = review.getByRole('row').filter({ hasText: item!.itemNumberWarehouse });
    await expect(reviewed).toContainText('Update');
    await expect(reviewed).toContainText(String(target));
    await page.screenshot({ path: test.info().outputPath('review-1366.png') });

    // Nothing has changed before Apply.
    await expect(line).toContainText(String(item!.quantityAvailable));
    await review.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(snackbar(page)).toContainText('Applied 1 change from inventory.xlsx');
    await expect(review).toBeHidden();

    // No reload on the buyer's side: the live update brings the new quantity.
    await expect(line).toContainText(String(target));
    await buyerContext.close();
  });

  test("the seller stops offers on an item's group after a confirmation, and the buyer's OFFER turns off live", async ({
    page,
    browser,
    request,
  }) => {
    // An item whose group takes offers, in a group of several items, far from the items other specs pick.
    const token = await apiToken(request, DEMO.buyer.email);
    const res = await request.get(`${API}/stocklist/items`, { headers: bearer(token) });
    const { groups } = (await res.json()) as {
      groups: { title: string; isOfferAccepted: boolean; items: Item[] }[];
    };
    // The buyer finds it by its item number: one that no other warehouse holds too.
    const seen = new Map<string, number>();
    for (const i of groups.flatMap((g) => g.items)) seen.set(i.itemNumber, (seen.get(i.itemNumber) ?? 0) + 1);
    const candidates = groups.filter(
      (g) =>
        g.isOfferAccepted &&
        g.items.length > 1 &&
        g.items.every((i) => i.warehouse === 'MIA' && i.quantityAvailable > 0) &&
        seen.get(g.items[0]!.itemNumber) === 1,
    );
    const group = candidates[Math.floor(candidates.length / 2)]!;
    const item = group.items[0]!;

    const buyerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const buyerPage = await buyerContext.newPage();
    await openStock(buyerPage, DEMO.buyer.email);
    const line = await buyerItemLine(buyerPage, item);
    const offer = line.getByRole('button', { name: /^Offer / });
    await expect(offer).toBeEnabled();

    await openSellerStock(page, item.itemNumber);
    const row = page.getByRole('row').filter({ hasText: item.itemNumber }).filter({ hasText: 'MIA' });
    await expect(row).toContainText('Taken');
    const toggle = row.getByRole('switch', { name: `Offers on the item group of ${item.itemNumber} (MIA)` });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: `Stop taking offers on ${group.title}?` });
    await expect(dialog).toContainText('so it applies to every item of the group');
    await page.screenshot({ path: test.info().outputPath('stop-offers-1366.png') });
    await dialog.getByRole('button', { name: 'Stop offers' }).click();
    await expect(snackbar(page)).toContainText(
      `Offers are no longer taken on ${group.title}: ${group.items.length} items`,
    );
    await expect(row).toContainText('Its item group takes no offers');
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeFocused();

    // No reload on the buyer's side: OFFER turns off and says why.
    await expect(offer).toBeDisabled();
    await expect(offer).toHaveAccessibleDescription(
      'Offers are not taken on this item: buy it at the list price.',
    );

    // Back as it was, for the other specs.
    await toggle.click();
    await page
      .getByRole('dialog', { name: `Take offers on ${group.title}?` })
      .getByRole('button', { name: 'Take offers' })
      .click();
    await expect(row).toContainText('Taken');
    await expect(offer).toBeEnabled();
    await buyerContext.close();
  });

  test("a list price cut by a third waits for the seller's word, and the edit names the open offers it changes", async ({
    page,
    request,
  }) => {
    // Another buyer's offer on an item in the middle of the offerable ones (other specs take the first and last).
    const buyerToken = await apiToken(request, 'export@harbor.test');
    const items = await offerableItems(request, buyerToken, 12);
    const item = items[Math.floor(items.length * 0.6)]!;
    await makeOffer(request, buyerToken, item, 2);

    await openSellerStock(page, item.itemNumber);
    const row = page.getByRole('row').filter({ hasText: item.itemNumber }).filter({ hasText: 'MIA' });
    await row.getByRole('button', { name: `Edit ${item.itemNumber} MIA` }).click();
    await expect(row).toContainText(/1 open offer on this item \(1 waiting, 0 agreed\)/);
    const price = page.getByRole('textbox', { name: `List price of ${item.itemNumber}` });
    const lower = Math.floor(item.listPrice / 2);
    await price.fill(String(lower));
    await price.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Lower the list price by \d+%\?$/ });
    await expect(dialog).toContainText('The open offer on it is re-priced or left below the new price.');
    await expect(dialog.getByRole('button', { name: 'Lower the price' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('big-cut-1366.png') });
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(price).toHaveValue(String(lower));

    await price.press('Enter');
    await page
      .getByRole('dialog', { name: /^Lower the list price by/ })
      .getByRole('button', { name: 'Lower the price' })
      .click();
    await expect(snackbar(page)).toContainText(`Saved ${item.itemNumber} (MIA)`);

    // Back as it was, for the other specs: a raise needs no confirmation.
    await row.getByRole('button', { name: `Edit ${item.itemNumber} MIA` }).click();
    await price.fill(item.listPrice.toFixed(2));
    await price.press('Enter');
    await expect(price).toBeHidden();
    await expect(row).toContainText(item.listPrice.toFixed(2));
  });

  test('a review warns of a big price cut, and cancelling it changes nothing', async ({ page, request }) => {
    const [item] = await pickItems(request, 1, 2);
    await openSellerStock(page, item!.itemNumber);
    await page.getByRole('button', { name: 'Upload inventory' }).click();
    const half = Math.ceil(item!.listPrice / 2);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'prices.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook([[item!.itemNumber, 'MIA', '', item!.quantityAvailable + 1, half]]),
    });
    const review = page.getByRole('dialog', { name: 'Review prices.xlsx' });
    await expect(review.getByText('1 to update')).toBeVisible();
    await expect(review.getByRole('list', { name: 'Rows to check' })).toContainText(
      new RegExp(
        `^Row 2 \\(${item!.itemNumberWarehouse}\\): list price .+ → .+, \\d+% lower; buyers see it at once`,
      ),
    );
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(snackbar(page)).toContainText('Upload cancelled; nothing was changed');
    const row = page.getByRole('row').filter({ hasText: item!.itemNumber }).filter({ hasText: 'MIA' });
    await expect(row).toContainText(String(item!.quantityAvailable));
  });

  test('a file that is not a spreadsheet is refused with a clear message', async ({ page }) => {
    await openSellerStock(page);
    await page.getByRole('button', { name: 'Upload inventory' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'broken.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('not a zip at all'),
    });
    await expect(page.getByRole('dialog').getByText('The file is not an .xlsx spreadsheet')).toBeVisible();
  });
});

test.describe('seller stock on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('items show as cards and edit in place', async ({ page, request }) => {
    const [item] = await pickItems(request, 1, 3);
    await signInSeller(page);
    await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
    await page.goto(`/seller/stock?q=${encodeURIComponent(item!.itemNumber)}&warehouse=MIA`);
    await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
    const card = page.getByRole('listitem', { name: item!.skuDescription }).first();
    await expect(card).toContainText(String(item!.quantityAvailable));
    await page.screenshot({ path: test.info().outputPath('stock-390.png'), fullPage: true });
    await card.getByRole('button', { name: `Edit ${item!.itemNumber} MIA` }).click();
    const price = card.getByRole('textbox', { name: `List price of ${item!.itemNumber}` });
    await price.fill('0');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Enter a price above 0 with at most two decimals')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('edit-390.png') });
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(price).toBeHidden();

    // The review is a full-screen dialog on a phone.
    await page.getByRole('button', { name: 'Upload inventory' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'phone.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook([
        [item!.itemNumber, 'MIA', '', item!.quantityAvailable + 2, item!.listPrice],
        ['NO-SUCH-ITEM', 'MIA', '', 5, 10],
      ]),
    });
    const review = page.getByRole('dialog', { name: 'Review phone.xlsx' });
    await expect(review.getByText('Row 3 (NO-SUCH-ITEM MIA): Unknown item')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('review-390.png') });
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeHidden();
  });
});
