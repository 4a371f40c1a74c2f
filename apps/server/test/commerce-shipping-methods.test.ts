import { CalculateChargesResponse } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, shippingMethods } from '../src/db/schema/index.ts';
import { addressIn, checkoutApi, submissionFor } from './checkout-helper.ts';
import { commerceParties, expectFieldRefused } from './commerce-settings-helper.ts';
import { buildTestApp, SUMMIT } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { getStock, itemsOf } from './stock-helper.ts';

/**
 * Settings › Shipping methods (docs/decisions/021): the seller adds, edits and deletes the tenant's shipping methods,
 * and the very next checkout offers and prices them (I-023, Q-037). Staff only; read-only staff read; another
 * tenant's staff neither see nor change them; a method open orders use is not deleted. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const { harborId, seller, buyer, summitSeller, call, asRole, audits } = await commerceParties(app);
const { offer, checkout, charges, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const PATH = '/seller/settings/shipping-methods';

/** A STANDARD-type method served in the US from Miami only. */
const freightMethod = (over: object = {}) => ({
  code: 'PALLET_MIA',
  type: 'STANDARD',
  label: 'Pallet freight',
  customLabel: null,
  description: 'Palletised, 4-6 business days',
  instructions: null,
  insuranceAvailable: false,
  ignoreShippingInstructions: false,
  showMethod: true,
  maxDevicesInShipment: null,
  allowedCountries: ['US'],
  warehouseCodes: ['MIA'],
  baseRate: 40,
  perUnitRate: 0.25,
  carrier: null,
  carrierServiceLevel: null,
  carrierChoiceRestricted: false,
  carrierOptions: [],
  carrierServiceLevelsRestricted: false,
  carrierServiceLevelOptions: {},
  serviceLevelsRestricted: false,
  serviceLevels: [],
  rateSku: 'FREIGHT-PAL',
  sortOrder: 15,
  ...over,
});

/** A cart line of a fresh item of `warehouse` and the buyer's checkout payload for it. */
async function cartIn(warehouse: string, units = 2) {
  const item = picker.fresh(`an item in ${warehouse}`, (x) => {
    const it = x.item;
    return (
      it.warehouse === warehouse &&
      it.incrementSize === 1 &&
      it.quantityAvailable >= units &&
      it.listPrice >= 20
    );
  });
  const line = await offer(buyer, item, units, item.listPrice);
  const payload = await checkout(buyer, warehouse, [line.offerId]);
  return { item, units, offerId: line.offerId, payload };
}

const codesOffered = ({ payload }: Awaited<ReturnType<typeof cartIn>>) =>
  payload.shippingAddressIdShippingMethodCodeMapping[addressIn(payload, 'Miami').id] ?? [];

describe('shipping methods: who may read and write', () => {
  it('lists the tenant’s methods and warehouses to its staff', async () => {
    const res = await call(seller, 'GET', PATH);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.methods.map((m: { code: string }) => m.code)).toEqual([
      'STANDARD',
      'EXPRESS',
      'UPS_GROUND_RT',
      'BILL_MY_ACCOUNT',
      'REQUEST_A_QUOTE',
    ]);
    expect(body.methods[0]).toMatchObject({ baseRate: 25, perUnitRate: 0.5, freeFreightOver: 5_000 });
    expect(body.warehouses).toEqual([
      { code: 'MIA', label: 'Miami' },
      { code: 'LAX', label: 'Los Angeles' },
    ]);
  });

  it('refuses a buyer, reading or writing', async () => {
    expect((await call(buyer, 'GET', PATH)).statusCode).toBe(403);
    expect((await call(buyer, 'POST', PATH, freightMethod())).statusCode).toBe(403);
    expect((await call(buyer, 'DELETE', `${PATH}/EXPRESS`)).statusCode).toBe(403);
  });

  it('shows another tenant’s staff their own methods only, and lets them change none of this one’s', async () => {
    const res = await call(summitSeller, 'GET', PATH, undefined, SUMMIT);
    expect(res.statusCode).toBe(200);
    expect(res.json().methods.map((m: { label: string }) => m.label)).not.toContain('Standard Ground');
    const put = await call(
      summitSeller,
      'PUT',
      `${PATH}/UPS_GROUND_RT`,
      freightMethod({ code: 'UPS_GROUND_RT', type: 'REAL_TIME', carrier: 'X', carrierServiceLevel: 'Y' }),
      SUMMIT,
    );
    expect(put.statusCode).toBe(404);
    expect((await call(summitSeller, 'DELETE', `${PATH}/UPS_GROUND_RT`, undefined, SUMMIT)).statusCode).toBe(
      404,
    );
    const [rt] = await app.db
      .select()
      .from(shippingMethods)
      .where(and(eq(shippingMethods.tenantId, harborId), eq(shippingMethods.code, 'UPS_GROUND_RT')));
    expect(rt).toMatchObject({ carrier: 'UPS', label: 'UPS Ground (live rate)' });
  });

  it('lets read-only staff read but not write', async () => {
    await asRole('READ_ONLY', async () => {
      expect((await call(seller, 'GET', PATH)).statusCode).toBe(200);
      expect((await call(seller, 'POST', PATH, freightMethod({ code: 'RO_TRY' }))).statusCode).toBe(403);
      expect(
        (await call(seller, 'PUT', `${PATH}/EXPRESS`, freightMethod({ code: 'EXPRESS', type: 'EXPRESS' })))
          .statusCode,
      ).toBe(403);
      expect((await call(seller, 'DELETE', `${PATH}/EXPRESS`)).statusCode).toBe(403);
    });
    const codes = (await call(seller, 'GET', PATH)).json().methods.map((m: { code: string }) => m.code);
    expect(codes).not.toContain('RO_TRY');
    expect(codes).toContain('EXPRESS');
  });
});

