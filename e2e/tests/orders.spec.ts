import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, signIn, signInThroughApi } from '../fixtures/auth.ts';
import { addToCart, type CartApi, cartApi, clearCart, pickItems } from '../fixtures/cart.ts';
import { E2E_PORT } from '../playwright.config.ts';

/**
 * The orders list and the read-only order view (K-001…K-009, Q-047, part 2 §2 Orders list). Orders are
 * placed through the API the portal uses (cart → POST stocklist/cart/checkout → POST stocklist/cart/submit), held
 * with wire payment, so the test reads real orders.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const SUMMIT = `http://summit.localhost:${E2E_PORT}`;

type Placed = { phonexOrderNumber: string; description: string };

const results = async <T>(res: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> => {
  const text = await res.text();
  expect(res.ok(), `${res.status()} ${text}`).toBe(true);
  const body = JSON.parse(text) as { results?: T };
  return (body.results ?? body) as T;
};

type Payload = {
  shippingAddresses: { id: string }[];
  billingAddresses: { id: string }[];
  shippingAddressIdShippingMethodCodeMapping: Record<string, string[]>;
  otherShippingMethods: { code: string; insuranceAvailable: boolean }[];
};

/** Holds a one-line order of `item` (Hold Order For Later, wire payment) and answers its number. */
async function placeHeldOrder(
  api: CartApi,
  item: Awaited<ReturnType<typeof pickItems>>[number],
): Promise<Placed> {
  await clearCart(api);
  const offerId = await addToCart(api, item, 2);
  const payload = await results<Payload>(
    await api.request.post('/px-api-gateway/stocklist/cart/checkout/MIA', {
      headers: api.headers,
      data: [offerId],
    }),
  );
  const shippingAddressId = payload.shippingAddresses[0]?.id ?? '';
  const shippingMethodCode = payload.shippingAddressIdShippingMethodCodeMapping[shippingAddressId]?.[0] ?? '';
  const method = payload.otherShippingMethods.find((m) => m.code === shippingMethodCode);
  const placed = await results<{ phonexOrderNumber: string }>(
    await api.request.post('/px-api-gateway/stocklist/cart/submit/MIA', {
      headers: { ...api.headers, 'idempotency-key': randomUUID() },
      data: {
        shippingAddressId,
        billingAddressId: payload.billingAddresses[0]?.id,
        shippingOption: { shippingMethodCode, insured: method?.insuranceAvailable ? false : null },
        paymentOptionDetails: { paymentMethodCode: 'WIRE' },
        additionalServiceCodes: [],
        readyToRelease: false,
        offerIds: [offerId],
      },
    }),
  );
  expect(placed.phonexOrderNumber).toMatch(/^[A-Z][A-Z0-9]*\d{7}$/);
  return { phonexOrderNumber: placed.phonexOrderNumber, description: item.description };
}

