import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, signInThroughApi } from '../fixtures/auth.ts';
import { type CartApi, cartApi, clearCart, pickItems } from '../fixtures/cart.ts';
import { getOrder, type PickedItem, placeHeldOrder, seededOrderNumber } from '../fixtures/orders.ts';
import { E2E_PORT } from '../playwright.config.ts';

/**
 * The buyer's order details page (part 2 §2 Order details, Order release confirmation, §4, §5, §8; L-001…L-069):
 * orders are held through the API the portal uses (wire payment), then worked on the page as a buyer does, at
 * desktop and phone widths.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

// The held orders this file places would change the cart's buttons (ADD TO EXISTING ORDER) for the specs after
// it: cancel whatever is still held once the file is done.
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const api = await cartApi(request, DEMO.buyer.email);
  const res = await api.request.get('/px-api-gateway/orders', { headers: api.headers });
  type Row = { phonexOrderNumber: string; fulfillmentStatus: string };
  const json = (await res.json()) as Row[] | { results: Row[] };
  const rows = Array.isArray(json) ? json : json.results;
  for (const row of rows.filter((r) => r.fulfillmentStatus === 'ON_HOLD')) {
    const out = await api.request.post(`/px-api-gateway/order/${row.phonexOrderNumber}/cancel`, {
      headers: api.headers,
      data: {},
    });
    expect(out.ok(), await out.text()).toBe(true);
  }
  await request.dispose();
});

async function heldOrder(request: APIRequestContext, quantities: number[]) {
  const api = await cartApi(request, DEMO.buyer.email);
  const items = await pickItems(api, { warehouse: 'MIA', count: quantities.length });
  const order = await placeHeldOrder(
    api,
    items.map((item, i) => ({ item, quantity: quantities[i] ?? 1 })),
  );
  await clearCart(api);
  return { api, items, ...order };
}

async function openOrder(page: Page, phonexOrderNumber: string) {
  await page.goto(`/orders/${phonexOrderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order # ${phonexOrderNumber}` })).toBeVisible();
}

const itemsOf = (page: Page) => page.getByRole('region', { name: 'Items' });
const bulkBar = (page: Page) => page.getByRole('region', { name: /pending changes?$/ });
/** The order summary: the side panel on a desktop, the section after the items on a phone (L-011). */
const summaryOf = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Order Summary' })
    .or(page.getByRole('region', { name: 'Order Summary' }));

/** Edit → type → Done on the row of `item` (L-041). */
async function editQuantity(page: Page, item: PickedItem, quantity: string) {
  await itemsOf(page)
    .getByRole('button', { name: `Edit the quantity of ${item.description}` })
    .click();
  await itemsOf(page)
    .getByRole('textbox', { name: `Quantity of ${item.description}` })
    .fill(quantity);
  await itemsOf(page).getByRole('button', { name: 'Done' }).click();
}

