import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { openConsoleStock, openOutbox, raiseQuantityInConsole } from '../fixtures/console-stock.ts';
import { waitForMail } from '../fixtures/mail.ts';
import { API, bearer } from '../fixtures/seller.ts';
import { apiToken } from '../fixtures/stock.ts';

/**
 * DESIGN §2 Email: the seller console's outbox lists the mail the server queued for the tenant's
 * buyers and its delivery. The mail comes from a real path: the buyer sets a stock alert, the seller adds that
 * many units in the console's Stock screen, the delivery job sends it to the run's SMTP server.
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

/** An item sold one by one, away from the MIA items the other specs use (`fromEnd`: 1 the last, …). */
async function pickItem(request: APIRequestContext, token: string, fromEnd = 1): Promise<Item> {
  const res = await request.get(`${API}/stocklist/items`, { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { groups: { items: Item[] }[] };
  const items = body.groups
    .flatMap((g) => g.items)
    .filter((i) => i.warehouse !== 'MIA' && i.incrementSize === 1 && i.quantityAvailable > 0);
  expect(items.length, 'non-MIA items sold by the unit').toBeGreaterThanOrEqual(fromEnd);
  return items.at(-fromEnd)!;
}

/**
 * The real path to a mail: the buyer has a 5-unit alert on the item (set through the portal's own API call; the
 * bell and dialog are stock-alerts.spec.ts), and the seller adds 5 units in the console's Stock screen with the
 * inline edit. Leaves the page on the console. Answers the item and the alert mail's subject.
 */
async function queueAlertMail(
  page: Page,
  request: APIRequestContext,
  fromEnd: number,
): Promise<{ item: Item; subject: string }> {
  const buyer = await apiToken(request, DEMO.buyer.email);
  const item = await pickItem(request, buyer, fromEnd);
  const inw = encodeURIComponent(item.itemNumberWarehouse);
  await request.delete(`${API}/stocklist/alert/item/${inw}`, { headers: bearer(buyer) });
  const alert = await request.post(`${API}/stocklist/alert/item`, {
    headers: bearer(buyer),
    data: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: 5 },
  });
  expect(alert.ok(), await alert.text()).toBe(true);
  // The Stock screen's table needs a wide window; a phone test narrows it afterwards.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 900 });
  await openConsoleStock(page);
  // The alert fires and its mail is queued in the same transaction as the change.
  await raiseQuantityInConsole(page, item, 5);
  if (viewport) await page.setViewportSize(viewport);
  return { item, subject: `Stock alert: 5 units of ${item.skuDescription} added` };
}

test('the seller sees a stock alert mail in the outbox, delivered, and opens it', async ({
  page,
  request,
}) => {
  const since = new Date();
  const { item, subject } = await queueAlertMail(page, request, 1);
  // The run's real SMTP server received it, to the buyer, under that subject.
  const delivered = await waitForMail(DEMO.buyer.email, since, subject);
  expect(delivered.subject).toBe(subject);

  await openOutbox(page);
  const row = page
    .getByRole('table', { name: 'Mails' })
    .getByRole('row')
    .filter({ hasText: subject })
    .filter({ hasText: DEMO.buyer.email })
    // Newest first: an item of the same description may have had an alert mail earlier in the run.
    .first();
  await expect(row).toContainText(DEMO.buyer.email);
  // The list refreshes on its own: the queued mail shows as sent once the delivery job has run.
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 25_000 });

  await row.getByRole('button', { name: delivered.subject ?? '' }).click();
  const dialog = page.getByRole('dialog', { name: delivered.subject ?? '' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]mail=/);
  await expect(dialog.getByLabel('Message')).toContainText(`(${item.itemNumberWarehouse}) were just added`);
  await expect(dialog).toContainText(DEMO.buyer.email);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]mail=/);

  // A reload keeps the page; the open mail is in the URL too.
  await row.getByRole('button', { name: delivered.subject ?? '' }).click();
  await page.reload();
  await expect(page.getByRole('dialog', { name: delivered.subject ?? '' })).toBeVisible();
});

test('the outbox is for sellers: a buyer token is refused', async ({ request }) => {
  const buyer = await apiToken(request, DEMO.buyer.email);
  const res = await request.get(`${API}/seller/outbox`, { headers: bearer(buyer) });
  expect(res.status()).toBe(403);
});

test('on a phone the outbox is a list of cards and a mail opens full screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { item, subject } = await queueAlertMail(page, request, 2);
  await page.goto('/seller/outbox');
  // Newest first: the first card of this subject and recipient is the mail just queued. Found by both rather
  // than by position alone, so other mail queued meanwhile (a daily report the job sends) does not matter.
  const card = page
    .getByRole('list', { name: 'Mails' })
    .getByRole('listitem')
    .filter({ hasText: subject })
    .filter({ hasText: `To ${DEMO.buyer.email}` })
    .first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mails' })).toHaveCount(0);
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Message')).toContainText(`(${item.itemNumberWarehouse}) were just added`);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
});
