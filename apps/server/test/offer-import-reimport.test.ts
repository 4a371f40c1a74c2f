import { and, asc, eq, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { stockGroups, stockItems, stocklistOffers, users, warehouses } from '../src/db/schema/index.ts';
import { buildTestApp, signIn } from './helper.ts';
import { importApi } from './offer-import-helper.ts';
import { statementsOf } from './offers-helper.ts';
import { tenantIdOf } from './stock-helper.ts';

/**
 * Re-importing a sheet whose rows are already in the cart (bench P6 "re-import on a full cart"): a buyer who
 * re-prices a sheet uploads the same rows again, and every row is an overwrite (F-011, F-012). The upload and the
 * accept must cost a fixed number of statements whatever the number of cart lines they overwrite; one statement
 * per existing line made a 100k-row re-import ten times slower than the first import.
 */

const { app, close } = await buildTestApp();
afterAll(close);
const harborId = await tenantIdOf(app, 'harbor');
const buyer = await signIn(app, 'buyer@harbor.test');
const [buyerRow] = await app.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, 'buyer@harbor.test'));
const api = importApi(app);

const stock = await app.db
  .select({
    itemNumber: stockItems.itemNumber,
    warehouse: stockItems.warehouse,
    quantity: stockItems.quantityAvailable,
    listPriceMinor: stockItems.listPriceMinor,
  })
  .from(stockItems)
  // Items that take offers (their group and warehouse accept them), so a row below list is an offer.
  .innerJoin(stockGroups, and(eq(stockGroups.id, stockItems.groupId), eq(stockGroups.isOfferAccepted, true)))
  .innerJoin(
    warehouses,
    and(
      eq(warehouses.tenantId, harborId),
      eq(warehouses.code, stockItems.warehouse),
      eq(warehouses.acceptsOffers, true),
    ),
  )
  .where(and(eq(stockItems.tenantId, harborId), gt(stockItems.quantityAvailable, 0)))
  .orderBy(asc(stockItems.itemNumberWarehouse))
  .limit(60);

/**
 * A sheet of the first `count` demo items, the whole available quantity (D-019): at list price, or offers of the
 * highest whole price below it (D-018).
 */
const wholeBelowList = (listPriceMinor: number) => Math.ceil(listPriceMinor / 100) - 1;
async function sheet(count: number, offer = false): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Offers');
  ws.addRow(['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price']);
  for (const s of stock.slice(0, count)) {
    const price = offer ? wholeBelowList(s.listPriceMinor) : s.listPriceMinor / 100;
    ws.addRow([s.itemNumber, s.warehouse, s.quantity, price]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function importOnce(file: Buffer) {
  const up = await api.upload(buyer, 'offers.xlsx', file);
  expect(up.statusCode, up.body).toBe(200);
  const accepted = await api.accept(buyer);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { review: up.json(), accepted: accepted.json() };
}

/** Statements of the re-import's upload and of its accept, after a first import of the same sheet. */
async function reimportStatements(count: number) {
  const file = await sheet(count);
  await importOnce(file);
  let review: { conflictOffers: unknown[] } | undefined;
  const upload = await statementsOf(app, async () => {
    const res = await api.upload(buyer, 'offers.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    review = res.json();
  });
  expect(review?.conflictOffers).toHaveLength(count);
  const accept = await statementsOf(app, async () => {
    const res = await api.accept(buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().submittedCount).toBe(count);
  });
  return { upload, accept };
}

beforeEach(async () => {
  await api.cancel(buyer);
  await app.db
    .delete(stocklistOffers)
    .where(and(eq(stocklistOffers.tenantId, harborId), eq(stocklistOffers.buyerId, buyerRow!.id)));
});

describe('re-importing a sheet already in the cart', () => {
  it('needs as many statements for 50 overwritten cart lines as for 5', async () => {
    expect(stock.length).toBeGreaterThanOrEqual(50);
    const few = await reimportStatements(5);
    await app.db
      .delete(stocklistOffers)
      .where(and(eq(stocklistOffers.tenantId, harborId), eq(stocklistOffers.buyerId, buyerRow!.id)));
    const many = await reimportStatements(50);
    expect(many).toEqual(few);
  });

  it('overwrites every line with the new price, and only the sheet’s lines', async () => {
    // One line outside the sheet stays as it was.
    const outside = stock[40]!;
    await importOnce(await sheet(41));
    const [before] = await app.db
      .select()
      .from(stocklistOffers)
      .where(
        and(
          eq(stocklistOffers.buyerId, buyerRow!.id),
          eq(stocklistOffers.itemNumberWarehouse, `${outside.itemNumber}-${outside.warehouse}`),
        ),
      );
    // The same 40 rows below list: each one becomes an offer replacing the buy at list.
    const { review, accepted } = await importOnce(await sheet(40, true));
    expect(review.conflictOffers).toHaveLength(40);
    expect(accepted.submittedCount).toBe(40);
    const lines = await app.db
      .select()
      .from(stocklistOffers)
      .where(and(eq(stocklistOffers.tenantId, harborId), eq(stocklistOffers.buyerId, buyerRow!.id)));
    expect(lines).toHaveLength(41);
    const byKey = new Map(lines.map((l) => [l.itemNumberWarehouse, l]));
    for (const s of stock.slice(0, 40)) {
      const line = byKey.get(`${s.itemNumber}-${s.warehouse}`)!;
      expect(line.offerPriceMinor).toBe(wholeBelowList(s.listPriceMinor) * 100);
      expect(line.offerQuantity).toBe(s.quantity);
      expect(line.version).toBeGreaterThan(1);
    }
    const after = byKey.get(`${outside.itemNumber}-${outside.warehouse}`)!;
    expect(after).toEqual(before);
  });
});