async function signedInPage(browser: Browser, viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  await signInThroughApi(page, DEMO.buyer.email);
  return page;
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`order details on a ${device}`, () => {
    test.use({ viewport });

    test('a quantity edit waits in the bulk-save bar; leaving asks first; Cancel and Discard reset (L-024…L-026, L-041…L-047)', async ({
      page,
      request,
    }) => {
      const { items, phonexOrderNumber } = await heldOrder(request, [2, 3]);
      const [first] = items as [PickedItem, PickedItem];
      await signInThroughApi(page, DEMO.buyer.email);
      await openOrder(page, phonexOrderNumber);
      await expect(page.getByText('On Hold').first()).toBeVisible();
      await expect(bulkBar(page)).toHaveCount(0);

      // L-042: not a number → the row says so and nothing is pending.
      await editQuantity(page, first, 'two');
      await expect(itemsOf(page).getByText('Invalid order quantity')).toBeVisible();
      await itemsOf(page).getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(bulkBar(page)).toHaveCount(0);

      await editQuantity(page, first, '1');
      await expect(bulkBar(page)).toContainText('1 pending change');
      // At the top of the page the bar is in view, above a phone's menu bar (L-024): not under it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bulkBar(page).getByRole('button', { name: 'Save Changes' })).toBeInViewport({ ratio: 1 });
      if (device === 'phone') {
        const bar = await bulkBar(page).boundingBox();
        const menu = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox();
        expect(bar!.y + bar!.height).toBeLessThanOrEqual(menu!.y);
      }
      // The order's own buttons wait for the save, and say why where the bar does not cover it.
      const pay = page.getByRole('button', { name: 'Pay And Ship Now' }).filter({ visible: true }).first();
      await expect(pay).toBeDisabled();
      await expect(pay).toHaveAccessibleDescription('Save or discard your changes first.');
      const why = page.getByText('Save or discard your changes first.').filter({ visible: true }).first();
      await expect(why).toBeInViewport({ ratio: 1 });
      const [whyBox, barBox] = [await why.boundingBox(), await bulkBar(page).boundingBox()];
      expect(whyBox!.y + whyBox!.height).toBeLessThanOrEqual(barBox!.y);

      // L-026: leaving with the change asks; Stay keeps it, Leave goes.
      await page.getByRole('main').getByRole('link', { name: 'Back to Orders' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
      await expect(dialog).toContainText('You have unsaved changes. Leave this page anyway?');
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${phonexOrderNumber}$`));
      await expect(bulkBar(page)).toContainText('1 pending change');

      await bulkBar(page).getByRole('button', { name: 'Discard' }).click();
      await expect(bulkBar(page)).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: 'Back to Orders' }).click();
      await expect(page).toHaveURL(/\/orders$/);
    });

    test('release a held order by wire: the thank-you page, its instructions, back to orders (L-019, L-053…L-056)', async ({
      page,
      request,
    }) => {
      const { api, items, phonexOrderNumber } = await heldOrder(request, [2]);
      await signInThroughApi(page, DEMO.buyer.email);
      await openOrder(page, phonexOrderNumber);
      // A change saved first: its 'saved' snackbar belongs to the order page and does not follow to the next one.
      await editQuantity(page, items[0]!, '1');
      await bulkBar(page).getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Your changes were saved')).toBeVisible();
      // The action block is repeated (top and bottom on a phone, L-011): the first one.
      await page
        .getByRole('button', { name: /^(Pay And Ship Now|PLACE ORDER)$/i })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/orders/${phonexOrderNumber}/order-release-confirmation$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Thank You for your order' })).toBeVisible();
      await expect(page.getByText('we are processing your request')).toBeVisible();
      await expect(page.getByText('A confirmation e-mail is on its way.')).toBeVisible();
      await expect(page.getByText(/Payment Instructions · Wire transfer/)).toBeVisible();
      await expect(page.getByText('Your changes were saved')).toBeHidden();
      const released = (await getOrder(api, phonexOrderNumber)).salesOrder;
      expect(released.fulfillmentStatus).toBe('AWAITING_PAYMENT');
      // The amount to wire beside the instructions, as the order now stands.
      await expect(page.getByTestId('amount-due')).toHaveText(
        `Total: $${released.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );

      // L-056: the confirmation's own route is never read as an order number, even after a reload.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank You for your order' })).toBeVisible();
      await page.getByRole('link', { name: 'BACK TO ORDERS' }).click();
      await expect(page).toHaveURL(/\/orders$/);
    });

    test('edit a quantity and the shipping address, save: the order keeps both (L-023, L-028, L-032)', async ({
      page,
      request,
    }) => {
      const { api, items, phonexOrderNumber } = await heldOrder(request, [2, 3]);
      const [first] = items as [PickedItem, PickedItem];
      await signInThroughApi(page, DEMO.buyer.email);
      await openOrder(page, phonexOrderNumber);
      const summary = summaryOf(page);
      await expect(summary).toContainText('Subtotal (5 units)');

      await editQuantity(page, first, '1');
      // L-032: the charges follow the draft (4 units now).
      await expect(summary).toContainText('Subtotal (4 units)');
      // DONE went away with the row's editor: the focus stays in the row (its EDIT), not on the page's body.
      await expect(
        itemsOf(page).getByRole('button', { name: `Edit the quantity of ${first.description}` }),
      ).toBeFocused();

      const shipping = page.getByRole('region', { name: 'Shipping Address' });
      await shipping.getByRole('button', { name: 'Edit Shipping Address' }).click();
      await shipping.getByRole('radio', { name: /4500 Westheimer Rd/ }).check();
      await shipping.getByRole('button', { name: 'DONE' }).click();
      const method = page.getByRole('region', { name: 'Shipping Method' });
      const notInsured = method.getByRole('radio', { name: 'Not insured' });
      if (await notInsured.isVisible()) await notInsured.check();
      await expect(bulkBar(page)).toContainText(/[2-9] pending changes/);

      await bulkBar(page).getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Your changes were saved')).toBeVisible();
      await expect(bulkBar(page)).toHaveCount(0);
      // The save bar went away with its button: the focus is on the page's heading, not the body.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByRole('group', { name: 'Shipping Address' })).toContainText('4500 Westheimer Rd');
      // L-010: the Order History says what the save changed, under its 'Order changed' entry.
      const newest = page.getByRole('region', { name: 'Order History' }).getByRole('listitem').first();
      await expect(newest).toContainText('Order changed');
      await expect(newest).toContainText(`${first.description}: quantity 2 → 1`);
      await expect(newest).toContainText(/Shipping: .+ to 4500 Westheimer Rd/);

      const saved = (await getOrder(api, phonexOrderNumber)).salesOrder;
      expect(
        saved.items.find((i) => i.itemNumberWarehouse === first.itemNumberWarehouse)?.orderedQuantity,
      ).toBe(1);
      await page.reload();
      await expect(page.getByRole('group', { name: 'Shipping Address' })).toContainText('4500 Westheimer Rd');
      await expect(summary).toContainText('Subtotal (4 units)');
    });

    test('a stale save from a second tab shows the outdated message and clears the changes (L-029, Q-051)', async ({
      browser,
      request,
    }) => {
      const { items, phonexOrderNumber } = await heldOrder(request, [3, 3]);
      const [first, second] = items as [PickedItem, PickedItem];
      const tabA = await signedInPage(browser, viewport);
      const tabB = await signedInPage(browser, viewport);
      await openOrder(tabA, phonexOrderNumber);
      await openOrder(tabB, phonexOrderNumber);

      await editQuantity(tabA, first, '2');
      await expect(bulkBar(tabA)).toContainText('1 pending change');

      await editQuantity(tabB, second, '1');
      await bulkBar(tabB).getByRole('button', { name: 'Save Changes' }).click();
      await expect(tabB.getByText('Your changes were saved')).toBeVisible();
      // Tab A keeps its edit and says at once that the order moved on (orders.changed), before any save.
      await expect(bulkBar(tabA)).toContainText(
        'This order has changed since you started editing. Discard your changes to see it as it is now.',
      );
      await expect(bulkBar(tabA)).toContainText('1 pending change');

      await bulkBar(tabA).getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        tabA.getByText(
          'Your order was recently updated and your changes are not up to date. Please review your changes and try again.',
        ),
      ).toBeVisible();
      await expect(bulkBar(tabA)).toHaveCount(0);
      // The page now shows the order as the other tab left it.
      await expect(summaryOf(tabA)).toContainText('Subtotal (4 units)');
      await tabA.close();
      await tabB.close();
    });

    test('removing the last line and saving cancels the order (L-048)', async ({ page, request }) => {
      const { api, items, phonexOrderNumber } = await heldOrder(request, [2]);
      const [only] = items as [PickedItem];
      await signInThroughApi(page, DEMO.buyer.email);
      await openOrder(page, phonexOrderNumber);
      await itemsOf(page)
        .getByRole('button', { name: `Remove ${only.description}` })
        .click();
      await expect(bulkBar(page)).toContainText('Saving cancels the order: every item is removed.');
      // With every line removed the summary is the cancelled order's: nothing left but fees (none here).
      await expect(summaryOf(page)).toContainText(/Total\s*\$0\.00/);
      await bulkBar(page).getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Your order was cancelled')).toBeVisible();
      await expect(page.getByText('Cancelled').first()).toBeVisible();
      expect((await getOrder(api, phonexOrderNumber)).salesOrder.fulfillmentStatus).toBe('CANCELED');
      // A cancelled order offers no more changes, and says nothing about editing (L-018).
      await expect(page.getByRole('button', { name: /Pay And Ship Now|Cancel Order/i })).toHaveCount(0);
      await expect(page.getByText('Order cannot be edited, please contact your sales rep.')).toHaveCount(0);
    });

    test('agree to the late-payment terms from the deadline snackbar (L-058…L-066)', async ({
      page,
      request,
    }) => {
      const { api, phonexOrderNumber } = await heldOrder(request, [1]);
      await releaseByApi(api, phonexOrderNumber);
      await signInThroughApi(page, DEMO.buyer.email);
      await openOrder(page, phonexOrderNumber);
      const policy = page.getByRole('region', { name: 'Late Payment Policy' });
      await expect(policy).toContainText(/Reservation fee: \d+\.\d{2}% \(\$[\d,]+\.\d{2}\) per 24 hours/);
      // L-062: the deadline, with the extend-time action.
      const snackbar = page.getByRole('alert').filter({ hasText: /^Payment is due by / });
      await expect(snackbar).toBeVisible();
      await snackbar.getByRole('button', { name: 'EXTEND PAYMENT TIME' }).click();
      const dialog = page.getByRole('dialog', { name: 'Extend the payment time' });
      await dialog.getByRole('button', { name: 'I AGREE' }).click();
      await expect(policy).toContainText(/Late-payment terms accepted on /);
      // The answer is said where the buyer looks, and the order's history keeps it.
      await expect(
        page.getByRole('alert').filter({
          hasText:
            /^You agreed to the late-payment terms: your order stays reserved after \w{3} \d{1,2}, \d{4}\.$/,
        }),
      ).toBeVisible();
      await expect(snackbar).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Order History' })).toContainText(
        'Late-payment terms accepted',
      );
      expect((await getOrder(api, phonexOrderNumber)).salesOrder.racFeeAgreed).toBe(true);
    });
  });
}

