import { promisify } from 'node:util';
import { constants, gunzip, gzip } from 'node:zlib';
import type { ImportResult } from '@portico/contract';
import type { ImportItem, OfferLine } from '@portico/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows, toDate } from '../../db/raw.ts';
import { offerAnswers, offerImports, offerRules } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors.ts';
import { offerOf, type RawOffer } from '../offers/offer-statements.ts';
import type { OfferRow, OfferRuleRow } from '../offers/offers.repository.ts';
import { turnOfTheEventLoop } from './offer-import.steps.ts';

/** Every function takes the tenant and buyer and scopes by both (CONVENTIONS habit 3). */

/** Rows per statement: far below PostgreSQL's 65,535 bind parameters, few round trips for 100k rows (P6). */
const CHUNK = 2_000;
const chunks = <T>(list: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
};

/** Keys per lookup statement (see `lookupInChunks`): 500 keeps another tenant's wait behind one chunk short (fair uploads, 1.75× on a quiet machine against 3.0× at 2,000) at no cost to P6. */
const LOOKUP_CHUNK = 500;

/**
 * Runs a lookup by a list of keys a chunk of LOOKUP_CHUNK keys per statement, letting the event loop turn
 * between chunks. On PGlite every statement of every tenant runs on the ONE connection, on this thread: one
 * statement over a 20k-row sheet held it for most of a second, and another tenant's small upload waited behind
 * it. Between chunks the other requests' statements queue up first (fair uploads, PERFORMANCE P6).
 */
async function lookupInChunks<T>(keys: readonly string[], run: (part: string[]) => Promise<T[]>) {
  const unique = [...new Set(keys)];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) {
    if (i > 0) await turnOfTheEventLoop();
    for (const row of await run(unique.slice(i, i + LOOKUP_CHUNK))) out.push(row);
  }
  return out;
}

/**
 * The offerable items matching a list of keys, in named statements whatever the list's length (P6: an array
 * parameter, not one bind parameter per key). Each key is looked up on its own through the index on the key
 * (`lateral … offset 0` keeps the planner from joining otherwise): a named statement soon runs on its generic
 * plan, and PGlite never gathers statistics, so a planner left to choose filtered every stock row against every
 * key (`= any($2)`, or a nested loop over the unnested list) and a 100k-row upload took minutes. The rows come
 * back as ONE json text of arrays: PGlite turns each result row into an object slowly (PERFORMANCE "PGlite's
 * cost"), and parsing one text is a third of that. An item outside any group of its tenant is not offerable
 * (the stock list never shows it).
 */
const itemsWhere = (
  column: 'item_number_warehouse' | 'item_number',
) => `select coalesce(json_agg(json_build_array(
    si.item_number_warehouse, si.item_number, si.warehouse, si.sku_description, sg.title,
    si.group_item_description, si.quantity_available, si.list_price_minor, si.increment_size,
    sg.is_offer_accepted, coalesce(w.accepts_offers, false), coalesce(w.label, ''))), '[]')::text as rows
  from (select distinct unnest($2::text[]) as key) k
  cross join lateral (
    select x.* from stock_items x where x.tenant_id = $1 and x.${column} = k.key
    offset 0
  ) si
  join stock_groups sg on sg.id = si.group_id and sg.tenant_id = $1
  left join warehouses w on w.tenant_id = $1 and w.code = si.warehouse`;

type RawImportItem = [
  itemNumberWarehouse: string,
  itemNumber: string,
  warehouse: string,
  skuDescription: string,
  title: string,
  groupItemDescription: string,
  quantityAvailable: number,
  listPriceMinor: number,
  incrementSize: number,
  isOfferAccepted: boolean,
  warehouseAcceptsOffers: boolean,
  warehouseLabel: string,
];

/** The one json text a lookup answers, parsed. */
const jsonRows = <T>(rows: { rows: string }[]): T[] => JSON.parse(rows[0]?.rows ?? '[]') as T[];

