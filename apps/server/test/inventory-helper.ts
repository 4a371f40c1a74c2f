import { StockUploadReview } from '@portico/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { stockChanges } from '../src/db/schema/index.ts';
import { HARBOR } from './helper.ts';
import { API, bearer } from './stock-helper.ts';

/** Shared by the inventory core's tests (inventory-*.test.ts): the seller's upload and the stock change log. */

/** An .xlsx with the stock export's key headers, rows as given. */
export async function stockWorkbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Stock');
  sheet.addRow(['Item #', 'Warehouse', 'Description', 'Available Quantity', 'List Price']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST seller/stock/upload with the workbook; answers the review (expects 200). */
export async function reviewUpload(app: FastifyInstance, seller: string, file: Buffer, host = HARBOR) {
  const boundary = '----portico-inventory-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stock.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `${API}/seller/stock/upload`,
    headers: { host, ...bearer(seller), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return StockUploadReview.parse(res.json());
}

/** POST seller/stock/upload/{id}/apply (the raw answer). */
export const applyUpload = (app: FastifyInstance, seller: string, uploadId: string, host = HARBOR) =>
  app.inject({
    method: 'POST',
    url: `${API}/seller/stock/upload/${uploadId}/apply`,
    headers: { host, ...bearer(seller) },
  });

/** The stock change log rows of an item after `afterId`, oldest first. */
export async function stockChangesOf(app: FastifyInstance, tenantId: string, inw: string, afterId = 0) {
  return app.db
    .select()
    .from(stockChanges)
    .where(
      and(
        eq(stockChanges.tenantId, tenantId),
        eq(stockChanges.itemNumberWarehouse, inw),
        gt(stockChanges.id, afterId),
      ),
    )
    .orderBy(asc(stockChanges.id));
}

export async function lastStockChangeId(app: FastifyInstance): Promise<number> {
  const rows = await app.db.select({ id: stockChanges.id }).from(stockChanges);
  return rows.reduce((m, r) => Math.max(m, r.id), 0);
}
