import {
  type Address,
  type CheckoutLineItem,
  FulfillmentStatus,
  type OnHoldSalesOrder,
  type OrderLineItem,
  type OrdersListRow,
  PaymentStatus,
  type SalesOrder,
} from '@portico/contract';
import { availableQuantityDisplay, minorToMajor } from '@portico/domain';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import type { LineWithStock, OrderLineRow, OrderListRow, OrderRow } from './orders.repository.ts';

/**
 * Stored rows → the contract's shapes (part 2 §3 Order (salesOrder), Order line item, Orders list row, On-hold
 * order for adding). Money leaves as major units at the tenant's currencyPrecision through the one rounding
 * module (DESIGN §5). Derived here and never stored: refOrderNumberOrPhonexOrderNumber, the warehouse label,
 * phonexDerivedStatus, items/itemNumberItems, availableQuantity.
 */

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** Q-047 'Order #': the seller's reference once there is one, else our number. */
export const refOrPhonex = (o: { refOrderNumber: string | null; phonexOrderNumber: string }) =>
  o.refOrderNumber && o.refOrderNumber.trim() !== '' ? o.refOrderNumber : o.phonexOrderNumber;

/**
 * phonexDerivedStatus (part 2 §3): the fulfillment status, except that a released order whose payment has
 * arrived reads as ready for fulfillment (the seller has not moved it yet, but the buyer has nothing left to do).
 */
export function derivedStatus(fulfillment: FulfillmentStatus, payment: PaymentStatus): string {
  return fulfillment === 'AWAITING_PAYMENT' && payment === 'PAID' ? 'READY_FOR_FULFILLMENT' : fulfillment;
}

export function toAddress(a: AddressSnapshot): Address {
  return {
    id: a.id,
    contact: a.contact,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    country: a.country,
    zip: a.zip,
    customLabel: a.customLabel,
    label: a.label,
    fields: a.fields ?? {},
  };
}

export function toOrderLineItem(
  line: OrderLineRow,
  quantityAvailable: number | null,
  precision: number,
  maxItemQuantityToBeDisplayed: number,
) {
  const item: OrderLineItem = {
    itemNumberWarehouse: line.itemNumberWarehouse,
    itemNumber: line.itemNumber,
    itemDescription: line.itemDescription,
    // An item that left the stock list has nothing left to add (shown as 0).
    availableQuantity: quantityAvailable ?? 0,
    orderedQuantity: line.orderedQuantity,
    canceledQuantity: line.canceledQuantity,
    shippedQuantity: line.shippedQuantity,
    unitPrice: minorToMajor(line.unitPriceMinor, precision),
    extendedPrice: minorToMajor(line.extendedPriceMinor, precision),
    incrementSize: line.incrementSize,
    availableQuantityDisplay: availableQuantityDisplay(quantityAvailable ?? 0, maxItemQuantityToBeDisplayed),
  };
  return item;
}

/** A line as the checkout shows it (I-013, I-059): on an order it consumes no cart line (offerId null). */
export function toCheckoutLineItem(line: OrderLineRow, precision: number): CheckoutLineItem {
  return {
    itemNumber: line.itemNumber,
    itemNumberWarehouse: line.itemNumberWarehouse,
    itemDescription: line.itemDescription,
    quantity: line.orderedQuantity,
    unitPrice: minorToMajor(line.unitPriceMinor, precision),
    extendedPrice: minorToMajor(line.extendedPriceMinor, precision),
    offerId: null,
  };
}

