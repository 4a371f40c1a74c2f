import { expect, test } from '@playwright/test';
import { fastAxe } from '../fixtures/a11y.ts';
import { answerAsSeller } from '../fixtures/cart.ts';
import {
  BUYER,
  buyerOffersOnceAnswered,
  buyerToken,
  clearBuyerOffers,
  inboxRow,
  makeOffer,
  offerableItems,
  offerPriceOf,
  openInbox,
  resetOfferSettings,
  rowButton,
  rowCheckbox,
  SELLER,
  snackbar,
} from '../fixtures/seller.ts';

/**
 * The seller console's Offers screens (DESIGN §1; Q-019 answers, Q-020 auto-rules, Q-021 windows): a buyer
 * offers below list through the API, the seller answers in the console, and the buyer's cart shows the answer.
 */

const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

let token: string;
test.beforeEach(async ({ request }) => {
  token = await buyerToken(request, BUYER.email);
  await clearBuyerOffers(request, token);
});

test('an offer is filtered, countered with a price and minimum, and moves to the history', async ({
  page,
  request,
}) => {
  const [item, other] = await offerableItems(request, token, 2);
  await makeOffer(request, token, item!, 6);
  await makeOffer(request, token, other!, 2);

  await openInbox(page);
  const row = inboxRow(page, item!);
  await expect(row).toBeVisible();
  await expect(row).toContainText(item!.skuDescription);
  await expect(row).toContainText(BUYER.email);
  await expect(row).toContainText(money(item!.listPrice));
  await expect(row).toContainText(money(offerPriceOf(item!)));
  await expect(row).toContainText(`${Math.round((offerPriceOf(item!) / item!.listPrice) * 100)}%`);
  await expect(row).toContainText(/just now|min ago/);
  await expect(inboxRow(page, other!)).toBeVisible();

  // Filter by item: the URL keeps it, only the matching offer is left.
  await page.getByRole('textbox', { name: 'Item' }).fill(item!.itemNumber);
  await expect(page).toHaveURL(new RegExp(`[?&]item=${encodeURIComponent(item!.itemNumber)}`));
  await expect(inboxRow(page, other!)).toBeHidden();
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: 'MIA' }).click();
  await expect(page).toHaveURL(/[?&]warehouse=MIA/);
  await page.getByRole('textbox', { name: 'Buyer' }).fill('Dana');
  await expect(page).toHaveURL(/[?&]buyer=Dana/);
  await expect(row).toBeVisible();

  // The filters survive a reload (they live in the URL).
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Item' })).toHaveValue(item!.itemNumber);
  await expect(row).toBeVisible();
  await expect(inboxRow(page, other!)).toBeHidden();

  await rowButton(page, 'Counter', item!).click();
  const dialog = page.getByRole('dialog', { name: 'Counter offer' });
  await expect(dialog).toBeVisible();
  const price = dialog.getByRole('textbox', { name: 'Counter price' });
  const minimum = dialog.getByRole('textbox', { name: 'Minimum checkout quantity' });
  await expect(minimum).toHaveValue('6');

  // Validation: at list price, and a fraction, are refused.
  await price.fill(String(Math.ceil(item!.listPrice)));
  await minimum.fill('2.5');
  await dialog.getByRole('button', { name: 'Send counter' }).click();
  await expect(
    dialog.getByText(`Must be less than the list price of ${money(item!.listPrice)}.`),
  ).toBeVisible();
  await expect(dialog.getByText('Enter a whole number.')).toBeVisible();

  const counterPrice = Math.round(item!.listPrice * 0.9);
  await price.fill(String(counterPrice));
  await minimum.fill('4');
  await dialog.getByRole('button', { name: 'Send counter' }).click();

  await expect(snackbar(page)).toHaveText('Countered 1 offer');
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();
  await expect(page.getByText('No offers match these filters')).toBeVisible();

  // The buyer's cart shows the counter once the undo window has passed.
  const entry = (await buyerOffersOnceAnswered(request, token, [item!.itemNumberWarehouse]))[
    item!.itemNumberWarehouse
  ]!.stocklistOffer;
  expect(entry).toMatchObject({
    offerStatus: 'COUNTERED',
    offerState: 'AWAITING_BUYER_REVIEW',
    counterPrice,
    minimumCheckoutQuantity: 4,
  });

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/seller\/offers\/history$/);
  // History is newest first; other tests may have answered offers on the same item before.
  const answered = page
    .getByRole('table', { name: 'Answered offers' })
    .getByRole('row')
    .filter({ hasText: item!.itemNumberWarehouse })
    .first();
  await expect(answered).toContainText('Countered');
  await expect(answered).toContainText(`${money(counterPrice)} · min 4`);
  await expect(answered).toContainText(SELLER.name);
  await expect(answered).toContainText(BUYER.name);

  // The history filters by item (the URL keeps it) and by outcome.
  const filters = page.getByRole('search', { name: 'Filter the history' });
  await filters.getByRole('textbox', { name: 'Item or buyer' }).fill(item!.itemNumberWarehouse);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${item!.itemNumberWarehouse}`));
  const rows = page.getByRole('table', { name: 'Answered offers' }).getByRole('row');
  await expect(rows.filter({ hasNotText: item!.itemNumberWarehouse })).toHaveCount(1); // the header row
  await filters.getByRole('combobox', { name: 'Answer' }).click();
  await page.getByRole('option', { name: 'Accepted' }).click();
  await expect(page).toHaveURL(/[?&]action=ACCEPT/);
  await expect(rows.filter({ hasText: 'Countered' })).toHaveCount(0);
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(answered).toContainText('Countered');
});

test('a Counter dialog left open while a colleague answers the offer says so and sends nothing (Q-019)', async ({
  page,
  request,
}) => {
  const [item] = await offerableItems(request, token, 1);
  const offerId = await makeOffer(request, token, item!, 3);
  await openInbox(page);
  await rowButton(page, 'Counter', item!).click();
  const dialog = page.getByRole('dialog', { name: 'Counter offer' });
  await expect(dialog.getByRole('button', { name: 'Send counter' })).toBeEnabled();

  // A colleague accepts it through the API; the live update reaches this open dialog.
  await answerAsSeller(request, [{ offerId, action: 'ACCEPT' }]);
  await expect(dialog.getByRole('alert')).toHaveText(
    'This offer no longer waits for your answer: a colleague answered it, or the buyer changed or withdrew it.',
  );
  await expect(dialog.getByRole('button', { name: 'Send counter' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(inboxRow(page, item!)).toBeHidden();
});

test('two offers are accepted in bulk and one is rejected', async ({ page, request }) => {
  const items = await offerableItems(request, token, 3);
  for (const item of items) await makeOffer(request, token, item, 3);
  const [first, second, third] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];

  await openInbox(page);
  await page.getByRole('textbox', { name: 'Buyer' }).fill(BUYER.email);
  for (const item of items) await expect(inboxRow(page, item)).toBeVisible();

  await rowCheckbox(page, first).check();
  await rowCheckbox(page, second).check();
  const bar = page.getByRole('region', { name: 'Selected offers' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Accept selected' }).click();

  const confirm = page.getByRole('dialog', { name: 'Accept 2 offers?' });
  await expect(confirm).toContainText('6 units');
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(snackbar(page)).toHaveText('Accepted 2 offers');
  await expect(inboxRow(page, first)).toBeHidden();
  await expect(inboxRow(page, second)).toBeHidden();
  await expect(bar).toBeHidden();

  await rowButton(page, 'Reject', third).click();
  const reject = page.getByRole('dialog', { name: 'Reject this offer?' });
  await expect(reject).toContainText(third.skuDescription);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(snackbar(page)).toHaveText('Rejected 1 offer');
  await expect(inboxRow(page, third)).toBeHidden();

  const cart = await buyerOffersOnceAnswered(
    request,
    token,
    [first, second, third].map((i) => i.itemNumberWarehouse),
  );
  expect(cart[first.itemNumberWarehouse]!.stocklistOffer.offerStatus).toBe('ACCEPTED');
  expect(cart[second.itemNumberWarehouse]!.stocklistOffer.offerStatus).toBe('ACCEPTED');
  expect(cart[third.itemNumberWarehouse]!.stocklistOffer.offerStatus).toBe('NOT_ACCEPTED');

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Answered offers' });
  await expect(history.getByRole('row').filter({ hasText: first.itemNumberWarehouse }).first()).toContainText(
    'Accepted',
  );
  await expect(history.getByRole('row').filter({ hasText: third.itemNumberWarehouse }).first()).toContainText(
    'Rejected',
  );
});

test('offers are selected with the header checkbox and countered in bulk at a percentage of list', async ({
  page,
  request,
}) => {
  const items = await offerableItems(request, token, 2);
  await makeOffer(request, token, items[0]!, 3);
  await makeOffer(request, token, items[1]!, 5);

  await openInbox(page);
  await page.getByRole('textbox', { name: 'Buyer' }).fill(BUYER.email);
  await expect(page).toHaveURL(/[?&]buyer=/);
  for (const item of items) await expect(inboxRow(page, item)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Offers waiting for an answer' }).getByRole('row');
  await expect(rows).toHaveCount(3); // header + the buyer's two offers

  await page.getByRole('checkbox', { name: 'Select all offers on this page' }).check();
  for (const item of items) await expect(rowCheckbox(page, item)).toBeChecked();
  const bar = page.getByRole('region', { name: 'Selected offers' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Counter selected' }).click();

  const dialog = page.getByRole('dialog', { name: 'Counter 2 offers' });
  const percent = dialog.getByRole('textbox', { name: 'Counter at % of list price' });
  await percent.fill('100');
  await expect(dialog.getByText('Enter a percentage between 1 and 99.')).toBeVisible();
  await percent.fill('90');
  // What each buyer will be sent, before it is sent.
  await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('bulk-counter-1366.png') });
  await dialog.getByRole('button', { name: 'Counter 2 offers' }).click();
  await expect(snackbar(page)).toHaveText('Countered 2 offers');
  await expect(page.getByText('No offers match these filters')).toBeVisible();

  // Each offer is countered at 90% of its own list, with the quantity its buyer asked for as the minimum.
  const cart = await buyerOffersOnceAnswered(
    request,
    token,
    items.slice(0, 2).map((i) => i.itemNumberWarehouse),
  );
  expect(cart[items[0]!.itemNumberWarehouse]!.stocklistOffer).toMatchObject({
    offerStatus: 'COUNTERED',
    counterPrice: Math.round(items[0]!.listPrice * 0.9),
    minimumCheckoutQuantity: 3,
  });
  expect(cart[items[1]!.itemNumberWarehouse]!.stocklistOffer).toMatchObject({
    offerStatus: 'COUNTERED',
    counterPrice: Math.round(items[1]!.listPrice * 0.9),
    minimumCheckoutQuantity: 5,
  });
});

test('an offer is answered from the keyboard', async ({ page, request }) => {
  const [item] = await offerableItems(request, token, 1);
  await makeOffer(request, token, item!, 2);
  await openInbox(page);

  // Space selects a row, Enter opens the counter dialog with the price field focused, Escape closes it.
  await rowCheckbox(page, item!).focus();
  await page.keyboard.press('Space');
  await expect(rowCheckbox(page, item!)).toBeChecked();
  await rowButton(page, 'Counter', item!).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Counter offer' });
  await expect(dialog.getByRole('textbox', { name: 'Counter price' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await rowButton(page, 'Counter', item!).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Counter price' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Minimum checkout quantity' })).toBeFocused();
  await page.keyboard.press('Enter'); // submits the form with the suggested price and quantity
  await expect(snackbar(page)).toHaveText('Countered 1 offer');
  // The answered offer left the inbox with its buttons: the focus is on the line of what still waits, not lost.
  await expect(page.locator(':focus')).toHaveText(/waiting|Nothing is waiting/i);
  const entry = (await buyerOffersOnceAnswered(request, token, [item!.itemNumberWarehouse]))[
    item!.itemNumberWarehouse
  ]!.stocklistOffer;
  expect(entry.offerStatus).toBe('COUNTERED');
  expect(entry.counterPrice).toBe(Math.round((offerPriceOf(item!) + item!.listPrice) / 2));
  expect(entry.minimumCheckoutQuantity).toBe(2);
});

test('an answer to an offer the buyer changed meanwhile is refused and says why', async ({
  page,
  request,
}, testInfo) => {
  const items = await offerableItems(request, token, 2);
  const changedId = await makeOffer(request, token, items[0]!, 3);
  await makeOffer(request, token, items[1]!, 3);
  // The live connection drops (as on a flaky network), so the console still shows the offer as first made.
  await page.route('**/px-api-gateway/events', (route) => route.abort());

  await openInbox(page);
  for (const item of items) await expect(inboxRow(page, item)).toBeVisible();
  const edited = await request.put(`/px-api-gateway/stocklist/offer/${changedId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      itemNumberWarehouse: items[0]!.itemNumberWarehouse,
      offerQuantity: 5,
      offerPrice: offerPriceOf(items[0]!),
    },
  });
  expect(edited.ok(), await edited.text()).toBe(true);

  for (const item of items) await rowCheckbox(page, item).check();
  await page
    .getByRole('region', { name: 'Selected offers' })
    .getByRole('button', { name: 'Accept selected' })
    .click();
  await page
    .getByRole('dialog', { name: 'Accept 2 offers?' })
    .getByRole('button', { name: 'Accept' })
    .click();

  await expect(snackbar(page)).toHaveText('Accepted 1 offer · 1 could not be answered');
  const refused = page.getByRole('alert').filter({ hasText: '1 offer could not be answered' });
  await expect(refused).toContainText(
    `${items[0]!.skuDescription} (${items[0]!.itemNumber}) from ${BUYER.name}:`,
  );
  await expect(refused).toContainText('This offer changed meanwhile; reload and try again');
  // The inbox reloads after the answer: the changed offer is back with the buyer's new quantity.
  await expect(inboxRow(page, items[0]!)).toContainText('× 5');
  await expect(inboxRow(page, items[1]!)).toBeHidden();
  await expect(rowCheckbox(page, items[0]!)).toBeChecked();
  await page.screenshot({
    path: testInfo.outputPath('offers-answer-refused-desktop.png'),
    animations: 'disabled',
  });
});