async function selectItems(
  db: DbOrTx,
  tenantId: string,
  column: 'item_number_warehouse' | 'item_number',
  keys: string[],
): Promise<ImportItem[]> {
  const rows = await lookupInChunks(keys, async (part) =>
    jsonRows<RawImportItem>(
      await queryRows<{ rows: string }>(db, `import_items_by_${column}`, itemsWhere(column), [
        tenantId,
        part,
      ]),
    ),
  );
  return rows.map(importItemOf);
}

const importItemOf = (r: RawImportItem): ImportItem => ({
  itemNumberWarehouse: r[0],
  itemNumber: r[1],
  warehouse: r[2],
  description: r[3],
  groupName: r[4],
  groupItemName: r[5],
  quantityAvailable: r[6],
  listPriceMinor: r[7],
  incrementSize: r[8],
  isOfferAccepted: r[9],
  warehouseAcceptsOffers: r[10],
  warehouseLabel: r[11],
});

/** The tenant's stock items with any of these Item #s (in every warehouse). */
export const itemsByNumbers = (db: DbOrTx, tenantId: string, itemNumbers: string[]) =>
  selectItems(db, tenantId, 'item_number', itemNumbers);

/** The tenant's stock items by itemNumberWarehouse. */
export const itemsByKeys = (db: DbOrTx, tenantId: string, keys: string[]) =>
  selectItems(db, tenantId, 'item_number_warehouse', keys);

/** What a reviewed row was decided against: its item's values as the review showed them (accept, F-019). */
type ReviewedItem = {
  itemNumberWarehouse: string;
  quantityAvailable: number;
  listPriceMinor: number;
  incrementSize: number;
  /** An offer (not a buy at list): the group and the warehouse accepted offers. */
  offer: boolean;
};

// The reviewed rows whose item is gone (or outside any group of its tenant) or no longer has those values, with
// the item as itemsWhere answers it; one index probe per key as there, the groups and warehouses joined outside
// the probe so that the planner memoises them. Only those rows come back (usually none).
const ITEMS_CHANGED_SQL = `select coalesce(json_agg(json_build_array(r.key, case when sg.id is null then null
    else json_build_array(si.item_number_warehouse, si.item_number, si.warehouse, si.sku_description, sg.title,
      si.group_item_description, si.quantity_available, si.list_price_minor, si.increment_size,
      sg.is_offer_accepted, coalesce(w.accepts_offers, false)) end)), '[]')::text as rows
from unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::boolean[]) as r(key, quantity, list_price, step, offer)
left join lateral (
  select x.* from stock_items x
  where x.tenant_id = $1 and x.item_number_warehouse = r.key
  offset 0
) si on true
left join stock_groups sg on sg.id = si.group_id and sg.tenant_id = $1
left join warehouses w on w.tenant_id = $1 and w.code = si.warehouse
where sg.id is null or si.quantity_available <> r.quantity or si.list_price_minor <> r.list_price
  or si.increment_size <> r.step or (r.offer and not (sg.is_offer_accepted and coalesce(w.accepts_offers, false)))`;

/**
 * The reviewed rows whose item changed since the review in a way that can change its decision (gone, another
 * quantity, list price or increment, or no longer taking offers for an offer row): their keys, each with its item
 * now (null when gone), in one statement per 10,000 rows whatever their number and however many changed. Every
 * other row is decided against exactly the values it was reviewed with.
 */
export async function itemsChangedSince(
  db: DbOrTx,
  tenantId: string,
  reviewed: readonly ReviewedItem[],
): Promise<Map<string, ImportItem | null>> {
  const out = new Map<string, ImportItem | null>();
  for (const part of chunks(reviewed, INSERT_CHUNK)) {
    const rows = await queryRows<{ rows: string }>(db, 'import_items_changed', ITEMS_CHANGED_SQL, [
      tenantId,
      part.map((r) => r.itemNumberWarehouse),
      part.map((r) => r.quantityAvailable),
      part.map((r) => r.listPriceMinor),
      part.map((r) => r.incrementSize),
      part.map((r) => r.offer),
    ]);
    for (const [key, item] of jsonRows<[string, RawImportItem | null]>(rows)) {
      out.set(key, item && importItemOf(item));
    }
  }
  return out;
}