test.describe('order details on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the small buttons are a finger’s size: at least 44 × 44 px (WCAG 2.5.5)', async ({
    page,
    request,
  }) => {
    const { phonexOrderNumber } = await heldOrder(request, [1, 2]);
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    for (const target of [
      itemsOf(page)
        .getByRole('button', { name: /^Remove / })
        .first(),
      page.getByRole('button', { name: /^Edit Shipping Address/ }),
      page.getByRole('main').getByRole('link', { name: 'Back to Orders' }),
    ]) {
      const box = await target.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('order details, phone only', () => {
  test.use({ viewport: PHONE });

  test('the 5-minute deadline snackbar can be closed, so it does not keep the header covered (L-013, L-062)', async ({
    page,
    request,
  }) => {
    const { api, phonexOrderNumber } = await heldOrder(request, [1]);
    await releaseByApi(api, phonexOrderNumber);
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    // On a phone the top-centre snackbar spans the header (menu and account buttons) for 5 minutes.
    const snackbar = page.getByRole('alert').filter({ hasText: /^Payment is due by / });
    await expect(snackbar.getByRole('button', { name: 'EXTEND PAYMENT TIME' })).toBeVisible();
    await snackbar.getByRole('button', { name: 'Close' }).click();
    await expect(snackbar).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).filter({ visible: true }),
    ).toBeVisible();
  });

  test('the deadline snackbar belongs to its order: leaving the page closes it (L-062)', async ({
    page,
    request,
  }) => {
    const { api, phonexOrderNumber } = await heldOrder(request, [1]);
    await releaseByApi(api, phonexOrderNumber);
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    const snackbar = page.getByRole('alert').filter({ hasText: /^Payment is due by / });
    await expect(snackbar).toBeVisible();
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(snackbar).toHaveCount(0);
  });

  test('a control reached with the keyboard is not hidden behind the bulk-save bar (L-024)', async ({
    page,
    request,
  }) => {
    const { items, phonexOrderNumber } = await heldOrder(request, [2, 3]);
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    await editQuantity(page, items[0] as PickedItem, '1');
    await expect(bulkBar(page)).toContainText('1 pending change');

    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    await shipping.getByRole('button', { name: 'Edit Shipping Address' }).click();
    await shipping.getByRole('radio', { name: /4500 Westheimer Rd/ }).check();
    await page.keyboard.press('Tab');
    const done = shipping.getByRole('button', { name: 'DONE' });
    await expect(done).toBeFocused();
    // The focused button shows whole above the bar that sticks to the bottom of the screen.
    const [button, bar] = await Promise.all([done.boundingBox(), bulkBar(page).boundingBox()]);
    expect(button && bar).toBeTruthy();
    expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
  });
});

test.describe('order details, desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Cancel Order asks first, then cancels (L-052)', async ({ page, request }) => {
    const { api, phonexOrderNumber } = await heldOrder(request, [1]);
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Keep Order' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await getOrder(api, phonexOrderNumber)).salesOrder.fulfillmentStatus).toBe('ON_HOLD');
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('Your order was cancelled')).toBeVisible();
    expect((await getOrder(api, phonexOrderNumber)).salesOrder.fulfillmentStatus).toBe('CANCELED');
  });

  test('a new shipping address that changes the method says so in the method’s row (I-023, I-036)', async ({
    page,
    request,
  }) => {
    const { phonexOrderNumber } = await heldOrder(request, [1]);
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    const method = page.getByRole('region', { name: 'Shipping Method' });
    const notice = 'Changed for the new address: check the method and choose the insurance.';
    await expect(method.getByText(notice)).toHaveCount(0);
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    await shipping.getByRole('button', { name: 'Edit Shipping Address' }).click();
    // Toronto: the US rate table does not ship to Canada, so the method changes with the address.
    await shipping.getByRole('radio', { name: /Toronto partner/ }).check();
    await shipping.getByRole('button', { name: 'DONE' }).click();
    await expect(method.getByText(notice)).toBeVisible();

    // Saved without the insurance: refused, the insurance asked for where the focus goes (L-027, I-036)…
    await bulkBar(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(bulkBar(page)).toContainText('Please fill the Required Fields');
    await expect(method.getByText('Please Select Insurance.')).toBeVisible();
    // …and once chosen, the next save goes through: the row the refusal opened needs no DONE of the buyer's.
    await method.getByRole('radio', { name: 'Not insured' }).check();
    await bulkBar(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your changes were saved')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Shipping Address' })).toContainText('Toronto');
  });

  test('a change made elsewhere shows on the open page without a reload (orders.changed, Q-070)', async ({
    page,
    request,
  }) => {
    const { api, items, phonexOrderNumber } = await heldOrder(request, [2, 3]);
    const [first, second] = items as [PickedItem, PickedItem];
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary).toContainText('Subtotal (5 units)');
    const { salesOrder } = await getOrder(api, phonexOrderNumber);
    const res = await api.request.put('/px-api-gateway/order', {
      headers: api.headers,
      data: {
        salesOrder: {
          phonexOrderNumber,
          version: salesOrder.version,
          items: [
            { itemNumberWarehouse: first.itemNumberWarehouse, orderedQuantity: 1 },
            { itemNumberWarehouse: second.itemNumberWarehouse, orderedQuantity: 3 },
          ],
        },
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await expect(summary).toContainText('Subtotal (4 units)');
  });

  test('Hold Order For Later puts a released order back on hold (L-020, L-051)', async ({
    page,
    request,
  }) => {
    const { api, phonexOrderNumber } = await heldOrder(request, [1]);
    await releaseByApi(api, phonexOrderNumber);
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    await expect(page.getByText('Awaiting Payment').first()).toBeVisible();
    await page.getByRole('button', { name: 'Hold Order For Later' }).click();
    await expect(page.getByText('Your order is on hold', { exact: true })).toBeVisible();
    await expect(page.getByText('On Hold').first()).toBeVisible();
    expect((await getOrder(api, phonexOrderNumber)).salesOrder.fulfillmentStatus).toBe('ON_HOLD');
    // Held again, it is thanked for nowhere: its confirmation link opens the order itself (L-055).
    await page.goto(`/orders/${phonexOrderNumber}/order-release-confirmation`);
    await expect(page).toHaveURL(new RegExp(`/orders/${phonexOrderNumber}$`));
    await expect(page.getByText('Thank You for your order')).toHaveCount(0);
  });

  test('an unknown order shows its message and goes back to /orders; the bare confirmation route too (L-004, L-056)', async ({
    page,
  }) => {
    await signInThroughApi(page, DEMO.buyer.email);
    await page.goto('/orders/PXNOPE0000009');
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText('No order found of this id: PXNOPE0000009')).toBeVisible();
    await page.goto('/orders/PXNOPE0000008/order-release-confirmation');
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText('No order found of this id: PXNOPE0000008')).toBeVisible();
    await page.goto('/orders/order-release-confirmation');
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText('No order found of this id: order-release-confirmation')).toHaveCount(0);
  });
});

