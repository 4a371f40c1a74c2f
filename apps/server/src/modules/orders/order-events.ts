import {
  DEFAULT_ORDER_SETTINGS,
  ORDER_STATUS_LABEL_KEYS,
  type OrderChangeReason,
  type OrderSettings,
} from '@portico/contract';
import { type MailWordKey, type MailWords, mailWordsFor } from '@portico/contract/dictionary/mail';
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
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import { tenantOrigin } from '../alerts/alert-trigger.ts';
import { type NewEvent, publishEvents } from '../events/publish.ts';
import { enqueueMail, type OutboxAttachment } from '../outbox/outbox.service.ts';
import { tenantWordsOf } from '../words/words.service.ts';

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
  paymentMethodCode: string;
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

const HEADINGS: Record<OrderChangeReason, MailWordKey> = {
  ORDER_PLACED: 'mailOrderPlaced',
  ORDER_ADDED: 'mailOrderUpdated',
  ORDER_EDITED: 'mailOrderUpdated',
  ORDER_HELD: 'mailOrderHeld',
  ORDER_RELEASED: 'mailOrderReleased',
  ORDER_CANCELED: 'mailOrderCanceled',
  HOLD_EXPIRED: 'mailOrderHoldExpired',
  PAYMENT_RECEIVED: 'mailOrderPaymentReceived',
  FEE_ACCRUED: 'mailOrderFeeAccrued',
  FEE_TERMS_AGREED: 'mailOrderFeeTermsAgreed',
  ORDER_SHIPPED: 'mailOrderShipped',
  ORDER_INVOICED: 'mailOrderInvoiced',
  QUOTE_ANSWERED: 'mailOrderQuoteAnswered',
  HOLD_EXTENDED: 'mailOrderHoldExtended',
};

/**
 * formatMoney of an amount in minor units, kept per (locale, currency, precision, amount): the mail of every
 * change of a big order formats up to a hundred line amounts, mostly the same ones again (P13), and Intl's
 * formatting is the costly part. Bounded: emptied at 20,000 amounts.
 */
const formattedMoney = new Map<string, string>();
function moneyText(
  minor: number,
  precision: number,
  currencyCode: string | undefined,
  locale: string | undefined,
  symbol: string,
): string {
  const key = `${locale ?? displayLocale()}|${currencyCode ?? ''}|${precision}|${symbol}|${minor}`;
  let text = formattedMoney.get(key);
  if (text === undefined) {
    text = formatMoney(minorToMajor(minor, precision), {
      currencyCode,
      precision,
      symbol,
      ...(locale ? { locale } : {}),
    });
    if (formattedMoney.size >= 20_000) formattedMoney.clear();
    formattedMoney.set(key, text);
  }
  return text;
}

/** The payment method's instructions (I-068), trimmed; null when it has none. */
async function paymentInstructions(db: DbOrTx, tenantId: string, code: string): Promise<string | null> {
  const [method] = await db
    .select({ instructions: paymentMethods.instructions })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.code, code)));
  return method?.instructions?.trim() || null;
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
 * A status as the tenant's portal shows it (orderSettingsInWords): the tenant's own label, or — where the tenant
 * left the English default — the status's word in the tenant's language (`word`: its override or the shipped one).
 */
function statusInLanguage(
  code: string,
  statuses: readonly { code: string; label: string }[] | undefined,
  word: string | undefined,
): string {
  const label = statusLabel(code, statuses);
  return label === statusLabel(code) && word ? word : label;
}

