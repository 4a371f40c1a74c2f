import type { OrderSettings } from '@portico/contract';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { tokenLive } from '../accounts/accounts.service.ts';
import { loadCheckoutContext } from '../checkout/checkout-context.ts';
import { openUnitsOf, permissionFor } from './order-view.ts';
import { orderViewJsonBytes } from './order-view-json.ts';
import { findOrder, linesOfOrders, type OrderRow } from './orders.repository.ts';

/**
 * GET order/{n} (N-053, L-002) answers from bytes serialised once per state of the order (PERFORMANCE P13; the
 * same idea as the stock list's P2 cache and the cart's P5 one). A state is named by a stamp read on EVERY request
 * in ONE statement with the access check (B-039): the xmin of the order row (which every write of its lines moves
 * too: the order_lines triggers, touch_orders_of_changed_lines), the stock versions of the tenants its lines draw on
 * (orders.stock_tenants; docs/decisions/005: every stock write bumps them), and the xmin of each row the checkout
 * context is built from (checkout-context.ts CONTEXT_SQL: the tenant, the buyer, the warehouse, the buyer's
 * addresses, the tenant's shipping and payment methods, additional services, insurance and tax rates). xmin is
 * PostgreSQL's own stamp of the transaction that wrote a row version: any write, by any writer, node or the CLI,
 * moves it (docs/decisions/013).
 *
 * Kept: salesOrder and orderOptions serialised (neither depends on the caller or the clock); the permission set is
 * computed per request from the kept order row (it depends on the clock, L-017, and on CAN_UPDATE_ORDER, read
 * fresh). The bytes are stored under the stamp read BEFORE the rows they were built from, so an entry can be
 * newer than its stamp, never older: at worst the next request rebuilds. A miss is the read of before (the order,
 * its lines with their stock, the checkout context).
 */

/** $1 tenant, $2 buyer, $3 order number (normalised). One row when the account exists; order_id null: no order. */
const xminSum = (table: string, where: string) =>
  `(select count(*)::text || ':' || coalesce(sum(x.xmin::text::bigint), 0)::text from ${table} x where ${where})`;
const STAMP_SQL = `select u.disabled, u.authorities, u.tokens_valid_after, o.id as order_id,
  o.xmin::text as order_stamp,
  (select coalesce(sum(v.version), 0)::text from stock_versions v where v.tenant_id = any(o.stock_tenants)) as stock_stamp,
  concat_ws('|', t.xmin::text, u.xmin::text,
    coalesce((select string_agg(w.xmin::text, ',') from warehouses w where w.tenant_id = $1 and w.code = o.warehouse), '-'),
    ${xminSum('buyer_addresses', 'x.tenant_id = $1 and x.buyer_id = $2')},
    ${xminSum('shipping_methods', 'x.tenant_id = $1')},
    ${xminSum('payment_methods', 'x.tenant_id = $1')},
    ${xminSum('additional_services', 'x.tenant_id = $1')},
    ${xminSum('insurance_settings', 'x.tenant_id = $1')},
    ${xminSum('tax_rates', 'x.tenant_id = $1')}) as context_stamp
from users u
join tenants t on t.id = u.tenant_id
left join orders o on o.tenant_id = $1 and o.buyer_id = $2 and o.phonex_order_number = $3
where u.tenant_id = $1 and u.id = $2`;

type StampRow = {
  disabled: boolean | null;
  authorities: string[] | null;
  tokens_valid_after: string | null;
  order_id: string | null;
  order_stamp: string | null;
  stock_stamp: string | null;
  context_stamp: string | null;
};

type Kept = {
  stamp: string;
  /** `{"salesOrder":…,"orderOptions":…,"permission":` */
  head: Buffer;
  order: OrderRow;
  openUnits: number;
  settings: OrderSettings;
};

/** Least recently used first out, bounded by entries and by bytes (a 500-line order's answer is ~350 KB). */
class KeptViews {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;
  constructor(
    private readonly maxEntries = 2_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string, stamp: string): Kept | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.stamp !== stamp) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, kept: Kept): void {
    this.drop(key);
    if (kept.head.length > this.maxBytes) return;
    this.entries.set(key, kept);
    this.bytes += kept.head.length;
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(k);
    }
  }

  private drop(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.head.length;
  }
}

/** One set of kept views per database (test apps of one process each open their own). */
const keptByDb = new WeakMap<object, KeptViews>();
const keptOf = (db: DbOrTx) => {
  const known = keptByDb.get(db);
  if (known) return known;
  const kept = new KeptViews();
  keptByDb.set(db, kept);
  return kept;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * B-039 on the stamp's access columns, as requireOrderAccess: no account, a disabled one or an ended token → 401;
 * neither CAN_VIEW_ORDER nor CAN_UPDATE_ORDER → 403. Answers whether the buyer may change orders.
 */
function orderAccess(row: StampRow | undefined, issuedAt: number | undefined): boolean {
  if (!row || row.disabled || !tokenLive(row.tokens_valid_after, issuedAt)) {
    throw new AppError('unauthorized', 'Missing or invalid authorization');
  }
  const authorities = row.authorities ?? [];
  const canUpdate = authorities.includes('CAN_UPDATE_ORDER');
  if (!canUpdate && !authorities.includes('CAN_VIEW_ORDER')) {
    throw new AppError('forbidden', 'You are not allowed to do this', { authority: 'CAN_VIEW_ORDER' });
  }
  return canUpdate;
}

/**
 * GET order/{n}'s answer as JSON bytes (GetOrderResponse), or undefined when the buyer has no such order (the
 * caller answers 404 orderNotFound). Access refusals throw.
 */
export async function orderViewBytes(
  db: DbOrTx,
  ctx: RequestContext,
  phonexOrderNumber: string,
  now: Date = new Date(),
): Promise<Buffer | undefined> {
  if (!UUID.test(ctx.tenantId) || !UUID.test(ctx.userId)) {
    throw new AppError('unauthorized', 'Missing or invalid authorization');
  }
  const [row] = await queryRows<StampRow>(db, 'order_view_stamp', STAMP_SQL, [
    ctx.tenantId,
    ctx.userId,
    phonexOrderNumber,
  ]);
  const canUpdate = orderAccess(row, ctx.issuedAt);
  if (!row?.order_id) return undefined;
  const key = `${ctx.tenantId}|${ctx.userId}|${row.order_id}`;
  const stamp = `${row.order_stamp}|${row.stock_stamp}|${row.context_stamp}`;
  const kept = keptOf(db);
  let view = kept.get(key, stamp);
  if (!view) {
    const order = await findOrder(db, ctx.tenantId, ctx.userId, phonexOrderNumber);
    if (!order) return undefined;
    const [lines, checkout] = await Promise.all([
      linesOfOrders(db, ctx.tenantId, [order.id]),
      loadCheckoutContext(db, ctx.tenantId, ctx.userId, order.warehouse),
    ]);
    view = {
      stamp,
      head: orderViewJsonBytes(order, lines, checkout, ',"permission":'),
      order,
      openUnits: openUnitsOf(lines),
      settings: checkout.orderSettings,
    };
    // The number found another order than the stamp's (deleted and placed again meanwhile): answered, not kept.
    if (order.id === row.order_id) kept.set(key, view);
  }
  const permission = permissionFor(view.order, view.openUnits, view.settings, canUpdate, now);
  return Buffer.concat([view.head, Buffer.from(`${JSON.stringify(permission)}}`)]);
}
