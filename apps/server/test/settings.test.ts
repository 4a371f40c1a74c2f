import { DEFAULT_ORDER_SETTINGS } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn, type TestApp } from './helper.ts';

const PATHS = [
  '/px-api-gateway/order/settings',
  '/px-api-gateway/inventory/settings',
  '/px-api-gateway/stocklist/cart/settings',
  '/px-api-gateway/stocklist/stocklist/settings',
  '/px-api-gateway/account/pending-documents',
];

describe('app-load settings (A-030, A-031)', () => {
  let t: TestApp;
  let harborBuyer: string;
  let summitBuyer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    harborBuyer = await signIn(t.app, 'buyer@harbor.test', HARBOR);
    summitBuyer = await signIn(t.app, 'buyer@summit.test', SUMMIT);
  });
  afterAll(async () => t.close());

  const get = async (url: string, token: string, host: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { host, authorization: `Bearer ${token}` },
    });
    return res;
  };
  const ok = async (url: string, token: string, host: string) => {
    const res = await get(url, token, host);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it.each(PATHS)('%s needs a token (401)', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: HARBOR } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'FAIL', messageCode: 'unauthorized' });
  });

  it.each(PATHS)('%s refuses another tenant’s token (403)', async (url) => {
    const res = await get(url, harborBuyer, SUMMIT);
    expect(res.statusCode).toBe(403);
    expect(res.json().messageCode).toBe('wrongTenant');
  });

  it('order/settings: the tenant’s order settings over the defaults (Q-007, Q-047)', async () => {
    const harbor = await ok('/px-api-gateway/order/settings', harborBuyer, HARBOR);
    // The defaults, and the seller's own address on invoices (the demo seed's).
    expect(harbor).toEqual({
      ...DEFAULT_ORDER_SETTINGS,
      invoiceSettings: {
        ...DEFAULT_ORDER_SETTINGS.invoiceSettings,
        sellerAddress: expect.stringContaining('1200 Port Boulevard'),
      },
    });
    expect(harbor.buyerSalesOrderListPageSettings.columns.map((c: { label: string }) => c.label)).toEqual([
      'Order #',
      'Updated',
      'Warehouse',
      'Fulfillment Status',
      'Payment Status',
    ]);
    const summit = await ok('/px-api-gateway/order/settings', summitBuyer, SUMMIT);
    expect(summit.fulfillmentSettings.singleButtonOrderFlow).toBe(true);
  });

  it('inventory/settings: warehouse labels per tenant', async () => {
    expect(await ok('/px-api-gateway/inventory/settings', harborBuyer, HARBOR)).toEqual({
      warehouseLabels: { MIA: 'Miami', LAX: 'Los Angeles' },
    });
    expect(await ok('/px-api-gateway/inventory/settings', summitBuyer, SUMMIT)).toEqual({
      warehouseLabels: { DEN: 'Denver' },
    });
  });

  it('stocklist/cart/settings: the system messages (part 1 §3)', async () => {
    const harbor = await ok('/px-api-gateway/stocklist/cart/settings', harborBuyer, HARBOR);
    expect(harbor.freeShippingMessage.display).toBe(true);
    // Written from Harbor's free-freight threshold on Standard Ground (free-freight.test.ts, decision 015).
    expect(harbor.freeShippingMessage.defaultMessage).toMatch(
      /^Free Standard Ground shipping on orders over/,
    );
    expect(harbor.offerClearingSchedule.display).toBe(true);
    const summit = await ok('/px-api-gateway/stocklist/cart/settings', summitBuyer, SUMMIT);
    expect(summit.freeShippingMessage.display).toBe(false);
    expect(summit.offerClearingSchedule.display).toBe(false);
  });

  it('stocklist/stocklist/settings: categories, levels, grades and warehouses of the demo stock (C-056)', async () => {
    const st = await ok('/px-api-gateway/stocklist/stocklist/settings', harborBuyer, HARBOR);
    expect(st.category).toEqual(['PHONES', 'TABLETS', 'WATCHES']);
    expect(st.categoryLabels).toEqual({ PHONES: 'Phones', TABLETS: 'Tablets', WATCHES: 'Watches' });
    expect(st.searchLevels.PHONES).toEqual(['manufacturer', 'model', 'grade']);
    expect(st.grade).toEqual(['A', 'AB', 'B', 'C', 'Functional']);
    expect(st.gradeLabelDescriptions[0]).toMatchObject({ grade: 'A', gradeLabel: 'Grade A' });
    expect(st.warehouseLabels).toEqual({ MIA: 'Miami', LAX: 'Los Angeles' });
    expect(st.warehouses).toEqual(['MIA', 'LAX']);
    expect(st.warehouseAcceptingOffer).toEqual(['MIA']);
    expect(st.warehouseGroups).toHaveLength(1);
    expect(st.warehouseGroups[0].warehouses).toEqual([
      { warehouseId: 'MIA', warehouseLabel: 'Miami' },
      { warehouseId: 'LAX', warehouseLabel: 'Los Angeles' },
    ]);
    expect(st.attributeSortAlgorithm).toEqual({ capacity: 'AlphanumericAsNumeric' });
    expect(st.showGradeIcon).toBe(true);
    expect(st.maxItemQuantityToBeDisplayed).toBe(500);
    expect(st.defaultAlertQuantity).toBe(100);
    expect(st.groupTopRightAttribute).toBe('grade');
    expect(st.groupBottomRightAttribute).toBe('warehouse');
    expect(st.itemDescriptionRules).toEqual({
      itemNumberDescriptionPrefix: 'SKU ',
      itemNumberDescriptionSuffix: '',
    });
    expect(typeof st.pxParticipantId).toBe('string');
  });

  it('account/pending-documents: nothing pending yet', async () => {
    // The upload URL and a fresh upload token come with it (H-002), even with nothing to upload.
    expect(await ok('/px-api-gateway/account/pending-documents', harborBuyer, HARBOR)).toEqual({
      documents: [],
      documentUploadUrl: '/px-api-gateway/account/pending-documents/upload',
      authToken: expect.stringMatching(/^[\w-]{40,}$/),
      disablePayAndShipNow: false,
      isOpen: false,
    });
  });

  it('falls back to the defaults where stored settings are missing or malformed, and reads changes at once', async () => {
    const [summit] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'summit'));
    await t.app.db
      .update(tenants)
      .set({
        settings: {
          cartSettings: { freeShippingMessage: { display: 'yes' }, offerClearingSchedule: { display: true } },
          orderSettings: {
            salesOrderUpdateMethod: 'ALL_VIA_PHONEX_AND_HAS_EXTERNAL_SYSTEM',
            fulfillmentSettings: 7,
          },
          warehouseLabels: ['not', 'a', 'map'],
          stocklistSettings: { maxItemQuantityToBeDisplayed: 'lots', showGradeIcon: true },
        },
      })
      .where(eq(tenants.id, summit!.id));

    const cart = await ok('/px-api-gateway/stocklist/cart/settings', summitBuyer, SUMMIT);
    expect(cart).toEqual({
      freeShippingMessage: { display: false, defaultMessage: '' },
      offerClearingSchedule: { display: true, defaultMessage: '' },
    });
    const order = await ok('/px-api-gateway/order/settings', summitBuyer, SUMMIT);
    expect(order.salesOrderUpdateMethod).toBe('ALL_VIA_PHONEX_AND_HAS_EXTERNAL_SYSTEM');
    expect(order.fulfillmentSettings).toEqual(DEFAULT_ORDER_SETTINGS.fulfillmentSettings);
    // The warehouses table still names its warehouses when the stored label map is malformed.
    expect(await ok('/px-api-gateway/inventory/settings', summitBuyer, SUMMIT)).toEqual({
      warehouseLabels: { DEN: 'Denver' },
    });
    const st = await ok('/px-api-gateway/stocklist/stocklist/settings', summitBuyer, SUMMIT);
    expect(st.maxItemQuantityToBeDisplayed).toBe(999);
    expect(st.defaultAlertQuantity).toBe(100);
    expect(st.showGradeIcon).toBe(true);
  });
  it('a status label stored at its former default (Canceled) reads as the default today (Cancelled)', async () => {
    const [harbor] = await t.app.db.select().from(tenants).where(eq(tenants.slug, 'harbor'));
    const stored = structuredClone(DEFAULT_ORDER_SETTINGS);
    // What a tenant's settings hold when they were written before the default's spelling changed.
    stored.fulfillmentSettings.statuses = stored.fulfillmentSettings.statuses.map((s) =>
      s.code === 'CANCELED' ? { ...s, label: 'Canceled' } : s,
    );
    await t.app.db
      .update(tenants)
      .set({ settings: { ...(harbor!.settings as object), orderSettings: stored } })
      .where(eq(tenants.id, harbor!.id));
    const order = await ok('/px-api-gateway/order/settings', harborBuyer, HARBOR);
    expect(order.fulfillmentSettings.statuses).toContainEqual(
      expect.objectContaining({ code: 'CANCELED', label: 'Cancelled' }),
    );
  });
});
