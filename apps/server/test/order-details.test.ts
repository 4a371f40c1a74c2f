import {
  BuyerTimelineResponse,
  CHECKOUT_PATHS,
  CheckoutPayload,
  DEFAULT_DICTIONARY,
  fillPath,
  GetOrderResponse,
  ORDER_PATHS,
  ORDER_TIMELINE_PATH,
  OrderChangeResponse,
  type SalesOrder,
  SubmitOrderResponse,
} from '@portico/contract';
import { interpolate } from '@portico/domain';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buyerAddresses, mailOutbox, orderLines, orders, tenants, users } from '../src/db/schema/index.ts';
import { addressIn, stockOf, submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { eventsAfter, itemPicker, lastEventId, offersApi } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * The order details server (L-001…L-069, N-048…N-056, Q-041, Q-044, Q-051, Q-070): get-order complete, the
 * upsert with optimistic concurrency, stock through the inventory core and partial failures, the actions,
 * cancel, payment status; orders placed through the real checkout so the stock arithmetic is the product's.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const otherBuyer = await signIn(app, 'prospect@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
const api = offersApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, host = HARBOR) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: { host, ...bearer(token) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const orderUrl = (n: string) => fillPath(CHECKOUT_PATHS.getOrder.path, { phonexOrderNumber: n });
const getOrder = async (n: string, token = buyer) => {
  const res = await call(token, 'GET', orderUrl(n));
  expect(res.statusCode, res.body).toBe(200);
  // Exactly the contract's shape: nothing more is sent than GetOrderResponse names.
  const parsed = GetOrderResponse.parse(res.json());
  expect(res.json()).toEqual(parsed);
  return parsed;
};
const upsert = (salesOrder: unknown, token = buyer) =>
  call(token, 'PUT', ORDER_PATHS.upsert.path, { salesOrder });
const changed = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  const parsed = OrderChangeResponse.parse(res.json());
  expect(res.json()).toEqual(parsed);
  return parsed;
};
/** The salesOrder as the page sends it back, with `items` replaced. */
const withItems = (
  o: SalesOrder,
  items: { itemNumberWarehouse: string; orderedQuantity: number | string }[],
) => ({
  ...o,
  items,
});
const itemsOfOrder = (o: SalesOrder) =>
  o.items.map((i) => ({ itemNumberWarehouse: i.itemNumberWarehouse, orderedQuantity: i.orderedQuantity }));
const stock = (inw: string) => stockOf(app, harborId, inw);
/** What the buyer's stock list shows for an item. */
const listed = async (inw: string) =>
  itemsOf((await getStock(app, buyer, HARBOR, true)).body.groups).find(
    (x) => x.item.itemNumberWarehouse === inw,
  )!.item.quantityAvailable;

