/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { DEMO, passwordInput, signIn, submitSignIn } from '../fixtures/auth.ts';

test.describe('buyer sign-in (B-001…B-010, A-014, A-015)', () => {
  test('a buyer signs in and lands on the stock list', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Harbor Phones Wholesale Login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute(
      'href',
      'https://harbor.example/apply',
    );
    await expect(page.getByText('New to Harbor Phones?').first()).toBeVisible();

    await submitSignIn(page, DEMO.buyer.email);

    await expect(page).toHaveURL(/\/stock$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();
    await expect(page).toHaveTitle('Harbor Phones Wholesale Stocklist');
    await expect(page.getByRole('button', { name: `Account menu for ${DEMO.buyer.name}` })).toHaveText('DR');
  });

  test('empty fields, a malformed e-mail and a wrong password are refused with the spec messages', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByText('Username cannot be empty')).toBeVisible();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();

    // B-003: the e-mail format is checked when the field loses focus.
    await page.getByLabel('Email').fill('not-an-email');
    await passwordInput(page).focus();
    await expect(page.getByText('invalid email')).toBeVisible();

    await submitSignIn(page, DEMO.buyer.email, 'Wrong-password-1');
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The focus is back in the password, to type it again.
    await expect(passwordInput(page)).toBeFocused();
  });

  test('a seller signing in to the buyer portal is told to use the other website (B-008)', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await submitSignIn(page, DEMO.seller.email);

    await expect(
      page.getByText(`You have logged into wrong website. Kindly login into ${baseURL}/seller/`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `${baseURL}/seller/` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
    // Signed out: a protected page sends them back to sign-in.
    await page.goto('/stock');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-out visitor of a deep link is sent to sign-in and then back there', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/$/);
    await submitSignIn(page, DEMO.viewer.email);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    // a signed-in user opening / goes on to the stock list.
    await page.goto('/');
    await expect(page).toHaveURL(/\/stock$/);
  });

  test('two tabs opened at once both stay signed in (refreshes do not race)', async ({ page, context }) => {
    await signIn(page, DEMO.buyer.email);
    const second = await context.newPage();
    // Both tabs restore the session through the rotating refresh cookie at the same moment.
    await Promise.all([page.reload(), second.goto('/stock')]);
    for (const tab of [page, second]) {
      await expect(tab.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();
    }
    // And both still hold a live session afterwards.
    await Promise.all([page.reload(), second.reload()]);
    for (const tab of [page, second]) {
      await expect(tab.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();
    }
  });

  test('the session survives a reload through the refresh cookie (B-010)', async ({ page }) => {
    await signIn(page, DEMO.prospect.email);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();
    // The ID token lives in memory only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});
