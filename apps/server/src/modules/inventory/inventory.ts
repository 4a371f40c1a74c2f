import type { StockChangeReason } from '@portico/contract';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { triggerStockAlerts } from '../alerts/alert-trigger.ts';
import {
  EVENTS_CHANNEL,
  eventRowsJson,
  type NewEvent,
  PAYLOAD_MAX_BYTES,
  publishCtes,
  publishEvents,
} from '../events/publish.ts';
import { buyerChangeEvents } from '../offers/offer-events.ts';
import { deleteOffers, type OfferWithItem, selectOffers } from '../offers/offers.repository.ts';
import { reconcileCartLines } from './cart-reconcile.ts';

/**
 * The inventory core (DESIGN §6, docs/decisions/005): the ONE way stock moves. Checkout, add to an existing
 * order, hold expiry, the seller's edits and uploads — and the order edits, cancels and network orders to come —
 * open a session inside their own transaction and write through it:
 *
 *   const stock = await lockStock(tx, tenantId, { itemNumberWarehouses }, { reason, actor, reference });
 *   const lines = await stock.lockCartLines(buyerId, offerIds);   // optional: the buyer's own lines
 *   const r = await stock.reserve([{ stockItemId, quantity }]);    // or release / adjust / create
 *   if (!r.ok) throw refused(r.code, 'offerIds');
 *   await stock.consumeCartLines(buyerId, offerIds);               // Q-026, optional
 *   await stock.finish();                                          // Q-025 carts, Q-063 alerts, stock.changed
 *
 * It owns the lock order: [the caller's order row] → stock items, all at once, by id ascending → cart lines (the
 * buyer's own, then every buyer's line of the touched items). A write to an item the session did not lock is a
 * fault. Every write names its reason and actor in the same statement, and the database log triggers copy them
 * into stock_changes (migration 0013); `finish` publishes one `stock.changed` with the touched items and reason.
 * Tenant-scoped: every statement filters by the session's tenant.
 */

export type StockActor = {
  kind: 'BUYER' | 'SELLER' | 'JOB';
  /** The user; null for a job. */
  id: string | null;
};

export type StockIntent = {
  reason: StockChangeReason;
  actor: StockActor;
  /** What the change belongs to: an order number, an upload id. */
  reference?: string | null;
};

export type LockedStockItem = {
  id: string;
  itemNumberWarehouse: string;
  quantityAvailable: number;
  listPriceMinor: number;
  incrementSize: number;
  /** stock_items.version (migration 0012): moves with quantity, price or increment. */
  version: number;
};

export type StockMove = { stockItemId: string; quantity: number };
export type StockValues = { stockItemId: string; quantityAvailable: number; listPriceMinor: number };
export type NewStockItem = {
  groupId: string;
  attributes: Record<string, string>;
  itemNumber: string;
  warehouse: string;
  itemNumberWarehouse: string;
  skuDescription: string;
  /** 1 when absent. */
  incrementSize?: number;
  quantityAvailable: number;
  listPriceMinor: number;
};

/** A reservation the stock cannot cover; nothing was written. */
export type ReserveResult =
  | { ok: true }
  | { ok: false; code: 'notEnoughQuantity'; stockItemId: string; available: number; wanted: number };

export type FinishOptions = {
  /** Events of the caller's own change, published in the same statement as the core's. */
  events?: NewEvent[];
  /** Site origin for the stock-alert mail link (Q-063). */
  origin?: string | undefined;
};

const LOCK_SQL = `select id, item_number_warehouse, quantity_available, list_price_minor, increment_size, version
  from stock_items
  where tenant_id = $1 and (id = any($2::uuid[]) or item_number_warehouse = any($3::text[]))
  order by id
  for update`;

