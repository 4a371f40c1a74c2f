import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { addToCart, type CartApi, cartRow, cartTab, openCart, pickItems } from '../fixtures/cart.ts';
import { apiToken, filterGroup, openCardsUntil, openStock } from '../fixtures/stock.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Safe edges of the buyer's number fields: what is typed never changes meaning ('12.75' stayed 1275, '-3'
 * became 3), MAKE OFFER in the cart follows C-051, and a stock-alert quantity beyond the bound says why.
 */

type Item = {
  itemNumber: string;
  itemNumberWarehouse: string;
  warehouse: string;
  skuDescription: string;
  quantityAvailable: number;
  incrementSize: number;
  listPrice: number;
};

/** An item of Miami (a warehouse that takes offers) whose group takes no offers (C-051). */
async function itemOfAGroupWithoutOffers(api: CartApi): Promise<Item> {
  const res = await api.request.get('/px-api-gateway/stocklist/items', { headers: api.headers });
  expect(res.ok()).toBe(true);
  const { groups } = (await res.json()) as { groups: { isOfferAccepted: boolean; items: Item[] }[] };
  const item = groups
    .filter((g) => !g.isOfferAccepted)
    .flatMap((g) => g.items)
    .find(
      (i) => i.warehouse === 'MIA' && i.incrementSize === 1 && i.quantityAvailable >= 2 && i.listPrice >= 20,
    );
  if (!item) throw new Error('demo stock has no Miami item in a group without offers');
  return item;
}

/** The first Miami item on the stock list whose Offer button is enabled, with its card open. */
async function firstOfferableItem(page: Page) {
  await filterGroup(page, 'Warehouse')
    .getByRole('checkbox', { name: /^Miami/ })
    .click();
  await expect(page).toHaveURL(/warehouse=MIA/);
  const enabledOffer = page.getByRole('button', { name: /^Offer / }).and(page.locator(':enabled'));
  await openCardsUntil(page, enabledOffer);
  const name = (await enabledOffer.first().getAttribute('aria-label'))?.replace(/^Offer /, '') ?? '';
  return { name, row: page.getByRole('listitem', { name, exact: true }).first() };
}

async function clearAlerts(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request, DEMO.buyer.email)}` };
  const res = await request.get('/px-api-gateway/stocklist/alert/items', { headers });
  for (const inw of Object.keys((await res.json()) as Record<string, unknown>)) {
    await request.delete(`/px-api-gateway/stocklist/alert/item/${encodeURIComponent(inw)}`, { headers });
  }
}

test.describe('the buyer’s number fields keep what was typed', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  // Each test starts and ends with the buyer's cart empty.
  test.beforeEach(async ({ cartOf }) => {
    await cartOf(DEMO.buyer.email);
  });

  test('stock list offer dialog: 12.75 and -3 stay as typed with the spec’s messages, and nothing is sent', async ({
    page,
  }) => {
    await openStock(page, DEMO.buyer.email);
    const { name, row } = await firstOfferableItem(page);
    await row.getByRole('button', { name: `Offer ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    const quantity = dialog.getByRole('textbox', { name: 'Offer Quantity' });
    const price = dialog.getByRole('textbox', { name: 'Offer Price' });

    await price.fill('12.75');
    await price.blur();
    await expect(price).toHaveValue('12.75');
    await expect(dialog.getByText('Invalid currency value')).toBeVisible();
    await quantity.fill('-3');
    await quantity.blur();
    await expect(quantity).toHaveValue('-3');
    await expect(dialog.getByText('Invalid number')).toBeVisible();

    await dialog.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(dialog).toBeVisible();
    await expect(quantity).toHaveValue('-3');
    await expect(price).toHaveValue('12.75');

    // A whole number again: the messages go.
    await quantity.fill('3');
    await price.fill('12');
    await expect(dialog.getByText('Invalid number')).toBeHidden();
    await expect(dialog.getByText('Invalid currency value')).toBeHidden();
    // Nothing was sent: the cart is still empty.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: /^Cart, \d+ entries in cart$/ })).toHaveAccessibleName(
      'Cart, 0 entries in cart',
    );
  });

  test('cart MAKE OFFER: 12.75 and -3 stay as typed with the spec’s messages, and SAVE sends nothing', async ({
    page,
    cartOf,
  }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [item] = await pickItems(api, { warehouse: 'MIA', count: 1, offerable: true });
    await addToCart(api, item!, 2);
    await openCart(page, DEMO.buyer.email);
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden({ timeout: 30_000 });
    const row = cartRow(page, item!.description);
    await row.getByRole('button', { name: `MAKE OFFER ${item!.description}` }).click();
    const form = row.getByRole('form', { name: `Edit offer of ${item!.description}` });
    const quantity = form.getByRole('textbox', { name: 'Quantity' });
    const price = form.getByRole('textbox', { name: 'Offer Price' });

    await price.fill('12.75');
    await price.blur();
    await expect(price).toHaveValue('12.75');
    await expect(form.getByText('Invalid currency value')).toBeVisible();
    await quantity.fill('-3');
    await quantity.blur();
    await expect(quantity).toHaveValue('-3');
    await expect(form.getByText('Invalid number')).toBeVisible();

    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(form).toBeVisible();
    await expect(cartTab(page, 'Cart')).toHaveAccessibleName('Cart 1');
    await expect(cartTab(page, "Offers awaiting the seller's review")).toHaveAccessibleName(
      "Offers awaiting the seller's review 0",
    );
  });

  test('cart: MAKE OFFER only on items that take offers (C-051)', async ({ page, cartOf }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [offerable] = await pickItems(api, { warehouse: 'MIA', count: 1, offerable: true });
    const noOffers = await itemOfAGroupWithoutOffers(api);
    await addToCart(api, offerable!, 1);
    await addToCart(api, noOffers, 1);
    await openCart(page, DEMO.buyer.email);
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden({ timeout: 30_000 });
    await expect(cartTab(page, 'Cart')).toHaveAccessibleName('Cart 2');
    await expect(
      cartRow(page, offerable!.description).getByRole('button', {
        name: `MAKE OFFER ${offerable!.description}`,
      }),
    ).toBeVisible();
    const row = cartRow(page, noOffers.skuDescription);
    await expect(row.getByRole('button', { name: `Edit ${noOffers.skuDescription}` })).toBeVisible();
    await expect(row.getByRole('button', { name: /^MAKE OFFER/ })).toHaveCount(0);
  });
});

test.describe('stock alert quantity', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ request }) => clearAlerts(request));
  test.afterEach(async ({ request }) => clearAlerts(request));

  test('a huge quantity is refused in the dialog with a message, and the dialog stays open', async ({
    page,
  }) => {
    await openStock(page, DEMO.buyer.email);
    const bell = page.getByRole('button', { name: /^Stock alert for / });
    await openCardsUntil(page, bell);
    await bell.first().click();
    const dialog = page.getByRole('dialog', { name: 'Stock Alert' });
    const input = dialog.getByRole('textbox', { name: /^Alert me when you add \d+ units$/ });
    await input.fill('99999999999');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter a whole number of units up to 1,000,000,000');
    await expect(dialog).toBeVisible();
    // A sane quantity saves.
    await input.fill('40');
    await expect(dialog.getByRole('alert')).toBeHidden();
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: /^Stock Alerts, / })).toHaveAccessibleName(
      'Stock Alerts, 1 alert',
    );
  });
});
