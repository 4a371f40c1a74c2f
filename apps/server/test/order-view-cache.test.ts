import { CHECKOUT_PATHS, fillPath, GetOrderResponse } from '@portico/contract';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buyerAddresses,
  orderLines,
  orders,
  paymentMethods,
  stockItems,
  tenants,
  users,
  warehouses,
} from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { requestStatements, statementTexts } from './offers-helper.ts';
import { insertOrder } from './orders-helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * get-order of an unchanged order (P13): the answer's bytes are kept per state of the order, so a repeat read is
 * ONE statement (the access row and the stamps of everything the answer is built from); and whatever changes
 * behind the answer — the order row, a line written without touching the order, the stock a line draws on (its
 * own tenant's or a supplier's), the warehouse, the tenant's settings and checkout tables, the buyer's addresses
 * and authorities — shows on the very next read, whoever wrote it. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');
const summitId = await tenantIdOf(app, 'summit');

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
  .limit(3);
const order = await insertOrder(app, {
  tenantSlug: 'harbor',
  buyerEmail: 'buyer@harbor.test',
  warehouse: 'MIA',
  lines: items.map((i) => ({
    itemNumberWarehouse: i.itemNumberWarehouse,
    quantity: 2,
    unitPriceMinor: 1000,
  })),
});
const n = order.phonexOrderNumber;

const url = `${API}${fillPath(CHECKOUT_PATHS.getOrder.path, { phonexOrderNumber: n })}`;
const get = () => app.inject({ method: 'GET', url, headers: { host: HARBOR, ...bearer(buyer) } });
const read = async () => {
  const res = await get();
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const parsed = GetOrderResponse.parse(res.json());
  expect(res.json()).toEqual(parsed);
  return parsed;
};
/** Reads twice (so the answer is kept, if it is), changes something behind it, reads again. */
async function afterChange(change: () => Promise<unknown>) {
  await read();
  await read();
  await change();
  return read();
}
/** The account check of every request (plugins/auth, account-gate.ts) rereads the account every 2 s. */
const ACCOUNT_CHECK = /^select id, email, first_name, last_name, groups, authorities/;

describe('get-order of an unchanged order (P13)', () => {
  it('is one statement, and the same answer', async () => {
    const first = await read();
    await read();
    let second: GetOrderResponse | undefined;
    const texts = await statementTexts(app, async () => {
      second = await read();
    });
    expect(second).toEqual(first);
    expect(requestStatements(texts).filter((s) => !ACCOUNT_CHECK.test(s))).toHaveLength(1);
  });
});