// The reason travels in a transaction-local setting, set by the write statement itself (no extra round trip);
// the AFTER triggers of that statement read it (migration 0013).
const MOVE_SQL = `update stock_items s
  set quantity_available = s.quantity_available + d.delta, updated_at = $4::timestamptz
  from (select unnest($2::uuid[]) as id, unnest($3::int[]) as delta,
               set_config('portico.stock_change', $5, true) as why) d
  where s.tenant_id = $1 and s.id = d.id and s.quantity_available + d.delta >= 0
  returning s.id`;

const SET_SQL = `update stock_items s
  set quantity_available = d.quantity, list_price_minor = d.price, updated_at = $5::timestamptz
  from (select unnest($2::uuid[]) as id, unnest($3::int[]) as quantity, unnest($4::int[]) as price,
               set_config('portico.stock_change', $6, true) as why) d
  where s.tenant_id = $1 and s.id = d.id
  returning s.id`;

const CREATE_SQL = `insert into stock_items (tenant_id, group_id, attributes, item_number, warehouse,
    item_number_warehouse, sku_description, quantity_available, list_price_minor, increment_size)
  select $1, (r->>'groupId')::uuid, coalesce(r->'attributes', '{}'::jsonb), r->>'itemNumber', r->>'warehouse',
    r->>'itemNumberWarehouse', r->>'skuDescription', (r->>'quantityAvailable')::int, (r->>'listPriceMinor')::int,
    coalesce((r->>'incrementSize')::int, 1)
  from jsonb_array_elements($2::jsonb) r
  where set_config('portico.stock_change', $3, true) is not null
  on conflict do nothing
  returning id`;

type RawLocked = {
  id: string;
  item_number_warehouse: string;
  quantity_available: number;
  list_price_minor: number;
  increment_size: number;
  version: number;
};

