import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { DEMO } from '../fixtures/auth.ts';
import { addToCart, type CartApi, cartApi, clearCart, openCart, pickItems } from '../fixtures/cart.ts';
import { choose, done, section } from '../fixtures/checkout.ts';
import { placeHeldOrder, validImei } from '../fixtures/orders.ts';
import { API, bearer, sellerToken, signInSeller } from '../fixtures/seller.ts';

/**
 * Commerce settings in the console (docs/decisions/021): what the seller saves under Settings is what the buyer's
 * very next checkout offers and charges — a shipping method added in its dialog appears among the checkout's
 * methods with its freight, and a payment method's fee changed in its dialog is the checkout's Payment fee line.
 * Seller and buyer each in a browser of their own, reading the pages by role and text.
 */

async function openSettings(page: Page) {
  await signInSeller(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
}

/** CHECKOUT from the cart, then Houston and `method` (not insured) and `payment`. */
async function checkoutWith(page: Page, method: RegExp, payment: RegExp) {
  await page.getByRole('button', { name: /^CHECKOUT( AS NEW ORDER)?$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/MIA$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // The saved preferences may open the row as a summary or as its choices: wait for either.
  const address = section(page, 'Shipping Address');
  await expect(
    address.getByRole('button', { name: 'Edit Shipping Address' }).or(address.getByRole('radio').first()),
  ).toBeVisible();
  await choose(page, 'Shipping Address', /4500 Westheimer Rd/);
  await done(page, 'Shipping Address');
  await choose(page, 'Shipping Method', method);
  const insurance = section(page, 'Shipping Method').getByRole('radio', { name: 'Not insured' });
  if (await insurance.isVisible()) await insurance.check();
  await done(page, 'Shipping Method');
  await choose(page, 'Payment Method', payment);
  await done(page, 'Payment Method');
}

type Methods = { methods: { code: string }[] };

test.describe('commerce settings reach the next checkout', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let api: CartApi;
  test.beforeEach(async ({ request }) => {
    api = await cartApi(request, DEMO.buyer.email);
    await clearCart(api);
  });
  test.afterEach(async () => clearCart(api));

  test('a shipping method the seller adds appears in the buyer’s next checkout, with its freight', async ({
    page,
    browser,
    request,
  }) => {
    try {
      await openSettings(page);
      const card = page.getByRole('region', { name: 'Shipping methods' });
      await expect(card.getByRole('table', { name: 'Shipping methods' })).toContainText('Standard Ground');
      await card.getByRole('button', { name: 'Add shipping method' }).click();
      const dialog = page.getByRole('dialog', { name: 'New shipping method' });
      await dialog.getByRole('textbox', { name: 'Code' }).fill('pallet');
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Pallet freight');
      await dialog.getByRole('textbox', { name: 'Freight per shipment' }).fill('40');
      await dialog.getByRole('textbox', { name: 'Freight per unit' }).fill('1');
      await dialog.getByRole('textbox', { name: 'Countries' }).fill('US');
      await dialog.getByRole('checkbox', { name: 'Miami' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The contract's own check, before anything is sent: codes are capitals.
      await expect(dialog.getByText('Use 1 to 40 capital letters, digits or underscores')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Code' }).fill('PALLET');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Pallet freight saved')).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = card.getByRole('row', { name: /Pallet freight/ });
      await expect(row).toContainText('US · Miami');
      await expect(row).toContainText('$40.00 + $1.00 per unit');

      // The buyer's next checkout: 3 units from Miami to Houston.
      const [item] = await pickItems(api, { warehouse: 'MIA', count: 1 });
      await addToCart(api, item!, 3);
      const buyer = await (await browser.newContext()).newPage();
      await openCart(buyer, DEMO.buyer.email);
      await checkoutWith(buyer, /Pallet freight/, /Wire transfer/);
      await expect(buyer.getByTestId('totals-freight')).toContainText('$43.00');
      await buyer.context().close();
    } finally {
      await request.delete(`${API}/seller/settings/shipping-methods/PALLET`, {
        headers: bearer(await sellerToken(request)),
      });
    }
  });

  test('a payment method’s fee the seller changes is the next checkout’s payment fee', async ({
    page,
    browser,
    request,
  }) => {
    const token = await sellerToken(request);
    const wire = async () => {
      const res = await request.get(`${API}/seller/settings/payment-methods`, { headers: bearer(token) });
      expect(res.ok()).toBe(true);
      const body = (await res.json()) as { results?: Methods } & Methods;
      return (body.results ?? body).methods.find((m) => m.code === 'WIRE')!;
    };
    const saved = await wire();
    try {
      await openSettings(page);
      const card = page.getByRole('region', { name: 'Payment methods' });
      await expect(card.getByRole('row', { name: /Wire transfer/ })).toContainText(
        'Fixed amount per order: $25.00',
      );
      await card.getByRole('button', { name: 'Edit Wire transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Wire transfer' });
      await dialog.getByRole('combobox', { name: 'Fee' }).click();
      await page.getByRole('option', { name: 'Amount per unit' }).click();
      await dialog.getByRole('textbox', { name: 'Fee amount' }).fill('2.5');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Wire transfer saved')).toBeVisible();
      await expect(card.getByRole('row', { name: /Wire transfer/ })).toContainText('Amount per unit: $2.50');

      const [item] = await pickItems(api, { warehouse: 'MIA', count: 1 });
      await addToCart(api, item!, 4);
      const buyer = await (await browser.newContext()).newPage();
      await openCart(buyer, DEMO.buyer.email);
      await checkoutWith(buyer, /Standard Ground/, /Wire transfer/);
      await expect(buyer.getByTestId('totals-payment-fee')).toContainText('$10.00');
      await buyer.context().close();
    } finally {
      await request.put(`${API}/seller/settings/payment-methods/WIRE`, {
        headers: bearer(token),
        data: saved,
      });
    }
  });

  test("a terms method's due days and the seller's address are on its invoice", async ({ page, request }) => {
    const token = await sellerToken(request);
    const headers = bearer(token);
    const read = async <T>(path: string): Promise<T> => {
      const res = await request.get(`${API}${path}`, { headers });
      expect(res.ok()).toBe(true);
      const body = (await res.json()) as { results?: T } & T;
      return body.results ?? body;
    };
    const savedMethod = (await read<Methods>('/seller/settings/payment-methods')).methods.find(
      (m) => m.code === 'TERMS_NET_30',
    )!;
    const savedSettings = await read<{ invoiceSettings: object }>('/seller/settings/orders');
    try {
      await openSettings(page);
      const card = page.getByRole('region', { name: 'Payment methods' });
      await card.getByRole('button', { name: 'Edit Net 30 terms' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Net 30 terms' });
      await dialog.getByRole('textbox', { name: 'Invoice due after (days)' }).fill('45');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Net 30 terms saved')).toBeVisible();
      const address = page.getByRole('textbox', { name: 'Your name and address on invoices' });
      await address.fill('Harbor Phones LLC\n77 Quay Street\nMiami, FL 33132');
      await page.getByRole('button', { name: 'Save order settings' }).click();
      await expect(page.getByText('Order settings saved')).toBeVisible();

      // A Net 30 order released, shipped in full and invoiced while unpaid (the buyer's and the desk's own calls).
      const [item] = await pickItems(api, { warehouse: 'MIA', count: 1 });
      const { phonexOrderNumber: n } = await placeHeldOrder(
        api,
        [{ item: item!, quantity: 1 }],
        'TERMS_NET_30',
      );
      const released = await api.request.post(`${API}/order/${n}/action`, {
        headers: api.headers,
        data: { action: 'RELEASE_ORDER' },
      });
      expect(released.ok(), await released.text()).toBe(true);
      const desk = async (path: string, body: object) => {
        const { order } = await read<{ order: { version: number } }>(`/seller/orders/${n}`);
        const res = await request.post(`${API}/seller/orders/${n}/${path}`, {
          headers,
          data: { version: order.version, ...body },
        });
        expect(res.ok(), await res.text()).toBe(true);
      };
      await desk('shipments', {
        carrier: 'UPS',
        trackingNumbers: [`1Z${randomInt(1_000_000)}`],
        lines: [{ itemNumberWarehouse: item!.itemNumberWarehouse, quantity: 1, imeis: [validImei()] }],
      });
      await desk('invoice', {});

      await page.goto(`/seller/orders/${n}`);
      const due = new Date(Date.now() + 45 * 86_400_000);
      const dueText = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: '2-digit',
        year: 'numeric',
        timeZone: 'America/New_York',
      }).format(due);
      const invoiceLine = page.getByText(/^Invoice INV\d+ · /);
      await expect(invoiceLine).toBeVisible();
      await expect(page.getByText(`Due ${dueText}`)).toBeVisible();
      const invoiceNumber = ((await invoiceLine.textContent()) ?? '').split(' ')[1]!;
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download invoice ${invoiceNumber}` }).click();
      const text = pdfText(await readFile(await (await download).path()));
      expect(text).toContain('77 Quay Street');
      expect(text).toContain('Due date:');
      expect(text).toContain('Pay the invoice within 30 days of shipment.');
    } finally {
      await request.put(`${API}/seller/settings/payment-methods/TERMS_NET_30`, {
        headers,
        data: savedMethod,
      });
      await request.put(`${API}/seller/settings/orders`, { headers, data: savedSettings });
    }
  });
});
