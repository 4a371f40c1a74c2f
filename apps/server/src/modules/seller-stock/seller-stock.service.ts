import { randomUUID } from 'node:crypto';
import type {
  SellerStockItem,
  SellerStockPatchRequest,
  SellerStockQuery,
  SellerStockResponse,
  StockUploadApplyResponse,
  StockUploadReview,
  StockUploadRow,
} from '@portico/contract';
import { toMajor, toMinor } from '@portico/domain';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { UploadHold } from '../../lib/spreadsheet/read-spreadsheet.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, RetryLaterError } from '../../plugins/errors.ts';
import { loadUserAccess } from '../accounts/accounts.service.ts';
import { triggerStockAlerts } from '../alerts/alert-trigger.ts';
import { publishEvents } from '../events/publish.ts';
import { reconcileOffersForItems } from '../offers/stock-effects.ts';
import {
  findByItemAndWarehouse,
  findGroupsByName,
  findItems,
  insertItems,
  listSellerItems,
  listWarehousesAndCategories,
  type NewItem,
  type SellerItemRow,
  savePendingUpload,
  takePendingUpload,
  updateItemValues,
} from './seller-stock.repository.ts';
import { type ParsedUpload, parseStockUpload } from './stock-upload-parse.ts';

type Db = Database['db'];

/** Re-checks the Seller group against the database (B-033), like the seller offers service. */
async function requireSeller(db: DbOrTx, ctx: RequestContext) {
  const access = await loadUserAccess(db, ctx);
  if (!access.isSeller) throw new AppError('forbidden', 'Access denied');
}

const toItem = (r: SellerItemRow): SellerStockItem => ({
  itemNumberWarehouse: r.itemNumberWarehouse,
  itemNumber: r.itemNumber,
  warehouse: r.warehouse,
  category: r.category,
  description: r.description,
  groupTitle: r.groupTitle,
  quantityAvailable: r.quantityAvailable,
  listPrice: toMajor(r.listPriceMinor),
  incrementSize: r.incrementSize,
  updatedAt: r.updatedAt.toISOString(),
});

/** GET seller/stock/items: one page, filtered and sorted by the database. */
export async function listItems(
  db: Db,
  ctx: RequestContext,
  q: SellerStockQuery,
): Promise<SellerStockResponse> {
  await requireSeller(db, ctx);
  const [{ rows, total }, lookups] = await Promise.all([
    listSellerItems(db, ctx.tenantId, {
      q: q.q,
      warehouse: q.warehouse,
      category: q.category,
      stock: q.stock,
      sort: q.sort,
      dir: q.dir,
      offset: (q.page - 1) * q.pageSize,
      limit: q.pageSize,
    }),
    listWarehousesAndCategories(db, ctx.tenantId),
  ]);
  return { items: rows.map(toItem), total, page: q.page, pageSize: q.pageSize, ...lookups };
}

/**
 * What every stock change does in its own transaction (issue 5): cart lines re-checked (Q-024 PRICE_DROPPED,
 * Q-025 OUT_OF_STOCK), stock alerts fired once per crossing, and live updates to buyers and sellers.
 * The buyer's stock cache follows by itself (database triggers bump the stock version).
 */
async function afterStockChange(tx: DbOrTx, tenantId: string, inws: string[], origin: string | undefined) {
  await reconcileOffersForItems(tx, tenantId, inws);
  await triggerStockAlerts(tx, tenantId, { itemNumberWarehouses: inws, ...(origin ? { origin } : {}) });
  await publishEvents(tx, [
    { tenantId, audience: 'buyer', userId: null, type: 'stock.changed' },
    { tenantId, audience: 'seller', userId: null, type: 'stock.changed' },
  ]);
}

