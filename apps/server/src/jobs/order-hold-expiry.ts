import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderLines, orders, tenants, users } from '../db/schema/index.ts';
import { lockStock } from '../modules/inventory/inventory.ts';
import { enqueueOrderMail, orderChangedEvents } from '../modules/orders/order-events.ts';
import { recordOrderChange } from '../modules/orders/order-timeline.ts';
import { type TenantOrderContext, tenantOrderContext } from '../modules/orders/orders.service.ts';
import { orderSettings } from '../modules/settings/settings.service.ts';

/**
 * Q-043 (P-048: holds last "a limited time"): an unpaid ON_HOLD order keeps its stock for the tenant's hold window
 * (order settings holdWindowHours, default 72) from the order's creation — orders.hold_expires_at when something set
 * a deadline of its own, else created_at + the window; a release and a new hold do not restart it (decision 014). Adding the cart to the order later does not restart the window
 * (a buyer could otherwise keep stock back for ever by adding one unit now and then). Past it, the order is
 * cancelled: fulfillment CANCELED (DESIGN §6), every line's open quantity marked cancelled, and those units given
 * back to stock_items — the exact inverse of the reservation the submit and the combined update take. The order
 * then owes nothing (its amounts 0, as a buyer's cancel leaves them), and the buyer is told by mail through the
 * outbox, once per order (the mail's key is the order's version, and only the run that cancels it writes one).
 *
 * Left alone: orders the buyer has agreed fee terms for (racFeeAgreed: "extend the payment deadline by agreeing to
 * late-payment fees", part 2 §1 — Q-043's "or start accruing reservation fees per the grace-period rules": the
 * fee accrual job, jobs/order-fee-accrual.ts) and paid orders. Request-a-quote orders waiting for their quote are
 * covered by the same window (their stock is reserved too).
 *
 * One transaction per order. Lock order: the order row (FOR UPDATE SKIP LOCKED — an order someone is updating or
 * paying right now is left for the next run), then, through the inventory core (docs/decisions/005), its stock
 * items in id order and the cart lines of those items. The conditions are checked again on the locked row, so an
 * order released, paid or cancelled meanwhile is not touched, and a second run (or a second node) finds nothing:
 * the status is no longer ON_HOLD and the lines hold no open quantity. The stock update bumps the tenant's stock
 * version (migration 0001 triggers), so every node's stock list cache rebuilds; stock.changed tells the open
 * screens, and other buyers' OUT_OF_STOCK cart lines of those items come back (Q-025).
 *
 * Answers the cancelled orders' numbers. `now` drives the clock (tests).
 */
export async function runOrderHoldExpiry(db: Db, now: Date = new Date()): Promise<string[]> {
  const tenantRows = await db.select({ id: tenants.id, settings: tenants.settings }).from(tenants);
  const cancelled: string[] = [];
  const failures: unknown[] = [];
  for (const tenant of tenantRows) {
    const cutoff = holdCutoff(tenant, now);
    // Candidates (unlocked read, index orders_tenant_status_updated_idx); each is re-checked under its lock.
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenant.id), heldPastWindow(now, cutoff)))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    if (due.length === 0) continue;
    const format = await tenantOrderContext(db, tenant.id);
    for (const { id } of due) {
      try {
        const number = await cancelHeldOrder(db, tenant.id, id, now, cutoff, format);
        if (number) cancelled.push(number);
      } catch (err) {
        // One order's failure (e.g. a deadlock victim) rolls back that order only; the others still go.
        failures.push(err);
      }
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `hold expiry: ${failures.length} order(s) failed; next run retries`);
  }
  return cancelled;
}

/** Orders held before this instant are past the tenant's window. */
function holdCutoff(tenant: { settings: Record<string, unknown> }, now: Date): Date {
  const hours = orderSettings(tenant).holdWindowHours;
  return new Date(now.getTime() - hours * 3_600_000);
}

/**
 * ON_HOLD or AWAITING_SHIPPING_QUOTE (a request-a-quote order holds stock too: no stock is reserved for ever),
 * unpaid, no fee terms agreed, and its own deadline (or the window from its creation) has passed.
 */
