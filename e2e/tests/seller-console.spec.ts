import { expect, type Page, test } from '@playwright/test';
import { fastAxe } from '../fixtures/a11y.ts';
import { sideServer, temporaryPasswordOf } from '../fixtures/side-server.ts';

/** The seller console at /seller/ (DESIGN §1): tenant branding, sign-in for the Seller group only, sign-out. */

const PASSWORD = 'Portico-demo-1';

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a Harbor seller signs in and sees the branded home', async ({ page }) => {
  await page.goto('/seller/');
  await expect(page).toHaveTitle('Harbor Phones Seller Console');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await signIn(page, 'seller@harbor.test');

  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Harbor Phones', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/?$/);
  // The tab names the screen before the tenant's console, and follows the navigation.
  await expect(page).toHaveTitle('Home · Harbor Phones Seller Console');

  // The ID token is in memory only; a reload restores the session through the refresh cookie.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  await expect(page).toHaveTitle('Home · Harbor Phones Seller Console');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveTitle('Orders · Harbor Phones Seller Console');
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/seller/');
  await page.getByLabel('E-mail').fill('seller@harbor.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
});

test('a buyer is refused and pointed to the buyer portal', async ({ page, baseURL }) => {
  await page.goto('/seller/');
  await signIn(page, 'buyer@harbor.test');

  await expect(page.getByText("This console is for the seller's staff. Buyers sign in at")).toBeVisible();
  const portal = `${new URL(baseURL!).origin}/`;
  await expect(page.getByRole('link', { name: portal })).toHaveAttribute('href', portal);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The buyer was signed out on the server too: a reload does not bring a session back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeHidden();
});

test('a Summit seller on summit.localhost sees the Summit brand', async ({ page, baseURL }) => {
  const summit = new URL(baseURL!);
  summit.hostname = 'summit.localhost';
  await page.goto(new URL('/seller/', summit).href);
  await expect(page).toHaveTitle('Summit Mobile Trade Seller Console');

  await signIn(page, 'seller@summit.test');

  await expect(page.getByRole('heading', { name: 'Welcome, Jo' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Summit Mobile Trade', { exact: true })).toBeVisible();
});

test('signing out returns to the sign-in page', async ({ page }) => {
  await page.goto('/seller/');
  await signIn(page, 'seller@harbor.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page.getByText('You are signed out.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('one browser signed in to the portal as a buyer and to the console as staff keeps both sessions', async ({
  context,
}) => {
  // A seller trying their own portal as a buyer in another tab: the two sessions must not replace each other.
  const portal = await context.newPage();
  await portal.goto('/');
  await portal.getByLabel('Email').fill('buyer@harbor.test');
  await portal.locator('input[type=password]').fill(PASSWORD);
  await portal.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(portal).toHaveURL(/\/stock$/);

  const desk = await context.newPage();
  await desk.goto('/seller/');
  await signIn(desk, 'seller@harbor.test');
  await expect(desk.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();

  // Each reload restores its own session through its own cookie, in either order, twice.
  for (let round = 0; round < 2; round++) {
    await portal.reload();
    await expect(portal).toHaveURL(/\/stock$/);
    await expect(portal.getByRole('button', { name: 'Account menu for Dana Reyes' })).toBeVisible();
    await desk.reload();
    await expect(desk.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  }

  // Signing out of the console leaves the portal signed in.
  await desk.getByRole('button', { name: 'Account' }).click();
  await desk.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(desk.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await portal.reload();
  await expect(portal).toHaveURL(/\/stock$/);
});

test('the first seller of a new tenant sets a new password at first sign-in', async ({ page }) => {
  test.setTimeout(120_000);
  // A server of its own, on which the operator CLI creates a tenant and its first seller (temporary password).
  const side = sideServer('seller-first', 70);
  try {
    await side.seedDemo();
    const created = await side.cli([
      'tenant',
      'create',
      '--slug',
      'coastal',
      '--name',
      'Coastal Devices',
      '--domain',
      'coastal.localhost',
      '--seller-email',
      'owner@coastal.test',
    ]);
    const temporary = temporaryPasswordOf(created);
    await side.start();
    await page.goto(`${side.origin.replace('localhost', 'coastal.localhost')}/seller/`);
    await page.getByLabel('E-mail').fill('owner@coastal.test');
    await page.getByLabel('Password', { exact: true }).fill(temporary);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const change = page.getByRole('button', { name: 'Change password' });
    await page.getByLabel('New password', { exact: true }).fill('short');
    await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText(
      'not met',
    );
    await expect(change).toBeDisabled();

    await page.getByLabel('New password', { exact: true }).fill('Coastal-new-2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Coastal-new-3');
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(change).toBeDisabled();

    await page.getByLabel('Confirm new password', { exact: true }).fill('Coastal-new-2');
    await change.click();
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(page.getByText('Coastal Devices').first()).toBeVisible();

    // The new password is the one that works from now on.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByLabel('E-mail').fill('owner@coastal.test');
    await page.getByLabel('Password', { exact: true }).fill('Coastal-new-2');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  } finally {
    await side.stop();
  }
});

test('the sign-in page and the home page pass an accessibility scan', async ({ page }) => {
  await page.goto('/seller/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await fastAxe(page).analyze()).violations).toEqual([]);

  await signIn(page, 'seller@harbor.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  expect((await fastAxe(page).analyze()).violations).toEqual([]);
});
