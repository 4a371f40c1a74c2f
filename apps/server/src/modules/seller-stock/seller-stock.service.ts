import { randomUUID } from 'node:crypto';
import type {
  SellerGroupOffersResponse,
  SellerStockExportQuery,
  SellerStockItem,
  SellerStockPatchRequest,
  SellerStockQuery,
  SellerStockResponse,
  StockUploadApplyRequest,
  StockUploadApplyResponse,
  StockUploadError,
  StockUploadReview,
  StockUploadRow,
  StockUploadValues,
} from '@portico/contract';
import { isSingleLineText } from '@portico/contract';
import { classifyUploadRow, resolveConflict, type StockValues, toMajor, toMinor } from '@portico/domain';
import type { Database } from '../../db/client.ts';
import type { UploadHold } from '../../lib/spreadsheet/read-spreadsheet.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, RetryLaterError } from '../../plugins/errors.ts';
import {
  announceStockChanged,
  type StockValues as LockedStockValues,
  lockStock,
} from '../inventory/inventory.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { exportFileName } from '../stock/stock-export.ts';
import { findTenantById } from '../tenants/tenant.repository.ts';
import {
  exportChunk,
  findByItemAndWarehouse,
  findGroupsByName,
  findItems,
  type GroupRef,
  groupItemKeys,
  listSellerItems,
  listWarehousesAndCategories,
  lockGroup,
  type NewItem,
  type OpenOffers,
  openOffersOf,
  type SellerItemRow,
  savePendingUpload,
  setGroupOffers,
  takePendingUpload,
} from './seller-stock.repository.ts';
import {
  OPTIONAL_HEADERS,
  type ParsedUpload,
  type ParsedUploadRow,
  parseStockUpload,
  UPLOAD_HEADERS,
} from './stock-upload-parse.ts';

type Db = Database['db'];

const NO_OPEN_OFFERS: OpenOffers = { waiting: 0, agreed: 0 };
const toItem = (r: SellerItemRow, offers: Map<string, OpenOffers>): SellerStockItem => ({
  itemNumberWarehouse: r.itemNumberWarehouse,
  itemNumber: r.itemNumber,
  warehouse: r.warehouse,
  category: r.category,
  description: r.description,
  groupTitle: r.groupTitle,
  groupKey: r.groupKey,
  groupTakesOffers: r.groupTakesOffers,
  quantityAvailable: r.quantityAvailable,
  listPrice: toMajor(r.listPriceMinor),
  incrementSize: r.incrementSize,
  updatedAt: r.updatedAt.toISOString(),
  openOffers: offers.get(r.itemNumberWarehouse) ?? NO_OPEN_OFFERS,
});

/** GET seller/stock/items: one page, filtered and sorted by the database. */
export async function listItems(
  db: Db,
  ctx: RequestContext,
  q: SellerStockQuery,
): Promise<SellerStockResponse> {
  await requireStaff(db, ctx, 'read');
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
  const offers = await openOffersOf(
    db,
    ctx.tenantId,
    rows.map((r) => r.itemNumberWarehouse),
  );
  return {
    items: rows.map((r) => toItem(r, offers)),
    total,
    page: q.page,
    pageSize: q.pageSize,
    ...lookups,
  };
}

