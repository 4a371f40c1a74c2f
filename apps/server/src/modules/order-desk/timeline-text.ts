/**
 * What an order timeline row says, as a dictionary key and its parameters (TimelineEntry.code / params), so that
 * the portal renders it in the tenant's language; the row's stored `summary` stays the English default. Built
 * when the timeline is read, from the row's action, actor and `after` values (rows written before codes existed
 * get them too). The keys' English texts (contract dictionary, portal.ts) are the summaries the writers store, so
 * rendering a code with its params gives the summary. A row whose values do not fit answers code null.
 */

import { DEFAULT_DICTIONARY, type TimelineDetail } from '@portico/contract';
import { interpolate } from '@portico/domain';

type Params = Record<string, string | number>;
type Row = { action: string; actorKind: string; after: Record<string, unknown> | null };

const detail = (code: string, params: Params): TimelineDetail => ({
  code,
  params,
  summary: interpolate(DEFAULT_DICTIONARY[code]?.i18n_value ?? code, params),
});

/** The details of a row's stored changes (OrderEditChange[] of orders/order-timeline.ts); what does not fit is left out. */
function detailsOf(changes: unknown): TimelineDetail[] {
  if (!Array.isArray(changes)) return [];
  return changes.flatMap((c: Record<string, unknown>): TimelineDetail[] => {
    if (c === null || typeof c !== 'object') return [];
    switch (c.kind) {
      case 'quantity':
        return text(c.item) && num(c.from) && num(c.to)
          ? [detail('timelineQuantityChanged', { item: c.item, from: c.from, to: c.to })]
          : [];
      case 'removed':
        return text(c.item) ? [detail('timelineLineRemoved', { item: c.item })] : [];
      case 'shipping':
      case 'billing':
        return text(c.method) && text(c.address)
          ? [
              detail(c.kind === 'shipping' ? 'timelineShippingChanged' : 'timelineBillingChanged', {
                method: c.method,
                address: c.address,
              }),
            ]
          : [];
      case 'services':
        if (!Array.isArray(c.services) || !c.services.every(text)) return [];
        return c.services.length === 0
          ? [detail('timelineServicesNone', {})]
          : [detail('timelineServicesChanged', { services: c.services.join(', ') })];
      default:
        return [];
    }
  });
}

/** The buyer side's and the jobs' rows: fixed texts (order-timeline.ts). */
const FIXED: Record<string, string> = {
  ORDER_PLACED: 'timelineOrderPlaced',
  ORDER_HELD: 'timelineOrderHeld',
  ORDER_ADDED: 'timelineOrderAdded',
  ORDER_EDITED: 'timelineOrderEdited',
  ORDER_RELEASED: 'timelineOrderReleased',
  ORDER_CANCELED: 'timelineOrderCanceled',
  HOLD_EXPIRED: 'timelineHoldExpired',
  PAYMENT_RECEIVED: 'timelinePaidOnline',
  FEE_ACCRUED: 'timelineFeeAccrued',
  FEE_TERMS_AGREED: 'timelineFeeTermsAgreed',
};

const text = (v: unknown): v is string => typeof v === 'string';
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The row's text as a dictionary key and its parameters, and what it changed (`details`). */
export function timelineText(
  row: Row,
  money: (major: number) => string,
): { code: string | null; params: Params; details: TimelineDetail[] } {
  return {
    ...entryText(row, money),
    // The buyer's own edits, and the desk's edit of lines for the buyer, store what they changed.
    details: row.actorKind !== 'STAFF' || row.action === 'LINES_EDITED' ? detailsOf(row.after?.changes) : [],
  };
}

