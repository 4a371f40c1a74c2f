import { expect, type Page, test } from '@playwright/test';

/**
 * Staff roles in the seller console (docs/decisions/016): the owner invites a staff member, the invite mail with its
 * temporary password is in the Outbox, the new member signs in with it, chooses a password and lands in the console;
 * a read-only member sees the console without write buttons; the audit log lists the invite.
 */

const PASSWORD = 'Portico-demo-1';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/seller/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the owner invites a staff member, who signs in with the mailed temporary password and sets their own', async ({
  page,
  browser,
}) => {
  const email = `staff-${Date.now()}@harbor.test`;
  await signIn(page, 'seller@harbor.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Invite a staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Newhire');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invited')).toBeVisible();
  await expect(row.getByRole('combobox', { name: 'Role of Nora Newhire' })).toHaveText('Operations');

  // The invite mail is in the Outbox; the owner reads its temporary password there.
  await nav(page).getByRole('link', { name: 'Outbox' }).click();
  const mail = page.getByRole('table', { name: 'Mails' }).getByRole('row').filter({ hasText: email });
  await mail.getByRole('button', { name: /seller console account/ }).click();
  const message = page.getByRole('dialog').getByLabel('Message');
  await expect(message).toContainText('Temporary password:');
  const temporary = /Temporary password: (\S+)/.exec((await message.textContent()) ?? '')?.[1];
  expect(temporary).toBeDefined();

  // The audit log lists the invite in words, by the owner, naming the new member (a link to Staff) and what it set.
  await page.keyboard.press('Escape');
  await nav(page).getByRole('link', { name: 'Audit log' }).click();
  const entry = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: 'Invited a staff member' })
    .filter({ hasText: email })
    .first();
  await expect(entry).toContainText('seller@harbor.test');
  await expect(entry).toContainText('Staff member');
  await expect(entry).toContainText('Staff role');
  await expect(entry).toContainText('Operations');
  await expect(entry).not.toContainText('OPERATIONS');
  await entry.getByRole('link', { name: 'Nora Newhire' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await page.goBack();
  // The filter names the actions in words too.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Invited a staff member' }).click();
  await expect(
    page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Invited a buyer' }),
  ).toHaveCount(0);
  await expect(page).toHaveURL(/action=staff\.invite/);

  // The new member signs in with it in a browser of their own and must choose a password first.
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await signIn(newcomer, email, temporary!);
  await newcomer.getByLabel('New password', { exact: true }).fill('Nora-own-pass-1');
  await newcomer.getByLabel('Confirm new password').fill('Nora-own-pass-1');
  await newcomer.getByRole('button', { name: 'Change password' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Welcome, Nora' })).toBeVisible();
  // An operations member runs the business but does not manage staff.
  await expect(nav(newcomer).getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav(newcomer).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await context.close();
});

test('a read-only staff member sees the console without write buttons', async ({ page }) => {
  await signIn(page, 'readonly@harbor.test');
  await expect(page.getByRole('heading', { name: 'Welcome, Rory' })).toBeVisible();
  await expect(page.getByText(/seller console to look, not change/)).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Audit log' })).toBeVisible();

  await nav(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Hold orders for' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save order settings' })).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Stock' }).click();
  await expect(page.getByRole('button', { name: /Export/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload inventory' })).toHaveCount(0);
  // The rows are there, without their inline edit.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(
    page.getByText('Your role lets you see the stock and export it, not change it.', { exact: false }),
  ).toBeVisible();
  // Which items take offers is shown, without the switch that would change it.
  await expect(page.getByRole('columnheader', { name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Offers' }).click();
  await expect(
    page.getByText("Your role lets you see buyers' offers, not answer them.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Auto-rules' }).click();
  await expect(
    page.getByText('Your role lets you see the auto-rules, not change them.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add rule' })).toHaveCount(0);

  // The staff page itself tells a non-owner who may use it (the server refuses the list anyway).
  await page.goto('/seller/staff');
  await expect(page.getByText('Only an owner can manage the staff.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite a staff member' })).toHaveCount(0);
});
