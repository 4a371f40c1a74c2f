import { type Browser, expect, type Page, test } from '@playwright/test';
import { DIALOG, expectAccessible } from '../fixtures/a11y.ts';
import { submitSignIn } from '../fixtures/auth.ts';
import { API, bearer, sellerToken, signInSeller } from '../fixtures/seller.ts';

/**
 * The seller console's Buyers (docs/decisions/017): a buyer invited in the console gets the temporary password
 * through the Outbox and chooses their own at the first sign-in; a revoked CAN_BUY_ONLINE reaches the buyer's open
 * portal without a reload, and a deactivation signs that portal out. Each test invites its own buyer, so no demo
 * account changes.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const NEW_PASSWORD = 'Harbor-invited-7';

async function openBuyersInConsole(page: Page): Promise<void> {
  await signInSeller(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buyers' }).click();
  await expect(page.getByRole('heading', { name: 'Buyers', level: 1 })).toBeVisible();
}

/** A second browser window: the buyer's own, with its own cookies. */
async function buyerWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

test('invite a buyer: the mail is in the Outbox, the buyer signs in with it and sets a new password', async ({
  page,
  browser,
}) => {
  const email = `invited-${Date.now()}@example.test`;
  await openBuyersInConsole(page);
  await page.getByRole('button', { name: 'Invite buyer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite buyer' });
  await dialog.getByLabel('E-mail').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('First name').fill('Noa');
  await dialog.getByLabel('Last name').fill('Berg');
  await dialog.getByLabel('Company').fill('Berg Phones');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${email}: the mail is in the Outbox`)).toBeVisible();

  // The list finds the new buyer by company.
  await page.getByRole('textbox', { name: 'Search by name, company or e-mail' }).fill('Berg Phones');
  await expect(page).toHaveURL(/[?&]q=Berg/);
  await expect(page.getByRole('table', { name: 'Buyers' }).getByRole('row')).toHaveCount(2);
  await expect(
    page.getByRole('table', { name: 'Buyers' }).getByRole('link', { name: 'Noa Berg' }),
  ).toBeVisible();

  // The invitation in the Outbox.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
  await page.getByRole('button', { name: 'Your Harbor Phones account' }).first().click();
  const mail = page.getByRole('dialog', { name: 'Your Harbor Phones account' });
  await expect(mail.getByText(`E-mail: ${email}`)).toBeVisible();
  const text = (await mail.getByLabel('Message').textContent()) ?? '';
  const temporary = /Temporary password: (\S+)/.exec(text)?.[1];
  expect(temporary, text).toBeTruthy();

  // The buyer signs in with it and must choose a new password.
  const portal = await buyerWindow(browser);
  await portal.goto('/');
  await submitSignIn(portal, email, temporary);
  await expect(portal.getByRole('heading', { name: 'New Password' })).toBeVisible();
  await portal.getByRole('textbox', { name: 'New Password', exact: true }).fill(NEW_PASSWORD);
  await portal.getByRole('button', { name: 'CHANGE' }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();
  await portal.context().close();
});

test('revoking CAN_BUY_ONLINE takes Buy away from the open portal; deactivating signs it out', async ({
  page,
  browser,
  request,
}) => {
  // A buyer with every authority and a password of their own (invited and set up through the API).
  const email = `live-${Date.now()}@example.test`;
  const invite = await request.post(`${API}/seller/buyers`, {
    headers: bearer(await sellerToken(request)),
    data: {
      email,
      firstName: 'Lee',
      lastName: 'Live',
      company: 'Live Mobile',
      status: 'ACTIVE',
      authorities: ['CAN_BUY_ONLINE', 'CAN_VIEW_ORDER', 'CAN_UPDATE_ORDER'],
    },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  const buyerId = ((await invite.json()) as { id: string }).id;
  const outbox = await request.get(`${API}/seller/outbox?size=100`, {
    headers: bearer(await sellerToken(request)),
  });
  const mails = ((await outbox.json()) as { mails: { id: string; to: string }[] }).mails;
  const mailId = mails.find((m) => m.to === email)?.id;
  const mailRes = await request.get(`${API}/seller/outbox/${mailId}`, {
    headers: bearer(await sellerToken(request)),
  });
  const temporary = /Temporary password: (\S+)/.exec(((await mailRes.json()) as { text: string }).text)?.[1];
  const first = await request.post('/identity/sign-in', { data: { email, password: temporary } });
  const { session } = (await first.json()) as { session: string };
  const done = await request.post('/identity/complete-new-password', {
    data: { session, newPassword: NEW_PASSWORD },
  });
  expect(done.ok(), await done.text()).toBe(true);

  // The buyer's portal is open on the stock list, able to buy.
  const portal = await buyerWindow(browser);
  await portal.goto('/');
  await submitSignIn(portal, email, NEW_PASSWORD);
  await expect(portal.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();
  const cartLink = portal
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Cart/ });
  await expect(cartLink).toBeVisible();
  const browseOnly = portal.getByRole('note').filter({ hasText: 'not buy online' });
  await expect(browseOnly).toBeHidden();

  // The seller revokes online buying on the buyer's page.
  await openBuyersInConsole(page);
  await page.goto(`/seller/buyers/${buyerId}`);
  await expect(page.getByRole('heading', { name: 'Lee Live', level: 1 })).toBeVisible();
  const authorities = page.getByRole('region', { name: 'Authorities' });
  await authorities.getByRole('checkbox', { name: 'Buy online (cart, offers, checkout)' }).uncheck();
  await authorities.getByRole('button', { name: 'Save authorities' }).click();
  await expect(page.getByText('Authorities saved')).toBeVisible();

  // Without a reload, the portal browses only: no Cart, and Buy is disabled with the reason.
  await expect(browseOnly).toBeVisible();
  await expect(cartLink).toBeHidden();

  // The seller deactivates the buyer: the open portal is signed out, with the reason.
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Lee Live?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Buyer deactivated')).toBeVisible();
  await expect(portal.getByText('Your account has been deactivated.', { exact: false })).toBeVisible();
  await expect(portal.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  await portal.context().close();
});

test('a staff password reset signs the open portal out with the admin reset message, as the mail’s link does (B-017)', async ({
  page,
  browser,
  request,
}) => {
  const email = `reset-${Date.now()}@example.test`;
  const seller = bearer(await sellerToken(request));
  const invite = await request.post(`${API}/seller/buyers`, {
    headers: seller,
    data: { email, firstName: 'Rae', lastName: 'Reset', company: '', status: 'ACTIVE', authorities: [] },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  const buyerId = ((await invite.json()) as { id: string }).id;
  const temporaryOf = async (subject: string) => {
    const list = await request.get(`${API}/seller/outbox?size=100`, { headers: seller });
    const mails = ((await list.json()) as { mails: { id: string; to: string; subject: string }[] }).mails;
    const id = mails.find((m) => m.to === email && m.subject === subject)?.id;
    const mail = (await (await request.get(`${API}/seller/outbox/${id}`, { headers: seller })).json()) as {
      text: string;
    };
    return { text: mail.text, password: /Temporary password: (\S+)/.exec(mail.text)?.[1] };
  };
  const first = await request.post('/identity/sign-in', {
    data: { email, password: (await temporaryOf('Your Harbor Phones account')).password },
  });
  const done = await request.post('/identity/complete-new-password', {
    data: { session: ((await first.json()) as { session: string }).session, newPassword: NEW_PASSWORD },
  });
  expect(done.ok(), await done.text()).toBe(true);

  const portal = await buyerWindow(browser);
  await portal.goto('/');
  await submitSignIn(portal, email, NEW_PASSWORD);
  await expect(portal.getByRole('heading', { level: 1, name: 'Stocklist' })).toBeVisible();

  await openBuyersInConsole(page);
  await page.goto(`/seller/buyers/${buyerId}`);
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Reset password' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the password of Rae Reset?' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  await expect(page.getByText('A temporary password was mailed to the buyer')).toBeVisible();

  const message = 'Your password was reset by an administrator.';
  await expect(portal.getByText(message, { exact: false })).toBeVisible();
  await expect(portal.getByRole('button', { name: 'SIGN IN' })).toBeVisible();

  // The reset mail's link opens the login page with the same message.
  const reset = await temporaryOf('Your Harbor Phones password was reset');
  const link = /Sign in at (\S+)/.exec(reset.text)?.[1] ?? '';
  expect(link).toMatch(/\?adminReset=true$/);
  const fresh = await buyerWindow(browser);
  await fresh.goto(`/${new URL(link).search}`);
  await expect(fresh.getByText(message, { exact: false })).toBeVisible();
  await expect(fresh).not.toHaveURL(/adminReset/);
  await portal.context().close();
  await fresh.context().close();
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the Buyers pages and their dialogs pass axe at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInSeller(page);
    await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
    await page.goto('/seller/buyers');
    await expect(page.getByRole('heading', { name: 'Buyers', level: 1 })).toBeVisible();
    await expect(page.getByText('prospect@harbor.test')).toBeVisible();
    await expectAccessible(page, `buyers at ${viewport.width}px`);
    await page.getByRole('button', { name: 'Invite buyer' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite buyer' })).toBeVisible();
    await expectAccessible(page, `invite buyer at ${viewport.width}px`, DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByText('Pat Morgan').click();
    await expect(page.getByRole('heading', { name: 'Pat Morgan', level: 1 })).toBeVisible();
    await expectAccessible(page, `a buyer at ${viewport.width}px`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit the buyer' })).toBeVisible();
    await expectAccessible(page, `edit the buyer at ${viewport.width}px`, DIALOG);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('dialog', { name: 'Approve Pat Morgan?' })).toBeVisible();
    await expectAccessible(page, `approve a buyer at ${viewport.width}px`, DIALOG);
  });
}
