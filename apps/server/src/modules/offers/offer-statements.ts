import type { OfferLine } from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows, toDate } from '../../db/raw.ts';
import { type EventRow, eventRowsOf } from '../events/hub.ts';
import {
  isOfferId,
  type OfferRow,
  type OfferRuleRow,
  type OfferTargetItem,
  type OfferWithItem,
} from './offers.repository.ts';

/**
 * The hot statements of the buyer's offer calls (PERFORMANCE P5), written by hand so each call is at most two
 * round trips, however busy; the POST / PUT ones call the PL/pgSQL functions of migration 0006, whose plans are
 * kept per connection (PGlite has no named prepared statements):
 *
 * - GET stocklist/offers: ONE statement reads the access row, the tenant's stock version and the cart stamp (the
 *   sorted change_seq of the buyer's lines, migration 0005); the answer's bytes are reused while both are unchanged
 *   (cart-cache.ts).
 * - POST / PUT: the target (the access row, the item, its flags and auto-rule, the buyer's line, the tenant's
 *   offer settings) is read in ONE statement, or taken from the server's copy of the last one (target-cache.ts);
 *   the pure lifecycle (packages/domain) decides; ONE statement (offers_save, migrations 0010/0011) re-reads the
 *   target and writes the line, the auto-answer and the live-update events, atomically, only if the target is
 *   still what the decision used (line version and timestamps aside), else answers the fresh target to decide on
 *   again: a stale edit never overwrites a newer seller answer, and two identical requests racing each other both
 *   succeed instead of failing on a version number. The events it wrote come back and are announced after the
 *   commit (hub.ts `committed`), not by a NOTIFY inside it.
 */

/** tokens_valid_after: sign-out and password reset end older ID tokens (accounts.service tokenLive). */
type AccessColumns = {
  disabled: boolean | null;
  authorities: string[] | null;
  tokens_valid_after?: string | null;
};

export type RawOffer = {
  id: string | null;
  buyer_id: string;
  item_number_warehouse: string;
  status: string;
  state: string;
  offer_quantity: number;
  offer_price_minor: number;
  check_out_quantity: number | null;
  check_out_price_minor: number | null;
  counter_price_minor: number | null;
  minimum_checkout_quantity: number | null;
  expires_at: string | null;
  pending_expires_at: string | null;
  status_before_out_of_stock: string | null;
  answered_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
};

