import {
  BuyerTimelineResponse,
  CHECKOUT_PATHS,
  CheckoutPayload,
  DEFAULT_DICTIONARY,
  DESK_PATHS,
  DeskOrderResponse,
  DeskOrderSettings,
  DeskQueueResponse,
  fillPath,
  ManifestParseResponse,
  ORDER_PATHS,
  ORDER_TIMELINE_PATH,
  PendingDocuments,
  SubmitOrderResponse,
} from '@portico/contract';
import { formatDateTime, interpolate, luhnValid, pickForm } from '@portico/domain';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  events,
  mailOutbox,
  orderManifestLines,
  orderShipments,
  orders,
  pendingDocuments,
  users,
} from '../src/db/schema/index.ts';
import { runOrderHoldExpiry } from '../src/jobs/order-hold-expiry.ts';
import { seedDemoOrders } from '../src/seed/demo-orders.ts';
import { createBuyer, stockOf, submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { itemPicker, lastEventId, offersApi, requestStatements, statementTexts } from './offers-helper.ts';
import { DEMO_PROOF_OF_EXPORT_RULE, insertOrder, setProofOfExportRule } from './orders-helper.ts';
import { pdfText } from './pdf-text.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * The seller's order desk (DESK_PATHS): who may reach it, the queue, the order view, and each transition through
 * the API as the console calls it — with the order row, manifest, invoice, outbox mail and orders.changed event it
 * must leave behind. Orders that need real charges go through the real checkout.
 */

const t = await buildTestApp();
const app = t.app;
// The buyer's mails as a mail client reads them.
const smtp = await startSmtpCatcher(app.db);
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const harborId = await tenantIdOf(app, 'harbor');
const [seededShipped, seededInvoiced] = await seedDemoOrders(app.db, { harbor: harborId });
const seller = await signIn(app, 'seller@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
const buyer = await signIn(app, 'buyer@harbor.test');
const api = offersApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

const desk = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  params: Record<string, string> = {},
  payload?: unknown,
  token = seller,
  host = HARBOR,
) =>
  app.inject({
    method,
    url: `${API}${fillPath(path, params)}`,
    headers: { host, ...bearer(token) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const p = (n: string) => ({ phonexOrderNumber: n });

async function view(n: string) {
  const res = await desk('GET', DESK_PATHS.view.path, p(n));
  expect(res.statusCode, res.body).toBe(200);
  return DeskOrderResponse.parse(res.json()).order;
}

let keyN = 0;
/** An order placed by buyer@harbor.test through the real checkout: `quantity` units of a fresh Miami item. */
async function place(quantity: number, over: object = {}) {
  const item = picker.offerable(quantity + 5);
  const line = await api.offer(buyer, item, quantity, item.listPrice);
  const res = await app.inject({
    method: 'POST',
    url: `${API}${fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' })}`,
    headers: { host: HARBOR, ...bearer(buyer) },
    payload: [line.offerId],
  });
  const payload = CheckoutPayload.parse(res.json());
  const submitted = await app.inject({
    method: 'POST',
    url: `${API}${fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' })}`,
    headers: { host: HARBOR, ...bearer(buyer), 'idempotency-key': `order-desk-${keyN++}` },
    payload: submissionFor(payload, { readyToRelease: true, ...over }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { item, n: SubmitOrderResponse.parse(submitted.json()).phonexOrderNumber };
}

/** Valid IMEIs (Luhn digit appended), never used twice in this file. */
let serial = 0;
function imei(): string {
  const body = `86${String(++serial).padStart(12, '0')}`;
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}
const badCheckDigit = (valid: string) => `${valid.slice(0, 14)}${(Number(valid[14]) + 1) % 10}`;

/** Order `n` paid by wire, as the desk records it: the order as the payment leaves it. */
async function payByWire(n: string) {
  const o = await view(n);
  const res = await desk('POST', DESK_PATHS.payment.path, p(n), {
    version: o.version,
    method: 'WIRE',
    reference: 'FT-1',
  });
  expect(res.statusCode, res.body).toBe(200);
  return DeskOrderResponse.parse(res.json()).order;
}

async function mailSubjects(n: string) {
  const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, harborId));
  return rows.filter((r) => r.dedupeKey.startsWith(`order:${n}:`)).map((r) => r.subject);
}
/** The text of the order's mail whose subject says `what`. */
async function mailText(n: string, what: string) {
  const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, harborId));
  return rows
    .filter((r) => r.dedupeKey.startsWith(`order:${n}:`) && r.subject.includes(what))
    .map((r) => r.text);
}
async function changedReasons(n: string, after: number) {
  const rows = await app.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, harborId), gt(events.id, after), eq(events.type, 'orders.changed')));
  return rows
    .filter((e) => (e.data as { phonexOrderNumbers: string[] }).phonexOrderNumbers.includes(n))
    .map((e) => `${e.audience}:${(e.data as { reason: string }).reason}`);
}
async function manifestCount(n: string) {
  const rows = await app.db
    .select({ id: orderManifestLines.id })
    .from(orderManifestLines)
    .innerJoin(orders, eq(orders.id, orderManifestLines.orderId))
    .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)));
  return rows.length;
}

// ── Who reaches the desk ────────────────────────────────────────────────────────────────────────────────────

describe('what the desk shows of the shipping the buyer chose', () => {
  it("a Bill My Account order carries the buyer's carrier, service level and account number; an insured one its cover (L-015, L-038, Q-038)", async () => {
    const billed = await place(1, {
      shippingOption: {
        shippingMethodCode: 'BILL_MY_ACCOUNT',
        carrier: 'UPS',
        carrierServiceLevel: 'Ground',
        carrierShippingAccountNumber: 'UPS-778812345',
      },
    });
    expect(await view(billed.n)).toMatchObject({
      carrier: 'UPS',
      carrierServiceLevel: 'Ground',
      carrierShippingAccountNumber: 'UPS-778812345',
    });
    const insured = await place(1, {
      shippingOption: { shippingMethodCode: 'STANDARD', insured: true, insuredAmount: 500 },
    });
    expect(await view(insured.n)).toMatchObject({ insured: true, insuredAmount: 500 });
    expect(await view((await place(1)).n)).toMatchObject({
      insured: false,
      carrierShippingAccountNumber: null,
    });
  });
});

describe('the shipments of an order', () => {
  it("parcels shipped together each carry the shipment's units, however its IMEIs were split among them", async () => {
    const o = await view(seededInvoiced!);
    const shipped = o.lines.reduce((n, l) => n + l.shippedQuantity, 0);
    expect(o.shipments.map((s) => s.trackingNumber)).toEqual(['794616896420', '794616896431']);
    expect(o.shipments.map((s) => s.units)).toEqual([shipped, shipped]);
  });
});

describe('who reaches the desk', () => {
  const every = () =>
    Object.values(DESK_PATHS).map((r) => ({
      method: r.method,
      path: r.path,
      params: { phonexOrderNumber: seededShipped!, invoiceNumber: 'INV0000001' },
    }));

  it('a buyer gets 403 on every desk route, and no token 401', async () => {
    for (const r of every()) {
      const res = await desk(r.method, r.path, r.params, r.method === 'GET' ? undefined : {}, buyer);
      expect(res.statusCode, `${r.method} ${r.path}: ${res.body}`).toBe(403);
      const anonymous = await app.inject({
        method: r.method,
        url: `${API}${fillPath(r.path, r.params)}`,
        headers: { host: HARBOR },
      });
      expect(anonymous.statusCode, `${r.method} ${r.path}`).toBe(401);
    }
  });

  it("another tenant's staff finds none of this tenant's orders", async () => {
    // On its own host: the number is not one of its tenant's orders.
    const res = await desk('GET', DESK_PATHS.view.path, p(seededShipped!), undefined, summitSeller, SUMMIT);
    expect(res.statusCode).toBe(404);
    const queue = DeskQueueResponse.parse(
      (await desk('GET', DESK_PATHS.queue.path, {}, undefined, summitSeller, SUMMIT)).json(),
    );
    expect(queue.orders.map((o) => o.phonexOrderNumber)).not.toContain(seededShipped);
    // Its token on this tenant's host is refused outright.
    const cross = await desk('GET', DESK_PATHS.view.path, p(seededShipped!), undefined, summitSeller, HARBOR);
    expect([401, 403]).toContain(cross.statusCode);
  });
});

// ── The queue ───────────────────────────────────────────────────────────────────────────────────────────────

