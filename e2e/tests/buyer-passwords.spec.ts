import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, passwordInput, submitSignIn } from '../fixtures/auth.ts';
import { sendResetCode } from '../fixtures/mail.ts';
import { type SideServer, sideServer, temporaryPasswordOf } from '../fixtures/side-server.ts';

/**
 * The invited buyer comes from the operator CLI, which needs its own PGlite data directory: these tests run
 * against a second server prepared by the CLI (fixtures/side-server.ts), so they change no password the
 * other specs rely on.
 */
let side: SideServer;
let invitedEmail: string;
let temporaryPassword: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  side = sideServer('passwords');
  await side.seedDemo();
  invitedEmail = `invited-${Date.now()}@harbor.test`;
  temporaryPassword = temporaryPasswordOf(
    await side.cli(['user', 'invite', '--tenant', 'harbor', '--email', invitedEmail, '--group', 'Buyer']),
  );
  await side.start();
});

test.afterAll(async () => {
  await side?.stop();
});

test('an invited buyer must choose a new password that meets the policy (B-011…B-014)', async ({ page }) => {
  await page.goto(`${side.origin}/`);
  await submitSignIn(page, invitedEmail, temporaryPassword);

  await expect(page.getByRole('heading', { name: 'New Password' })).toBeVisible();
  const change = page.getByRole('button', { name: 'CHANGE' });
  const newPassword = page.getByRole('textbox', { name: 'New Password', exact: true });
  await expect(change).toBeDisabled();

  await newPassword.fill('short');
  await expect(change).toBeDisabled();
  await expect(page.getByRole('listitem').filter({ hasText: 'A lowercase letter' })).toContainText('met');
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText(
    'not met',
  );

  await newPassword.fill('Harbor-buyer-2');
  await expect(change).toBeEnabled();
  await change.click();

  await expect(page).toHaveURL(/\/stock$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();
});

test('a buyer resets a forgotten password with the code from the e-mail (B-024…B-031)', async ({ page }) => {
  const email = DEMO.buyer.email;
  await page.goto(`${side.origin}/`);
  await page.getByRole('link', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

  // B-028: validated on blur.
  await page.getByLabel('Email').fill('nobody');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('invalid email')).toBeVisible();

  const { code } = await sendResetCode(page, email);

  const codeField = page.getByLabel('Verification Code');
  await codeField.fill('12ab');
  await codeField.blur();
  await expect(page.getByText('Invalid number')).toBeVisible();
  await codeField.fill(code);

  const submit = page.getByRole('button', { name: 'Submit' });
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('weakpassword');
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Harbor-reset-3');
  await expect(submit).toBeEnabled();
  await submit.click();

  // B-030: back at / with a success message; the new password works, the old one does not.
  await expect(page).toHaveURL(`${side.origin}/`);
  await expect(
    page.getByText('Your password has been reset. Please sign in with your new password.'),
  ).toBeVisible();
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password' })).toBeVisible();
  await passwordInput(page).fill('Harbor-reset-3');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/stock$/);
});

test('the reset link of the e-mail opens step 2 directly, asking for the e-mail too (B-027)', async ({
  page,
}) => {
  await page.goto(`${side.origin}/reset-password?resetPswdFromEmail=true`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Verification Code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Code' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
});