describe('get-order shows every change behind its answer on the next read (P13)', () => {
  const line = (o: GetOrderResponse, inw: string) =>
    o.salesOrder.items.find((i) => i.itemNumberWarehouse === inw)!;
  const inw = items[0]!.itemNumberWarehouse;

  it('the stock of a line', async () => {
    const after = await afterChange(() =>
      app.db
        .update(stockItems)
        .set({ quantityAvailable: sql`${stockItems.quantityAvailable} + 7` })
        .where(eq(stockItems.id, items[0]!.id)),
    );
    const [row] = await app.db.select().from(stockItems).where(eq(stockItems.id, items[0]!.id));
    expect(line(after, inw).availableQuantity).toBe(row!.quantityAvailable);
  });

  it('a line written without touching the order row', async () => {
    const after = await afterChange(() =>
      app.db
        .update(orderLines)
        .set({ shippedQuantity: 1 })
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.itemNumberWarehouse, inw))),
    );
    expect(line(after, inw).shippedQuantity).toBe(1);
  });

  it('a line drawing on a supplier tenant’s stock, and that stock', async () => {
    const [supplied] = await app.db
      .select()
      .from(stockItems)
      .where(eq(stockItems.tenantId, summitId))
      .orderBy(asc(stockItems.id))
      .limit(1);
    const other = items[1]!.itemNumberWarehouse;
    const moved = await afterChange(() =>
      app.db
        .update(orderLines)
        .set({ supplierTenantId: summitId, itemNumberWarehouse: supplied!.itemNumberWarehouse })
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.itemNumberWarehouse, other))),
    );
    expect(line(moved, supplied!.itemNumberWarehouse).availableQuantity).toBe(supplied!.quantityAvailable);
    const restocked = await afterChange(() =>
      app.db
        .update(stockItems)
        .set({ quantityAvailable: supplied!.quantityAvailable + 3 })
        .where(eq(stockItems.id, supplied!.id)),
    );
    expect(line(restocked, supplied!.itemNumberWarehouse).availableQuantity).toBe(
      supplied!.quantityAvailable + 3,
    );
  });

  it('the order row', async () => {
    const after = await afterChange(() =>
      app.db.update(orders).set({ refOrderNumber: 'REF-P13' }).where(eq(orders.id, order.id)),
    );
    expect(after.salesOrder.refOrderNumber).toBe('REF-P13');
    expect(after.salesOrder.refOrderNumberOrPhonexOrderNumber).toBe('REF-P13');
  });

  it('the warehouse’s label', async () => {
    const where = and(eq(warehouses.tenantId, harborId), eq(warehouses.code, 'MIA'));
    const [before] = await app.db.select().from(warehouses).where(where);
    try {
      const after = await afterChange(() =>
        app.db.update(warehouses).set({ label: 'Miami (P13)' }).where(where),
      );
      expect(after.salesOrder.warehouse).toBe('Miami (P13)');
    } finally {
      await app.db.update(warehouses).set({ label: before!.label }).where(where);
    }
  });

  it('the tenant’s settings', async () => {
    const [tenant] = await app.db.select().from(tenants).where(eq(tenants.id, harborId));
    try {
      const after = await afterChange(() =>
        app.db
          .update(tenants)
          .set({ settings: { ...tenant!.settings, stocklistSettings: { maxItemQuantityToBeDisplayed: 1 } } })
          .where(eq(tenants.id, harborId)),
      );
      expect(line(after, inw).availableQuantityDisplay).toBe('1+');
    } finally {
      await app.db.update(tenants).set({ settings: tenant!.settings }).where(eq(tenants.id, harborId));
    }
  });

  it('a payment method', async () => {
    const after = await afterChange(() =>
      app.db
        .update(paymentMethods)
        .set({ label: 'Wire (P13)' })
        .where(and(eq(paymentMethods.tenantId, harborId), eq(paymentMethods.code, 'WIRE'))),
    );
    expect(after.orderOptions.paymentMethods.find((m) => m.code === 'WIRE')?.label).toBe('Wire (P13)');
  });

  it('the buyer’s addresses', async () => {
    const [address] = await app.db
      .select()
      .from(buyerAddresses)
      .where(and(eq(buyerAddresses.tenantId, harborId), eq(buyerAddresses.buyerId, order.buyerId)))
      .limit(1);
    const after = await afterChange(() =>
      app.db.update(buyerAddresses).set({ city: 'Tampa (P13)' }).where(eq(buyerAddresses.id, address!.id)),
    );
    const shown = [...after.orderOptions.shippingAddresses, ...after.orderOptions.billingAddresses];
    expect(shown.find((a) => a.id === address!.id)?.city).toBe('Tampa (P13)');
  });

  it('the buyer’s authorities: view only, then none (403)', async () => {
    const [user] = await app.db.select().from(users).where(eq(users.id, order.buyerId));
    const set = (authorities: string[]) =>
      app.db.update(users).set({ authorities }).where(eq(users.id, order.buyerId));
    try {
      const viewOnly = await afterChange(() =>
        set(user!.authorities.filter((a) => a !== 'CAN_UPDATE_ORDER')),
      );
      expect(viewOnly.permission.canUpdateOrderedQuantity).toBe(false);
      expect(viewOnly.permission.canCancelOrder).toBe(false);
      await set(user!.authorities.filter((a) => a !== 'CAN_UPDATE_ORDER' && a !== 'CAN_VIEW_ORDER'));
      expect((await get()).statusCode).toBe(403);
    } finally {
      await set(user!.authorities);
    }
    expect((await read()).permission.canUpdateOrderedQuantity).toBe(true);
  });

  it('another buyer’s read of the same number is 404 even while the answer is kept', async () => {
    await read();
    const other = await signIn(app, 'prospect@harbor.test');
    const res = await app.inject({ method: 'GET', url, headers: { host: HARBOR, ...bearer(other) } });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].messageCode).toBe('orderNotFound');
  });

  it('a line deleted outright', async () => {
    const after = await afterChange(() =>
      app.db
        .delete(orderLines)
        .where(and(eq(orderLines.orderId, order.id), ne(orderLines.itemNumberWarehouse, inw))),
    );
    expect(after.salesOrder.items.map((i) => i.itemNumberWarehouse)).toEqual([inw]);
  });
});
