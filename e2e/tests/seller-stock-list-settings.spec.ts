import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, submitSignIn } from '../fixtures/auth.ts';
import { makeOffer, offerableItems } from '../fixtures/seller.ts';
import { type SideServer, sideServer } from '../fixtures/side-server.ts';
import { filterGroup, itemsTotal } from '../fixtures/stock.ts';

/**
 * Settings › Stock list (C-056): the seller renames a filter heading and a grade in the console, and the buyer's
 * open stock list shows the new names without a reload. On a server of its own: the run's other tests read the
 * demo's headings and grade names.
 */
test.describe('the stock list settings reach open portals', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let side: SideServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    side = sideServer('stock-list', 80);
    await side.seedDemo();
    await side.start();
  });

  test.afterAll(async () => {
    await side?.stop();
  });

  test('a heading and a grade renamed in the console show in the buyer’s stock list at once', async ({
    page,
    browser,
  }) => {
    // The buyer's stock list, open before the change.
    await page.goto(`${side.origin}/`);
    await submitSignIn(page, DEMO.buyer.email);
    await expect(page).toHaveURL(/\/stock$/);
    await expect(itemsTotal(page)).toHaveText(/\d/);
    await expect(filterGroup(page, 'Manufacturer')).toBeVisible();
    await expect(
      filterGroup(page, 'Grade')
        .getByRole('checkbox', { name: /^Grade A \d/ })
        .first(),
    ).toBeVisible();

    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const console = await staff.newPage();
      await console.goto(`${side.origin}/seller/`);
      await console.getByLabel('E-mail').fill('seller@harbor.test');
      await console.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await console.getByRole('button', { name: 'Sign in' }).click();
      await console.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
      const card = console.getByRole('region', { name: 'Stock list' });
      const save = card.getByRole('button', { name: 'Save settings' });
      await expect(save).toBeDisabled();

      // The contract's own check first: nothing is sent.
      await card.getByRole('textbox', { name: 'Largest quantity shown' }).fill('0');
      await save.click();
      await expect(
        card.getByText('The quantity shown must be a whole number from 1 to 1,000,000').first(),
      ).toBeVisible();
      await card.getByRole('textbox', { name: 'Largest quantity shown' }).fill('250');

      await card.getByRole('textbox', { name: 'Heading for Manufacturer', exact: true }).fill('Brand');
      await card.getByRole('textbox', { name: 'Name of A', exact: true }).fill('Like new');
      await save.click();
      await expect(console.getByText('Stock list settings saved')).toBeVisible();
      await expect(save).toBeDisabled();

      // After a reload the console shows what was saved.
      await console.reload();
      await expect(
        console
          .getByRole('region', { name: 'Stock list' })
          .getByRole('textbox', { name: 'Heading for Manufacturer', exact: true }),
      ).toHaveValue('Brand');
    } finally {
      await staff.close();
    }

    // The buyer's page, never reloaded, follows.
    await expect(filterGroup(page, 'Brand')).toBeVisible();
    await expect(filterGroup(page, 'Manufacturer')).toHaveCount(0);
    await expect(
      filterGroup(page, 'Grade')
        .getByRole('checkbox', { name: /^Like new \d/ })
        .first(),
    ).toBeVisible();
  });

  test('the cart’s schedule note written in the console shows in the buyer’s open cart', async ({
    page,
    browser,
    playwright,
  }) => {
    // An offer awaiting the seller's answer: the cart's tab of those shows the note.
    const api = await playwright.request.newContext({ baseURL: side.origin });
    const signedIn = await api.post('/identity/sign-in', {
      data: { email: DEMO.buyer.email, password: DEMO_PASSWORD },
    });
    const { idToken } = (await signedIn.json()) as { idToken: string };
    const [item] = await offerableItems(api, idToken, 1);
    await makeOffer(api, idToken, item!, 2);
    await api.dispose();

    await page.goto(`${side.origin}/`);
    await submitSignIn(page, DEMO.buyer.email);
    await expect(page).toHaveURL(/\/stock$/);
    await page.goto(`${side.origin}/cart`);
    await page.getByRole('tab', { name: /Offers awaiting the seller's review/ }).click();
    await expect(page.getByText(/Offers are reviewed every weekday/)).toBeVisible();

    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const console = await staff.newPage();
      await console.goto(`${side.origin}/seller/offers/settings`);
      await console.getByLabel('E-mail').fill('seller@harbor.test');
      await console.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await console.getByRole('button', { name: 'Sign in' }).click();
      const card = console.getByRole('region', { name: 'Note in the cart' });
      await card
        .getByRole('textbox', { name: 'Note' })
        .fill('Revisamos las ofertas a las 10:00 y a las 15:00.');
      await card.getByRole('button', { name: 'Save note' }).click();
      await expect(console.getByText('Note saved')).toBeVisible();
    } finally {
      await staff.close();
    }

    // The open cart follows without a reload.
    await expect(page.getByText('Revisamos las ofertas a las 10:00 y a las 15:00.')).toBeVisible();
    await expect(page.getByText(/Offers are reviewed every weekday/)).toHaveCount(0);
  });
});
