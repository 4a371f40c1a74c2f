/**
 * The order timeline's rows for the buyer's own changes and the jobs' (the seller's order desk writes its own,
 * with before/after): who (BUYER with the user's id, or JOB), when, what — one row per change, in the change's own
 * transaction, for the desk's order view and the buyer's Order History (L-010). Every row is the buyer's to see.
 */
import type { OrderChangeReason } from '@portico/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orderTimeline } from '../../db/schema/index.ts';

const SUMMARY: Partial<Record<OrderChangeReason, string>> = {
  ORDER_PLACED: 'Order placed',
  ORDER_HELD: 'Order placed on hold',
  ORDER_ADDED: 'Items added to the order',
  ORDER_EDITED: 'Order changed',
  ORDER_RELEASED: 'Order released for payment',
  ORDER_CANCELED: 'Order cancelled',
  HOLD_EXPIRED: 'Hold time ran out: order cancelled',
  PAYMENT_RECEIVED: 'Paid online',
  FEE_ACCRUED: 'Reservation fee added',
  FEE_TERMS_AGREED: 'Late-payment terms accepted',
};

/**
 * What a buyer's edit changed (L-010), stored in its row's `after.changes` by recordOrderChange as
 * data, so that each language words it: one entry per quantity, removed line, shipping, payment and services.
 */
export type OrderEditChange =
  | { kind: 'quantity'; item: string; from: number; to: number }
  | { kind: 'removed'; item: string }
  | { kind: 'shipping'; method: string; address: string }
  | { kind: 'billing'; method: string; address: string }
  | { kind: 'services'; services: string[] };

export type TimelineActor = { kind: 'BUYER'; id: string } | { kind: 'JOB' };

/** Records `reason` on the order's timeline (the order as it stands after the change, and what changed). */
export async function recordOrderChange(
  tx: DbOrTx,
  order: { id: string; tenantId: string; fulfillmentStatus: string; paymentStatus: string },
  reason: OrderChangeReason,
  actor: TimelineActor,
  at = new Date(),
  changes: readonly OrderEditChange[] = [],
  /** The buyer's hold of a placed order (L-051): ORDER_HELD, which otherwise is an order placed on hold. */
  putOnHold = false,
): Promise<void> {
  await tx.insert(orderTimeline).values({
    tenantId: order.tenantId,
    orderId: order.id,
    at,
    actorKind: actor.kind,
    actorId: actor.kind === 'BUYER' ? actor.id : null,
    action: reason,
    summary: putOnHold
      ? 'Put on hold by the buyer'
      : reason === 'ORDER_HELD' && order.fulfillmentStatus === 'AWAITING_SHIPPING_QUOTE'
        ? 'Order placed, waiting for the shipping quote'
        : (SUMMARY[reason] ?? reason),
    after: {
      fulfillmentStatus: order.fulfillmentStatus,
      paymentStatus: order.paymentStatus,
      ...(putOnHold ? { putOnHold } : {}),
      ...(changes.length > 0 ? { changes } : {}),
    },
    visibleToBuyer: true,
  });
}