/** A locked row as the session holds it. */
const lockedItemOf = (r: RawLocked): LockedStockItem => ({
  id: r.id,
  itemNumberWarehouse: r.item_number_warehouse,
  quantityAvailable: Number(r.quantity_available),
  listPriceMinor: Number(r.list_price_minor),
  incrementSize: Number(r.increment_size),
  version: Number(r.version),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens a stock session: locks the tenant's stock items named by id or by itemNumberWarehouse (FOR UPDATE, id
 * ascending, one statement) and answers their current values. Call it inside the caller's transaction, before
 * any cart line is locked; items that do not exist are simply absent (the caller refuses stockItemNotFound).
 */
export async function lockStock(
  tx: DbOrTx,
  tenantId: string,
  keys: { ids?: readonly string[]; itemNumberWarehouses?: readonly string[] },
  intent: StockIntent,
): Promise<StockSession> {
  const ids = [...new Set(keys.ids ?? [])].filter((id) => UUID.test(id));
  const inws = [...new Set(keys.itemNumberWarehouses ?? [])];
  const rows =
    ids.length === 0 && inws.length === 0
      ? []
      : await queryRows<RawLocked>(tx, 'inventory_lock', LOCK_SQL, [tenantId, ids, inws]);
  return new StockSession(tx, tenantId, intent, rows.map(lockedItemOf));
}

/** A move named by itemNumberWarehouse (a writer that judged its moves before the locks). */
export type ItemMove = { itemNumberWarehouse: string; quantity: number };

// The call, then the caller's events with the session's stock.changed ($7, written and announced in the same
// statement, publish.ts) when nothing else is left for `finish`: the moves were made, every moved item is in the
// stock list and no cart line holds one (so the carts' reconciliation has nothing to change). Else nothing is
// published here and `finish` does it as usual.
const LOCK_AND_MOVE_SQL = `with m as (
    select id, item_number_warehouse, quantity_locked, quantity_available, list_price_minor, increment_size,
      version, moved, cart_lines
    from inventory_lock_and_move($1::uuid, $2::text[], $3::text[], $4::integer[], $5::text, $6::timestamptz)
  ), ${publishCtes(
    '$7',
    '$8',
    '$9',
    `cardinality($3::text[]) > 0
      and exists (select 1 from m where m.moved and m.cart_lines = 0)
      and not exists (select 1 from unnest($3::text[]) u(inw)
                      where not exists (select 1 from m where m.item_number_warehouse = u.inw))`,
  )}
  select m.*, (select count(*) from p) as published from m order by m.id`;

/** stock.changed (buyers and sellers) of the items a session wrote. */
const stockChangedEvents = (tenantId: string, touched: readonly string[], reason: StockChangeReason) => {
  const data = { itemNumberWarehouses: [...touched], reason };
  return (
    touched.length === 0
      ? []
      : [
          { tenantId, audience: 'buyer', userId: null, type: 'stock.changed', data },
          { tenantId, audience: 'seller', userId: null, type: 'stock.changed', data },
        ]
  ) as NewEvent[];
};

/**
 * Tells buyers and sellers that items changed in a way that moves no stock (a group's offers switched, C-051):
 * the same `stock.changed` a session's `finish` sends, so every stock list reloads them.
 */
export async function announceStockChanged(
  tx: DbOrTx,
  tenantId: string,
  itemNumberWarehouses: readonly string[],
  reason: StockChangeReason,
): Promise<void> {
  await publishEvents(tx, stockChangedEvents(tenantId, itemNumberWarehouses, reason));
}

/**
 * Opens a stock session and makes its moves in ONE round trip (db/functions/inventory_lock_and_move.sql), for a
 * writer that judged its moves on values read before the locks and only confirms them under the locks (the order
 * edit, PERFORMANCE P13). Locks the items named (decision 005's order), then takes and gives the units when every
 * item covers its net move — all or nothing. `lockedQuantity` answers an item's quantity when it was locked (0: not
 * in the stock list), to confirm the judgement; when it differs, the caller rolls back. The session's items hold
 * the values after the moves. Every moved item must be among the locked ones; a move of an item no longer in the
 * stock list is skipped (a line whose item left the list has nothing to give back). `events`, the caller's own, go
 * out with the session's: in the same call when `finish` would have nothing else to do (the items are then held
 * for this call and the commit only), else with `finish`; either way the caller still calls `finish`, and the
 * session takes no further write.
 */
export async function lockAndMove(
  tx: DbOrTx,
  tenantId: string,
  itemNumberWarehouses: readonly string[],
  intent: StockIntent,
  moves: { take: readonly ItemMove[]; give: readonly ItemMove[] },
  events: readonly NewEvent[] = [],
): Promise<{ stock: StockSession; lockedQuantity: (inw: string) => number; result: ReserveResult }> {
  const inws = [...new Set(itemNumberWarehouses)];
  const signed = [
    ...moves.take.map((m) => ({ inw: m.itemNumberWarehouse, delta: -m.quantity })),
    ...moves.give.map((m) => ({ inw: m.itemNumberWarehouse, delta: m.quantity })),
  ];
  for (const m of signed) {
    if (!inws.includes(m.inw)) throw new Error(`inventory: a move of ${m.inw}, which is not locked`);
    if (!Number.isInteger(m.delta) || m.delta === 0) {
      throw new Error(`inventory: a move of ${Math.abs(m.delta)} units is not a whole number ≥ 1`);
    }
  }
  const rows =
    inws.length === 0
      ? []
      : await queryRows<
          RawLocked & { quantity_locked: number; moved: boolean; cart_lines: number; published: number }
        >(tx, 'inventory_lock_and_move', LOCK_AND_MOVE_SQL, [
          tenantId,
          inws,
          signed.map((m) => m.inw),
          signed.map((m) => m.delta),
          changeName(intent, intent.reference ?? null),
          new Date().toISOString(),
          eventRowsJson([
            ...events,
            ...stockChangedEvents(tenantId, [...new Set(signed.map((m) => m.inw))], intent.reason),
          ]),
          EVENTS_CHANNEL,
          PAYLOAD_MAX_BYTES,
        ]);
  const locked = new Map(rows.map((r) => [r.item_number_warehouse, Number(r.quantity_locked)]));
  const gone = signed.find((m) => m.delta < 0 && !locked.has(m.inw));
  if (gone) throw new Error(`inventory: units taken from ${gone.inw}, which is not in the stock list`);
  // The function answers `moved` on every row; without rows there was nothing to move.
  const moved = signed.length > 0 && (rows.length === 0 || rows[0]!.moved);
  const stock = new StockSession(
    tx,
    tenantId,
    intent,
    rows.map(lockedItemOf),
    moved ? signed.map((m) => m.inw).filter((inw) => locked.has(inw)) : [],
    // No buyer holds a moved item in a cart: the reconciliation has nothing to read.
    moved && (rows.length === 0 || Number(rows[0]!.cart_lines) === 0),
    // Published by the call (nothing left for finish), else the caller's events wait for finish.
    rows.length > 0 && Number(rows[0]!.published) > 0 ? 'published' : events,
  );
  const lockedQuantity = (inw: string) => locked.get(inw) ?? 0;
  if (signed.length === 0 || moved) return { stock, lockedQuantity, result: { ok: true } };
  // Nothing was written: the first item (in move order) whose net move it could not cover.
  const net = new Map<string, number>();
  for (const m of signed) net.set(m.inw, (net.get(m.inw) ?? 0) + m.delta);
  const short = [...net].find(([inw, delta]) => lockedQuantity(inw) + delta < 0);
  if (!short) throw new Error('inventory: a locked item moved nothing without a shortfall');
  const item = stock.item(short[0]);
  if (!item) throw new Error(`inventory: a move of ${short[0]}, which is not in the stock list`);
  return {
    stock,
    lockedQuantity,
    result: {
      ok: false,
      code: 'notEnoughQuantity',
      stockItemId: item.id,
      available: item.quantityAvailable,
      wanted: -short[1],
    },
  };
}

/** A cart line with its item and auto-rule, as the inventory core reads it for orders. */
export type CartLineRow = OfferWithItem;

/** The buyer's cart lines by id without locks (previews before a transaction), items joined. */
export const readCartLines = (db: DbOrTx, tenantId: string, buyerId: string, offerIds: readonly string[]) =>
  selectOffers(db, tenantId, { buyerId, ids: [...new Set(offerIds)] });

export class StockSession {
  private readonly byId = new Map<string, LockedStockItem>();
  private readonly byKey = new Map<string, LockedStockItem>();
  /** Items written (itemNumberWarehouse), in write order. */
  private readonly touched = new Set<string>();
  /** Items the seller set or created: stock alerts look at these (Q-063). */
  private readonly adjusted = new Set<string>();
  private readonly pending: NewEvent[] = [];
  private finished = false;
  /** Every event of the session went out with lockAndMove's call: `finish` has nothing to do, no write may follow. */
  private published = false;
  private reference: string | null;

  constructor(
    private readonly tx: DbOrTx,
    readonly tenantId: string,
    readonly intent: StockIntent,
    readonly items: readonly LockedStockItem[],
    /** Items already written for this session (lockAndMove), by itemNumberWarehouse. */
    moved: readonly string[] = [],
    /** lockAndMove found no cart line of the moved items (until another write, `finish` reads none). */
    private noCartLines = false,
    /** The caller's events for `finish`, or 'published': lockAndMove published everything already. */
    events: readonly NewEvent[] | 'published' = [],
  ) {
    this.reference = intent.reference ?? null;
    if (events === 'published') this.published = true;
    else this.pending.push(...events);
    for (const inw of moved) this.touched.add(inw);
    for (const i of items) {
      this.byId.set(i.id, i);
      this.byKey.set(i.itemNumberWarehouse, i);
    }
  }

  /** A locked item by itemNumberWarehouse (undefined: not in the stock list). */
  item(itemNumberWarehouse: string): LockedStockItem | undefined {
    return this.byKey.get(itemNumberWarehouse);
  }

  /**
   * The buyer's own cart lines, locked (FOR UPDATE) after the stock rows — the second step of the lock order.
   * Their items' availability is read under the stock locks.
   */
  lockCartLines(buyerId: string, offerIds: readonly string[]): Promise<OfferWithItem[]> {
    this.assertOpen();
    return selectOffers(this.tx, this.tenantId, { buyerId, ids: [...new Set(offerIds)], lock: true });
  }

  /** Names what the following writes belong to (an order number allocated after the locks). */
  refer(reference: string | null): void {
    this.reference = reference;
  }

  /** Whether the locked items cover the moves (nothing written): the first shortfall, or ok. */
  check(moves: readonly StockMove[]): ReserveResult {
    return this.shortfall(this.totals(moves));
  }

  /**
   * Takes units off locked items (an order placed or grown). All or nothing: when any item cannot cover its
   * total, nothing is written and the first shortfall is answered.
   */
  async reserve(moves: readonly StockMove[]): Promise<ReserveResult> {
    const totals = this.totals(moves);
    const result = this.shortfall(totals);
    if (result.ok) await this.move(totals, -1);
    return result;
  }

  private shortfall(totals: Map<string, number>): ReserveResult {
    for (const [id, quantity] of totals) {
      const item = this.byId.get(id)!;
      if (quantity > item.quantityAvailable) {
        return {
          ok: false,
          code: 'notEnoughQuantity',
          stockItemId: id,
          available: item.quantityAvailable,
          wanted: quantity,
        };
      }
    }
    return { ok: true };
  }

  /** Gives units back to locked items (an order cancelled, shrunk or expired). */
  async release(moves: readonly StockMove[]): Promise<void> {
    await this.move(this.totals(moves), 1);
  }

  /** Sets a locked item's quantity and list price (the seller's edit or upload). */
  async adjust(values: readonly StockValues[]): Promise<void> {
    this.assertOpen();
    if (values.length === 0) return;
    for (const v of values) {
      this.locked(v.stockItemId);
      if (!Number.isInteger(v.quantityAvailable) || v.quantityAvailable < 0) {
        throw new Error(`stock ${v.stockItemId}: quantity ${v.quantityAvailable} is not a whole number ≥ 0`);
      }
    }
    const rows = await queryRows<{ id: string }>(this.tx, 'inventory_set', SET_SQL, [
      this.tenantId,
      values.map((v) => v.stockItemId),
      values.map((v) => v.quantityAvailable),
      values.map((v) => v.listPriceMinor),
      new Date().toISOString(),
      this.why(),
    ]);
    if (rows.length !== new Set(values.map((v) => v.stockItemId)).size) {
      throw new Error('inventory: a locked stock item was not written');
    }
    for (const v of values) {
      const item = this.byId.get(v.stockItemId)!;
      item.quantityAvailable = v.quantityAvailable;
      item.listPriceMinor = v.listPriceMinor;
      this.touched.add(item.itemNumberWarehouse);
      this.adjusted.add(item.itemNumberWarehouse);
      this.noCartLines = false;
    }
  }

  /** Adds new items (a seller's upload); answers how many were new (one created meanwhile is left as it is). */
  async create(items: readonly NewStockItem[]): Promise<number> {
    this.assertOpen();
    if (items.length === 0) return 0;
    const rows = await queryRows<{ id: string }>(this.tx, 'inventory_create', CREATE_SQL, [
      this.tenantId,
      JSON.stringify(items),
      this.why(),
    ]);
    for (const i of items) {
      this.touched.add(i.itemNumberWarehouse);
      this.adjusted.add(i.itemNumberWarehouse);
      this.noCartLines = false;
    }
    return rows.length;
  }

  /**
   * Q-026: the buyer's lines an order used are consumed (deleted); their cart.changed / offers.changed go out
   * with `finish`. Answers the deleted ids.
   */
  async consumeCartLines(buyerId: string, offerIds: readonly string[]): Promise<string[]> {
    this.assertOpen();
    const consumed = await deleteOffers(this.tx, this.tenantId, buyerId, [...offerIds]);
    this.pending.push(...buyerChangeEvents(this.tenantId, buyerId, consumed, 'ordered'));
    return consumed;
  }

  /**
   * Ends the session: every buyer's cart lines of the touched items follow the stock (Q-024, Q-025), stock
   * alerts fire for the seller's additions (Q-063), and one stock.changed (buyers and sellers) with the touched
   * items and the reason is published with the caller's events — all in the caller's transaction, so a
   * rollback announces nothing. Answers the cart lines that changed.
   */
  async finish(opts: FinishOptions = {}): Promise<{ reconciledOfferIds: string[] }> {
    if (this.published && !this.finished && (opts.events ?? []).length === 0) {
      this.finished = true;
      return { reconciledOfferIds: [] };
    }
    this.assertOpen();
    this.finished = true;
    const touched = [...this.touched];
    const reconciled = this.noCartLines
      ? { offerIds: [], events: [] }
      : await reconcileCartLines(this.tx, this.tenantId, touched);
    if (this.adjusted.size > 0) {
      await triggerStockAlerts(this.tx, this.tenantId, {
        itemNumberWarehouses: [...this.adjusted],
        ...(opts.origin ? { origin: opts.origin } : {}),
      });
    }
    await publishEvents(this.tx, [
      ...this.pending,
      ...(opts.events ?? []),
      ...reconciled.events,
      ...stockChangedEvents(this.tenantId, touched, this.intent.reason),
    ]);
    return { reconciledOfferIds: reconciled.offerIds };
  }

  private assertOpen() {
    if (this.finished) throw new Error('inventory: the stock session is finished');
    if (this.published) throw new Error('inventory: the stock session published its events with lockAndMove');
  }

  private locked(id: string): LockedStockItem {
    const item = this.byId.get(id);
    if (!item) throw new Error(`inventory: stock item ${id} was not locked by this session`);
    return item;
  }

  /** Units per locked item, summed; a quantity must be a whole number ≥ 1. */
  private totals(moves: readonly StockMove[]): Map<string, number> {
    this.assertOpen();
    const totals = new Map<string, number>();
    for (const m of moves) {
      this.locked(m.stockItemId);
      if (!Number.isInteger(m.quantity) || m.quantity < 1) {
        throw new Error(`inventory: a move of ${m.quantity} units is not a whole number ≥ 1`);
      }
      totals.set(m.stockItemId, (totals.get(m.stockItemId) ?? 0) + m.quantity);
    }
    return totals;
  }

  private async move(totals: Map<string, number>, sign: 1 | -1): Promise<void> {
    if (totals.size === 0) return;
    const ids = [...totals.keys()];
    const rows = await queryRows<{ id: string }>(this.tx, 'inventory_move', MOVE_SQL, [
      this.tenantId,
      ids,
      ids.map((id) => sign * totals.get(id)!),
      new Date().toISOString(),
      this.why(),
    ]);
    // Checked under the locks above; the statement's own guard (never below 0) makes a slip a fault, not an oversell.
    if (rows.length !== ids.length) throw new Error('inventory: a stock move would take an item below 0');
    for (const id of ids) {
      const item = this.byId.get(id)!;
      item.quantityAvailable += sign * totals.get(id)!;
      this.touched.add(item.itemNumberWarehouse);
      this.noCartLines = false;
    }
  }

  private why(): string {
    return changeName(this.intent, this.reference);
  }
}

/** A change's name as the log triggers read it (the transaction-local portico.stock_change, migration 0013). */
function changeName(intent: StockIntent, reference: string | null): string {
  return JSON.stringify({
    reason: intent.reason,
    actorKind: intent.actor.kind,
    actorId: intent.actor.id,
    reference,
  });
}