let keyN = 0;
/** Places an order through the checkout: the items at list price, STANDARD to Miami, WIRE. */
async function place(
  lines: { item: { itemNumberWarehouse: string; listPrice: number; warehouse: string }; quantity: number }[],
  readyToRelease = false,
) {
  const offerIds: string[] = [];
  for (const l of lines)
    offerIds.push((await api.offer(buyer, l.item, l.quantity, l.item.listPrice)).offerId);
  const res = await call(
    buyer,
    'POST',
    fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' }),
    offerIds,
  );
  expect(res.statusCode, res.body).toBe(200);
  const payload = CheckoutPayload.parse(res.json());
  const submitted = await app.inject({
    method: 'POST',
    url: `${API}${fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' })}`,
    headers: { host: HARBOR, ...bearer(buyer), 'idempotency-key': `order-details-${keyN++}` },
    payload: submissionFor(payload, { readyToRelease }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const n = SubmitOrderResponse.parse(submitted.json()).phonexOrderNumber;
  return { n, payload };
}

describe('get-order (N-053, L-002, L-039, L-040)', () => {
  it("shows availableQuantity capped with '+' and the server's permission only", async () => {
    const item = picker.offerable(30);
    const { n } = await place([{ item, quantity: 2 }]);
    await app.db
      .update(tenants)
      .set({ settings: { stocklistSettings: { maxItemQuantityToBeDisplayed: 10 } } })
      .where(eq(tenants.id, harborId));
    try {
      const { salesOrder, permission } = await getOrder(n);
      const line = salesOrder.items[0]!;
      expect(line.availableQuantity).toBe(await stock(item.itemNumberWarehouse));
      expect(line.availableQuantityDisplay).toBe('10+');
      expect(permission.canIncreaseOrderedQuantity).toBe(true);
    } finally {
      await app.db.update(tenants).set({ settings: {} }).where(eq(tenants.id, harborId));
    }
    // B-039: CAN_VIEW_ORDER alone reads the order; nothing in it may be changed.
    await app.db
      .update(users)
      .set({ authorities: ['CAN_VIEW_ORDER'] })
      .where(and(eq(users.tenantId, harborId), eq(users.email, 'buyer@harbor.test')));
    try {
      const { permission } = await getOrder(n);
      expect(Object.entries(permission).filter(([, v]) => v)).toEqual(
        [['isPaymentGracePeriodSectionApplicable', permission.isPaymentGracePeriodSectionApplicable]].filter(
          ([, v]) => v,
        ),
      );
      expect((await upsert({ phonexOrderNumber: n, version: 1, items: [] })).statusCode).toBe(403);
    } finally {
      const { Authorities } = await import('@portico/contract');
      await app.db
        .update(users)
        .set({ authorities: [...Authorities] })
        .where(and(eq(users.tenantId, harborId), eq(users.email, 'buyer@harbor.test')));
    }
  });
});

describe('upsert (N-054, L-028…L-031, Q-051)', () => {
  it('a stale version → 409 outdatedSalesOrder and nothing changed', async () => {
    const item = picker.offerable(20);
    const { n } = await place([{ item, quantity: 2 }]);
    const { salesOrder } = await getOrder(n);
    const before = await stock(item.itemNumberWarehouse);
    const res = await upsert({
      ...withItems(salesOrder, [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 5 }]),
      version: salesOrder.version - 1 || salesOrder.version + 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      messageCode: 'outdatedSalesOrder',
      messageDescription:
        'Your order was recently updated and your changes are not up to date. Please review your changes and try again.',
    });
    const after = (await getOrder(n)).salesOrder;
    expect(after.version).toBe(salesOrder.version);
    expect(after.items[0]!.orderedQuantity).toBe(2);
    expect(await stock(item.itemNumberWarehouse)).toBe(before);
    // The updateDate the page loaded works as the token too.
    const { version: _v, ...byDate } = withItems(salesOrder, itemsOfOrder(salesOrder));
    const stale = await upsert({ ...byDate, updateDate: '2020-01-01T00:00:00.000Z' });
    expect(stale.statusCode).toBe(409);
  });

  it('an increase beyond the available stock is refused and changes nothing', async () => {
    const item = picker.offerable(5);
    const { n } = await place([{ item, quantity: 1 }]);
    const { salesOrder } = await getOrder(n);
    const available = await stock(item.itemNumberWarehouse);
    const res = await upsert(
      withItems(salesOrder, [
        { itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 1 + available + 1 },
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      messageCode: 'notEnoughQuantity',
      messageDescription: 'Not enough quantity',
      itemNumberWarehouse: item.itemNumberWarehouse,
    });
    expect(await stock(item.itemNumberWarehouse)).toBe(available);
    expect((await getOrder(n)).salesOrder.version).toBe(salesOrder.version);
  });

  it('increases and decreases move stock, a removal gives it back (the stock list shows it), charges follow', async () => {
    const a = picker.offerable(20);
    const b = picker.offerable(20);
    const c = picker.offerable(20);
    const { n } = await place([
      { item: a, quantity: 4 },
      { item: b, quantity: 4 },
      { item: c, quantity: 2 },
    ]);
    const { salesOrder } = await getOrder(n);
    const [sa, sb, sc] = [
      await stock(a.itemNumberWarehouse),
      await stock(b.itemNumberWarehouse),
      await stock(c.itemNumberWarehouse),
    ];
    const events = await lastEventId(app);
    const res = changed(
      await upsert(
        withItems(salesOrder, [
          { itemNumberWarehouse: a.itemNumberWarehouse, orderedQuantity: 7 },
          { itemNumberWarehouse: b.itemNumberWarehouse, orderedQuantity: '1' },
        ]),
      ),
    );
    expect(res.status).toBe('SUCCESS');
    expect(await stock(a.itemNumberWarehouse)).toBe(sa - 3);
    expect(await stock(b.itemNumberWarehouse)).toBe(sb + 3);
    expect(await stock(c.itemNumberWarehouse)).toBe(sc + 2);
    expect(await listed(c.itemNumberWarehouse)).toBe(sc + 2);
    const o = res.salesOrder;
    expect(o.version).toBe(salesOrder.version + 1);
    expect(o.items.map((i) => [i.itemNumberWarehouse, i.orderedQuantity])).toEqual([
      [a.itemNumberWarehouse, 7],
      [b.itemNumberWarehouse, 1],
    ]);
    const subtotal = Math.round((7 * a.listPrice + 1 * b.listPrice) * 100) / 100;
    expect(o.subtotal).toBe(subtotal);
    expect(o.totalOrderedQuantity).toBe(8);
    // STANDARD freight is base + per unit: it follows the units.
    expect(o.freight).not.toBe(salesOrder.freight);
    expect(o.total).toBeCloseTo(o.subtotal + o.freight + o.paymentFee + o.tax + o.additionalServicesFee, 2);
    // the buyer and the sellers hear of it; stock.changed with the items.
    const written = await eventsAfter(app, harborId, events);
    expect(
      written
        .filter((e) => e.type === 'orders.changed')
        .map((e) => e.audience)
        .sort(),
    ).toEqual(['buyer', 'seller']);
    expect(written.find((e) => e.type === 'orders.changed')!.data).toEqual({
      phonexOrderNumbers: [n],
      reason: 'ORDER_EDITED',
    });
    expect(written.some((e) => e.type === 'stock.changed')).toBe(true);
    // The confirmation mail of the update (the thank-you page's promise holds for updates too).
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), eq(mailOutbox.dedupeKey, `order:${n}:v${o.version}`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('buyer@harbor.test');
    // It says what changed, line by line, not only how the order reads now.
    const lineOf = (i: typeof a) =>
      o.items.find((l) => l.itemNumberWarehouse === i.itemNumberWarehouse) ??
      salesOrder.items.find((l) => l.itemNumberWarehouse === i.itemNumberWarehouse)!;
    const named = (i: typeof a) => `${lineOf(i).itemNumber} ${lineOf(i).itemDescription}`;
    expect(mails[0]!.text).toContain(
      [
        'What changed:',
        `  ${named(a)}: quantity 4 → 7`,
        `  ${named(b)}: quantity 4 → 1`,
        `  Removed: ${named(c)}`,
      ].join('\n'),
    );
  });

  it('a line priced below list (a seller-accepted offer) takes no more units at that price; fewer are fine', async () => {
    const item = picker.offerable(20);
    const { n } = await place([{ item, quantity: 2 }]);
    // The price a seller accepted for these 2 units: half the list price.
    const [order] = await app.db.select().from(orders).where(eq(orders.phonexOrderNumber, n));
    const offerPrice = Math.round((item.listPrice * 100) / 2);
    await app.db
      .update(orderLines)
      .set({ unitPriceMinor: offerPrice, extendedPriceMinor: 2 * offerPrice })
      .where(eq(orderLines.orderId, order!.id));
    const { salesOrder } = await getOrder(n);
    const available = await stock(item.itemNumberWarehouse);
    const res = await upsert(
      withItems(salesOrder, [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 10 }]),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      messageCode: 'maxQuantity',
      messageDescription: 'Max quantity: 2',
      itemNumberWarehouse: item.itemNumberWarehouse,
    });
    expect(await stock(item.itemNumberWarehouse)).toBe(available);
    const unchanged = (await getOrder(n)).salesOrder;
    expect(unchanged.version).toBe(salesOrder.version);
    expect(unchanged.itemNumberItems[item.itemNumberWarehouse]!.orderedQuantity).toBe(2);
    // Fewer units keep the agreed price.
    const fewer = changed(
      await upsert(
        withItems(unchanged, [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 1 }]),
      ),
    );
    expect(fewer.salesOrder.itemNumberItems[item.itemNumberWarehouse]).toMatchObject({
      orderedQuantity: 1,
      unitPrice: offerPrice / 100,
    });
  });

  it('items the order does not have, or one item twice, change nothing: no line is taken as removed', async () => {
    const a = picker.offerable(20);
    const b = picker.offerable(20);
    const { n } = await place([
      { item: a, quantity: 2 },
      { item: b, quantity: 2 },
    ]);
    const { salesOrder } = await getOrder(n);
    const before = [await stock(a.itemNumberWarehouse), await stock(b.itemNumberWarehouse)];
    // The item number without its warehouse: not a line of this order.
    const unknown = await upsert(
      withItems(salesOrder, [{ itemNumberWarehouse: a.itemNumber, orderedQuantity: 2 }]),
    );
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().errors).toEqual([
      {
        messageCode: 'itemNotOnOrder',
        messageDescription: 'This item is not on the order; reload the order and try again',
        field: 'items',
        itemNumberWarehouse: a.itemNumber,
      },
    ]);
    const twice = await upsert(
      withItems(salesOrder, [
        { itemNumberWarehouse: a.itemNumberWarehouse, orderedQuantity: 1 },
        { itemNumberWarehouse: a.itemNumberWarehouse, orderedQuantity: 3 },
        { itemNumberWarehouse: b.itemNumberWarehouse, orderedQuantity: 2 },
      ]),
    );
    expect(twice.statusCode, twice.body).toBe(422);
    expect(twice.json().errors[0]).toMatchObject({
      messageCode: 'itemRepeated',
      itemNumberWarehouse: a.itemNumberWarehouse,
    });
    const after = (await getOrder(n)).salesOrder;
    expect(after.fulfillmentStatus).toBe('ON_HOLD');
    expect(after.version).toBe(salesOrder.version);
    expect(itemsOfOrder(after)).toEqual(itemsOfOrder(salesOrder));
    expect([await stock(a.itemNumberWarehouse), await stock(b.itemNumberWarehouse)]).toEqual(before);
  });

  it('shipped units cannot be removed: a shipped order sent back without its lines is refused, not answered as saved', async () => {
    const item = picker.offerable(10);
    const { n } = await place([{ item, quantity: 2 }]);
    const [row] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)));
    await app.db.update(orderLines).set({ shippedQuantity: 2 }).where(eq(orderLines.orderId, row!.id));
    await app.db.update(orders).set({ fulfillmentStatus: 'SHIPPED' }).where(eq(orders.id, row!.id));
    const { salesOrder } = await getOrder(n);
    const res = await upsert(withItems(salesOrder, []));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        messageCode: 'orderCannotBeEdited',
        field: 'items',
        itemNumberWarehouse: item.itemNumberWarehouse,
      }),
    ]);
    const after = (await getOrder(n)).salesOrder;
    expect(after.version).toBe(salesOrder.version);
    expect(itemsOfOrder(after)).toEqual(itemsOfOrder(salesOrder));
  });
  it('reports the failed changes and saves the rest (L-030, L-031)', async () => {
    const a = picker.offerable(20);
    const b = picker.offerable(20);
    const { n } = await place([
      { item: a, quantity: 4 },
      { item: b, quantity: 4 },
    ]);
    const { salesOrder } = await getOrder(n);
    const res = changed(
      await upsert(
        withItems(salesOrder, [
          { itemNumberWarehouse: a.itemNumberWarehouse, orderedQuantity: 'four' },
          { itemNumberWarehouse: b.itemNumberWarehouse, orderedQuantity: 3 },
        ]),
      ),
    );
    expect(res.status).toBe('PARTIAL');
    expect(res.errors).toEqual([
      {
        messageCode: 'invalidOrderQuantity',
        messageDescription: 'Invalid order quantity',
        field: 'items',
        itemNumberWarehouse: a.itemNumberWarehouse,
      },
    ]);
    expect(res.message).toBe('Invalid order quantity');
    expect(res.salesOrder.itemNumberItems[a.itemNumberWarehouse]!.orderedQuantity).toBe(4);
    expect(res.salesOrder.itemNumberItems[b.itemNumberWarehouse]!.orderedQuantity).toBe(3);
  });

  it('changes shipping where permitted, refuses it once released (L-023)', async () => {
    const item = picker.offerable(10);
    const { n, payload } = await place([{ item, quantity: 2 }]);
    const { salesOrder } = await getOrder(n);
    const elsewhere = payload.shippingAddresses.find(
      (x) => x.id !== salesOrder.shippingOptionDetails.shippingAddressId && x.country === 'US',
    );
    expect(elsewhere).toBeDefined();
    const moved = changed(
      await upsert({
        ...salesOrder,
        items: itemsOfOrder(salesOrder),
        shippingOptionDetails: {
          ...salesOrder.shippingOptionDetails,
          shippingAddressId: elsewhere!.id,
          shippingOption: {
            ...salesOrder.shippingOptionDetails.shippingOption,
            shippingMethodCode: 'BILL_MY_ACCOUNT',
            carrier: 'UPS',
            carrierServiceLevel: 'Ground',
            carrierShippingAccountNumber: 'A-1',
          },
        },
      }),
    );
    expect(moved.status, JSON.stringify(moved.errors)).toBe('SUCCESS');
    expect(moved.salesOrder.shippingOptionDetails.shippingAddressId).toBe(elsewhere!.id);
    expect(moved.salesOrder.shippingAddress.city).toBe(elsewhere!.city);
    expect(moved.salesOrder.freight).toBe(0);
    const [movedMail] = await app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.tenantId, harborId),
          eq(mailOutbox.dedupeKey, `order:${n}:v${moved.salesOrder.version}`),
        ),
      );
    expect(movedMail!.text).toContain(
      `What changed:\n  Shipping: Bill My Account (UPS Ground) to ${elsewhere!.label}`,
    );

    const released = changed(
      await call(buyer, 'POST', fillPath(ORDER_PATHS.action.path, { phonexOrderNumber: n }), {
        action: 'RELEASE_ORDER',
        version: moved.salesOrder.version,
      }),
    );
    expect(released.salesOrder.fulfillmentStatus).toBe('AWAITING_PAYMENT');
    const back = await upsert({
      ...released.salesOrder,
      items: itemsOfOrder(released.salesOrder),
      shippingOptionDetails: {
        ...released.salesOrder.shippingOptionDetails,
        shippingAddressId: addressIn(payload, 'Miami').id,
      },
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors[0]).toMatchObject({
      messageCode: 'orderCannotBeEdited',
      field: 'shippingOptionDetails',
    });
  });

  it('edits the lines of an order whose shipping address was archived since (its snapshot stays)', async () => {
    const item = picker.offerable(10);
    const { n } = await place([{ item, quantity: 3 }]);
    const { salesOrder } = await getOrder(n);
    const addressId = salesOrder.shippingOptionDetails.shippingAddressId;
    await app.db
      .update(buyerAddresses)
      .set({ archivedAt: new Date() })
      .where(eq(buyerAddresses.id, addressId));
    try {
      const res = changed(
        await upsert(
          withItems(salesOrder, [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 2 }]),
        ),
      );
      expect(res.status).toBe('SUCCESS');
      expect(res.salesOrder.items[0]!.orderedQuantity).toBe(2);
      expect(res.salesOrder.shippingAddress).toEqual(salesOrder.shippingAddress);
    } finally {
      await app.db.update(buyerAddresses).set({ archivedAt: null }).where(eq(buyerAddresses.id, addressId));
    }
  });

  it('a released order sent back whole with one line decreased: only that change, no spurious part change', async () => {
    const a = picker.offerable(10);
    const b = picker.offerable(10);
    const { n } = await place(
      [
        { item: a, quantity: 4 },
        { item: b, quantity: 2 },
      ],
      true,
    );
    const { salesOrder, permission } = await getOrder(n);
    expect(salesOrder.fulfillmentStatus).toBe('AWAITING_PAYMENT');
    expect(permission.canIncreaseOrderedQuantity).toBe(false);
    const before = await stock(a.itemNumberWarehouse);
    const res = changed(
      await upsert({
        ...salesOrder,
        items: salesOrder.items.map((i) => ({
          ...i,
          orderedQuantity: i.itemNumberWarehouse === a.itemNumberWarehouse ? 3 : i.orderedQuantity,
        })),
      }),
    );
    expect(res.status, JSON.stringify(res.errors)).toBe('SUCCESS');
    expect(res.salesOrder.itemNumberItems[a.itemNumberWarehouse]!.orderedQuantity).toBe(3);
    expect(await stock(a.itemNumberWarehouse)).toBe(before + 1);
    // L-044: no increase once released — 'Max quantity: {n}'.
    const up = await upsert({
      ...res.salesOrder,
      items: res.salesOrder.items.map((i) => ({ ...i, orderedQuantity: i.orderedQuantity + 1 })),
    });
    expect(up.statusCode).toBe(422);
    expect(up.json().errors.map((e: { messageDescription: string }) => e.messageDescription)).toEqual([
      'Max quantity: 3',
      'Max quantity: 2',
    ]);
  });

  it('removing the last line cancels the order and gives every unit back (L-048)', async () => {
    const item = picker.offerable(10);
    const { n } = await place([{ item, quantity: 3 }]);
    const { salesOrder } = await getOrder(n);
    const before = await stock(item.itemNumberWarehouse);
    const res = changed(await upsert(withItems(salesOrder, [])));
    expect(res.salesOrder.fulfillmentStatus).toBe('CANCELED');
    expect(res.salesOrder.items[0]).toMatchObject({ orderedQuantity: 3, canceledQuantity: 3 });
    expect(res.salesOrder.total).toBe(0);
    expect(await stock(item.itemNumberWarehouse)).toBe(before + 3);
    expect(Object.values(res.permission).some((v) => v)).toBe(false);
  });
});

