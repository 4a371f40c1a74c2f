import {
  CHECKOUT_PATHS,
  CheckoutPayload,
  DESK_PATHS,
  fillPath,
  GetOrderResponse,
  SubmitOrderResponse,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../src/db/schema/index.ts';
import { applyFreightQuote } from '../src/modules/orders/order-changes.service.ts';
import { submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { itemPicker, offersApi } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * I-049, Q-035: an order waiting for a freight quote with a payment fee that is a percentage of the order total
 * (Harbor's CREDIT_CARD, 3 %) does not know that fee yet: get-order, the confirmation mail and the order export
 * say 'To be quoted' for it and for the total, never $0.00; the seller's quote (applyFreightQuote) computes it.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const buyer = await signIn(app, 'buyer@harbor.test');
const harborId = await tenantIdOf(app, 'harbor');
const api = offersApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: { host: HARBOR, ...bearer(buyer) },
    ...(payload === undefined ? {} : { payload }),
  });

/** Places a request-a-quote order of `quantity` units paid by credit card (3 % of the order total). */
async function placeQuoteOrder(quantity: number, key: string) {
  const item = picker.offerable(quantity + 5);
  const line = await api.offer(buyer, item, quantity, item.listPrice);
  const res = await call('POST', fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' }), [
    line.offerId,
  ] as unknown as object);
  const payload = CheckoutPayload.parse(res.json());
  const submitted = await app.inject({
    method: 'POST',
    url: `${API}${fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' })}`,
    headers: { host: HARBOR, ...bearer(buyer), 'idempotency-key': key },
    payload: submissionFor(payload, {
      shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
      requestAQuoteDetails: { serviceLevel: 'Economy' },
      paymentOptionDetails: { paymentMethodCode: 'CREDIT_CARD' },
      readyToRelease: false,
    }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return SubmitOrderResponse.parse(submitted.json()).phonexOrderNumber;
}

const salesOrderOf = async (n: string) =>
  GetOrderResponse.parse(
    (await call('GET', fillPath(CHECKOUT_PATHS.getOrder.path, { phonexOrderNumber: n }))).json(),
  ).salesOrder;
const rowOf = async (n: string) =>
  (
    await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, harborId), eq(orders.phonexOrderNumber, n)))
  )[0]!;

async function exportCharges(n: string) {
  const res = await call('GET', `/order/${n}/export`);
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const values = new Map<string, unknown>();
  wb.worksheets[0]!.eachRow((row) => {
    const v = (row.values as unknown[]).slice(1);
    if (typeof v[0] === 'string') values.set(v[0], v[6]);
  });
  return values;
}

describe('a percentage payment fee while the freight awaits a quote (I-049, Q-035)', () => {
  it("is 'To be quoted' on get-order, in the mail and in the export, not $0.00", async () => {
    const n = await placeQuoteOrder(2, 'quote-fee-1');
    const so = await salesOrderOf(n);
    expect(so).toMatchObject({
      fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE',
      freightUndefined: true,
      paymentFeeUndefined: true,
    });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), eq(mailOutbox.dedupeKey, `order:${n}:v1`)));
    expect(mail!.text).toContain('Payment fee: To be quoted');
    expect(mail!.text).toContain('Total: To be quoted');
    expect(mail!.text).not.toContain('Payment fee: $0.00');
    const sheet = await exportCharges(n);
    expect(sheet.get('Payment Fee')).toBe('To be quoted');
    expect(sheet.get('Total')).toBe('To be quoted');
  });

  it('a fixed payment fee is known while the freight awaits its quote', async () => {
    const item = picker.offerable(6);
    const line = await api.offer(buyer, item, 1, item.listPrice);
    const payload = CheckoutPayload.parse(
      (
        await call('POST', fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' }), [
          line.offerId,
        ] as unknown as object)
      ).json(),
    );
    const submitted = await app.inject({
      method: 'POST',
      url: `${API}${fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' })}`,
      headers: { host: HARBOR, ...bearer(buyer), 'idempotency-key': 'quote-fee-wire' },
      payload: submissionFor(payload, {
        shippingOption: { shippingMethodCode: 'REQUEST_A_QUOTE' },
        requestAQuoteDetails: { serviceLevel: 'Economy' },
        readyToRelease: false,
      }),
    });
    const n = SubmitOrderResponse.parse(submitted.json()).phonexOrderNumber;
    expect(await salesOrderOf(n)).toMatchObject({
      freightUndefined: true,
      paymentFeeUndefined: false,
      paymentFee: 25,
    });
  });

  it('applyFreightQuote computes the fee from the quoted freight and clears the flags', async () => {
    const n = await placeQuoteOrder(3, 'quote-fee-2');
    const before = await rowOf(n);
    expect(before.paymentFeeUndefined).toBe(true);
    const after = await app.db.transaction((tx) => applyFreightQuote(tx, before, 4_000));
    expect(after).toMatchObject({
      freightMinor: 4_000,
      shippingQuoteMinor: 4_000,
      freightUndefined: false,
      paymentFeeUndefined: false,
      version: before.version + 1,
    });
    // Harbor's Miami address is taxed on subtotal + freight; the fee is 3 % of subtotal + freight + tax.
    const base = after.subtotalMinor + 4_000 + after.taxMinor + after.additionalServicesFeeMinor;
    expect(after.paymentFeeMinor).toBe(Math.round(base * 0.03));
    expect(after.paymentFeeMinor).toBeGreaterThan(0);
    expect(after.totalMinor).toBe(base + after.paymentFeeMinor);
    const so = await salesOrderOf(n);
    expect(so).toMatchObject({ freightUndefined: false, paymentFeeUndefined: false, freight: 40 });
    expect(so.paymentFee).toBe(after.paymentFeeMinor / 100);
    const sheet = await exportCharges(n);
    expect(sheet.get('Payment Fee')).toBe(after.paymentFeeMinor / 100);
    expect(sheet.get('Total')).toBe(after.totalMinor / 100);
  });

  it('applyFreightQuote refuses a negative or fractional freight and changes nothing', async () => {
    const n = await placeQuoteOrder(1, 'quote-fee-3');
    const before = await rowOf(n);
    for (const bad of [-1, 1.5, Number.NaN]) {
      await expect(app.db.transaction((tx) => applyFreightQuote(tx, before, bad))).rejects.toThrow();
    }
    expect(await rowOf(n)).toEqual(before);
  });

  it("the order desk's quote answer computes the fee: the order no longer says 'To be quoted'", async () => {
    const n = await placeQuoteOrder(2, 'quote-fee-desk');
    expect((await salesOrderOf(n)).paymentFeeUndefined).toBe(true);
    const seller = await signIn(app, 'seller@harbor.test');
    const res = await app.inject({
      method: 'POST',
      url: `${API}${fillPath(DESK_PATHS.quote.path, { phonexOrderNumber: n })}`,
      headers: { host: HARBOR, ...bearer(seller) },
      payload: { version: (await rowOf(n)).version, freight: 40 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(n);
    expect(row).toMatchObject({ freightUndefined: false, paymentFeeUndefined: false, freightMinor: 4000 });
    // 3 % of subtotal + freight + tax (Miami is taxed on subtotal + freight, Q-039).
    const base = row.subtotalMinor + 4_000 + row.taxMinor + row.additionalServicesFeeMinor;
    expect(row.paymentFeeMinor).toBe(Math.round(base * 0.03));
    expect(row.fulfillmentStatus).toBe('AWAITING_PAYMENT');
    expect((await salesOrderOf(n)).paymentFeeUndefined).toBe(false);
  });
});
