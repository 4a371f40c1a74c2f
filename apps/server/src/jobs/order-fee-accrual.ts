import { reservationAccrual } from '@portico/domain';
import { and, asc, eq, inArray, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderFeeAccruals, orders } from '../db/schema/index.ts';
import { publishEvents } from '../modules/events/publish.ts';
import { orderChangedEvents } from '../modules/orders/order-events.ts';
import { recordOrderChange } from '../modules/orders/order-timeline.ts';

/**
 * Q-040, L-016 (docs/decisions/008): the reservation fee accrues on an unpaid order whose buyer agreed to the fee
 * terms, once per 24 h period begun after gracePeriodEnd, until the payment or racFeePeriodEnd. Each period is one
 * order_fee_accruals row (primary key order + period), so a rerun, an overlapping run or a second node charges no
 * period twice; the order's reservation_fee_minor and total_minor grow by the same amount in the same transaction,
 * its version moves (an edit made against the old amounts is outdated, Q-051) and orders.changed tells the buyer's
 * open page and the sellers.
 *
 * One transaction per order, its row locked FOR UPDATE SKIP LOCKED (an order being edited or paid right now is
 * left for the next run) and re-checked under the lock. Answers the numbers of the orders charged. `now` drives
 * the clock (tests).
 */
export async function runOrderFeeAccrual(db: Db, now: Date = new Date()): Promise<string[]> {
  // Candidates (index orders_rac_due_idx): unpaid, agreed, grace period over, still waiting for payment.
  const due = await db
    .select({ id: orders.id, tenantId: orders.tenantId })
    .from(orders)
    .where(dueNow(now))
    .orderBy(asc(orders.gracePeriodEnd), asc(orders.id));
  const charged: string[] = [];
  const failures: unknown[] = [];
  for (const o of due) {
    try {
      const n = await accrueOne(db, o.tenantId, o.id, now);
      if (n) charged.push(n);
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `fee accrual: ${failures.length} order(s) failed; next run retries`);
  }
  return charged;
}

/** Fees run while the order waits for its payment (on hold or awaiting payment, incl. one kept for its fee). */
const WAITING = ['ON_HOLD', 'AWAITING_PAYMENT'];

function dueNow(now: Date) {
  return and(
    eq(orders.paymentStatus, 'UNPAID'),
    isNotNull(orders.gracePeriodEnd),
    lte(orders.gracePeriodEnd, now),
    eq(orders.racFeeAgreed, true),
    inArray(orders.fulfillmentStatus, WAITING),
  );
}

async function accrueOne(db: Db, tenantId: string, orderId: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), dueNow(now)))
      .for('update', { skipLocked: true });
    if (!order) return null;
    const [last] = await tx
      .select({ period: max(orderFeeAccruals.period) })
      .from(orderFeeAccruals)
      .where(eq(orderFeeAccruals.orderId, order.id));
    const plan = reservationAccrual(
      {
        racFeeAgreed: order.racFeeAgreed,
        gracePeriodEnd: order.gracePeriodEnd?.getTime() ?? null,
        cancellationFeeBp: order.cancellationFeeBp,
        racFeePeriodEnd: order.racFeePeriodEnd?.getTime() ?? null,
        reservationFeeBp: order.reservationFeeBp,
        subtotalMinor: order.subtotalMinor,
        paidAt: order.paidAt?.getTime() ?? null,
        periodsCharged: last?.period ?? 0,
      },
      now.getTime(),
    );
    if (plan.periods.length === 0) return null;
    const inserted = await tx
      .insert(orderFeeAccruals)
      .values(
        plan.periods.map((period) => ({
          tenantId,
          orderId: order.id,
          period,
          amountMinor: plan.amountPerPeriodMinor,
          feeBp: order.reservationFeeBp,
          subtotalMinor: order.subtotalMinor,
          accruedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ period: orderFeeAccruals.period });
    if (inserted.length === 0) return null;
    const added = inserted.length * plan.amountPerPeriodMinor;
    const [after] = await tx
      .update(orders)
      .set({
        reservationFeeMinor: sql`${orders.reservationFeeMinor} + ${added}`,
        totalMinor: sql`${orders.totalMinor} + ${added}`,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await recordOrderChange(tx, after!, 'FEE_ACCRUED', { kind: 'JOB' }, now);
    await publishEvents(
      tx,
      orderChangedEvents(tenantId, order.buyerId, [order.phonexOrderNumber], 'FEE_ACCRUED'),
    );
    return order.phonexOrderNumber;
  });
}
