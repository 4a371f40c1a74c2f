import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from './helper.ts';
import { expectRefusal, itemPicker, offersApi } from './offers-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/**
 * C-051 on every save: an offer below list on an item whose group takes no offers is refused with a clear
 * messageCode, whether it is made on the stock list (POST) or from the cart on a buy at list (PUT, the cart's
 * MAKE OFFER) — it answered 500 from the cart — and the line stays as it was.
 */
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const buyer = await signIn(app, 'buyer@harbor.test');
const { call, offer, offers, edit } = offersApi(app);
const groups = (await getStock(app, buyer)).body.groups;
const picker = itemPicker(itemsOf(groups));

describe('an offer on an item that takes no offers (C-051)', () => {
  it('from the cart, on a buy at list in a group that takes no offers: 422 offersNotAccepted, line unchanged', async () => {
    const item = picker.fresh(
      'item of a group that takes no offers, in a warehouse that does',
      (x) =>
        !x.group.isOfferAccepted &&
        x.item.warehouse === 'MIA' &&
        x.item.quantityAvailable >= 2 &&
        x.item.listPrice >= 5,
    );
    const bought = await offer(buyer, item, 1, item.listPrice);
    expect(bought.offerStatus).toBe('BUY_AT_LIST');
    const res = await edit(
      buyer,
      bought.offerId,
      item.itemNumberWarehouse,
      1,
      Math.floor(item.listPrice) - 1,
    );
    expectRefusal(res, 'offersNotAccepted');
    const line = (await offers(buyer))[item.itemNumberWarehouse]!;
    expect(line.stocklistOffer).toMatchObject({ offerStatus: 'BUY_AT_LIST', offerPrice: item.listPrice });
    // The cart reads C-051 from the line itself, so it offers no MAKE OFFER here.
    expect(line.isOfferAccepted).toBe(false);
  });

  it('the cart line says whether the item takes offers (C-051: group and warehouse)', async () => {
    const takes = picker.offerable();
    await offer(buyer, takes, 1, takes.listPrice);
    expect((await offers(buyer))[takes.itemNumberWarehouse]!.isOfferAccepted).toBe(true);
  });

  it('from the cart, in a warehouse that takes no offers: 422 offersNotAccepted', async () => {
    const item = picker.fresh(
      'item in a warehouse that takes no offers',
      (x) =>
        x.item.warehouse !== 'MIA' &&
        x.item.incrementSize === 1 &&
        x.item.quantityAvailable >= 2 &&
        x.item.listPrice >= 5,
    );
    const bought = await offer(buyer, item, 1, item.listPrice);
    const res = await edit(
      buyer,
      bought.offerId,
      item.itemNumberWarehouse,
      1,
      Math.floor(item.listPrice) - 1,
    );
    expectRefusal(res, 'offersNotAccepted');
  });

  it('on the stock list: 422 offersNotAccepted', async () => {
    const item = picker.fresh(
      'another item of a group that takes no offers',
      (x) => !x.group.isOfferAccepted && x.item.warehouse === 'MIA' && x.item.listPrice >= 5,
    );
    const res = await call(buyer, 'POST', '/stocklist/offer', {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 1,
      offerPrice: Math.floor(item.listPrice) - 1,
    });
    expectRefusal(res, 'offersNotAccepted');
  });
});
