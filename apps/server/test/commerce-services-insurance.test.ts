import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { additionalServices, insuranceSettings } from '../src/db/schema/index.ts';
import { checkoutApi, submissionFor } from './checkout-helper.ts';
import { commerceParties, expectFieldRefused, miamiCharges } from './commerce-settings-helper.ts';
import { buildTestApp, SUMMIT } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/**
 * Settings › Additional services and Settings › Insurance (docs/decisions/021; I-044, Q-036, I-038, Q-038): the
 * seller edits the services and their fees, the insured maximum and the premium, and the very next checkout offers
 * and charges them. Staff only; read-only staff read; another tenant's staff cannot change these; a service open
 * orders include is not deleted. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const { harborId, seller, buyer, summitSeller, call, asRole, audits } = await commerceParties(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const chargesOf = miamiCharges(app, buyer, picker);
const SERVICES = '/seller/settings/additional-services';
const INSURANCE = '/seller/settings/insurance';

const service = (over: object = {}) => ({
  code: 'PHOTOS',
  label: 'Pallet photos',
  description: 'Photos of the packed shipment before it leaves',
  feeType: 'FIXED',
  feeRate: 15,
  showMethod: true,
  sortOrder: 20,
  ...over,
});

const serviceRow = async (code: string) => {
  const [row] = await app.db
    .select()
    .from(additionalServices)
    .where(and(eq(additionalServices.tenantId, harborId), eq(additionalServices.code, code)));
  return row;
};

describe('additional services', () => {
  it('lists the services with their fees to staff; refuses a buyer', async () => {
    const res = await call(seller, 'GET', SERVICES);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().services).toEqual([
      expect.objectContaining({ code: 'DATA_WIPE_CERT', feeType: 'PER_UNIT', feeRate: 1 }),
      expect.objectContaining({ code: 'PHOTOS', feeType: 'FIXED', feeRate: 15 }),
    ]);
    expect((await call(buyer, 'GET', SERVICES)).statusCode).toBe(403);
    expect((await call(buyer, 'PUT', `${SERVICES}/PHOTOS`, service({ feeRate: 0 }))).statusCode).toBe(403);
  });

  it('another tenant’s staff cannot reach these; read-only staff read but not write', async () => {
    expect(
      (await call(summitSeller, 'PUT', `${SERVICES}/PHOTOS`, service({ feeRate: 1 }), SUMMIT)).statusCode,
    ).toBe(404);
    expect((await call(summitSeller, 'DELETE', `${SERVICES}/PHOTOS`, undefined, SUMMIT)).statusCode).toBe(
      404,
    );
    await asRole('READ_ONLY', async () => {
      expect((await call(seller, 'GET', SERVICES)).statusCode).toBe(200);
      expect((await call(seller, 'PUT', `${SERVICES}/PHOTOS`, service({ feeRate: 1 }))).statusCode).toBe(403);
      expect((await call(seller, 'POST', SERVICES, service({ code: 'RO' }))).statusCode).toBe(403);
      expect((await call(seller, 'DELETE', `${SERVICES}/PHOTOS`)).statusCode).toBe(403);
    });
    expect(await serviceRow('PHOTOS')).toMatchObject({ feeAmountMinor: 1_500 });
    expect(await serviceRow('RO')).toBeUndefined();
  });

  it('a fee changed to 2% of the subtotal is the next calculation’s services fee, audited', async () => {
    const res = await call(
      seller,
      'PUT',
      `${SERVICES}/PHOTOS`,
      service({ feeType: 'PERC_OF_ORDER_SUBTOTAL', feeRate: 2 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { payload, charges } = await chargesOf(3, { additionalServices: ['PHOTOS'] });
    expect(payload.additionalServices.find((s) => s.id === 'PHOTOS')).toMatchObject({
      feeType: 'PERC_OF_ORDER_SUBTOTAL',
      feeRate: 2,
    });
    expect(charges.additionalServicesFee).toBeCloseTo(charges.subtotal * 0.02, 2);
    const [audit] = await audits('settings.additionalService.update');
    expect(audit).toMatchObject({
      before: { feeType: 'FIXED' },
      after: { feeType: 'PERC_OF_ORDER_SUBTOTAL', feePercentBp: 200 },
    });
  });

  it('a new service is offered in the next checkout; a bad fee or a taken code is refused', async () => {
    const res = await call(
      seller,
      'POST',
      SERVICES,
      service({ code: 'ESIM_CHECK', label: 'eSIM check', feeType: 'PER_UNIT', feeRate: 0.5 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { payload, charges } = await chargesOf(4, { additionalServices: ['ESIM_CHECK'] });
    expect(payload.additionalServices.map((s) => s.label)).toContain('eSIM check');
    expect(charges.additionalServicesFee).toBe(2);
    expectFieldRefused(await call(seller, 'POST', SERVICES, service({ code: 'ESIM_CHECK' })), 'code');
    expectFieldRefused(
      await call(seller, 'POST', SERVICES, service({ code: 'NOFEE', feeType: null })),
      'feeType',
    );
    expectFieldRefused(
      await call(
        seller,
        'POST',
        SERVICES,
        service({ code: 'BIGFEE', feeType: 'PERC_OF_ORDER_TOTAL', feeRate: 101 }),
      ),
      'feeRate',
    );
    expect(await serviceRow('BIGFEE')).toBeUndefined();
  });

  it('a service an open order includes is not deleted (422); an unused one is', async () => {
    const { offer, checkout, submit } = checkoutApi(app);
    const item = picker.fresh(
      'a Miami item',
      (x) => x.item.warehouse === 'MIA' && x.item.incrementSize === 1 && x.item.quantityAvailable >= 2,
    );
    const line = await offer(buyer, item, 2, item.listPrice);
    const payload = await checkout(buyer, 'MIA', [line.offerId]);
    const placed = await submit(
      buyer,
      'MIA',
      submissionFor(payload, { additionalServiceCodes: ['ESIM_CHECK'], readyToRelease: false }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const refused = await call(seller, 'DELETE', `${SERVICES}/ESIM_CHECK`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'The additional service eSIM check is used by 1 open order, so it cannot be deleted. Turn off Show to buyers to withdraw it instead.',
    );
    const gone = await call(seller, 'DELETE', `${SERVICES}/DATA_WIPE_CERT`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await serviceRow('DATA_WIPE_CERT')).toBeUndefined();
    expect((await audits('settings.additionalService.delete'))[0]).toMatchObject({
      targetId: 'DATA_WIPE_CERT',
    });
  });
});

describe('insurance', () => {
  it('reads the maximum and the premium; refuses a buyer, read-only staff writing, and another tenant changes only its own', async () => {
    const res = await call(seller, 'GET', INSURANCE);
    expect(res.json()).toEqual({ maxShipmentInsuranceAmount: 25_000, ratePercent: 1.5 });
    expect((await call(buyer, 'GET', INSURANCE)).statusCode).toBe(403);
    expect(
      (await call(buyer, 'PUT', INSURANCE, { maxShipmentInsuranceAmount: 1, ratePercent: 0 })).statusCode,
    ).toBe(403);
    await asRole('READ_ONLY', async () => {
      expect((await call(seller, 'GET', INSURANCE)).statusCode).toBe(200);
      expect(
        (await call(seller, 'PUT', INSURANCE, { maxShipmentInsuranceAmount: 1, ratePercent: 0 })).statusCode,
      ).toBe(403);
    });
    const theirs = await call(
      summitSeller,
      'PUT',
      INSURANCE,
      { maxShipmentInsuranceAmount: 10_000, ratePercent: 1 },
      SUMMIT,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const [ours] = await app.db
      .select()
      .from(insuranceSettings)
      .where(eq(insuranceSettings.tenantId, harborId));
    expect(ours).toMatchObject({ maxShipmentInsuranceAmountMinor: 2_500_000, rateBp: 150 });
  });

  it('a new maximum and premium are the next checkout’s, audited; bad values change nothing', async () => {
    const res = await call(seller, 'PUT', INSURANCE, { maxShipmentInsuranceAmount: 40_000, ratePercent: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await audits('settings.insurance.update'))[0]).toMatchObject({
      before: { maxShipmentInsuranceAmount: 25_000, ratePercent: 1.5 },
      after: { maxShipmentInsuranceAmount: 40_000, ratePercent: 2 },
    });
    const plain = await chargesOf(2);
    const insured = await chargesOf(2, { insured: true, insuranceAmount: 1_000 });
    expect(insured.payload.maxShipmentInsuranceAmount).toBe(40_000);
    // the premium (2% of 1,000) is part of the freight.
    expect(insured.charges.freight - plain.charges.freight).toBeCloseTo(20, 2);
    expectFieldRefused(
      await call(seller, 'PUT', INSURANCE, { maxShipmentInsuranceAmount: 0, ratePercent: 2 }),
      'maxShipmentInsuranceAmount',
    );
    expectFieldRefused(
      await call(seller, 'PUT', INSURANCE, { maxShipmentInsuranceAmount: 100, ratePercent: 100.5 }),
      'ratePercent',
    );
    expect((await call(seller, 'GET', INSURANCE)).json()).toEqual({
      maxShipmentInsuranceAmount: 40_000,
      ratePercent: 2,
    });
  });
});
