import {
  AcceptFeeTermsResponse,
  CalculateRacFeesResponse,
  CHECKOUT_PATHS,
  CheckoutPayload,
  FeeTerms,
  fillPath,
  GetOrderResponse,
  ORDER_PATHS,
  OrderChangeResponse,
  SubmitOrderResponse,
} from '@portico/contract';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, mailOutbox, orderFeeAccruals, orders } from '../src/db/schema/index.ts';
import { runOrderFeeAccrual } from '../src/jobs/order-fee-accrual.ts';
import { stockOf, submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { itemPicker, lastEventId, offersApi } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * Late-payment fee terms (N-049…N-051, L-058…L-069, Q-040, Q-041; docs/decisions/007), the reservation-fee job,
 * the cancellation fee, and the mail and events of a placed order. Orders go through the real checkout; their
 * grace period is moved into the past by writing grace_period_end, and the job's clock is its `now`.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const DAY = 24 * 3_600_000;
const buyer = await signIn(app, 'buyer@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');
const api = offersApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: { host: HARBOR, ...bearer(buyer) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const p = (n: string) => ({ phonexOrderNumber: n });
let keyN = 0;

/** Holds (or places) an order of `quantity` units of a fresh item at list price (STANDARD, WIRE). */
async function place(quantity: number, readyToRelease = false, over: object = {}) {
  const item = picker.offerable(quantity + 5);
  const line = await api.offer(buyer, item, quantity, item.listPrice);
  const res = await call('POST', fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' }), [
    line.offerId,
  ]);
  const payload = CheckoutPayload.parse(res.json());
  const submitted = await app.inject({
    method: 'POST',
    url: `${API}${fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' })}`,
    headers: { host: HARBOR, ...bearer(buyer), 'idempotency-key': `order-fees-${keyN++}` },
    payload: submissionFor(payload, { readyToRelease, ...over }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { item, n: SubmitOrderResponse.parse(submitted.json()).phonexOrderNumber };
}
const row = async (n: string) =>
  (
    await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)))
  )[0]!;
const setRow = (n: string, values: Partial<typeof orders.$inferInsert>) =>
  app.db
    .update(orders)
    .set(values)
    .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)));
const terms = async (n: string) => {
  const res = await call('GET', fillPath(ORDER_PATHS.feeTerms.path, p(n)));
  expect(res.statusCode, res.body).toBe(200);
  return FeeTerms.parse(res.json());
};
const accept = (n: string, body: FeeTerms) =>
  call('POST', fillPath(ORDER_PATHS.acceptFeeTerms.path, p(n)), body);

describe('a placed order (the thank-you page promise, Q-070)', () => {
  it('takes the tenant’s fee terms with its grace period, sends the confirmation mail and orders.changed', async () => {
    const before = await lastEventId(app);
    const { n } = await place(2);
    const o = await row(n);
    expect(o.gracePeriodEnd!.getTime() - o.createdAt.getTime()).toBe(2 * DAY);
    expect(o.racFeePeriodEnd!.getTime() - o.gracePeriodEnd!.getTime()).toBe(30 * DAY);
    expect([o.reservationFeeBp, o.cancellationFeeBp]).toEqual([50, 1000]);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), eq(mailOutbox.dedupeKey, `order:${n}:v1`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Your order is on hold');
    expect(mails[0]!.text).toContain(n);
    const written = await app.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, harborId), gt(events.id, before), eq(events.type, 'orders.changed')));
    expect(written.map((e) => e.data)).toContainEqual({ phonexOrderNumbers: [n], reason: 'ORDER_PLACED' });
  });

  it("a request-a-quote order's mail says 'To be quoted', not $0.00 (I-049)", async () => {
    const { n } = await place(1, false, {
      shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
      requestAQuoteDetails: { serviceLevel: 'Economy' },
    });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), eq(mailOutbox.dedupeKey, `order:${n}:v1`)));
    expect(mail!.text).toContain('Freight: To be quoted');
    expect(mail!.text).toContain('Total: To be quoted');
    expect(mail!.text).not.toContain('Freight: $0.00');
  });
});

