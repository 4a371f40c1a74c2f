/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { DIALOG, expectAccessibleLightAndDark, MENU } from '../fixtures/a11y.ts';
import { DEMO, signIn, submitSignIn } from '../fixtures/auth.ts';
import { addToCart, answerAsSeller, cartApi, cartTab, clearCart, pickItems } from '../fixtures/cart.ts';
import { fillCheckout, payButton } from '../fixtures/checkout.ts';
import {
  cancelPendingImport,
  openImportDialog,
  uploadInDialog,
  writeImportWorkbook,
} from '../fixtures/offer-import.ts';
import { type SideServer, sideServer, temporaryPasswordOf } from '../fixtures/side-server.ts';
import { openCardsUntil, openStock } from '../fixtures/stock.ts';
import { E2E_PORT } from '../playwright.config.ts';

/**
 * Every screen of the buyer portal, and the dialogs a buyer opens often, scanned with axe (WCAG 2.1 A/AA) in
 * light and dark mode: no serious or critical violation. Screens are grouped per test so each signs in once.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('sign-in and reset-password pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'sign-in');

  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Username cannot be empty')).toBeVisible();
  await expectAccessibleLightAndDark(page, 'sign-in with errors');

  await submitSignIn(page, DEMO.buyer.email, 'Not-the-password-1');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessibleLightAndDark(page, 'sign-in refused');

  await page.goto('/reset-password');
  await expect(page.getByRole('button', { name: 'Send Code' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'reset password, step 1');

  await page.goto('/reset-password?resetPswdFromEmail=true');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'reset password, step 2');
});

test('the signed-in shell remembers the dark mode the buyer picks', async ({ page }) => {
  await signIn(page, DEMO.buyer.email);
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(heading(page, 'Buyer Dashboard')).toBeVisible();
  // The choice is remembered on the device.
  expect(await page.evaluate(() => localStorage.getItem('portico.colorMode'))).toBe('dark');
});

test('stock list with a card open, the offer and buy dialogs', async ({ page }) => {
  test.setTimeout(240_000);
  await openStock(page, DEMO.buyer.email);
  const offer = page.getByRole('button', { name: /^Offer / }).and(page.locator(':enabled'));
  await openCardsUntil(page, offer);
  await expectAccessibleLightAndDark(page, 'stock list with a card open');

  await offer.first().click();
  const offerDialog = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(offerDialog).toBeVisible();
  await expectAccessibleLightAndDark(page, 'make-offer dialog', DIALOG);
  await offerDialog.getByRole('button', { name: 'Buy at list price' }).click();
  const buyDialog = page.getByRole('dialog', { name: 'Buy at list price' });
  await expect(buyDialog).toBeVisible();
  // The button pressed went away with the mode: the focus is on the quantity the buy asks for (D-002).
  await expect(buyDialog.getByRole('textbox', { name: 'Quantity' })).toBeFocused();
  await expectAccessibleLightAndDark(page, 'buy dialog', DIALOG);
  await buyDialog.getByRole('button', { name: 'Make an offer' }).click();
  await expect(offerDialog.getByRole('textbox', { name: 'Offer Price' })).toBeFocused();
});

test('the stock toolbar dialogs and the account menu', async ({ page }) => {
  test.setTimeout(240_000);
  await openStock(page, DEMO.buyer.email);
  await openCardsUntil(page, page.getByRole('button', { name: /^Stock alert for / }));

  await page
    .getByRole('button', { name: /^Stock alert for / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Stock Alert' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'stock alert dialog', DIALOG);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page
    .getByRole('button', { name: /^About Grade / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Grade Overview' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'grade overview dialog', DIALOG);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Daily Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Daily Report' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'daily report dialog', DIALOG);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await openImportDialog(page);
  await expectAccessibleLightAndDark(page, 'offer import dialog', DIALOG);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: `Account menu for ${DEMO.buyer.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'account menu', MENU);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Are you sure you want to log out?' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'log-out dialog', DIALOG);
});

test('dashboard, stock alerts, preferences and the other pages of the menu', async ({ page, request }) => {
  test.setTimeout(300_000);
  const api = await cartApi(request, DEMO.buyer.email);
  const [item] = await pickItems(api, { warehouse: 'MIA', count: 1 });
  // An alert, so the stock alerts page shows its table rather than the empty state.
  const alert = await request.post('/px-api-gateway/stocklist/alert/item', {
    headers: api.headers,
    data: { itemNumberWarehouse: item!.itemNumberWarehouse, quantity: 5 },
  });
  expect(alert.ok(), await alert.text()).toBe(true);

  await signIn(page, DEMO.buyer.email);
  const pages: [string, string | RegExp][] = [
    ['/dashboard', 'Buyer Dashboard'],
    ['/stock-alerts', 'Stock Alerts'],
    ['/preferences', 'My Preferences'],
    ['/help', /./],
    ['/terms-of-sale', /./],
    ['/auctions', /./],
    ['/preorders', /./],
    ['/returns', /./],
    ['/account', /./],
    ['/no-such-page', /./],
  ];
  for (const [path, name] of pages) {
    await page.goto(path);
    await expect(heading(page, name)).toBeVisible();
    await expectAccessibleLightAndDark(page, path);
  }

  const del = await request.delete(
    `/px-api-gateway/stocklist/alert/item/${encodeURIComponent(item!.itemNumberWarehouse)}`,
    { headers: api.headers },
  );
  expect(del.ok()).toBe(true);
});

test('cart tabs, checkout, confirmation, orders and an order', async ({ page, request }) => {
  test.setTimeout(240_000);
  const api = await cartApi(request, DEMO.buyer.email);
  await clearCart(api);
  const [bought, pending, countered] = await pickItems(api, { warehouse: 'MIA', count: 3, offerable: true });
  await addToCart(api, bought!, 2);
  await addToCart(api, pending!, 2, Math.floor(pending!.listPrice * 0.8));
  const counteredId = await addToCart(api, countered!, 2, Math.floor(countered!.listPrice * 0.7));
  await answerAsSeller(request, [
    { offerId: counteredId, action: 'COUNTER', counterPrice: Math.floor(countered!.listPrice * 0.9) },
  ]);

  await signIn(page, DEMO.buyer.email);
  await page.goto('/cart');
  await expect(heading(page, 'Cart and Offers')).toBeVisible();
  for (const tab of ['Cart', 'Offers awaiting your review', "Offers awaiting the seller's review"] as const) {
    await cartTab(page, tab).click();
    await expect(cartTab(page, tab)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await expectAccessibleLightAndDark(page, `cart, tab ${tab}`);
  }

  await cartTab(page, 'Cart').click();
  await page.getByRole('button', { name: /^CHECKOUT( AS NEW ORDER)?$/ }).click();
  await expect(heading(page, 'Checkout')).toBeVisible();
  await expectAccessibleLightAndDark(page, 'checkout');
  await fillCheckout(page);
  await expectAccessibleLightAndDark(page, 'checkout, filled in');

  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Thank You for your order' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'order confirmation');
  const orderNumber = (await page.getByTestId('confirmation-order-link').textContent()) ?? '';

  await page.goto('/orders');
  await expect(heading(page, 'Orders')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toContainText(orderNumber);
  await expectAccessibleLightAndDark(page, 'orders');

  await page.goto(`/orders/${orderNumber}`);
  await expect(heading(page, `Order # ${orderNumber}`)).toBeVisible();
  await expectAccessibleLightAndDark(page, 'order details');

  await page.goto('/orders/PXNOPE0000001');
  await expect(page.getByRole('link', { name: /orders/i }).last()).toBeVisible();
  await expectAccessibleLightAndDark(page, 'unknown order');

  await clearCart(api);
});

test('offer import review', async ({ page, request }, testInfo) => {
  const api = await cartApi(request, DEMO.buyer.email);
  await cancelPendingImport(api);
  await clearCart(api);
  const [fresh, kept] = await pickItems(api, { warehouse: 'MIA', count: 2, offerable: true });
  await addToCart(api, kept!, 2);
  const file = await writeImportWorkbook(testInfo.outputPath('offers.xlsx'), [
    [fresh!.itemNumber, 'MIA', 2, Math.floor(fresh!.listPrice * 0.9)],
    [kept!.itemNumber, 'MIA', 3, Math.floor(kept!.listPrice * 0.9)],
    ['NO-SUCH-ITEM-404', 'MIA', 1, 10],
  ]);

  await openStock(page, DEMO.buyer.email);
  await uploadInDialog(await openImportDialog(page), file);
  await expect(heading(page, 'Review Import')).toBeVisible();
  await expectAccessibleLightAndDark(page, 'offer import review');

  await cancelPendingImport(api);
  await clearCart(api);
});

test('a prospect (not-ready dialog) and a browse-only buyer', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await cartApi(request, DEMO.prospect.email);
  await clearCart(api);
  const [item] = await pickItems(api, { warehouse: 'MIA', count: 1 });
  await addToCart(api, item!, 1);
  await signIn(page, DEMO.prospect.email);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'CHECKOUT', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Not ready for online orders' })).toBeVisible();
  await expectAccessibleLightAndDark(page, 'prospect: not-ready dialog', DIALOG);
  await clearCart(api);

  await page.context().clearCookies();
  await openStock(page, DEMO.viewer.email);
  await openCardsUntil(page, page.getByRole('button', { name: /^Hide items of / }));
  await expectAccessibleLightAndDark(page, 'browse-only buyer: stock list with a card open');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stock list, filters, cart, orders and preferences', async ({ page, request }) => {
    test.setTimeout(240_000);
    const api = await cartApi(request, DEMO.buyer.email);
    await clearCart(api);
    const [bought, offered] = await pickItems(api, { warehouse: 'MIA', count: 2, offerable: true });
    await addToCart(api, bought!, 2);
    await addToCart(api, offered!, 2, Math.floor(offered!.listPrice * 0.8));

    await openStock(page, DEMO.buyer.email);
    await openCardsUntil(page, page.getByRole('button', { name: /^Offer / }));
    await expectAccessibleLightAndDark(page, 'phone: stock list with a card open');
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('search', { name: 'Filters' })).toBeVisible();
    await expectAccessibleLightAndDark(page, 'phone: stock filters');

    await page.goto('/cart');
    await expect(heading(page, 'Cart and Offers')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await expectAccessibleLightAndDark(page, 'phone: cart');

    await page.goto('/orders');
    await expect(heading(page, 'Orders')).toBeVisible();
    await expectAccessibleLightAndDark(page, 'phone: orders');

    await page.goto('/preferences');
    await expect(heading(page, 'My Preferences')).toBeVisible();
    await expectAccessibleLightAndDark(page, 'phone: preferences');
    await clearCart(api);
  });
});

test("the other tenant's brand (Summit Mobile Trade)", async ({ page }) => {
  test.setTimeout(180_000);
  const summit = `http://summit.localhost:${E2E_PORT}`;
  await page.goto(`${summit}/`);
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Username cannot be empty')).toBeVisible();
  await expectAccessibleLightAndDark(page, 'Summit: sign-in with errors');

  await signIn(page, DEMO.summitBuyer.email, { origin: summit });
  await expect(heading(page, 'Inventory')).toBeVisible();
  await openCardsUntil(page, page.getByRole('button', { name: /^Hide items of / }));
  await expectAccessibleLightAndDark(page, 'Summit: stock list with a card open');
  await page.goto(`${summit}/cart`);
  await expect(heading(page, 'Cart and Offers')).toBeVisible();
  await expectAccessibleLightAndDark(page, 'Summit: cart');
});

test.describe('screens of a server prepared by the operator CLI', () => {
  let side: SideServer;
  let invitedEmail: string;
  let temporaryPassword: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    side = sideServer('a11y');
    await side.seedDemo();
    invitedEmail = `a11y-${Date.now()}@harbor.test`;
    temporaryPassword = temporaryPasswordOf(
      await side.cli(['user', 'invite', '--tenant', 'harbor', '--email', invitedEmail, '--group', 'Buyer']),
    );
    await side.cli(['tenant', 'deactivate', '--slug', 'summit']);
    await side.start();
  });

  test.afterAll(async () => {
    await side?.stop();
  });

  test('the new-password challenge and a deactivated site', async ({ page }) => {
    await page.goto(`${side.origin}/`);
    await submitSignIn(page, invitedEmail, temporaryPassword);
    await expect(page.getByRole('heading', { name: 'New Password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('short');
    await expectAccessibleLightAndDark(page, 'new-password challenge');

    await page.goto(`${side.origin.replace('localhost', 'summit.localhost')}/stock`);
    await expect(page.getByText(/^This site is no longer available/)).toBeVisible();
    await expectAccessibleLightAndDark(page, 'deactivated site');
  });
});