const CART_COLUMNS = `o.id, o.buyer_id, o.item_number_warehouse, o.status, o.state, o.offer_quantity,
  o.offer_price_minor, o.check_out_quantity, o.check_out_price_minor, o.counter_price_minor,
  o.minimum_checkout_quantity, o.expires_at, o.pending_expires_at, o.status_before_out_of_stock, o.answered_at,
  o.version, o.created_at, o.updated_at`;

/** The columns in CART_COLUMNS' order, as one json array per line (no repeated key names to parse). */
const CART_FIELDS = (t: string) =>
  CART_COLUMNS.split(',')
    .map((c) => `${t}.${c.trim().slice(2)}`)
    .join(', ');
const CART_KEYS = CART_COLUMNS.split(',').map((c) => c.trim().slice(2)) as (keyof RawOffer)[];
const rawOfferOf = (values: unknown[]): RawOffer =>
  Object.fromEntries(CART_KEYS.map((k, i) => [k, values[i]])) as RawOffer;

// One index probe per key, as itemsWhere and for the same reason; the rows as one json text, as there.
const CART_LINES_SQL = `select coalesce(json_agg(json_build_array(${CART_FIELDS('l')})), '[]')::text as rows
from (select distinct unnest($3::text[]) as key) k
cross join lateral (
  select ${CART_COLUMNS} from stocklist_offers o
  where o.tenant_id = $1 and o.buyer_id = $2 and o.item_number_warehouse = k.key
  offset 0
) l`;

// Locked (accept): one statement, the lines locked in the order of their ids like every other writer of them.
const CART_LINES_LOCKED_SQL = `with l as materialized (
  select ${CART_COLUMNS} from stocklist_offers o
  where o.id in (
    select x.id from (select distinct unnest($3::text[]) as key) k
    cross join lateral (
      select x.id from stocklist_offers x
      where x.tenant_id = $1 and x.buyer_id = $2 and x.item_number_warehouse = k.key
      offset 0
    ) x
  )
  order by o.id for update
)
select coalesce(json_agg(json_build_array(${CART_FIELDS('l')})), '[]')::text as rows from l`;

/**
 * The buyer's cart lines for these items (the sheet's): chunked like the item lookups, or with `lock` (inside
 * accept's transaction, where nothing else runs on PGlite anyway) in ONE statement that holds them until it
 * commits. Only the sheet's items are read: the rest of the cart, however large, costs nothing (P6 re-import on a
 * full cart).
 */
export async function cartLines(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  itemNumberWarehouses: readonly string[],
  lock = false,
): Promise<OfferRow[]> {
  const read = async (keys: string[]) =>
    jsonRows<unknown[]>(
      await queryRows<{ rows: string }>(
        db,
        lock ? 'import_cart_lines_locked' : 'import_cart_lines',
        lock ? CART_LINES_LOCKED_SQL : CART_LINES_SQL,
        [tenantId, buyerId, keys],
      ),
    );
  if (itemNumberWarehouses.length === 0) return [];
  const rows = lock
    ? await read([...new Set(itemNumberWarehouses)])
    : await lookupInChunks(itemNumberWarehouses, read);
  return rows.map((r) => offerOf(rawOfferOf(r)));
}

/** The lookups by a list of keys, with their parameters' roles, for the test of their plans. */
export const importLookups = [
  { name: 'items by Item #', sql: itemsWhere('item_number'), params: ['tenant', 'keys'] },
  {
    name: 'items by itemNumberWarehouse',
    sql: itemsWhere('item_number_warehouse'),
    params: ['tenant', 'keys'],
  },
  {
    name: 'items changed since the review',
    sql: ITEMS_CHANGED_SQL,
    params: ['tenant', 'keys', 'ints', 'ints', 'ints', 'bools'],
  },
  { name: 'cart lines', sql: CART_LINES_SQL, params: ['tenant', 'buyer', 'keys'] },
  { name: 'cart lines locked', sql: CART_LINES_LOCKED_SQL, params: ['tenant', 'buyer', 'keys'] },
] as const;