function heldPastWindow(now: Date, cutoff: Date) {
  return and(
    inArray(orders.fulfillmentStatus, ['ON_HOLD', 'AWAITING_SHIPPING_QUOTE']),
    eq(orders.paymentStatus, 'UNPAID'),
    eq(orders.racFeeAgreed, false),
    or(
      and(isNotNull(orders.holdExpiresAt), lte(orders.holdExpiresAt, now)),
      and(isNull(orders.holdExpiresAt), lte(orders.createdAt, cutoff)),
    ),
  );
}

/** Cancels one order if it is still due, in its own transaction; answers its number, or null when skipped. */
async function cancelHeldOrder(
  db: Db,
  tenantId: string,
  orderId: string,
  now: Date,
  cutoff: Date,
  format: TenantOrderContext,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        number: orders.phonexOrderNumber,
        buyerId: orders.buyerId,
        fees: sql<number>`${orders.reservationFeeMinor} + ${orders.cancellationFeeMinor}`.mapWith(Number),
      })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), heldPastWindow(now, cutoff)))
      .for('update', { skipLocked: true });
    // Locked by someone else (next run), or no longer due: released, paid, agreed to fees, already cancelled.
    if (!order) return null;

    const lines = await tx
      .select({
        id: orderLines.id,
        inw: orderLines.itemNumberWarehouse,
        open: sql<number>`${orderLines.orderedQuantity} - ${orderLines.canceledQuantity} - ${orderLines.shippedQuantity}`.mapWith(
          Number,
        ),
      })
      .from(orderLines)
      .where(and(eq(orderLines.tenantId, tenantId), eq(orderLines.orderId, order.id)));
    const open = lines.filter((l) => l.open > 0);
    // One line per item per order (order_lines_order_inw_uq), so each item gets back exactly its line's units.
    const inws = [...new Set(open.map((l) => l.inw))];
    const stock = await lockStock(
      tx,
      tenantId,
      { itemNumberWarehouses: inws },
      { reason: 'HOLD_EXPIRED', actor: { kind: 'JOB', id: null }, reference: order.number },
    );
    // An item the seller has since removed from the stock list has nothing to return to.
    await stock.release(
      open.flatMap((l) => {
        const item = stock.item(l.inw);
        return item ? [{ stockItemId: item.id, quantity: l.open }] : [];
      }),
    );
    for (const l of open) {
      await tx
        .update(orderLines)
        .set({ canceledQuantity: sql`${orderLines.canceledQuantity} + ${l.open}`, updatedAt: now })
        .where(eq(orderLines.id, l.id));
    }
    const [after] = await tx
      .update(orders)
      .set({
        fulfillmentStatus: 'CANCELED',
        canceledAt: now,
        // Nothing is owed for a lapsed hold (no fee terms were agreed): the amounts go as a buyer's cancel leaves them.
        subtotalMinor: 0,
        freightMinor: 0,
        freightUndefined: false,
        paymentFeeMinor: 0,
        paymentFeeUndefined: false,
        taxMinor: 0,
        additionalServicesFeeMinor: 0,
        totalMinor: order.fees,
        totalOrderedQuantity: 0,
        holdExpiresAt: null,
        updatedAt: now,
        // an edit made against the held version is now outdated.
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await recordOrderChange(tx, after!, 'HOLD_EXPIRED', { kind: 'JOB' }, now);
    const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.buyerId));
    if (buyer) {
      const mailLines = await tx
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.tenantId, tenantId), eq(orderLines.orderId, order.id)));
      await enqueueOrderMail(tx, buyer.email, 'HOLD_EXPIRED', after!, mailLines, {
        tenantName: format.name,
        currencyCode: format.currencyCode,
        precision: format.precision,
        language: format.language,
        statuses: format.settings.fulfillmentSettings.statuses,
      });
    }

    // Q-025: other buyers' lines of these items that had run out come back into their carts; stock.changed;
    // orders.changed to the buyer and the sellers.
    await stock.finish({
      events: orderChangedEvents(tenantId, order.buyerId, [order.number], 'HOLD_EXPIRED'),
    });
    return order.number;
  });
}
