import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { waitForMail } from '../fixtures/mail.ts';
import { API, bearer, sellerToken, signInSeller } from '../fixtures/seller.ts';
import { apiToken } from '../fixtures/stock.ts';

/**
 * Issue 5 / DESIGN §2 Email: the seller console's outbox lists the mail the server queued for the tenant's
 * buyers and its delivery. The mail comes from a real path: the buyer sets a stock alert, the seller adds that
 * many units, the delivery job sends it to the run's SMTP server.
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

/** An item sold one by one, away from the MIA items the other issue 5 specs use (`fromEnd`: 1 the last, …). */
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

/** The real path to a mail: the buyer sets a 5-unit alert, the seller adds 5 units. Answers the item. */
async function queueAlertMail(request: APIRequestContext, fromEnd: number): Promise<Item> {
  const buyer = await apiToken(request, DEMO.buyer.email);
  const item = await pickItem(request, buyer, fromEnd);
  const inw = encodeURIComponent(item.itemNumberWarehouse);
  await request.delete(`${API}/stocklist/alert/item/${inw}`, { headers: bearer(buyer) });
  const alert = await request.post(`${API}/stocklist/alert/item`, {
    headers: bearer(buyer),
    data: { itemNumberWarehouse: item.itemNumberWarehouse, quantity: 5 },
  });
  expect(alert.ok(), await alert.text()).toBe(true);
  // The alert fires and its mail is queued in the same transaction as the change.
  const patch = await request.patch(`${API}/seller/stock/items/${inw}`, {
    headers: bearer(await sellerToken(request)),
    data: {
      quantityAvailable: item.quantityAvailable + 5,
      expected: { quantityAvailable: item.quantityAvailable, listPrice: item.listPrice },
    },
  });
  expect(patch.ok(), await patch.text()).toBe(true);
  return item;
}

test('the seller sees a stock alert mail in the outbox, delivered, and opens it', async ({
  page,
  request,
}) => {
  const since = new Date();
  const item = await queueAlertMail(request, 1);
  const delivered = await waitForMail(DEMO.buyer.email, since, 'Stock alert: 5 units of');

  await signInSeller(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/outbox$/);

  const row = page
    .getByRole('table', { name: 'Mails' })
    .getByRole('row')
    .filter({ hasText: delivered.subject ?? '' })
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
  const item = await queueAlertMail(request, 2);
  await signInSeller(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  await page.goto('/seller/outbox');
  // Newest first: the mail just queued is the first card.
  const card = page.getByRole('list', { name: 'Mails' }).getByRole('listitem').first();
  await expect(card).toContainText(`To ${DEMO.buyer.email}`);
  await expect(page.getByRole('table', { name: 'Mails' })).toHaveCount(0);
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Message')).toContainText(`(${item.itemNumberWarehouse}) were just added`);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
});
