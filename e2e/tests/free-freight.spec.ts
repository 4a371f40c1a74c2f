import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { addToCart, type CartApi, cartApi, clearCart, openCart } from '../fixtures/cart.ts';
import { choose, done, section } from '../fixtures/checkout.ts';
import { API, bearer, sellerToken } from '../fixtures/seller.ts';

/**
 * Free freight over a threshold (docs/decisions/015): the cart promises what the checkout charges. The promise
 * is read from the cart page as a buyer reads it (method and amount), and the checkout's Freight line is read
 * for an order over that amount and one under it.
 */

type Item = { itemNumberWarehouse: string; warehouse: string; listPrice: number; quantityAvailable: number };

/** A Miami item of increment 1 whose stock is worth more than `amount`, and how many units to buy. */
async function itemFor(api: CartApi, side: 'over' | 'under', amount: number) {
  const res = await api.request.get('/px-api-gateway/stocklist/items', { headers: api.headers });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { groups: { items: (Item & { incrementSize: number })[] }[] };
  const item = body.groups
    .flatMap((g) => g.items)
    .filter(
      (i) =>
        i.warehouse === 'MIA' &&
        i.incrementSize === 1 &&
        i.listPrice >= 20 &&
        i.listPrice < amount &&
        i.listPrice * i.quantityAvailable > amount,
    )
    .sort((a, b) => a.itemNumberWarehouse.localeCompare(b.itemNumberWarehouse))[side === 'over' ? 0 : 1];
  expect(item, 'an item worth the threshold in stock').toBeDefined();
  const units =
    side === 'over' ? Math.floor(amount / item!.listPrice) + 1 : Math.floor(amount / item!.listPrice);
  return { item: item!, units: side === 'under' && units * item!.listPrice === amount ? units - 1 : units };
}

/** The cart's promise as the buyer reads it: "Free {method} shipping on orders over {amount} …". */
async function readPromise(page: Page) {
  const promise = page.getByText(/^Free .+ shipping on orders over \$[\d,.]+ from a single warehouse\.$/);
  await expect(promise).toBeVisible();
  const [, method = '', amount = ''] =
    /^Free (.+) shipping on orders over \$([\d,.]+)/.exec((await promise.textContent()) ?? '') ?? [];
  return { method, amount: Number(amount.replaceAll(',', '')) };
}

/** CHECKOUT from the cart, then Houston, the promised method not insured, wire; answers the Freight line. */
async function freightAtCheckout(page: Page, method: string) {
  await page.getByRole('button', { name: /^CHECKOUT( AS NEW ORDER)?$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/MIA$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await choose(page, 'Shipping Address', /4500 Westheimer Rd/);
  await done(page, 'Shipping Address');
  await choose(page, 'Shipping Method', new RegExp(method));
  await section(page, 'Shipping Method').getByRole('radio', { name: 'Not insured' }).check();
  await done(page, 'Shipping Method');
  await choose(page, 'Payment Method', /Wire transfer/);
  await done(page, 'Payment Method');
  return page.getByTestId('totals-freight');
}

test.describe('free freight: the cart’s promise and the checkout’s freight agree', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let api: CartApi;
  test.beforeEach(async ({ request }) => {
    api = await cartApi(request, DEMO.buyer.email);
    await clearCart(api);
  });
  test.afterEach(async () => clearCart(api));

  for (const side of ['over', 'under'] as const) {
    test(`an order ${side} the promised amount`, async ({ page }) => {
      // The Cart tab shows its messages beside a line: one unit first, to read the promise.
      const first = await itemFor(api, side, 5_000);
      await addToCart(api, first.item, 1);
      await openCart(page, DEMO.buyer.email);
      const promise = await readPromise(page);
      expect(promise.method).toBe('Standard Ground');
      await clearCart(api);
      const { item, units } = await itemFor(api, side, promise.amount);
      await addToCart(api, item, units);
      await page.reload();
      await expect(page.getByRole('button', { name: /^CHECKOUT( AS NEW ORDER)?$/ })).toBeEnabled();
      const freight = await freightAtCheckout(page, promise.method);
      if (side === 'over') await expect(freight).toContainText('$0.00');
      else await expect(freight).toContainText(/\$(?!0\.00)[\d,]+\.\d\d/);
    });
  }

  test('a threshold the seller sets in the console is the cart’s promise and the next checkout’s freight', async ({
    page,
    browser,
    request,
  }) => {
    try {
      // The seller: Settings › Free freight, Express free over $1,000.
      await page.goto('/seller/');
      await page.getByLabel('E-mail').fill(DEMO.seller.email);
      await page.getByLabel('Password', { exact: true }).fill('Portico-demo-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
      const card = page.getByRole('region', { name: 'Free freight' });
      const express = card.getByRole('textbox', { name: 'Express: free over' });
      await expect(express).toHaveValue('');
      await express.fill('-5');
      await card.getByRole('button', { name: 'Save settings' }).click();
      await expect(
        card.getByText(/^Enter an amount from 0 to 100,000,000, or leave it empty for none/),
      ).toBeVisible();
      await express.fill('1000');
      await card.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Free freight saved')).toBeVisible();

      // The buyer, in a browser of their own: an order over $1,000 (under Standard Ground's $5,000).
      const buyer = await (await browser.newContext()).newPage();
      const { item, units } = await itemFor(api, 'over', 1_000);
      await addToCart(api, item, units);
      await openCart(buyer, DEMO.buyer.email);
      await expect(
        buyer.getByText('Free Express shipping on orders over $1,000.00 from a single warehouse.'),
      ).toBeVisible();
      await expect(await freightAtCheckout(buyer, 'Express')).toContainText('$0.00');
      await buyer.context().close();
    } finally {
      const res = await request.put(`${API}/seller/settings/free-freight`, {
        headers: bearer(await sellerToken(request)),
        data: { methods: [{ code: 'EXPRESS', freeFreightOver: null }] },
      });
      expect(res.ok()).toBe(true);
    }
  });
});