describe('GET seller/orders (the queue)', async () => {
  const lax = itemsOf((await getStock(app, buyer)).body.groups).filter((x) => x.item.warehouse === 'LAX');
  const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
  const quote = await insertOrder(app, {
    tenantSlug: 'harbor',
    buyerEmail: 'buyer@harbor.test',
    warehouse: 'LAX',
    fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE',
    shippingMethodCode: 'REQUEST_A_QUOTE',
    refOrderNumber: 'EXT-QUEUE-1',
    updatedAt: day(3),
    lines: [{ itemNumberWarehouse: lax[0]!.item.itemNumberWarehouse, quantity: 2, unitPriceMinor: 1_000 }],
  });
  const awaiting = await insertOrder(app, {
    tenantSlug: 'harbor',
    buyerEmail: 'prospect@harbor.test',
    warehouse: 'LAX',
    fulfillmentStatus: 'AWAITING_PAYMENT',
    updatedAt: day(4),
    lines: [{ itemNumberWarehouse: lax[1]!.item.itemNumberWarehouse, quantity: 1, unitPriceMinor: 5_000 }],
  });
  const ready = await insertOrder(app, {
    tenantSlug: 'harbor',
    buyerEmail: 'buyer@harbor.test',
    warehouse: 'LAX',
    fulfillmentStatus: 'READY_FOR_FULFILLMENT',
    paymentStatus: 'PAID',
    updatedAt: day(5),
    lines: [{ itemNumberWarehouse: lax[2]!.item.itemNumberWarehouse, quantity: 1, unitPriceMinor: 2_000 }],
  });
  const summitOrder = await insertOrder(app, {
    tenantSlug: 'summit',
    buyerEmail: 'buyer@summit.test',
    warehouse: 'DEN',
    updatedAt: day(6),
    lines: [{ itemNumberWarehouse: 'X-DEN', quantity: 1, unitPriceMinor: 1_000 }],
  });
  const queue = async (query: string) => {
    const res = await desk('GET', `${DESK_PATHS.queue.path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    // Exactly the contract's shape (the answer skips the zod response pass, P14): no key more or less.
    const parsed = DeskQueueResponse.parse(res.json());
    expect(res.json()).toEqual(parsed);
    return parsed;
  };
  const numbers = (r: DeskQueueResponse) => r.orders.map((o) => o.phonexOrderNumber);

  it("lists every buyer's orders of the tenant, none of another tenant's", async () => {
    const all = numbers(await queue('pageSize=100'));
    expect(all).toEqual(
      expect.arrayContaining([quote.phonexOrderNumber, awaiting.phonexOrderNumber, ready.phonexOrderNumber]),
    );
    expect(all).not.toContain(summitOrder.phonexOrderNumber);
  });

  it('filters by status, needs action, warehouse, buyer and dates', async () => {
    expect(
      numbers(await queue('fulfillmentStatus=AWAITING_PAYMENT,READY_FOR_FULFILLMENT&warehouse=LAX')),
    ).toEqual([ready.phonexOrderNumber, awaiting.phonexOrderNumber]);
    const quotes = await queue('needsAction=QUOTE_REQUESTED&warehouse=LAX');
    expect(numbers(quotes)).toEqual([quote.phonexOrderNumber]);
    expect(quotes.orders[0]!.needsAction).toBe('QUOTE_REQUESTED');
    expect(numbers(await queue('needsAction=PAYMENT_TO_CONFIRM&warehouse=LAX'))).toEqual([
      awaiting.phonexOrderNumber,
    ]);
    expect(numbers(await queue('needsAction=READY_TO_SHIP&warehouse=LAX'))).toEqual([
      ready.phonexOrderNumber,
    ]);
    expect(numbers(await queue(`buyerId=${awaiting.buyerId}&warehouse=LAX`))).toEqual([
      awaiting.phonexOrderNumber,
    ]);
    expect(numbers(await queue('createdFrom=2026-01-04&createdTo=2026-01-04'))).toEqual([
      awaiting.phonexOrderNumber,
    ]);
  });

  it('an unpaid order on credit terms is ready to ship (it ships before it is paid), not a payment to confirm', async () => {
    const onCredit = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'viewer@harbor.test',
      warehouse: 'LAX',
      fulfillmentStatus: 'AWAITING_PAYMENT',
      paymentMethodCode: 'TERMS_NET_30',
      updatedAt: day(1),
      lines: [{ itemNumberWarehouse: lax[3]!.item.itemNumberWarehouse, quantity: 1, unitPriceMinor: 3_000 }],
    });
    const of = `buyerId=${onCredit.buyerId}&warehouse=LAX`;
    const ready = await queue(`needsAction=READY_TO_SHIP&${of}`);
    expect(numbers(ready)).toEqual([onCredit.phonexOrderNumber]);
    expect(ready.orders[0]!.needsAction).toBe('READY_TO_SHIP');
    expect(numbers(await queue(`needsAction=PAYMENT_TO_CONFIRM&${of}`))).toEqual([]);
    await app.db.delete(orders).where(eq(orders.id, onCredit.id));
  });

  it("answers each row with the order's own values, as the order's own page shows them", async () => {
    const page = await queue('fulfillmentStatus=AWAITING_PAYMENT&warehouse=LAX');
    const row = page.orders.find((o) => o.phonexOrderNumber === awaiting.phonexOrderNumber);
    const order = await view(awaiting.phonexOrderNumber);
    expect(row).toEqual({
      phonexOrderNumber: awaiting.phonexOrderNumber,
      refOrderNumber: null,
      buyer: order.buyer,
      warehouse: order.warehouse,
      warehouseCode: 'LAX',
      fulfillmentStatus: 'AWAITING_PAYMENT',
      paymentStatus: 'UNPAID',
      paymentMethodLabel: 'Wire Transfer',
      shippingMethodLabel: 'Bill My Account',
      createDate: day(4).toISOString(),
      updateDate: day(4).toISOString(),
      totalOrderedQuantity: 1,
      total: 50,
      freightUndefined: false,
      needsAction: 'PAYMENT_TO_CONFIRM',
    });
    expect(order.buyer.email).toBe('prospect@harbor.test');
    expect(page.warehouses).toContainEqual({ code: 'LAX', label: order.warehouse });
  });

  it('lists an order whose proof-of-export document waits for review under Documents to review', async () => {
    const held = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'export@harbor.test',
      warehouse: 'LAX',
      fulfillmentStatus: 'ON_HOLD',
      // The oldest of the queue's LAX orders, so the paging test's pages stay as they are.
      updatedAt: day(1),
      lines: [{ itemNumberWarehouse: lax[3]!.item.itemNumberWarehouse, quantity: 1, unitPriceMinor: 1_000 }],
    });
    const [doc] = await app.db
      .insert(pendingDocuments)
      .values({
        tenantId: held.tenantId,
        userId: held.buyerId,
        orderId: held.id,
        name: 'Export declaration',
        status: 'SUBMITTED',
        submittedAt: day(1),
      })
      .returning();
    const toReview = await queue('needsAction=DOCUMENTS_TO_REVIEW');
    expect(toReview.orders.map((o) => [o.phonexOrderNumber, o.needsAction])).toEqual([
      [held.phonexOrderNumber, 'DOCUMENTS_TO_REVIEW'],
    ]);
    // Reviewed: nothing waits any more.
    await app.db.update(pendingDocuments).set({ status: 'APPROVED' }).where(eq(pendingDocuments.id, doc!.id));
    expect(numbers(await queue('needsAction=DOCUMENTS_TO_REVIEW'))).toEqual([]);
  });

  it('refuses a date the database cannot hold (year 0) with 422, on the queue and its export', async () => {
    for (const path of [DESK_PATHS.queue.path, DESK_PATHS.export.path]) {
      for (const q of ['createdTo=0000-01-01', 'createdFrom=0000-12-31']) {
        const res = await desk('GET', `${path}?${q}`);
        expect(res.statusCode, `${path}?${q}: ${res.body}`).toBe(422);
      }
    }
    expect((await desk('GET', `${DESK_PATHS.queue.path}?createdFrom=0001-01-01`)).statusCode).toBe(200);
  });

  it("Placed from and to are days of the tenant's calendar (Harbor: New York), as its invoices date them", async () => {
    const lateEvening = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      // Jan 4, 22:00 in New York; already Jan 5 in UTC.
      updatedAt: new Date('2026-01-05T03:00:00Z'),
      lines: [{ itemNumberWarehouse: lax[4]!.item.itemNumberWarehouse, quantity: 1, unitPriceMinor: 1_000 }],
    });
    expect(numbers(await queue('createdFrom=2026-01-04&createdTo=2026-01-04&warehouse=MIA'))).toEqual([
      lateEvening.phonexOrderNumber,
    ]);
    expect(numbers(await queue('createdFrom=2026-01-05&createdTo=2026-01-05&warehouse=MIA'))).toEqual([]);
  });

  it('searches whole order numbers and references, a pasted list matching any', async () => {
    const pasted = `${quote.phonexOrderNumber.toLowerCase()}\n${ready.phonexOrderNumber}, nothing-like-this`;
    const found = await queue(`search=${encodeURIComponent(pasted)}&sort=createDate&dir=asc`);
    expect(numbers(found)).toEqual([quote.phonexOrderNumber, ready.phonexOrderNumber]);
    // A pasted number no order has is named, not dropped in silence; another tenant's order is no order here.
    expect(found.notFound).toEqual(['nothing-like-this']);
    const elsewhere = await queue(
      `search=${encodeURIComponent(`EXT-QUEUE-1 ${summitOrder.phonexOrderNumber}`)}`,
    );
    expect(numbers(elsewhere)).toEqual([quote.phonexOrderNumber]);
    expect(elsewhere.notFound).toEqual([summitOrder.phonexOrderNumber]);
    // Found but filtered out is not "not found": the filters say why it is not listed.
    const filtered = await queue(`search=${quote.phonexOrderNumber}&fulfillmentStatus=SHIPPED`);
    expect(numbers(filtered)).toEqual([]);
    expect(filtered.notFound).toEqual([]);
    expect((await queue('warehouse=LAX')).notFound).toEqual([]);
    // A reference is the buyer's own text: one typed in small letters is found as typed.
    await app.db.update(orders).set({ refOrderNumber: 'po-lower-7' }).where(eq(orders.id, awaiting.id));
    const lower = await queue('search=po-lower-7');
    expect(numbers(lower)).toEqual([awaiting.phonexOrderNumber]);
    expect(lower.notFound).toEqual([]);
  });

  it("sorted by total, an order whose total waits for its freight quote sorts as the largest, not by its goods' figure", async () => {
    await app.db.update(orders).set({ freightUndefined: true }).where(eq(orders.id, quote.id));
    const three = encodeURIComponent(
      [quote.phonexOrderNumber, awaiting.phonexOrderNumber, ready.phonexOrderNumber].join(','),
    );
    expect(numbers(await queue(`search=${three}&sort=total&dir=asc`))).toEqual([
      ready.phonexOrderNumber,
      awaiting.phonexOrderNumber,
      quote.phonexOrderNumber,
    ]);
    expect(numbers(await queue(`search=${three}&sort=total&dir=desc`))).toEqual([
      quote.phonexOrderNumber,
      awaiting.phonexOrderNumber,
      ready.phonexOrderNumber,
    ]);
  });

  it('pages in SQL with hasMore instead of a count', async () => {
    const first = await queue('warehouse=LAX&pageSize=2&sort=updateDate&dir=desc');
    expect(first.hasMore).toBe(true);
    expect(numbers(first)).toEqual([ready.phonexOrderNumber, awaiting.phonexOrderNumber]);
    const second = await queue('warehouse=LAX&pageSize=2&page=2&sort=updateDate&dir=desc');
    expect(numbers(second)[0]).toBe(quote.phonexOrderNumber);
  });

  it('answers a page in one statement: the staff check, the tenant, its warehouses and the rows (P14)', async () => {
    const texts = requestStatements(
      await statementTexts(app, () =>
        queue('fulfillmentStatus=AWAITING_PAYMENT,READY_FOR_FULFILLMENT&warehouse=LAX&search=EXT-QUEUE-1'),
      ),
    );
    expect(texts).toHaveLength(1);
    const page = await queue('warehouse=LAX&pageSize=2');
    expect(page.warehouses.map((w) => w.code)).toEqual(expect.arrayContaining(['LAX', 'MIA']));
    expect(page.orders[0]!.warehouse).toBe(page.warehouses.find((w) => w.code === 'LAX')!.label);
  });

  it('re-checks the staff account on every page: a disabled seller gets 401', async () => {
    const [row] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, harborId), eq(users.email, 'seller@harbor.test')));
    await app.db.update(users).set({ disabled: true }).where(eq(users.id, row!.id));
    try {
      expect((await desk('GET', DESK_PATHS.queue.path)).statusCode).toBe(401);
    } finally {
      await app.db.update(users).set({ disabled: false }).where(eq(users.id, row!.id));
    }
    expect((await desk('GET', DESK_PATHS.queue.path)).statusCode).toBe(200);
  });

  it('refuses a bad filter with 422, not 500', async () => {
    expect((await desk('GET', `${DESK_PATHS.queue.path}?fulfillmentStatus=PICKING`)).statusCode).toBe(422);
    expect((await desk('GET', `${DESK_PATHS.queue.path}?createdFrom=yesterday`)).statusCode).toBe(422);
  });

  it('exports the filtered queue as .xlsx', async () => {
    const res = await desk(
      'GET',
      `${DESK_PATHS.export.path}?warehouse=LAX&fulfillmentStatus=AWAITING_PAYMENT`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".*-orders-.*\.xlsx"/);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]![0]).toBe('Order #');
    expect(rows.slice(1).map((r) => r[0])).toEqual([awaiting.phonexOrderNumber]);
    // Statuses and what needs doing read as the desk shows them; the dates are dates, not text.
    const cell = (header: string) => rows[1]![rows[0]!.indexOf(header)];
    expect([cell('Fulfillment Status'), cell('Payment Status'), cell('Needs Action')]).toEqual([
      'Awaiting Payment',
      'Unpaid',
      'Payment to confirm',
    ]);
    expect(cell('Created')).toBeInstanceOf(Date);
    expect((cell('Updated') as Date).toISOString()).toBe(day(4).toISOString());
  });
});

// ── Transitions ─────────────────────────────────────────────────────────────────────────────────────────────

describe('answer a freight quote', () => {
  it('AWAITING_SHIPPING_QUOTE → AWAITING_PAYMENT with the freight, the charges recomputed on the server', async () => {
    const before = await lastEventId(app);
    const { n } = await place(2, {
      shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
      requestAQuoteDetails: { serviceLevel: 'Economy' },
    });
    const quoted = await view(n);
    expect(quoted).toMatchObject({
      fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE',
      freightUndefined: true,
      freight: 0,
    });
    expect(quoted.actions.canAnswerQuote).toBe(true);
    // Placed to wait for its quote, not "on hold": the stored summary and the code read the same.
    expect(quoted.timeline[0]).toMatchObject({
      actorKind: 'BUYER',
      summary: 'Order placed, waiting for the shipping quote',
      code: 'timelineOrderAwaitingQuote',
    });
    const res = await desk('POST', DESK_PATHS.quote.path, p(n), { version: quoted.version, freight: 125.5 });
    expect(res.statusCode, res.body).toBe(200);
    const o = DeskOrderResponse.parse(res.json()).order;
    expect(o).toMatchObject({
      fulfillmentStatus: 'AWAITING_PAYMENT',
      freight: 125.5,
      freightUndefined: false,
    });
    // The quote releases the order: it takes its fee terms now, as any release does (Q-040, Q-041).
    const [row] = await app.db.select().from(orders).where(eq(orders.phonexOrderNumber, n));
    expect(row!.releasedAt).not.toBeNull();
    expect(row!.gracePeriodEnd).not.toBeNull();
    expect(row!.gracePeriodEnd!.getTime()).toBeGreaterThan(row!.releasedAt!.getTime());
    // Tax is on subtotal + freight (Q-039): it grows with the freight in Miami; the total adds up.
    expect(o.tax).toBeGreaterThan(quoted.tax);
    expect(o.total).toBeCloseTo(o.subtotal + o.freight + o.paymentFee + o.tax + o.additionalServicesFee, 2);
    expect(o.timeline.at(-1)).toMatchObject({
      actorKind: 'STAFF',
      action: 'QUOTE_ANSWERED',
      code: 'timelineQuoteAnswered',
      visibleToBuyer: true,
    });
    const entry = o.timeline.at(-1)!;
    expect(interpolate(DEFAULT_DICTIONARY.timelineQuoteAnswered!.i18n_value, entry.params)).toBe(
      entry.summary,
    );
    expect(await mailSubjects(n)).toEqual(
      expect.arrayContaining([expect.stringContaining('Your shipping quote is ready')]),
    );
    // A wire order is paid by the instructions (I-068), not online.
    expect((await mailText(n, 'Your shipping quote is ready'))[0]).not.toContain('paid online');
    expect(await changedReasons(n, before)).toEqual(
      expect.arrayContaining(['buyer:QUOTE_ANSWERED', 'seller:QUOTE_ANSWERED']),
    );
    // Asked again: the order moved on.
    const again = await desk('POST', DESK_PATHS.quote.path, p(n), { version: o.version, freight: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('cannot be quoted now');
  });

  it("an order paid online: the quote mail says it can now be paid online, with its order page's link", async () => {
    const { n } = await place(1, {
      shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
      requestAQuoteDetails: { serviceLevel: 'Economy' },
      paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL' },
      readyToRelease: false,
    });
    const quoted = await view(n);
    expect(quoted.fulfillmentStatus).toBe('AWAITING_SHIPPING_QUOTE');
    const res = await desk('POST', DESK_PATHS.quote.path, p(n), { version: quoted.version, freight: 40 });
    expect(res.statusCode, res.body).toBe(200);
    // Q-044: it waits on hold for its online payment, which the buyer can now make.
    expect(DeskOrderResponse.parse(res.json()).order.fulfillmentStatus).toBe('ON_HOLD');
    const mails = (await smtp.deliver()).filter((m) => m.subject?.includes(n));
    const quoteMail = mails.find(
      (m) => m.subject === `Harbor Phones: Your shipping quote is ready — order ${n}`,
    );
    expect(quoteMail?.text).toContain(
      'Your order can now be paid online: press PAY AND SHIP NOW on your order page.',
    );
    expect(quoteMail?.text).toMatch(new RegExp(`^Pay online: https?://[^/\\s]+/orders/${n}$`, 'm'));
    // By when: the hold window runs from the quote; unpaid then, the order is cancelled (Q-043). Harbor's clock.
    const [row] = await app.db.select().from(orders).where(eq(orders.phonexOrderNumber, n));
    expect(quoteMail?.text).toContain(
      `Please pay by ${formatDateTime(row!.holdExpiresAt!, 'America/New_York', 'en-US')}: an order still unpaid then is cancelled.`,
    );
  });
});

