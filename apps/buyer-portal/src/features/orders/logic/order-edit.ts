import type {
  CalculateChargesRequestInput,
  CalculateChargesResponse,
  OrderLineItem,
  OrderPermission,
  SalesOrder,
  SalesOrderUpsert,
} from '@portico/contract';
import {
  type CheckoutOptions,
  type CheckoutSelection,
  cancellationFee,
  DEFAULT_CURRENCY_PRECISION,
  describeShippingMethod,
  EMPTY_SELECTION,
  effectiveShippingInstructions,
  type FeeAgreement,
  feeAgreementOffered,
  feesApply,
  hasEditOptions,
  insuredAmountToPrice,
  majorToMinor,
  minorToMajor,
  parseTypedAmount,
  percentToBp,
} from '@portico/domain';

/**
 * The order details page's editing model (part 2 §4 Order details, §5 Order quantity editing; L-018, L-024,
 * L-032, L-039…L-050) as pure functions: the order's choices as checkout selections, the buyer's pending changes
 * and their count, removing a line, the charges request and the salesOrder an upsert sends. The page
 * keeps the draft in state; nothing here talks to the server.
 */

// ── Selections (the checkout's editors over the order's choices, L-023) ────────────────────────────────────

/** The order's shipping, billing, payment and services choices as the checkout editors read them. */
export function selectionOf(order: SalesOrder, options: CheckoutOptions): CheckoutSelection {
  const s = order.shippingOptionDetails.shippingOption;
  const method = describeShippingMethod(options, s.shippingMethodCode);
  return {
    ...EMPTY_SELECTION,
    shippingAddress: order.shippingOptionDetails.shippingAddressId,
    shippingMethod: s.shippingMethodCode,
    shippingInsured: s.insured ?? undefined,
    shippingInsuranceAmount: s.insured ? (s.insuredAmount ?? undefined) : undefined,
    shippingInstruction: s.shippingInstructions ?? '',
    ignoreShippingInstructions: method?.ignoreShippingInstructions ?? false,
    billMyAccountInfo: {
      carrier: s.carrier ?? '',
      serviceLevel: s.carrierServiceLevel ?? '',
      accountNumber: s.carrierShippingAccountNumber ?? '',
    },
    requestAQuoteInfo: { serviceLevel: order.shippingOptionDetails.requestAQuoteDetails.serviceLevel ?? '' },
    billingAddress: order.paymentOptionDetails.billingAddressId,
    paymentMethod: order.paymentOptionDetails.paymentMethodCode,
    additionalServices: [...order.additionalServices],
  };
}

/** What the shipping fields of a selection send (as the checkout's submission does, I-034, I-035). */
function shippingFields(selection: CheckoutSelection, options: CheckoutOptions) {
  const method = describeShippingMethod(options, selection.shippingMethod);
  const bma = method?.kind === 'BILL_MY_ACCOUNT';
  const insured = method?.insuranceAvailable ? (selection.shippingInsured ?? null) : null;
  return {
    shippingAddressId: selection.shippingAddress ?? '',
    shippingMethodCode: selection.shippingMethod ?? '',
    insured,
    insuredAmount: insured ? (parseTypedAmount(selection.shippingInsuranceAmount) ?? null) : null,
    shippingInstructions:
      effectiveShippingInstructions(
        selection.shippingInstruction,
        method?.ignoreShippingInstructions ?? selection.ignoreShippingInstructions,
      ) || null,
    carrier: bma ? selection.billMyAccountInfo.carrier.trim() : null,
    carrierServiceLevel: bma ? selection.billMyAccountInfo.serviceLevel.trim() : null,
    carrierShippingAccountNumber: bma ? selection.billMyAccountInfo.accountNumber.trim() : null,
    requestAQuoteServiceLevel:
      method?.kind === 'REQUEST_A_QUOTE' ? selection.requestAQuoteInfo.serviceLevel.trim() || null : null,
  };
}

// ── Pending changes (L-024) ────────────────────────────────────────────────────────────────────────────────

/** The buyer's unsaved edits: new quantities by itemNumberWarehouse (0 = removed) and the edited choices. */
export type OrderDraft = {
  quantities: Readonly<Record<string, number>>;
  selection: CheckoutSelection;
};

