import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { openConsoleStock, openOutbox, raiseQuantityInConsole } from '../fixtures/console-stock.ts';
import { waitForMail } from '../fixtures/mail.ts';
import { apiToken, openStock } from '../fixtures/stock.ts';

/**
 * stock alerts in the buyer portal (E-001…E-014): set an alert from the stock list's bell, change it on
 * /stock-alerts (Update and Cancel), delete it, and the empty state; and the alert at work: the seller
 * raises the item's quantity in the console and the buyer's alert mail is in the outbox and at the SMTP server.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

type Item = {
  itemNumber: string;
  itemNumberWarehouse: string;
  warehouse: string;
  skuDescription: string;
  quantityAvailable: number;
  incrementSize: number;
};

async function buyerHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, DEMO.buyer.email)}` };
}

/** Removes every alert of the demo buyer, so each test starts from none. */
async function clearAlerts(request: APIRequestContext): Promise<void> {
  const headers = await buyerHeaders(request);
  const res = await request.get('/px-api-gateway/stocklist/alert/items', { headers });
  expect(res.ok()).toBe(true);
  for (const inw of Object.keys((await res.json()) as Record<string, unknown>)) {
    const del = await request.delete(`/px-api-gateway/stocklist/alert/item/${encodeURIComponent(inw)}`, {
      headers,
    });
    expect(del.ok()).toBe(true);
  }
}

/** The demo items in stock, read through the same API the portal reads. */
async function stockItems(request: APIRequestContext): Promise<Item[]> {
  const res = await request.get('/px-api-gateway/stocklist/items', { headers: await buyerHeaders(request) });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { groups: { items: Item[] }[] };
  return body.groups.flatMap((g) => g.items);
}

/** A demo item in stock matching `pred`. */
async function findItem(request: APIRequestContext, pred: (i: Item) => boolean): Promise<Item> {
  const item = (await stockItems(request)).find(pred);
  if (!item) throw new Error('demo stock has no such item');
  return item;
}

/** Narrows the stock list to the item by its number and opens its card. */
async function showItem(page: Page, item: Item): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search stock' });
  await search.fill(item.itemNumber);
  await search.press('Enter');
  const toggle = page.getByRole('button', { name: /^Show items of / }).first();
  await toggle.click();
  await expect(page.getByText(new RegExp(`Item # .*${item.itemNumber}`)).first()).toBeVisible();
}

const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true });

test.beforeEach(async ({ request }) => {
  await clearAlerts(request);
});

test('set an alert from the bell, change it on /stock-alerts with Update and Cancel, then delete it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const item = await findItem(request, (i) => i.incrementSize === 1);
  await openStock(page, DEMO.buyer.email);
  const alertsButton = page.getByRole('link', { name: /^Stock Alerts, / });
  await expect(alertsButton).toHaveAccessibleName('Stock Alerts, 0 alerts');

  // E-002 / E-003: the bell opens the Stock Alert dialog at the default quantity (harbor: 100).
  await showItem(page, item);
  const bell = page
    .getByRole('button', { name: new RegExp(`^Stock alert for .*${item.itemNumber}`) })
    .first();
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Stock Alert' });
  const dialogInput = dialog.getByRole('textbox', { name: /^Alert me when you add \d+ units$/ });
  await expect(dialogInput).toHaveValue('100');
  await expect(dialogInput).toHaveAccessibleName('Alert me when you add 100 units');
  // E-004: a cleared value becomes 1 when the input is left.
  await dialogInput.fill('');
  await dialogInput.blur();
  await expect(dialogInput).toHaveValue('1');
  await dialogInput.fill('40');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stock-alert-dialog-1366.png` });
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(snackbar(page, 'Successfully created the stock alert')).toBeVisible();
  await expect(dialog).toBeHidden();
  // E-008: the toolbar badge counts the alert.
  await expect(alertsButton).toHaveAccessibleName('Stock Alerts, 1 alert');

  // E-002: the bell on an item with an alert updates it.
  await bell.click();
  await expect(dialogInput).toHaveValue('40');
  await dialogInput.fill('45');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(snackbar(page, 'Successfully updated the stock alert')).toBeVisible();
  await expect(dialog).toBeHidden();

  // E-009 / E-010: /stock-alerts lists it with its description and the quantity in the sentence.
  await alertsButton.click();
  await expect(page).toHaveURL(/\/stock-alerts$/);
  await expect(page.getByRole('heading', { name: 'Stock Alerts', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem', { name: item.skuDescription });
  await expect(row).toBeVisible();
  // The item number names the warehouse too (one SKU in two warehouses reads alike otherwise).
  await expect(row).toContainText(`Item # ${item.itemNumberWarehouse}`);
  const input = row.getByRole('textbox', { name: 'Alert me when you add 45 units' });
  await expect(input).toHaveValue('45');
  const update = row.getByRole('button', { name: 'Update' });
  const cancel = row.getByRole('button', { name: 'Cancel' });
  await expect(update).toHaveCount(0);
  await expect(cancel).toHaveCount(0);

  // E-012: an edit reveals Update and Cancel; Cancel restores the saved value and hides them.
  await input.fill('60');
  await expect(update).toBeVisible();
  await expect(cancel).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stock-alerts-dirty-1366.png` });
  await cancel.click();
  await expect(input).toHaveValue('45');
  await expect(update).toHaveCount(0);

  // Update saves it (E-006), and the saved quantity is what the server keeps.
  await input.fill('60');
  await update.click();
  await expect(snackbar(page, 'Successfully updated the stock alert')).toBeVisible();
  await expect(row.getByRole('textbox', { name: 'Alert me when you add 60 units' })).toHaveValue('60');
  await expect(update).toHaveCount(0);
  // Update went with the change: the focus is on the quantity again, not on the page's top.
  await expect(row.getByRole('textbox', { name: 'Alert me when you add 60 units' })).toBeFocused();
  await page.reload();
  await expect(
    page
      .getByRole('listitem', { name: item.skuDescription })
      .getByRole('textbox', { name: 'Alert me when you add 60 units' }),
  ).toHaveValue('60');

  // E-007 / E-013: delete, then the empty state.
  await page.getByRole('button', { name: `Delete the stock alert for ${item.skuDescription}` }).click();
  await expect(snackbar(page, 'Successfully deleted the stock alert')).toBeVisible();
  await expect(page.getByText('Looking for more of your favourite items?', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Add alerts on items in the Stock List and then manage them here!', { exact: true }),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stock-alerts-empty-1366.png` });

  // E-009: the back control returns to the stock list.
  await page.getByRole('link', { name: 'Back to Stocklist' }).click();
  await expect(page).toHaveURL(/\/stock$/);
  await expect(page.getByRole('link', { name: /^Stock Alerts, / })).toHaveAccessibleName(
    'Stock Alerts, 0 alerts',
  );
});

