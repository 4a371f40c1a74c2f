import { DEMO } from '../fixtures/auth.ts';
import { addToCart, answerAsSeller, cartRow, cartTab, openCart, pickItems } from '../fixtures/cart.ts';
import { expect, test } from '../fixtures/test.ts';

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** Tab 1, offers the seller has answered (G-019…G-021, G-049, G-057, G-058, G-062, G-065, G-066). */
test.describe('offers awaiting your review', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  // Each test starts and ends with the buyer's cart empty.
  test.beforeEach(async ({ cartOf }) => {
    await cartOf(DEMO.buyer.email);
  });

  test('read the answers, re-offer below a counter, move to the cart, and the minimum quantity', async ({
    page,
    request,
    cartOf,
  }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [reoffer, countered, accepted, rejected] = await pickItems(api, {
      warehouse: 'MIA',
      count: 4,
      offerable: true,
    });
    const offerOf = (list: number) => Math.floor(list * 0.8);
    const counterOf = (list: number) => Math.floor(list * 0.9);
    const ids = {
      reoffer: await addToCart(api, reoffer!, 10, offerOf(reoffer!.listPrice)),
      countered: await addToCart(api, countered!, 10, offerOf(countered!.listPrice)),
      accepted: await addToCart(api, accepted!, 4, offerOf(accepted!.listPrice)),
      rejected: await addToCart(api, rejected!, 2, offerOf(rejected!.listPrice)),
    };
    await answerAsSeller(request, [
      {
        offerId: ids.reoffer,
        action: 'COUNTER',
        counterPrice: counterOf(reoffer!.listPrice),
        minimumCheckoutQuantity: 5,
      },
      {
        offerId: ids.countered,
        action: 'COUNTER',
        counterPrice: counterOf(countered!.listPrice),
        minimumCheckoutQuantity: 5,
      },
      { offerId: ids.accepted, action: 'ACCEPT' },
      { offerId: ids.rejected, action: 'REJECT' },
    ]);

    await openCart(page, DEMO.buyer.email, '/cart?tab=1');
    await expect(cartTab(page, 'Offers awaiting your review')).toHaveAccessibleName(
      'Offers awaiting your review 4',
    );
    await expect(
      page.getByText(
        'The seller has responded to these offers. Select the items you want and move them to the Cart.',
      ),
    ).toBeVisible();

    // G-019…G-021: the info lines.
    await expect(
      cartRow(page, countered!.description).getByText(
        `Seller Counter of ${money(counterOf(countered!.listPrice))}`,
      ),
    ).toBeVisible();
    await expect(
      cartRow(page, accepted!.description).getByText(
        /^new price valid for 1 order with minimum quantity \d+, expires in \d+d \d+h \d+m$/,
      ),
    ).toBeVisible();
    await expect(
      cartRow(page, rejected!.description).getByText(
        `Your offer of ${money(offerOf(rejected!.listPrice))} was Rejected`,
      ),
    ).toBeVisible();

    // G-065: nothing selected on tab 1.
    await page.getByRole('button', { name: 'MOVE TO CART' }).click();
    await expect(page.getByText('Please select at least one item to move to the Cart tab')).toBeVisible();

    // G-049 / G-057 / G-062: a re-offer must be below the counter; below it, it goes to the seller's review.
    const row = cartRow(page, reoffer!.description);
    await row.getByRole('button', { name: `Edit ${reoffer!.description}` }).click();
    const form = row.getByRole('form', { name: `Edit offer of ${reoffer!.description}` });
    const price = form.getByRole('textbox', { name: 'Offer Price' });
    await price.fill(String(counterOf(reoffer!.listPrice)));
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('New offer price must be below the Countered price')).toBeVisible();
    await price.fill(String(counterOf(reoffer!.listPrice) - 1));
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      page.getByText(
        "Your offer was saved and moved to the Offers Awaiting the seller's Review section of the Cart Page",
      ),
    ).toBeVisible();
    await expect(cartTab(page, 'Offers awaiting your review')).toHaveAccessibleName(
      'Offers awaiting your review 3',
    );

    // G-066: the moved items land on tab 0, selected.
    await cartRow(page, countered!.description).getByRole('checkbox').check();
    await cartRow(page, accepted!.description).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'MOVE TO CART' }).click();
    await expect(page.getByText('Successfully moved the selected items to the Cart tab')).toBeVisible();
    await expect(cartTab(page, 'Cart')).toHaveAccessibleName('Cart 2');
    await cartTab(page, 'Cart').click();
    await expect(page).toHaveURL(/tab=0$/);
    await expect(cartRow(page, countered!.description).getByRole('checkbox')).toBeChecked();
    await expect(cartRow(page, accepted!.description).getByRole('checkbox')).toBeChecked();

    // G-058: on tab 0 a countered line keeps at least its minimum quantity.
    const cartLine = cartRow(page, countered!.description);
    await cartLine.getByRole('button', { name: `Edit ${countered!.description}` }).click();
    const edit = cartLine.getByRole('form', { name: `Edit offer of ${countered!.description}` });
    await edit.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      page.getByText('New Quantity must be greater than or equal to minimum quantity'),
    ).toBeVisible();
    await edit.getByRole('textbox', { name: 'Quantity' }).fill('6');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('Your offer was updated')).toBeVisible();
    await expect(cartLine.getByText('Countered', { exact: true })).toBeVisible();
  });
});
