import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DIALOG, expectAccessible, MENU } from '../fixtures/a11y.ts';
import { DEMO } from '../fixtures/auth.ts';
import { answerAsSeller } from '../fixtures/cart.ts';
import {
  buyerToken,
  clearBuyerOffers,
  makeOffer,
  offerableItems,
  rowButton,
  SELLER,
  signInSeller,
} from '../fixtures/seller.ts';
import { type SideServer, sideServer, temporaryPasswordOf } from '../fixtures/side-server.ts';

/**
 * Every screen of the seller console, and its dialogs, scanned with axe (WCAG 2.1 A/AA): no serious or critical
 * violation. The console has one colour mode (the tenant's light theme, no dark mode), so each screen is scanned
 * once; wide screens show tables, phones show cards, so both widths are scanned.
 */

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** A link of the side navigation (on a phone it is in the drawer the menu button opens). */
const nav = (page: Page, name: string | RegExp) => page.getByRole('link', { name });

test.use({ viewport: { width: 1366, height: 900 } });

test('sign-in page', async ({ page }) => {
  await page.goto('/seller/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'sign-in');
  await page.getByLabel('E-mail').fill(SELLER.email);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'sign-in refused');
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`home, offers, stock, settings and outbox at ${viewport.width}px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const token = await buyerToken(request, DEMO.buyer.email);
    await clearBuyerOffers(request, token);
    const [waiting, countered] = await offerableItems(request, token, 2);
    await makeOffer(request, token, waiting!);
    // A countered offer fills the history, and its mail to the buyer the outbox.
    const counteredId = await makeOffer(request, token, countered!);
    await answerAsSeller(request, [
      { offerId: counteredId, action: 'COUNTER', counterPrice: Math.floor(countered!.listPrice * 0.95) },
    ]);
    const phone = viewport.width < 900;

    await signInSeller(page);
    await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
    await expectAccessible(page, `home at ${viewport.width}px`);

    if (phone) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(nav(page, /^Offers/)).toBeVisible();
      await expectAccessible(page, `navigation drawer at ${viewport.width}px`);
    }
    await nav(page, /^Offers/).click();
    await expect(heading(page, 'Offers')).toBeVisible();
    await expect(page.getByText(waiting!.itemNumber).first()).toBeVisible();
    await expectAccessible(page, `offers inbox at ${viewport.width}px`);

    await rowButton(page, 'Counter', waiting!).first().click();
    await expect(page.getByRole('dialog', { name: 'Counter offer' })).toBeVisible();
    await expectAccessible(page, `counter dialog at ${viewport.width}px`, DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await rowButton(page, 'Reject', waiting!).first().click();
    await expect(page.getByRole('dialog', { name: 'Reject this offer?' })).toBeVisible();
    await expectAccessible(page, `reject dialog at ${viewport.width}px`, DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText(countered!.itemNumber).first()).toBeVisible();
    await expectAccessible(page, `offer history at ${viewport.width}px`);

    await page.getByRole('tab', { name: 'Auto-rules' }).click();
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByRole('dialog', { name: 'Add auto-rule' })).toBeVisible();
    await expectAccessible(page, `add auto-rule dialog at ${viewport.width}px`, DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectAccessible(page, `auto-rules at ${viewport.width}px`);

    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, `offer settings at ${viewport.width}px`);

    await page.goto('/seller/stock');
    await expect(heading(page, 'Stock')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expectAccessible(page, `stock at ${viewport.width}px`);
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('textbox', { name: /^Available quantity of / })).toBeVisible();
    await expectAccessible(page, `stock, editing an item at ${viewport.width}px`);

    await page.goto('/seller/settings');
    await expect(heading(page, 'Settings')).toBeVisible();
    await expectAccessible(page, `settings at ${viewport.width}px`);

    await page.goto('/seller/outbox');
    await expect(heading(page, 'Outbox')).toBeVisible();
    const mail = page.getByRole('button', { name: /offer/i }).first();
    await expect(mail).toBeVisible();
    await expectAccessible(page, `outbox at ${viewport.width}px`);
    await mail.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `outbox mail at ${viewport.width}px`, DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expectAccessible(page, `account menu at ${viewport.width}px`, MENU);

    await clearBuyerOffers(request, token);
  });
}

async function inventory(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Stock');
  sheet.addRow(['Item #', 'Warehouse', 'Description', 'Available Quantity', 'List Price']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('stock upload dialog and its review', async ({ page, request }) => {
  const token = await buyerToken(request, DEMO.buyer.email);
  const [item] = await offerableItems(request, token, 1);
  await signInSeller(page, '/seller/stock');
  await expect(heading(page, 'Stock')).toBeVisible();
  await page.getByRole('button', { name: 'Upload inventory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload inventory' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'upload dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'inventory.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await inventory([
      [item!.itemNumber, 'MIA', item!.skuDescription, item!.quantityAvailable + 1, item!.listPrice],
      ['NO-SUCH-ITEM', 'MIA', '', 5, 10],
    ]),
  });
  const review = page.getByRole('dialog', { name: 'Review inventory.xlsx' });
  await expect(review.getByText('1 to update')).toBeVisible();
  await expectAccessible(page, 'upload review');
  // Nothing is applied.
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();
});

test.describe('on a server prepared by the operator CLI', () => {
  let side: SideServer;
  let invitedEmail: string;
  let temporaryPassword: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    side = sideServer('a11y-seller', 60);
    await side.seedDemo();
    invitedEmail = `a11y-seller-${Date.now()}@harbor.test`;
    temporaryPassword = temporaryPasswordOf(
      await side.cli(['user', 'invite', '--tenant', 'harbor', '--email', invitedEmail, '--group', 'Seller']),
    );
    await side.start();
  });

  test.afterAll(async () => {
    await side?.stop();
  });

  test('the new-password challenge', async ({ page }) => {
    await page.goto(`${side.origin}/seller/`);
    await page.getByLabel('E-mail').fill(invitedEmail);
    await page.getByLabel('Password', { exact: true }).fill(temporaryPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expectAccessible(page, 'new-password challenge');
  });
});