export const draftOf = (order: SalesOrder, options: CheckoutOptions): OrderDraft => ({
  quantities: {},
  selection: selectionOf(order, options),
});

/** The quantity a line has in the draft. */
export const draftQuantity = (draft: OrderDraft, item: OrderLineItem) =>
  draft.quantities[item.itemNumberWarehouse] ?? item.orderedQuantity;

/**
 * L-024: pending changes = changed order fields + changed additional services + changed line items. Each
 * shipping/billing/payment field that differs from the order counts once, each service added or removed once,
 * each line whose quantity differs (or that is removed) once.
 */
export function pendingChanges(
  order: SalesOrder,
  draft: OrderDraft,
  options: CheckoutOptions,
): { fields: number; services: number; lines: number; total: number } {
  const before = shippingFields(selectionOf(order, options), options);
  const after = shippingFields(draft.selection, options);
  let fields = 0;
  for (const key of Object.keys(before) as (keyof typeof before)[]) {
    if (before[key] !== after[key]) fields += 1;
  }
  if ((draft.selection.billingAddress ?? '') !== order.paymentOptionDetails.billingAddressId) fields += 1;
  if ((draft.selection.paymentMethod ?? '') !== order.paymentOptionDetails.paymentMethodCode) fields += 1;
  const was = new Set(order.additionalServices);
  const now = new Set(draft.selection.additionalServices);
  let services = 0;
  for (const id of now) if (!was.has(id)) services += 1;
  for (const id of was) if (!now.has(id)) services += 1;
  const lines = order.items.filter((item) => draftQuantity(draft, item) !== item.orderedQuantity).length;
  return { fields, services, lines, total: fields + services + lines };
}

// ── Removing a line (L-048, L-050) ──────────────────────────────────────────────────────────────────────

/**
 * L-048, L-050: removing a line. When it is the last line still ordered, removing it cancels the order, which
 * needs the cancel permission; without it the removal is refused with the spec's message.
 */
export function removalRefusal(
  order: SalesOrder,
  draft: OrderDraft,
  itemNumberWarehouse: string,
  permission: Pick<OrderPermission, 'canCancelOrder' | 'canRemoveItem'>,
): 'removingLastItemCannotCancel' | 'notAllowed' | undefined {
  if (!permission.canRemoveItem) return 'notAllowed';
  const others = order.items.filter(
    (i) => i.itemNumberWarehouse !== itemNumberWarehouse && draftQuantity(draft, i) > 0,
  );
  if (others.length === 0 && !permission.canCancelOrder) return 'removingLastItemCannotCancel';
  return undefined;
}

/** True when every line of the draft is removed: saving it cancels the order (L-048). */
export const removesEverything = (order: SalesOrder, draft: OrderDraft) =>
  order.items.length > 0 && order.items.every((i) => draftQuantity(draft, i) === 0);

// ── Editability (L-018) ────────────────────────────────────────────────────────────────────────────────────

const FINAL_STATUSES = new Set(['CANCELED', 'SHIPPED', 'INVOICED']);

/**
 * L-018: 'Order cannot be edited, please contact your sales rep.' shows when the order has no edit option at
 * all (packages/domain hasEditOptions) and is not CANCELED, SHIPPED or INVOICED.
 */
export const showCannotBeEdited = (order: Pick<SalesOrder, 'fulfillmentStatus'>, p: OrderPermission) =>
  !FINAL_STATUSES.has(order.fulfillmentStatus) && !hasEditOptions(p);

/**
 * L-062, L-069 reading 2 (packages/domain feeAgreementOffered): the deadline snackbar and its extend-time action
 * are offered while the fees are not yet agreed and the fee period has not ended.
 */
export const feeAgreementOfferedFor = (order: FeeTerms, now = Date.now()) =>
  feeAgreementOffered(agreementOf(order), now);

/**
 * L-049, L-068, Q-041 (packages/domain feesApply, as the server charges them): a cancel now would charge the
 * cancellation fee and leave the order awaiting payment — agreed, the grace period over, a percent, the fee period
 * not over. The cancel confirmation warns of it only then.
 */
export const cancellationFeesApplyFor = (order: FeeTerms, now = Date.now()) =>
  feesApply(agreementOf(order), now);

