import { DEMO } from '../fixtures/auth.ts';
import { addToCart, cartRow, cartSection, cartTab, openCart, pickItems } from '../fixtures/cart.ts';
import { openStock } from '../fixtures/stock.ts';
import { expect, test } from '../fixtures/test.ts';

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

test.describe('Cart and Offers (G-001…G-072)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  // Each test starts and ends with the buyer's cart empty.
  test.beforeEach(async ({ cartOf }) => {
    await cartOf(DEMO.buyer.email);
  });

  test('buy at list and offer below list from /stock, then read the tabs, badges and sections', async ({
    page,
    cartOf,
  }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [offered] = await pickItems(api, { warehouse: 'MIA', count: 1, offerable: true });
    await openStock(page, DEMO.buyer.email);

    // A buy at list through the stock list's dialog (D-011).
    await page
      .getByRole('button', { name: /^Show items of / })
      .first()
      .click();
    const buy = page.getByRole('button', { name: /^Buy / }).and(page.locator(':enabled')).first();
    await buy.click();
    const dialog = page.getByRole('dialog', { name: 'Buy at list price' });
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to the Cart')).toBeVisible();
    // An offer below list on another item (through the API the dialog calls).
    await addToCart(api, offered!, 3, Math.floor(offered!.listPrice) - 5);

    // G-014: once the cart has loaded, the pending proof-of-export documents are asked for again.
    const documents = page.waitForRequest((r) =>
      r.url().endsWith('/px-api-gateway/account/pending-documents'),
    );
    await page.getByRole('link', { name: /^Cart, \d+ (entry|entries) in cart$/ }).click();
    await expect(page).toHaveURL(/\/cart\?tab=0$/);
    await documents;
    await expect(page.getByRole('heading', { name: 'Cart and Offers', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Stocklist' })).toHaveAttribute('href', '/stock');

    // G-004 / G-005: badges, tab 1 disabled at 0.
    await expect(cartTab(page, 'Cart')).toHaveAccessibleName('Cart 1');
    await expect(cartTab(page, 'Cart')).toHaveAttribute('aria-selected', 'true');
    await expect(cartTab(page, 'Offers awaiting your review')).toBeDisabled();
    await expect(cartTab(page, "Offers awaiting the seller's review")).toHaveAccessibleName(
      "Offers awaiting the seller's review 1",
    );

    // G-038 / G-029: the line starts selected; count, quantity and subtotal of the selection.
    const row = page.getByRole('listitem').filter({ has: page.getByText('Buy at List', { exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expect(page.getByTestId('selected-count')).toHaveText('1 item selected (2 units)');
    await expect(page.getByTestId('selected-subtotal')).toHaveText(/^Subtotal: \$[\d,]+$/);
    await expect(page.getByRole('button', { name: 'CHECKOUT', exact: true })).toBeEnabled();

    // G-002 / G-009 / G-036: tab 2 lists the pending offer with no checkboxes; the URL carries the tab.
    await cartTab(page, "Offers awaiting the seller's review").click();
    await expect(page).toHaveURL(/\/cart\?tab=2$/);
    await expect(page.getByText('You will get a notification once your offers are cleared.')).toBeVisible();
    const section = cartSection(page, 'Miami');
    const offerRow = cartRow(section, offered!.description);
    await expect(offerRow.getByText('Offered', { exact: true })).toBeVisible();
    await expect(offerRow.getByText(`3 @ ${money(Math.floor(offered!.listPrice) - 5)}`)).toBeVisible();
    await expect(section.getByRole('checkbox')).toHaveCount(0);
  });

  test('edit the quantity on tab 0, MAKE OFFER, and delete one item', async ({ page, cartOf }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [first, second] = await pickItems(api, { warehouse: 'MIA', count: 2, offerable: true });
    await addToCart(api, first!, 1);
    await addToCart(api, second!, 1);
    await openCart(page, DEMO.buyer.email);
    await expect(cartTab(page, 'Cart')).toHaveAccessibleName('Cart 2');

    // G-050 / G-063: on tab 0 only the quantity is editable.
    const row = cartRow(page, first!.description);
    await row.getByRole('button', { name: `Edit ${first!.description}` }).click();
    const form = row.getByRole('form', { name: `Edit offer of ${first!.description}` });
    await expect(form.getByRole('textbox', { name: 'Offer Price' })).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Quantity' }).fill('4');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('Your offer was updated')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('selected-count')).toHaveText('2 items selected (5 units)');

    // G-054 / G-064: more than the stock is cut to it on leaving the field, and the save says so.
    await row.getByRole('button', { name: `Edit ${first!.description}` }).click();
    const quantity = form.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill(String(first!.quantityAvailable + 50));
    await quantity.blur();
    await expect(quantity).toHaveValue(String(first!.quantityAvailable));
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      page.getByText('Your quantity was updated, quantity reduced to match available stock'),
    ).toBeVisible();
    await row.getByRole('button', { name: `Edit ${first!.description}` }).click();
    await quantity.fill('4');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('Your offer was updated')).toBeVisible();

    // G-045 / G-050 / G-056 / G-062: MAKE OFFER opens the price; at list it is refused, below it moves to tab 2.
    await row.getByRole('button', { name: `MAKE OFFER ${first!.description}` }).click();
    const price = form.getByRole('textbox', { name: 'Offer Price' });
    await price.fill(String(Math.floor(first!.listPrice)));
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('New offer price should be less than the list price')).toBeVisible();
    await price.fill(String(Math.floor(first!.listPrice) - 3));
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(
      page.getByText(
        "Your offer was saved and moved to the Offers Awaiting the seller's Review section of the Cart Page",
      ),
    ).toBeVisible();
    await expect(cartTab(page, 'Cart')).toHaveAccessibleName('Cart 1');
    await expect(cartTab(page, "Offers awaiting the seller's review")).toHaveAccessibleName(
      "Offers awaiting the seller's review 1",
    );

    // G-047: one delete with its confirmation.
    const other = cartRow(page, second!.description);
    await other.getByRole('button', { name: `Delete ${second!.description}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await expect(page.getByText('Your offer was deleted from the Cart')).toBeVisible();
    await expect(other).toBeHidden();
    await expect(cartTab(page, 'Cart')).toHaveAccessibleName('Cart 0');
    // The Cart tab is empty while an offer still awaits the seller: it says so (G-010) instead of showing nothing.
    const panel = page.getByRole('tabpanel', { name: 'Cart' });
    await expect(panel.getByText('There are no items in your cart')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'GO TO STOCKLIST' })).toHaveAttribute('href', '/stock');
  });

  test('DELETE ALL ITEMS asks first, then the empty state leads back to the stock list', async ({
    page,
    cartOf,
  }) => {
    const api = await cartOf(DEMO.buyer.email);
    const items = await pickItems(api, { warehouse: 'MIA', count: 2 });
    for (const item of items) await addToCart(api, item, 1);
    await openCart(page, DEMO.buyer.email);
    const section = cartSection(page, 'Miami');
    await expect(section.getByRole('listitem')).toHaveCount(2);

    await section.getByRole('button', { name: 'DELETE ALL ITEMS' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete all items of this warehouse?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'CANCEL' }).click();
    await expect(confirm).toBeHidden();
    await expect(section.getByRole('listitem')).toHaveCount(2);

    await section.getByRole('button', { name: 'DELETE ALL ITEMS' }).click();
    await confirm.getByRole('button', { name: 'DELETE ALL ITEMS' }).click();
    await expect(page.getByText('All the 2 offers deleted from the Cart')).toBeVisible();
    await expect(page.getByText('There are no items in your cart')).toBeVisible();
    await page.getByRole('link', { name: 'GO TO STOCKLIST' }).click();
    await expect(page).toHaveURL(/\/stock/);
  });

  test('selection: select-all and a row checkbox drive the count and subtotal', async ({ page, cartOf }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [a, b] = await pickItems(api, { warehouse: 'MIA', count: 2 });
    await addToCart(api, a!, 2);
    await addToCart(api, b!, 3);
    await openCart(page, DEMO.buyer.email, '/cart?tab=0');
    const selectAll = page.getByRole('checkbox', { name: 'Select all items of Miami' });
    await expect(selectAll).toBeChecked();
    const total = Math.round(a!.listPrice * 2 + b!.listPrice * 3);
    await expect(page.getByTestId('selected-subtotal')).toHaveText(`Subtotal: ${money(total)}`);

    await selectAll.uncheck();
    await expect(page.getByTestId('selected-count')).toHaveText('0 items selected (0 units)');
    await expect(page.getByRole('button', { name: 'CHECKOUT', exact: true })).toBeDisabled();

    await cartRow(page, b!.description).getByRole('checkbox').check();
    await expect(page.getByTestId('selected-count')).toHaveText('1 item selected (3 units)');
    await expect(page.getByTestId('selected-subtotal')).toHaveText(`Subtotal: ${money(b!.listPrice * 3)}`);
    // G-028: some selected → indeterminate.
    await expect(selectAll).toHaveAttribute('data-indeterminate', 'true');

    // G-026 / G-031: the status chip toggles and narrows what counts.
    const chip = page.getByRole('group', { name: 'Filter Miami by status' }).getByRole('button', {
      name: 'Buy at List (2)',
    });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  test('the tab query value: anything but 0, 1 or 2, or an empty tab, shows tab 0', async ({
    page,
    cartOf,
  }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [item] = await pickItems(api, { warehouse: 'MIA', count: 1, offerable: true });
    await addToCart(api, item!, 1, Math.floor(item!.listPrice) - 2);
    await openCart(page, DEMO.buyer.email, '/cart?tab=7');
    await expect(page).toHaveURL(/\/cart\?tab=0$/);
    await expect(cartTab(page, 'Cart')).toHaveAttribute('aria-selected', 'true');

    await page.goto('/cart?tab=1');
    await expect(page).toHaveURL(/\/cart\?tab=0$/);

    await page.goto('/cart?tab=2');
    await expect(cartTab(page, "Offers awaiting the seller's review")).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/cart\?tab=2$/);
  });

  test('a live update refreshes the cart and keeps the selection', async ({ page, cartOf }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [a, b, c] = await pickItems(api, { warehouse: 'MIA', count: 3, offerable: true });
    await addToCart(api, a!, 1);
    await addToCart(api, b!, 1);
    await openCart(page, DEMO.buyer.email);
    const box = cartRow(page, b!.description).getByRole('checkbox');
    await box.uncheck();
    await expect(page.getByTestId('selected-count')).toHaveText('1 item selected (1 unit)');

    // Another tab (here: the API) adds an offer; cart.changed refetches the offers (A-029, G-038).
    await addToCart(api, c!, 2, Math.floor(c!.listPrice) - 4);
    await expect(cartTab(page, "Offers awaiting the seller's review")).toHaveAccessibleName(
      "Offers awaiting the seller's review 1",
    );
    await expect(box).not.toBeChecked();
    await expect(page.getByTestId('selected-count')).toHaveText('1 item selected (1 unit)');
  });

  test('warehouse jump links scroll below the sticky header, which gains a shadow when pinned', async ({
    page,
    cartOf,
  }) => {
    const api = await cartOf(DEMO.buyer.email);
    for (const item of await pickItems(api, { warehouse: 'MIA', count: 6 })) await addToCart(api, item, 1);
    for (const item of await pickItems(api, { warehouse: 'LAX', count: 6 })) await addToCart(api, item, 1);
    await page.setViewportSize({ width: 1366, height: 700 });
    await openCart(page, DEMO.buyer.email);
    const links = page.getByRole('navigation', { name: 'Jump to warehouse' });
    await expect(links.getByRole('link', { name: 'Miami' })).toHaveAttribute('aria-current', 'location');
    const header = page.locator('[data-pinned]');
    await expect(header).toHaveAttribute('data-pinned', 'false');

    await links.getByRole('link', { name: 'Los Angeles' }).click();
    await expect(links.getByRole('link', { name: 'Los Angeles' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(header).toHaveAttribute('data-pinned', 'true');
    // G-011: the section starts 20 px below the pinned header.
    const heading = cartSection(page, 'Los Angeles').getByRole('heading', { name: 'Los Angeles' });
    await expect
      .poll(async () => {
        const h = await header.boundingBox();
        const s = await cartSection(page, 'Los Angeles').boundingBox();
        return h && s ? Math.round(s.y - (h.y + h.height)) : undefined;
      })
      .toBe(20);
    await expect(heading).toBeInViewport();
  });

  test('CHECKOUT of a buyer opens the checkout page of the warehouse', async ({ page, cartOf }) => {
    const api = await cartOf(DEMO.buyer.email);
    const [item] = await pickItems(api, { warehouse: 'MIA', count: 1 });
    await addToCart(api, item!, 1);
    await openCart(page, DEMO.buyer.email);
    await page.getByRole('button', { name: 'CHECKOUT', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/MIA$/);
  });
});

test.describe('a prospect at CHECKOUT (G-071, G-072)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('gets the not-ready dialog with the sales rep links and BACK', async ({ page, cartOf }) => {
    const api = await cartOf(DEMO.prospect.email);
    const [item] = await pickItems(api, { warehouse: 'MIA', count: 1 });
    await addToCart(api, item!, 1);
    await openCart(page, DEMO.prospect.email);
    // As a buyer would: the line is there and selected (G-038) before CHECKOUT is pressed.
    await expect(page.getByTestId('selected-count')).toHaveText('1 item selected (1 unit)');
    await page.getByRole('button', { name: 'CHECKOUT', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Not ready for online orders' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(
        'Your account is not ready for online orders yet. We are still processing your buyer application. Remember to submit your required documents as they will be needed before can be allowed to checkout.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'sales@harbor.test' })).toHaveAttribute(
      'href',
      'mailto:sales@harbor.test',
    );
    await expect(dialog.getByRole('link', { name: '+1 (415) 555-0134' })).toHaveAttribute(
      'href',
      'tel:+14155550134',
    );
    await expect(dialog.getByRole('link', { name: '+14155550134' })).toHaveAttribute(
      'href',
      'https://wa.me/14155550134',
    );
    await dialog.getByRole('button', { name: 'BACK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cart/);
    // The focus is back on the button that opened it.
    await expect(page.getByRole('button', { name: 'CHECKOUT', exact: true })).toBeFocused();
  });
});