test('a new offer appears in the open inbox by itself', async ({ page, request }) => {
  const [item] = await offerableItems(request, token, 1);
  await openInbox(page);
  await expect(
    page
      .getByRole('table', { name: 'Offers waiting for an answer' })
      .or(page.getByText('No offers waiting for an answer')),
  ).toBeVisible();
  await makeOffer(request, token, item!, 2);
  // No reload: the offers.changed event refreshes the inbox.
  await expect(inboxRow(page, item!)).toBeVisible();
});

test('the offer window and the pending-offer expiry are changed and kept', async ({ page, request }) => {
  try {
    await openInbox(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const window = page.getByRole('textbox', { name: 'Offer window' });
    await expect(window).toHaveValue('24');

    await window.fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Must be at least 1 hour.')).toBeVisible();

    await window.fill('48');
    // An edit is not dropped by a switch to another tab: the console asks first, and Stay keeps it.
    const inboxTab = page.getByRole('tab', { name: /^Inbox/ });
    await inboxTab.click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(ask).toContainText('Your changes on this page are not saved.');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toBeHidden();
    await expect(window).toHaveValue('48');
    await page.getByRole('switch', { name: 'Unanswered offers expire' }).check();
    await page.getByRole('textbox', { name: 'Pending offers expire after' }).fill('72');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(snackbar(page)).toHaveText('Offer settings saved');
    // Saved, the seller switches without a question.
    await inboxTab.click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(ask).toBeHidden();
    await page.getByRole('tab', { name: 'Settings' }).click();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Offer window' })).toHaveValue('48');
    await expect(page.getByRole('textbox', { name: 'Pending offers expire after' })).toHaveValue('72');
    await expect(
      page.getByText('Now: answers valid 2 days; pending offers expire after 3 days.'),
    ).toBeVisible();
  } finally {
    await resetOfferSettings(request);
  }
});

test('an auto-rule is added, edited and deleted', async ({ page, request }) => {
  const [item] = await offerableItems(request, token, 1);
  await openInbox(page);
  await page.getByRole('tab', { name: 'Auto-rules' }).click();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add auto-rule' });

  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog.getByText('Enter the item number and warehouse.')).toBeVisible();

  // The server checks the item against the seller's stock.
  await dialog.getByRole('textbox', { name: 'Item number and warehouse' }).fill('NO-SUCH-ITEM-MIA');
  await dialog.getByRole('textbox', { name: 'Accept offers at or above' }).fill('100');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Item number and warehouse' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await expect(
    dialog.getByText('No item in the stock list has this item number and warehouse'),
  ).toBeVisible();

  // a floor at or above the list price would never accept an offer.
  await dialog.getByRole('textbox', { name: 'Item number and warehouse' }).fill(item!.itemNumberWarehouse);
  await dialog.getByRole('textbox', { name: 'Accept offers at or above' }).fill(String(item!.listPrice + 50));
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(
    dialog.getByText(
      `Enter a floor price below the list price of ${money(item!.listPrice)}: offers are always below it`,
    ),
  ).toBeVisible();

  const floor = Math.floor(item!.listPrice * 0.95);
  // Typed as the Stock screen shows it: the item number, a space, the warehouse.
  await dialog
    .getByRole('textbox', { name: 'Item number and warehouse' })
    .fill(`${item!.itemNumberWarehouse.slice(0, -'-MIA'.length)} MIA`);
  await dialog.getByRole('textbox', { name: 'Accept offers at or above' }).fill(String(floor));
  await dialog.getByRole('textbox', { name: 'Reject offers below' }).fill('50');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(snackbar(page)).toHaveText(`Auto-rule for ${item!.itemNumberWarehouse} saved`);

  const rule = page
    .getByRole('table', { name: 'Auto-rules' })
    .getByRole('row')
    .filter({ hasText: item!.itemNumberWarehouse });
  await expect(rule).toContainText(money(floor));
  await expect(rule).toContainText('50% of list');
  await expect(rule).toContainText(item!.skuDescription);

  await rule.getByRole('button', { name: `Edit rule for ${item!.itemNumberWarehouse}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit auto-rule' });
  await edit.getByRole('textbox', { name: 'Reject offers below' }).fill('');
  await edit.getByRole('button', { name: 'Save rule' }).click();
  await expect(rule).toContainText('—');

  await rule.getByRole('button', { name: `Delete rule for ${item!.itemNumberWarehouse}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this auto-rule?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(rule).toBeHidden();
});

test('the offers screens look right and pass an accessibility scan on a desktop and a phone', async ({
  page,
  request,
}, testInfo) => {
  const items = await offerableItems(request, token, 3);
  for (const item of items) await makeOffer(request, token, item, 4);
  await openInbox(page);
  await expect(inboxRow(page, items[0]!)).toBeVisible();

  for (const [label, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    // The home page points at the waiting offers.
    await page.goto('/seller/');
    await expect(
      page.getByText(/^3 offers waiting for an answer · oldest (just now|\d+ min ago)$/),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`home-${label}.png`),
      fullPage: true,
      animations: 'disabled',
    });
    await page.getByRole('link', { name: 'Open inbox' }).click();
    for (const [tab, ready] of [
      ['Inbox', page.getByText(items[0]!.skuDescription).first()],
      [
        'History',
        // One match is enough (an empty history's heading and the Auto-rules tab both match on a fresh server).
        page
          .getByRole('heading', { name: 'No answered offers yet' })
          .or(page.getByText('Auto-rule').or(page.getByText(SELLER.name)))
          .first(),
      ],
      ['Auto-rules', page.getByRole('button', { name: 'Add rule' })],
      ['Settings', page.getByRole('textbox', { name: 'Offer window' })],
    ] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(ready).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`offers-${tab.toLowerCase()}-${label}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      expect((await fastAxe(page).analyze()).violations, `${tab} on a ${label}`).toEqual([]);
    }
    await page.getByRole('tab', { name: /^Inbox/ }).click();
    await rowCheckbox(page, items[0]!).check();
    await rowButton(page, 'Counter', items[0]!).click();
    await expect(page.getByRole('dialog', { name: 'Counter offer' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`offers-counter-${label}.png`),
      animations: 'disabled',
    });
    expect((await fastAxe(page).analyze()).violations, `counter dialog on a ${label}`).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await rowCheckbox(page, items[0]!).uncheck();
  }
});