export function offerOf(r: RawOffer): OfferRow {
  return {
    id: r.id!,
    buyerId: r.buyer_id,
    itemNumberWarehouse: r.item_number_warehouse,
    status: r.status,
    state: r.state,
    offerQuantity: r.offer_quantity,
    offerPriceMinor: r.offer_price_minor,
    checkOutQuantity: r.check_out_quantity,
    checkOutPriceMinor: r.check_out_price_minor,
    counterPriceMinor: r.counter_price_minor,
    minimumCheckoutQuantity: r.minimum_checkout_quantity,
    expiresAt: toDate(r.expires_at),
    pendingExpiresAt: toDate(r.pending_expires_at),
    statusBeforeOutOfStock: r.status_before_out_of_stock,
    answeredAt: toDate(r.answered_at),
    version: r.version,
    createdAt: toDate(r.created_at)!,
    updatedAt: toDate(r.updated_at)!,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GET stocklist/offers

const CART_STAMP_SQL = `select u.disabled, u.authorities, u.tokens_valid_after,
  (select v.version::text from stock_versions v where v.tenant_id = $1) as stock_version,
  (select string_agg(o.change_seq::text, ',' order by o.change_seq)
     from stocklist_offers o where o.tenant_id = $1 and o.buyer_id = $2) as cart_stamp
from users u where u.tenant_id = $1 and u.id = $2`;

export type CartStamp = { access: AccessColumns | null; stamp: string };

/** The access row and a string naming the state of the buyer's cart and the tenant's stock (one statement). */
export async function readCartStamp(db: DbOrTx, tenantId: string, buyerId: string): Promise<CartStamp> {
  const [row] = await queryRows<AccessColumns & { stock_version: string | null; cart_stamp: string | null }>(
    db,
    'offers_cart_stamp',
    CART_STAMP_SQL,
    [tenantId, buyerId],
  );
  if (!row) return { access: null, stamp: '' };
  return { access: row, stamp: `${row.stock_version ?? '0'}|${row.cart_stamp ?? ''}` };
}

// ---------------------------------------------------------------------------------------------------------------
// POST / PUT: the read (function offers_target, migration 0006)

export type RawTarget = AccessColumns &
  RawOffer & {
    offer_settings: unknown;
    group_id: string | null;
    item_number: string | null;
    item_inw: string | null;
    warehouse: string;
    sku_description: string;
    quantity_available: number;
    list_price_minor: number;
    increment_size: number;
    is_offer_accepted: boolean;
    warehouse_accepts_offers: boolean;
    rule_inw: string | null;
    floor_price_minor: number | null;
    reject_below_percent: number | null;
  };

export type OfferTarget = {
  access: AccessColumns | null;
  offerSettings: unknown;
  item: OfferTargetItem | null;
  rule: OfferRuleRow | null;
  offer: OfferRow | null;
};

export function targetOf(row: RawTarget | null | undefined): OfferTarget {
  if (!row) return { access: null, offerSettings: null, item: null, rule: null, offer: null };
  return {
    access: row,
    offerSettings: row.offer_settings,
    // An item outside any group of its tenant is not offerable (the stock list never shows it).
    item:
      row.item_inw && row.group_id
        ? {
            itemNumber: row.item_number!,
            itemNumberWarehouse: row.item_inw,
            warehouse: row.warehouse,
            skuDescription: row.sku_description,
            quantityAvailable: row.quantity_available,
            listPriceMinor: row.list_price_minor,
            incrementSize: row.increment_size,
            isOfferAccepted: row.is_offer_accepted,
            warehouseAcceptsOffers: row.warehouse_accepts_offers,
          }
        : null,
    rule: row.rule_inw
      ? { floorPriceMinor: row.floor_price_minor, rejectBelowPercent: row.reject_below_percent }
      : null,
    offer: row.id ? offerOf(row) : null,
  };
}

// The account's tokens_valid_after rides along in the same statement (offers_target predates it).
const TARGET_SQL = `select offers_target($1::uuid, $2::uuid, $3::text, $4::uuid) || jsonb_build_object(
  'tokens_valid_after', (select u.tokens_valid_after from users u where u.tenant_id = $1::uuid and u.id = $2::uuid)) as t`;

/** By item (POST): the buyer's line for it, if any; null when there is no such account. */
export async function readTargetByItem(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  itemNumberWarehouse: string,
): Promise<RawTarget | null> {
  const [row] = await queryRows<{ t: RawTarget | null }>(db, 'offers_target', TARGET_SQL, [
    tenantId,
    buyerId,
    itemNumberWarehouse,
    null,
  ]);
  return row?.t ?? null;
}

/** By line id (PUT); `offerId` must be a UUID. Another buyer's or tenant's id finds no line. */
export async function readTargetById(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  offerId: string,
): Promise<RawTarget | null> {
  const [row] = await queryRows<{ t: RawTarget | null }>(db, 'offers_target', TARGET_SQL, [
    tenantId,
    buyerId,
    null,
    offerId,
  ]);
  return row?.t ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// POST / PUT: the write (function offers_save, migrations 0010 and 0011)

// Guarded by the account's tokens_valid_after ($8: the ID token's issue time, seconds; null: no check): a token
// ended by sign-out or a password reset writes nothing, even on a cached target, and reads as no account.
const SAVE_SQL = `select case when coalesce((select u.tokens_valid_after from users u
    where u.tenant_id = $1::uuid and u.id = $2::uuid) <= to_timestamp($8::double precision), true)
  then offers_save($1::uuid, $2::uuid, $3::text, $4::jsonb, $5::text, $6::boolean, $7::jsonb)
  else jsonb_build_object('stale', true, 'target', null) end as s`;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export type OfferSave = {
  tenantId: string;
  buyerId: string;
  itemNumberWarehouse: string;
  line: OfferLine;
  autoAction: 'ACCEPT' | 'REJECT' | null;
  restart: boolean;
  /** The target the decision was made on (a read, or the server's copy of the last one); null: none yet. */
  expect: RawTarget | null;
  /** The ID token's issue time (seconds), checked against tokens_valid_after in the same statement. */
  issuedAt?: number;
};

export type SaveResult =
  /**
   * Written: the line as stored, the target as the next read will find it, and the live-update events written
   * with it — committed but not yet announced: the caller hands them to the event hub (hub.ts `committed`).
   */
  | { stale: false; row: OfferRow; target: RawTarget; events: EventRow[] }
  /** Nothing written: the target differs from the decision's (or there was none); decide again on this one. */
  | { stale: true; target: RawTarget | null };

/** The line's columns of a target (offers_target names them as stocklist_offers does). */
const LINE_KEYS = [
  'id',
  'buyer_id',
  'item_number_warehouse',
  'status',
  'state',
  'offer_quantity',
  'offer_price_minor',
  'check_out_quantity',
  'check_out_price_minor',
  'counter_price_minor',
  'minimum_checkout_quantity',
  'expires_at',
  'pending_expires_at',
  'status_before_out_of_stock',
  'answered_at',
  'version',
  'created_at',
  'updated_at',
] as const;

/**
 * The save of migrations 0010/0011 (offers_save): ONE statement re-reads the target, and writes the line, the
 * auto-answer and the live-update events only if it equals `expect` (line version and timestamps aside);
 * otherwise it writes nothing and answers the fresh target. It sends no NOTIFY: the events come back.
 */
export async function saveOfferLine(db: DbOrTx, w: OfferSave): Promise<SaveResult> {
  const l = w.line;
  const line = {
    status: l.status,
    state: l.state,
    offer_quantity: l.offerQuantity,
    offer_price_minor: l.offerPriceMinor,
    check_out_quantity: l.checkOutQuantity,
    check_out_price_minor: l.checkOutPriceMinor,
    counter_price_minor: l.counterPriceMinor,
    minimum_checkout_quantity: l.minimumCheckoutQuantity,
    expires_at: iso(l.expiresAt),
    pending_expires_at: iso(l.pendingExpiresAt),
    status_before_out_of_stock: l.statusBeforeOutOfStock,
    answered_at: iso(l.answeredAt),
  };
  const [row] = await queryRows<{
    s: {
      stale: boolean;
      target?: RawTarget | null;
      line?: RawOffer & Record<string, unknown>;
      events?: unknown;
    };
  }>(db, 'offers_save', SAVE_SQL, [
    w.tenantId,
    w.buyerId,
    w.itemNumberWarehouse,
    JSON.stringify(line),
    w.autoAction,
    w.restart,
    // offers_target's own columns only: the stamp TARGET_SQL adds is not part of what offers_save compares.
    w.expect ? JSON.stringify({ ...w.expect, tokens_valid_after: undefined }) : null,
    w.issuedAt ?? null,
  ]);
  const s = row?.s;
  if (!s || s.stale || !s.line || !w.expect) return { stale: true, target: s?.target ?? null };
  const target: Record<string, unknown> = { ...w.expect };
  for (const k of LINE_KEYS) target[k] = s.line[k] ?? null;
  return {
    stale: false,
    row: offerOf(s.line),
    target: target as RawTarget,
    events: eventRowsOf(s.events) ?? [],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Checkout (P8): the buyer's lines by id, with their items and rules (selectOffers' answer, as one named statement)

/**
 * The buyer's lines among an array of ids with their items and rules, as selectOffers reads them
 * (offers.repository.ts), given the SQL of the tenant, buyer and ids parameters; also inside the checkout context
 * statement (checkout-context.ts).
 */
export const offersByIdsSelect = (tenant: string, buyer: string, ids: string) => `select o.id, o.buyer_id,
  o.item_number_warehouse, o.status, o.state, o.offer_quantity, o.offer_price_minor, o.check_out_quantity,
  o.check_out_price_minor, o.counter_price_minor, o.minimum_checkout_quantity, o.expires_at, o.pending_expires_at,
  o.status_before_out_of_stock, o.answered_at, o.version, o.created_at, o.updated_at, o.change_seq,
  si.item_number, si.item_number_warehouse as item_inw, si.warehouse, si.sku_description, si.quantity_available,
  si.list_price_minor, si.increment_size, sg.is_offer_accepted,
  coalesce(w.accepts_offers, false) as warehouse_accepts_offers,
  r.item_number_warehouse as rule_inw, r.floor_price_minor, r.reject_below_percent
from stocklist_offers o
left join stock_items si on si.tenant_id = ${tenant} and si.item_number_warehouse = o.item_number_warehouse
left join stock_groups sg on sg.id = si.group_id and sg.tenant_id = ${tenant}
left join warehouses w on w.tenant_id = ${tenant} and w.code = si.warehouse
left join offer_rules r on r.tenant_id = ${tenant} and r.item_number_warehouse = o.item_number_warehouse
where o.tenant_id = ${tenant} and o.buyer_id = ${buyer} and o.id = any(${ids}::uuid[])`;

const OFFERS_BY_IDS_SQL = `${offersByIdsSelect('$1', '$2', '$3')} order by o.created_at, o.id`;

export type RawOfferWithItem = Omit<RawTarget, 'disabled' | 'authorities' | 'offer_settings' | 'group_id'> & {
  change_seq: string | number;
  is_offer_accepted: boolean | null;
};

/**
 * The buyer's lines among `ids` (not locked), as selectOffers answers them (offers.repository.ts); ids that are not
 * UUIDs find nothing. Used where the read is on every call (calculate charges, P8).
 */
export async function readOffersByIds(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  ids: readonly string[],
): Promise<OfferWithItem[]> {
  const valid = ids.filter(isOfferId);
  if (valid.length === 0) return [];
  const rows = await queryRows<RawOfferWithItem>(db, 'offers_by_ids', OFFERS_BY_IDS_SQL, [
    tenantId,
    buyerId,
    valid,
  ]);
  return rows.map(offerWithItemOf);
}

/** One line of offersByIdsSelect (a row, or an element of its json_agg: timestamps are then ISO text too). */
export function offerWithItemOf(r: RawOfferWithItem): OfferWithItem {
  return {
    offer: offerOf(r),
    item: r.item_number
      ? {
          itemNumber: r.item_number,
          itemNumberWarehouse: r.item_inw!,
          warehouse: r.warehouse,
          skuDescription: r.sku_description,
          quantityAvailable: r.quantity_available,
          listPriceMinor: r.list_price_minor,
          incrementSize: r.increment_size,
          isOfferAccepted: r.is_offer_accepted as boolean,
          warehouseAcceptsOffers: r.warehouse_accepts_offers,
        }
      : null,
    rule: r.rule_inw
      ? { floorPriceMinor: r.floor_price_minor, rejectBelowPercent: r.reject_below_percent }
      : null,
    changeSeq: Number(r.change_seq),
  };
}