describe('shipping methods: the next checkout uses them', () => {
  it('a method added for Miami appears in the next Miami checkout, priced by its rates, and not in Los Angeles', async () => {
    const res = await call(seller, 'POST', PATH, freightMethod());
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await audits('settings.shippingMethod.create');
    expect(audit).toMatchObject({ actorEmail: 'seller@harbor.test', targetId: 'PALLET_MIA' });

    const mia = await cartIn('MIA');
    expect(codesOffered(mia)).toContain('PALLET_MIA');
    expect(mia.payload.otherShippingMethods.map((m) => m.label)).toContain('Pallet freight');
    const priced = await charges(buyer, {
      warehouseCode: 'MIA',
      offerIds: [mia.offerId],
      items: [{ itemNumberWarehouse: mia.item.itemNumberWarehouse, orderedQuantity: mia.units }],
      shippingAddress: { id: addressIn(mia.payload, 'Miami').id },
      shippingMethodCode: 'PALLET_MIA',
      billingAddress: { id: mia.payload.billingAddresses[0]!.id },
      paymentMethodCode: 'WIRE',
      insured: false,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(CalculateChargesResponse.parse(priced.json()).freight).toBe(40 + 0.25 * mia.units);

    const lax = await cartIn('LAX');
    expect(codesOffered(lax)).not.toContain('PALLET_MIA');
  });

  it('an edit (rates, label) prices the next calculation with the new values, and is audited before/after', async () => {
    const told = async () =>
      (
        await app.db
          .select()
          .from(events)
          .where(and(eq(events.tenantId, harborId), eq(events.type, 'cart-settings.changed')))
      ).length;
    const toldBefore = await told();
    const res = await call(
      seller,
      'PUT',
      `${PATH}/PALLET_MIA`,
      freightMethod({ label: 'Pallet (LTL)', baseRate: 55 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await audits('settings.shippingMethod.update');
    expect(audit?.before).toMatchObject({ label: 'Pallet freight', baseRateMinor: 4_000 });
    expect(audit?.after).toMatchObject({ label: 'Pallet (LTL)', baseRateMinor: 5_500 });
    // Open carts read their settings again: the free-shipping promise names methods by label (G-007).
    expect(await told()).toBe(toldBefore + 1);
    const mia = await cartIn('MIA', 4);
    expect(mia.payload.otherShippingMethods.find((m) => m.code === 'PALLET_MIA')?.label).toBe('Pallet (LTL)');
    const priced = await charges(buyer, {
      warehouseCode: 'MIA',
      offerIds: [mia.offerId],
      items: [{ itemNumberWarehouse: mia.item.itemNumberWarehouse, orderedQuantity: 4 }],
      shippingAddress: { id: addressIn(mia.payload, 'Miami').id },
      shippingMethodCode: 'PALLET_MIA',
      billingAddress: { id: mia.payload.billingAddresses[0]!.id },
      paymentMethodCode: 'WIRE',
      insured: false,
    });
    expect(CalculateChargesResponse.parse(priced.json()).freight).toBe(56);
  });

  it('adds a real-time method, a bill-my-account carrier list and request-a-quote levels as their kinds need', async () => {
    const rt = await call(
      seller,
      'POST',
      PATH,
      freightMethod({
        code: 'FEDEX_RT',
        type: 'REAL_TIME',
        label: 'FedEx (live)',
        carrier: 'FedEx',
        carrierServiceLevel: 'Ground',
        warehouseCodes: [],
      }),
    );
    expect(rt.statusCode, rt.body).toBe(200);
    const methods = rt.json().methods;
    // A real-time method keeps no rate table.
    expect(methods.find((m: { code: string }) => m.code === 'FEDEX_RT')).toMatchObject({
      carrier: 'FedEx',
      baseRate: 0,
    });
    const bma = methods.find((m: { code: string }) => m.code === 'BILL_MY_ACCOUNT');
    const edited = await call(seller, 'PUT', `${PATH}/BILL_MY_ACCOUNT`, {
      ...bma,
      freeFreightOver: undefined,
      carrierOptions: ['FedEx', 'UPS', 'DHL'],
      carrierServiceLevelOptions: { ...bma.carrierServiceLevelOptions, DHL: ['Express Worldwide'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const mia = await cartIn('MIA');
    expect(mia.payload.realTimeQuoteShippingMethods.map((m) => m.code)).toContain('FEDEX_RT');
    expect(mia.payload.billMyAccountShippingMethod?.carrierOptions).toEqual(['FedEx', 'UPS', 'DHL']);
    expect(mia.payload.billMyAccountShippingMethod?.carrierServiceLevelOptions.DHL).toEqual([
      'Express Worldwide',
    ]);
  });

  it('refuses what the kind needs missing, a special code on another kind, an unknown warehouse, a taken code — and changes nothing', async () => {
    expectFieldRefused(
      await call(seller, 'POST', PATH, freightMethod({ code: 'RT2', type: 'REAL_TIME' })),
      'carrier',
    );
    expectFieldRefused(await call(seller, 'POST', PATH, freightMethod({ code: 'BILL_MY_ACCOUNT' })), 'code');
    expectFieldRefused(
      await call(seller, 'POST', PATH, freightMethod({ code: 'NOWHERE', warehouseCodes: ['ZZZ'] })),
      'warehouseCodes.0',
    );
    expectFieldRefused(await call(seller, 'POST', PATH, freightMethod({ code: 'EXPRESS' })), 'code');
    expectFieldRefused(await call(seller, 'POST', PATH, freightMethod({ code: 'bad code' })), 'code');
    expectFieldRefused(
      await call(seller, 'POST', PATH, freightMethod({ code: 'CHEAP', baseRate: -1 })),
      'baseRate',
    );
    expectFieldRefused(
      await call(
        seller,
        'PUT',
        `${PATH}/EXPRESS`,
        freightMethod({ code: 'EXPRESS', type: 'REAL_TIME', carrier: 'A', carrierServiceLevel: 'B' }),
      ),
      'type',
    );
    const codes = (await call(seller, 'GET', PATH)).json().methods.map((m: { code: string }) => m.code);
    expect(codes.filter((c: string) => ['RT2', 'NOWHERE', 'CHEAP'].includes(c))).toEqual([]);
    const [express] = await app.db
      .select()
      .from(shippingMethods)
      .where(and(eq(shippingMethods.tenantId, harborId), eq(shippingMethods.code, 'EXPRESS')));
    expect(express).toMatchObject({ type: 'EXPRESS', label: 'Express', baseRateMinor: 6_000 });
  });

  it('a method an open order uses is not deleted (422, hide it instead); hidden, it leaves the next checkout; unused, it is deleted', async () => {
    const mia = await cartIn('MIA');
    const placed = await submit(
      buyer,
      'MIA',
      submissionFor(mia.payload, {
        shippingOption: { shippingMethodCode: 'PALLET_MIA', insured: false },
        readyToRelease: false,
      }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const refused = await call(seller, 'DELETE', `${PATH}/PALLET_MIA`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(
      'The shipping method Pallet (LTL) is used by 1 open order, so it cannot be deleted. Turn off Show to buyers to withdraw it instead.',
    );
    const hidden = await call(
      seller,
      'PUT',
      `${PATH}/PALLET_MIA`,
      freightMethod({ label: 'Pallet (LTL)', baseRate: 55, showMethod: false }),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(codesOffered(await cartIn('MIA'))).not.toContain('PALLET_MIA');

    const gone = await call(seller, 'DELETE', `${PATH}/FEDEX_RT`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().methods.map((m: { code: string }) => m.code)).not.toContain('FEDEX_RT');
    const [audit] = await audits('settings.shippingMethod.delete');
    expect(audit).toMatchObject({ targetId: 'FEDEX_RT', before: { carrier: 'FedEx' } });
    expect((await call(seller, 'DELETE', `${PATH}/FEDEX_RT`)).statusCode).toBe(404);
  });
});
