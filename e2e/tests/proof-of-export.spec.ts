import { expect, test } from '@playwright/test';
import { DIALOG, expectAccessible, expectAccessibleLightAndDark } from '../fixtures/a11y.ts';
import { signIn } from '../fixtures/auth.ts';
import { addToCart, cartApi, clearCart, pickItems } from '../fixtures/cart.ts';
import { checkoutFromCart, fillCheckout, payButton } from '../fixtures/checkout.ts';
import { waitForMail } from '../fixtures/mail.ts';
import { placeHeldOrder } from '../fixtures/orders.ts';
import { signInSeller } from '../fixtures/seller.ts';
import { E2E_PORT } from '../playwright.config.ts';

/**
 * Proof of export (H-001…H-011, N-043, Q-066), end to end: Harbor's demo rule asks export@harbor.test for a
 * document for each held order. The buyer meets the dialog at sign-in, uploads a PDF; the seller views and
 * approves it in the console; the buyer's PAY AND SHIP NOW comes on without a reload, and a mail tells them.
 */

const EXPORT_BUYER = { email: 'export@harbor.test', name: 'Eli Porter' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// The held order this file places keeps Miami stock: cancel it when done.
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const api = await cartApi(request, EXPORT_BUYER.email);
  const res = await api.request.get('/px-api-gateway/orders', { headers: api.headers });
  type Row = { phonexOrderNumber: string; fulfillmentStatus: string };
  const json = (await res.json()) as Row[] | { results: Row[] };
  const rows = Array.isArray(json) ? json : json.results;
  for (const row of rows.filter((r) => ['ON_HOLD', 'AWAITING_PAYMENT'].includes(r.fulfillmentStatus))) {
    await api.request.post(`/px-api-gateway/order/${row.phonexOrderNumber}/cancel`, {
      headers: api.headers,
      data: {},
    });
  }
  await request.dispose();
});

