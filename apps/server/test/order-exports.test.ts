import { BuyerTimelineResponse, GetOrderResponse, ManifestSummary } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  orderInvoices,
  orderLines,
  orderManifestLines,
  orderShipments,
  orders,
  paymentMethods,
  shippingMethods,
} from '../src/db/schema/index.ts';
import { seedDemoOrders } from '../src/seed/demo-orders.ts';
import { createBuyer } from './checkout-helper.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { insertOrder } from './orders-helper.ts';
import { pdfText } from './pdf-text.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

// The order page's manifest summary and downloads (N-055, N-056, L-006…L-009, Q-052) on the demo orders the
// seed writes for buyer@harbor.test (one SHIPPED with a manifest, one INVOICED with two shipments and an invoice).
const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const harborId = await tenantIdOf(app, 'harbor');
const [shippedNumber, invoicedNumber] = await seedDemoOrders(app.db, { harbor: harborId });
const buyer = await signIn(app, 'buyer@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const otherBuyer = await createBuyer(app, 'harbor', 'other-exports@harbor.test');

const get = (url: string, token = buyer, host = HARBOR) =>
  app.inject({ method: 'GET', url: `${API}${url}`, headers: { host, ...bearer(token) } });

async function sheetOf(payload: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function invoiceNumberOf(phonexOrderNumber: string) {
  const [row] = await app.db
    .select({ invoiceNumber: orderInvoices.invoiceNumber })
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, phonexOrderNumber)));
  return row!.invoiceNumber;
}

describe('demo orders (seed)', () => {
  it('gives buyer@harbor.test a SHIPPED and an INVOICED order', async () => {
    expect(shippedNumber).toBeDefined();
    const shipped = GetOrderResponse.parse((await get(`/order/${shippedNumber}`)).json()).salesOrder;
    const invoiced = GetOrderResponse.parse((await get(`/order/${invoicedNumber}`)).json()).salesOrder;
    expect(shipped.fulfillmentStatus).toBe('SHIPPED');
    expect(invoiced.fulfillmentStatus).toBe('INVOICED');
    for (const o of [shipped, invoiced]) {
      expect(o.items.length).toBeGreaterThan(1);
      for (const line of o.items) expect(line.shippedQuantity).toBe(line.orderedQuantity);
    }
  });

  it("ships and bills by the tenant's own methods, so the page shows their labels", async () => {
    const methods = await app.db
      .select({
        code: shippingMethods.code,
        label: shippingMethods.label,
        custom: shippingMethods.customLabel,
      })
      .from(shippingMethods)
      .where(eq(shippingMethods.tenantId, harborId));
    const payments = await app.db
      .select({ code: paymentMethods.code, label: paymentMethods.label })
      .from(paymentMethods)
      .where(eq(paymentMethods.tenantId, harborId));
    for (const n of [shippedNumber, invoicedNumber]) {
      const o = GetOrderResponse.parse((await get(`/order/${n}`)).json()).salesOrder;
      const shipping = o.shippingOptionDetails.shippingOption;
      const method = methods.find((m) => m.code === shipping.shippingMethodCode);
      expect(method, shipping.shippingMethodCode).toBeDefined();
      expect(shipping.shippingMethodLabel).toBe(method!.custom ?? method!.label);
      const payment = payments.find((m) => m.code === o.paymentOptionDetails.paymentMethodCode);
      expect(payment, o.paymentOptionDetails.paymentMethodCode).toBeDefined();
      expect(o.paymentOptionDetails.paymentMethodLabel).toBe(payment!.label);
    }
  });
  it('tells their story on the Order History: placed, paid by wire, shipped and, for one, invoiced (L-010)', async () => {
    const codes = async (n: string) => {
      const res = await get(`/order/${n}/timeline`);
      expect(res.statusCode, res.body).toBe(200);
      return BuyerTimelineResponse.parse(res.json()).timeline.map((e) => [e.actorKind, e.code]);
    };
    const story = [
      ['BUYER', 'timelineOrderPlaced'],
      ['STAFF', 'timelineWirePaymentReceived'],
      ['STAFF', 'timelineShipped'],
    ];
    expect(await codes(shippedNumber!)).toEqual(story);
    expect(await codes(invoicedNumber!)).toEqual([...story, ['STAFF', 'timelineInvoiced']]);
  });
});

