import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../fixtures/auth.ts';
import { API, bearer, sellerToken, signInSeller, snackbar } from '../fixtures/seller.ts';
import { apiToken } from '../fixtures/stock.ts';

/**
 * The seller exports the stock from the console, the stock changes after the export (here another seller's edit
 * through the API, as an order would), and the seller uploads the old file: the row shows as changed since the
 * export with today's values and the file's, nothing applies until the seller chooses per row, and the applied
 * quantities are the chosen ones.
 */

type Item = {
  itemNumber: string;
  itemNumberWarehouse: string;
  warehouse: string;
  quantityAvailable: number;
  listPrice: number;
  incrementSize: number;
};

/** Two MIA items with a quantity shown exactly, far down the list so other specs leave them alone. */
async function pickItems(request: APIRequestContext): Promise<Item[]> {
  const token = await apiToken(request, DEMO.buyer.email);
  const res = await request.get(`${API}/stocklist/items`, { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  const items = ((await res.json()) as { groups: { items: Item[] }[] }).groups
    .flatMap((g) => g.items)
    .filter(
      (i) =>
        i.warehouse === 'MIA' &&
        i.incrementSize === 1 &&
        i.quantityAvailable > 5 &&
        i.quantityAvailable < 300,
    );
  expect(items.length).toBeGreaterThan(12);
  return items.slice(-2);
}

test.use({ viewport: { width: 1366, height: 900 } });

test('an old stock export uploaded back: the rows changed since show both values and apply only as chosen', async ({
  page,
  request,
}) => {
  const [a, b] = await pickItems(request);
  await signInSeller(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stock' }).click();
  await page.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: /MIA|Miami/ }).click();
  await expect(page).toHaveURL(/[?&]warehouse=MIA/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export filtered' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-stock-filtered-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const col: Record<string, number> = {};
  sheet.getRow(1).eachCell((cell, n) => {
    col[cell.text] = n;
  });
  expect(col.Version).toBeDefined();
  const rowOf = (item: Item) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(col['Item #']!).text === item.itemNumber && row.getCell(col.Warehouse!).text === 'MIA')
        found = row;
    });
    expect(found, `${item.itemNumberWarehouse} in the export`).toBeDefined();
    return found!;
  };
  // The seller received 10 more units of each and writes the new totals into the file.
  rowOf(a!).getCell(col['Available Quantity']!).value = a!.quantityAvailable + 10;
  rowOf(b!).getCell(col['Available Quantity']!).value = b!.quantityAvailable + 10;

  // After the export, 4 units of each go (an order, or another seller's edit).
  const token = await sellerToken(request);
  for (const item of [a!, b!]) {
    const res = await request.patch(
      `${API}/seller/stock/items/${encodeURIComponent(item.itemNumberWarehouse)}`,
      {
        headers: bearer(token),
        data: {
          quantityAvailable: item.quantityAvailable - 4,
          expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
        },
      },
    );
    expect(res.ok()).toBe(true);
  }

  await page.getByRole('button', { name: 'Upload inventory' }).click();
  await page
    .getByRole('dialog', { name: 'Upload inventory' })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'old-export.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    });
  const review = page.getByRole('dialog', { name: 'Review old-export.xlsx' });
  await expect(review.getByText('2 rows changed since the export')).toBeVisible();
  await expect(review.getByText('2 changed since export')).toBeVisible();
  const conflictA = review.getByRole('listitem', {
    name: `Row ${rowOf(a!).number} ${a!.itemNumberWarehouse}`,
  });
  // Today's value and the file's, side by side.
  await expect(conflictA.getByRole('definition').first()).toHaveText(String(a!.quantityAvailable - 4));
  await expect(conflictA).toContainText(String(a!.quantityAvailable + 10));
  const apply = review.getByRole('button', { name: /^Choose for 2 rows$/ });
  await expect(apply).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('conflicts-1366.png') });

  await conflictA.getByRole('radio', { name: /^Apply as a change/ }).check();
  const conflictB = review.getByRole('listitem', {
    name: `Row ${rowOf(b!).number} ${b!.itemNumberWarehouse}`,
  });
  await conflictB.getByRole('radio', { name: /^Keep now/ }).check();
  await review.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(snackbar(page)).toContainText('Applied 1 change from old-export.xlsx');
  await expect(review).toBeHidden();

  // a: today's quantity plus the file's 10 (the 4 that went stay gone); b: kept as it is now.
  const search = page.getByRole('textbox', { name: 'Search' });
  for (const [item, expected] of [
    [a!, a!.quantityAvailable + 6],
    [b!, b!.quantityAvailable - 4],
  ] as const) {
    await search.fill(item.itemNumber);
    const edit = page.getByRole('button', { name: `Edit ${item.itemNumber} MIA`, exact: true });
    const row = page.getByRole('table', { name: 'Stock items' }).getByRole('row').filter({ has: edit });
    await expect(row.getByRole('cell').nth(3).getByText(String(expected), { exact: true })).toBeVisible();
  }
});

test('a row of the export copied under a new Item # adds the item to the same group; an edited Description is said to stay', async ({
  page,
  request,
}) => {
  const [a] = await pickItems(request);
  await signInSeller(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stock' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(a!.itemNumber);
  await expect(page).toHaveURL(/[?&]q=/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export filtered' }).click();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(await (await downloading).path())) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const col: Record<string, number> = {};
  sheet.getRow(1).eachCell((cell, n) => {
    col[cell.text] = n;
  });
  expect(col['Group Key']).toBeDefined();
  let source: ExcelJS.Row | undefined;
  sheet.eachRow((row, n) => {
    if (
      n > 1 &&
      row.getCell(col['Item #']!).text === a!.itemNumber &&
      row.getCell(col.Warehouse!).text === 'MIA'
    )
      source = row;
  });
  const group = source!.getCell(col.Group!).text;
  const newNumber = `E2E-COPY-${Date.now()}`;
  const copy = sheet.addRow((source!.values as ExcelJS.CellValue[]).slice(1));
  copy.getCell(col['Item #']!).value = newNumber;
  copy.getCell(col.Description!).value = 'Copied row, new item';
  source!.getCell(col.Description!).value = 'Renamed in the file';

  await page.getByRole('button', { name: 'Upload inventory' }).click();
  await page
    .getByRole('dialog', { name: 'Upload inventory' })
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'copied.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    });
  const review = page.getByRole('dialog', { name: 'Review copied.xlsx' });
  await expect(review.getByText('1 new')).toBeVisible();
  await expect(review.getByRole('row').filter({ hasText: `${newNumber}-MIA` })).toContainText('New');
  await expect(review.getByRole('list', { name: 'Notes on rows' })).toHaveText(
    `Row ${source!.number} (${a!.itemNumber} MIA): Description is not changed by an upload: only Available Quantity and List Price are`,
  );
  await page.screenshot({ path: test.info().outputPath('copied-row-review-1366.png') });
  await review.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(snackbar(page)).toContainText('Applied 1 change from copied.xlsx');

  await page.getByRole('textbox', { name: 'Search' }).fill(newNumber);
  const row = page
    .getByRole('table', { name: 'Stock items' })
    .getByRole('row')
    .filter({ hasText: newNumber });
  await expect(row).toContainText('Copied row, new item');
  await expect(row).toContainText(group);
});
