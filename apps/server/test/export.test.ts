import { type ExportRequest, StocklistSettings } from '@portico/contract';
import { filterStockGroups } from '@portico/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { seedStock } from '../src/cli/commands.ts';
import { stockItems } from '../src/db/schema/index.ts';
import { StockCache } from '../src/modules/stock/stock-cache.ts';
import { exportFileName } from '../src/modules/stock/stock-export.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

const t = await buildTestApp();
const app = t.app;
const buyer = await signIn(app, 'buyer@harbor.test');
const viewer = await signIn(app, 'viewer@harbor.test');
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
afterAll(async () => t.close());

async function exportOf(token: string, payload: ExportRequest, host = HARBOR) {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/stocklist/export`,
    headers: { host, ...bearer(token) },
    payload,
  });
  return res;
}

/** The workbook's rows as header → cell, read back with exceljs. */
async function rowsOf(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const r: Record<string, ExcelJS.Cell> = {};
    headers.forEach((h, i) => {
      r[h] = row.getCell(i + 1);
    });
    rows.push(r);
  });
  return { headers, rows };
}
const keyOf = (r: Record<string, ExcelJS.Cell>) => `${r['Item #']!.text}-${r.Warehouse!.text}`;

describe('POST stocklist/export (N-020)', () => {
  it('Export All Items: a real .xlsx of every in-stock item, named after the tenant and the day (C-060, C-063)', async () => {
    const res = await exportOf(buyer, { includeOutOfStock: false });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="harbor-stock-${today}.xlsx"`);
    const { headers, rows } = await rowsOf(res.rawPayload);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Item #',
        'Warehouse',
        'Description',
        'Manufacturer',
        'Capacity',
        'Grade',
        'Available Quantity',
        'List Price',
        'New Offer Quantity',
        'New Offer Price',
      ]),
    );
    const stock = itemsOf((await getStock(app, buyer)).body.groups);
    expect(rows.map(keyOf).sort()).toEqual(stock.map(({ item }) => item.itemNumberWarehouse).sort());
    const first = stock[0]!.item;
    const row = rows.find((r) => keyOf(r) === first.itemNumberWarehouse)!;
    expect(row.Description!.value).toBe(first.skuDescription);
    expect(row['Available Quantity']!.value).toBe(first.quantityAvailable);
    expect(row['List Price']!.value).toBe(first.listPrice);
  });

  it('Export Filtered Items: exactly the filtered set, the same predicate as the stock list (C-061, Q-058)', async () => {
    const filter: ExportRequest = {
      includeOutOfStock: true,
      filters: { category: ['PHONES'], warehouse: ['MIA'], grade: ['A', 'AB', 'B'], manufacturer: [] },
      search: 'apple / GB',
    };
    const res = await exportOf(buyer, filter);
    expect(res.statusCode).toBe(200);
    const { rows } = await rowsOf(res.rawPayload);
    const all = (await getStock(app, buyer, HARBOR, true)).body.groups;
    const expected = itemsOf(filterStockGroups(all, filter)).map(({ item }) => item.itemNumberWarehouse);
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(itemsOf(all).length / 3);
    expect(rows.map(keyOf).sort()).toEqual([...expected].sort());
    for (const r of rows) {
      expect(r.Warehouse!.text).toBe('MIA');
      expect(['A', 'AB', 'B']).toContain(r.Grade!.text);
      expect(r.Description!.text.toLowerCase()).toContain('apple');
    }
  });

  it('Export Filtered Items: every cell is the stock list’s, row by row in the list’s order (P7)', async () => {
    const filter: ExportRequest = {
      includeOutOfStock: true,
      filters: { warehouse: ['MIA', 'LAX'], grade: ['A', 'B', 'C'], manufacturer: [] },
      search: 'GB',
    };
    const res = await exportOf(buyer, filter);
    expect(res.statusCode).toBe(200);
    const { headers, rows } = await rowsOf(res.rawPayload);
    const settings = StocklistSettings.parse(
      (
        await app.inject({
          method: 'GET',
          url: `${API}/stocklist/stocklist/settings`,
          headers: { host: HARBOR, ...bearer(buyer) },
        })
      ).json(),
    );
    const listed = itemsOf(filterStockGroups((await getStock(app, buyer, HARBOR, true)).body.groups, filter));
    expect(listed.length).toBeGreaterThan(20);
    // The attribute columns: labelled ones in the settings' order, then the others alphabetically.
    const seen = new Set(listed.flatMap(({ item }) => Object.keys(item.attributes)));
    const labelled = Object.keys(settings.attributeLabels).filter((k) => seen.has(k));
    const attributes = [...labelled, ...[...seen].filter((k) => !labelled.includes(k)).sort()].filter(
      (k) => k !== 'category' && k !== 'warehouse',
    );
    expect(attributes.length).toBeGreaterThan(2);
    expect(headers).toEqual([
      'Item #',
      'Warehouse',
      'Category',
      'Description',
      'Group',
      ...attributes.map((a) => settings.attributeLabels[a] ?? a),
      'Available Quantity',
      'List Price',
      'Increment Size',
      'New Offer Quantity',
      'New Offer Price',
    ]);
    const cells = rows.map((r) => headers.map((h) => r[h]!.value));
    expect(cells).toEqual(
      listed.map(({ group, item }) => [
        item.itemNumber,
        item.warehouse,
        settings.categoryLabels[group.category] ?? group.category,
        item.skuDescription,
        group.title,
        ...attributes.map((a) => item.attributes[a] ?? ''),
        item.quantityAvailable,
        item.listPrice,
        item.incrementSize,
        null,
        null,
      ]),
    );
  });

  it('streams from the database instead of building the stock list cache (P7)', async () => {
    const built = vi.spyOn(StockCache.prototype, 'get');
    try {
      const res = await exportOf(buyer, { includeOutOfStock: false, filters: { warehouse: ['MIA'] } });
      expect(res.statusCode).toBe(200);
      expect((await rowsOf(res.rawPayload)).rows.length).toBeGreaterThan(10);
      // A count, not toHaveBeenCalled: its failure message would print the calls' database objects.
      expect(built.mock.calls.length).toBe(0);
    } finally {
      built.mockRestore();
    }
  });

  it('an empty result is a workbook with the header row only', async () => {
    const res = await exportOf(buyer, { includeOutOfStock: false, search: 'no such phone anywhere' });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(res.rawPayload)).rows).toEqual([]);
  });

  it('writes formula-looking text as plain text, never a formula (formula injection)', async () => {
    const target = itemsOf((await getStock(app, buyer)).body.groups)[0]!.item;
    const evil = ['=HYPERLINK("http://evil.example","Click")', '+1+2', '-2+3', '@SUM(A1:A2)'];
    await app.db
      .update(stockItems)
      .set({ skuDescription: evil[0]!, groupItemDescription: evil[3]! })
      .where(
        and(
          eq(stockItems.tenantId, harborId),
          eq(stockItems.itemNumberWarehouse, target.itemNumberWarehouse),
        ),
      );
    const res = await exportOf(buyer, {
      includeOutOfStock: false,
      filters: { warehouse: [target.warehouse] },
    });
    const { rows } = await rowsOf(res.rawPayload);
    const row = rows.find((r) => keyOf(r) === target.itemNumberWarehouse)!;
    expect(row.Description!.type).toBe(ExcelJS.ValueType.String);
    expect(row.Description!.value).toBe(evil[0]);
    expect(row.Description!.formula).toBeUndefined();
    for (const r of rows)
      expect(Object.values(r).every((c) => c.type !== ExcelJS.ValueType.Formula)).toBe(true);
  });

  it('is allowed to a buyer without CAN_BUY_ONLINE (§6: export is always enabled)', async () => {
    const res = await exportOf(viewer, { includeOutOfStock: false });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(res.rawPayload)).rows.length).toBeGreaterThan(100);
  });

  it('exports only the caller’s tenant stock', async () => {
    const res = await exportOf(summitBuyer, { includeOutOfStock: true }, SUMMIT);
    expect(res.headers['content-disposition']).toMatch(/filename="summit-stock-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { rows } = await rowsOf(res.rawPayload);
    expect(new Set(rows.map((r) => r.Warehouse!.text))).toEqual(new Set(['DEN']));
  });

  it('refuses a malformed filter body with 422', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/stocklist/export`,
      headers: { host: HARBOR, ...bearer(buyer) },
      payload: { includeOutOfStock: 'no', filters: { grade: 'A' } },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST stocklist/export at scale (P7)', () => {
  it('streams several cursor batches in the list’s order: 4,500 items, every one once', async () => {
    await seedStock(app.db, { tenantSlug: 'summit', items: 4_500 });
    const res = await exportOf(summitBuyer, { includeOutOfStock: true }, SUMMIT);
    expect(res.statusCode).toBe(200);
    const { rows } = await rowsOf(res.rawPayload);
    const listed = itemsOf((await getStock(app, summitBuyer, SUMMIT, true)).body.groups);
    expect(listed).toHaveLength(4_500);
    expect(rows.map(keyOf)).toEqual(listed.map(({ item }) => item.itemNumberWarehouse));
  });
});

describe('exportFileName', () => {
  it.each([
    ['HARBOR', 'harbor-stock-2026-03-04.xlsx'],
    ['Summit Mobile', 'summit-mobile-stock-2026-03-04.xlsx'],
    ['"; evil', 'evil-stock-2026-03-04.xlsx'],
    ['', 'stock-stock-2026-03-04.xlsx'],
  ])('%j → %s', (short, name) => {
    expect(exportFileName(short, new Date('2026-03-04T12:00:00Z'))).toBe(name);
  });
});
