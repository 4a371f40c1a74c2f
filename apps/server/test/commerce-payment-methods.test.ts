import { CalculateChargesResponse } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../src/db/schema/index.ts';
import { addressIn, checkoutApi, submissionFor } from './checkout-helper.ts';
import { commerceParties, expectFieldRefused } from './commerce-settings-helper.ts';
import { buildTestApp, SUMMIT } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/**
 * Settings › Payment methods (docs/decisions/021; I-042, Q-032…Q-035): the seller edits the payment methods, their
 * fee type and rate and credit limit, and the very next checkout offers and charges them. Staff only; read-only
 * staff read; another tenant's staff cannot change these; a method open orders use is not deleted. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const { harborId, seller, buyer, summitSeller, call, asRole, audits } = await commerceParties(app);
const { offer, checkout, charges, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const PATH = '/seller/settings/payment-methods';

const method = (over: object = {}) => ({
  code: 'COD',
  label: 'Cash on delivery',
  description: 'Paid to the driver',
  instructions: 'Have the amount ready in cash.',
  feeType: 'PERC_OF_ORDER_SUBTOTAL',
  feeRate: 2,
  creditLimit: 5_000,
  showMethod: true,
  sortOrder: 35,
  ...over,
});

const harborRow = async (code: string) => {
  const [row] = await app.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, harborId), eq(paymentMethods.code, code)));
  return row;
};

/** A fresh Miami cart line of `units`, its checkout payload, and calculate charges with `paymentMethodCode`. */
async function chargesWith(paymentMethodCode: string, units = 3) {
  const item = picker.fresh('a Miami item', (x) => {
    const it = x.item;
    return (
      it.warehouse === 'MIA' && it.incrementSize === 1 && it.quantityAvailable >= units && it.listPrice >= 20
    );
  });
  const line = await offer(buyer, item, units, item.listPrice);
  const payload = await checkout(buyer, 'MIA', [line.offerId]);
  const res = await charges(buyer, {
    warehouseCode: 'MIA',
    offerIds: [line.offerId],
    items: [{ itemNumberWarehouse: item.itemNumberWarehouse, orderedQuantity: units }],
    shippingAddress: { id: addressIn(payload, 'Miami').id },
    shippingMethodCode: 'STANDARD',
    billingAddress: { id: payload.billingAddresses[0]!.id },
    paymentMethodCode,
    insured: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { item, units, payload, charges: CalculateChargesResponse.parse(res.json()) };
}

describe('payment methods: who may read and write', () => {
  it('lists the tenant’s methods with fee type, rate and credit limit', async () => {
    const res = await call(seller, 'GET', PATH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().methods).toEqual([
      expect.objectContaining({
        code: 'WIRE',
        feeType: 'FIXED',
        feeRate: 25,
        creditLimit: null,
        provider: null,
      }),
      expect.objectContaining({
        code: 'CREDIT_CARD',
        feeType: 'PERC_OF_ORDER_TOTAL',
        feeRate: 3,
        creditLimit: 25_000,
      }),
      expect.objectContaining({ code: 'TERMS_NET_30', feeType: 'PERC_OF_ORDER_SUBTOTAL', feeRate: 1.5 }),
      expect.objectContaining({
        code: 'INTEGRATED_PAYPAL',
        feeType: null,
        feeRate: null,
        provider: 'sandbox',
      }),
    ]);
  });

  it('refuses a buyer', async () => {
    expect((await call(buyer, 'GET', PATH)).statusCode).toBe(403);
    expect((await call(buyer, 'PUT', `${PATH}/WIRE`, method({ code: 'WIRE' }))).statusCode).toBe(403);
  });

  it('another tenant’s staff change their own WIRE, never this tenant’s', async () => {
    const res = await call(
      summitSeller,
      'PUT',
      `${PATH}/WIRE`,
      method({ code: 'WIRE', label: 'Summit wire', feeType: 'FIXED', feeRate: 9 }),
      SUMMIT,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().methods.map((m: { label: string }) => m.label)).not.toContain('Credit card');
    expect(await harborRow('WIRE')).toMatchObject({ label: 'Wire transfer', feeAmountMinor: 2_500 });
    expect(
      (await call(summitSeller, 'DELETE', `${PATH}/INTEGRATED_PAYPAL`, undefined, SUMMIT)).statusCode,
    ).toBe(404);
    expect(await harborRow('INTEGRATED_PAYPAL')).toBeDefined();
  });

  it('lets read-only staff read but not write', async () => {
    await asRole('READ_ONLY', async () => {
      expect((await call(seller, 'GET', PATH)).statusCode).toBe(200);
      expect((await call(seller, 'POST', PATH, method())).statusCode).toBe(403);
      expect((await call(seller, 'PUT', `${PATH}/WIRE`, method({ code: 'WIRE' }))).statusCode).toBe(403);
      expect((await call(seller, 'DELETE', `${PATH}/TERMS_NET_30`)).statusCode).toBe(403);
    });
    expect(await harborRow('COD')).toBeUndefined();
    expect(await harborRow('WIRE')).toMatchObject({ label: 'Wire transfer' });
  });
});

describe('payment methods: the next checkout charges them', () => {
  it('a fee changed from a fixed $25 to $2 per unit is the next calculation’s payment fee, audited before/after', async () => {
    expect((await chargesWith('WIRE')).charges.paymentFee).toBe(25);
    const res = await call(
      seller,
      'PUT',
      `${PATH}/WIRE`,
      method({ code: 'WIRE', label: 'Wire transfer', feeType: 'PER_UNIT', feeRate: 2, creditLimit: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await chargesWith('WIRE', 4);
    expect(after.charges.paymentFee).toBe(8);
    expect(after.payload.paymentMethods.find((m) => m.code === 'WIRE')).toMatchObject({
      feeType: 'PER_UNIT',
      feeRate: 2,
    });
    const [audit] = await audits('settings.paymentMethod.update');
    expect(audit?.before).toMatchObject({ feeType: 'FIXED', feeAmountMinor: 2_500 });
    expect(audit?.after).toMatchObject({ feeType: 'PER_UNIT', feeAmountMinor: 200 });
  });

  it('a new method with a percent fee and a credit limit is offered and charged at once', async () => {
    const res = await call(seller, 'POST', PATH, method());
    expect(res.statusCode, res.body).toBe(200);
    expect((await audits('settings.paymentMethod.create'))[0]).toMatchObject({ targetId: 'COD' });
    const { payload, charges: r } = await chargesWith('COD');
    expect(payload.paymentMethods.find((m) => m.code === 'COD')).toMatchObject({
      label: 'Cash on delivery',
      feeType: 'PERC_OF_ORDER_SUBTOTAL',
      feeRate: 2,
      creditLimit: 5_000,
    });
    expect(r.paymentFee).toBeCloseTo(r.subtotal * 0.02, 2);
  });

  it("a method's invoice due days are saved, read back and cleared (empty: no due date)", async () => {
    let res = await call(seller, 'PUT', `${PATH}/COD`, method({ dueDays: 45 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await harborRow('COD')).toMatchObject({ dueDays: 45 });
    const listed = await call(seller, 'GET', PATH);
    expect(listed.json().methods.find((m: { code: string }) => m.code === 'COD')).toMatchObject({
      dueDays: 45,
    });
    res = await call(seller, 'PUT', `${PATH}/COD`, method({ dueDays: null }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await harborRow('COD')).toMatchObject({ dueDays: null });
  });

  it('a fee taken away charges none', async () => {
    const res = await call(seller, 'PUT', `${PATH}/COD`, method({ feeType: null, feeRate: null }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await chargesWith('COD')).charges.paymentFee).toBe(0);
  });

  it('refuses a percent over 100, a fee without a rate, a rate finer than cents, the operator’s online code, a taken code — and changes nothing', async () => {
    expectFieldRefused(await call(seller, 'PUT', `${PATH}/COD`, method({ feeRate: 150 })), 'feeRate');
    expectFieldRefused(
      await call(seller, 'PUT', `${PATH}/COD`, method({ feeType: 'FIXED', feeRate: null })),
      'feeRate',
    );
    expectFieldRefused(
      await call(seller, 'PUT', `${PATH}/COD`, method({ feeType: 'FIXED', feeRate: 1.005 })),
      'feeRate',
    );
    expectFieldRefused(await call(seller, 'PUT', `${PATH}/COD`, method({ creditLimit: -5 })), 'creditLimit');
    for (const dueDays of [-1, 366, 2.5, '30'])
      expectFieldRefused(await call(seller, 'PUT', `${PATH}/COD`, method({ dueDays })), 'dueDays');
    expectFieldRefused(await call(seller, 'POST', PATH, method({ code: 'INTEGRATED_PAYPAL' })), 'code');
    expectFieldRefused(await call(seller, 'POST', PATH, method({ code: 'WIRE' })), 'code');
    expect(await harborRow('COD')).toMatchObject({ feesApplicable: false, creditLimitMinor: 500_000 });
  });

  it('a method an open order uses is not deleted (422, hide it instead); an unused one is', async () => {
    const item = picker.fresh(
      'a Miami item',
      (x) => x.item.warehouse === 'MIA' && x.item.incrementSize === 1 && x.item.quantityAvailable >= 2,
    );
    const line = await offer(buyer, item, 2, item.listPrice);
    const payload = await checkout(buyer, 'MIA', [line.offerId]);
    const placed = await submit(
      buyer,
      'MIA',
      submissionFor(payload, { paymentOptionDetails: { paymentMethodCode: 'COD' }, readyToRelease: false }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const refused = await call(seller, 'DELETE', `${PATH}/COD`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'The payment method Cash on delivery is used by 1 open order, so it cannot be deleted. Turn off Show to buyers to withdraw it instead.',
    );
    expect(await harborRow('COD')).toBeDefined();
    const added = await call(seller, 'POST', PATH, method({ code: 'CHEQUE', label: 'Cheque' }));
    expect(added.statusCode, added.body).toBe(200);
    const gone = await call(seller, 'DELETE', `${PATH}/CHEQUE`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await harborRow('CHEQUE')).toBeUndefined();
    expect((await audits('settings.paymentMethod.delete'))[0]).toMatchObject({ targetId: 'CHEQUE' });
  });
});