test('an item sold in increments shows the hint and rounds the alert down to a multiple (E-004, E-011)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const item = await findItem(request, (i) => i.incrementSize > 1);
  const step = item.incrementSize;
  const created = await request.post('/px-api-gateway/stocklist/alert/item', {
    headers: await buyerHeaders(request),
    data: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: step * 2 },
  });
  expect(created.ok()).toBe(true);

  await openStock(page, DEMO.buyer.email);
  // On a phone the bell opens the same dialog, showing the alert already set and the increment hint.
  await showItem(page, item);
  await page
    .getByRole('button', { name: new RegExp(`^Stock alert for .*${item.itemNumber}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Stock Alert' });
  await expect(dialog.getByRole('textbox', { name: /^Alert me when you add/ })).toHaveValue(String(step * 2));
  await expect(dialog.getByText(`increments of ${step}`, { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stock-alert-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/stock-alerts');
  const row = page.getByRole('listitem', { name: item.skuDescription });
  const input = row.getByRole('textbox', { name: `Alert me when you add ${step * 2} units` });
  await expect(input).toHaveValue(String(step * 2));
  await expect(row.getByText(`increments of ${step}`, { exact: true })).toBeVisible();
  await input.fill(String(step * 3 + 1));
  // Leaving the field shows the number Update will save, as the dialog does.
  await input.press('Tab');
  await expect(input).toHaveValue(String(step * 3));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/stock-alerts-dirty-390.png`, fullPage: true });
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(snackbar(page, 'Successfully updated the stock alert')).toBeVisible();
  await expect(row.getByRole('textbox', { name: `Alert me when you add ${step * 3} units` })).toHaveValue(
    String(step * 3),
  );
});

test('a viewer without CAN_SET_STOCKLIST_ALERT has a disabled bell and Stock Alerts button (E-001, C-004)', async ({
  page,
}) => {
  await openStock(page, DEMO.viewer.email);
  await expect(page.getByRole('link', { name: /^Stock Alerts/ })).toHaveAttribute('aria-disabled', 'true');
  await page
    .getByRole('button', { name: /^Show items of / })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Stock alert for / }).first()).toBeDisabled();
});

test("the seller raises the item's quantity in the console and the buyer's alert mail is in the outbox (Q-063)", async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Sold one by one, in stock, away from the MIA items of the seller stock specs and the last two items the
  // outbox spec uses.
  const candidates = (await stockItems(request)).filter(
    (i) => i.warehouse !== 'MIA' && i.incrementSize === 1 && i.quantityAvailable > 0,
  );
  expect(candidates.length, 'non-MIA items sold by the unit').toBeGreaterThanOrEqual(3);
  const item = candidates.at(-3)!;

  // The buyer sets a 5-unit alert from the bell.
  await openStock(page, DEMO.buyer.email);
  await showItem(page, item);
  await page
    .getByRole('button', { name: new RegExp(`^Stock alert for .*${item.itemNumber}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Stock Alert' });
  await dialog.getByRole('textbox', { name: /^Alert me when you add \d+ units$/ }).fill('5');
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(snackbar(page, 'Successfully created the stock alert')).toBeVisible();

  // The seller, in the console, adds 5 units to the item with the Stock screen's inline edit.
  const since = new Date();
  const seller = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const consolePage = await seller.newPage();
    await openConsoleStock(consolePage);
    await raiseQuantityInConsole(consolePage, item, 5);

    // The alert mail is queued for the buyer: the seller reads it in the outbox.
    const subject = `Stock alert: 5 units of ${item.skuDescription} added`;
    await openOutbox(consolePage);
    const row = consolePage
      .getByRole('table', { name: 'Mails' })
      .getByRole('row')
      .filter({ hasText: subject })
      .first();
    await expect(row).toContainText(DEMO.buyer.email);
    await row.getByRole('button', { name: subject }).click();
    const mail = consolePage.getByRole('dialog', { name: subject });
    await expect(mail.getByLabel('Message')).toContainText(
      `5 units of ${item.skuDescription} (${item.itemNumberWarehouse}) were just added to the stock list.`,
    );
    await expect(mail).toContainText(DEMO.buyer.email);

    // And the run's real SMTP server received it (the delivery job runs every 10 seconds).
    const delivered = await waitForMail(DEMO.buyer.email, since, subject);
    expect(delivered.subject).toBe(subject);
    expect(delivered.text).toContain(`(${item.itemNumberWarehouse}) were just added`);
  } finally {
    await seller.close();
  }
});
