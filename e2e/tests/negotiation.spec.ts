import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';
import { cartRow, cartTab } from '../fixtures/cart.ts';
import {
  buyerToken,
  clearBuyerOffers,
  inboxRow,
  offerableItems,
  openInbox,
  rowButton,
  snackbar,
} from '../fixtures/seller.ts';

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A console answer reaches the buyer after its 8 s undo window and the 2 s job tick (docs/decisions/004). */
const ANSWER_TAKES_EFFECT = 25_000;
/**
 * The whole negotiation, with two people at two browsers: the buyer offers on the stock list, the seller
 * counters in the console, the buyer's open cart shows the counter without a reload, the buyer offers again
 * below it, the seller accepts, and the buyer moves it to the cart at the accepted price (Q-019, Q-022, Q-023,
 * G-057, G-058, G-062, G-066, A-029).
 */
test('buyer and seller negotiate an offer, each seeing the other’s moves live', async ({
  browser,
  request,
}) => {
  // Two console answers each wait out their undo window before the buyer sees them.
  test.slow();
  const token = await buyerToken(request, DEMO.buyer.email);
  await clearBuyerOffers(request, token);
  const [item] = await offerableItems(request, token, 1);
  const offerPrice = Math.floor(item!.listPrice * 0.7);
  const counterPrice = Math.floor(item!.listPrice * 0.9);
  const reofferPrice = Math.floor(item!.listPrice * 0.8);

  const buyerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const sellerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const buyer = await buyerContext.newPage();
  const seller = await sellerContext.newPage();
  try {
    // The buyer finds the item and offers below the list price.
    await signIn(buyer, DEMO.buyer.email);
    await buyer.goto('/stock');
    const search = buyer.getByRole('searchbox', { name: 'Search stock' });
    await search.fill(item!.itemNumber);
    await search.press('Enter');
    await buyer
      .getByRole('button', { name: /^Show items of / })
      .first()
      .click();
    await buyer
      .getByRole('button', { name: new RegExp(`^Offer .*${escapeRegExp(item!.itemNumber)}$`) })
      .click();
    const dialog = buyer.getByRole('dialog', { name: 'Make an offer' });
    await dialog.getByRole('textbox', { name: 'Offer Quantity' }).fill('6');
    await dialog.getByRole('textbox', { name: 'Offer Price' }).fill(String(offerPrice));
    await dialog.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(buyer.getByText('Added to the Cart')).toBeVisible();

    // The buyer waits on the cart's third tab.
    await buyer.getByRole('link', { name: '6 OFFERS IN CART' }).click();
    await expect(buyer).toHaveURL(/\/cart\?tab=2$/);
    await expect(cartRow(buyer, item!.skuDescription)).toBeVisible();

    // The seller counters in the console: a price and a minimum quantity.
    await openInbox(seller);
    await rowButton(seller, 'Counter', item!).click();
    const counter = seller.getByRole('dialog', { name: 'Counter offer' });
    await counter.getByRole('textbox', { name: 'Counter price' }).fill(String(counterPrice));
    await counter.getByRole('textbox', { name: 'Minimum checkout quantity' }).fill('4');
    await counter.getByRole('button', { name: 'Send counter' }).click();
    await expect(snackbar(seller)).toHaveText('Countered 1 offer');

    // Without a reload, the buyer's cart moves on: tab 2 empties, tab 1 holds the counter (G-006) — once the
    // console's undo window has passed (docs/decisions/004).
    await expect(cartTab(buyer, 'Offers awaiting your review')).toHaveAccessibleName(
      'Offers awaiting your review 1',
      { timeout: ANSWER_TAKES_EFFECT },
    );
    await cartTab(buyer, 'Offers awaiting your review').click();
    const row = cartRow(buyer, item!.skuDescription);
    await expect(row.getByText(`Seller Counter of ${money(counterPrice)}`)).toBeVisible();

    // The buyer offers again, below the counter (Q-023, G-062).
    await row.getByRole('button', { name: `Edit ${item!.skuDescription}` }).click();
    const edit = row.getByRole('form', { name: `Edit offer of ${item!.skuDescription}` });
    await edit.getByRole('textbox', { name: 'Offer Price' }).fill(String(reofferPrice));
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      buyer.getByText(
        "Your offer was saved and moved to the Offers Awaiting the seller's Review section of the Cart Page",
      ),
    ).toBeVisible();

    // The seller's open inbox shows the new offer by itself; the seller accepts it.
    const inbox = inboxRow(seller, item!);
    await expect(inbox).toContainText(money(reofferPrice));
    await rowButton(seller, 'Accept', item!).click();
    await expect(snackbar(seller)).toHaveText(/^Accepted 1 offer/);

    // The buyer sees the acceptance live, moves it to the cart and finds it selected at the accepted price.
    await cartTab(buyer, 'Offers awaiting your review').click();
    const accepted = cartRow(buyer, item!.skuDescription);
    await expect(
      accepted.getByText(/^new price valid for 1 order with minimum quantity 6, expires in \d+d \d+h \d+m$/),
    ).toBeVisible({ timeout: ANSWER_TAKES_EFFECT });
    await accepted.getByRole('checkbox').check();
    await buyer.getByRole('button', { name: 'MOVE TO CART' }).click();
    await expect(buyer.getByText('Successfully moved the selected items to the Cart tab')).toBeVisible();
    await cartTab(buyer, 'Cart').click();
    const line = cartRow(buyer, item!.skuDescription);
    await expect(line.getByRole('checkbox')).toBeChecked();
    await expect(line.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(line).toContainText(money(reofferPrice));

    // The accepted price holds for at least the agreed quantity only (G-058).
    await line.getByRole('button', { name: `Edit ${item!.skuDescription}` }).click();
    const qty = line.getByRole('form', { name: `Edit offer of ${item!.skuDescription}` });
    await qty.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await qty.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      buyer.getByText('New Quantity must be greater than or equal to minimum quantity'),
    ).toBeVisible();
  } finally {
    await buyerContext.close();
    await sellerContext.close();
    await clearBuyerOffers(request, token);
  }
});
