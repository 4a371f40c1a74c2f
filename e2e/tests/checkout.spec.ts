import { expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import {
  buyAtListFromStock,
  buyMiamiItem,
  checkoutFromCart,
  choose,
  done,
  fillCheckout,
  openRow,
  payButton,
  section,
} from '../fixtures/checkout.ts';
import { emptyCart } from '../fixtures/stock.ts';

/** Part 2 §2 Checkout review and Order confirmation, §4 Checkout, §5 (I-006…I-071). */
test.describe('checkout', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ request }) => emptyCart(request, DEMO.buyer.email));
  test.afterEach(async ({ request }) => emptyCart(request, DEMO.buyer.email));

  test('from the stock list to a placed order with wire payment, its confirmation and the order', async ({
    page,
  }) => {
    const name = await buyAtListFromStock(page);
    await checkoutFromCart(page);
    // I-013: the bought line is in the table.
    const itemNumber = name.split(' ')[0] ?? name;
    await expect(page.getByRole('table', { name: 'Items' })).toContainText(itemNumber);

    await fillCheckout(page);
    // I-021: the summary of the chosen address; I-042: the wire instructions under the chosen method.
    await expect(section(page, 'Shipping Address')).toContainText('Houston, TX 77027');
    await expect(section(page, 'Payment Method')).toContainText('Pay by wire transfer');
    // I-047: the charges arrive for the chosen method and payment (freight and the wire fee).
    await expect(page.getByTestId('totals-freight')).toContainText(/\$\d/);
    await expect(page.getByTestId('totals-payment-fee')).toContainText('$25.00');
    await expect(page.getByTestId('totals-tax')).toContainText('Sales Tax');

    await payButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/order-release-confirmation$/);
    await expect(page.getByRole('heading', { name: 'Thank You for your order' })).toBeVisible();
    await expect(page.getByText('Pay by wire transfer to First Harbor Bank')).toBeVisible();
    const orderLink = page.getByTestId('confirmation-order-link');
    await expect(orderLink).toHaveText(/^[A-Z]+\d{7}$/);
    const orderNumber = (await orderLink.textContent()) ?? '';
    // I-068: the summary read from the placed order, its item lines too.
    await expect(page.getByTestId('confirmation-summary')).toContainText('Total');
    await expect(
      page.getByTestId('confirmation-summary').getByRole('list', { name: 'Items' }).getByRole('listitem'),
    ).toHaveText([/^\d+ × \S.*/]);
    await expect(page.getByRole('link', { name: 'BACK TO STOCKLIST' })).toHaveAttribute('href', '/stock');

    // I-069: the confirmation links to the order.
    await orderLink.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));

    // I-071: the confirmation without its state goes back to /cart.
    await page.goto('/checkout/order-release-confirmation');
    await expect(page).toHaveURL(/\/cart(\?|$)/);
  });

  test('an insured amount re-prices the order, and the pay button waits for the new total (I-037, I-047)', async ({
    page,
  }) => {
    await buyAtListFromStock(page);
    await checkoutFromCart(page);
    await fillCheckout(page);
    await expect(payButton(page)).toBeEnabled();
    const freight = page.getByTestId('totals-freight');
    const uninsured = await freight.textContent();
    const method = await openRow(page, 'Shipping Method');
    await method.getByRole('radio', { name: 'Insured', exact: true }).check();
    await method.getByRole('textbox', { name: 'Insurance Amount' }).fill('1000');
    await method.getByRole('button', { name: 'Apply' }).click();
    // Not while the charges for the change are being worked out: the total shown is the one placed.
    await expect(payButton(page)).toBeDisabled();
    await expect(payButton(page)).toBeEnabled();
    await expect(freight).not.toHaveText(uninsured ?? '');
  });

  test('a missing choice is named, and a row closes only when valid (I-011, I-012, I-043)', async ({
    page,
  }) => {
    await buyAtListFromStock(page);
    await checkoutFromCart(page);
    // Several payment methods: the row starts open and nothing is chosen (I-041).
    const payment = section(page, 'Payment Method');
    await expect(payment.getByRole('button', { name: 'DONE' })).toBeVisible();
    await payButton(page).click();
    await expect(page.getByTestId('checkout-error')).toHaveText(
      /^Please finalize the following: .*Payment Method$/,
    );
    await expect(page).toHaveURL(/\/checkout\/MIA$/);

    await payment.getByRole('button', { name: 'DONE' }).click();
    await expect(payment.getByText('Please select a Payment Method before continuing')).toBeVisible();
    await expect(payment.getByRole('button', { name: 'DONE' })).toBeVisible();

    // I-035: insurance must be chosen before the method row closes.
    await choose(page, 'Shipping Method', /Standard Ground/);
    await section(page, 'Shipping Method').getByRole('button', { name: 'DONE' }).click();
    await expect(section(page, 'Shipping Method').getByText('Please Select Insurance.')).toBeVisible();

    // I-031: bill-my-account needs an account number; choosing a carrier picks its first service level (I-033).
    await choose(page, 'Shipping Method', /Bill My Account/);
    const method = section(page, 'Shipping Method');
    await method.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'FedEx' }).click();
    await expect(method.getByRole('combobox', { name: 'Service Level' })).toHaveText('Priority Overnight');
    await method.getByRole('button', { name: 'DONE' }).click();
    await expect(method.getByText('Account Number is Required')).toBeVisible();
    await method.getByRole('textbox', { name: 'Account Number' }).fill('FX-1234');
    await done(page, 'Shipping Method');
    await expect(method).toContainText('Bill My Account · FedEx · Priority Overnight · FX-1234');
  });

  test('Hold Order For Later holds the order; the reload of the checkout keeps the cart lines (I-004, I-067)', async ({
    page,
  }) => {
    await buyAtListFromStock(page);
    await checkoutFromCart(page);
    // A reload re-fetches the payload from the ids kept in session storage.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Hold Order For Later' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-release-confirmation$/);
    await expect(page.getByText('Your order is on hold.')).toBeVisible();
    await expect(page.getByTestId('confirmation-order-link')).toHaveText(/^[A-Z]+\d{7}$/);
    // I-057: the stored attempt is cleared: /checkout has nothing to resume.
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart(\?|$)/);
  });

  test('request a quote holds the order until the shipping quote (I-027, I-028)', async ({ page }) => {
    await buyAtListFromStock(page);
    await checkoutFromCart(page);
    await choose(page, 'Shipping Method', /Request a Quote/);
    // The freight cannot be known, so the only submit is the hold until the quote.
    await expect(page.getByRole('button', { name: 'Hold Order Until Shipping Quote' })).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
    await expect(page.getByTestId('totals-freight')).toContainText('To be quoted');
    // The tax is on the subtotal and the freight (Q-039): the figure so far is the goods' tax only, and says so.
    await expect(page.getByTestId('totals-tax')).toContainText('+ tax on the freight');
    await expect(page.getByTestId('totals-total')).toContainText('+ freight and its tax');
    const method = section(page, 'Shipping Method');
    await method.getByRole('button', { name: 'DONE' }).click();
    await expect(method.getByText('Service Level is Required')).toBeVisible();
    await method.getByRole('combobox', { name: 'Service Level' }).click();
    await page.getByRole('option', { name: 'Economy' }).click();
    await done(page, 'Shipping Method');
    await choose(page, 'Payment Method', /Wire transfer/);
    await done(page, 'Payment Method');
    await page.getByRole('button', { name: 'Hold Order Until Shipping Quote' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-release-confirmation$/);
    await expect(page.getByText('Your order is on hold until your shipping quote is ready.')).toBeVisible();
  });

  test('add the cart to a held order and update it (I-059…I-065)', async ({ page }) => {
    // Two purchases and two checkouts in one test: on a busy machine (the CI's two cores) it ran past the 60 s
    // budget while still moving, then passed on retry. The slow mark gives it the time its length needs.
    test.slow();
    // A held order to add to.
    await buyAtListFromStock(page);
    await checkoutFromCart(page);
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Hold Order For Later' }).click();
    const held = (await page.getByTestId('confirmation-order-link').textContent()) ?? '';
    expect(held).toMatch(/^[A-Z]+\d{7}$/);
    // A held order owes its payment too: the page names the date, as the order page's late-payment section does.
    await expect(page.getByTestId('confirmation-deadline')).toContainText(
      /^Payment is due by [A-Z][a-z]{2} \d{1,2}, \d{4}\. Orders that are not paid within the payment grace period/,
    );

    await page.getByRole('link', { name: 'BACK TO STOCKLIST' }).click();
    await expect(page).toHaveURL(/\/stock/);
    await buyMiamiItem(page);

    await page.getByRole('link', { name: /^Cart, \d+ (entry|entries) in cart$/ }).click();
    await page.getByRole('button', { name: 'ADD TO EXISTING ORDER' }).click();
    await expect(page).toHaveURL(/\/checkout\/add-to-unshipped-order\/MIA$/);
    await page.getByRole('radio', { name: new RegExp(`Order # ${held}`) }).check();
    await page.getByRole('button', { name: 'REVIEW COMBINED ORDER' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/add-to-unshipped-order/[^/]+/${held}$`));
    await expect(page.getByRole('heading', { name: 'Review Combined Order', level: 1 })).toBeVisible();
    await expect(page.getByTestId('totals-existing-subtotal')).toBeVisible();
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Update Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${held}$`));
    await expect(page.getByText('Successfully updated the existing order')).toBeVisible();
  });
});
