import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import type { PaymentProviders } from '../modules/payments/payment-provider.ts';
import { refundOverpaidOrder } from '../modules/payments/payments.service.ts';

/**
 * The refunds still to make: an order paid online that owes less than was paid (cancelled, or units closed
 * unshipped) is marked refund_due in the change's own transaction, and refunded right after it; when that call
 * failed (the provider down, the process gone), this job makes it — refundOverpaidOrder's keys make a refund once
 * however often it runs. A batch a run, by the orders_refund_due_idx. Answers the orders' numbers refunded.
 */
export async function runOrderRefunds(
  db: Db,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<string[]> {
  const due = await db
    .select({ id: orders.id, tenantId: orders.tenantId, n: orders.phonexOrderNumber })
    .from(orders)
    .where(eq(orders.refundDue, true))
    .orderBy(asc(orders.id))
    .limit(100);
  const refunded: string[] = [];
  const failures: unknown[] = [];
  for (const o of due) {
    try {
      if ((await refundOverpaidOrder(db, providers, log, o.tenantId, o.id, now)) > 0) refunded.push(o.n);
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `order refunds: ${failures.length} order(s) failed; next run retries`);
  }
  return refunded;
}