type FeeTerms = Pick<
  SalesOrder,
  'racFeeAgreed' | 'gracePeriodEnd' | 'cancellationFeePercent' | 'racFeePeriodEnd'
>;

const agreementOf = (order: FeeTerms): FeeAgreement => ({
  racFeeAgreed: order.racFeeAgreed,
  gracePeriodEnd: order.gracePeriodEnd ? Date.parse(order.gracePeriodEnd) : null,
  cancellationFeeBp: percentToBp(order.cancellationFeePercent),
  racFeePeriodEnd: order.racFeePeriodEnd ? Date.parse(order.racFeePeriodEnd) : null,
});

/** tracking numbers show only once the order has shipped (SHIPPED or INVOICED). */
export const showsTrackingNumbers = (order: Pick<SalesOrder, 'fulfillmentStatus'>) =>
  order.fulfillmentStatus === 'SHIPPED' || order.fulfillmentStatus === 'INVOICED';

/**
 * A partial shipment (K-004 shows only the status, 'Shipped'): the units shipped of those still ordered, while some
 * are shipped and some are not; null otherwise.
 */
export function shipmentProgress(
  items: readonly Pick<OrderLineItem, 'orderedQuantity' | 'canceledQuantity' | 'shippedQuantity'>[],
): { shipped: number; ordered: number } | null {
  const shipped = items.reduce((n, i) => n + i.shippedQuantity, 0);
  const ordered = items.reduce((n, i) => n + i.orderedQuantity - i.canceledQuantity, 0);
  return shipped > 0 && shipped < ordered ? { shipped, ordered } : null;
}

// ── Charges (L-032) and the upsert (L-028) ─────────────────────────────────────────────────────────────────

/**
 * L-032: POST calculate charges for the draft — the order's prices (phonexOrderNumber), the draft's quantities
 * (removed lines left out) and choices.
 */
export function buildOrderChargesRequest(
  order: SalesOrder,
  draft: OrderDraft,
  options: CheckoutOptions,
  precision = DEFAULT_CURRENCY_PRECISION,
): CalculateChargesRequestInput {
  const s = shippingFields(draft.selection, options);
  return {
    warehouseCode: order.warehouseCode,
    phonexOrderNumber: order.phonexOrderNumber,
    shippingAddress: s.shippingAddressId ? { id: s.shippingAddressId } : null,
    shippingMethodCode: s.shippingMethodCode || null,
    billingAddress: draft.selection.billingAddress ? { id: draft.selection.billingAddress } : null,
    paymentMethodCode: draft.selection.paymentMethod ?? null,
    additionalServices: [...draft.selection.additionalServices],
    items: order.items
      .map((i) => ({ itemNumberWarehouse: i.itemNumberWarehouse, orderedQuantity: draftQuantity(draft, i) }))
      .filter((i) => i.orderedQuantity > 0),
    insured: s.insured,
    // Priced only when the form accepts it (L-037; the field says why not).
    insuranceAmount: insuredAmountToPrice(s.insured, draft.selection.shippingInsuranceAmount, {
      offered: true,
      maxShipmentInsuranceAmount: options.maxShipmentInsuranceAmount,
      currencyPrecision: precision,
    }),
  };
}

/** The amounts the page shows: the order's own, or — while there are pending changes — the newest charges. */
export type OrderFigures = Pick<
  SalesOrder,
  | 'subtotal'
  | 'freight'
  | 'paymentFee'
  | 'tax'
  | 'taxDescription'
  | 'additionalServicesFee'
  | 'reservationFee'
  | 'cancellationFee'
  | 'total'
  | 'totalOrderedQuantity'
> & { freightUndefined: boolean; paymentFeeUndefined: boolean };