describe('actions, cancel, payment status (L-051…L-054, N-048, Q-012, Q-044)', () => {
  it('release → AWAITING_PAYMENT with the grace period; hold → ON_HOLD; a second release is outdated', async () => {
    const item = picker.offerable(10);
    const { n } = await place([{ item, quantity: 1 }]);
    const url = fillPath(ORDER_PATHS.action.path, { phonexOrderNumber: n });
    const released = changed(await call(buyer, 'POST', url, { action: 'RELEASE_ORDER' }));
    expect(released.salesOrder.fulfillmentStatus).toBe('AWAITING_PAYMENT');
    const grace = Date.parse(released.salesOrder.gracePeriodEnd!);
    expect(grace - Date.parse(released.salesOrder.updateDate)).toBe(48 * 3_600_000);
    expect(released.salesOrder.cancellationFeePercent).toBe(10);
    expect((await call(buyer, 'POST', url, { action: 'RELEASE_ORDER' })).statusCode).toBe(409);
    const held = changed(await call(buyer, 'POST', url, { action: 'HOLD_ORDER' }));
    expect(held.salesOrder.fulfillmentStatus).toBe('ON_HOLD');
    const status = await call(
      buyer,
      'GET',
      fillPath(ORDER_PATHS.paymentStatus.path, { phonexOrderNumber: n }),
    );
    expect(status.json()).toEqual({ status: 'PENDING' });
    await app.db
      .update(orders)
      .set({ paymentStatus: 'PAID' })
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)));
    expect(
      (await call(buyer, 'GET', fillPath(ORDER_PATHS.paymentStatus.path, { phonexOrderNumber: n }))).json(),
    ).toEqual({ status: 'SUCCESS' });
  });

  it('hold and release again keep the first release’s grace period; a held order cannot be held again', async () => {
    const item = picker.offerable(10);
    const { n } = await place([{ item, quantity: 1 }]);
    const url = fillPath(ORDER_PATHS.action.path, { phonexOrderNumber: n });
    const first = changed(await call(buyer, 'POST', url, { action: 'RELEASE_ORDER' })).salesOrder;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const held = changed(await call(buyer, 'POST', url, { action: 'HOLD_ORDER' })).salesOrder;
    expect(held.fulfillmentStatus).toBe('ON_HOLD');
    // Held already: nothing to do, nothing written, no mail.
    const mailsBefore = await lastMailId();
    const again = await call(buyer, 'POST', url, { action: 'HOLD_ORDER' });
    expect(again.statusCode).toBe(409);
    expect((await getOrder(n)).salesOrder.version).toBe(held.version);
    const mails = await app.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), gt(mailOutbox.createdAt, mailsBefore)));
    expect(mails.filter((m) => m.subject.includes(n))).toEqual([]);
    // Released again: the fees' deadlines and terms are the first release's, not moved on (Q-040).
    const second = changed(await call(buyer, 'POST', url, { action: 'RELEASE_ORDER' })).salesOrder;
    expect(second.fulfillmentStatus).toBe('AWAITING_PAYMENT');
    expect({
      grace: second.gracePeriodEnd,
      feeEnd: second.racFeePeriodEnd,
      cancellation: second.cancellationFeePercent,
    }).toEqual({
      grace: first.gracePeriodEnd,
      feeEnd: first.racFeePeriodEnd,
      cancellation: first.cancellationFeePercent,
    });
  });

  it('cancel gives every unit back and sends the mail; a cancelled order cannot be cancelled again', async () => {
    const a = picker.offerable(10);
    const b = picker.offerable(10);
    const { n } = await place([
      { item: a, quantity: 2 },
      { item: b, quantity: 3 },
    ]);
    const [sa, sb] = [await stock(a.itemNumberWarehouse), await stock(b.itemNumberWarehouse)];
    const mailsBefore = await lastMailId();
    const url = fillPath(ORDER_PATHS.cancel.path, { phonexOrderNumber: n });
    const res = changed(await call(buyer, 'POST', url, {}));
    expect(res.salesOrder.fulfillmentStatus).toBe('CANCELED');
    expect(await stock(a.itemNumberWarehouse)).toBe(sa + 2);
    expect(await stock(b.itemNumberWarehouse)).toBe(sb + 3);
    expect(await listed(b.itemNumberWarehouse)).toBe(sb + 3);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), gt(mailOutbox.createdAt, mailsBefore)));
    expect(mails.map((m) => m.subject).join('|')).toContain(`cancelled — order ${n}`);
    // The cancellation lists what was cancelled (the order's total is then nothing).
    const cancelMail = mails.find((m) => m.subject.includes(`cancelled — order ${n}`))!.text;
    expect(cancelMail).toContain('Cancelled items:');
    for (const [i, units] of [
      [a, 2],
      [b, 3],
    ] as const) {
      const line = res.salesOrder.items.find((l) => l.itemNumberWarehouse === i.itemNumberWarehouse)!;
      expect(cancelMail).toContain(`  ${units} × ${line.itemNumber} ${line.itemDescription}`);
    }
    expect((await call(buyer, 'POST', url, {})).statusCode).toBe(409);
  });
});