describe('GET order/{n}/manifest-summary (N-055, L-009)', () => {
  it('answers the manifest, invoice and tracking numbers of each order', async () => {
    const shipped = ManifestSummary.parse((await get(`/order/${shippedNumber}/manifest-summary`)).json());
    expect(shipped).toEqual({
      imeiAvailable: true,
      invoiceNumbers: [],
      trackingNumbers: ['1Z999AA10123456784'],
      // L-010: each with its carrier, for the carrier's tracking page.
      shipments: [{ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }],
    });
    const invoiced = ManifestSummary.parse((await get(`/order/${invoicedNumber}/manifest-summary`)).json());
    expect(invoiced.imeiAvailable).toBe(true);
    expect(invoiced.invoiceNumbers).toEqual([await invoiceNumberOf(invoicedNumber!)]);
    expect(invoiced.trackingNumbers).toEqual(['794616896420', '794616896431']);
    expect(invoiced.shipments).toEqual([
      { carrier: 'FedEx', trackingNumber: '794616896420' },
      { carrier: 'FedEx', trackingNumber: '794616896431' },
    ]);
    // An order placed and not shipped: nothing to show yet (L-006, L-007).
    const held = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      lines: [{ itemNumberWarehouse: 'X-MIA', quantity: 1, unitPriceMinor: 1000 }],
    });
    const res = await get(`/order/${held.phonexOrderNumber.toLowerCase()}/manifest-summary`);
    expect(res.json()).toEqual({
      imeiAvailable: false,
      invoiceNumbers: [],
      trackingNumbers: [],
      shipments: [],
    });
  });
});

describe('GET order/{n}/manifest/export (N-056, L-006)', () => {
  it('downloads one row per unit with its IMEI and tracking number', async () => {
    const res = await get(`/order/${invoicedNumber}/manifest/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="harbor-manifest-${invoicedNumber!.toLowerCase()}.xlsx"`,
    );
    const [header, ...rows] = await sheetOf(res.rawPayload);
    expect(header).toEqual(['Item #', 'Description', 'IMEI', 'Serial Number', 'Carrier', 'Tracking Number']);
    const order = GetOrderResponse.parse((await get(`/order/${invoicedNumber}`)).json()).salesOrder;
    expect(rows).toHaveLength(order.items.reduce((s, l) => s + l.shippedQuantity, 0));
    const imeis = rows.map((r) => String(r[2]));
    for (const imei of imeis) expect(imei).toMatch(/^\d{15}$/);
    expect(new Set(imeis).size).toBe(imeis.length);
    for (const line of order.items) {
      expect(rows.filter((r) => r[0] === line.itemNumber)).toHaveLength(line.shippedQuantity);
    }
    expect(new Set(rows.map((r) => r[5]))).toEqual(new Set(['794616896420', '794616896431']));
  });

  it('names the carrier and the tracking numbers of units shipped in several parcels at once', async () => {
    // The desk ships with several tracking numbers: it knows the shipment of each unit, not its parcel.
    const order = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      fulfillmentStatus: 'SHIPPED',
      lines: [{ itemNumberWarehouse: 'PARCELS-MIA', quantity: 2, unitPriceMinor: 1000 }],
    });
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const shippedAt = new Date('2026-11-20T15:00:00Z');
    await app.db.insert(orderShipments).values(
      ['1Z999AA10123456784', '1Z999AA10123456795'].map((trackingNumber) => ({
        tenantId: harborId,
        orderId: order.id,
        carrier: 'UPS',
        trackingNumber,
        shippedAt,
      })),
    );
    await app.db.insert(orderManifestLines).values(
      ['356938035643809', '356938035643817'].map((imei) => ({
        tenantId: harborId,
        orderId: order.id,
        orderLineId: line!.id,
        shipmentId: null,
        itemNumberWarehouse: 'PARCELS-MIA',
        imei,
        createdAt: shippedAt,
      })),
    );
    const res = await get(`/order/${order.phonexOrderNumber}/manifest/export`);
    expect(res.statusCode, res.body).toBe(200);
    const [, ...rows] = await sheetOf(res.rawPayload);
    expect(rows.map((r) => [r[2], r[4], r[5]])).toEqual([
      ['356938035643809', 'UPS', '1Z999AA10123456784, 1Z999AA10123456795'],
      ['356938035643817', 'UPS', '1Z999AA10123456784, 1Z999AA10123456795'],
    ]);
  });

  it('answers 404 when the order has no manifest', async () => {
    const held = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      lines: [{ itemNumberWarehouse: 'X-MIA', quantity: 1, unitPriceMinor: 1000 }],
    });
    expect((await get(`/order/${held.phonexOrderNumber}/manifest/export`)).statusCode).toBe(404);
  });
});

