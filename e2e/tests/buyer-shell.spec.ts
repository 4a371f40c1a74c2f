/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { DEMO, logOut, signIn, submitSignIn } from '../fixtures/auth.ts';

test.describe('the signed-in shell (B-018…B-023, B-033…B-047, A-021…A-031)', () => {
  test('menu, banner, footer, WhatsApp and logout with confirmation', async ({ page }) => {
    await signIn(page, DEMO.buyer.email);

    // B-035…B-040: every entry for a buyer with every authority.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Stocklist', 'Cart and Offers', 'Auctions', 'Pre Orders', 'Orders', 'Returns']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // B-043: the menu header links to / and tells the app version on hover.
    await expect(nav.getByRole('link').first()).toHaveAttribute('title', /^Version \d+\.\d+\.\d+/);
    // authorities and menu are kept in local storage.
    const authorities = await page.evaluate(() => localStorage.getItem('portico.authorities'));
    expect(JSON.parse(authorities ?? '{}')).toMatchObject({ CAN_BUY_ONLINE: true });

    // the active banner, dismissible.
    const banners = page.getByRole('region', { name: 'Announcements' });
    await expect(banners.getByText('Holiday schedule:')).toBeVisible();
    await banners.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(page.getByText('Holiday schedule:')).toBeHidden();

    // footer links open in a new tab.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© Harbor Phones LLC. All rights reserved.')).toBeVisible();
    const privacy = footer.getByRole('link', { name: /Privacy Policy/ });
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('rel', /noopener/);

    // WhatsApp to the sales rep, on /stock only.
    const whatsApp = page.getByRole('link', { name: 'Chat with your sales rep on WhatsApp' });
    await expect(whatsApp).toHaveAttribute('href', 'https://wa.me/14155550134');
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(whatsApp).toBeHidden();

    // B-020: My Preferences from the user menu.
    await page.getByRole('button', { name: `Account menu for ${DEMO.buyer.name}` }).click();
    await page.getByRole('menuitem', { name: 'My Preferences' }).click();
    await expect(page).toHaveURL(/\/preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Preferences' })).toBeVisible();

    // B-021: Cancel keeps the session, Logout ends it.
    await page.getByRole('button', { name: `Account menu for ${DEMO.buyer.name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/preferences$/);

    await logOut(page, DEMO.buyer.name);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
    // B-022: local storage holds nothing of the session any more.
    expect(await page.evaluate(() => localStorage.getItem('portico.authorities'))).toBeNull();
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a session ended in another tab: the next step says so and signing in again goes back there (A-015)', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.buyer.email);
    await page.goto('/stock-alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Alerts' })).toBeVisible();
    // The buyer logs out in a second tab of the same browser.
    const other = await context.newPage();
    await other.goto('/preferences');
    await logOut(other, DEMO.buyer.name);
    await other.close();
    // Back in the first tab, the next step needs the session: sign in again, told why, no raw server text.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Orders', exact: true })
      .click();
    await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(page.getByText('Missing or invalid authorization')).toHaveCount(0);
    await submitSignIn(page, DEMO.buyer.email);
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('a browse-only buyer gets no Cart entry, and the dashboard links to what they may use', async ({
    page,
  }) => {
    await signIn(page, DEMO.viewer.email);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cart and Offers' })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByText('Harbor Phones', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Buyer Dashboard' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Stocklist/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Orders/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Cart and Offers/ })).toHaveCount(0);

    // A-016, A-017, A-019: /help, the stub pages and the terms of sale.
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Buyer Dashboard' })).toBeVisible();
    await page.goto('/auctions');
    await expect(page.getByRole('heading', { level: 1, name: 'Auctions' })).toBeVisible();
    await page.goto('/terms-of-sale');
    await expect(page).toHaveTitle('Harbor Phones Wholesale Terms of Sale');
    await expect(page.getByText('All devices are sold as graded.')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('on a phone the menu is a drawer plus a bottom bar with the Stock Alerts shortcut', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // 127.0.0.1 is Harbor too; a second host name keeps this run under the per-host sign-in rate limit.
    await signIn(page, DEMO.prospect.email, { origin: baseURL?.replace('localhost', '127.0.0.1') });
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    await quickLinks.getByRole('link', { name: 'Stock Alerts' }).click();
    await expect(page).toHaveURL(/\/stock-alerts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Alerts' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawerNav = page.getByRole('navigation', { name: 'Main navigation' }).filter({ visible: true });
    await drawerNav.getByRole('link', { name: 'Returns', exact: true }).click();
    await expect(page).toHaveURL(/\/returns$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  });
});
