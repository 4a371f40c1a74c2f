import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { XSS_PAYLOADS } from '../../apps/server/test/fixtures/xss-payloads.ts';
import { DIALOG, expectAccessible } from '../fixtures/a11y.ts';
import { DEMO, signIn } from '../fixtures/auth.ts';
import { API, bearer, sellerToken } from '../fixtures/seller.ts';

/**
 * Banners and helpdesk & analytics end to end in Chromium: banner HTML that tries to run script
 * is inert in the portal; a banner written in the console's editor reaches an open portal without a reload; the
 * consent banner holds the analytics script back until the buyer accepts, then the provider's script (routed to a
 * local stub, never the real provider) loads with the tenant's id and receives the cart-viewed event.
 */

const PASSWORD = 'Portico-demo-1';

async function consoleSignIn(page: Page) {
  await page.goto('/seller/');
  await page.getByLabel('E-mail').fill(DEMO.seller.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
}

async function bannerIds(request: APIRequestContext, token: string): Promise<Set<string>> {
  const res = await request.get(`${API}/seller/banners`, { headers: bearer(token) });
  return new Set(((await res.json()) as { id: string }[]).map((b) => b.id));
}

/** Deletes the banners created since `before` (the seeded one stays). */
async function deleteBannersSince(request: APIRequestContext, token: string, before: Set<string>) {
  for (const id of await bannerIds(request, token)) {
    if (!before.has(id)) await request.delete(`${API}/seller/banners/${id}`, { headers: bearer(token) });
  }
}

test(`${XSS_PAYLOADS.length} XSS banners render inert in the portal: no dialog, no script, no javascript: link`, async ({
  page,
  request,
}) => {
  const token = await sellerToken(request);
  const before = await bannerIds(request, token);
  try {
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const res = await request.post(`${API}/seller/banners`, {
        headers: bearer(token),
        data: { content: `<p>XSS case ${i + 1}</p>${payload}` },
      });
      expect(res.status(), payload).toBe(201);
    }
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await signIn(page, DEMO.buyer.email);
    const announcements = page.getByRole('region', { name: 'Announcements' });
    await expect(announcements.getByText(`XSS case ${XSS_PAYLOADS.length}`, { exact: true })).toBeVisible();
    await expect(announcements.getByText('XSS case 1', { exact: true })).toBeVisible();
    // Let focus, load and error events fire before looking.
    await page.getByRole('region', { name: 'Announcements' }).hover();
    await page.mouse.move(5, 5);
    // Inside each banner's text (the alert's own icon and close button are the portal's, not the tenant's).
    const found = await announcements.evaluate((root) => {
      const inside = (selector: string) =>
        Array.from(root.querySelectorAll('.MuiAlert-message')).flatMap((m) =>
          Array.from(m.querySelectorAll(selector)),
        );
      return {
        scripts: inside(
          'script, iframe, object, embed, svg, math, img, style, form, input, textarea, video, audio',
        ).length,
        jsLinks: inside('a').filter((a) => !/^(https?:|mailto:|$)/i.test(a.getAttribute('href') ?? ''))
          .length,
        handlers: inside('*').filter((el) =>
          Array.from(el.attributes).some((a) => a.name.startsWith('on') || a.name === 'style'),
        ).length,
        xss: (window as unknown as { __xss?: unknown }).__xss,
      };
    });
    expect(found).toEqual({ scripts: 0, jsLinks: 0, handlers: 0, xss: undefined });
    expect(dialogs).toEqual([]);
  } finally {
    await deleteBannersSince(request, token, before);
  }
});