const lastMailId = async () => new Date(Date.now() - 1);

describe('another buyer’s or tenant’s order → 404 on every order details route', () => {
  it('answers orderNotFound and changes nothing', async () => {
    const item = picker.offerable(5);
    const { n } = await place([{ item, quantity: 1 }]);
    const { salesOrder } = await getOrder(n);
    const p = { phonexOrderNumber: n };
    const routes: [string, 'GET' | 'POST' | 'PUT', string, unknown][] = [
      ['get-order', 'GET', orderUrl(n), undefined],
      ['upsert', 'PUT', ORDER_PATHS.upsert.path, { salesOrder: withItems(salesOrder, []) }],
      ['action', 'POST', fillPath(ORDER_PATHS.action.path, p), { action: 'RELEASE_ORDER' }],
      ['cancel', 'POST', fillPath(ORDER_PATHS.cancel.path, p), {}],
      ['payment status', 'GET', fillPath(ORDER_PATHS.paymentStatus.path, p), undefined],
      ['fee terms', 'GET', fillPath(ORDER_PATHS.feeTerms.path, p), undefined],
      [
        'accept terms',
        'POST',
        fillPath(ORDER_PATHS.acceptFeeTerms.path, p),
        {
          reservationFeePercent: 0.5,
          cancellationFeePercent: 10,
          reservationFeeRateAmount: 0,
          cancellationFeeRateAmount: 0,
          gracePeriodEnd: null,
          paymentTimeExtensionCustomText: null,
          useCurrentAccountTextForPayment: false,
          refOrderNumber: null,
          phonexOrderNumber: n,
        },
      ],
      [
        'rac fees',
        'POST',
        ORDER_PATHS.calculateRacFees.path,
        { phonexOrderNumber: n, isCancellation: true, items: [] },
      ],
      ['manifest summary', 'GET', fillPath(ORDER_PATHS.manifestSummary.path, p), undefined],
    ];
    for (const [name, method, url, body] of routes) {
      for (const [token, host] of [
        [otherBuyer, HARBOR],
        [summitBuyer, SUMMIT],
      ] as const) {
        const res = await call(token, method, url, body, host);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
        expect(res.json().errors[0].messageCode, name).toBe('orderNotFound');
      }
    }
    const after = (await getOrder(n)).salesOrder;
    expect(after.version).toBe(salesOrder.version);
    expect(after.fulfillmentStatus).toBe('ON_HOLD');
  });
});

