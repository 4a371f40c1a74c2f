import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/identity/passwords.ts';
import { checkoutApi, createBuyer, stockOf, submissionFor } from './checkout-helper.ts';
import { buildTestApp, DEMO_PASSWORD, signIn } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { getStock, itemsOf, tenantIdOf } from './stock-helper.ts';
import { setItemQuantity } from './stock-writes.ts';

/**
 * (P11, DESIGN §6): 50 buyers submit at once for the last 10 units of one item. Row locks must sell at
 * most 10 and every successful answer must be a stored order. It is the real race on PostgreSQL
 * (TEST_DATABASE_URL); on PGlite, which runs one transaction at a time, it still checks the outcome.
 */

const BUYERS = 50;
const UNITS_LEFT = 10;

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

describe('50 parallel submits for the last 10 units', () => {
  it('sells at most 10, loses no order and leaves the stock at 0', async () => {
    const harborId = await tenantIdOf(app, 'harbor');
    const demo = await signIn(app, 'buyer@harbor.test');
    const item = itemPicker(itemsOf((await getStock(app, demo)).body.groups)).offerable(UNITS_LEFT);
    const { offer, checkout, submit } = checkoutApi(app);
    const hash = await hashPassword(DEMO_PASSWORD);
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) {
      buyers.push(await createBuyer(app, 'harbor', `race-${i}@harbor.test`, undefined, hash));
    }
    await setItemQuantity(app.db, harborId, item.itemNumberWarehouse, UNITS_LEFT);
    const prepared = [];
    for (const b of buyers) {
      const line = await offer(b.token, item, 1, item.listPrice);
      prepared.push({ token: b.token, payload: await checkout(b.token, item.warehouse, [line.offerId]) });
    }

    const results = await Promise.all(
      prepared.map((p, i) =>
        submit(
          p.token,
          item.warehouse,
          submissionFor(p.payload, { readyToRelease: i % 2 === 0 }),
          `race-${i}-key`,
        ),
      ),
    );

    const ok = results.filter((r) => r.statusCode === 200);
    // Every loser is an ordinary refusal (no deadlock, no fault): not enough stock, or its line went out of stock.
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(['notEnoughQuantity', 'offerNotReadyToCheckout']).toContain(r.json().errors[0].messageCode);
    }
    expect(ok.length).toBe(UNITS_LEFT);
    const numbers = ok.map((r) => r.json().phonexOrderNumber as string);
    expect(new Set(numbers).size).toBe(numbers.length);
    const stored = await app.db
      .select({ number: orders.phonexOrderNumber, quantity: orderLines.orderedQuantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(eq(orderLines.tenantId, harborId), eq(orderLines.itemNumberWarehouse, item.itemNumberWarehouse)),
      );
    expect(stored.map((s) => s.number).sort()).toEqual([...numbers].sort());
    expect(stored.reduce((n, s) => n + s.quantity, 0)).toBe(UNITS_LEFT);
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(0);
  }, 120_000);
});
