import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../fixtures/auth.ts';
import { filterGroup, itemNumbersOnPage, itemsTotal, openStock } from '../fixtures/stock.ts';

test.use({ viewport: { width: 1366, height: 900 } });

test('Export Filtered Items downloads exactly the filtered set shown (C-061, C-063)', async ({ page }) => {
  await openStock(page, DEMO.buyer.email);
  await filterGroup(page, 'Category')
    .getByRole('radio', { name: /^Tablets/ })
    .click();
  await filterGroup(page, 'Warehouse')
    .getByRole('checkbox', { name: /^Miami/ })
    .click();
  await filterGroup(page, 'Grade')
    .getByRole('checkbox', { name: /^Grade A \d/ })
    .first()
    .click();
  await expect(page).toHaveURL(/category=TABLETS.*warehouse=MIA.*grade=A/);
  // A filtered set small enough to fit one page, so every item shown can be read off the screen.
  await expect(page.getByText(/^Showing 1–\d+ of \d+ groups$/)).toBeVisible();
  const shown = await itemNumbersOnPage(page);
  expect(shown.length).toBeGreaterThan(0);
  await expect(itemsTotal(page)).toHaveText(String(shown.length));

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export Filtered Items' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const col = (name: string) => header.indexOf(name);
  const rows: { itemNumber: string; warehouse: string; grade: string; category: string }[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const cell = (name: string) => String(row.getCell(col(name)).value ?? '');
    rows.push({
      itemNumber: cell('Item #'),
      warehouse: cell('Warehouse'),
      grade: cell('Grade'),
      category: cell('Category'),
    });
  });
  expect(rows.map((r) => r.itemNumber).sort()).toEqual([...shown].sort());
  for (const r of rows) {
    expect(r.warehouse).toMatch(/^(MIA|Miami)$/);
    expect(r.grade).toMatch(/^(A|Grade A)$/);
  }
});

test('Export All Items is always there and downloads a workbook (C-060)', async ({ page }) => {
  await openStock(page, DEMO.viewer.email);
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export All Items' }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets[0]?.rowCount ?? 0).toBeGreaterThan(1);
});
