import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../fixtures/auth.ts';
import { sendResetCode } from '../fixtures/mail.ts';
import { type SideServer, sideServer } from '../fixtures/side-server.ts';

/**
 * Staff forgot / new password in the seller console (docs/decisions/015), as the portal's reset with the spec's
 * words (B-024…B-031). A second server of our own (fixtures/side-server.ts) holds the staff member whose password
 * changes, so no other spec's sign-in is touched; its mail reaches the run's test SMTP server.
 */
let side: SideServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  side = sideServer('staff-passwords', 51);
  await side.seedDemo();
  await side.start();
});

test.afterAll(async () => {
  await side?.stop();
});

async function signInToConsole(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a staff member resets a forgotten password with the code from the e-mail', async ({ page }) => {
  const email = DEMO.seller.email;
  await page.goto(`${side.origin}/seller/`);
  await page.getByRole('link', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/seller\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

  // Checked on blur, as the portal's (B-028).
  await page.getByLabel('Email').fill('nobody');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('invalid email')).toBeVisible();

  const { mail, code } = await sendResetCode(page, email);
  expect(mail.text).toContain(`${side.origin}/seller/reset-password?resetPswdFromEmail=true`);

  const codeField = page.getByLabel('Verification Code');
  await codeField.fill('12ab');
  await codeField.blur();
  await expect(page.getByText('Invalid number')).toBeVisible();
  await codeField.fill(code);

  const submit = page.getByRole('button', { name: 'Submit' });
  const newPassword = page.getByRole('textbox', { name: 'New Password', exact: true });
  await newPassword.fill('weakpassword');
  await expect(submit).toBeDisabled();
  await newPassword.fill('Harbor-staff-4');
  await expect(submit).toBeEnabled();
  await submit.click();

  // Back on the sign-in page with the success message; the old password no longer works, the new one does.
  await expect(page).toHaveURL(/\/seller\/sign-in$/);
  await expect(
    page.getByText('Your password has been reset. Please sign in with your new password.'),
  ).toBeVisible();
  await signInToConsole(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
  await page.getByLabel('Password', { exact: true }).fill('Harbor-staff-4');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();

  // The code worked once: the mail's link with it again is refused with the server's message.
  await page.context().clearCookies();
  await page.goto(`${side.origin}/seller/reset-password?resetPswdFromEmail=true`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Verification Code').fill(code);
  await newPassword.fill('Harbor-staff-5');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code provided, please try again');
});

test('the mail’s link opens the code step directly, asking for the e-mail too', async ({ page }) => {
  await page.goto(`${side.origin}/seller/reset-password?resetPswdFromEmail=true`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Verification Code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Code' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