async function placeTwoOrders(request: APIRequestContext): Promise<[Placed, Placed]> {
  const api = await cartApi(request, DEMO.buyer.email);
  const [a, b] = await pickItems(api, { warehouse: 'MIA', count: 2 });
  if (!a || !b) throw new Error('two MIA items expected');
  const first = await placeHeldOrder(api, a);
  const second = await placeHeldOrder(api, b);
  return [first, second];
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
const bodyRows = (page: Page): Locator => ordersTable(page).locator('tbody tr');

/** Puts `text` in the search box the way a paste from a spreadsheet column does (a real paste event). */
async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a placed order is listed newest first, found from a pasted list, and opens (K-001…K-006)', async ({
  page,
  request,
}) => {
  const [older, newer] = await placeTwoOrders(request);
  await signInThroughApi(page, DEMO.buyer.email);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Q-047 default columns, sorted by Updated, newest first (K-001).
  await expect(ordersTable(page).getByRole('columnheader')).toHaveText([
    'Order #',
    /^Updated/,
    'Warehouse',
    'Fulfillment Status',
    'Payment Status',
  ]);
  await expect(bodyRows(page).first()).toContainText(newer.phonexOrderNumber);
  await expect(bodyRows(page).first()).toContainText('On Hold');
  await expect(bodyRows(page).first()).toContainText('Unpaid');
  await expect(bodyRows(page).nth(1)).toContainText(older.phonexOrderNumber);

  // K-006: a pasted column of numbers (one a line) keeps them apart and finds exactly those orders.
  const box = page.getByRole('searchbox', { name: 'Search orders' });
  await pasteInto(box, `${older.phonexOrderNumber}\r\n${newer.phonexOrderNumber}\nPXNOPE0000000\n`);
  await expect(box).toHaveValue(`${older.phonexOrderNumber}, ${newer.phonexOrderNumber}, PXNOPE0000000`);
  await expect(page.getByText('Searching for 3 order numbers')).toBeVisible();
  await expect(page).toHaveURL(/search=/);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).nth(0)).toContainText(newer.phonexOrderNumber);
  await expect(bodyRows(page).nth(1)).toContainText(older.phonexOrderNumber);

  // A search that finds nothing says so.
  await box.fill('PXNOPE0000000');
  await expect(page.getByText('No orders match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(bodyRows(page).first()).toContainText(newer.phonexOrderNumber);

  // K-005: a row opens /orders/{phonexOrderNumber}, the order details.
  await bodyRows(page).filter({ hasText: older.phonexOrderNumber }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${older.phonexOrderNumber}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order # ${older.phonexOrderNumber}`);
  await expect(page).toHaveTitle(/Order/);
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText(older.description)).toBeVisible();
  await expect(items.getByRole('row').nth(1)).toContainText('2');
  await expect(page.getByText('On Hold').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Wire transfer');
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText(
    /Total\s*\$[\d,]+\.\d{2}/,
  );

  // Back returns to the list.
  await page.getByRole('main').getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(bodyRows(page).first()).toContainText(newer.phonexOrderNumber);
});

test('on a phone the cards sort too: a sort field and a direction button (K-007)', async ({
  browser,
  request,
}) => {
  const [older, newer] = await placeTwoOrders(request);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInThroughApi(page, DEMO.buyer.email);
  await page.goto('/orders');
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  const numbers = async () => (await cards.allTextContents()).map((t) => t.match(/[A-Z]+\d{7}/)?.[0]);
  const position = async (n: string) => (await numbers()).indexOf(n);
  // Updated, newest first (K-001).
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toHaveValue('updateDate');
  await expect(cards.first()).toContainText(newer.phonexOrderNumber);
  // Order #, the other way round: the older order comes before the newer.
  await sortBy.selectOption({ label: 'Order #' });
  await expect(page).toHaveURL(/sort=refOrderNumberOrPhonexOrderNumber/);
  const ascending = page.getByRole('button', { name: 'Sorted ascending' });
  const descending = page.getByRole('button', { name: 'Sorted descending' });
  await expect(ascending).toBeVisible();
  const olderFirst = async () =>
    (await position(older.phonexOrderNumber)) < (await position(newer.phonexOrderNumber));
  await expect.poll(olderFirst).toBe(true);
  await ascending.click();
  await expect(descending).toBeVisible();
  await expect(page).toHaveURL(/dir=desc/);
  await expect.poll(olderFirst).toBe(false);
  await page.close();
});

test('Export downloads a workbook with the orders the search finds (K-008)', async ({ page, request }) => {
  const [older, newer] = await placeTwoOrders(request);
  await signInThroughApi(page, DEMO.buyer.email);
  await page.goto(`/orders?search=${older.phonexOrderNumber}`);
  await expect(bodyRows(page)).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const col = header.indexOf('System Order #');
  expect(col).toBeGreaterThan(0);
  const numbers: string[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) numbers.push(String(row.getCell(col).value ?? ''));
  });
  expect(numbers).toEqual([older.phonexOrderNumber]);
  expect(numbers).not.toContain(newer.phonexOrderNumber);
});

test('an unknown order number shows the not-found message and goes back to /orders (L-004)', async ({
  page,
}) => {
  await signInThroughApi(page, DEMO.buyer.email);
  await page.goto('/orders/PXNOPE0000001');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'No order found of this id: PXNOPE0000001' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a buyer with no orders sees the empty state (K-009)', async ({ page }) => {
  // Nothing in the suite places Summit orders.
  await signIn(page, DEMO.summitBuyer.email, { origin: SUMMIT });
  await page.goto(`${SUMMIT}/orders`);
  await expect(page.getByText('You have no orders yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'BACK TO STOCKLIST' })).toBeVisible();
});