/** L-014, L-016: the figures of the order, recomputed ones when the draft has changes and charges answered. */
export function figuresOf(
  order: SalesOrder,
  charges: CalculateChargesResponse | undefined,
  freightQuoted: boolean,
): OrderFigures {
  if (!charges) {
    return {
      subtotal: order.subtotal,
      freight: order.freight,
      paymentFee: order.paymentFee,
      tax: order.tax,
      taxDescription: order.taxDescription,
      additionalServicesFee: order.additionalServicesFee,
      reservationFee: order.reservationFee,
      cancellationFee: order.cancellationFee,
      total: order.total,
      totalOrderedQuantity: order.totalOrderedQuantity,
      freightUndefined: !freightQuoted,
      paymentFeeUndefined: order.paymentFeeUndefined,
    };
  }
  // L-016: the fees already charged stay part of the total.
  const fees = order.reservationFee + order.cancellationFee;
  return {
    subtotal: charges.subtotal,
    freight: charges.freight,
    paymentFee: charges.paymentFee,
    tax: charges.tax,
    taxDescription: charges.taxDescription,
    additionalServicesFee: charges.additionalServicesFee,
    reservationFee: order.reservationFee,
    cancellationFee: order.cancellationFee,
    total: Math.round((charges.total + fees) * 1e6) / 1e6,
    totalOrderedQuantity: charges.totalOrderedQuantity,
    freightUndefined: charges.freightUndefined,
    paymentFeeUndefined: charges.paymentFeeUndefined,
  };
}

/**
 * L-048, L-049, Q-041: the figures an order with every line removed will have once saved — cancelled, nothing
 * left to price, only the fees: those already charged, and the cancellation fee on the subtotal given up when the
 * agreed terms charge one now (as the server charges it).
 */
export function figuresWithEveryLineRemoved(
  order: SalesOrder,
  precision: number,
  now = Date.now(),
): OrderFigures {
  const fee = minorToMajor(
    cancellationFee(agreementOf(order), majorToMinor(order.subtotal, precision), now),
    precision,
  );
  const cancellation = minorToMajor(majorToMinor(order.cancellationFee + fee, precision), precision);
  return {
    subtotal: 0,
    freight: 0,
    paymentFee: 0,
    tax: 0,
    taxDescription: order.taxDescription,
    additionalServicesFee: 0,
    reservationFee: order.reservationFee,
    cancellationFee: cancellation,
    total: minorToMajor(majorToMinor(order.reservationFee + cancellation, precision), precision),
    totalOrderedQuantity: 0,
    freightUndefined: false,
    paymentFeeUndefined: false,
  };
}

/**
 * L-028, N-054: the salesOrder a save sends (SalesOrderUpsert) — the version the buyer loaded, the lines
 * still ordered with their quantities (a removed line is left out, L-048), and only the parts the order's
 * permission lets the buyer change (L-023); the server recomputes every amount.
 */
export function buildUpsertSalesOrder(
  order: SalesOrder,
  draft: OrderDraft,
  options: CheckoutOptions,
  permission: Pick<
    OrderPermission,
    'canUpdateShipping' | 'canUpdateBillingAndPayment' | 'canUpdateAdditionalServices'
  >,
): SalesOrderUpsert {
  const s = shippingFields(draft.selection, options);
  const upsert: SalesOrderUpsert = {
    phonexOrderNumber: order.phonexOrderNumber,
    version: order.version,
    items: order.items
      .map((i) => ({ itemNumberWarehouse: i.itemNumberWarehouse, orderedQuantity: draftQuantity(draft, i) }))
      .filter((i) => i.orderedQuantity > 0),
  };
  if (permission.canUpdateShipping) {
    upsert.shippingOptionDetails = {
      shippingAddressId: s.shippingAddressId,
      shippingOption: {
        shippingMethodCode: s.shippingMethodCode,
        insured: s.insured,
        insuredAmount: s.insuredAmount,
        carrier: s.carrier,
        carrierServiceLevel: s.carrierServiceLevel,
        carrierShippingAccountNumber: s.carrierShippingAccountNumber,
        shippingInstructions: s.shippingInstructions,
      },
      requestAQuoteDetails: { serviceLevel: s.requestAQuoteServiceLevel },
    };
  }
  if (permission.canUpdateBillingAndPayment) {
    upsert.paymentOptionDetails = {
      billingAddressId: draft.selection.billingAddress ?? '',
      paymentMethodCode: draft.selection.paymentMethod ?? '',
    };
  }
  if (permission.canUpdateAdditionalServices) {
    upsert.additionalServices = [...draft.selection.additionalServices];
  }
  return upsert;
}