function entryText(row: Row, money: (major: number) => string): { code: string | null; params: Params } {
  const a = row.after ?? {};
  const none = { code: null, params: {} };
  // An online payment refunded, whole or in part (payments.service refundOverpaidOrder).
  if (row.action === 'PAYMENT_REFUNDED') {
    return num(a.refund) ? { code: 'timelineRefundedOnline', params: { amount: money(a.refund) } } : none;
  }
  if (row.actorKind !== 'STAFF') {
    // A request-a-quote order is held for its quote: it is not "on hold" in the buyer's sense.
    if (row.action === 'ORDER_HELD' && a.fulfillmentStatus === 'AWAITING_SHIPPING_QUOTE') {
      return { code: 'timelineOrderAwaitingQuote', params: {} };
    }
    // The buyer's hold of an order already placed (L-051), not an order placed on hold at checkout.
    if (row.action === 'ORDER_HELD' && a.putOnHold === true)
      return { code: 'timelineOrderPutOnHold', params: {} };
    const code = FIXED[row.action];
    return code ? { code, params: {} } : none;
  }
  switch (row.action) {
    case 'QUOTE_ANSWERED':
      return num(a.freight) && num(a.total)
        ? { code: 'timelineQuoteAnswered', params: { freight: money(a.freight), total: money(a.total) } }
        : none;
    case 'PAYMENT_RECEIVED': {
      // One key per method, so each language names the method in its own words (not 'Pago por Wire').
      const method =
        a.method === 'WIRE' ? 'Wire' : a.method === 'CHECK' ? 'Check' : a.method === 'CARD' ? 'Card' : null;
      if (!method) return none;
      // The amount received, when the desk recorded one (decision 014: in full, and above the total read back).
      const of = num(a.amount) ? 'Of' : '';
      const amount: Params = num(a.amount) ? { amount: money(a.amount) } : {};
      return text(a.reference) && a.reference !== ''
        ? {
            code: `timeline${method}Payment${of}ReceivedWithReference`,
            params: { ...amount, reference: a.reference },
          }
        : { code: `timeline${method}Payment${of}Received`, params: amount };
    }
    case 'ORDER_SHIPPED': {
      const numbers = a.trackingNumbers;
      if (!num(a.units) || !text(a.carrier) || !Array.isArray(numbers) || !numbers.every(text)) return none;
      const params = { units: a.units, carrier: a.carrier, trackingNumbers: numbers.join(', ') };
      return num(a.openUnits) && a.openUnits > 0
        ? { code: 'timelineShippedPartly', params: { ...params, open: a.openUnits } }
        : { code: 'timelineShipped', params };
    }
    case 'HOLD_EXTENDED':
      // The new deadline as the desk wrote it (the tenant's zone, named), so both sides read the same instant.
      return text(a.until) ? { code: 'timelineHoldExtended', params: { date: a.until } } : none;
    case 'ORDER_INVOICED':
      return text(a.invoiceNumber)
        ? { code: 'timelineInvoiced', params: { invoiceNumber: a.invoiceNumber } }
        : none;
    case 'ORDER_CANCELED':
      return text(a.reason) ? { code: 'timelineCanceledBySeller', params: { reason: a.reason } } : none;
    case 'UNITS_CLOSED':
      if (!num(a.units) || !text(a.reason)) return none;
      return num(a.refund) && a.refund > 0
        ? {
            code: 'timelineUnitsClosedRefund',
            params: { units: a.units, reason: a.reason, amount: money(a.refund) },
          }
        : { code: 'timelineUnitsClosed', params: { units: a.units, reason: a.reason } };
    case 'DOCUMENT_APPROVED':
      return text(a.document) ? { code: 'timelineDocumentApproved', params: { document: a.document } } : none;
    case 'DOCUMENT_REJECTED':
      return text(a.document) && text(a.reason)
        ? { code: 'timelineDocumentRejected', params: { document: a.document, reason: a.reason } }
        : none;
    case 'LINES_EDITED':
      // What it changed is in the details (`changes`); rows written before them list the quantities saved.
      if (Array.isArray(a.changes)) return { code: 'timelineLinesEditedForBuyer', params: {} };
      return text(a.lines) ? { code: 'timelineLinesEdited', params: { lines: a.lines } } : none;
    default:
      return none;
  }
}