describe('record a payment, ship with a manifest, invoice', () => {
  it('an unpaid order ships only on credit terms (a payment method with a creditLimit); a wire order pays first', async () => {
    const shipOne = async (n: string, version: number, inw: string) =>
      desk('POST', DESK_PATHS.ship.path, p(n), {
        version,
        carrier: 'UPS',
        trackingNumbers: [`1Z-CREDIT-${n}`],
        lines: [{ itemNumberWarehouse: inw, quantity: 1, imeis: [imei()] }],
      });
    const wire = await place(1);
    const w = await view(wire.n);
    expect(w).toMatchObject({ fulfillmentStatus: 'AWAITING_PAYMENT', paymentStatus: 'UNPAID' });
    expect(w.actions.canShip).toBe(false);
    const refused = await shipOne(wire.n, w.version, wire.item.itemNumberWarehouse);
    expect(refused.statusCode).toBe(409);
    expect((await view(wire.n)).fulfillmentStatus).toBe('AWAITING_PAYMENT');

    const net30 = await place(1, { paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } });
    const c = await view(net30.n);
    expect(c).toMatchObject({ fulfillmentStatus: 'AWAITING_PAYMENT', paymentStatus: 'UNPAID' });
    expect(c.actions.canShip).toBe(true);
    const shipped = await shipOne(net30.n, c.version, net30.item.itemNumberWarehouse);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const after = DeskOrderResponse.parse(shipped.json()).order;
    expect(after).toMatchObject({ fulfillmentStatus: 'SHIPPED', paymentStatus: 'UNPAID' });
    // The payment is recorded after the shipment.
    expect(after.actions.canRecordPayment).toBe(true);
  });

  it("a terms order's invoice is due its method's days after it, with the method's instructions and the seller's address; a paid one is not due", async () => {
    const net30 = await place(1, { paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } });
    let o = await view(net30.n);
    let res = await desk('POST', DESK_PATHS.ship.path, p(net30.n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: [`1Z-DUE-${net30.n}`],
      lines: [{ itemNumberWarehouse: net30.item.itemNumberWarehouse, quantity: 1, imeis: [imei()] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    o = DeskOrderResponse.parse(res.json()).order;
    res = await desk('POST', DESK_PATHS.invoice.path, p(net30.n), { version: o.version });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = DeskOrderResponse.parse(res.json()).order.invoices[0]!;
    // Net 30 (the demo method's 30 days): due 30 days after the invoice date, dated in the tenant's zone.
    const due = new Date(Date.parse(invoice.invoiceDate) + 30 * 86_400_000);
    expect(invoice.dueDate).toBe(due.toISOString());
    const longDate = (d: Date) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'America/New_York' }).format(d);
    const pdf = await desk('GET', DESK_PATHS.invoicePdf.path, {
      ...p(net30.n),
      invoiceNumber: invoice.invoiceNumber,
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Due date: ${longDate(due)}`);
    expect(text).toContain('Pay the invoice within 30 days of shipment.');
    expect(text).toContain('1200 Port Boulevard, Suite 400');
    // (the tracking number wraps at its hyphens in the narrow column)
    expect(text.replaceAll('-\n', '-')).toContain(`Tracking Numbers: UPS 1Z-DUE-${net30.n}`);

    // Paid by wire before it is invoiced: no due date, no instructions to pay.
    const wire = await place(1);
    o = await payByWire(wire.n);
    res = await desk('POST', DESK_PATHS.ship.path, p(wire.n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: [`1Z-PAID-${wire.n}`],
      lines: [{ itemNumberWarehouse: wire.item.itemNumberWarehouse, quantity: 1, imeis: [imei()] }],
    });
    o = DeskOrderResponse.parse(res.json()).order;
    res = await desk('POST', DESK_PATHS.invoice.path, p(wire.n), { version: o.version });
    const paid = DeskOrderResponse.parse(res.json()).order.invoices[0]!;
    expect(paid.dueDate).toBeNull();
    const paidText = pdfText(
      (await desk('GET', DESK_PATHS.invoicePdf.path, { ...p(wire.n), invoiceNumber: paid.invoiceNumber }))
        .rawPayload,
    );
    expect(paidText).not.toContain('Due date');
    expect(paidText).not.toContain('ABA 021000021');
    expect(paidText).toContain('1200 Port Boulevard, Suite 400');
  });

  it('runs the lifecycle: PAID → partial SHIPPED → SHIPPED → INVOICED, one mail per step', async () => {
    const { n, item } = await place(3);
    let o = await view(n);
    expect(o).toMatchObject({ fulfillmentStatus: 'AWAITING_PAYMENT', paymentStatus: 'UNPAID' });

    // Less than the total received: refused (a payment is recorded once, in full), nothing changed.
    const short = await desk('POST', DESK_PATHS.payment.path, p(n), {
      version: o.version,
      method: 'CHECK',
      reference: '1001',
      amount: 1,
    });
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().errors).toMatchObject([{ field: 'amount' }]);
    expect(short.json().message).toContain('less than the order total');
    expect(await view(n)).toMatchObject({ version: o.version, paymentStatus: 'UNPAID' });

    // Payment received (wire) → PAID, released to fulfilment by the table.
    let res = await desk('POST', DESK_PATHS.payment.path, p(n), {
      version: o.version,
      method: 'WIRE',
      reference: 'FT-1',
      amount: o.total,
    });
    expect(res.statusCode, res.body).toBe(200);
    o = DeskOrderResponse.parse(res.json()).order;
    expect(o).toMatchObject({ fulfillmentStatus: 'READY_FOR_FULFILLMENT', paymentStatus: 'PAID' });
    // A payment is recorded once.
    expect(
      (
        await desk('POST', DESK_PATHS.payment.path, p(n), {
          version: o.version,
          method: 'WIRE',
          reference: 'FT-1',
        })
      ).statusCode,
    ).toBe(409);

    const inw = item.itemNumberWarehouse;
    const [a, b, c] = [imei(), imei(), imei()];

    // A bad check digit: refused, the row named, nothing stored.
    res = await desk('POST', DESK_PATHS.ship.path, p(n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: ['1Z-DESK-1'],
      lines: [{ itemNumberWarehouse: inw, quantity: 2, imeis: `${a}\n${badCheckDigit(b)}` }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`${inw}, row 2: ${badCheckDigit(b)} has a wrong check digit`);
    // Many bad rows: each named in errors, the message spelling out the first ten only.
    const bad = Array.from({ length: 30 }, () => badCheckDigit(imei()));
    res = await desk('POST', DESK_PATHS.ship.path, p(n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: ['1Z-DESK-1'],
      lines: [{ itemNumberWarehouse: inw, quantity: 30, imeis: bad }],
    });
    expect(res.statusCode).toBe(422);
    const problems = res.json().errors.length;
    expect(problems).toBeGreaterThanOrEqual(30);
    expect(res.json().message.split('; ')).toHaveLength(11);
    expect(res.json().message.endsWith(`; and ${problems - 10} more`)).toBe(true);
    // The wrong count per line.
    res = await desk('POST', DESK_PATHS.ship.path, p(n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: ['1Z-DESK-1'],
      lines: [{ itemNumberWarehouse: inw, quantity: 2, imeis: [a] }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`${inw}: 1 IMEI for 2 units`);
    // An IMEI already shipped on another order of the tenant (the seeded shipped order's manifest).
    const [seededImei] = await app.db
      .select({ imei: orderManifestLines.imei })
      .from(orderManifestLines)
      .where(eq(orderManifestLines.tenantId, harborId))
      .limit(1);
    res = await desk('POST', DESK_PATHS.ship.path, p(n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: ['1Z-DESK-1'],
      lines: [{ itemNumberWarehouse: inw, quantity: 2, imeis: [a, seededImei!.imei] }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      new RegExp(`^${inw}, row 2: ${seededImei!.imei} already shipped on order \\w+$`),
    );
    expect(await manifestCount(n)).toBe(0);
    expect((await view(n)).shipments).toEqual([]);

    // A partial shipment: 2 of 3 units → SHIPPED, 1 still open.
    res = await desk('POST', DESK_PATHS.ship.path, p(n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: ['1Z-DESK-1'],
      lines: [{ itemNumberWarehouse: inw, quantity: 2, imeis: `${a}\n\n${b}\n` }],
    });
    expect(res.statusCode, res.body).toBe(200);
    o = DeskOrderResponse.parse(res.json()).order;
    expect(o.fulfillmentStatus).toBe('SHIPPED');
    expect(o.lines[0]).toMatchObject({ shippedQuantity: 2, openQuantity: 1 });
    expect(o.shipments).toMatchObject([{ carrier: 'UPS', trackingNumber: '1Z-DESK-1', units: 2 }]);
    expect(o.actions.canShip).toBe(true);
    // Not invoiced while a unit is open: the invoice would bill it and an INVOICED order ships no more.
    expect(o.actions.canInvoice).toBe(false);
    const early = await desk('POST', DESK_PATHS.invoice.path, p(n), { version: o.version });
    expect(early.statusCode, early.body).toBe(409);
    expect((await view(n)).version).toBe(o.version);
    const toShip = DeskQueueResponse.parse(
      (await desk('GET', `${DESK_PATHS.queue.path}?needsAction=READY_TO_SHIP&search=${n}`)).json(),
    );
    expect(toShip.orders.map((r) => [r.phonexOrderNumber, r.needsAction])).toEqual([[n, 'READY_TO_SHIP']]);

    // The buyer's page sees the tracking number.
    const summary = await app.inject({
      method: 'GET',
      url: `${API}/order/${n}/manifest-summary`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(summary.json()).toMatchObject({ imeiAvailable: true, trackingNumbers: ['1Z-DESK-1'] });

    // The rest ships; then nothing is open.
    res = await desk('POST', DESK_PATHS.ship.path, p(n), {
      version: o.version,
      carrier: 'FedEx',
      trackingNumbers: ['FX-DESK-2'],
      lines: [{ itemNumberWarehouse: inw, quantity: 1, imeis: [c] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    o = DeskOrderResponse.parse(res.json()).order;
    expect(o.lines[0]).toMatchObject({ shippedQuantity: 3, openQuantity: 0 });
    expect(o.actions.canShip).toBe(false);
    expect(await manifestCount(n)).toBe(3);
    // The desk sees what it shipped: the manifest as the buyer downloads it, one row per unit with its IMEI.
    const manifest = await desk('GET', DESK_PATHS.manifestExport.path, p(n));
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.headers['content-disposition']).toContain('manifest');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(manifest.rawPayload as unknown as ArrayBuffer);
    const imeis: string[] = [];
    wb.worksheets[0]!.eachRow((row, i) => {
      if (i > 1) imeis.push(String(row.getCell(3).value));
    });
    expect(imeis.sort()).toEqual([a, b, c].sort());
    // Another tenant's staff finds no such order; a buyer is no staff.
    expect(
      (await desk('GET', DESK_PATHS.manifestExport.path, p(n), undefined, summitSeller, SUMMIT)).statusCode,
    ).toBe(404);
    expect((await desk('GET', DESK_PATHS.manifestExport.path, p(n), undefined, buyer)).statusCode).toBe(403);

    // Invoice: the next number of the tenant's sequence, the PDF downloadable by the desk and the buyer.
    res = await desk('POST', DESK_PATHS.invoice.path, p(n), { version: o.version });
    expect(res.statusCode, res.body).toBe(200);
    o = DeskOrderResponse.parse(res.json()).order;
    expect(o.fulfillmentStatus).toBe('INVOICED');
    expect(o.invoices).toHaveLength(1);
    const invoiceNumber = o.invoices[0]!.invoiceNumber;
    expect(invoiceNumber).toMatch(/^INV\d{7}$/);
    expect(o.invoices[0]!.total).toBeCloseTo(o.total, 2);
    const pdf = await desk('GET', DESK_PATHS.invoicePdf.path, { ...p(n), invoiceNumber });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(invoiceNumber);
    const buyersPdf = await app.inject({
      method: 'GET',
      url: `${API}/order/${n}/invoice/${invoiceNumber}/export`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(buyersPdf.statusCode).toBe(200);

    // The buyer placed it (BUYER); the desk's steps follow (STAFF).
    expect(o.timeline.filter((e) => e.actorKind === 'STAFF').map((e) => e.action)).toEqual([
      'PAYMENT_RECEIVED',
      'ORDER_SHIPPED',
      'ORDER_SHIPPED',
      'ORDER_INVOICED',
    ]);
    // The buyer's page reads the entries meant for the buyer; staff stay anonymous; another buyer finds nothing.
    const timeline = await app.inject({
      method: 'GET',
      url: `${API}${fillPath(ORDER_TIMELINE_PATH.path, p(n))}`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(timeline.statusCode, timeline.body).toBe(200);
    const entries = BuyerTimelineResponse.parse(timeline.json()).timeline;
    expect(entries.map((e) => [e.action, e.actorKind, e.actorName])).toEqual([
      ['ORDER_PLACED', 'BUYER', 'buyer@harbor.test'],
      ['PAYMENT_RECEIVED', 'STAFF', null],
      ['ORDER_SHIPPED', 'STAFF', null],
      ['ORDER_SHIPPED', 'STAFF', null],
      ['ORDER_INVOICED', 'STAFF', null],
    ]);
    // Each entry carries its text as a dictionary key and parameters, which the portal renders in the tenant's
    // language: in the default (English) dictionary they give exactly the server's summary.
    for (const e of entries) {
      expect(e.code, e.action).not.toBeNull();
      const units = (e.params as { units?: unknown } | null)?.units;
      const form = pickForm(DEFAULT_DICTIONARY[e.code!]!, typeof units === 'number' ? units : undefined);
      expect(interpolate(form, e.params)).toBe(e.summary);
    }
    expect(entries.map((e) => e.code)).toEqual([
      'timelineOrderPlaced',
      // Recorded with the amount received, which the entry names.
      'timelineWirePaymentOfReceivedWithReference',
      'timelineShippedPartly',
      'timelineShipped',
      'timelineInvoiced',
    ]);
    // The desk's view carries the same codes.
    for (const e of (await view(n)).timeline.filter((x) => x.visibleToBuyer)) {
      const units = (e.params as { units?: unknown } | null)?.units;
      const form = pickForm(DEFAULT_DICTIONARY[e.code!]!, typeof units === 'number' ? units : undefined);
      expect(interpolate(form, e.params)).toBe(e.summary);
    }
    const other = await createBuyer(app, 'harbor', 'other-desk@harbor.test');
    const foreign = await app.inject({
      method: 'GET',
      url: `${API}${fillPath(ORDER_TIMELINE_PATH.path, p(n))}`,
      headers: { host: HARBOR, ...bearer(other.token) },
    });
    expect(foreign.statusCode).toBe(404);

    const subjects = await mailSubjects(n);
    expect(subjects.filter((s) => s.includes('Your payment was received'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('Your order has shipped'))).toHaveLength(2);
    expect(subjects.filter((s) => s.includes('Your order was invoiced'))).toHaveLength(1);
    // The invoice mail names the invoice, which the buyer downloads from the order page.
    const [invoicedMail] = await mailText(n, 'Your order was invoiced');
    expect(invoicedMail).toContain(
      `Invoice ${invoiceNumber} is attached; you can also download it from your order page.`,
    );
    // The shipped mails name the parcels, and every mail the status as the buyer reads it, not its code.
    const shippedMails = await mailText(n, 'Your order has shipped');
    expect(shippedMails.join('\n')).toContain('Shipped by UPS: 1Z-DESK-1');
    expect(shippedMails.join('\n')).toContain('Shipped by FedEx: FX-DESK-2');
    expect(shippedMails[0]).toContain(`Order ${n} — Shipped`);
    expect(shippedMails.join('\n')).not.toContain('SHIPPED');
  });

  it('parcels shipped together (several tracking numbers) each carry the shipment’s units', async () => {
    const { n, item } = await place(3);
    let o = await view(n);
    const paid = await desk('POST', DESK_PATHS.payment.path, p(n), {
      version: o.version,
      method: 'WIRE',
      reference: 'FT-PARCELS',
    });
    o = DeskOrderResponse.parse(paid.json()).order;
    const res = await desk('POST', DESK_PATHS.ship.path, p(n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: ['PARCEL-A', 'PARCEL-B'],
      lines: [{ itemNumberWarehouse: item.itemNumberWarehouse, quantity: 2, imeis: [imei(), imei()] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const shipped = DeskOrderResponse.parse(res.json()).order;
    expect(shipped.shipments.map((s) => [s.trackingNumber, s.units])).toEqual([
      ['PARCEL-A', 2],
      ['PARCEL-B', 2],
    ]);
  });

  it('a shipment’s mail links each tracking number to its carrier’s page; the buyer’s page gets each carrier (L-010)', async () => {
    const { n, item } = await place(2);
    let o = await payByWire(n);
    const ship = async (carrier: string, trackingNumber: string) => {
      const res = await desk('POST', DESK_PATHS.ship.path, p(n), {
        version: o.version,
        carrier,
        trackingNumbers: [trackingNumber],
        lines: [{ itemNumberWarehouse: item.itemNumberWarehouse, quantity: 1, imeis: [imei()] }],
      });
      expect(res.statusCode, res.body).toBe(200);
      o = DeskOrderResponse.parse(res.json()).order;
    };
    await ship('ups', `1Z LINK&${n}`);
    await ship('Royal Mail', `RM-${n}`);
    const [first, second] = await mailText(n, 'Your order has shipped');
    // A known carrier (any case): its public page, the number encoded as one value.
    expect(first).toContain(`Shipped by ups: 1Z LINK&${n}`);
    expect(first).toContain(
      `Track 1Z LINK&${n}: https://www.ups.com/track?tracknum=${encodeURIComponent(`1Z LINK&${n}`)}`,
    );
    // Another carrier: the number, no link.
    expect(second).toContain(`Shipped by Royal Mail: RM-${n}`);
    expect(second).not.toContain('Track ');
    const summary = await app.inject({
      method: 'GET',
      url: `${API}/order/${n}/manifest-summary`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(summary.json()).toMatchObject({
      trackingNumbers: [`1Z LINK&${n}`, `RM-${n}`],
      shipments: [
        { carrier: 'ups', trackingNumber: `1Z LINK&${n}` },
        { carrier: 'Royal Mail', trackingNumber: `RM-${n}` },
      ],
    });
  });

  it('the invoice mail carries the invoice PDF, named as its download', async () => {
    const { n, item } = await place(1);
    let o = await payByWire(n);
    o = DeskOrderResponse.parse(
      (
        await desk('POST', DESK_PATHS.ship.path, p(n), {
          version: o.version,
          carrier: 'UPS',
          trackingNumbers: [`1Z-INV-${n}`],
          lines: [{ itemNumberWarehouse: item.itemNumberWarehouse, quantity: 1, imeis: [imei()] }],
        })
      ).json(),
    ).order;
    const res = await desk('POST', DESK_PATHS.invoice.path, p(n), { version: o.version });
    expect(res.statusCode, res.body).toBe(200);
    const invoiceNumber = DeskOrderResponse.parse(res.json()).order.invoices[0]!.invoiceNumber;
    const download = await desk('GET', DESK_PATHS.invoicePdf.path, { ...p(n), invoiceNumber });
    const fileName = /filename="([^"]+)"/.exec(String(download.headers['content-disposition']))![1];
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, harborId));
    const mail = rows.find(
      (r) => r.dedupeKey.startsWith(`order:${n}:`) && r.subject.includes('Your order was invoiced'),
    )!;
    expect(mail.text).toContain(
      `Invoice ${invoiceNumber} is attached; you can also download it from your order page.`,
    );
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[fileName, 'application/pdf']]);
    const pdf = Buffer.from(mail.attachments[0]!.contentBase64, 'base64');
    expect(pdfText(pdf)).toContain(invoiceNumber);
    expect(pdfText(pdf)).toContain(n);
    // The console's Outbox lists it by name.
    const outbox = await desk('GET', '/seller/outbox?page=1&size=100');
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect(
      outbox
        .json()
        .mails.find(
          (m: { subject: string }) => m.subject.includes(`order ${n}`) && m.subject.includes('invoiced'),
        )?.attachments,
    ).toEqual([fileName]);
  });

  it('offers the tenant’s carriers to the ship dialog, the order’s own first', async () => {
    const { n } = await place(1);
    // Harbor ships by UPS (its real-time method and its bill-my-account carriers) and FedEx (bill my account).
    expect((await view(n)).carrierChoices).toEqual(['FedEx', 'UPS']);
    await app.db.update(orders).set({ carrier: 'ups' }).where(eq(orders.phonexOrderNumber, n));
    expect((await view(n)).carrierChoices).toEqual(['ups', 'FedEx']);
    await app.db.update(orders).set({ carrier: 'DHL' }).where(eq(orders.phonexOrderNumber, n));
    expect((await view(n)).carrierChoices).toEqual(['DHL', 'FedEx', 'UPS']);
  });

  it('two staff shipping the same order at once: one wins, the other a clear conflict', async () => {
    const { n, item } = await place(2);
    let o = await view(n);
    const paid = await desk('POST', DESK_PATHS.payment.path, p(n), {
      version: o.version,
      method: 'CHECK',
      reference: '1001',
    });
    o = DeskOrderResponse.parse(paid.json()).order;
    const shipWith = (tracking: string) =>
      desk('POST', DESK_PATHS.ship.path, p(n), {
        version: o.version,
        carrier: 'UPS',
        trackingNumbers: [tracking],
        lines: [{ itemNumberWarehouse: item.itemNumberWarehouse, quantity: 2, imeis: [imei(), imei()] }],
      });
    const [first, second] = await Promise.all([shipWith('RACE-1'), shipWith('RACE-2')]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const lost = first.statusCode === 409 ? first : second;
    expect(lost.json().message).toContain('was changed by someone else since you opened it');
    expect(await manifestCount(n)).toBe(2);
    const shipments = await app.db
      .select()
      .from(orderShipments)
      .innerJoin(orders, eq(orders.id, orderShipments.orderId))
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)));
    expect(shipments).toHaveLength(1);
  });
});

