/**
 * The dictionary keys of the offer and order statuses' labels (Q-017, Q-018, DESIGN §6). Apart from the dictionary
 * itself, so a screen that names a status does not download the bundled English dictionary (P10).
 */

/** offer status → dictionary key of its label. */
export const OFFER_STATUS_LABEL_KEYS = {
  PENDING_ACCEPTANCE: 'offerStatusPendingAcceptance',
  ACCEPTED: 'offerStatusAccepted',
  COUNTERED: 'offerStatusCountered',
  NOT_ACCEPTED: 'offerStatusNotAccepted',
  EXPIRED: 'offerStatusExpired',
  PRICE_DROPPED: 'offerStatusPriceDropped',
  BUY_AT_LIST: 'offerStatusBuyAtList',
  OUT_OF_STOCK: 'offerStatusOutOfStock',
} as const;

/** Offer state → dictionary key of its cart section name (the `{1}` of offerSavedAndMoved). */
export const OFFER_STATE_SECTION_KEYS = {
  READY_TO_CHECKOUT: 'offerStateReadyToCheckout',
  AWAITING_BUYER_REVIEW: 'offerStateAwaitingBuyerReview',
  AWAITING_TENANT_REVIEW: 'offerStateAwaitingTenantReview',
} as const;

/** Default labels of the order statuses (DESIGN §6); tenants relabel them in order settings. */
export const ORDER_STATUS_LABEL_KEYS = {
  ON_HOLD: 'fulfillmentStatusOnHold',
  AWAITING_SHIPPING_QUOTE: 'fulfillmentStatusAwaitingShippingQuote',
  AWAITING_PAYMENT: 'fulfillmentStatusAwaitingPayment',
  READY_FOR_FULFILLMENT: 'fulfillmentStatusReadyForFulfillment',
  SHIPPED: 'fulfillmentStatusShipped',
  INVOICED: 'fulfillmentStatusInvoiced',
  CANCELED: 'fulfillmentStatusCanceled',
  UNPAID: 'paymentStatusUnpaid',
  PAID: 'paymentStatusPaid',
} as const;
