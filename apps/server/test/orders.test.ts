import {
  CHECKOUT_PATHS,
  fillPath,
  GetOrderResponse,
  ORDERS_EXPORT_CONTENT_TYPE,
  OrdersListResponse,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { insertOrder } from './orders-helper.ts';
import { API, bearer, getStock, itemsOf } from './stock-helper.ts';

/** The orders list, its export and the order by number (K-001…K-009, Q-008, Q-047, Q-048, Q-053). */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const otherBuyer = await signIn(app, 'prospect@harbor.test');
const viewer = await signIn(app, 'viewer@harbor.test');
/** B-039: Orders needs CAN_VIEW_ORDER or CAN_UPDATE_ORDER (read fresh on every request, B-033). */
const setViewerAuthorities = (authorities: string[]) =>
  app.db.update(users).set({ authorities }).where(eq(users.email, 'viewer@harbor.test'));
// The browse-only viewer keeps CAN_VIEW_ORDER in the demo; here it stands for a buyer with neither order authority.
await setViewerAuthorities(['CAN_VIEW_AUCTION_SUMMARY']);
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);

const items = itemsOf((await getStock(app, buyer)).body.groups).map((x) => x.item);
const mia = items.filter((i) => i.warehouse === 'MIA');
const lax = items.filter((i) => i.warehouse === 'LAX');
const summitItems = itemsOf((await getStock(app, summitBuyer, SUMMIT)).body.groups).map((x) => x.item);

const get = (token: string, url: string, host = HARBOR) =>
  app.inject({ method: 'GET', url: `${API}${url}`, headers: { host, ...bearer(token) } });
const list = async (token: string, search?: string, host = HARBOR) => {
  const qs = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
  const res = await get(token, `${CHECKOUT_PATHS.ordersList.path}${qs}`, host);
  expect(res.statusCode, res.body).toBe(200);
  return OrdersListResponse.parse(res.json());
};
const orderUrl = (n: string) => fillPath(CHECKOUT_PATHS.getOrder.path, { phonexOrderNumber: n });

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12, 0, 0));

// The harbor buyer's orders: an older held one, a newer released one with a reference, and one in LAX awaiting
// a shipping quote; another harbor buyer and a summit buyer have orders too.
const heldOld = await insertOrder(app, {
  tenantSlug: 'harbor',
  buyerEmail: 'buyer@harbor.test',
  warehouse: 'MIA',
  updatedAt: day(2),
  lines: [
    { itemNumberWarehouse: mia[0]!.itemNumberWarehouse, quantity: 3, unitPriceMinor: 12_550 },
    { itemNumberWarehouse: mia[1]!.itemNumberWarehouse, quantity: 2, unitPriceMinor: 9_999 },
  ],
  freightMinor: 1_500,
});
const releasedNew = await insertOrder(app, {
  tenantSlug: 'harbor',
  buyerEmail: 'buyer@harbor.test',
  warehouse: 'MIA',
  fulfillmentStatus: 'AWAITING_PAYMENT',
  refOrderNumber: 'SO-abc-7781',
  updatedAt: day(9),
  lines: [{ itemNumberWarehouse: mia[2]!.itemNumberWarehouse, quantity: 1, unitPriceMinor: 50_000 }],
});
const quoteMid = await insertOrder(app, {
  tenantSlug: 'harbor',
  buyerEmail: 'buyer@harbor.test',
  warehouse: 'LAX',
  fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE',
  shippingMethodCode: 'REQUEST_A_QUOTE',
  updatedAt: day(5),
  lines: [{ itemNumberWarehouse: lax[0]!.itemNumberWarehouse, quantity: 4, unitPriceMinor: 1_000 }],
});
const foreign = await insertOrder(app, {
  tenantSlug: 'harbor',
  buyerEmail: 'prospect@harbor.test',
  warehouse: 'LAX',
  updatedAt: day(7),
  lines: [{ itemNumberWarehouse: lax[1]!.itemNumberWarehouse, quantity: 1, unitPriceMinor: 1_000 }],
});
const summitOrder = await insertOrder(app, {
  tenantSlug: 'summit',
  buyerEmail: 'buyer@summit.test',
  warehouse: 'DEN',
  updatedAt: day(8),
  lines: [{ itemNumberWarehouse: summitItems[0]!.itemNumberWarehouse, quantity: 1, unitPriceMinor: 1_000 }],
});