describe('extend the hold of a held order (Q-043)', () => {
  const HOUR = 3_600_000;
  const deadlineOf = async (n: string) => {
    const [row] = await app.db
      .select({ holdExpiresAt: orders.holdExpiresAt, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)));
    return row!;
  };

  it('gives the order more time: the job leaves it past the old deadline, the buyer sees it and is mailed', async () => {
    const { n } = await place(1, { readyToRelease: false });
    let o = await view(n);
    expect(o.fulfillmentStatus).toBe('ON_HOLD');
    expect(o.actions.canExtendHold).toBe(true);
    // The tenant's window (72 h) from the order's creation.
    const { createdAt } = await deadlineOf(n);
    expect(o.holdExpiresAt).toBe(new Date(createdAt.getTime() + 72 * HOUR).toISOString());
    const from = await lastEventId(app);

    const res = await desk('POST', DESK_PATHS.extendHold.path, p(n), { version: o.version, hours: 48 });
    expect(res.statusCode, res.body).toBe(200);
    o = DeskOrderResponse.parse(res.json()).order;
    const until = new Date(createdAt.getTime() + 120 * HOUR);
    expect(o.holdExpiresAt).toBe(until.toISOString());
    expect((await deadlineOf(n)).holdExpiresAt?.toISOString()).toBe(until.toISOString());
    const written = formatDateTime(until, 'America/New_York');
    const entry = o.timeline.find((e) => e.action === 'HOLD_EXTENDED');
    expect(entry).toMatchObject({
      code: 'timelineHoldExtended',
      params: { date: written },
      visibleToBuyer: true,
    });
    expect(interpolate(DEFAULT_DICTIONARY.timelineHoldExtended!.i18n_value, entry!.params)).toBe(
      `Hold extended by the seller until ${written}`,
    );
    expect(await changedReasons(n, from)).toContain('buyer:HOLD_EXTENDED');
    expect((await mailText(n, 'held longer')).join('\n')).toContain(
      `We keep its stock for you until ${written}.`,
    );

    // Past the old deadline the job leaves it; past the new one it cancels it.
    expect(await runOrderHoldExpiry(app.db, new Date(createdAt.getTime() + 100 * HOUR))).not.toContain(n);
    expect(await runOrderHoldExpiry(app.db, new Date(createdAt.getTime() + 121 * HOUR))).toContain(n);
    expect((await view(n)).fulfillmentStatus).toBe('CANCELED');
  });

  it('refuses what has no hold to extend, a stale version, bad hours, read-only staff and another tenant', async () => {
    const { n } = await place(1, { readyToRelease: false });
    const o = await view(n);
    const extend = (body: object, who = seller, host = HARBOR) =>
      desk('POST', DESK_PATHS.extendHold.path, p(n), body, who, host);
    for (const hours of [0, 721, 1.5, '24']) {
      const bad = await extend({ version: o.version, hours });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].field).toBe('hours');
    }
    expect((await extend({ version: o.version + 1, hours: 24 })).statusCode).toBe(409);
    expect(
      (await extend({ version: o.version, hours: 24 }, await signIn(app, 'readonly@harbor.test'))).statusCode,
    ).toBe(403);
    expect((await extend({ version: o.version, hours: 24 }, summitSeller, SUMMIT)).statusCode).toBe(404);
    expect((await extend({ version: o.version, hours: 24 }, buyer)).statusCode).toBe(403);
    expect(await deadlineOf(n)).toMatchObject({ holdExpiresAt: null });
    // Paid (released): nothing is held back any more.
    const paid = await payByWire(n);
    expect(paid.actions.canExtendHold).toBe(false);
    expect(paid.holdExpiresAt).toBeNull();
    expect((await extend({ version: paid.version, hours: 24 })).statusCode).toBe(409);
  });
});