describe('fee terms (N-049, N-050, L-059…L-065)', () => {
  it('answers the order’s terms, accepts them once, refuses changed terms', async () => {
    const { n } = await place(4);
    const o = await row(n);
    const t1 = await terms(n);
    expect(t1).toMatchObject({
      reservationFeePercent: 0.5,
      cancellationFeePercent: 10,
      gracePeriodEnd: o.gracePeriodEnd!.toISOString(),
      phonexOrderNumber: n,
      refOrderNumber: null,
      useCurrentAccountTextForPayment: false,
    });
    // 0.5 % of the subtotal per 24 h; Q-041: 10 % of every open unit.
    expect(t1.reservationFeeRateAmount).toBe(Math.round(o.subtotalMinor * 0.005) / 100);
    expect(t1.cancellationFeeRateAmount).toBe(Math.round(o.subtotalMinor * 0.1) / 100);

    const changed = await accept(n, { ...t1, cancellationFeePercent: 5 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(
      'The terms of this order have changed. Please review them and agree again.',
    );
    expect((await row(n)).racFeeAgreed).toBe(false);

    const ok = await accept(n, t1);
    expect(ok.statusCode, ok.body).toBe(200);
    const answer = AcceptFeeTermsResponse.parse(ok.json());
    expect(answer.status).toBe('SUCCESS');
    const after = GetOrderResponse.parse(
      (await call('GET', fillPath(CHECKOUT_PATHS.getOrder.path, p(n)))).json(),
    );
    expect(after.salesOrder.racFeeAgreed).toBe(true);
    expect(after.salesOrder.racFeeAgreedDate).toBe(answer.racFeeAgreedDate);
    // L-069 reading 2: agreed, so no more offer to extend.
    expect(after.permission.canExtendPaymentTime).toBe(false);
    expect((await accept(n, t1)).statusCode).toBe(422);
  });
});

describe('reservation fee job (Q-040, L-016) and cancellation fee (Q-041)', () => {
  it('accrues once per 24 h begun after the grace period, idempotently, into the total', async () => {
    const { n } = await place(5);
    await accept(n, await terms(n));
    const o = await row(n);
    const perDay = Math.round(o.subtotalMinor * 0.005);
    const graceEnd = new Date(Date.now() - DAY - 1_000);
    await setRow(n, { gracePeriodEnd: graceEnd, racFeePeriodEnd: new Date(graceEnd.getTime() + 30 * DAY) });
    const now = new Date();
    const before = await lastEventId(app);
    expect(await runOrderFeeAccrual(app.db, now)).toContain(n);
    let r = await row(n);
    expect(r.reservationFeeMinor).toBe(2 * perDay); // periods 1 and 2 have begun
    expect(r.totalMinor).toBe(o.totalMinor + 2 * perDay);
    // The same clock again (another node, a rerun): nothing more.
    expect(await runOrderFeeAccrual(app.db, now)).not.toContain(n);
    await Promise.all([runOrderFeeAccrual(app.db, now), runOrderFeeAccrual(app.db, now)]);
    r = await row(n);
    expect(r.reservationFeeMinor).toBe(2 * perDay);
    // A day later: one more period.
    await runOrderFeeAccrual(app.db, new Date(now.getTime() + DAY));
    r = await row(n);
    expect(r.reservationFeeMinor).toBe(3 * perDay);
    expect(
      await app.db.select().from(orderFeeAccruals).where(eq(orderFeeAccruals.orderId, r.id)),
    ).toHaveLength(3);
    const view = GetOrderResponse.parse(
      (await call('GET', fillPath(CHECKOUT_PATHS.getOrder.path, p(n)))).json(),
    );
    expect(view.salesOrder.reservationFee).toBe((3 * perDay) / 100);
    expect(view.salesOrder.total).toBe(r.totalMinor / 100);
    const written = await app.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, harborId), gt(events.id, before), eq(events.type, 'orders.changed')));
    expect(written.map((e) => e.data)).toContainEqual({ phonexOrderNumbers: [n], reason: 'FEE_ACCRUED' });
  });

  it('charges nothing on an order whose buyer has not agreed (L-069 reading 1)', async () => {
    const { n } = await place(2);
    await setRow(n, { gracePeriodEnd: new Date(Date.now() - 3 * DAY) });
    await runOrderFeeAccrual(app.db, new Date());
    expect((await row(n)).reservationFeeMinor).toBe(0);
  });

  it('RAC fees and a cancellation after the grace period: stays Awaiting Payment with the fee, stock back', async () => {
    const { n, item } = await place(6, true);
    await accept(n, await terms(n));
    await setRow(n, { gracePeriodEnd: new Date(Date.now() - 1_000) });
    const o = await row(n);
    const fee = Math.round(o.subtotalMinor * 0.1);
    const rac = await call('POST', ORDER_PATHS.calculateRacFees.path, {
      phonexOrderNumber: n,
      isCancellation: true,
      items: [],
    });
    expect(CalculateRacFeesResponse.parse(rac.json())).toEqual({
      reservationFee: 0,
      cancellationFee: fee / 100,
    });
    const stockBefore = await stockOf(app, harborId, item.itemNumberWarehouse);
    const res = await call('POST', fillPath(ORDER_PATHS.cancel.path, p(n)), {});
    expect(res.statusCode, res.body).toBe(200);
    const { salesOrder } = OrderChangeResponse.parse(res.json());
    expect(salesOrder.fulfillmentStatus).toBe('AWAITING_PAYMENT');
    expect(salesOrder.cancellationFee).toBe(fee / 100);
    expect(salesOrder.subtotal).toBe(0);
    expect(salesOrder.total).toBe(fee / 100);
    expect(await stockOf(app, harborId, item.itemNumberWarehouse)).toBe(stockBefore + 6);
  });
});
