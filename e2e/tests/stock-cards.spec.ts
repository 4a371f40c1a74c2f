import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { settle } from '../fixtures/a11y.ts';
import { DEMO } from '../fixtures/auth.ts';
import { apiToken, filterGroup, itemsTotal, openStock, resultCards } from '../fixtures/stock.ts';

/** The stock list's group cards (C-038…C-041): the grade chip's colours and 'From $X+'. */

type Item = { itemNumber: string; quantityAvailable: number; listPrice: number; skuDescription: string };
type Group = { title: string; showMinPriceSymbol: boolean; items: Item[] };
type Settings = { grade: string[]; gradeLabels: Record<string, string> };

async function stock(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, DEMO.buyer.email)}` };
  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(`/px-api-gateway/${path}`, { headers });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { results?: T };
    return (body.results ?? body) as T;
  };
  const [items, settings] = await Promise.all([
    get<{ groups: Group[] }>('stocklist/items'),
    get<Settings>('stocklist/stocklist/settings'),
  ]);
  return { groups: items.groups, settings };
}

/** 'rgb(r, g, b)' → relative luminance (WCAG). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

/**
 * Each grade chip of the page's cards: its label, background and text colour (computed), as a person sees them:
 * once the chips' background-color transition (MUI Chip) after a theme change is over, not caught half-way.
 */
async function gradeChips(page: Page, labels: readonly string[]) {
  const out: { label: string; background: string; color: string }[] = [];
  const cards = resultCards(page);
  await expect(cards.first()).toBeVisible();
  await settle(page);
  for (const card of await cards.all()) {
    for (const label of labels) {
      const chip: Locator = card.getByText(label, { exact: true });
      if ((await chip.count()) === 0) continue;
      const style = await chip.evaluate((el) => {
        // The colour behind the text: the chip's own, else the first opaque one behind it.
        let node: Element | null = el;
        let background = 'rgb(255, 255, 255)';
        while (node) {
          const bg = getComputedStyle(node).backgroundColor;
          if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) {
            background = bg;
            break;
          }
          node = node.parentElement;
        }
        return { background, color: getComputedStyle(el).color };
      });
      out.push({ label, ...style });
    }
  }
  return out;
}

test.describe('group cards', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('each grade chip has its own colour, readable in light and dark mode (A-034)', async ({
    page,
    request,
  }) => {
    const { settings } = await stock(request);
    const labels = settings.grade.map((g) => settings.gradeLabels[g] ?? g);
    await openStock(page, DEMO.buyer.email);

    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') {
        await page.getByRole('button', { name: 'Switch to dark mode' }).click();
        await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
      }
      const chips = await gradeChips(page, labels);
      const byGrade = new Map<string, Set<string>>();
      for (const c of chips) {
        byGrade.set(c.label, (byGrade.get(c.label) ?? new Set()).add(c.background));
        expect(contrast(c.color, c.background), `${mode} ${c.label}`).toBeGreaterThanOrEqual(4.5);
      }
      // The first page holds several grades; one colour per grade, and no two grades share one.
      expect(byGrade.size, mode).toBeGreaterThanOrEqual(3);
      for (const [label, colours] of byGrade) expect(colours.size, `${mode} ${label}`).toBe(1);
      const colours = [...byGrade.values()].map((s) => [...s][0]);
      expect(new Set(colours).size, mode).toBe(byGrade.size);
    }
  });

  test("'From $X+' follows the items the filter leaves on the card, not the whole group", async ({
    page,
    request,
  }) => {
    const { groups } = await stock(request);
    const all = groups.flatMap((g) => g.items);
    // A group of several in-stock prices (its card says 'From $X+'), and an item of it whose number matches no
    // other item, so searching the number leaves that one item on that one card.
    const pick = groups
      .filter((g) => g.showMinPriceSymbol)
      .flatMap((g) => g.items.filter((i) => i.quantityAvailable > 0).map((item) => ({ group: g, item })))
      .find(
        ({ item }) =>
          all.filter((i) => `${i.itemNumber}\n${i.skuDescription}`.includes(item.itemNumber)).length === 1,
      );
    expect(pick).toBeTruthy();
    const { group, item } = pick!;
    await openStock(page, DEMO.buyer.email);

    await page.getByRole('searchbox', { name: 'Search stock' }).fill(item.itemNumber);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(item.itemNumber)}`));
    await expect(itemsTotal(page)).toHaveText('1');
    const card = resultCards(page).filter({ has: page.getByRole('heading', { name: group.title }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('1 item', { exact: true })).toBeVisible();
    const price = item.listPrice.toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(card.getByText(/^From /)).toHaveText(`From $${price}`);
  });

  test('a card opened right after a filter click is one of the filtered cards, and it stays open', async ({
    page,
  }) => {
    await openStock(page, DEMO.buyer.email);
    // A slower device (a phone's CPU, or a busy laptop): the filtered list takes a while to render. Until it has,
    // the previous filter's cards must not stand there to be opened, then vanish under the buyer's pointer.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const miami = filterGroup(page, 'Warehouse').getByRole('checkbox', { name: /^Miami/ });
    await miami.click();
    await page
      .getByRole('button', { name: /^Show items of / })
      .first()
      .click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The filter has been applied on screen (the box is ticked from the list's own state, its chip is shown).
    await expect(miami).toBeChecked();
    await expect(page.getByRole('button', { name: 'Miami', exact: true })).toBeVisible();
    const open = resultCards(page).filter({ has: page.getByRole('button', { name: /^Hide items of / }) });
    await expect(open).toHaveCount(1);
    await expect(open.getByText(/^Item # /).first()).toBeVisible();
    await expect(open).toContainText('Miami');
  });
});

test('OFFER off on an item that takes no offers says why, to the eye and to a screen reader (C-051)', async ({
  page,
}) => {
  await openStock(page, DEMO.buyer.email);
  // Los Angeles takes no offers in the demo (warehouseAcceptingOffer).
  await page.goto('/stock?warehouse=LAX');
  await page
    .getByRole('button', { name: /^Show items of / })
    .first()
    .click();
  const offer = page.getByRole('button', { name: /^Offer / }).first();
  await expect(offer).toBeDisabled();
  await expect(offer).toHaveAccessibleDescription(
    'Offers are not taken on this item: buy it at the list price.',
  );
  await expect(page.getByRole('button', { name: /^Buy / }).first()).toBeEnabled();
});
