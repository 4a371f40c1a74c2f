import type { DbOrTx } from '../../db/client.ts';
import { loadCheckoutContext, priceOrder } from '../checkout/checkout-context.ts';
import { selectionsOf } from '../orders/order-changes.service.ts';
import type { LineWithStock, OrderRow } from '../orders/orders.repository.ts';

/**
 * The seller's freight quote of a request-a-quote order (Q-037, I-049): the order's charges priced again by the
 * checkout's own priceOrder with the quote as the freight — tax, percent fees and the total follow it, computed on
 * the server from the order as it stands (its open lines, its choices), never from the client.
 *
 * The order desk's own until modules/orders gains the shared applyFreightQuote (the order server's work); then
 * this module should call that one instead.
 */
export async function applyFreightQuote(
  tx: DbOrTx,
  order: OrderRow,
  lines: readonly LineWithStock[],
  freightMinor: number,
) {
  const checkout = await loadCheckoutContext(tx, order.tenantId, order.buyerId, order.warehouse);
  const priced = lines
    .map(({ line }) => ({
      itemNumberWarehouse: line.itemNumberWarehouse,
      quantity: line.orderedQuantity - line.canceledQuantity,
      unitPriceMinor: line.unitPriceMinor,
    }))
    .filter((l) => l.quantity > 0);
  const charges = priceOrder(checkout, selectionsOf(order, checkout.currencyPrecision), priced, null, {
    quotedFreightMinor: freightMinor,
  });
  return {
    shippingQuoteMinor: freightMinor,
    subtotalMinor: charges.subtotal,
    freightMinor: charges.freight,
    freightUndefined: charges.freightUndefined,
    paymentFeeMinor: charges.paymentFee,
    taxMinor: charges.tax,
    taxDescription: charges.taxDescription,
    additionalServicesFeeMinor: charges.additionalServicesFee,
    totalMinor:
      charges.subtotal +
      charges.freight +
      charges.paymentFee +
      charges.tax +
      charges.additionalServicesFee +
      order.reservationFeeMinor +
      order.cancellationFeeMinor,
    totalOrderedQuantity: charges.totalOrderedQuantity,
  };
}