describe("the order's timeline records the buyer's own changes (L-010)", () => {
  it('placed on hold, edited and released: one row each, by the buyer, shown in Order History', async () => {
    const item = picker.offerable(10);
    const { n } = await place([{ item, quantity: 3 }]);
    const { salesOrder } = await getOrder(n);
    changed(
      await upsert(
        withItems(salesOrder, [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 2 }]),
      ),
    );
    expect(
      (
        await call(buyer, 'POST', fillPath(ORDER_PATHS.action.path, { phonexOrderNumber: n }), {
          action: 'RELEASE_ORDER',
        })
      ).statusCode,
    ).toBe(200);
    const res = await call(buyer, 'GET', fillPath(ORDER_TIMELINE_PATH.path, { phonexOrderNumber: n }));
    expect(res.statusCode, res.body).toBe(200);
    const { timeline } = BuyerTimelineResponse.parse(res.json());
    expect(timeline.map((e) => [e.action, e.actorKind])).toEqual([
      ['ORDER_HELD', 'BUYER'],
      ['ORDER_EDITED', 'BUYER'],
      ['ORDER_RELEASED', 'BUYER'],
    ]);
    expect(timeline.at(-1)!.after).toMatchObject({ fulfillmentStatus: 'AWAITING_PAYMENT' });
    // Another buyer reads nothing of it.
    const other = await call(otherBuyer, 'GET', fillPath(ORDER_TIMELINE_PATH.path, { phonexOrderNumber: n }));
    expect(other.statusCode).toBe(404);
  });

  it('an edit says what it changed: each quantity, each removed line, the shipping (in the tenant’s words)', async () => {
    const kept = picker.offerable(10);
    const gone = picker.offerable(10);
    const { n, payload } = await place([
      { item: kept, quantity: 3 },
      { item: gone, quantity: 2 },
    ]);
    const { salesOrder } = await getOrder(n);
    const elsewhere = payload.shippingAddresses.find(
      (x) => x.id !== salesOrder.shippingOptionDetails.shippingAddressId && x.country === 'US',
    )!;
    const saved = changed(
      await upsert({
        ...salesOrder,
        items: [{ itemNumberWarehouse: kept.itemNumberWarehouse, orderedQuantity: 4 }],
        shippingOptionDetails: { ...salesOrder.shippingOptionDetails, shippingAddressId: elsewhere.id },
      }),
    );
    expect(saved.status, JSON.stringify(saved.errors)).toBe('SUCCESS');
    const res = await call(buyer, 'GET', fillPath(ORDER_TIMELINE_PATH.path, { phonexOrderNumber: n }));
    const { timeline } = BuyerTimelineResponse.parse(res.json());
    const edited = timeline.find((e) => e.action === 'ORDER_EDITED')!;
    const nameOf = (inw: string) => {
      const line = salesOrder.items.find((i) => i.itemNumberWarehouse === inw)!;
      return `${line.itemNumber} ${line.itemDescription}`;
    };
    expect(edited.details).toEqual([
      {
        code: 'timelineQuantityChanged',
        params: { item: nameOf(kept.itemNumberWarehouse), from: 3, to: 4 },
        summary: `${nameOf(kept.itemNumberWarehouse)}: quantity 3 → 4`,
      },
      {
        code: 'timelineLineRemoved',
        params: { item: nameOf(gone.itemNumberWarehouse) },
        summary: `Removed: ${nameOf(gone.itemNumberWarehouse)}`,
      },
      {
        code: 'timelineShippingChanged',
        params: { method: expect.any(String), address: elsewhere.label },
        summary: expect.stringMatching(new RegExp(`^Shipping: .+ to ${elsewhere.label}$`)),
      },
    ]);
    // The English texts are the dictionary's, so the portal renders the same words in the tenant's language.
    for (const d of edited.details) {
      expect(interpolate(DEFAULT_DICTIONARY[d.code!]!.i18n_value, d.params)).toBe(d.summary);
    }
    // Entries that say it all carry no details.
    expect(timeline.find((e) => e.action === 'ORDER_HELD')!.details).toEqual([]);
  });
});