export function toSalesOrder(
  o: OrderRow,
  lines: readonly LineWithStock[],
  warehouseLabel: string,
  precision: number,
  maxItemQuantityToBeDisplayed: number,
): SalesOrder {
  const money = (minor: number) => minorToMajor(minor, precision);
  const moneyOrNull = (minor: number | null) => (minor === null ? null : money(minor));
  const fulfillmentStatus = FulfillmentStatus.parse(o.fulfillmentStatus);
  const paymentStatus = PaymentStatus.parse(o.paymentStatus);
  const items = lines.map((l) =>
    toOrderLineItem(l.line, l.quantityAvailable, precision, maxItemQuantityToBeDisplayed),
  );
  return {
    phonexOrderNumber: o.phonexOrderNumber,
    refOrderNumber: o.refOrderNumber,
    refOrderNumberOrPhonexOrderNumber: refOrPhonex(o),
    buyerId: o.buyerId,
    warehouse: warehouseLabel,
    warehouseCode: o.warehouse,
    pxnrOrder: o.pxnrOrder,
    pxnrWarehouseLabel: o.pxnrWarehouseLabel,
    pxnsOrder: o.pxnsOrder,
    fulfillmentStatus,
    phonexDerivedStatus: derivedStatus(fulfillmentStatus, paymentStatus),
    paymentStatus,
    createDate: iso(o.createdAt),
    updateDate: iso(o.updatedAt),
    subtotal: money(o.subtotalMinor),
    freight: money(o.freightMinor),
    paymentFee: money(o.paymentFeeMinor),
    tax: money(o.taxMinor),
    additionalServicesFee: money(o.additionalServicesFeeMinor),
    total: money(o.totalMinor),
    reservationFee: money(o.reservationFeeMinor),
    cancellationFee: money(o.cancellationFeeMinor),
    taxDescription: o.taxDescription,
    totalOrderedQuantity: o.totalOrderedQuantity,
    freightUndefined: o.freightUndefined,
    paymentFeeUndefined: o.paymentFeeUndefined,
    items,
    itemNumberItems: Object.fromEntries(items.map((i) => [i.itemNumberWarehouse, i])),
    additionalServices: o.additionalServices,
    shippingAddress: toAddress(o.shippingAddress),
    billingAddress: toAddress(o.billingAddress),
    racFeeAgreed: o.racFeeAgreed,
    racFeeAgreedDate: isoOrNull(o.racFeeAgreedAt),
    gracePeriodEnd: isoOrNull(o.gracePeriodEnd),
    // Basis points → percent with 2 decimals (P-032).
    cancellationFeePercent: o.cancellationFeeBp / 100,
    racFeePeriodEnd: isoOrNull(o.racFeePeriodEnd),
    rateSku: o.rateSku,
    metadata: {
      realTimeFreightQuoteCarrier: o.realTimeFreightQuoteCarrier,
      realTimeFreightQuoteCarrierServiceLevel: o.realTimeFreightQuoteCarrierServiceLevel,
      freightQuotesForAllRealTimeShippingMethods: o.freightQuotesForAllRealTimeShippingMethods.map((q) => ({
        shippingMethodCode: q.shippingMethodCode,
        carrier: q.carrier,
        carrierServiceLevel: q.carrierServiceLevel,
        freight: moneyOrNull(q.freightMinor),
      })),
    },
    shippingOptionDetails: {
      shippingOption: {
        shippingMethodCode: o.shippingMethodCode,
        shippingMethodLabel: o.shippingMethodLabel,
        insured: o.insured,
        insuredAmount: moneyOrNull(o.insuredAmountMinor),
        shippingQuote: moneyOrNull(o.shippingQuoteMinor),
        carrier: o.carrier,
        carrierServiceLevel: o.carrierServiceLevel,
        carrierShippingAccountNumber: o.carrierShippingAccountNumber,
        shippingInstructions: o.shippingInstructions,
      },
      shippingAddressId: o.shippingAddressId ?? o.shippingAddress.id,
      requestAQuoteDetails: { serviceLevel: o.requestAQuoteServiceLevel },
    },
    paymentOptionDetails: {
      billingAddressId: o.billingAddressId ?? o.billingAddress.id,
      paymentMethodCode: o.paymentMethodCode,
      paymentMethodLabel: o.paymentMethodLabel,
    },
    version: o.version,
  };
}

export function toListRow(r: OrderListRow, precision: number): OrdersListRow {
  return {
    phonexOrderNumber: r.phonexOrderNumber,
    updateDate: iso(r.updatedAt),
    warehouse: r.warehouseLabel ?? r.warehouseCode,
    warehouseCode: r.warehouseCode,
    fulfillmentStatus: FulfillmentStatus.parse(r.fulfillmentStatus),
    paymentStatus: PaymentStatus.parse(r.paymentStatus),
    pxnsOrder: r.pxnsOrder,
    refOrderNumber: r.refOrderNumber,
    refOrderNumberOrPhonexOrderNumber: refOrPhonex(r),
    createDate: iso(r.createdAt),
    totalOrderedQuantity: r.totalOrderedQuantity,
    total: minorToMajor(r.totalMinor, precision),
  };
}

/** Part 2 §3 'On-hold order for adding' (I-059); warehouse is the code, like the checkout payload's. */
export function toOnHoldSalesOrder(
  o: OrderRow,
  lines: readonly OrderLineRow[],
  precision: number,
): OnHoldSalesOrder {
  const subtotalMinor = lines.reduce((s, l) => s + l.extendedPriceMinor, 0);
  return {
    orderNumber: o.phonexOrderNumber,
    refOrderNumber: o.refOrderNumber,
    refOrderNumberOrPhonexOrderNumber: refOrPhonex(o),
    lastUpdateDate: iso(o.updatedAt),
    warehouse: o.warehouse,
    lineItems: lines.map((l) => toCheckoutLineItem(l, precision)),
    subtotal: minorToMajor(subtotalMinor, precision),
    totalOrderedQuantity: lines.reduce((s, l) => s + l.orderedQuantity, 0),
  };
}