/** Q-020 auto-rules of the tenant, by itemNumberWarehouse. */
export async function offerRulesOf(db: DbOrTx, tenantId: string): Promise<Map<string, OfferRuleRow>> {
  const rows = await db
    .select({
      itemNumberWarehouse: offerRules.itemNumberWarehouse,
      floorPriceMinor: offerRules.floorPriceMinor,
      rejectBelowPercent: offerRules.rejectBelowPercent,
    })
    .from(offerRules)
    .where(eq(offerRules.tenantId, tenantId));
  return new Map(
    rows.map((r) => [
      r.itemNumberWarehouse,
      { floorPriceMinor: r.floorPriceMinor, rejectBelowPercent: r.rejectBelowPercent },
    ]),
  );
}

// ── The pending import (table offer_imports: one per buyer) ───────────────────────────────────────────────

export type PendingRow = { fileName: string; review: ImportResult; expiresAt: Date };

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * A review is kept gzipped (review_gzip): a 20k-row review is ~10 MB of JSON, which took PGlite half a second to
 * store as jsonb, on the one connection every tenant shares; gzipped (on libuv's thread pool, off this thread)
 * it is a few hundred KB. The bytes travel as base64 text (`decode`/`encode` in the statement, Buffer's own
 * base64 here): PGlite's bytea parameter and result conversion goes byte by byte in JavaScript, about ten times
 * slower. A review kept as jsonb (review, by an earlier server) is still read.
 */
const packReview = async (reviewJson: string) =>
  (await gzipAsync(reviewJson, { level: constants.Z_BEST_SPEED })).toString('base64');

async function unpackReview(row: { review: unknown; review_gzip: string | null }): Promise<ImportResult> {
  if (row.review_gzip === null) return row.review as ImportResult;
  return JSON.parse(
    (await gunzipAsync(Buffer.from(row.review_gzip, 'base64'))).toString('utf8'),
  ) as ImportResult;
}

const SAVE_PENDING_SQL = `insert into offer_imports (tenant_id, buyer_id, file_name, review, review_gzip, created_at,
  expires_at)
values ($1, $2, $3, null, decode($4, 'base64'), $5, $6)
on conflict (tenant_id, buyer_id) do update set file_name = excluded.file_name, review = null,
  review_gzip = excluded.review_gzip, created_at = excluded.created_at, expires_at = excluded.expires_at`;

/** Replaces the buyer's pending import (one per buyer); `reviewJson` is the review as the upload answered it. */
export async function savePending(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  fileName: string,
  reviewJson: string,
  expiresAt: Date,
): Promise<void> {
  await queryRows(db, 'import_save_pending', SAVE_PENDING_SQL, [
    tenantId,
    buyerId,
    fileName,
    await packReview(reviewJson),
    new Date(),
    expiresAt,
  ]);
}

const LOAD_PENDING_SQL = (
  lock: boolean,
) => `select file_name, review, encode(review_gzip, 'base64') as review_gzip,
  expires_at
from offer_imports where tenant_id = $1 and buyer_id = $2 and expires_at > now()${lock ? ' for update' : ''}`;

/** The buyer's pending import if it has not expired; `lock` holds it until the transaction ends. */
export async function loadPending(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  lock = false,
): Promise<PendingRow | null> {
  const [row] = await queryRows<{
    file_name: string;
    review: unknown;
    review_gzip: string | null;
    expires_at: string | Date;
  }>(db, lock ? 'import_load_pending_locked' : 'import_load_pending', LOAD_PENDING_SQL(lock), [
    tenantId,
    buyerId,
  ]);
  return row
    ? { fileName: row.file_name, review: await unpackReview(row), expiresAt: toDate(row.expires_at)! }
    : null;
}

export async function deletePending(db: DbOrTx, tenantId: string, buyerId: string): Promise<boolean> {
  const rows = await db
    .delete(offerImports)
    .where(and(eq(offerImports.tenantId, tenantId), eq(offerImports.buyerId, buyerId)))
    .returning({ buyerId: offerImports.buyerId });
  return rows.length > 0;
}

/**
 * Deletes every tenant's pending imports that expired at or before `now` (jobs/offer-import-sweep.ts). An import
 * an accept or a removal holds right now (FOR UPDATE) is skipped, not waited for: the next run takes it if it is
 * still there. Answers the deleted (tenant, buyer) pairs.
 */
export async function deleteExpiredPending(
  db: DbOrTx,
  now: Date,
): Promise<{ tenantId: string; buyerId: string }[]> {
  // One statement: the inner select names (and locks) the due rows, skipping locked ones; the delete takes those.
  const due = db
    .select({ tenantId: offerImports.tenantId, buyerId: offerImports.buyerId })
    .from(offerImports)
    .where(lte(offerImports.expiresAt, now))
    .for('update', { skipLocked: true });
  return db
    .delete(offerImports)
    .where(sql`(${offerImports.tenantId}, ${offerImports.buyerId}) in (${due})`)
    .returning({ tenantId: offerImports.tenantId, buyerId: offerImports.buyerId });
}

/** Stores a changed review (a removed conflict row) in place. */
export async function updatePendingReview(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  review: ImportResult,
): Promise<void> {
  await queryRows(
    db,
    'import_update_review',
    `update offer_imports set review = null, review_gzip = decode($3, 'base64')
    where tenant_id = $1 and buyer_id = $2`,
    [tenantId, buyerId, await packReview(JSON.stringify(review))],
  );
}

// ── Accept: the batched write ─────────────────────────────────────────────────────────────────────────────

export type ImportWrite = {
  itemNumberWarehouse: string;
  line: OfferLine /** The line it replaces. */;
  id: string | null;
};

/** New cart lines per statement: one array per column, so the statement's size, not its parameter count, grows. */
const INSERT_CHUNK = 10_000;

const INSERT_LINES_SQL = `with written as (insert into stocklist_offers (tenant_id, buyer_id, item_number_warehouse, status, state,
  offer_quantity, offer_price_minor, check_out_quantity, check_out_price_minor, counter_price_minor,
  minimum_checkout_quantity, expires_at, pending_expires_at, status_before_out_of_stock, answered_at, created_at,
  updated_at)
select $1::uuid, $2::uuid, u.inw, u.status, u.state, u.oq, u.op, u.coq, u.cop, u.cp, u.mcq, u.ea, u.pea, u.sboos,
  u.aa, $3::timestamptz, $3::timestamptz
from unnest($4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[], $12::int[],
  $13::timestamptz[], $14::timestamptz[], $15::text[], $16::timestamptz[])
  as u(inw, status, state, oq, op, coq, cop, cp, mcq, ea, pea, sboos, aa)
on conflict (tenant_id, buyer_id, item_number_warehouse) do nothing
returning id, item_number_warehouse)
select coalesce(json_agg(json_build_array(id, item_number_warehouse)), '[]')::text as rows from written`;

const UPDATE_LINES_SQL = `with written as (update stocklist_offers o set status = u.status, state = u.state, offer_quantity = u.oq,
  offer_price_minor = u.op, check_out_quantity = u.coq, check_out_price_minor = u.cop, counter_price_minor = u.cp,
  minimum_checkout_quantity = u.mcq, expires_at = u.ea, pending_expires_at = u.pea,
  status_before_out_of_stock = u.sboos, answered_at = u.aa, version = o.version + 1, updated_at = $3::timestamptz,
  created_at = $3::timestamptz
from unnest($4::uuid[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[], $12::int[],
  $13::timestamptz[], $14::timestamptz[], $15::text[], $16::timestamptz[])
  as u(id, status, state, oq, op, coq, cop, cp, mcq, ea, pea, sboos, aa)
where o.tenant_id = $1::uuid and o.buyer_id = $2::uuid and o.id = u.id
returning o.id, o.item_number_warehouse)
select coalesce(json_agg(json_build_array(id, item_number_warehouse)), '[]')::text as rows from written`;

/** The cart-line columns both batched statements write, one array per column (parameters $5…$16). */
const lineColumns = (part: ImportWrite[]) => {
  const column = <T>(pick: (w: ImportWrite) => T) => part.map(pick);
  return [
    column((w) => w.line.status),
    column((w) => w.line.state),
    column((w) => w.line.offerQuantity),
    column((w) => w.line.offerPriceMinor),
    column((w) => w.line.checkOutQuantity),
    column((w) => w.line.checkOutPriceMinor),
    column((w) => w.line.counterPriceMinor),
    column((w) => w.line.minimumCheckoutQuantity),
    column((w) => w.line.expiresAt),
    column((w) => w.line.pendingExpiresAt),
    column((w) => w.line.statusBeforeOutOfStock),
    column((w) => w.line.answeredAt),
  ];
};

/**
 * Writes the accepted lines in the caller's transaction (P6). The buyer's lines were read FOR UPDATE, so which
 * rows are new is known: those are plain multi-row INSERTs, a chunk per statement (cheaper than ON CONFLICT); those
 * that replace a cart line (the review's overwrite rows: every row of a re-imported sheet) are batched UPDATEs by
 * id, a chunk per statement too. Every imported row is a fresh buy
 * or offer, so `createdAt` restarts like POST stocklist/offer (offers.repository upsertOffer, Q-027).
 */
export async function writeLines(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  writes: ImportWrite[],
): Promise<{ id: string; itemNumberWarehouse: string }[]> {
  const out: { id: string; itemNumberWarehouse: string }[] = [];
  const now = new Date();
  const fresh = writes.filter((w) => w.id === null);
  for (const part of chunks(fresh, INSERT_CHUNK)) {
    const rows = jsonRows<[string, string]>(
      await queryRows<{ rows: string }>(db, 'import_insert_lines', INSERT_LINES_SQL, [
        tenantId,
        buyerId,
        now,
        part.map((w) => w.itemNumberWarehouse),
        ...lineColumns(part),
      ]),
    );
    // A line of one of these items committed by another request after the cart was read (another tab, a double
    // click): the review no longer holds, and the whole accept is refused (its transaction rolls back).
    if (rows.length !== part.length) {
      throw new AppError(
        'conflict',
        'A cart line of a reviewed item was added meanwhile; nothing was submitted. Upload the file again.',
      );
    }
    for (const [id, itemNumberWarehouse] of rows) out.push({ id, itemNumberWarehouse });
  }
  // The overwrites, a chunk per statement like the inserts: one UPDATE … FROM unnest, never one per cart line (a
  // re-imported sheet overwrites every line it lists: P6 re-import on a full cart).
  const replaced = writes.filter((w) => w.id !== null);
  for (const part of chunks(replaced, INSERT_CHUNK)) {
    const rows = jsonRows<[string, string]>(
      await queryRows<{ rows: string }>(db, 'import_update_lines', UPDATE_LINES_SQL, [
        tenantId,
        buyerId,
        now,
        part.map((w) => w.id),
        ...lineColumns(part),
      ]),
    );
    if (rows.length !== part.length) throw new Error('cart lines vanished while locked');
    for (const [id, itemNumberWarehouse] of rows) out.push({ id, itemNumberWarehouse });
  }
  return out;
}

export type NewAutoAnswer = typeof offerAnswers.$inferInsert;

/** the history keeps each auto-answer an imported offer received. */
export async function insertAutoAnswers(db: DbOrTx, answers: NewAutoAnswer[]): Promise<void> {
  for (const part of chunks(answers, 1_000)) await db.insert(offerAnswers).values(part);
}