/** PATCH seller/stock/items/{inw}: refused (409) when the item no longer holds the values the seller saw. */
export async function patchItem(
  db: Db,
  ctx: RequestContext,
  itemNumberWarehouse: string,
  body: SellerStockPatchRequest,
  origin?: string,
): Promise<SellerStockItem> {
  await requireStaff(db, ctx, 'write');
  return db.transaction(async (tx) => {
    // Through the inventory core (docs/decisions/005): the item locked, its cart lines and the
    // stock alerts follow, stock.changed goes out with the commit.
    const stock = await lockStock(
      tx,
      ctx.tenantId,
      { itemNumberWarehouses: [itemNumberWarehouse] },
      { reason: 'SELLER_EDIT', actor: { kind: 'SELLER', id: ctx.userId } },
    );
    const row = stock.item(itemNumberWarehouse);
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
    if (values.quantityAvailable !== row.quantityAvailable || values.listPriceMinor !== row.listPriceMinor) {
      // Read before the adjust: the locked row follows it.
      const before = { quantityAvailable: row.quantityAvailable, listPrice: toMajor(row.listPriceMinor) };
      await stock.adjust([{ stockItemId: row.id, ...values }]);
      await stock.finish({ origin });
      await recordStaffAction(tx, ctx, {
        action: 'stock.item.update',
        targetType: 'stockItem',
        targetId: itemNumberWarehouse,
        before,
        after: { quantityAvailable: values.quantityAvailable, listPrice: toMajor(values.listPriceMinor) },
      });
    }
    const [after] = await findItems(tx, ctx.tenantId, [itemNumberWarehouse]);
    return toItem(after!, await openOffersOf(tx, ctx.tenantId, [itemNumberWarehouse]));
  });
}

/** GET seller/stock/export: the file name, and the matching items in chunks for the streaming writer. */
export async function planSellerExport(
  db: Db,
  ctx: RequestContext,
  query: SellerStockExportQuery,
  now: Date,
): Promise<{
  fileName: string;
  categoryLabel: (code: string) => string;
  chunks: AsyncIterable<SellerItemRow[]>;
}> {
  await requireStaff(db, ctx, 'read');
  const tenant = await findTenantById(db, ctx.tenantId);
  if (!tenant) throw new AppError('notFound', 'No tenant answers on this host');
  const { categories } = await listWarehousesAndCategories(db, ctx.tenantId);
  const labels = new Map(categories.map((c) => [c.code, c.label]));
  const filters = { q: query.q, warehouse: query.warehouse, category: query.category, stock: query.stock };
  async function* chunks() {
    let after: string | null = null;
    for (;;) {
      const rows = await exportChunk(db, ctx.tenantId, filters, after, EXPORT_CHUNK);
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]!.itemNumberWarehouse;
      if (rows.length < EXPORT_CHUNK) return;
    }
  }
  return {
    // A filtered export is named so, so that it is not later taken for the whole stock.
    fileName: exportFileName(tenant.shortName ?? tenant.slug, now, {
      filtered: Boolean(query.q?.trim() || query.warehouse || query.category || query.stock !== 'all'),
    }),
    categoryLabel: (code) => labels.get(code) ?? code,
    chunks: chunks(),
  };
}
const EXPORT_CHUNK = 2000;

/**
 * Pending uploads between review and apply live in the stock_uploads table for 30 minutes: a reload,
 * another tab, a restart or another node applies exactly what was reviewed. Each row belongs to one seller of one
 * tenant; expired rows are ignored and swept when a new review is stored.
 */
const UPLOAD_TTL_MS = 30 * 60 * 1000;

