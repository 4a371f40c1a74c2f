import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { stockItems, warehouses } from '../src/db/schema/index.ts';
import { reportContent } from '../src/modules/reports/daily-report.service.ts';
import { checkoutApi, submissionFor } from './checkout-helper.ts';
import { commerceParties, expectFieldRefused } from './commerce-settings-helper.ts';
import { buildTestApp, SUMMIT } from './helper.ts';
import { itemPicker } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf } from './stock-helper.ts';

/**
 * Settings › Warehouses (docs/decisions/021): label (warehouseLabels), offers (C-051, warehouseAcceptingOffer) and
 * the daily report, read at once by the stock list settings, the offers and the report. Staff only;
 * read-only staff read; another tenant's staff cannot change these; a warehouse with open orders or stock is not
 * deleted. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());

const { harborId, seller, buyer, summitSeller, call, asRole, audits } = await commerceParties(app);
const { offer, checkout, submit } = checkoutApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const PATH = '/seller/settings/warehouses';

const lax = (over: object = {}) => ({
  code: 'LAX',
  label: 'Los Angeles',
  acceptsOffers: false,
  dailyReport: true,
  sortOrder: 0,
  ...over,
});

const harborRow = async (code: string) => {
  const [row] = await app.db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, harborId), eq(warehouses.code, code)));
  return row;
};

const stockSettings = async () => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/stocklist/stocklist/settings`,
    headers: bearer(buyer),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('warehouses: who may read and write', () => {
  it('lists the tenant’s warehouses with offers, daily report and their stock', async () => {
    const res = await call(seller, 'GET', PATH);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().warehouses;
    expect(list.map((w: { code: string }) => w.code)).toEqual(['MIA', 'LAX']);
    expect(list[0]).toMatchObject({ label: 'Miami', acceptsOffers: true, dailyReport: true });
    expect(list[0].stockItems).toBeGreaterThan(0);
  });

  it('refuses a buyer; another tenant’s staff neither see nor change these', async () => {
    expect((await call(buyer, 'GET', PATH)).statusCode).toBe(403);
    expect((await call(buyer, 'PUT', `${PATH}/LAX`, lax({ label: 'X' }))).statusCode).toBe(403);
    const theirs = await call(summitSeller, 'GET', PATH, undefined, SUMMIT);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().warehouses.map((w: { label: string }) => w.label)).not.toContain('Miami');
    expect(
      (await call(summitSeller, 'PUT', `${PATH}/MIA`, lax({ code: 'MIA', label: 'Taken' }), SUMMIT))
        .statusCode,
    ).toBe(404);
    expect(await harborRow('MIA')).toMatchObject({ label: 'Miami' });
  });

  it('lets read-only staff read but not write', async () => {
    await asRole('READ_ONLY', async () => {
      expect((await call(seller, 'GET', PATH)).statusCode).toBe(200);
      expect((await call(seller, 'PUT', `${PATH}/LAX`, lax({ label: 'LA' }))).statusCode).toBe(403);
      expect((await call(seller, 'POST', PATH, lax({ code: 'DAL', label: 'Dallas' }))).statusCode).toBe(403);
      expect((await call(seller, 'DELETE', `${PATH}/LAX`)).statusCode).toBe(403);
    });
    expect(await harborRow('LAX')).toMatchObject({ label: 'Los Angeles' });
    expect(await harborRow('DAL')).toBeUndefined();
  });
});

describe('warehouses: the portal reads them at once', () => {
  it('a new label and offers on Los Angeles reach the stock list settings, audited', async () => {
    const res = await call(
      seller,
      'PUT',
      `${PATH}/LAX`,
      lax({ label: 'Los Angeles (Vernon)', acceptsOffers: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const settings = await stockSettings();
    expect(JSON.stringify(settings)).toContain('Los Angeles (Vernon)');
    expect(settings.warehouseAcceptingOffer).toContain('LAX');
    const [audit] = await audits('settings.warehouse.update');
    expect(audit).toMatchObject({
      targetId: 'LAX',
      before: { acceptsOffers: false },
      after: { acceptsOffers: true },
    });
  });

  it('a warehouse left out of the daily report is left out of the report’s news', async () => {
    const from = new Date(Date.now() - 1_000);
    const firstIn = async (wh: string) => {
      const [row] = await app.db
        .select()
        .from(stockItems)
        .where(and(eq(stockItems.tenantId, harborId), eq(stockItems.warehouse, wh)))
        .limit(1);
      if (!row) throw new Error(`no item in ${wh}`);
      return row;
    };
    const mia = await firstIn('MIA');
    const la = await firstIn('LAX');
    expect(
      (await call(seller, 'PUT', `${PATH}/LAX`, lax({ label: 'Los Angeles (Vernon)', dailyReport: false })))
        .statusCode,
    ).toBe(200);
    for (const item of [mia, la]) {
      await app.db
        .update(stockItems)
        .set({ listPriceMinor: Math.max(1, item.listPriceMinor - 100) })
        .where(eq(stockItems.id, item.id));
    }
    const news = await reportContent(app.db, harborId, from, new Date(Date.now() + 1_000));
    const dropped = news.priceDrops.map((i) => i.itemNumberWarehouse);
    expect(dropped).toContain(mia.itemNumberWarehouse);
    expect(dropped).not.toContain(la.itemNumberWarehouse);
  });

  it('adds an empty warehouse and deletes it; refuses a taken code, a bad one, an empty label', async () => {
    const added = await call(seller, 'POST', PATH, lax({ code: 'DAL', label: 'Dallas' }));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().warehouses.find((w: { code: string }) => w.code === 'DAL')).toMatchObject({
      stockItems: 0,
    });
    expectFieldRefused(await call(seller, 'POST', PATH, lax({ code: 'DAL', label: 'Dallas again' })), 'code');
    expectFieldRefused(await call(seller, 'POST', PATH, lax({ code: 'dal-2', label: 'Dallas' })), 'code');
    expectFieldRefused(await call(seller, 'PUT', `${PATH}/DAL`, lax({ code: 'DAL', label: '  ' })), 'label');
    expect(await harborRow('DAL')).toMatchObject({ label: 'Dallas' });
    const gone = await call(seller, 'DELETE', `${PATH}/DAL`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await harborRow('DAL')).toBeUndefined();
    expect((await audits('settings.warehouse.delete'))[0]).toMatchObject({ targetId: 'DAL' });
  });

  it('a warehouse with open orders or stock is not deleted, and says why', async () => {
    const item = picker.fresh(
      'a Miami item',
      (x) => x.item.warehouse === 'MIA' && x.item.incrementSize === 1 && x.item.quantityAvailable >= 2,
    );
    const line = await offer(buyer, item, 2, item.listPrice);
    const payload = await checkout(buyer, 'MIA', [line.offerId]);
    expect((await submit(buyer, 'MIA', submissionFor(payload, { readyToRelease: false }))).statusCode).toBe(
      200,
    );
    const refused = await call(seller, 'DELETE', `${PATH}/MIA`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(
      /^The warehouse Miami has \d+ open orders?, so it cannot be deleted\./,
    );
    const stocked = await call(seller, 'DELETE', `${PATH}/LAX`);
    expect(stocked.statusCode).toBe(422);
    expect(stocked.json().message).toMatch(
      /^The warehouse Los Angeles \(Vernon\) holds \d+ stock items?, so it cannot be deleted\./,
    );
    expect(await harborRow('MIA')).toBeDefined();
    expect(await harborRow('LAX')).toBeDefined();
  });
});
