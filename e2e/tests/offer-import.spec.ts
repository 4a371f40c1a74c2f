import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../fixtures/auth.ts';
import { addToCart, cartApi, cartTab, clearCart, pickItems } from '../fixtures/cart.ts';
import {
  cancelPendingImport,
  offersSnapshot,
  openImportDialog,
  reviewCount,
  reviewRow,
  reviewSection,
  uploadInDialog,
  writeImportWorkbook,
} from '../fixtures/offer-import.ts';
import { openStock } from '../fixtures/stock.ts';

const below = (list: number, share: number) => Math.max(1, Math.floor(list * share));
/** Harbor's money: USD at precision 2 (the demo tenant's settings). */
const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

/** Bulk offer import from a spreadsheet, with the review screen (F-001…F-020, Q-065). */
test.describe('bulk offer import', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
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

  test('upload, read the three sections, remove an overwrite row, submit and find the offers in the cart', async ({
    page,
    request,
  }, testInfo) => {
    const api = await cartApi(request, DEMO.buyer.email);
    const [fresh, atList, tooMany, keep, drop, withCents, aboveList] = await pickItems(api, {
      warehouse: 'MIA',
      count: 7,
      offerable: true,
    });
    // Two lines already in the cart, which the file will overwrite (F-010, F-011).
    await addToCart(api, keep!, 3);
    await addToCart(api, drop!, 2, below(drop!.listPrice, 0.8));
    const before = await offersSnapshot(api);

    const file = await writeImportWorkbook(testInfo.outputPath('offers.xlsx'), [
      [fresh!.itemNumber, 'MIA', 4, below(fresh!.listPrice, 0.9)],
      [atList!.itemNumber, 'MIA', 2, atList!.listPrice],
      [tooMany!.itemNumber, 'MIA', tooMany!.quantityAvailable + 1, below(tooMany!.listPrice, 0.9)],
      ['NO-SUCH-ITEM-404', 'MIA', 1, 10],
      [keep!.itemNumber, 'MIA', 5, below(keep!.listPrice, 0.85)],
      [drop!.itemNumber, 'MIA', 6, below(drop!.listPrice, 0.85)],
      [withCents!.itemNumber, 'MIA', 1, below(withCents!.listPrice, 0.9) + 0.99],
      [aboveList!.itemNumber, 'MIA', 1, aboveList!.listPrice + 1],
    ]);

    await openStock(page, DEMO.buyer.email);
    const dialog = await openImportDialog(page);
    await uploadInDialog(dialog, file);

    await expect(page).toHaveURL(/\/stock\/import-review$/);
    await expect(page.getByRole('heading', { name: 'Review Import', level: 1 })).toBeVisible();
    // F-007: the counts of the sticky header.
    await expect(reviewCount(page, 'invalid')).toHaveText(/INVALID\s*4/);
    await expect(reviewCount(page, 'updates')).toHaveText(/UPDATES\s*2/);
    await expect(reviewCount(page, 'new')).toHaveText(/NEW\s*2/);

    // Section 1 (F-008, F-009, Q-065): each row with its reason.
    const invalid = reviewSection(page, 'There are 4 requests that could not be imported');
    await expect(reviewRow(invalid, 'NO-SUCH-ITEM-404')).toContainText('NO-SUCH-ITEM-404 was not found');
    // F-009: where each refused row is in the file (an unknown item has no description to find it by).
    await expect(reviewRow(invalid, 'NO-SUCH-ITEM-404')).toContainText('Row 5 of the file');
    await expect(reviewRow(invalid, tooMany!.itemNumber)).toContainText(
      `above the available quantity of ${tooMany!.quantityAvailable}`,
    );
    // D-018: an offer is in whole units; the list price of a reason is money.
    await expect(reviewRow(invalid, withCents!.itemNumber)).toContainText(
      'New Offer Price must be a whole number below the list price',
    );
    await expect(reviewRow(invalid, aboveList!.itemNumber)).toContainText(
      `above the list price of ${money(aboveList!.listPrice)}`,
    );

    // Section 2 (F-010, F-011): old status, quantity and price against the new ones.
    const overwrites = reviewSection(page, 'Requests that will overwrite cart items');
    const keepRow = reviewRow(overwrites, `${keep!.itemNumber} · MIA`);
    await expect(keepRow).toContainText('Buy at List');
    await expect(keepRow.getByRole('cell').nth(2)).toHaveText('3');
    await expect(keepRow.getByRole('cell').nth(4)).toHaveText('5');
    const dropRow = reviewRow(overwrites, `${drop!.itemNumber} · MIA`);
    await expect(dropRow.getByRole('cell').nth(2)).toHaveText('2');
    await expect(dropRow.getByRole('cell').nth(4)).toHaveText('6');

    // Section 3 (F-013, F-014): new requests under their group names.
    const news = reviewSection(page, 'New requests');
    await expect(reviewRow(news, `${fresh!.itemNumber} · MIA`)).toBeVisible();
    await expect(reviewRow(news, `${atList!.itemNumber} · MIA`)).toBeVisible();
    await expect(news.getByRole('heading', { level: 3 }).first()).toBeVisible();

    // F-012: remove one overwrite row; it disappears, and the server keeps the change (a reload sees it).
    await dropRow.getByRole('button', { name: /^Remove .* from the import$/ }).click();
    await expect(dropRow).toHaveCount(0);
    await expect(reviewCount(page, 'updates')).toHaveText(/UPDATES\s*1/);
    await page.reload();
    await expect(reviewCount(page, 'updates')).toHaveText(/UPDATES\s*1/);
    await expect(reviewRow(overwrites, `${drop!.itemNumber} · MIA`)).toHaveCount(0);
    // Nothing reaches the cart before SUBMIT REQUESTS.
    expect(await offersSnapshot(api)).toEqual(before);

    // F-019: submit.
    await page.getByRole('button', { name: 'SUBMIT REQUESTS' }).click();
    await expect(page.getByText('Successfully submitted the offers')).toBeVisible();
    await expect(page).toHaveURL(/\/cart/);

    const after = await offersSnapshot(api);
    expect(after[fresh!.itemNumberWarehouse]).toEqual({
      status: 'PENDING_ACCEPTANCE',
      quantity: 4,
      price: below(fresh!.listPrice, 0.9),
    });
    expect(after[atList!.itemNumberWarehouse]).toMatchObject({ status: 'BUY_AT_LIST', quantity: 2 });
    expect(after[keep!.itemNumberWarehouse]).toEqual({
      status: 'PENDING_ACCEPTANCE',
      quantity: 5,
      price: below(keep!.listPrice, 0.85),
    });
    // The removed row left the existing cart line as it was; invalid rows were not sent.
    expect(after[drop!.itemNumberWarehouse]).toEqual(before[drop!.itemNumberWarehouse]);
    expect(after[tooMany!.itemNumberWarehouse]).toBeUndefined();
    expect(Object.keys(after)).toHaveLength(4);

    // The cart shows them: the buy at list in Cart, the three offers awaiting the seller.
    await expect(cartTab(page, 'Cart')).toHaveAccessibleName('Cart 1');
    await expect(cartTab(page, "Offers awaiting the seller's review")).toHaveAccessibleName(
      "Offers awaiting the seller's review 3",
    );

    // The review is gone: its address goes back to the stock list.
    await page.goto('/stock/import-review');
    await expect(page).toHaveURL(/\/stock$/);
  });

  test('cancel an import: nothing changes', async ({ page, request }, testInfo) => {
    const api = await cartApi(request, DEMO.buyer.email);
    const [inCart, other] = await pickItems(api, { warehouse: 'MIA', count: 2, offerable: true });
    await addToCart(api, inCart!, 3);
    const before = await offersSnapshot(api);
    const file = await writeImportWorkbook(testInfo.outputPath('cancel.xlsx'), [
      [inCart!.itemNumber, 'MIA', 7, below(inCart!.listPrice, 0.7)],
      [other!.itemNumber, 'MIA', 1, below(other!.listPrice, 0.7)],
    ]);

    await openStock(page, DEMO.buyer.email);
    await uploadInDialog(await openImportDialog(page), file);
    await expect(page).toHaveURL(/\/stock\/import-review$/);
    await expect(reviewCount(page, 'updates')).toHaveText(/UPDATES\s*1/);
    await expect(reviewCount(page, 'new')).toHaveText(/NEW\s*1/);
    // No invalid rows: section 1 is not shown.
    await expect(reviewSection(page, /could not be imported/)).toHaveCount(0);

    await page.getByRole('button', { name: 'CANCEL IMPORT' }).click();
    await expect(page).toHaveURL(/\/stock$/);
    expect(await offersSnapshot(api)).toEqual(before);
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    // F-020: the pending import was discarded.
    await page.goto('/stock/import-review');
    await expect(page).toHaveURL(/\/stock$/);
  });

  test('the dialog: no file, a file that is not a workbook, and an empty workbook', async ({
    page,
  }, testInfo) => {
    await openStock(page, DEMO.buyer.email);
    const dialog = await openImportDialog(page);
    // F-002
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please upload the file to have a successful import');
    await expect(page).toHaveURL(/\/stock$/);

    // F-005: the server's refusal is shown inside the dialog, which stays open.
    const fake = testInfo.outputPath('not-a-workbook.xlsx');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(fake, 'Item #,Warehouse\nA,MIA\n');
    await uploadInDialog(dialog, fake);
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('alert')).not.toHaveText('');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/stock$/);

    // F-015, F-016: header only → the nothing-found heading and no submit.
    const empty = await writeImportWorkbook(testInfo.outputPath('empty.xlsx'), []);
    await uploadInDialog(dialog, empty);
    await expect(page).toHaveURL(/\/stock\/import-review$/);
    await expect(
      page.getByRole('heading', { name: 'No new requests were found in the import file' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'SUBMIT REQUESTS' })).toBeDisabled();
  });

  test('a file that is not a spreadsheet is named as the wrong type, and nothing is uploaded (F-001)', async ({
    page,
  }) => {
    await openStock(page, DEMO.buyer.email);
    const dialog = await openImportDialog(page);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/bulk-offer-import')) uploads += 1;
    });
    const message = "'price list.pdf' is not a spreadsheet. Choose an Excel file (.xlsx or .xls) to import.";
    await dialog.getByLabel('Spreadsheet file').setInputFiles({
      name: 'price list.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    // The wrong file is not kept: UPLOAD asks for a file, and nothing went to the server.
    await expect(dialog.getByRole('alert')).toHaveText('Please upload the file to have a successful import');
    expect(uploads).toBe(0);
    // A CSV is not taken either, named as such.
    await dialog.getByLabel('Spreadsheet file').setInputFiles({
      name: 'offers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Item #,Warehouse\n'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      "'offers.csv' is not a spreadsheet. Choose an Excel file (.xlsx or .xls) to import.",
    );
  });

  test('the template, pre-filled from the current filter, goes back in as an import', async ({
    page,
  }, testInfo) => {
    await openStock(page, DEMO.buyer.email);
    await page.goto('/stock?warehouse=MIA');
    await expect(page.getByTestId('total-items')).toHaveText(/\d/);
    const total = Number((await page.getByTestId('total-items').innerText()).replace(/\D/g, ''));
    const dialog = await openImportDialog(page);
    const prefill = dialog.getByRole('checkbox', {
      name: `Pre-fill it with the ${total} items of the current filter`,
    });
    await expect(prefill).toBeChecked();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('offer-import-template.xlsx');
    const path = testInfo.outputPath('template.xlsx');
    await download.saveAs(path);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1, 5);
    expect(header).toEqual(['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']);
    expect(sheet.actualRowCount).toBe(total + 1);
    const warehouses = new Set<unknown>();
    sheet.eachRow((row, n) => {
      if (n > 1) warehouses.add(row.getCell(2).value);
    });
    expect([...warehouses]).toEqual(['MIA']);

    // Price one row (at its list price, a buy at list) and upload the template back as it is.
    const row = sheet.getRow(2);
    row.getCell(3).value = 1;
    row.getCell(4).value = row.getCell(7).value;
    await workbook.xlsx.writeFile(path);
    await uploadInDialog(dialog, path);
    await expect(page).toHaveURL(/\/stock\/import-review$/);
    await expect(reviewCount(page, 'new')).toHaveText(/NEW\s*1/);
    await expect(reviewCount(page, 'invalid')).toHaveText(/INVALID\s*0/);
    await expect(reviewSection(page, 'New requests')).toContainText('The price equals the list price');
  });
});

test('a buyer who may not buy online, opening the review address, is taken to the stock list, still signed in (C-006)', async ({
  page,
}) => {
  await openStock(page, DEMO.viewer.email);
  await page.goto('/stock/import-review');
  await expect(page).toHaveURL(/\/stock$/);
  await expect(page.getByRole('heading', { name: 'Stocklist', level: 1 })).toBeVisible();
  await expect(page.getByText('You are not allowed to do this')).toHaveCount(0);
});
