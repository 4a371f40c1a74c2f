import { afterAll, describe, expect, it } from 'vitest';
import { addressIn, checkoutApi } from './checkout-helper.ts';
import { buildTestApp, signIn } from './helper.ts';
import { itemPicker, statementsOf } from './offers-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/**
 * P8 (PERFORMANCE.md): POST order/charges/calculate runs at most 5 SQL statements, and the same number for a
 * 1-line and a 20-line cart (N-052, Q-032…Q-039: the context, the cart lines and their prices are read in
 * set-wise statements, never one per line). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const { offer, checkout, charges } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

describe('calculate charges (P8)', () => {
  it('runs the same number of SQL statements, at most 5, whatever the cart size', async () => {
    // Twenty fresh items of one warehouse (MIA, the picker's), as a checkout is per warehouse (I-007).
    const lines: { item: ReturnType<typeof picker.offerable>; offerId: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const item = picker.offerable(5);
      lines.push({ item, offerId: (await offer(buyer, item, 1, item.listPrice)).offerId });
    }
    const first = lines[0]!.item;
    const payload = await checkout(buyer, first.warehouse, [lines[0]!.offerId]);
    const bodyFor = (some: typeof lines) => ({
      warehouseCode: first.warehouse,
      offerIds: some.map((l) => l.offerId),
      items: some.map((l) => ({ itemNumberWarehouse: l.item.itemNumberWarehouse, orderedQuantity: 1 })),
      shippingAddress: { id: addressIn(payload, 'Miami').id },
      shippingMethodCode: 'STANDARD',
      billingAddress: { id: payload.billingAddresses[0]!.id },
      paymentMethodCode: 'CREDIT_CARD',
      additionalServices: ['DATA_WIPE_CERT', 'PHOTOS'],
      insured: true,
    });
    const quote = async (some: typeof lines) => {
      const res = await charges(buyer, bodyFor(some));
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const one = await statementsOf(app, () => quote(lines.slice(0, 1)));
    const twenty = await statementsOf(app, () => quote(lines));
    expect(one).toBe(twenty);
    expect(twenty).toBeLessThanOrEqual(5);
    // The context statement (which reads the cart lines too) at least: the counter sees named statements.
    expect(twenty).toBeGreaterThanOrEqual(1);
  });
});