/** PATCH seller/stock/items/{inw}: refused (409) when the item no longer holds the values the seller saw. */
export async function patchItem(
  db: Db,
  ctx: RequestContext,
  itemNumberWarehouse: string,
  body: SellerStockPatchRequest,
  origin?: string,
): Promise<SellerStockItem> {
  await requireSeller(db, ctx);
  return db.transaction(async (tx) => {
    const [row] = await findItems(tx, ctx.tenantId, [itemNumberWarehouse], true);
    if (!row) throw new AppError('notFound', 'Unknown item');
    if (
      row.quantityAvailable !== body.expected.quantityAvailable ||
      row.listPriceMinor !== toMinor(body.expected.listPrice)
    ) {
      throw new AppError('conflict', 'The item was changed by someone else; reload to see the new values');
    }
    const values = {
      quantityAvailable: body.quantityAvailable ?? row.quantityAvailable,
      listPriceMinor: body.listPrice === undefined ? row.listPriceMinor : toMinor(body.listPrice),
    };
    if (values.quantityAvailable === row.quantityAvailable && values.listPriceMinor === row.listPriceMinor) {
      return toItem(row);
    }
    await updateItemValues(tx, ctx.tenantId, row.id, values);
    await afterStockChange(tx, ctx.tenantId, [itemNumberWarehouse], origin);
    const [after] = await findItems(tx, ctx.tenantId, [itemNumberWarehouse]);
    return toItem(after!);
  });
}

/**
 * Pending uploads between review and apply live in the stock_uploads table for 30 minutes (issue 5): a reload,
 * another tab, a restart or another node applies exactly what was reviewed. Each row belongs to one seller of one
 * tenant; expired rows are ignored and swept when a new review is stored.
 */
const UPLOAD_TTL_MS = 30 * 60 * 1000;
/** What the upload's 'new' rows create, stored with their spreadsheet row (stock_uploads.new_items). */
type StoredNewItem = NewItem & { row: number };

/** POST seller/stock/upload: parse, compare with the stock, keep the review, answer it. */
export async function reviewUpload(
  db: Db,
  ctx: RequestContext,
  file: { fileName: string; buffer: Buffer; hold?: UploadHold },
): Promise<StockUploadReview> {
  await requireSeller(db, ctx);
  if (!file.fileName.toLowerCase().endsWith('.xlsx')) {
    throw new AppError('badRequest', 'The file is not an .xlsx spreadsheet');
  }
  if (file.buffer.length === 0) throw new AppError('badRequest', 'The file is empty');
  const parsed: ParsedUpload = await parseStockUpload(file.buffer, file.hold);
  if (!parsed.ok && parsed.retryAfterSeconds !== undefined) {
    throw new RetryLaterError(parsed.message, parsed.retryAfterSeconds);
  }
  if (!parsed.ok) throw new AppError('badRequest', parsed.message);
  const existing = await findByItemAndWarehouse(
    db,
    ctx.tenantId,
    parsed.rows.map((r) => r.itemNumber),
  );
  const unknown = parsed.rows.filter((r) => !existing.has(`${r.itemNumber}\u0000${r.warehouse}`));
  const groups = await findGroupsByName(db, ctx.tenantId, unknown.map((r) => r.group).filter(Boolean));
  const rows: StockUploadRow[] = [];
  const errors = [...parsed.errors];
  const newItems = new Map<number, NewItem>();
  const newKeys = new Set<string>();
  for (const r of parsed.rows) {
    const item = existing.get(`${r.itemNumber}\u0000${r.warehouse}`);
    if (!item) {
      // A new item joins an existing group of its warehouse (the export's Group column) with a description.
      if (!r.description || !r.group) {
        errors.push({ row: r.row, message: 'Unknown item' });
        continue;
      }
      const found = groups.get(`${r.group}\u0000${r.warehouse}`) ?? [];
      if (found.length !== 1) {
        errors.push({
          row: r.row,
          message:
            found.length === 0
              ? `Unknown group in ${r.warehouse}: ${r.group}`
              : `Ambiguous group: ${r.group} (use its group key)`,
        });
        continue;
      }
      const itemNumberWarehouse = `${r.itemNumber}-${r.warehouse}`;
      if (newKeys.has(itemNumberWarehouse)) {
        errors.push({ row: r.row, message: 'Duplicate item' });
        continue;
      }
      newKeys.add(itemNumberWarehouse);
      newItems.set(r.row, {
        groupId: found[0]!.id,
        attributes: found[0]!.attributes,
        itemNumber: r.itemNumber,
        warehouse: r.warehouse,
        itemNumberWarehouse,
        skuDescription: r.description,
        quantityAvailable: r.quantityAvailable,
        listPriceMinor: r.listPriceMinor,
      });
      rows.push({
        row: r.row,
        itemNumberWarehouse,
        description: r.description,
        change: 'new',
        before: null,
        after: { quantityAvailable: r.quantityAvailable, listPrice: toMajor(r.listPriceMinor) },
      });
      continue;
    }
    const before = { quantityAvailable: item.quantityAvailable, listPrice: toMajor(item.listPriceMinor) };
    const after = { quantityAvailable: r.quantityAvailable, listPrice: toMajor(r.listPriceMinor) };
    const same = item.quantityAvailable === r.quantityAvailable && item.listPriceMinor === r.listPriceMinor;
    rows.push({
      row: r.row,
      itemNumberWarehouse: item.itemNumberWarehouse,
      description: item.description,
      change: same ? 'unchanged' : 'update',
      before,
      after,
    });
  }
  errors.sort((a, b) => a.row - b.row);
  const now = Date.now();
  const uploadId = randomUUID();
  const review: StockUploadReview = {
    uploadId,
    fileName: file.fileName,
    expiresAt: new Date(now + UPLOAD_TTL_MS).toISOString(),
    counts: {
      update: rows.filter((r) => r.change === 'update').length,
      new: rows.filter((r) => r.change === 'new').length,
      unchanged: rows.filter((r) => r.change === 'unchanged').length,
      errors: errors.length,
    },
    rows,
    errors,
  };
  await savePendingUpload(db, {
    id: uploadId,
    tenantId: ctx.tenantId,
    userId: ctx.userId,
    fileName: file.fileName,
    review,
    newItems: [...newItems].map(([row, item]): StoredNewItem => ({ row, ...item })),
    expiresAt: new Date(now + UPLOAD_TTL_MS),
  });
  return review;
}