test('a buyer asked for proof of export uploads it at sign-in; the seller approves it and PAY AND SHIP NOW comes on live', async ({
  browser,
  request,
}) => {
  // Two signed-in apps and five axe scans on a shared machine.
  test.setTimeout(120_000);
  // The buyer holds an order through the portal's API (wire, Miami): the rule now asks for its document.
  const api = await cartApi(request, EXPORT_BUYER.email);
  const [item] = await pickItems(api, { warehouse: 'MIA', count: 1 });
  const order = await placeHeldOrder(api, [{ item: item!, quantity: 1 }]);
  await clearCart(api);

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signIn(buyer, EXPORT_BUYER.email);

  // H-001, H-003: the dialog opens by itself and lists the document with its description.
  const dialog = buyer.getByRole('dialog', { name: 'Proof of Export' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Proof of Export', exact: true })).toBeVisible();
  await expect(dialog.getByText(`Order ${order.phonexOrderNumber}, shipped to`)).toBeVisible();
  await expectAccessibleLightAndDark(buyer, 'proof-of-export dialog', DIALOG);

  // asked and not uploaded yet, the document is on the seller's Documents page to chase, under a rule
  // named for whom it asks (the demo lists this buyer alone).
  const chaseContext = await browser.newContext();
  const chase = await chaseContext.newPage();
  await signInSeller(chase);
  await chase.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
  await expect(chase.getByRole('combobox', { name: 'Rule' })).toHaveText('Only for the buyers listed');
  await expect(
    chase.getByText('Only the buyers listed below are asked, for each of their on-hold orders.'),
  ).toBeVisible();
  const waiting = chase
    .getByRole('region', { name: 'Not uploaded yet' })
    .getByRole('row')
    .filter({ hasText: order.phonexOrderNumber });
  await expect(waiting).toContainText(EXPORT_BUYER.name);
  await expect(waiting).toContainText(EXPORT_BUYER.email);
  await waiting.getByRole('link', { name: order.phonexOrderNumber }).click();
  await expect(
    chase.getByRole('heading', { level: 1, name: `Order ${order.phonexOrderNumber}` }),
  ).toBeVisible();
  await chaseContext.close();

  // H-005: OK with no file chosen.
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(buyer.getByText('Please upload Proof of Export Document.')).toBeVisible();

  // Closed without a file, the order says why it cannot be paid and opens the upload again (H-010).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // In the app (a new page load opens the dialog by itself again, H-001).
  await buyer
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  // K-005: a row of the list opens the order.
  await buyer.getByRole('row').filter({ hasText: order.phonexOrderNumber }).getByRole('cell').nth(1).click();
  await expect(
    buyer.getByRole('heading', { level: 1, name: `Order # ${order.phonexOrderNumber}` }),
  ).toBeVisible();
  const toUpload = buyer
    .getByRole('alert')
    .filter({ hasText: 'Upload your proof of export: PAY AND SHIP NOW is disabled until it is approved.' })
    .filter({ visible: true });
  await expect(toUpload).toBeVisible();
  await toUpload.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeVisible();

  // One file per document, chosen as a person does (the file chooser), then OK (H-006, H-009).
  const chooser = buyer.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'File for Proof of Export' }).click();
  await (await chooser).setFiles({ name: 'bill-of-lading.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('bill-of-lading.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(
    buyer.getByText(
      "Proof of Export Document uploaded successfully. We'll notify you by email after we verify the docs you have uploaded.",
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // H-010, H-011: until the seller approves it, PAY AND SHIP NOW is disabled with the warning.
  await buyer.goto(`/orders/${order.phonexOrderNumber}`);
  await expect(
    buyer.getByRole('heading', { level: 1, name: `Order # ${order.phonexOrderNumber}` }),
  ).toBeVisible();
  const payButton = buyer.getByRole('button', { name: 'Pay And Ship Now' }).filter({ visible: true });
  await expect(payButton).toBeDisabled();
  const warning = buyer
    .getByText('PAY AND SHIP NOW is disabled until submitted Proof-Of-Export is approved.')
    .filter({ visible: true });
  await expect(warning).toBeVisible();
  await expect(buyer.getByRole('dialog', { name: 'Proof of Export' })).toBeHidden();

  // The seller finds it on the Documents page, views the file, approves it.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  const blocked: string[] = [];
  seller.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await signInSeller(seller);
  await seller.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const row = seller
    .getByRole('table', { name: 'Uploaded documents' })
    .getByRole('row')
    .filter({ hasText: order.phonexOrderNumber });
  await expect(row).toContainText(EXPORT_BUYER.name);
  await expect(row).toContainText('Waiting for review');
  // Uploaded, it is no longer among those to chase.
  await expect(
    seller
      .getByRole('region', { name: 'Not uploaded yet' })
      .getByRole('row')
      .filter({ hasText: order.phonexOrderNumber }),
  ).toHaveCount(0);
  await expectAccessible(seller, 'documents page');
  await row.getByRole('button', { name: 'View bill-of-lading.pdf' }).click();
  const viewer = seller.getByRole('dialog', { name: `bill-of-lading.pdf from ${EXPORT_BUYER.name}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Download' })).toBeVisible();
  // The PDF itself is shown (the browser's viewer in a frame the page's policy allows), not a blocked frame.
  const frame = viewer.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await expectAccessible(seller, 'document viewer', DIALOG);
  expect(blocked).toEqual([]);
  const since = new Date();
  await viewer.getByRole('button', { name: 'Approve' }).click();
  await expect(seller.getByText(`Approved: ${EXPORT_BUYER.name} is told by e-mail`)).toBeVisible();
  await expect(row).toContainText('Approved');
  // The row links to its order on the desk.
  await row.getByRole('link', { name: order.phonexOrderNumber }).click();
  await expect(
    seller.getByRole('heading', { level: 1, name: `Order ${order.phonexOrderNumber}` }),
  ).toBeVisible();

  // Live, without a reload: the buyer's button comes on and the warning goes.
  await expect(payButton).toBeEnabled();
  await expect(
    buyer.getByText('PAY AND SHIP NOW is disabled until submitted Proof-Of-Export is approved.'),
  ).toHaveCount(0);
  const mail = await waitForMail(EXPORT_BUYER.email, since, 'is approved');
  expect(mail.subject).toBe(
    `Harbor Phones: Your Proof of Export for order ${order.phonexOrderNumber} is approved`,
  );

  await buyerContext.close();
  await sellerContext.close();
});

test('a new order the rule covers cannot skip its proof: Pay And Ship Now is off and says why, and the buyer holds it', async ({
  page,
  request,
}) => {
  const api = await cartApi(request, EXPORT_BUYER.email);
  await clearCart(api);
  const [item] = await pickItems(api, { warehouse: 'MIA', count: 1 });
  await addToCart(api, item!, 1);
  await signIn(page, EXPORT_BUYER.email);
  await checkoutFromCart(page);
  await fillCheckout(page);
  // H-010: the rule covers every order of this buyer, so the pay button is off before it is pressed, saying why.
  await expect(payButton(page)).toBeDisabled();
  await expect(
    page.getByText(
      'This order needs proof of export before it ships. Hold the order, then upload the document when asked.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/MIA$/);
  await page.getByRole('button', { name: 'Hold Order For Later' }).click();
  await expect(page.getByText('Your order is on hold.')).toBeVisible();
  // The held order asks for its document at once (H-001, H-003).
  const dialog = page.getByRole('dialog', { name: 'Proof of Export' });
  await expect(dialog).toBeVisible();
  const orderNumber = ((await page.getByTestId('confirmation-order-link').textContent()) ?? '').trim();
  await expect(dialog.getByText(`Order ${orderNumber}, shipped to`)).toBeVisible();
});
