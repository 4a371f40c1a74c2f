import { type Browser, expect, type Page } from '@playwright/test';
import { DIALOG, expectAccessible } from '../fixtures/a11y.ts';
import { DEMO, DEMO_PASSWORD } from '../fixtures/auth.ts';
import { cartApi, fillCart } from '../fixtures/cart.ts';
import { API, bearer, sellerToken, signInSeller } from '../fixtures/seller.ts';
import { sideServer } from '../fixtures/side-server.ts';
import { test } from '../fixtures/test.ts';

/**
 * The tenant's words (A-010, A-011; docs/decisions/020): a tenant switched to Spanish (through the operator CLI)
 * reads Spanish on the stock list, the cart and the checkout; a text the seller changes on the console's Words page
 * shows in the buyer's open portal without a reload, and Reset brings the default back.
 */

test.use({ viewport: { width: 1366, height: 900 } });

/** The Spanish sign-in page, as a buyer of a Spanish tenant reads it. */
async function signInInSpanish(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page).toHaveURL(/\/stock$/);
}

test('a tenant switched to Spanish: the stock list, the cart and the checkout read Spanish', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const side = sideServer('spanish', 70);
  try {
    await side.seedDemo();
    await side.cli(['tenant', 'language', '--slug', 'harbor', '--language', 'es']);
    await side.start();
    const request = await playwright.request.newContext({ baseURL: side.origin });
    const api = await cartApi(request, DEMO.buyer.email);
    await fillCart(api, { warehouse: 'MIA', count: 1, quantity: 1 });

    await signInInSpanish(page, side.origin, DEMO.buyer.email);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The stock list.
    await expect(page.getByRole('heading', { name: 'Inventario', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
    await expect(page.getByText('Incluir agotados')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Carrito, 1 entrada en el carrito$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stocklist' })).toHaveCount(0);
    // The pager's buttons are named in Spanish for screen readers too (MUI's own names are English).
    const pager = page.getByRole('navigation', { name: 'Páginas de resultados' });
    await expect(pager.getByRole('button', { name: 'Ir a la página 2' })).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Ir a la página siguiente' })).toBeVisible();
    await testInfo.attach('stock-es', { body: await page.screenshot(), contentType: 'image/png' });

    // The cart, with its free-shipping message written by the server in Spanish, amounts as Spanish writes them.
    await page.getByRole('link', { name: /^Carrito, 1 entrada en el carrito$/ }).click();
    await expect(page.getByRole('heading', { name: 'Carrito y ofertas', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Envío Standard Ground gratis en pedidos de más de 5000,00 $ desde un solo almacén.'),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Ofertas pendientes de su revisión \d+$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CHECKOUT' })).toHaveCount(0);
    await testInfo.attach('cart-es', { body: await page.screenshot(), contentType: 'image/png' });

    // The checkout.
    await page.getByRole('button', { name: /^(FINALIZAR COMPRA|COMPRAR COMO PEDIDO NUEVO)$/ }).click();
    await expect(page).toHaveURL(/\/checkout\/MIA$/);
    await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible();
    for (const name of [
      'Dirección de envío',
      'Método de envío',
      'Dirección de facturación',
      'Método de pago',
    ]) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping Address', exact: true })).toHaveCount(0);
    await testInfo.attach('checkout-es', { body: await page.screenshot(), contentType: 'image/png' });
    await request.dispose();
  } finally {
    await side.stop();
  }
});

async function buyerOnCart(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Email').fill(DEMO.buyer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/stock$/);
  await page.getByRole('link', { name: /^Cart, 0 entries in cart$/ }).click();
  await expect(page.getByText('There are no items in your cart')).toBeVisible();
  return { page, close: () => context.close() };
}

test('a text changed on the console’s Words page shows in the buyer’s open portal, and Reset brings it back', async ({
  page,
  browser,
  request,
  cartOf,
}) => {
  await cartOf(DEMO.buyer.email);
  const resetByApi = async () =>
    request.delete(`${API}/seller/words/en/cartEmpty`, { headers: bearer(await sellerToken(request)) });
  await resetByApi();
  const buyer = await buyerOnCart(browser);
  try {
    await signInSeller(page, '/seller/words');
    await expect(page.getByRole('heading', { name: 'Words', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search keys and texts' }).fill('no items in your cart');
    const row = page.getByRole('row').filter({ hasText: 'cartEmpty' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('There are no items in your cart');
    await expect(row).toContainText('Uses the default');
    await expectAccessible(page, 'words page');

    await row.getByRole('button', { name: 'Edit cartEmpty' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit cartEmpty' });
    await expect(dialog).toContainText('This text takes no parameters.');
    await expectAccessible(page, 'word dialog', DIALOG);
    const text = dialog.getByRole('textbox', { name: 'Text' });
    // A parameter the default does not have is refused before anything is sent.
    await text.fill('Your basket is empty, {name}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('{name} is not a parameter of this text, which takes none')).toBeVisible();
    await text.fill('Your basket is empty');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Your basket is empty');

    // The buyer's open cart page reads the new text without a reload.
    await expect(buyer.page.getByText('Your basket is empty')).toBeVisible();
    await expect(buyer.page.getByText('There are no items in your cart')).toHaveCount(0);

    await row.getByRole('button', { name: 'Reset to default: cartEmpty' }).click();
    await expect(row).toContainText('Uses the default');
    await expect(buyer.page.getByText('There are no items in your cart')).toBeVisible();
  } finally {
    await buyer.close();
    await resetByApi();
  }
});
