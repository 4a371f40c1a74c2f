import { type Browser, expect, type Locator, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn } from '../fixtures/auth.ts';
import { openRow, payButton, section } from '../fixtures/checkout.ts';
import { openCardsUntil } from '../fixtures/stock.ts';
import { E2E_PORT } from '../playwright.config.ts';

/**
 * "preferences saved and used by the next checkout" (J-001…J-009, I-022). The Summit buyer (no other spec
 * touches Summit preferences or places Summit orders) saves a non-default shipping address, Express courier, a
 * payment method and a service on /preferences; the next checkout starts with exactly those choices, every row
 * closed on its summary, and the charges are those of the choices (Q-032…Q-039). Nothing is placed.
 */

const SUMMIT = `http://summit.localhost:${E2E_PORT}`;

/** Summit demo seed (apps/server/src/seed/demo-checkout.ts), minor units: Express courier 45.00 + 1.20 a unit. */
const EXPRESS_BASE = 4_500;
const EXPRESS_PER_UNIT = 120;
/** Account terms: 0.50 a unit (PER_UNIT, Q-033); Grading report: 0.5% of the subtotal; VAT 20% (Q-039). */
const TERMS_PER_UNIT = 50;
const GRADING_BP = 50;
const VAT_BP = 2_000;

test.use({ viewport: { width: 1366, height: 900 } });

/** Half away from zero, as the money module rounds (amounts here are positive). */
const percentOf = (minor: number, bp: number) => Math.round((minor * bp) / 10_000);

/** The amount a totals row shows, in minor units ('$1,234.50' → 123450). */
async function amountOf(row: Locator): Promise<number> {
  const text = (await row.locator(':scope > *').last().textContent()) ?? '';
  const digits = text.replace(/[^\d.-]/g, '');
  expect(digits, `amount of "${text}"`).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(digits) * 100);
}

/**
 * Empties the Summit buyer's cart through the API the portal uses, from a page of its own on the Summit origin (the
 * tenant is the host, and only the browser resolves summit.localhost), so the test's page starts signed out.
 */
