/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../fixtures/auth.ts';
import { scrollPageTo } from '../fixtures/page.ts';
import { itemsTotal } from '../fixtures/stock.ts';
import { E2E_PORT } from '../playwright.config.ts';

const HARBOR = `http://localhost:${E2E_PORT}`;
const SUMMIT = `http://summit.localhost:${E2E_PORT}`;
const WHATSAPP = 'Chat with your sales rep on WhatsApp';

/**
 * The controls of the page the WhatsApp button's box overlaps: every visible button, link, checkbox, radio,
 * switch and field (clipped by its scrolling ancestors) that the button would hide.
 */
async function controlsUnderWhatsApp(page: Page): Promise<string[]> {
  return page.evaluate((label) => {
    const fab = Array.from(document.querySelectorAll<HTMLElement>(`[aria-label="${label}"]`)).find(
      (el) => el.getClientRects().length > 0,
    );
    if (!fab) return ['no visible WhatsApp button'];
    const a = fab.getBoundingClientRect();
    // A button inside a fixed or sticky bar hides nothing the bar does not hide already.
    let layer: HTMLElement | null = null;
    for (let p = fab.parentElement; p && !layer; p = p.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(p).position)) layer = p;
    }
    const visibleRect = (el: Element) => {
      let r = el.getBoundingClientRect();
      let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflow === 'visible' && style.overflowY === 'visible' && style.overflowX === 'visible')
          continue;
        r = p.getBoundingClientRect();
        box = {
          left: Math.max(box.left, r.left),
          top: Math.max(box.top, r.top),
          right: Math.min(box.right, r.right),
          bottom: Math.min(box.bottom, r.bottom),
        };
      }
      return box;
    };
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="link"]';
    const hits: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el === fab || fab.contains(el) || el.contains(fab)) continue;
      if (layer && !layer.contains(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
      // MUI's checkbox input is transparent over its visible box: measure that box instead.
      const target = el.matches('input[type="checkbox"], input[type="radio"]')
        ? (el.parentElement ?? el)
        : el;
      const b = visibleRect(target);
      if (b.right - b.left < 1 || b.bottom - b.top < 1) continue;
      const overlaps = b.left < a.right && a.left < b.right && b.top < a.bottom && a.top < b.bottom;
      const name = el.getAttribute('aria-label') || el.closest('label')?.textContent || el.textContent;
      if (overlaps) hits.push(name?.trim() || el.outerHTML.slice(0, 80));
    }
    return hits;
  }, WHATSAPP);
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  for (const tenant of [
    { name: 'Harbor', origin: HARBOR, email: DEMO.buyer.email, heading: 'Stocklist' },
    { name: 'Summit', origin: SUMMIT, email: DEMO.summitBuyer.email, heading: 'Inventory' },
  ]) {
    test(`the WhatsApp button covers no control of the stock list: ${tenant.name}, ${viewport.name} (A-023)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, tenant.email, { origin: tenant.origin });
      await expect(page.getByRole('heading', { level: 1, name: tenant.heading })).toBeVisible();
      await expect(itemsTotal(page)).toHaveText(/\d/);
      const whatsApp = page.getByRole('link', { name: WHATSAPP });
      await expect(whatsApp).toBeVisible();
      await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\//);

      await scrollPageTo(page, 'top');
      expect(await controlsUnderWhatsApp(page), 'at the top of the page').toEqual([]);
      // The filter panel scrolls on its own beside the results on a desktop: its last filters too.
      const filters = page.getByRole('search', { name: 'Filters' });
      if (await filters.isVisible()) {
        await filters.evaluate((el) => {
          for (const node of [el, ...Array.from(el.querySelectorAll('*'))])
            node.scrollTop = node.scrollHeight;
        });
        expect(await controlsUnderWhatsApp(page), 'with the filters scrolled to their end').toEqual([]);
      }
      await scrollPageTo(page, 'bottom');
      await expect(page.getByRole('button', { name: /Top of results/i })).toBeVisible();
      expect(await controlsUnderWhatsApp(page), 'at the bottom of the page').toEqual([]);
      await expect(page.getByRole('button', { name: 'Go to last page' })).toBeVisible();
    });
  }
}
