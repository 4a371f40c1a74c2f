/// <reference lib="dom" />
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';
import { cartApi } from '../fixtures/cart.ts';
import { seededOrderNumber } from '../fixtures/orders.ts';
import { E2E_PORT } from '../playwright.config.ts';

const HARBOR = `http://localhost:${E2E_PORT}`;
const SUMMIT = `http://summit.localhost:${E2E_PORT}`;

/**
 * How a back link looks: every one of them must look the same (one shared component). A page that renders again
 * as its data arrives may swap the link for a new one between finding and reading it; a link no longer in the
 * document has no computed style, so it is read again until the one in the page answers.
 */
async function lookOf(link: Locator) {
  await expect(link).toBeVisible();
  let look: Awaited<ReturnType<typeof readLook>> | undefined;
  await expect
    .poll(async () => {
      look = await readLook(link);
      return look.connected;
    })
    .toBe(true);
  const { connected: _connected, ...rest } = look!;
  return rest;
}

function readLook(link: Locator) {
  return link.evaluate((el) => {
    const s = getComputedStyle(el);
    const icon = el.querySelector('svg');
    return {
      connected: el.isConnected,
      tag: el.tagName,
      fontSize: s.fontSize,
      fontWeight: s.fontWeight,
      textTransform: s.textTransform,
      letterSpacing: s.letterSpacing,
      color: s.color,
      display: s.display,
      hasArrowFirst: icon !== null && el.firstElementChild === icon,
      iconSize: icon ? Math.round(icon.getBoundingClientRect().width) : 0,
    };
  });
}

/** The page's one back link, checked for its words and where it goes. */
async function backLink(page: Page, path: string, name: string, href: string) {
  await page.goto(path);
  const links = page.getByRole('main').getByRole('link', { name: /^Back to / });
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAccessibleName(name);
  await expect(links).toHaveAttribute('href', href);
  return lookOf(links);
}

test("every back link of the portal looks the same and speaks the tenant's words", async ({
  page,
  request,
}) => {
  // An unknown order goes back to /orders (L-004), so the order page is read on a real (seeded, shipped) order;
  // placing one would leave a held order that changes the cart's buttons for the specs after this one.
  const phonexOrderNumber = await seededOrderNumber(await cartApi(request, DEMO.buyer.email), 'SHIPPED');
  await signIn(page, DEMO.buyer.email);
  const harbor = [
    await backLink(page, `${HARBOR}/cart`, 'Back to Stocklist', '/stock'),
    await backLink(page, `${HARBOR}/stock-alerts`, 'Back to Stocklist', '/stock'),
    await backLink(page, `${HARBOR}/preferences`, 'Back to Stocklist', '/stock'),
    await backLink(page, `${HARBOR}/orders/${phonexOrderNumber}`, 'Back to Orders', '/orders'),
  ];
  for (const look of harbor) expect(look).toEqual(harbor[0]);
  expect(harbor[0]).toMatchObject({ tag: 'A', hasArrowFirst: true, textTransform: 'none' });

  // Summit calls its stock list 'Inventory' (its dictionary override of menuStockList).
  await signIn(page, DEMO.summitBuyer.email, { origin: SUMMIT });
  const summit = [
    await backLink(page, `${SUMMIT}/cart`, 'Back to Inventory', '/stock'),
    await backLink(page, `${SUMMIT}/preferences`, 'Back to Inventory', '/stock'),
    await backLink(page, `${SUMMIT}/stock-alerts`, 'Back to Inventory', '/stock'),
  ];
  // Same shape as Harbor's, in Summit's own colour and font.
  const { color: _c, ...shape } = harbor[0]!;
  for (const look of summit) expect(look).toMatchObject({ ...shape, fontSize: summit[0]!.fontSize });
});

test('the reset-password page goes back to sign-in with the same back link (B-030)', async ({ page }) => {
  await page.goto(`${HARBOR}/reset-password`);
  const link = page.getByRole('link', { name: 'Back to Sign In' });
  await expect(link).toHaveAttribute('href', '/');
  expect(await lookOf(link)).toMatchObject({ tag: 'A', hasArrowFirst: true, textTransform: 'none' });
});
