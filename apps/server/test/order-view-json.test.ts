import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { stockItems } from '../src/db/schema/index.ts';
import { loadCheckoutContext } from '../src/modules/checkout/checkout-context.ts';
import { orderViewParts } from '../src/modules/orders/order-view.ts';
import { orderViewJsonBytes } from '../src/modules/orders/order-view-json.ts';
import { findOrder, type LineWithStock, linesOfOrders } from '../src/modules/orders/orders.repository.ts';
import { buildTestApp } from './helper.ts';
import { insertOrder } from './orders-helper.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * The order view as JSON text with each line's JSON kept per line (P13, order-view-json.ts): whatever the rows,
 * the text is exactly JSON.stringify of the view built whole — after a line's quantity, its item's availability
 * or the tenant's precision changed (a kept line is never answered stale), with a line whose item left the stock
 * list, and with itemNumberWarehouse keys JSON.stringify would order or merge itself (index-like, repeated). Runs
 * on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const harborId = await tenantIdOf(app, 'harbor');
const items = await app.db
  .select()
  .from(stockItems)
  .where(
    and(
      eq(stockItems.tenantId, harborId),
      eq(stockItems.warehouse, 'MIA'),
      gt(stockItems.quantityAvailable, 20),
    ),
  )
  .orderBy(asc(stockItems.id))
  .limit(4);

async function viewOf(lines: { itemNumberWarehouse: string; quantity: number; unitPriceMinor: number }[]) {
  const placed = await insertOrder(app, {
    tenantSlug: 'harbor',
    buyerEmail: 'buyer@harbor.test',
    warehouse: 'MIA',
    lines,
  });
  const order = (await findOrder(app.db, harborId, placed.buyerId, placed.phonexOrderNumber))!;
  const [rows, checkout] = await Promise.all([
    linesOfOrders(app.db, harborId, [order.id]),
    loadCheckoutContext(app.db, harborId, placed.buyerId, order.warehouse),
  ]);
  return { order, lines: rows, checkout };
}

/** The view's JSON text as order-view-json.ts writes it. */
const orderViewJson = (...args: Parameters<typeof orderViewJsonBytes>) =>
  orderViewJsonBytes(...args).toString();

const line = (inw: string, quantity: number, unitPriceMinor: number) => ({
  itemNumberWarehouse: inw,
  quantity,
  unitPriceMinor,
});

describe('the order view as JSON text, lines kept per line (P13)', () => {
  it('is exactly the whole view’s JSON, before and after each input of a line changes', async () => {
    const v = await viewOf(items.map((i, k) => line(i.itemNumberWarehouse, 2 + k, 1000 + 7 * k)));
    const whole = (lines: readonly LineWithStock[], checkout = v.checkout) =>
      JSON.stringify(orderViewParts(v.order, lines, checkout));
    expect(v.lines).toHaveLength(4);
    expect(orderViewJson(v.order, v.lines, v.checkout)).toBe(whole(v.lines));
    // Read again: the same text from the kept lines.
    expect(orderViewJson(v.order, v.lines, v.checkout)).toBe(whole(v.lines));
    // A line's quantity (new row objects, as the upsert writes them).
    const changed = v.lines.map((l, k) =>
      k === 1
        ? {
            ...l,
            line: {
              ...l.line,
              orderedQuantity: 9,
              extendedPriceMinor: 9 * l.line.unitPriceMinor,
            },
          }
        : l,
    );
    expect(orderViewJson(v.order, changed, v.checkout)).toBe(whole(changed));
    expect(JSON.parse(orderViewJson(v.order, changed, v.checkout)).salesOrder.items[1].orderedQuantity).toBe(
      9,
    );
    // The same row object changed in place.
    changed[2]!.line.canceledQuantity = 1;
    expect(orderViewJson(v.order, changed, v.checkout)).toBe(whole(changed));
    // An item's availability, and one that left the stock list.
    const stock = changed.map((l, k) => ({
      ...l,
      quantityAvailable: k === 0 ? 3 : k === 3 ? null : 100_000,
    }));
    expect(orderViewJson(v.order, stock, v.checkout)).toBe(whole(stock));
    // The tenant's precision and display cap.
    const other = { ...v.checkout, currencyPrecision: 3, maxItemQuantityToBeDisplayed: 5 };
    expect(orderViewJson(v.order, stock, other)).toBe(whole(stock, other));
    expect(orderViewJson(v.order, stock, v.checkout)).toBe(whole(stock));
  });

  it('is the whole view’s JSON with index-like and repeated itemNumberWarehouse keys, and without lines', async () => {
    const v = await viewOf([
      line(items[0]!.itemNumberWarehouse, 2, 1500),
      line('12345', 1, 990),
      line('Quote "and" \\ ünïcode', 1, 5),
    ]);
    const whole = (lines: readonly LineWithStock[]) =>
      JSON.stringify(orderViewParts(v.order, lines, v.checkout));
    expect(orderViewJson(v.order, v.lines, v.checkout)).toBe(whole(v.lines));
    const repeated = [...v.lines, { ...v.lines[0]!, line: { ...v.lines[0]!.line, id: crypto.randomUUID() } }];
    expect(orderViewJson(v.order, repeated, v.checkout)).toBe(whole(repeated));
    const plain = v.lines.filter((l) => l.line.itemNumberWarehouse !== '12345');
    expect(orderViewJson(v.order, plain, v.checkout)).toBe(whole(plain));
    expect(orderViewJson(v.order, [], v.checkout)).toBe(whole([]));
    // With the caller's further keys in place of the closing brace.
    expect(orderViewJson(v.order, plain, v.checkout, ',"permission":{}}')).toBe(
      `${whole(plain).slice(0, -1)},"permission":{}}`,
    );
  });
});
