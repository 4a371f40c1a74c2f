import { expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth.ts';
import { filterGroup, itemsTotal, openStock, resultCards } from '../fixtures/stock.ts';

test.describe('stock list filters, URL and paging (C-009…C-036)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('filtering by clicking lives in the URL; reload, back and forward show the same results', async ({
    page,
  }) => {
    await openStock(page, DEMO.buyer.email);
    // C-024: the first category with priced stock is chosen.
    await expect(filterGroup(page, 'Category').getByRole('radio', { name: /^Phones/ })).toBeChecked();
    const allItems = await itemsTotal(page).innerText();

    await filterGroup(page, 'Category')
      .getByRole('radio', { name: /^Tablets/ })
      .click();
    await expect(page).toHaveURL(/[?&]category=TABLETS(&|$)/);
    await expect(page.getByRole('heading', { name: 'Tablets', level: 2 })).toBeVisible();
    const tabletItems = await itemsTotal(page).innerText();
    expect(tabletItems).not.toBe(allItems);

    await filterGroup(page, 'Warehouse')
      .getByRole('checkbox', { name: /^Miami/ })
      .click();
    await expect(page).toHaveURL(/[?&]warehouse=MIA(&|$)/);
    await expect(itemsTotal(page)).not.toHaveText(tabletItems);
    const miamiItems = await itemsTotal(page).innerText();

    await filterGroup(page, 'Grade')
      .getByRole('checkbox', { name: /^Grade A \d/ })
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]grade=A(&|$)/);
    await expect(itemsTotal(page)).not.toHaveText(miamiItems);
    const gradeItems = await itemsTotal(page).innerText();
    for (const grade of await resultCards(page)
      .getByText(/^Grade /)
      .allInnerTexts())
      expect(grade).toBe('Grade A');
    for (const wh of await resultCards(page)
      .getByText(/^(Miami|Los Angeles)$/)
      .allInnerTexts())
      expect(wh).toBe('Miami');

    await page.reload();
    await expect(itemsTotal(page)).toHaveText(gradeItems);
    await expect(filterGroup(page, 'Category').getByRole('radio', { name: /^Tablets/ })).toBeChecked();
    await expect(filterGroup(page, 'Warehouse').getByRole('checkbox', { name: /^Miami/ })).toBeChecked();
    await expect(
      filterGroup(page, 'Grade')
        .getByRole('checkbox', { name: /^Grade A \d/ })
        .first(),
    ).toBeChecked();

    await page.goBack();
    await expect(page).not.toHaveURL(/grade=/);
    await expect(itemsTotal(page)).toHaveText(miamiItems);
    await expect(
      filterGroup(page, 'Grade')
        .getByRole('checkbox', { name: /^Grade A \d/ })
        .first(),
    ).not.toBeChecked();

    await page.goBack();
    await expect(itemsTotal(page)).toHaveText(tabletItems);
    await expect(filterGroup(page, 'Warehouse').getByRole('checkbox', { name: /^Miami/ })).not.toBeChecked();

    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/grade=A/);
    await expect(itemsTotal(page)).toHaveText(gradeItems);

    // C-025: a new category resets the attribute levels.
    await filterGroup(page, 'Category')
      .getByRole('radio', { name: /^Phones/ })
      .click();
    await expect(page).not.toHaveURL(/grade=/);
    await expect(page).toHaveURL(/warehouse=MIA/);

    // C-009: Clear resets everything.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/warehouse=/);
    await expect(itemsTotal(page)).toHaveText(allItems);
  });

  test('search splits on / and + and every term must match (C-031)', async ({ page }) => {
    await openStock(page, DEMO.buyer.email);
    const search = page.getByRole('searchbox', { name: 'Search stock' });
    await search.fill('iphone 13/128GB');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=iphone%2013%2F128GB/);
    // Wait for the results' first card, then read every card.
    await expect(resultCards(page).getByRole('heading', { level: 3 }).first()).toHaveText(/iPhone 13/);
    for (const title of await resultCards(page).getByRole('heading', { level: 3 }).allInnerTexts()) {
      expect(title).toMatch(/iPhone 13/);
    }
    await page
      .getByRole('button', { name: /^Show items of / })
      .first()
      .click();
    for (const description of await page
      .getByRole('listitem')
      .filter({ hasText: /^.*Item # / })
      .getByText(/GB/)
      .allInnerTexts()) {
      expect(description).toContain('128GB');
    }

    await search.fill('iphone+no such colour');
    await search.press('Enter');
    await expect(page.getByText('No items found!')).toBeVisible();
    await expect(itemsTotal(page)).toHaveText('0');

    await page.goBack();
    await expect(search).toHaveValue('iphone 13/128GB');
    await expect(resultCards(page).first()).toBeVisible();
  });

  test('the pager pages through 24 groups at a time with next, last and first (C-035)', async ({ page }) => {
    await openStock(page, DEMO.buyer.email);
    await expect(page.getByText(/^Showing 1–24 of \d+ groups$/)).toBeVisible();
    await expect(resultCards(page)).toHaveCount(24);
    const firstTitle = await resultCards(page).first().getByRole('heading', { level: 3 }).innerText();

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(/^Showing 25–48 of \d+ groups$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Go to last page' }).click();
    const showing = await page.getByText(/^Showing \d+–\d+ of \d+ groups$/).innerText();
    const [, from, to, total] = /Showing (\d+)–(\d+) of (\d+)/.exec(showing) ?? [];
    expect(Number(to)).toBe(Number(total));
    expect(Number(from)).toBe(Math.floor((Number(total) - 1) / 24) * 24 + 1);
    await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    await page.getByRole('button', { name: 'Go to first page' }).click();
    await expect(page.getByText(/^Showing 1–24 of \d+ groups$/)).toBeVisible();
    await expect(resultCards(page).first().getByRole('heading', { level: 3 })).toHaveText(firstTitle);
    // C-019: the page is not in the URL.
    await expect(page).not.toHaveURL(/[?&]p=/);
  });
});