/** A new item's Item #: a key every path, file name and search reads as one word. */
const NEW_ITEM_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** The longest item key (Item #-Warehouse) the APIs address an item by. */
const MAX_ITEM_KEY = 100;
/** The longest description the inline edit and the offer APIs take. */
const MAX_DESCRIPTION = 200;
/** What the upload's 'new' rows create, stored with their spreadsheet row (stock_uploads.new_items). */
type StoredNewItem = NewItem & { row: number };

const NEW_ITEM_NEEDS = `Unknown item: to add it, give it a ${OPTIONAL_HEADERS.description} and the ${OPTIONAL_HEADERS.groupKey} of an item of its group`;
/** The largest Increment Size a new item takes (a sales unit of more would be a lot, not an increment). */
const INCREMENT_MAX = 10_000;
const INCREMENT_RULE = `${OPTIONAL_HEADERS.incrementSize} must be a whole number from 1 to ${INCREMENT_MAX.toLocaleString('en-US')}`;

/** A cell's whole number ('1,000' included); null when it is not one. */
const cellWholeNumber = (text: string): number | null => {
  const n = Number(text.replace(/,/g, ''));
  return text !== '' && Number.isInteger(n) ? n : null;
};

/** 'A', 'A and B', 'A, B and C'. */
const listInWords = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The group a new item's row names: its Group Key, else the one group of its warehouse with its Group title. */
function newItemGroup(
  groups: Awaited<ReturnType<typeof findGroupsByName>>,
  r: ParsedUploadRow,
): { ok: true; ref: GroupRef } | { ok: false; message: string } {
  if (r.groupKey) {
    const ref = groups.byKey.get(`${r.groupKey}\u0000${r.warehouse}`);
    return ref
      ? { ok: true, ref }
      : { ok: false, message: `Unknown ${OPTIONAL_HEADERS.groupKey} in ${r.warehouse}: ${r.groupKey}` };
  }
  // The Group column also takes a key (files made before the export wrote the Group Key column).
  const byKey = groups.byKey.get(`${r.group}\u0000${r.warehouse}`);
  if (byKey) return { ok: true, ref: byKey };
  const named = groups.byTitle.get(`${r.group}\u0000${r.warehouse}`) ?? [];
  if (named.length === 1) return { ok: true, ref: named[0]! };
  return {
    ok: false,
    message:
      named.length === 0
        ? `Unknown group in ${r.warehouse}: ${r.group}`
        : `Several groups in ${r.warehouse} are named ${r.group}: copy the ${OPTIONAL_HEADERS.groupKey} of an item of the group you mean`,
  };
}
/**
 * The review as stored (stock_uploads.review): what the seller saw, plus each existing row's stock version at the
 * review, which apply compares under the row lock (a row changed since the review is stale again).
 */
type StoredReview = StockUploadReview & { versions: Record<number, number> };

const toValues = (v: StockValues): StockUploadValues => ({
  quantityAvailable: v.quantityAvailable,
  listPrice: toMajor(v.listPriceMinor),
});
const fromValues = (v: StockUploadValues): StockValues => ({
  quantityAvailable: v.quantityAvailable,
  listPriceMinor: toMinor(v.listPrice),
});

/**
 * PUT seller/stock/groups/{groupKey}/offers (C-051): whether buyers may make offers on the group's items (the
 * warehouse's switch, Settings › Warehouses, is the other half). Offers already made stay for the seller to answer;
 * new ones are refused. Buyers' stock lists hear stock.changed; the change is audited.
 */
export async function setGroupTakesOffers(
  db: Db,
  ctx: RequestContext,
  groupKey: string,
  takesOffers: boolean,
): Promise<SellerGroupOffersResponse> {
  await requireStaff(db, ctx, 'write');
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, ctx.tenantId, groupKey);
    if (!group) throw new AppError('notFound', 'Unknown group');
    if (group.takesOffers === takesOffers) {
      const items = await groupItemKeys(tx, ctx.tenantId, group.id);
      return { groupKey, takesOffers, items: items.length };
    }
    const items = await setGroupOffers(tx, ctx.tenantId, group.id, takesOffers);
    await announceStockChanged(tx, ctx.tenantId, items, 'SELLER_EDIT');
    await recordStaffAction(tx, ctx, {
      action: 'stock.group.offers',
      targetType: 'stockGroup',
      targetId: groupKey,
      before: { takesOffers: group.takesOffers },
      after: { takesOffers },
    });
    return { groupKey, takesOffers, items: items.length };
  });
}

