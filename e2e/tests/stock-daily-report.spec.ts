import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from '../fixtures/auth.ts';
import { waitForMail } from '../fixtures/mail.ts';
import { API, bearer, sellerToken, signInSeller, snackbar } from '../fixtures/seller.ts';
import { apiToken, openStock } from '../fixtures/stock.ts';

/**
 * The Daily Report (C-065…C-067, Q-064): the subscription switch, and the report itself end to end — the seller
 * sets the send hour in the console, a buyer subscribes, the job mails the .xlsx (seen in the outbox and at the
 * run's SMTP server).
 */

type StockRow = { itemNumber: string; warehouse: string; skuDescription: string };

test('the Daily Report switch subscribes and unsubscribes with the spec messages (C-065…C-067)', async ({
  page,
}) => {
  await openStock(page, DEMO.buyer.email);
  await page.getByRole('button', { name: 'Daily Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily Report' });
  const toggle = dialog.getByRole('switch', { name: 'Send me the daily stock report' });
  await expect(toggle).toBeEnabled();
  const wasOn = await toggle.isChecked();

  await toggle.click();
  await expect(
    page.getByText(
      wasOn
        ? 'You will No Longer receive a daily spreadsheet report on all new inventory availability and price drops'
        : 'You will receive a daily spreadsheet report on all new inventory availability and price drops',
      { exact: true },
    ),
  ).toBeVisible();

  await toggle.click();
  await expect(
    page.getByText(
      wasOn
        ? 'You will receive a daily spreadsheet report on all new inventory availability and price drops'
        : 'You will No Longer receive a daily spreadsheet report on all new inventory availability and price drops',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(toggle).toBeChecked({ checked: wasOn });

  // The choice is the server's: it is still there after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Daily Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Daily Report' }).getByRole('switch')).toBeChecked({
    checked: wasOn,
  });
});

/** yyyy-mm-dd of `at` in `timeZone`: the date the job names the report by. */
const dateIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** The rows of a sheet as arrays of cell values, header first. */
function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('the seller sets the send hour, a buyer subscribes, and the report mail with its .xlsx is in the outbox (Q-064)', async ({
  page,
  browser,
  request,
}) => {
  // A buyer no other spec subscribes, so the one report a day the job sends them is this test's.
  const buyer = DEMO.prospect;
  const zone = 'Europe/London';
  const sellerHeaders = bearer(await sellerToken(request));
  const buyerHeaders = bearer(await apiToken(request, buyer.email));
  const saved = await request.get(`${API}/seller/settings/daily-report`, { headers: sellerHeaders });
  expect(saved.ok(), await saved.text()).toBe(true);
  const before = (await saved.json()) as { dailyReportHour: number; timeZone: string };

  const seller = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    // The seller sets the send hour to midnight, so "from the send hour on" is true whenever the test runs.
    const consolePage = await seller.newPage();
    await signInSeller(consolePage);
    await expect(consolePage.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
    await consolePage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(consolePage.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const card = consolePage.getByRole('region', { name: 'Daily stock report' });
    const hour = card.getByRole('combobox', { name: 'Send from' });
    const zoneInput = card.getByRole('combobox', { name: /^Time zone/ });
    await expect(zoneInput).toHaveValue(before.timeZone);
    await hour.click();
    await consolePage.getByRole('option', { name: '00:00', exact: true }).click();
    await expect(hour).toHaveText('00:00');
    await zoneInput.fill('Europe/Lond');
    await consolePage.getByRole('option', { name: zone, exact: true }).click();
    await expect(zoneInput).toHaveValue(zone);
    await card.getByRole('button', { name: 'Save settings' }).click();
    await expect(snackbar(consolePage)).toContainText('Daily report settings saved');
    await expect(card.getByText(`Now: from 00:00, ${zone} time.`)).toBeVisible();
    await consolePage.screenshot({ path: test.info().outputPath('daily-report-settings-1366.png') });
    // It is the server's: still there after a reload.
    await consolePage.reload();
    await expect(card.getByRole('combobox', { name: 'Send from' })).toHaveText('00:00');
    await expect(card.getByRole('combobox', { name: /^Time zone/ })).toHaveValue(zone);

    // The buyer subscribes in the Daily Report dialog of the stock list.
    const since = new Date();
    await openStock(page, buyer.email);
    await page.getByRole('button', { name: 'Daily Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daily Report' });
    const toggle = dialog.getByRole('switch', { name: 'Send me the daily stock report' });
    await expect(toggle).toBeChecked({ checked: false });
    await toggle.click();
    await expect(
      page.getByText(
        'You will receive a daily spreadsheet report on all new inventory availability and price drops',
        { exact: true },
      ),
    ).toBeVisible();

    // The job's next check (every 5 seconds in this run) queues the report; the seller sees it in the outbox,
    // to that buyer, with the workbook named after the day in the tenant's zone.
    const date = dateIn(zone);
    const attachment = `stock-report-${date}.xlsx`;
    await consolePage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(consolePage.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    const row = consolePage
      .getByRole('table', { name: 'Mails' })
      .getByRole('row')
      .filter({ hasText: `daily stock report for ${date}` })
      .filter({ hasText: buyer.email });
    // The list refreshes on its own; the report leaves at the job's first check after the subscription.
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText(attachment);
    await row.getByRole('button', { name: /daily stock report for/ }).click();
    const mail = consolePage.getByRole('dialog', { name: /daily stock report for/ });
    await expect(mail.getByLabel('Attachments')).toContainText(attachment);
    await expect(mail.getByLabel('Message')).toContainText('New inventory availability:');

    // The run's SMTP server received it, with the workbook: a header row and the items that came in.
    const delivered = await waitForMail(buyer.email, since, `daily stock report for ${date}`);
    const xlsx = delivered.attachments.find((a) => a.filename === attachment);
    expect(xlsx, `attachment ${attachment}`).toBeDefined();
    expect(xlsx!.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx!.content as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('New availability');
    expect(sheet, 'sheet New availability').toBeDefined();
    const [header, ...rows] = sheetValues(sheet!);
    expect(header).toEqual(['Item #', 'Warehouse', 'Description', 'Available Quantity', 'List Price']);
    // This run's server seeded its stock at start, within the first report's window: all of it is new.
    expect(rows.length).toBeGreaterThan(0);
    const stock = await request.get(`${API}/stocklist/items`, { headers: buyerHeaders });
    const items = ((await stock.json()) as { groups: { items: StockRow[] }[] }).groups.flatMap(
      (g) => g.items,
    );
    const [itemNumber, warehouse, description, quantity] = rows[0] as [string, string, string, number];
    const listed = items.find((i) => i.itemNumber === itemNumber && i.warehouse === warehouse);
    expect(listed, `${itemNumber} ${warehouse} in the stock list`).toBeDefined();
    expect(description).toBe(listed!.skuDescription);
    expect(quantity).toBeGreaterThan(0);
  } finally {
    await seller.close();
    // Back as it was: the buyer unsubscribed, the tenant's send hour and zone restored.
    await request.put(`${API}/account/user/notification-preferance`, {
      headers: buyerHeaders,
      data: { stockReportNotification: false },
    });
    const restored = await request.put(`${API}/seller/settings/daily-report`, {
      headers: sellerHeaders,
      data: before,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