const uploadGone = () =>
  // Another seller's (or tenant's) upload reads as unknown, not forbidden: its id tells nothing.
  new AppError('notFound', 'The upload has expired or does not exist; upload the file again');

/**
 * POST seller/stock/upload/{id}/apply: exactly the reviewed rows, in ONE transaction. When any item no longer
 * holds the reviewed "before" values the whole apply is refused (409) and nothing changes.
 */
export async function applyUpload(
  db: Db,
  ctx: RequestContext,
  uploadId: string,
  origin?: string,
): Promise<StockUploadApplyResponse> {
  await requireSeller(db, ctx);
  const applied = await db.transaction(async (tx) => {
    // Taken (deleted) inside the apply's transaction: of two applies of one upload, the second waits for the
    // first's row lock and then finds nothing (404); an apply refused below rolls back and keeps the upload.
    const p = await takePendingUpload(tx, ctx.tenantId, ctx.userId, uploadId, new Date());
    if (!p) throw uploadGone();
    const review = p.review as StockUploadReview;
    const changes = review.rows.filter((r) => r.change === 'update');
    const inws = changes.map((r) => r.itemNumberWarehouse);
    const current = new Map<string, SellerItemRow>();
    for (let i = 0; i < inws.length; i += 5000) {
      for (const r of await findItems(tx, ctx.tenantId, inws.slice(i, i + 5000), true)) {
        current.set(r.itemNumberWarehouse, r);
      }
    }
    for (const c of changes) {
      const now = current.get(c.itemNumberWarehouse);
      if (
        !now ||
        !c.before ||
        now.quantityAvailable !== c.before.quantityAvailable ||
        now.listPriceMinor !== toMinor(c.before.listPrice)
      ) {
        throw new AppError(
          'conflict',
          `Row ${c.row} (${c.itemNumberWarehouse}) changed since the review; upload the file again`,
        );
      }
    }
    for (const c of changes) {
      const row = current.get(c.itemNumberWarehouse)!;
      await updateItemValues(tx, ctx.tenantId, row.id, {
        quantityAvailable: c.after.quantityAvailable,
        listPriceMinor: toMinor(c.after.listPrice),
      });
    }
    const created = (p.newItems as StoredNewItem[]).map(({ row: _row, ...item }): NewItem => item);
    if ((await insertItems(tx, ctx.tenantId, created)) !== created.length) {
      throw new AppError(
        'conflict',
        'An item of the upload was added since the review; upload the file again',
      );
    }
    const touched = [...inws, ...created.map((i) => i.itemNumberWarehouse)];
    if (touched.length > 0) await afterStockChange(tx, ctx.tenantId, touched, origin);
    return touched.length;
  });
  return { status: 'SUCCESS', applied };
}

/** POST seller/stock/upload/{id}/cancel: forgets the review; nothing was changed. */
export async function cancelUpload(db: Db, ctx: RequestContext, uploadId: string): Promise<void> {
  await requireSeller(db, ctx);
  if (!(await takePendingUpload(db, ctx.tenantId, ctx.userId, uploadId, new Date()))) throw uploadGone();
}