/** POST seller/stock/upload: parse, compare with the stock, keep the review, answer it. */
export async function reviewUpload(
  db: Db,
  ctx: RequestContext,
  file: { fileName: string; buffer: Buffer; hold?: UploadHold },
): Promise<StockUploadReview> {
  await requireStaff(db, ctx, 'write');
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
  const [groups, { categories }] = await Promise.all([
    findGroupsByName(db, ctx.tenantId, unknown.flatMap((r) => [r.groupKey, r.group]).filter(Boolean)),
    listWarehousesAndCategories(db, ctx.tenantId),
  ]);
  const categoryLabel = (code: string) => categories.find((c) => c.code === code)?.label ?? code;
  /** The file's Category names this category (its label, as the export writes, or its code), or is empty. */
  const sameCategory = (text: string, code: string) =>
    text === '' || [code, categoryLabel(code)].some((c) => c.toLowerCase() === text.toLowerCase());
  const rows: StockUploadRow[] = [];
  const errors = [...parsed.errors];
  const notes: StockUploadError[] = [];
  const newItems = new Map<number, NewItem>();
  const newKeys = new Set<string>();
  const versions: Record<number, number> = {};
  for (const r of parsed.rows) {
    const item = existing.get(`${r.itemNumber}\u0000${r.warehouse}`);
    if (!item) {
      // A new item joins an existing group of its warehouse with a description (C-055): the group its Group Key
      // names (a row of the export copied under a new Item #), or the one group its Group title names.
      if (!r.description || (!r.group && !r.groupKey)) {
        errors.push({ row: r.row, item: `${r.itemNumber} ${r.warehouse}`, message: NEW_ITEM_NEEDS });
        continue;
      }
      const group = newItemGroup(groups, r);
      if (!group.ok) {
        errors.push({ row: r.row, item: `${r.itemNumber} ${r.warehouse}`, message: group.message });
        continue;
      }
      const incrementSize = r.incrementSize === '' ? 1 : cellWholeNumber(r.incrementSize);
      if (incrementSize === null || incrementSize < 1 || incrementSize > INCREMENT_MAX) {
        errors.push({ row: r.row, item: `${r.itemNumber} ${r.warehouse}`, message: INCREMENT_RULE });
        continue;
      }
      const itemNumberWarehouse = `${r.itemNumber}-${r.warehouse}`;
      // A new item's key is what every screen and API addresses it by (paths, offers, alerts, orders: at most
      // 100 characters), and its description one line of a stock card (the inline edit's limit).
      if (!NEW_ITEM_NUMBER.test(r.itemNumber) || itemNumberWarehouse.length > MAX_ITEM_KEY) {
        errors.push({
          row: r.row,
          item: `${r.itemNumber} ${r.warehouse}`,
          message: `Item # may hold letters, digits, ".", "_" and "-", and with its warehouse at most ${MAX_ITEM_KEY} characters`,
        });
        continue;
      }
      if (r.description.length > MAX_DESCRIPTION || !isSingleLineText(r.description)) {
        errors.push({
          row: r.row,
          item: `${r.itemNumber} ${r.warehouse}`,
          message: `Description must be one line of at most ${MAX_DESCRIPTION} characters`,
        });
        continue;
      }
      if (newKeys.has(itemNumberWarehouse)) {
        errors.push({ row: r.row, item: `${r.itemNumber} ${r.warehouse}`, message: 'Duplicate item' });
        continue;
      }
      newKeys.add(itemNumberWarehouse);
      if (!sameCategory(r.category, group.ref.category)) {
        notes.push({
          row: r.row,
          item: `${r.itemNumber} ${r.warehouse}`,
          message: `Category is the group's (${categoryLabel(group.ref.category)}): ${r.category} is not used`,
        });
      }
      newItems.set(r.row, {
        groupId: group.ref.id,
        attributes: group.ref.attributes,
        incrementSize,
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
        sinceExport: null,
        exported: null,
        asChange: null,
        openOffers: null,
      });
      continue;
    }
    // Columns an upload does not change on an existing item: said, not silently dropped.
    const ignored = [
      r.description !== '' && r.description !== item.description ? OPTIONAL_HEADERS.description : null,
      sameCategory(r.category, item.category) ? null : OPTIONAL_HEADERS.category,
      r.incrementSize !== '' && cellWholeNumber(r.incrementSize) !== item.incrementSize
        ? OPTIONAL_HEADERS.incrementSize
        : null,
    ].filter((c) => c !== null);
    if (ignored.length > 0) {
      notes.push({
        row: r.row,
        item: `${r.itemNumber} ${r.warehouse}`,
        message: `${listInWords(ignored)} ${ignored.length === 1 ? 'is' : 'are'} not changed by an upload: only ${UPLOAD_HEADERS.quantityAvailable} and ${UPLOAD_HEADERS.listPrice} are`,
      });
    }
    const now = { quantityAvailable: item.quantityAvailable, listPriceMinor: item.listPriceMinor };
    const file = { quantityAvailable: r.quantityAvailable, listPriceMinor: r.listPriceMinor };
    // A row changed since the export is never written back silently (packages/domain stock-upload-merge).
    const cls = classifyUploadRow({
      now,
      nowVersion: item.version,
      file,
      fileVersion: r.version,
      exported: r.exported,
    });
    versions[r.row] = item.version;
    rows.push({
      row: r.row,
      itemNumberWarehouse: item.itemNumberWarehouse,
      description: item.description,
      change: cls.change,
      before: toValues(now),
      after: toValues(file),
      sinceExport: cls.sinceExport,
      exported: r.exported ? toValues(r.exported) : null,
      asChange: cls.asChange ? toValues(cls.asChange) : null,
      openOffers: null,
    });
  }
  errors.sort((a, b) => a.row - b.row);
  // The open offers of the rows that change an item (a lower price or a quantity of 0 changes them, Q-024/Q-025).
  const changing = rows.filter((r) => r.change === 'update' || r.change === 'conflict');
  const offers = await openOffersOf(
    db,
    ctx.tenantId,
    changing.map((r) => r.itemNumberWarehouse),
  );
  for (const r of changing) r.openOffers = offers.get(r.itemNumberWarehouse) ?? NO_OPEN_OFFERS;
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
      conflicts: rows.filter((r) => r.change === 'conflict').length,
      errors: errors.length,
    },
    versionColumn: parsed.hasVersion,
    rows,
    errors,
    notes,
  };
  await savePendingUpload(db, {
    id: uploadId,
    tenantId: ctx.tenantId,
    userId: ctx.userId,
    fileName: file.fileName,
    review: { ...review, versions } satisfies StoredReview,
    newItems: [...newItems].map(([row, item]): StoredNewItem => ({ row, ...item })),
    expiresAt: new Date(now + UPLOAD_TTL_MS),
  });
  return review;
}