test.describe('order downloads and shipped orders', () => {
  test.use({ viewport: DESKTOP });

  /** The rows of every sheet of a downloaded workbook, as text. */
  async function workbookText(path: string): Promise<string> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const text: string[] = [];
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => {
        text.push((row.values as unknown[]).map((v) => String(v ?? '')).join(' '));
      });
    }
    return text.join('\n');
  }

  test('Export → Order downloads the order as a workbook; a held order has no manifest (L-008)', async ({
    page,
    request,
  }) => {
    const { items, phonexOrderNumber } = await heldOrder(request, [2]);
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('menuitem', { name: 'Manifest' })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Order' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const text = await workbookText(await download.path());
    expect(text).toContain((items[0] as PickedItem).itemNumber);
    expect(text).toContain(phonexOrderNumber);
  });

  test('a shipped order shows its tracking number and downloads its IMEI manifest (L-006, L-007, Q-049)', async ({
    page,
    request,
  }) => {
    const phonexOrderNumber = await seededOrderNumber(await cartApi(request, DEMO.buyer.email), 'SHIPPED');
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    await expect(page.getByText('Tracking Numbers')).toBeVisible();
    // The header's Tracking Numbers (the Order History names the number too, in its shipment entry): with its
    // carrier, a link to the carrier's tracking page in a new tab (L-010).
    const tracking = page.getByRole('link', { name: '1Z999AA10123456784' });
    await expect(tracking).toBeVisible();
    await expect(tracking).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    await expect(tracking).toHaveAttribute('target', '_blank');
    await expect(page.getByText('UPS 1Z999AA10123456784', { exact: true })).toBeVisible();
    // L-018: a shipped order is simply read-only; the 'cannot be edited' note is for orders still in progress.
    await expect(page.getByText('Order cannot be edited, please contact your sales rep.')).toHaveCount(0);
    // Paid: the payment method is named, its how-to-pay instructions are not (nothing is owed).
    const payment = page.getByRole('region', { name: 'Payment Method' });
    await expect(payment).toContainText('Wire transfer');
    await expect(payment).not.toContainText('Pay by wire transfer');
    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Manifest' }).click();
    const text = await workbookText(await (await downloading).path());
    // One row per unit with its 15-digit IMEI and the shipment's tracking number.
    expect(text).toMatch(/\b35\d{13}\b/);
    expect(text).toContain('1Z999AA10123456784');
  });

  test('an invoiced order downloads its invoice as a PDF (L-010, N-056)', async ({ page, request }) => {
    const phonexOrderNumber = await seededOrderNumber(await cartApi(request, DEMO.buyer.email), 'INVOICED');
    await signInThroughApi(page, DEMO.buyer.email);
    await openOrder(page, phonexOrderNumber);
    await expect(page.getByText('FedEx 794616896420, 794616896431', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '794616896431' })).toHaveAttribute(
      'href',
      'https://www.fedex.com/fedextrack/?trknbr=794616896431',
    );
    await page.getByRole('button', { name: 'Export' }).click();
    const invoice = page.getByRole('menuitem', { name: /^Invoice INV/ });
    await expect(invoice).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await invoice.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });
});

async function releaseByApi(api: CartApi, phonexOrderNumber: string) {
  const { salesOrder } = await getOrder(api, phonexOrderNumber);
  const res = await api.request.post(`/px-api-gateway/order/${phonexOrderNumber}/action`, {
    headers: api.headers,
    data: { action: 'RELEASE_ORDER', version: salesOrder.version },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
