import { expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { apiToken, emptyCart, openStock } from '../fixtures/stock.ts';

/**
 * A-029, DESIGN §2: the portal holds a live-update stream, so a change made elsewhere (another tab or device of
 * the same buyer, a seller's answer) shows without a reload.
 */
test.describe('live updates', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ request }) => emptyCart(request, DEMO.buyer.email));
  test.afterEach(async ({ request }) => emptyCart(request, DEMO.buyer.email));

  test('a cart change made elsewhere shows on the open stock list without a reload', async ({
    page,
    request,
  }) => {
    // The stream carries the ID token in the Authorization header, never in its URL.
    const stream = page.waitForRequest((r) => r.url().endsWith('/px-api-gateway/events'));
    await openStock(page, DEMO.buyer.email);
    const streamRequest = await stream;
    expect(await streamRequest.headerValue('authorization')).toMatch(/^Bearer \S+$/);
    expect(streamRequest.url()).not.toMatch(/token/i);

    const cart = page.getByRole('link', { name: /^Cart, \d+ (entry|entries) in cart$/ });
    await expect(cart).toHaveAccessibleName('Cart, 0 entries in cart');

    // The same buyer buys at list price from somewhere else (another device: the API directly).
    const headers = { authorization: `Bearer ${await apiToken(request, DEMO.buyer.email)}` };
    const stock = await request.get('/px-api-gateway/stocklist/items', { headers });
    expect(stock.ok()).toBe(true);
    const body = (await stock.json()) as {
      groups: Array<{
        items: Array<{
          itemNumberWarehouse: string;
          quantityAvailable: number;
          incrementSize: number;
          listPrice: number;
        }>;
      }>;
    };
    const item = body.groups
      .flatMap((g) => g.items)
      .find((i) => i.quantityAvailable >= 1 && i.incrementSize === 1);
    expect(item).toBeDefined();
    const bought = await request.post('/px-api-gateway/stocklist/offer', {
      headers,
      data: { itemNumberWarehouse: item!.itemNumberWarehouse, offerQuantity: 1, offerPrice: item!.listPrice },
    });
    expect(bought.ok()).toBe(true);

    // No reload, no navigation: the badge follows.
    await expect(cart).toHaveAccessibleName('Cart, 1 entry in cart');
    await expect(page.getByTestId('cart-badge')).toContainText('1');
  });
});