const uploadGone = () =>
  // Another seller's (or tenant's) upload reads as unknown, not forbidden: its id tells nothing.
  new AppError('notFound', 'The upload has expired or does not exist; upload the file again');

/**
 * POST seller/stock/upload/{id}/apply: exactly the reviewed rows, in ONE transaction, nothing applied on any
 * refusal. Every conflict row (changed since the export and edited in the file) needs the seller's choice, and
 * only those rows take one. Each written item is locked and must still be at the version the review saw: one
 * changed since the review (an order, another seller) refuses the apply (409), and a new review shows it.
 */
export async function applyUpload(
  db: Db,
  ctx: RequestContext,
  uploadId: string,
  request: StockUploadApplyRequest,
  origin?: string,
): Promise<StockUploadApplyResponse> {
  await requireStaff(db, ctx, 'write');
  const applied = await db.transaction(async (tx) => {
    // Taken (deleted) inside the apply's transaction: of two applies of one upload, the second waits for the
    // first's row lock and then finds nothing (404); an apply refused below rolls back and keeps the upload.
    const p = await takePendingUpload(tx, ctx.tenantId, ctx.userId, uploadId, new Date());
    if (!p) throw uploadGone();
    const review = p.review as Partial<StoredReview> & StockUploadReview;
    // A review stored before versions were kept cannot be checked: it reads as gone.
    if (!review.versions) throw uploadGone();
    const versions = review.versions;
    const choices = new Map((request?.resolutions ?? []).map((r) => [r.row, r.choice]));
    const byRow = new Map(review.rows.map((r) => [r.row, r]));
    for (const row of choices.keys()) {
      if (byRow.get(row)?.change !== 'conflict') {
        throw new AppError(
          'conflict',
          `Row ${row} has nothing to resolve: only rows changed since the export take a choice`,
        );
      }
    }
    const writes: { row: StockUploadRow; choice: 'file' | 'change' }[] = [];
    for (const r of review.rows) {
      if (r.change === 'update') writes.push({ row: r, choice: 'file' });
      if (r.change !== 'conflict') continue;
      const choice = choices.get(r.row);
      if (!choice) {
        throw new AppError(
          'conflict',
          `Row ${r.row} (${r.itemNumberWarehouse}) changed since the export: choose to keep today's values, use the file's or apply it as a change`,
        );
      }
      if (choice !== 'keep') writes.push({ row: r, choice });
    }
    const inws = writes.map((w) => w.row.itemNumberWarehouse);
    // Through the inventory core (docs/decisions/005): every written item locked at once in id order.
    const stock = await lockStock(
      tx,
      ctx.tenantId,
      { itemNumberWarehouses: inws },
      { reason: 'SELLER_UPLOAD', actor: { kind: 'SELLER', id: ctx.userId }, reference: uploadId },
    );
    const values: LockedStockValues[] = [];
    type Audited = { itemNumberWarehouse: string; quantityAvailable: number; listPrice: number };
    const changes = { before: [] as Audited[], after: [] as Audited[] };
    for (const { row: c, choice } of writes) {
      const now = stock.item(c.itemNumberWarehouse);
      // Compared under the row lock: the version moves with any change to quantity, price or increment.
      if (!now || now.version !== versions[c.row]) {
        throw new AppError(
          'conflict',
          `Row ${c.row} (${c.itemNumberWarehouse}) changed since the review; review the file again`,
        );
      }
      const resolved = resolveConflict(
        choice,
        { quantityAvailable: now.quantityAvailable, listPriceMinor: now.listPriceMinor },
        fromValues(c.after),
        c.exported ? fromValues(c.exported) : null,
      );
      if (!resolved.ok || !resolved.values) {
        throw new AppError(
          'conflict',
          `Row ${c.row} (${c.itemNumberWarehouse}) cannot be applied as a change: the quantity would go below 0 or the price to 0 or less`,
        );
      }
      values.push({ stockItemId: now.id, ...resolved.values });
      changes.before.push({
        itemNumberWarehouse: c.itemNumberWarehouse,
        quantityAvailable: now.quantityAvailable,
        listPrice: toMajor(now.listPriceMinor),
      });
      changes.after.push({
        itemNumberWarehouse: c.itemNumberWarehouse,
        quantityAvailable: resolved.values.quantityAvailable,
        listPrice: toMajor(resolved.values.listPriceMinor),
      });
    }
    await stock.adjust(values);
    const created = (p.newItems as StoredNewItem[]).map(({ row: _row, ...item }): NewItem => item);
    if ((await stock.create(created)) !== created.length) {
      throw new AppError(
        'conflict',
        'An item of the upload was added since the review; upload the file again',
      );
    }
    await stock.finish({ origin });
    // The audit row names what the upload changed: each updated item's values before and after, the new items.
    await recordStaffAction(tx, ctx, {
      action: 'stock.upload.apply',
      targetType: 'stockUpload',
      targetId: uploadId,
      before: { items: changes.before },
      after: {
        items: changes.after,
        created: created.map((c) => c.itemNumberWarehouse),
      },
    });
    return inws.length + created.length;
  });
  return { status: 'SUCCESS', applied };
}

/** POST seller/stock/upload/{id}/cancel: forgets the review; nothing was changed. */
export async function cancelUpload(db: Db, ctx: RequestContext, uploadId: string): Promise<void> {
  await requireStaff(db, ctx, 'write');
  if (!(await takePendingUpload(db, ctx.tenantId, ctx.userId, uploadId, new Date()))) throw uploadGone();
}