describe('GET orders (N-060, K-001, K-003)', () => {
  it('lists only the buyer’s own orders, updateDate newest first, with the row fields', async () => {
    const rows = await list(buyer);
    expect(rows.map((r) => r.phonexOrderNumber)).toEqual([
      releasedNew.phonexOrderNumber,
      quoteMid.phonexOrderNumber,
      heldOld.phonexOrderNumber,
    ]);
    expect(rows[0]).toEqual({
      phonexOrderNumber: releasedNew.phonexOrderNumber,
      updateDate: day(9).toISOString(),
      warehouse: 'Miami',
      warehouseCode: 'MIA',
      fulfillmentStatus: 'AWAITING_PAYMENT',
      paymentStatus: 'UNPAID',
      pxnsOrder: false,
      refOrderNumber: 'SO-abc-7781',
      // the 'Order #' column shows the reference once there is one.
      refOrderNumberOrPhonexOrderNumber: 'SO-abc-7781',
      createDate: day(9).toISOString(),
      totalOrderedQuantity: 1,
      total: 500,
    });
    expect(rows[2]).toMatchObject({
      refOrderNumberOrPhonexOrderNumber: heldOld.phonexOrderNumber,
      // 3 × 125.50 + 2 × 99.99 + 15.00 freight
      total: 591.48,
      totalOrderedQuantity: 5,
    });
  });

  it('order numbers look like PXSTKL0000347 on harbor and carry summit’s own prefix there', () => {
    expect(heldOld.phonexOrderNumber).toMatch(/^PXSTKL\d{7}$/);
    expect(summitOrder.phonexOrderNumber).toMatch(/^PXSMT\d{7}$/);
  });

  it('never shows another buyer’s or another tenant’s orders', async () => {
    expect((await list(otherBuyer)).map((r) => r.phonexOrderNumber)).toEqual([foreign.phonexOrderNumber]);
    expect((await list(summitBuyer, undefined, SUMMIT)).map((r) => r.phonexOrderNumber)).toEqual([
      summitOrder.phonexOrderNumber,
    ]);
  });

  it('needs CAN_VIEW_ORDER or CAN_UPDATE_ORDER and a signed-in user (B-039)', async () => {
    expect((await get(viewer, CHECKOUT_PATHS.ordersList.path)).statusCode).toBe(403);
    for (const authority of ['CAN_VIEW_ORDER', 'CAN_UPDATE_ORDER']) {
      await setViewerAuthorities([authority]);
      // A buyer who cannot buy online still reads their own orders (none here), never another buyer's.
      expect(await list(viewer)).toEqual([]);
      expect((await get(viewer, orderUrl((await list(buyer))[0]!.phonexOrderNumber))).statusCode).toBe(404);
    }
    await setViewerAuthorities(['CAN_VIEW_AUCTION_SUMMARY']);
    const anonymous = await app.inject({
      method: 'GET',
      url: `${API}${CHECKOUT_PATHS.ordersList.path}`,
      headers: { host: HARBOR },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET orders?search (K-006, Q-048)', () => {
  it('matches part of an order number, case-insensitively', async () => {
    const tail = heldOld.phonexOrderNumber.slice(-7).toLowerCase();
    const rows = await list(buyer, `pxstkl${tail}`);
    expect(rows.map((r) => r.phonexOrderNumber)).toEqual([heldOld.phonexOrderNumber]);
  });

  it('matches part of the reference, case-insensitively', async () => {
    expect((await list(buyer, 'ABC-77')).map((r) => r.phonexOrderNumber)).toEqual([
      releasedNew.phonexOrderNumber,
    ]);
  });

  it('a pasted list matches any of its numbers, and never another buyer’s', async () => {
    const pasted = `${heldOld.phonexOrderNumber}\n${foreign.phonexOrderNumber}, ${quoteMid.phonexOrderNumber.toLowerCase()};\t`;
    const rows = await list(buyer, pasted);
    expect(rows.map((r) => r.phonexOrderNumber)).toEqual([
      quoteMid.phonexOrderNumber,
      heldOld.phonexOrderNumber,
    ]);
    expect(await list(buyer, summitOrder.phonexOrderNumber)).toEqual([]);
  });

  it('a pasted list holds at most 2,000 numbers: more is refused (422) before any search runs', async () => {
    // Short terms: 2,001 of them fit the query's 20,000 characters (1,300 full order numbers do too: long-urls.test).
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);
    expect(await list(buyer, numbers(2000).join('\n'))).toBeInstanceOf(Array);
    for (const path of [CHECKOUT_PATHS.ordersList.path, CHECKOUT_PATHS.ordersExport.path]) {
      const res = await get(buyer, `${path}?search=${encodeURIComponent(numbers(2001).join(','))}`);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toContain('at most 2,000 order numbers');
    }
  });

  it('treats LIKE wildcards as text, and a blank search as no search', async () => {
    expect(await list(buyer, '%')).toEqual([]);
    expect(await list(buyer, '_')).toEqual([]);
    expect(await list(buyer, '  \n ')).toHaveLength(3);
  });
});

describe('GET orders/export (K-008, Q-052)', () => {
  const readSheet = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('downloads the listed rows as an xlsx workbook with a file name', async () => {
    const res = await get(buyer, CHECKOUT_PATHS.ordersExport.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(ORDERS_EXPORT_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-orders-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual([
      'Order #',
      'System Order #',
      'Updated',
      'Created',
      'Warehouse',
      'Fulfillment Status',
      'Payment Status',
      'Quantity',
      'Total',
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      releasedNew.phonexOrderNumber,
      quoteMid.phonexOrderNumber,
      heldOld.phonexOrderNumber,
    ]);
    const [first] = rows.slice(1);
    expect(first![0]).toBe('SO-abc-7781');
    expect((first![2] as Date).toISOString()).toBe(day(9).toISOString());
    // K-004: status cells carry the tenant's labels.
    expect(first!.slice(4)).toEqual(['Miami', 'Awaiting Payment', 'Unpaid', 1, 500]);
  });

  it('applies the same search, and refuses a user without an order authority', async () => {
    const res = await get(buyer, `${CHECKOUT_PATHS.ordersExport.path}?search=${quoteMid.phonexOrderNumber}`);
    const rows = await readSheet(res.rawPayload);
    expect(rows.slice(1).map((r) => r[1])).toEqual([quoteMid.phonexOrderNumber]);
    expect((await get(viewer, CHECKOUT_PATHS.ordersExport.path)).statusCode).toBe(403);
  });
});

describe('GET order/{phonexOrderNumber} (N-053, Q-008)', () => {
  it('answers the order with its lines, options and permission', async () => {
    const res = await get(buyer, orderUrl(heldOld.phonexOrderNumber));
    expect(res.statusCode, res.body).toBe(200);
    const { salesOrder, orderOptions, permission } = GetOrderResponse.parse(res.json());
    expect(salesOrder).toMatchObject({
      phonexOrderNumber: heldOld.phonexOrderNumber,
      refOrderNumber: null,
      refOrderNumberOrPhonexOrderNumber: heldOld.phonexOrderNumber,
      buyerId: heldOld.buyerId,
      warehouse: 'Miami',
      warehouseCode: 'MIA',
      fulfillmentStatus: 'ON_HOLD',
      phonexDerivedStatus: 'ON_HOLD',
      paymentStatus: 'UNPAID',
      subtotal: 576.48,
      freight: 15,
      total: 591.48,
      totalOrderedQuantity: 5,
      version: 1,
      shippingOptionDetails: {
        shippingOption: {
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          carrier: 'UPS',
          carrierServiceLevel: 'Ground',
        },
      },
      paymentOptionDetails: { paymentMethodCode: 'WIRE' },
    });
    expect(salesOrder.items).toHaveLength(2);
    const line = salesOrder.itemNumberItems[mia[0]!.itemNumberWarehouse]!;
    expect(line).toEqual({
      itemNumberWarehouse: mia[0]!.itemNumberWarehouse,
      itemNumber: mia[0]!.itemNumber,
      itemDescription: mia[0]!.skuDescription,
      availableQuantity: mia[0]!.quantityAvailable,
      orderedQuantity: 3,
      canceledQuantity: 0,
      shippedQuantity: 0,
      unitPrice: 125.5,
      extendedPrice: 376.5,
      incrementSize: mia[0]!.incrementSize,
      availableQuantityDisplay: String(mia[0]!.quantityAvailable),
    });
    expect(orderOptions.maxShipmentInsuranceAmount).toBeGreaterThan(0);
    // An order on hold is the buyer's to change, release or cancel (part 2 §6); this one was held without a
    // grace period, so the late payment section does not apply (L-058).
    const { canExtendPaymentTime, isPaymentGracePeriodSectionApplicable, ...edits } = permission;
    expect(Object.values(edits).every((v) => v === true)).toBe(true);
    expect([canExtendPaymentTime, isPaymentGracePeriodSectionApplicable]).toEqual([false, false]);
  });

  it('a released, unpaid order can only shrink, change payment or be cancelled', async () => {
    const res = await get(buyer, orderUrl(releasedNew.phonexOrderNumber));
    const { permission, salesOrder } = GetOrderResponse.parse(res.json());
    expect(salesOrder.refOrderNumberOrPhonexOrderNumber).toBe('SO-abc-7781');
    expect(permission).toMatchObject({
      canPayAndShipNow: false,
      canIncreaseOrderedQuantity: false,
      canDecreaseOrderedQuantity: true,
      canRemoveItem: true,
      canUpdateShipping: false,
      canUpdateAdditionalServices: false,
      canUpdateBillingAndPayment: true,
      canCancelOrder: true,
    });
  });

  it('finds the number whatever its case', async () => {
    const res = await get(buyer, orderUrl(quoteMid.phonexOrderNumber.toLowerCase()));
    expect(res.statusCode).toBe(200);
    expect(GetOrderResponse.parse(res.json()).permission.canPayAndShipNow).toBe(false);
  });

  it('another buyer’s, another tenant’s or an unknown number → 404 orderNotFound', async () => {
    for (const [token, n, host] of [
      [buyer, foreign.phonexOrderNumber, HARBOR],
      [buyer, summitOrder.phonexOrderNumber, HARBOR],
      [summitBuyer, heldOld.phonexOrderNumber, SUMMIT],
      [buyer, 'PXSTKL9999999', HARBOR],
    ] as const) {
      const res = await get(token, orderUrl(n), host);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({
        messageCode: 'orderNotFound',
        messageDescription: `No order found of this id: ${n}`,
      });
    }
    expect((await get(viewer, orderUrl(heldOld.phonexOrderNumber))).statusCode).toBe(403);
  });
});

describe('GET stocklist/cart/add-to-existing-order/warehouses (N-036, Q-053)', () => {
  it('names the warehouses with an ON_HOLD order of the buyer (not awaiting a quote, not released)', async () => {
    const res = await get(buyer, CHECKOUT_PATHS.addToExistingOrderWarehouses.path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['MIA']);
    const other = await get(otherBuyer, CHECKOUT_PATHS.addToExistingOrderWarehouses.path);
    expect(other.json()).toEqual(['LAX']);
    const summit = await get(summitBuyer, CHECKOUT_PATHS.addToExistingOrderWarehouses.path, SUMMIT);
    expect(summit.json()).toEqual(['DEN']);
  });
});