/**
 * Enqueues the order confirmation (plain text) for the order at its version, in the tenant's language (A-010,
 * `language`: config language). Freight still to be quoted (a request-a-quote order) reads 'To be quoted', never
 * 0.00 (I-049), and so does the total that depends on it. The status reads as the tenant labels it (`statuses`:
 * fulfillmentSettings.statuses); `notes` are the step's own lines (the parcels of a shipment, the seller's reason
 * for a cancel), in the same words. `payOnline`: the order can now be paid online (INTEGRATED_PAYPAL, Q-044), so
 * the mail says so, with the button to press and the order page's link — what the how-to-pay instructions of a
 * wire order are (I-068). `attachments` go with it (the invoice's PDF).
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
    language: string;
    notes?: (w: MailWords) => readonly string[];
    payOnline?: boolean;
    /** With payOnline: when the hold ends (an order still unpaid then is cancelled, Q-043), in the tenant's words. */
    payBy?: string;
    /** Files the mail carries (an invoice's PDF). */
    attachments?: OutboxAttachment[];
  },
): Promise<void> {
  const w = mailWordsFor(format.language);
  const precision = format.precision ?? DEFAULT_CURRENCY_PRECISION;
  // Amounts in the tenant's language as its portal writes them ('en' stays en-US; decision 020).
  const locale = format.language === 'en' ? undefined : format.language;
  // the symbol the portal writes (the dictionary's, or the tenant's own), not Intl's ('US$' in Spanish);
  // the status in the tenant's words.
  const statusKey = (ORDER_STATUS_LABEL_KEYS as Record<string, string | undefined>)[order.fulfillmentStatus];
  const words = await tenantWordsOf(db, order.tenantId, format.language, [
    'currencySymbol',
    ...(statusKey ? [statusKey] : []),
    ...(format.payOnline ? ['payAndShipNow'] : []),
  ]);
  const symbol = words.currencySymbol ?? '$';
  const money = (minor: number) => moneyText(minor, precision, format.currencyCode, locale, symbol);
  const quoted = (minor: number, unknown = order.freightUndefined) =>
    unknown ? w('mailOrderToBeQuoted') : money(minor);
  const open = lines.filter((l) => l.orderedQuantity - l.canceledQuantity > 0);
  // A cancelled order lists what was cancelled (its amounts are then nothing).
  const cancelled =
    order.fulfillmentStatus === 'CANCELED'
      ? lines
          .filter((l) => l.canceledQuantity > 0)
          .slice(0, MAIL_LINES)
          .map(
            (l) =>
              `  ${l.canceledQuantity} × ${l.itemNumber} ${l.itemDescription} @ ${money(l.unitPriceMinor)}`,
          )
      : [];
  const rows = open.slice(0, MAIL_LINES).map((l) => {
    const units = l.orderedQuantity - l.canceledQuantity;
    return `  ${units} × ${l.itemNumber} ${l.itemDescription} @ ${money(l.unitPriceMinor)} = ${money(multiplyMinor(l.unitPriceMinor, units))}`;
  });
  const amounts = [
    w('mailOrderSubtotal', { amount: money(order.subtotalMinor) }),
    w('mailOrderFreight', { amount: quoted(order.freightMinor) }),
    w('mailOrderPaymentFee', { amount: quoted(order.paymentFeeMinor, order.paymentFeeUndefined) }),
    w('mailOrderTax', { amount: quoted(order.taxMinor) }),
    w('mailOrderAdditionalServices', { amount: money(order.additionalServicesFeeMinor) }),
    ...(order.reservationFeeMinor > 0
      ? [w('mailOrderReservationFee', { amount: money(order.reservationFeeMinor) })]
      : []),
    ...(order.cancellationFeeMinor > 0
      ? [w('mailOrderCancellationFee', { amount: money(order.cancellationFeeMinor) })]
      : []),
    w('mailOrderTotal', {
      amount: quoted(order.totalMinor, order.freightUndefined || order.paymentFeeUndefined),
    }),
  ];
  // I-068: an order awaiting payment says how to pay (the method's instructions: the bank details of a wire).
  const howToPay =
    order.fulfillmentStatus === 'AWAITING_PAYMENT'
      ? await paymentInstructions(db, order.tenantId, order.paymentMethodCode)
      : null;
  const heading = w(HEADINGS[reason]);
  const orderNumber = order.phonexOrderNumber;
  // Every order mail links to the order on the tenant's own site (its preferred domain, not a request's Host).
  const origin = format.origin ?? (await tenantOrigin(db, order.tenantId));
  const orderPage = origin ? `${origin}/orders/${encodeURIComponent(orderNumber)}` : undefined;
  const link = orderPage ? ['', w('mailOrderSeeYourOrder', { link: orderPage })] : [];
  // payable online now — the button as the buyer's portal names it, and where to press it.
  const payOnline = format.payOnline
    ? [
        w('mailOrderPayOnline', { button: (words.payAndShipNow ?? 'Pay And Ship Now').toUpperCase() }),
        ...(orderPage ? [w('mailOrderPayOnlineAt', { link: orderPage })] : []),
        ...(format.payBy ? [w('mailOrderPayBy', { date: format.payBy })] : []),
        '',
      ]
    : [];
  await enqueueMail(db, {
    tenantId: order.tenantId,
    dedupeKey: `order:${orderNumber}:v${order.version}`,
    to,
    subject: w('mailOrderSubject', { tenantName: format.tenantName, heading, orderNumber }),
    text: [
      `${heading}.`,
      '',
      w('mailOrderNumberStatus', {
        orderNumber,
        status: statusInLanguage(order.fulfillmentStatus, format.statuses, statusKey && words[statusKey]),
      }),
      ...(format.notes?.(w) ?? []),
      w('mailOrderShipping', { method: order.shippingMethodLabel }),
      w('mailOrderPayment', { method: order.paymentMethodLabel }),
      '',
      ...(howToPay ? [w('mailOrderHowToPay'), howToPay, ''] : []),
      ...payOnline,
      ...(rows.length > 0 ? [w('mailOrderItems'), ...rows] : []),
      ...(open.length > MAIL_LINES
        ? [`  ${w('mailOrderMoreItems', { count: open.length - MAIL_LINES })}`]
        : []),
      ...(rows.length > 0 ? [''] : []),
      ...(cancelled.length > 0 ? [w('mailOrderCancelledItems'), ...cancelled, ''] : []),
      ...amounts,
      ...link,
    ].join('\n'),
    ...(format.attachments ? { attachments: format.attachments } : {}),
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