async function emptySummitCart(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${SUMMIT}/`);
  const left = await page.evaluate(
    async ({ email, password }) => {
      const signedIn = await fetch('/identity/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, role: 'buyer' }),
      });
      const { idToken } = (await signedIn.json()) as { idToken: string };
      const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
      const list = async () => {
        const res = await fetch('/px-api-gateway/stocklist/offers', { headers });
        const body = (await res.json()) as {
          results?: Record<string, { stocklistOffer: { offerId: string } }>;
        };
        return Object.values(body.results ?? {}).map((o) => o.stocklistOffer.offerId);
      };
      const ids = await list();
      if (ids.length > 0) {
        await fetch('/px-api-gateway/stocklist/offers', {
          method: 'DELETE',
          headers,
          body: JSON.stringify(ids),
        });
      }
      return (await list()).length;
    },
    { email: DEMO.summitBuyer.email, password: DEMO_PASSWORD },
  );
  await page.close();
  expect(left).toBe(0);
}

test.beforeEach(async ({ browser }) => emptySummitCart(browser));
test.afterEach(async ({ browser }) => emptySummitCart(browser));

test('the next checkout starts from the saved preferences, and charges them (J-004, J-007, I-022)', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.summitBuyer.email, { origin: SUMMIT });
  await page.goto(`${SUMMIT}/preferences`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Preferences' })).toBeVisible();

  // Manchester, not the first address (London hub) a checkout would otherwise start from.
  const address = await openRow(page, 'Shipping Address');
  await address.getByRole('radio', { name: 'Kim Telecom Manchester' }).check();
  await address.getByRole('button', { name: 'DONE' }).click();
  await expect(address).toContainText('Kim Telecom Manchester');

  // Express courier, not Standard courier (the first method allowed in Manchester). It offers no insurance.
  const method = await openRow(page, 'Shipping Method');
  await method.getByRole('radio', { name: /Express courier/ }).check();
  await method.getByRole('button', { name: 'DONE' }).click();
  await expect(method).toContainText('Express courier');

  const billing = await openRow(page, 'Billing Address');
  await billing.getByRole('radio', { name: 'Kim Telecom Ltd' }).check();
  await billing.getByRole('button', { name: 'DONE' }).click();
  const payment = await openRow(page, 'Payment Method');
  await payment.getByRole('radio', { name: /Account terms/ }).check();
  await payment.getByRole('button', { name: 'DONE' }).click();
  await expect(payment).toContainText('Account terms');

  const services = await openRow(page, 'Additional Services');
  await services.getByRole('checkbox', { name: /Grading report/ }).check();
  await services.getByRole('button', { name: 'DONE' }).click();
  await expect(services).toContainText('Grading report');

  await page.getByRole('button', { name: 'SAVE PREFERENCES' }).click();
  await expect(page.getByText('Successfully saved the preferences')).toBeVisible();

  // Buy one item at list price from the stock list (Summit calls it Inventory) and check the cart out.
  await page.goto(`${SUMMIT}/stock`);
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  const buy = page.getByRole('button', { name: /^Buy / }).and(page.locator(':enabled'));
  await openCardsUntil(page, buy);
  await buy.first().click();
  await page
    .getByRole('dialog', { name: 'Buy at list price' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByText('Added to the Cart')).toBeVisible();
  await page.getByRole('link', { name: /^Cart, \d+ (entry|entries) in cart$/ }).click();
  await page.getByRole('button', { name: /^CHECKOUT( AS NEW ORDER)?$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/DEN$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  // Every row starts closed on the saved choice, as a person reads the summaries.
  await expect(section(page, 'Shipping Address')).toContainText('Kim Telecom Manchester');
  await expect(section(page, 'Shipping Address')).toContainText('8 Piccadilly');
  await expect(section(page, 'Shipping Address')).not.toContainText('London');
  // A UK address reads as one: the postcode on its own line, the country by name (I-021).
  await expect(section(page, 'Shipping Address').getByText('M1 1AA', { exact: true })).toBeVisible();
  await expect(section(page, 'Shipping Address').getByText('United Kingdom', { exact: true })).toBeVisible();
  await expect(section(page, 'Shipping Method')).toContainText('Express courier');
  await expect(section(page, 'Billing Address')).toContainText('Kim Telecom Ltd');
  await expect(section(page, 'Payment Method')).toContainText('Account terms');
  // The optional row's heading reads 'Additional Services (optional)'.
  await expect(page.getByRole('region', { name: 'Additional Services (optional)' })).toContainText(
    'Grading report',
  );
  await expect(page.getByRole('button', { name: 'DONE' })).toHaveCount(0);
  await expect(payButton(page)).toBeEnabled();

  // The charges are those of the saved choices (server-calculated; I-047).
  const subtotalRow = page.getByTestId('totals-subtotal');
  const units = Number(/\((\d+) units?\)/.exec((await subtotalRow.textContent()) ?? '')?.[1]);
  expect(units).toBeGreaterThan(0);
  const subtotal = await amountOf(subtotalRow);
  const freight = EXPRESS_BASE + EXPRESS_PER_UNIT * units;
  await expect(page.getByTestId('totals-tax')).toContainText('VAT (20%)');
  await expect.poll(() => amountOf(page.getByTestId('totals-freight'))).toBe(freight);
  expect(await amountOf(page.getByTestId('totals-payment-fee'))).toBe(TERMS_PER_UNIT * units);
  expect(await amountOf(page.getByTestId('totals-services'))).toBe(percentOf(subtotal, GRADING_BP));
  const tax = percentOf(subtotal + freight, VAT_BP);
  expect(await amountOf(page.getByTestId('totals-tax'))).toBe(tax);
  expect(await amountOf(page.getByTestId('totals-total'))).toBe(
    subtotal + freight + TERMS_PER_UNIT * units + percentOf(subtotal, GRADING_BP) + tax,
  );

  // For a look at the Summit checkout (UK addresses, VAT) on a desktop and a phone, with the stock list's toast
  // (shown for 30 s, A-026) closed.
  const toast = page.getByRole('alert').filter({ hasText: 'Added to the Cart' });
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
  const desktop = testInfo.outputPath('summit-checkout-1366.png');
  await page.screenshot({ path: desktop, fullPage: true });
  await testInfo.attach('summit-checkout-1366', { path: desktop, contentType: 'image/png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section(page, 'Shipping Address')).toContainText('Kim Telecom Manchester');
  const phone = testInfo.outputPath('summit-checkout-390.png');
  await page.screenshot({ path: phone, fullPage: true });
  await testInfo.attach('summit-checkout-390', { path: phone, contentType: 'image/png' });
});
