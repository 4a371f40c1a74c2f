import { DEFAULT_ORDER_SETTINGS, type OrderChangeReason, type OrderSettings } from '@portico/contract';
import {
  DEFAULT_CURRENCY_PRECISION,
  displayLocale,
  formatMoney,
  gracePeriodEndFrom,
  minorToMajor,
  multiplyMinor,
  percentToBp,
  racFeePeriodEndFrom,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import { type NewEvent, publishEvents } from '../events/publish.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';

/**
 * What every order change tells (Q-070; the thank-you page's 'A confirmation e-mail is on its way'):
 * - `orders.changed` live events — to the order's buyer (their orders list and open order page refresh) and to
 *   the tenant's sellers — published in the change's own transaction (a rollback announces nothing);
 * - the order confirmation mail through the outbox, for every order placed, held or updated (incl. released,
 *   cancelled), once per order version (dedupe key), in the same transaction.
 */

export function orderChangedEvents(
  tenantId: string,
  buyerId: string,
  phonexOrderNumbers: readonly string[],
  reason: OrderChangeReason,
): NewEvent[] {
  const data = { phonexOrderNumbers: [...phonexOrderNumbers], reason };
  return [
    { tenantId, audience: 'buyer', userId: buyerId, type: 'orders.changed', data },
    { tenantId, audience: 'seller', userId: null, type: 'orders.changed', data },
  ];
}

export const publishOrderChanged = (
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  numbers: readonly string[],
  reason: OrderChangeReason,
) => publishEvents(db, orderChangedEvents(tenantId, buyerId, numbers, reason));

/** The order as the confirmation mail shows it (minor units). */
export type MailOrder = {
  tenantId: string;
  phonexOrderNumber: string;
  version: number;
  fulfillmentStatus: string;
  subtotalMinor: number;
  freightMinor: number;
  freightUndefined: boolean;
  paymentFeeMinor: number;
  paymentFeeUndefined: boolean;
  taxMinor: number;
  additionalServicesFeeMinor: number;
  reservationFeeMinor: number;
  cancellationFeeMinor: number;
  totalMinor: number;
  paymentMethodLabel: string;
  shippingMethodLabel: string;
};
export type MailLine = {
  itemNumber: string;
  itemDescription: string;
  orderedQuantity: number;
  canceledQuantity: number;
  unitPriceMinor: number;
};

const HEADINGS: Record<OrderChangeReason, string> = {
  ORDER_PLACED: 'Thank you for your order',
  ORDER_ADDED: 'Your order was updated',
  ORDER_EDITED: 'Your order was updated',
  ORDER_HELD: 'Your order is on hold',
  ORDER_RELEASED: 'Your order was released',
  ORDER_CANCELED: 'Your order was cancelled',
  HOLD_EXPIRED: 'Your order was cancelled: its hold time ran out',
  PAYMENT_RECEIVED: 'Your payment was received',
  FEE_ACCRUED: 'A late-payment fee was added to your order',
  FEE_TERMS_AGREED: 'You agreed to the late-payment terms',
  ORDER_SHIPPED: 'Your order has shipped',
  ORDER_INVOICED: 'Your order was invoiced',
  QUOTE_ANSWERED: 'Your shipping quote is ready',
};

/**
 * formatMoney of an amount in minor units, kept per (locale, currency, precision, amount): the mail of every
 * change of a big order formats up to a hundred line amounts, mostly the same ones again (P13), and Intl's
 * formatting is the costly part. Bounded: emptied at 20,000 amounts.
 */
const formattedMoney = new Map<string, string>();
function moneyText(minor: number, precision: number, currencyCode: string | undefined): string {
  const key = `${displayLocale()}|${currencyCode ?? ''}|${precision}|${minor}`;
  let text = formattedMoney.get(key);
  if (text === undefined) {
    text = formatMoney(minorToMajor(minor, precision), { currencyCode, precision });
    if (formattedMoney.size >= 20_000) formattedMoney.clear();
    formattedMoney.set(key, text);
  }
  return text;
}

/** A mail lists at most this many lines; a bigger order's mail points to the order page for the rest. */
const MAIL_LINES = 50;

const DEFAULT_STATUSES = [
  ...DEFAULT_ORDER_SETTINGS.fulfillmentSettings.statuses,
  ...DEFAULT_ORDER_SETTINGS.paymentSettings.statuses,
];

/**
 * An order's fulfillment or payment status as people read it (K-004): the tenant's label for the code (`statuses`:
 * its fulfillmentSettings or paymentSettings list), else the default label, else the code.
 */
export function statusLabel(code: string, statuses?: readonly { code: string; label: string }[]): string {
  const label = (list: readonly { code: string; label: string }[]) =>
    list.find((s) => s.code === code)?.label;
  return (statuses && label(statuses)) || label(DEFAULT_STATUSES) || code;
}

/**
 * Enqueues the order confirmation (plain text) for the order at its version. Freight still to be quoted (a
 * request-a-quote order) reads 'To be quoted', never 0.00 (I-049), and so does the total that depends on it. The
 * status reads as the tenant labels it (`statuses`: fulfillmentSettings.statuses); `notes` are the step's own
 * lines (the parcels of a shipment, the seller's reason for a cancel).
 */
export async function enqueueOrderMail(
  db: DbOrTx,
  to: string,
  reason: OrderChangeReason,
  order: MailOrder,
  lines: readonly MailLine[],
  format: {
    tenantName: string;
    currencyCode?: string;
    precision?: number;
    origin?: string;
    statuses?: readonly { code: string; label: string }[];
    notes?: readonly string[];
  },
): Promise<void> {
  const precision = format.precision ?? DEFAULT_CURRENCY_PRECISION;
  const money = (minor: number) => moneyText(minor, precision, format.currencyCode);
  const quoted = (minor: number, unknown = order.freightUndefined) =>
    unknown ? 'To be quoted' : money(minor);
  const open = lines.filter((l) => l.orderedQuantity - l.canceledQuantity > 0);
  const rows = open.slice(0, MAIL_LINES).map((l) => {
    const units = l.orderedQuantity - l.canceledQuantity;
    return `  ${units} × ${l.itemNumber} ${l.itemDescription} @ ${money(l.unitPriceMinor)} = ${money(multiplyMinor(l.unitPriceMinor, units))}`;
  });
  const amounts = [
    `Subtotal: ${money(order.subtotalMinor)}`,
    `Freight: ${quoted(order.freightMinor)}`,
    `Payment fee: ${quoted(order.paymentFeeMinor, order.paymentFeeUndefined)}`,
    `Tax: ${quoted(order.taxMinor)}`,
    `Additional services: ${money(order.additionalServicesFeeMinor)}`,
    ...(order.reservationFeeMinor > 0 ? [`Reservation fee: ${money(order.reservationFeeMinor)}`] : []),
    ...(order.cancellationFeeMinor > 0 ? [`Cancellation fee: ${money(order.cancellationFeeMinor)}`] : []),
    `Total: ${quoted(order.totalMinor, order.freightUndefined || order.paymentFeeUndefined)}`,
  ];
  const heading = HEADINGS[reason];
  const link = format.origin ? [`\nSee your order: ${format.origin}/orders/${order.phonexOrderNumber}`] : [];
  await enqueueMail(db, {
    tenantId: order.tenantId,
    dedupeKey: `order:${order.phonexOrderNumber}:v${order.version}`,
    to,
    subject: `${format.tenantName}: ${heading} — order ${order.phonexOrderNumber}`,
    text: [
      `${heading}.`,
      '',
      `Order ${order.phonexOrderNumber} — ${statusLabel(order.fulfillmentStatus, format.statuses)}`,
      ...(format.notes ?? []),
      `Shipping: ${order.shippingMethodLabel}`,
      `Payment: ${order.paymentMethodLabel}`,
      '',
      ...(rows.length > 0 ? ['Items:', ...rows] : []),
      ...(open.length > MAIL_LINES
        ? [`  …and ${open.length - MAIL_LINES} more items (see the order page)`]
        : []),
      ...(rows.length > 0 ? [''] : []),
      ...amounts,
      ...link,
    ].join('\n'),
  });
}

/**
 * The fee terms an order takes when it is placed or released: the grace period from `now`, the fee
 * period after it, and the tenant's percents as basis points (paymentCollectionSettings).
 */
export function feeTermsFrom(settings: OrderSettings, now: Date) {
  const terms = settings.paymentCollectionSettings;
  const grace = gracePeriodEndFrom(now.getTime(), terms);
  const feeEnd = racFeePeriodEndFrom(grace, terms.racFeePeriodDays);
  return {
    gracePeriodEnd: grace === null ? null : new Date(grace),
    racFeePeriodEnd: feeEnd === null ? null : new Date(feeEnd),
    reservationFeeBp: percentToBp(terms.reservationFeePercent),
    cancellationFeeBp: percentToBp(terms.cancellationFeePercent),
  };
}