test('a banner written in the console’s editor, previewed, reaches an open portal without a reload; switching it off removes it', async ({
  browser,
  request,
}) => {
  const token = await sellerToken(request);
  const before = await bannerIds(request, token);
  const buyer = await (await browser.newContext()).newPage();
  const seller = await (await browser.newContext()).newPage();
  try {
    await signIn(buyer, DEMO.buyer.email);
    const announcements = buyer.getByRole('region', { name: 'Announcements' });

    await consoleSignIn(seller);
    await seller.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Banners' }).click();
    await seller.getByRole('button', { name: 'New banner' }).click();
    const dialog = seller.getByRole('dialog', { name: 'New banner' });
    const editor = dialog.getByRole('textbox', { name: 'Banner text' });
    await editor.click();
    await seller.keyboard.type('Warehouse closed on Friday. ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await seller.keyboard.type('Order by Thursday');
    // The preview is the portal's rendering of the server's sanitised HTML.
    const preview = dialog.getByRole('region', { name: 'Preview, as buyers see it' });
    await expect(preview.locator('b, strong').filter({ hasText: 'Order by Thursday' })).toBeVisible();
    await expect(preview).toContainText('Warehouse closed on Friday.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(seller.getByText('Banner saved')).toBeVisible();

    // The buyer's open portal shows it without a reload (banners.changed).
    await expect(announcements.getByText('Order by Thursday')).toBeVisible();
    await expect(announcements.locator('b, strong').filter({ hasText: 'Order by Thursday' })).toBeVisible();

    // Switch it off in the console: it leaves the portal.
    const list = seller.getByRole('list', { name: 'Banners' });
    const card = list.getByRole('listitem').filter({ hasText: 'Order by Thursday' });
    await card.getByRole('switch').click();
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await expect(buyer.getByText('Order by Thursday')).toHaveCount(0);
  } finally {
    await deleteBannersSince(request, token, before);
    await buyer.context().close();
    await seller.context().close();
  }
});

test('consent first: the analytics script loads only after Accept, with the tenant’s id, and gets cart_viewed', async ({
  browser,
  request,
}) => {
  const token = await sellerToken(request);
  const seller = await (await browser.newContext()).newPage();
  const buyer = await (await browser.newContext()).newPage();
  try {
    // The seller chooses GA4 with consent in the console.
    await consoleSignIn(seller);
    await seller.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    const card = seller.getByRole('region', { name: 'Helpdesk & analytics' });
    await card.getByRole('combobox', { name: 'Analytics provider' }).click();
    await seller.getByRole('option', { name: 'Google Analytics 4' }).click();
    const id = card.getByRole('textbox', { name: 'Analytics id' });
    await id.fill('UA-1234');
    await card.getByRole('button', { name: 'Save settings' }).click();
    await expect(card.getByText('A Google Analytics 4 measurement id looks like G-AB12CD34EF')).toBeVisible();
    await id.fill('G-E2ETEST42');
    await card.getByRole('switch', { name: 'Ask buyers for consent before loading them' }).click();
    await card.getByRole('button', { name: 'Save settings' }).click();
    await expect(seller.getByText('Helpdesk & analytics saved')).toBeVisible();

    // The provider's origin answers from a local stub: no real third-party script in tests.
    const requested: string[] = [];
    await buyer.route('https://www.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStubLoaded = true;' });
    });
    await signIn(buyer, DEMO.buyer.email);
    const consent = buyer.getByRole('region', { name: 'Cookie consent' });
    await expect(consent).toBeVisible();
    await expect(buyer.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(requested).toEqual([]);

    await consent.getByRole('button', { name: 'Accept' }).click();
    await expect(consent).toHaveCount(0);
    await expect(
      buyer.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-E2ETEST42"]'),
    ).toHaveCount(1);
    await expect.poll(() => requested).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2ETEST42']);
    // The CSP let the stub run (the tenant's policy lists the origin).
    await expect
      .poll(() => buyer.evaluate(() => (window as { __gtagStubLoaded?: boolean }).__gtagStubLoaded))
      .toBe(true);

    // G-013: the cart load fires cart_viewed through the tracking module.
    await buyer.goto('/cart');
    await expect
      .poll(() =>
        buyer.evaluate(() =>
          ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some(
            (args) => args[0] === 'event' && args[1] === 'cart_viewed',
          ),
        ),
      )
      .toBe(true);

    // Accepted once: no banner on the next visit.
    await buyer.reload();
    await expect(buyer.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  } finally {
    await request.put(`${API}/seller/settings/site-services`, {
      headers: bearer(token),
      data: {
        helpdesk: { provider: 'none', id: '' },
        analytics: { provider: 'none', id: '' },
        consentRequired: false,
      },
    });
    await seller.context().close();
    await buyer.context().close();
  }
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the Banners page and its editor pass an accessibility scan at ${viewport.width}px`, async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    try {
      await consoleSignIn(page);
      await page.goto('/seller/banners');
      await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Banners' }).getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page, `banners at ${viewport.width}px`);
      await page.getByRole('button', { name: 'Edit banner 1' }).click();
      await expect(
        page
          .getByRole('dialog', { name: 'Edit banner' })
          .getByRole('region', { name: 'Preview, as buyers see it' }),
      ).toContainText('Holiday schedule');
      await expectAccessible(page, `banner editor at ${viewport.width}px`, DIALOG);
    } finally {
      await page.context().close();
    }
  });
}
