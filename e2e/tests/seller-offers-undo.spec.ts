import { expect, test } from '@playwright/test';
import {
  BUYER,
  buyerOffers,
  buyerToken,
  clearBuyerOffers,
  inboxRow,
  makeOffer,
  offerableItems,
  openInbox,
  rowButton,
  snackbar,
} from '../fixtures/seller.ts';

/**
 * A mis-clicked Accept in the console is undone from the snackbar before the buyer is told
 * (docs/decisions/004): the offer is back in the queue and the buyer still sees it as offered.
 */

let token: string;
test.beforeEach(async ({ request }) => {
  token = await buyerToken(request, BUYER.email);
  await clearBuyerOffers(request, token);
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Accept, then Undo: the offer is back in the queue and the buyer was told nothing (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    const [item] = await offerableItems(request, token, 1);
    await makeOffer(request, token, item!, 2);
    await openInbox(page);
    await page.setViewportSize(viewport);
    const accept = rowButton(page, 'Accept', item!);
    await accept.click();
    await expect(snackbar(page)).toHaveText('Accepted 1 offer');
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    await expect(accept).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`accepted-${viewport.width}.png`) });

    await undo.click();
    await expect(snackbar(page)).toHaveText('Undone: the offer is back in the queue');
    await expect(accept).toBeVisible();
    if (viewport.width > 900) await expect(inboxRow(page, item!)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`undone-${viewport.width}.png`) });
    const line = (await buyerOffers(request, token))[item!.itemNumberWarehouse]?.stocklistOffer;
    expect(line?.offerStatus).toBe('PENDING_ACCEPTANCE');
  });
}
