import { DEMO } from '../fixtures/auth.ts';
import { addToCart, answerAsSeller, cartRow, pickItems } from '../fixtures/cart.ts';
import { openCardsUntil, openStock } from '../fixtures/stock.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * An accepted offer is a deal (G-020): a change that would replace it — a new price, or a buy at list — says so
 * before it is saved. A quantity-only change at the accepted price keeps the deal and says nothing.
 */

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

test.describe('editing an accepted offer', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  // Each test starts and ends with the buyer's cart empty.
  test.beforeEach(async ({ cartOf }) => {
    await cartOf(DEMO.buyer.email);
  });

  test('warns in the stock list dialog and in the cart before the deal is replaced', async ({
    page,
    request,
    cartOf,
  }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [item] = await pickItems(api, { warehouse: 'MIA', count: 1, offerable: true });
    const price = Math.floor(item!.listPrice * 0.8);
    const offerId = await addToCart(api, item!, 4, price);
    await answerAsSeller(request, [{ offerId, action: 'ACCEPT' }]);
    const warning = `Your accepted offer (4 @ ${money(price)}) will be replaced when you save.`;
    const status = async () => {
      const res = await request.get('/px-api-gateway/stocklist/offers', { headers: api.headers });
      type Offers = Record<string, { stocklistOffer: { offerStatus: string } }>;
      const body = (await res.json()) as { results?: Offers };
      return (body.results ?? (body as Offers))[item!.itemNumberWarehouse]?.stocklistOffer.offerStatus;
    };

    // The stock list: the item's edit button opens the dialog on the accepted entry.
    await openStock(page, DEMO.buyer.email);
    await page.getByRole('searchbox', { name: 'Search stock' }).fill(item!.itemNumber);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(item!.itemNumber)}`));
    const edit = page.getByRole('button', {
      name: new RegExp(`^Edit cart entry for .* ${item!.itemNumber}`),
    });
    await openCardsUntil(page, edit);
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await expect(dialog).toBeVisible();
    // A quantity-only change keeps the deal: no warning.
    await dialog.getByRole('textbox', { name: 'Offer Quantity' }).fill('5');
    await expect(dialog.getByText(warning)).toHaveCount(0);
    // A new price replaces it: the warning shows before anything is saved.
    await dialog.getByRole('textbox', { name: 'Offer Price' }).fill(String(price - 1));
    await expect(dialog.getByText(warning)).toBeVisible();
    // So does switching to a buy at list.
    await dialog.getByRole('textbox', { name: 'Offer Price' }).fill(String(price));
    await expect(dialog.getByText(warning)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Buy at list price' }).click();
    await expect(page.getByRole('dialog', { name: 'Buy at list price' }).getByText(warning)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await status()).toBe('ACCEPTED');

    // The cart (tab 1, where an answered offer waits): the same in the line's edit row.
    await page.goto('/cart?tab=1');
    const row = cartRow(page, item!.description);
    await row.getByRole('button', { name: `Edit ${item!.description}` }).click();
    const form = row.getByRole('form', { name: `Edit offer of ${item!.description}` });
    await form.getByRole('textbox', { name: 'Quantity' }).fill('5');
    await expect(row.getByText(warning)).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Offer Price' }).fill(String(price - 2));
    await expect(row.getByText(warning)).toBeVisible();
    expect(await status()).toBe('ACCEPTED');
    // Saving is what replaces it: the offer goes back to the seller.
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect.poll(status).toBe('PENDING_ACCEPTANCE');
  });
});