describe('GET order/{n}/export (N-056, L-008)', () => {
  it('downloads the order: its number, lines and charges as the order shows them', async () => {
    const res = await get(`/order/${shippedNumber}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="harbor-order-${shippedNumber!.toLowerCase()}.xlsx"`,
    );
    const rows = await sheetOf(res.rawPayload);
    const order = GetOrderResponse.parse((await get(`/order/${shippedNumber}`)).json()).salesOrder;
    const value = (label: string) => rows.find((r) => r[0] === label)?.at(-1);
    expect(rows.find((r) => r[0] === 'Order #')?.[1]).toBe(order.refOrderNumberOrPhonexOrderNumber);
    // A white-label portal's workbook names no vendor: the portal's own number is the system's.
    expect(rows.find((r) => r[0] === 'System Order #')?.[1]).toBe(order.phonexOrderNumber);
    expect(rows.some((r) => String(r[0]).includes('Phonex'))).toBe(false);
    // The addresses name the company, as the order page does (the address's own fields: ShipToName, …).
    const [row] = await app.db
      .select({ ship: orders.shippingAddress, bill: orders.billingAddress })
      .from(orders)
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, shippedNumber!)));
    const shipName = Object.values(row!.ship.fields)[0]!;
    const billName = Object.values(row!.bill.fields)[0]!;
    expect(String(rows.find((r) => String(r[0]).toLowerCase() === 'shipping address')?.[1])).toMatch(
      new RegExp(`^${shipName}, `),
    );
    expect(String(rows.find((r) => String(r[0]).toLowerCase() === 'billing address')?.[1])).toMatch(
      new RegExp(`^${billName}, `),
    );
    // Dates are spreadsheet dates (sortable, formatted), as the orders list export writes them.
    expect(rows.find((r) => r[0] === 'Created')?.[1]).toEqual(new Date(order.createDate));
    expect(rows.find((r) => r[0] === 'Updated')?.[1]).toEqual(new Date(order.updateDate));
    for (const line of order.items) {
      const row = rows.find((r) => r[0] === line.itemNumber)!;
      expect(row.slice(1)).toEqual([
        line.itemDescription,
        line.orderedQuantity,
        line.canceledQuantity,
        line.shippedQuantity,
        line.unitPrice,
        line.extendedPrice,
      ]);
    }
    expect(value('Freight')).toBe(order.freight);
    expect(value('Total')).toBe(order.total);
  });

  it("writes freight waiting for a quote, its tax and the total as 'To be quoted', not 0", async () => {
    const quoted = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE',
      shippingMethodCode: 'REQUEST_A_QUOTE',
      lines: [{ itemNumberWarehouse: 'X-MIA', quantity: 2, unitPriceMinor: 5000 }],
    });
    await app.db.update(orders).set({ freightUndefined: true }).where(eq(orders.id, quoted.id));
    const rows = await sheetOf((await get(`/order/${quoted.phonexOrderNumber}/export`)).rawPayload);
    const value = (label: string) => rows.find((r) => String(r[0]).startsWith(label))?.at(-1);
    expect(value('Freight')).toBe('To be quoted');
    expect(value('Tax')).toBe('To be quoted');
    expect(value('Total')).toBe('To be quoted');
    expect(value('Subtotal')).toBe(100);
  });
});

describe('GET order/{n}/invoice/{invoiceNumber}/export (N-056, L-007)', () => {
  it('downloads the invoice as a PDF in the tenant’s name and currency, with its number and lines', async () => {
    const invoiceNumber = await invoiceNumberOf(invoicedNumber!);
    const res = await get(`/order/${invoicedNumber}/invoice/${invoiceNumber}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="harbor-invoice-${invoiceNumber.toLowerCase()}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Harbor Phones');
    expect(text).toContain(`Invoice ${invoiceNumber}`);
    const order = GetOrderResponse.parse((await get(`/order/${invoicedNumber}`)).json()).salesOrder;
    // pdfmake breaks a word at a hyphen into pieces of its own: compared without the line breaks.
    for (const line of order.items) expect(text.replaceAll('\n', '')).toContain(line.itemNumber);
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(text).toContain(usd.format(order.total));
    // Whom it bills and ships to, by company name; and whether it is paid (the demo order is).
    const [row] = await app.db
      .select({ ship: orders.shippingAddress, bill: orders.billingAddress })
      .from(orders)
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, invoicedNumber!)));
    expect(text).toContain(Object.values(row!.bill.fields)[0]!);
    expect(text).toContain(Object.values(row!.ship.fields)[0]!);
    expect(order.paymentStatus).toBe('PAID');
    expect(text).toContain('Payment Status: Paid');
  });

  it('finds the invoice number whatever its case, as order numbers are found', async () => {
    const invoiceNumber = await invoiceNumberOf(invoicedNumber!);
    const res = await get(`/order/${invoicedNumber}/invoice/${invoiceNumber.toLowerCase()}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for an invoice number the order does not have', async () => {
    const invoiceNumber = await invoiceNumberOf(invoicedNumber!);
    expect((await get(`/order/${shippedNumber}/invoice/${invoiceNumber}/export`)).statusCode).toBe(404);
    expect((await get(`/order/${invoicedNumber}/invoice/INV9999999/export`)).statusCode).toBe(404);
  });
});

describe('another buyer’s or tenant’s order', () => {
  it('answers 404 orderNotFound on every route, where its owner gets 200', async () => {
    const invoiceNumber = await invoiceNumberOf(invoicedNumber!);
    const paths = [
      `/order/${invoicedNumber}/manifest-summary`,
      `/order/${invoicedNumber}/export`,
      `/order/${invoicedNumber}/manifest/export`,
      `/order/${invoicedNumber}/invoice/${invoiceNumber}/export`,
    ];
    for (const path of paths) {
      expect((await get(path)).statusCode, path).toBe(200);
      const other = await get(path, otherBuyer.token);
      expect(other.statusCode, path).toBe(404);
      expect(other.json().message ?? other.body).toContain(`No order found of this id: ${invoicedNumber}`);
      expect((await get(path, summitBuyer, SUMMIT)).statusCode, path).toBe(404);
    }
  });
});