test.describe('stock list dialogs and small screens', () => {
  test('the grade info icon opens the Grade Overview with previous, next and a dropdown (C-057)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openStock(page, DEMO.buyer.email);
    await page
      .getByRole('button', { name: /^About Grade / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Grade Overview' });
    await expect(dialog).toBeVisible();
    const grade = dialog.getByRole('combobox', { name: 'Grade' });
    const first = await grade.innerText();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(grade).not.toHaveText(first);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(await grade.innerText());
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(grade).toHaveText(first);
    await grade.click();
    await page.getByRole('option', { name: 'Functional' }).click();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Functional');
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('on a phone the filters open in a drawer (C-009)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStock(page, DEMO.buyer.email);
    await expect(filterGroup(page, 'Category')).toBeHidden();
    await page.getByRole('button', { name: 'Show filters' }).click();
    await filterGroup(page, 'Category')
      .getByRole('radio', { name: /^Watches/ })
      .click();
    await expect(page).toHaveURL(/category=WATCHES/);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Watches', level: 2 })).toBeVisible();
  });

  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    test(`Top of Results appears a screen down and goes back up, clear of the cards' buttons: ${device} (C-034)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openStock(page, DEMO.buyer.email);
      const top = page.getByRole('button', { name: /^Top of Results$/i });
      await expect(top).toBeHidden();
      // The page's cards are drawn (the page is long enough to scroll two screens), then it scrolls.
      await expect(page.getByRole('button', { name: /^Show items of / }).nth(12)).toBeAttached();
      await page.mouse.wheel(0, viewport.height * 2);
      await expect(top).toBeVisible();
      const box = (await top.boundingBox())!;
      if (device === 'phone') {
        // A round button in the bottom-left corner, where the cards hold text: not over BUY, OFFER or the bell.
        expect(box.x + box.width).toBeLessThanOrEqual(80);
      } else {
        // Centred under the list.
        expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
      }
      await top.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(viewport.height);
    });
  }
});
