import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';
import { openRow, section as row } from '../fixtures/checkout.ts';

/**
 * My Preferences (part 2 §2 Preferences, §3 Saved preferences, §5; J-001…J-009): the rows toggle between
 * summary and editor, the checkout's field rules apply, SAVE PREFERENCES stores the choices and a reload shows
 * them. Uses the Houston address, Express and Net 30 terms of the Harbor demo seed.
 */

test.use({ viewport: { width: 1366, height: 900 } });

test('preferences are saved and shown again after a reload (J-001…J-008)', async ({ page }) => {
  await signIn(page, DEMO.buyer.email);
  // J-001: from the user menu.
  await page.getByRole('button', { name: `Account menu for ${DEMO.buyer.name}` }).click();
  await page.getByRole('menuitem', { name: 'My Preferences' }).click();
  await expect(page).toHaveURL(/\/preferences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Preferences' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Stocklist' })).toHaveAttribute('href', '/stock');

  // Shipping address: Houston. The method resets to the first one allowed there (I-023).
  const address = await openRow(page, 'Shipping Address');
  await address.getByRole('radio', { name: 'Reyes Mobile Houston' }).check();
  await address.getByRole('button', { name: 'DONE' }).click();
  await expect(address).toContainText('Reyes Mobile Houston');

  // Shipping method: Bill My Account first, to see the checkout's messages (J-009), then Express with insurance.
  const method = await openRow(page, 'Shipping Method');
  await method.getByRole('radio', { name: 'Bill My Account' }).check();
  await method.getByRole('button', { name: 'DONE' }).click();
  await expect(method.getByText('Carrier is Required')).toBeVisible();
  await expect(method.getByText('Service Level is Required')).toBeVisible();
  await expect(method.getByText('Account Number is Required')).toBeVisible();

  await method.getByRole('radio', { name: 'Express' }).check();
  await expect(method.getByRole('textbox', { name: 'Carrier' })).toBeHidden();
  await method.getByRole('button', { name: 'DONE' }).click();
  await expect(method.getByText('Please Select Insurance.')).toBeVisible();
  await method.getByRole('radio', { name: 'Insured', exact: true }).check();
  const amount = method.getByRole('textbox', { name: 'Insurance Amount' });
  await amount.fill('0');
  await method.getByRole('button', { name: 'Apply' }).click();
  await expect(method.getByText('Invalid value, must be greater than $0')).toBeVisible();
  await amount.fill('999999');
  await method.getByRole('button', { name: 'Apply' }).click();
  await expect(method.getByText(/^Max Value for this order is \$[\d,]+\.00$/)).toBeVisible();
  // O-058: more decimals than the currency has is said at once, not refused by the server later.
  await amount.fill('1000.555');
  await method.getByRole('button', { name: 'Apply' }).click();
  await expect(method.getByText('Invalid currency value')).toBeVisible();
  await amount.fill('1500');
  await method.getByRole('button', { name: 'Apply' }).click();
  await method.getByRole('textbox', { name: 'Shipping Instructions' }).fill('Side entrance, ring twice');
  await method.getByRole('button', { name: 'DONE' }).click();
  await expect(method).toContainText('Express');
  await expect(method).toContainText('Insured for $1,500.00');
  await expect(method).toContainText('Side entrance, ring twice');

  // Billing address, payment method and one additional service.
  const billing = await openRow(page, 'Billing Address');
  await billing.getByRole('radio', { name: 'Reyes Mobile Holdings Inc' }).check();
  await billing.getByRole('button', { name: 'DONE' }).click();
  const payment = row(page, 'Payment Method');
  // I-041: with several payment methods, picking a billing address opens them.
  await payment.getByRole('radio', { name: 'Net 30 terms' }).check();
  await payment.getByRole('button', { name: 'DONE' }).click();
  const services = row(page, 'Additional Services');
  await services.getByRole('button', { name: 'Edit Additional Services' }).click();
  await services.getByRole('checkbox', { name: 'Pallet photos' }).check();
  await services.getByRole('button', { name: 'DONE' }).click();

  await page.getByRole('button', { name: 'SAVE PREFERENCES' }).click();
  await expect(page.getByText('Successfully saved the preferences')).toBeVisible();

  // J-004: a reload reads them back from the server.
  await page.reload();
  await expect(row(page, 'Shipping Address')).toContainText('Reyes Mobile Houston');
  await expect(row(page, 'Shipping Method')).toContainText('Express');
  await expect(row(page, 'Shipping Method')).toContainText('Insured for $1,500.00');
  await expect(row(page, 'Shipping Method')).toContainText('Side entrance, ring twice');
  await expect(row(page, 'Billing Address')).toContainText('Reyes Mobile Holdings Inc');
  await expect(row(page, 'Payment Method')).toContainText('Net 30 terms');
  await expect(row(page, 'Additional Services')).toContainText('Pallet photos');
  await expect(page.getByRole('button', { name: 'DONE' })).toHaveCount(0);
});

test('SAVE PREFERENCES with an open row asks to finalize it first (I-012, J-002)', async ({ page }) => {
  await signIn(page, DEMO.buyer.email);
  await page.goto('/preferences');
  const services = row(page, 'Additional Services');
  await services.getByRole('button', { name: 'Edit Additional Services' }).click();
  await page.getByRole('button', { name: 'SAVE PREFERENCES' }).click();
  await expect(page.getByText(/^Please finalize the following: .*Additional Services$/)).toBeVisible();
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page).toHaveURL(/\/stock$/);
});

test('a refused save brings the first field message into view, on a phone (J-009)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signIn(page, DEMO.buyer.email);
  await page.goto('/preferences');
  // Express asks for an insurance choice; leave it unmade and save from the bottom of the page: the first
  // message (the page order) is the insurance one.
  const method = await openRow(page, 'Shipping Method');
  // (From another method: a method's insurance choice starts unmade, whatever an earlier test saved.)
  await method.getByRole('radio', { name: 'Bill My Account' }).check();
  await method.getByRole('radio', { name: 'Express' }).check();
  await expect(method.getByRole('radio', { name: 'Insured', exact: true })).not.toBeChecked();
  await page.getByRole('button', { name: 'SAVE PREFERENCES' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'SAVE PREFERENCES' }).click();
  await expect(page.getByText(/^Please finalize the following: Shipping Method/)).toBeVisible();
  await expect(method.getByText('Please Select Insurance.')).toBeInViewport();
});