describe('cancel and edit on the buyer’s behalf', () => {
  it('cancels with a reason through the buyer side’s cancel: stock back, CANCELED, timeline for the buyer', async () => {
    const { n, item } = await place(2);
    const stockBefore = await stockOf(app, harborId, item.itemNumberWarehouse);
    const o = await view(n);
    const refused = await desk('POST', DESK_PATHS.cancel.path, p(n), { version: o.version, reason: '   ' });
    expect(refused.statusCode).toBe(422);
    const res = await desk('POST', DESK_PATHS.cancel.path, p(n), {
      version: o.version,
      reason: 'Buyer asked by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = DeskOrderResponse.parse(res.json()).order;
    expect(after.fulfillmentStatus).toBe('CANCELED');
    expect(after.lines[0]).toMatchObject({ canceledQuantity: 2, openQuantity: 0 });
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(stockBefore + 2);
    expect(after.timeline.at(-1)).toMatchObject({
      action: 'ORDER_CANCELED',
      summary: 'Cancelled by the seller: Buyer asked by phone',
      code: 'timelineCanceledBySeller',
      params: { reason: 'Buyer asked by phone' },
      visibleToBuyer: true,
    });
    expect((await mailSubjects(n)).filter((s) => s.includes('Your order was cancelled'))).toHaveLength(1);
    // The buyer is told the reason (the dialog says so).
    const [cancelled] = await mailText(n, 'Your order was cancelled');
    expect(cancelled).toContain('Reason: Buyer asked by phone');
    expect(cancelled).toContain(`Order ${n} — Cancelled`);
    // Cancelled: nothing more to do.
    expect(
      (await desk('POST', DESK_PATHS.cancel.path, p(n), { version: after.version, reason: 'again' }))
        .statusCode,
    ).toBe(409);
  });

  it('a wire or check payment needs its reference (blank is none): 422 on the field, nothing recorded; a card one may go without', async () => {
    const { n } = await place(1);
    const o = await view(n);
    for (const [body, message] of [
      [{ method: 'WIRE' }, 'Enter the wire reference'],
      [{ method: 'WIRE', reference: '   ' }, 'Enter the wire reference'],
      [{ method: 'CHECK', reference: '' }, 'Enter the check number'],
    ] as const) {
      const res = await desk('POST', DESK_PATHS.payment.path, p(n), { version: o.version, ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ field: 'reference', messageDescription: expect.stringContaining(message) }),
      ]);
    }
    const unpaid = await view(n);
    expect(unpaid).toMatchObject({ version: o.version, paymentStatus: 'UNPAID' });
    expect(unpaid.timeline.map((e) => e.action)).not.toContain('PAYMENT_RECEIVED');
    // A card the sales team took has no reference to give.
    const card = await desk('POST', DESK_PATHS.payment.path, p(n), { version: o.version, method: 'CARD' });
    expect(card.statusCode, card.body).toBe(200);
    expect(DeskOrderResponse.parse(card.json()).order.paymentStatus).toBe('PAID');
  });

  it('records a card payment taken by the sales team as a card payment, not a wire', async () => {
    const { n } = await place(1, { paymentOptionDetails: { paymentMethodCode: 'CREDIT_CARD' } });
    const o = await view(n);
    const res = await desk('POST', DESK_PATHS.payment.path, p(n), {
      version: o.version,
      method: 'CARD',
      reference: 'auth 4471',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = DeskOrderResponse.parse(res.json()).order;
    expect(after.paymentStatus).toBe('PAID');
    expect(after.timeline.at(-1)).toMatchObject({
      action: 'PAYMENT_RECEIVED',
      summary: 'Card payment received (auth 4471)',
      code: 'timelineCardPaymentReceivedWithReference',
      params: { reference: 'auth 4471' },
    });
  });

  it("a payment's amount received is on the timeline, in the tenant's money", async () => {
    const { n } = await place(1);
    const o = await view(n);
    const res = await desk('POST', DESK_PATHS.payment.path, p(n), {
      version: o.version,
      method: 'WIRE',
      reference: 'FW-20261128-001',
      amount: 99_999,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = DeskOrderResponse.parse(res.json()).order.timeline.at(-1);
    expect(entry).toMatchObject({
      action: 'PAYMENT_RECEIVED',
      summary: 'Wire payment of $99,999.00 received (FW-20261128-001)',
      code: 'timelineWirePaymentOfReceivedWithReference',
      params: { amount: '$99,999.00', reference: 'FW-20261128-001' },
    });
    // The buyer's history reads the same words.
    const mine = await app.inject({
      method: 'GET',
      url: `${API}${fillPath(ORDER_TIMELINE_PATH.path, p(n))}`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    const paid = BuyerTimelineResponse.parse(mine.json()).timeline.at(-1);
    expect(interpolate(DEFAULT_DICTIONARY[paid!.code!]!.i18n_value, paid!.params)).toBe(
      'Wire payment of $99,999.00 received (FW-20261128-001)',
    );
  });

  it('the buyer putting an order on hold reads as such, not as an order placed', async () => {
    const { n } = await place(1);
    const held = await app.inject({
      method: 'POST',
      url: `${API}${fillPath(ORDER_PATHS.action.path, p(n))}`,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: { action: 'HOLD_ORDER' },
    });
    expect(held.statusCode, held.body).toBe(200);
    expect((await view(n)).timeline.at(-1)).toMatchObject({
      actorKind: 'BUYER',
      action: 'ORDER_HELD',
      summary: 'Put on hold by the buyer',
      code: 'timelineOrderPutOnHold',
    });
  });

  it('closes the units a partly shipped order has left: stock back, billed for what shipped, then invoiced', async () => {
    const { n, item } = await place(5, { paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } });
    const inw = item.itemNumberWarehouse;
    let o = await view(n);
    const shipped = await desk('POST', DESK_PATHS.ship.path, p(n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: [`1Z-CLOSE-${n}`],
      lines: [{ itemNumberWarehouse: inw, quantity: 1, imeis: [imei()] }],
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    o = DeskOrderResponse.parse(shipped.json()).order;
    expect(o).toMatchObject({ fulfillmentStatus: 'SHIPPED', paymentStatus: 'UNPAID' });
    // Four units open: no invoice yet, but they can be closed.
    expect(o.actions).toMatchObject({ canInvoice: false, canCancel: true, canShip: true });
    const stockBefore = await stockOf(app, harborId, inw);
    const res = await desk('POST', DESK_PATHS.cancel.path, p(n), {
      version: o.version,
      reason: 'Four units failed testing',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = DeskOrderResponse.parse(res.json()).order;
    expect(after).toMatchObject({
      fulfillmentStatus: 'SHIPPED',
      paymentStatus: 'UNPAID',
      totalOrderedQuantity: 1,
    });
    // The line's amount is that of the units still ordered, as the subtotal counts them (the buyer's page too).
    expect(after.lines[0]).toMatchObject({
      shippedQuantity: 1,
      canceledQuantity: 4,
      openQuantity: 0,
      extendedPrice: item.listPrice,
    });
    expect(await stockOf(app, harborId, inw)).toBe(stockBefore + 4);
    // The order bills the shipped unit: one unit's price, its charges recomputed by the server.
    expect(after.subtotal).toBe(item.listPrice);
    expect(after.total).toBeLessThan(o.total);
    expect(after.actions).toMatchObject({ canInvoice: true, canCancel: false, canShip: false });
    expect(after.timeline.at(-1)).toMatchObject({
      action: 'UNITS_CLOSED',
      code: 'timelineUnitsClosed',
      params: { units: 4, reason: 'Four units failed testing' },
      visibleToBuyer: true,
    });
    const [mail] = await mailText(n, 'Your order was updated');
    expect(mail).toContain('4 units that had not shipped were closed: Four units failed testing');
    // Now it can be invoiced.
    const invoiced = await desk('POST', DESK_PATHS.invoice.path, p(n), { version: after.version });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(DeskOrderResponse.parse(invoiced.json()).order.fulfillmentStatus).toBe('INVOICED');
  });

  it("edits lines under the buyer's upsert rules; a stale version is a conflict", async () => {
    const { n, item } = await place(3);
    const o = await view(n);
    // The dialog shows how many more units each line could take (L-043).
    expect(o.lines[0]!.quantityAvailable).toBe(await stockOf(app, harborId, item.itemNumberWarehouse));
    const res = await desk('PUT', DESK_PATHS.editLines.path, p(n), {
      version: o.version,
      items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = DeskOrderResponse.parse(res.json()).order;
    expect(after.lines[0]).toMatchObject({ orderedQuantity: 1 });
    expect(after.subtotal).toBeCloseTo(item.listPrice, 2);
    // The entry says what changed, as the buyer's mail does (L-010): each quantity from → to.
    expect(after.timeline.at(-1)).toMatchObject({
      actorKind: 'STAFF',
      action: 'LINES_EDITED',
      summary: 'Lines edited for the buyer',
      code: 'timelineLinesEditedForBuyer',
      params: {},
      details: [
        expect.objectContaining({
          code: 'timelineQuantityChanged',
          summary: `${o.lines[0]!.itemNumber} ${o.lines[0]!.itemDescription}: quantity 3 → 1`,
        }),
      ],
    });
    const stale = await desk('PUT', DESK_PATHS.editLines.path, p(n), {
      version: o.version,
      items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 2 }],
    });
    expect(stale.statusCode).toBe(409);
  });

  it("a deactivated buyer's lines are not edited: the staff member is told why (409), not signed out (401)", async () => {
    const { n, item } = await place(3);
    const o = await view(n);
    const buyerId = o.buyer.buyerId;
    await app.db.update(users).set({ disabled: true }).where(eq(users.id, buyerId));
    try {
      const res = await desk('PUT', DESK_PATHS.editLines.path, p(n), {
        version: o.version,
        items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: 1 }],
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(
        "The buyer's account is deactivated: reactivate it under Buyers to change this order's lines.",
      );
      expect((await view(n)).lines[0]).toMatchObject({ orderedQuantity: 3 });
    } finally {
      await app.db.update(users).set({ disabled: false }).where(eq(users.id, buyerId));
    }
  });
});

describe('manifest upload (xlsx or csv) for the ship form', () => {
  function multipart(fileName: string, content: Buffer) {
    const boundary = '----portico-desk-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    return {
      payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  const upload = (n: string, fileName: string, content: Buffer, token = seller) => {
    const body = multipart(fileName, content);
    return app.inject({
      method: 'POST',
      url: `${API}${fillPath(DESK_PATHS.manifestParse.path, p(n))}`,
      headers: { host: HARBOR, ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('reads a csv and an xlsx into IMEIs per line, naming rows it cannot place; the upload then ships', async () => {
    const { n, item } = await place(2, { paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } });
    const [a, b] = [imei(), imei()];
    const csv = Buffer.from(
      `Item Number Warehouse,IMEI\n${item.itemNumberWarehouse},${a}\nNOT-ON-ORDER,${b}\n`,
    );
    let res = await upload(n, 'manifest.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(ManifestParseResponse.parse(res.json())).toEqual({
      lines: [{ itemNumberWarehouse: item.itemNumberWarehouse, imeis: [a] }],
      errors: [
        {
          itemNumberWarehouse: 'NOT-ON-ORDER',
          row: 3,
          imei: b,
          message: 'Row 3: NOT-ON-ORDER is not a line of this order',
        },
      ],
    });
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Manifest');
    sheet.addRow(['Item Number', 'IMEI']);
    sheet.addRow([item.itemNumber, a]);
    sheet.addRow([item.itemNumber, b]);
    res = await upload(n, 'manifest.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(200);
    const parsed = ManifestParseResponse.parse(res.json());
    expect(parsed).toEqual({
      lines: [{ itemNumberWarehouse: item.itemNumberWarehouse, imeis: [a, b] }],
      errors: [],
    });
    // Nothing stored by reading; the form sends what it read.
    expect(await manifestCount(n)).toBe(0);
    const o = await view(n);
    const shipped = await desk('POST', DESK_PATHS.ship.path, p(n), {
      version: o.version,
      carrier: 'UPS',
      trackingNumbers: ['1Z-UPLOAD'],
      lines: parsed.lines.map((l) => ({ ...l, quantity: l.imeis.length })),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await manifestCount(n)).toBe(2);
    // A file without the columns is refused with a message, and a buyer cannot upload.
    const bad = await upload(n, 'manifest.csv', Buffer.from('foo,bar\n1,2\n'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('IMEI column');
    expect((await upload(n, 'manifest.csv', csv, buyer)).statusCode).toBe(403);
  });
});

describe('order settings', () => {
  it('reads and writes the order settings with the contract’s validation', async () => {
    const res = await desk('GET', DESK_PATHS.settings.path);
    expect(res.statusCode).toBe(200);
    const s = DeskOrderSettings.parse(res.json());
    const changed = {
      ...s,
      fulfillmentSettings: {
        ...s.fulfillmentSettings,
        onReleaseFulfillmentStatusTo: 'READY_FOR_FULFILLMENT',
      },
      invoiceSettings: { showInvoiceFulfillmentStatuses: ['INVOICED'] },
      paymentCollectionSettings: {
        ...s.paymentCollectionSettings,
        gracePeriodHours: 24,
        cancellationFeePercent: 5,
      },
      holdWindowHours: 48,
    };
    const put = await desk('PUT', DESK_PATHS.putSettings.path, {}, changed);
    expect(put.statusCode, put.body).toBe(200);
    expect(DeskOrderSettings.parse(put.json())).toMatchObject({
      holdWindowHours: 48,
      invoiceSettings: { showInvoiceFulfillmentStatuses: ['INVOICED'] },
    });
    // The buyer side reads the same settings.
    const buyerSettings = await app.inject({
      method: 'GET',
      url: `${API}/order/settings`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(buyerSettings.json()).toMatchObject({ holdWindowHours: 48 });
    // The seller's address on invoices: kept when a PUT leaves it out (above), stored trimmed, checked.
    expect(s.invoiceSettings.sellerAddress).toContain('1200 Port Boulevard');
    expect(DeskOrderSettings.parse(put.json()).invoiceSettings.sellerAddress).toBe(
      s.invoiceSettings.sellerAddress,
    );
    const moved = await desk(
      'PUT',
      DESK_PATHS.putSettings.path,
      {},
      {
        ...changed,
        invoiceSettings: {
          showInvoiceFulfillmentStatuses: ['INVOICED'],
          sellerAddress: '  Harbor Phones LLC\n9 Dock Road  ',
        },
      },
    );
    expect(DeskOrderSettings.parse(moved.json()).invoiceSettings.sellerAddress).toBe(
      'Harbor Phones LLC\n9 Dock Road',
    );
    for (const sellerAddress of ['x'.repeat(1_001), 'Dock\u0007Road']) {
      const refused = await desk(
        'PUT',
        DESK_PATHS.putSettings.path,
        {},
        {
          ...changed,
          invoiceSettings: { showInvoiceFulfillmentStatuses: ['INVOICED'], sellerAddress },
        },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].field).toBe('invoiceSettings.sellerAddress');
    }
    const restored = await desk(
      'PUT',
      DESK_PATHS.putSettings.path,
      {},
      {
        ...changed,
        invoiceSettings: {
          showInvoiceFulfillmentStatuses: ['INVOICED'],
          sellerAddress: s.invoiceSettings.sellerAddress,
        },
      },
    );
    expect(restored.statusCode).toBe(200);
    for (const bad of [
      { ...changed, holdWindowHours: 0 },
      {
        ...changed,
        paymentCollectionSettings: { ...changed.paymentCollectionSettings, cancellationFeePercent: 101 },
      },
      {
        ...changed,
        fulfillmentSettings: { ...changed.fulfillmentSettings, onReleaseFulfillmentStatusTo: 'SHIPPED' },
      },
      { ...changed, invoiceSettings: { showInvoiceFulfillmentStatuses: ['NOPE'] } },
      // A status label the buyer's pages show: not empty, not whitespace, at most 40 characters, one line.
      ...['', '   ', 'x'.repeat(41), 'Paid\nnow'].map((label) => ({
        ...changed,
        fulfillmentSettings: {
          ...changed.fulfillmentSettings,
          statuses: changed.fulfillmentSettings.statuses.map((st, i) => (i === 0 ? { ...st, label } : st)),
        },
      })),
    ]) {
      const refused = await desk('PUT', DESK_PATHS.putSettings.path, {}, bad);
      expect(refused.statusCode, refused.body).toBe(422);
    }
    expect(
      DeskOrderSettings.parse((await desk('GET', DESK_PATHS.settings.path)).json()).holdWindowHours,
    ).toBe(48);
    // Back to how it was, for the rest of the file.
    await desk('PUT', DESK_PATHS.putSettings.path, {}, s);
  });
});

describe('a quoted order whose proof of export is due (H-010)', () => {
  // Last in the file: the buyer's document stays pending (nothing else here may wait on it).
  it('asks for the document while the quote is awaited, and the quote puts the order on hold, not Awaiting Payment', async () => {
    const rule = (payload: object) => setProofOfExportRule(app, seller, payload);
    // Orders shipped out of Canada need proof of export: this buyer's Miami orders do.
    expect(await rule({ rule: 'EXPORT_ORDERS', homeCountry: 'CA', buyerEmails: [] })).toBe(200);
    try {
      const { n } = await place(2, {
        shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
        requestAQuoteDetails: { serviceLevel: 'Economy' },
        readyToRelease: false,
      });
      const quoted = await view(n);
      expect(quoted.fulfillmentStatus).toBe('AWAITING_SHIPPING_QUOTE');
      const poe = await app.inject({
        method: 'GET',
        url: `${API}/account/pending-documents`,
        headers: { host: HARBOR, ...bearer(buyer) },
      });
      expect(
        PendingDocuments.parse(poe.json()).documents.some((d) =>
          d.documentDescription.some((line) => line.includes(n)),
        ),
      ).toBe(true);
      // The order's page says what it waits for: the document, asked for and not yet uploaded.
      expect((await view(n)).documents).toEqual([
        expect.objectContaining({
          documentName: 'Proof of Export',
          documentStatus: 'PENDING',
          fileName: null,
        }),
      ]);
      const res = await desk('POST', DESK_PATHS.quote.path, p(n), { version: quoted.version, freight: 80 });
      expect(res.statusCode, res.body).toBe(200);
      const held = DeskOrderResponse.parse(res.json()).order;
      expect(held).toMatchObject({ fulfillmentStatus: 'ON_HOLD', freight: 80, freightUndefined: false });
      // Recording a payment would release it past its document: not offered, and refused saying why.
      expect(held.actions.canRecordPayment).toBe(false);
      const paid = await desk('POST', DESK_PATHS.payment.path, p(n), {
        version: held.version,
        method: 'WIRE',
        reference: 'W-1',
      });
      expect(paid.statusCode, paid.body).toBe(409);
      expect(paid.json().message).toBe(
        `Order ${n} waits for the buyer's proof of export: approve it under Documents before recording the payment.`,
      );
      expect(await view(n)).toMatchObject({
        fulfillmentStatus: 'ON_HOLD',
        paymentStatus: 'UNPAID',
        version: held.version,
      });
    } finally {
      expect(await rule(DEMO_PROOF_OF_EXPORT_RULE)).toBe(200);
    }
  });
});
