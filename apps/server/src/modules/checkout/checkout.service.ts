import {
  type CalculateChargesRequest,
  type CalculateChargesResponse,
  type CheckoutLineItem,
  type CheckoutPayload,
  EMPTY_SAVED_PREFERENCES,
  type PreferencesOptions,
  REQUEST_A_QUOTE,
  type SavedPreferences,
  type SubmissionBody,
  type SubmitOrderResponse,
} from '@portico/contract';
import {
  allowedShippingMethods,
  chargesToMajor,
  type SavedPreferences as DomainPreferences,
  effectiveShippingInstructions,
  formatOrderNumber,
  majorToMinor,
  minorToMajor,
  multiplyMinor,
  sanitizePreferences,
  statusAfterSubmit,
  sumLines,
  validateSection,
} from '@portico/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RatingProvider } from '../../adapters/rating.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  buyerPreferences,
  orderLines,
  orderNumberCounters,
  orders,
  stockItems,
} from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, refused } from '../../plugins/errors.ts';
import { checkAuthority, requireAuthority } from '../accounts/accounts.service.ts';
import {
  newOrderNeedsProofOfExport,
  newOrderProofRule,
  PAY_AND_SHIP_BLOCKED,
  PROOF_OF_EXPORT_FIRST,
  payAndShipBlocked,
} from '../export-documents/export-documents.service.ts';
import { lockStock, readCartLines } from '../inventory/inventory.ts';
import { readOffersByIds } from '../offers/offer-statements.ts';
import type { OfferWithItem } from '../offers/offers.repository.ts';
import { earlierAnswer, requestHashOf } from '../orders/idempotency.ts';
import { enqueueOrderMail, feeTermsFrom, orderChangedEvents } from '../orders/order-events.ts';
import { recordOrderChange } from '../orders/order-timeline.ts';
import {
  describeIssue,
  fetchRealTimeQuotes,
  findAddress,
  findPaymentMethod,
  findShippingMethod,
  loadCheckoutContext,
  type OrderSelections,
  type PricedLine,
  priceOrder,
  type RealTimeQuotes,
  refuseSelections,
  toAddressSnapshot,
  toDomainSelection,
  validateSelections,
} from './checkout-context.ts';

/**
 * The checkout calls (part 2 §7; N-037, N-041, N-052, N-057…N-059; ):
 * the cart checkout payload, calculate charges, preferences, and the submit that turns cart lines into an order.
 * Every amount is recomputed here from the server's data (DESIGN §5); a price or total a client sends is never
 * read.
 */

const notFound = () => new AppError('notFound', 'No such offer');

// ── Cart lines ────────────────────────────────────────────────────────────────────────────────────────────

type CartLine = OfferWithItem & { item: NonNullable<OfferWithItem['item']> };

/** The unit price and quantity a READY_TO_CHECKOUT line checks out at (Q-022: checkOut*, else the offer). */
const checkoutQuantity = (r: OfferWithItem) => r.offer.checkOutQuantity ?? r.offer.offerQuantity;
const checkoutPriceMinor = (r: OfferWithItem) => r.offer.checkOutPriceMinor ?? r.offer.offerPriceMinor;

/**
 * The caller's cart lines for the ids (G-069, Q-026): every id must be the caller's (else 404, nothing happens),
 * READY_TO_CHECKOUT and in stock (G-037), in the warehouse, with at least its minimum quantity. (The submit
 * reads them locked, through the inventory core.)
 */
async function checkoutLines(
  db: DbOrTx,
  ctx: RequestContext,
  warehouseCode: string,
  offerIds: readonly string[],
): Promise<CartLine[]> {
  const ids = [...new Set(offerIds)];
  return checkLines(await readOffersByIds(db, ctx.tenantId, ctx.userId, ids), ids, warehouseCode);
}

function checkLines(rows: OfferWithItem[], ids: readonly string[], warehouseCode: string): CartLine[] {
  if (rows.length !== ids.length) throw notFound();
  for (const r of rows) {
    if (r.offer.state !== 'READY_TO_CHECKOUT' || r.offer.status === 'OUT_OF_STOCK' || !r.item) {
      throw refused('offerNotReadyToCheckout', 'offerIds');
    }
    if (r.item.warehouse !== warehouseCode) throw refused('offerNotInWarehouse', 'offerIds');
    const min = r.offer.minimumCheckoutQuantity;
    if (min !== null && checkoutQuantity(r) < min) {
      throw refused('quantityBelowMinimum', 'offerIds', { minimumCheckoutQuantity: min });
    }
  }
  return rows as CartLine[];
}

const pricedLines = (lines: readonly CartLine[]): PricedLine[] =>
  lines.map((r) => ({
    itemNumberWarehouse: r.item.itemNumberWarehouse,
    quantity: checkoutQuantity(r),
    unitPriceMinor: checkoutPriceMinor(r),
  }));

/** G-071: CAN_BUY_ONLINE, and a PROSPECT buyer cannot check out (the portal opens the not-ready dialog). */
async function requireBuyer(db: DbOrTx, ctx: RequestContext): Promise<void> {
  const access = await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  if (access.buyerStatus === 'PROSPECT') throw refused('prospectCannotCheckoutContactSalesRep', 'offerIds');
}

// ── Preferences (J-004…J-009) ─────────────────────────────────────────────────────────────────────────────

async function storedPreferences(
  db: DbOrTx,
  ctx: RequestContext,
  precision: number,
): Promise<DomainPreferences | null> {
  const [row] = await db
    .select()
    .from(buyerPreferences)
    .where(and(eq(buyerPreferences.tenantId, ctx.tenantId), eq(buyerPreferences.buyerId, ctx.userId)));
  if (!row) return null;
  return {
    shippingOption: {
      shippingAddressId: row.shippingAddressId,
      shippingOptionDetails: {
        shippingMethodCode: row.shippingMethodCode,
        carrier: row.carrier,
        carrierServiceLevel: row.carrierServiceLevel,
        carrierShippingAccountNumber: row.carrierShippingAccountNumber,
        shippingInstructions: row.shippingInstructions,
        insured: row.insured,
        insuredAmount:
          row.insuredAmountMinor === null ? null : minorToMajor(row.insuredAmountMinor, precision),
      },
    },
    paymentOption: {
      billingAddressId: row.billingAddressId,
      paymentOptionDetails: { paymentMethodCode: row.paymentMethodCode },
    },
    services: row.services,
  };
}

/** The domain's sanitized preferences in the contract's full shape (every part present, nulls for none). */
function toContractPreferences(p: DomainPreferences): SavedPreferences {
  const d = p.shippingOption?.shippingOptionDetails;
  const empty = EMPTY_SAVED_PREFERENCES.shippingOption.shippingOptionDetails;
  return {
    shippingOption: {
      shippingAddressId: p.shippingOption?.shippingAddressId ?? null,
      shippingOptionDetails: d
        ? {
            shippingMethodCode: d.shippingMethodCode ?? null,
            carrier: d.carrier ?? null,
            carrierServiceLevel: d.carrierServiceLevel ?? null,
            carrierShippingAccountNumber: d.carrierShippingAccountNumber ?? null,
            shippingInstructions: d.shippingInstructions ?? null,
            insured: d.insured ?? null,
            insuredAmount: d.insuredAmount ?? null,
          }
        : { ...empty },
    },
    paymentOption: {
      billingAddressId: p.paymentOption?.billingAddressId ?? null,
      paymentOptionDetails: {
        paymentMethodCode: p.paymentOption?.paymentOptionDetails?.paymentMethodCode ?? null,
      },
    },
    services: [...(p.services ?? [])],
  };
}

/** GET account/preferences/options (J-004, N-057): the same options as checkout, without an order. */
export async function preferencesOptions(db: DbOrTx, ctx: RequestContext): Promise<PreferencesOptions> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  return (await loadCheckoutContext(db, ctx.tenantId, ctx.userId, '')).options;
}

/** GET account/preferences (J-004, J-007, N-058): what is stored, minus what no longer fits. */
export async function getPreferences(db: DbOrTx, ctx: RequestContext): Promise<SavedPreferences> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  const cctx = await loadCheckoutContext(db, ctx.tenantId, ctx.userId, '');
  const stored = await storedPreferences(db, ctx, cctx.currencyPrecision);
  if (!stored) return structuredClone(EMPTY_SAVED_PREFERENCES);
  return toContractPreferences(sanitizePreferences(stored, cctx.domainOptions));
}

/**
 * POST account/preferences (J-006…J-009, N-059). Part 2 §5 'Preferences save': a method that does not fit the
 * address is dropped and addresses, methods, payment methods and services that are not (or no longer) offered
 * are cleared — so another buyer's address or an unknown code is never stored. The kept method's own fields
 * follow the checkout rules (J-009: bill-my-account carrier, service level and account number; insurance choice
 * and amount; instructions length) and refuse with the checkout's messageCodes. Answers what was stored.
 */
export async function savePreferences(
  db: DbOrTx,
  ctx: RequestContext,
  body: SavedPreferences,
): Promise<SavedPreferences> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  const cctx = await loadCheckoutContext(db, ctx.tenantId, ctx.userId, '');
  const clean = toContractPreferences(sanitizePreferences(body, cctx.domainOptions));
  const details = clean.shippingOption.shippingOptionDetails;
  const method = findShippingMethod(cctx, details.shippingMethodCode);
  if (method) {
    const selection = toDomainSelection(cctx, {
      shippingAddressId: clean.shippingOption.shippingAddressId,
      shippingOption: details,
    });
    // The preferences shape has no request-a-quote service level (chosen at checkout), and insurance may be left
    // unchosen (insured null, J-006); every other rule of the method is checkout's (J-009).
    const issues = validateSection('shippingMethod', selection, cctx.domainOptions, {
      currencyPrecision: cctx.currencyPrecision,
    }).filter((i) => i.field !== 'requestAQuoteServiceLevel' && i.messageCode !== 'selectInsurance');
    if (issues.length > 0) throw refuseSelections(issues.map(describeIssue));
  }
  const keepMethod = method !== undefined;
  const keepDetails = keepMethod
    ? {
        carrier: method.type === 'BILL_MY_ACCOUNT' ? details.carrier : null,
        carrierServiceLevel: method.type === 'BILL_MY_ACCOUNT' ? details.carrierServiceLevel : null,
        carrierShippingAccountNumber:
          method.type === 'BILL_MY_ACCOUNT' ? details.carrierShippingAccountNumber : null,
        shippingInstructions: method.ignoreShippingInstructions ? null : details.shippingInstructions,
        insured: method.insuranceAvailable ? details.insured : null,
        insuredAmountMinor:
          method.insuranceAvailable && details.insured && details.insuredAmount !== null
            ? majorToMinor(details.insuredAmount, cctx.currencyPrecision)
            : null,
      }
    : {
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
        shippingInstructions: null,
        insured: null,
        insuredAmountMinor: null,
      };
  const values = {
    shippingAddressId: clean.shippingOption.shippingAddressId,
    shippingMethodCode: keepMethod ? method.code : null,
    ...keepDetails,
    billingAddressId: clean.paymentOption.billingAddressId,
    paymentMethodCode: clean.paymentOption.paymentOptionDetails.paymentMethodCode,
    services: [...new Set(clean.services)],
    updatedAt: new Date(),
  };
  await db
    .insert(buyerPreferences)
    .values({ tenantId: ctx.tenantId, buyerId: ctx.userId, ...values })
    .onConflictDoUpdate({ target: [buyerPreferences.tenantId, buyerPreferences.buyerId], set: values });
  const stored = await storedPreferences(db, ctx, cctx.currencyPrecision);
  return toContractPreferences(stored ?? EMPTY_SAVED_PREFERENCES);
}

// ── Cart checkout payload (N-037, Q-002, I-007) ───────────────────────────────────────────────────────────

/**
 * POST stocklist/cart/checkout/{warehouseCode}: the checkout payload for the caller's READY_TO_CHECKOUT lines
 * among the ids — line items at the server's prices, every option, the saved preferences where they still fit
 * this order (I-022, J-007) and whether request-a-quote is the only way to ship (I-027).
 */
export async function checkoutCart(
  db: DbOrTx,
  ctx: RequestContext,
  warehouseCode: string,
  offerIds: string[],
): Promise<CheckoutPayload> {
  await requireBuyer(db, ctx);
  const lines = await checkoutLines(db, ctx, warehouseCode, offerIds);
  const cctx = await loadCheckoutContext(db, ctx.tenantId, ctx.userId, warehouseCode);
  const priced = pricedLines(lines);
  const sums = sumLines(priced.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPriceMinor })));
  const order = { units: sums.totalOrderedQuantity, subtotal: sums.subtotal };
  const stored = await storedPreferences(db, ctx, cctx.currencyPrecision);
  const prefs = stored
    ? toContractPreferences(sanitizePreferences(stored, cctx.domainOptions, { order }))
    : null;
  const firstAddress =
    prefs?.shippingOption.shippingAddressId ?? cctx.options.shippingAddresses[0]?.id ?? undefined;
  const allowed = firstAddress ? allowedShippingMethods(cctx.domainOptions, firstAddress, { order }) : [];
  const p = cctx.currencyPrecision;
  const lineItems: CheckoutLineItem[] = lines.map((r) => {
    const quantity = checkoutQuantity(r);
    const unit = checkoutPriceMinor(r);
    return {
      itemNumber: r.item.itemNumber,
      itemNumberWarehouse: r.item.itemNumberWarehouse,
      itemDescription: r.item.skuDescription,
      quantity,
      unitPrice: minorToMajor(unit, p),
      extendedPrice: minorToMajor(multiplyMinor(unit, quantity), p),
      offerId: r.offer.id,
    };
  });
  return {
    ...cctx.options,
    warehouse: warehouseCode,
    warehouseLabel: cctx.warehouseLabel,
    offerIds: lines.map((r) => r.offer.id),
    lineItems,
    buyerName: cctx.buyerName,
    buyerOrderPreferences: prefs,
    // A new order: onHoldSalesOrder (I-007) is the order a combined review adds the cart to (I-061, set by
    // reviewCombinedOrder), and a set value turns the page into that review. The buyer's on-hold orders to choose
    // from are the add-to-existing-order answer's onHoldSalesOrders (N-038, I-059).
    onHoldSalesOrder: null,
    isHoldOrderUntilShippingQuote: allowed.length > 0 && allowed.every((c) => c === REQUEST_A_QUOTE),
    isPxns: false,
    orderSubtotal: minorToMajor(sums.subtotal, p),
    // H-010: the page disables PAY AND SHIP NOW for an address the rule covers, as the submit would refuse it.
    newOrderProofOfExport: await newOrderProofRule(db, ctx.tenantId, cctx.buyerEmail),
  };
}

// ── Calculate charges (N-052, Q-009, Q-032…Q-039) ─────────────────────────────────────────────────────────

/** The request's choices as the pricing reads them (only ids and codes; every amount is the server's). */
function selectionsFromChargesRequest(body: CalculateChargesRequest): OrderSelections {
  return {
    shippingAddressId: body.shippingAddress?.id ?? null,
    billingAddressId: body.billingAddress?.id ?? null,
    shippingOption: {
      shippingMethodCode: body.shippingMethodCode ?? null,
      insured: body.insured ?? null,
      insuredAmount: body.insuranceAmount ?? null,
    },
    paymentOptionDetails: { paymentMethodCode: body.paymentMethodCode ?? null },
    additionalServiceCodes: body.additionalServices,
  };
}

/** Lines and prices of one of the caller's orders by number (existing order: combined review, order edits). */
async function orderPrices(db: DbOrTx, ctx: RequestContext, phonexOrderNumber: string) {
  const [order] = await db
    .select({
      id: orders.id,
      shippingQuoteMinor: orders.shippingQuoteMinor,
      method: orders.shippingMethodCode,
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, ctx.tenantId),
        eq(orders.buyerId, ctx.userId),
        eq(orders.phonexOrderNumber, phonexOrderNumber),
      ),
    );
  if (!order) throw new AppError('notFound', 'No such order');
  const lines = await db
    .select({
      itemNumberWarehouse: orderLines.itemNumberWarehouse,
      unitPriceMinor: orderLines.unitPriceMinor,
      quantity: sql<number>`${orderLines.orderedQuantity} - ${orderLines.canceledQuantity}`.mapWith(Number),
    })
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, ctx.tenantId), eq(orderLines.orderId, order.id)));
  return { order, lines };
}

/**
 * POST order/charges/calculate. Prices come from the caller's cart lines (offerIds) and order (phonexOrderNumber),
 * then from the stock list price for any other item; items only say the quantities (order edits change them).
 * Real-time methods are quoted through the rating provider; when it cannot quote, their freight is undefined
 * (freightUndefined, and the portal falls back to request-a-quote, I-025).
 */
export async function calculateOrderCharges(
  db: DbOrTx,
  ctx: RequestContext,
  rating: RatingProvider,
  body: CalculateChargesRequest,
): Promise<CalculateChargesResponse> {
  // The account is read with the context (one statement fewer on every recalculation, P8).
  const cctx = await loadCheckoutContext(
    db,
    ctx.tenantId,
    ctx.userId,
    body.warehouseCode,
    body.offerIds ?? [],
  );
  checkAuthority(cctx.access, 'CAN_BUY_ONLINE', ctx.issuedAt);
  const prices = new Map<string, number>();
  const fallback: PricedLine[] = [];
  let quotedFreightMinor: number | null = null;
  if (body.phonexOrderNumber) {
    const existing = await orderPrices(db, ctx, body.phonexOrderNumber);
    for (const l of existing.lines) prices.set(l.itemNumberWarehouse, l.unitPriceMinor);
    fallback.push(...existing.lines);
    if (existing.order.method === body.shippingMethodCode)
      quotedFreightMinor = existing.order.shippingQuoteMinor;
  }
  if (body.offerIds?.length) {
    const cart = checkLines(cctx.cartLines, [...new Set(body.offerIds)], body.warehouseCode);
    for (const l of pricedLines(cart)) {
      prices.set(l.itemNumberWarehouse, l.unitPriceMinor);
      fallback.push(l);
    }
  }
  let lines: PricedLine[] = fallback;
  if (body.items.length > 0) {
    const unknown = body.items.map((i) => i.itemNumberWarehouse).filter((inw) => !prices.has(inw));
    if (unknown.length > 0) {
      const rows = await db
        .select({ inw: stockItems.itemNumberWarehouse, price: stockItems.listPriceMinor })
        .from(stockItems)
        .where(and(eq(stockItems.tenantId, ctx.tenantId), inArray(stockItems.itemNumberWarehouse, unknown)));
      for (const r of rows) prices.set(r.inw, r.price);
    }
    lines = body.items.map((i) => {
      const price = prices.get(i.itemNumberWarehouse);
      if (price === undefined) throw refused('stockItemNotFound', 'items');
      return {
        itemNumberWarehouse: i.itemNumberWarehouse,
        quantity: i.orderedQuantity,
        unitPriceMinor: price,
      };
    });
  }
  const selections = selectionsFromChargesRequest(body);
  // I-037: a negative insured amount is refused as the submit refuses it, not priced as no insurance.
  if (typeof body.insuranceAmount === 'number' && body.insuranceAmount < 0) {
    throw refuseSelections([
      describeIssue({
        section: 'shippingMethod',
        field: 'shippingInsuranceAmount',
        messageCode: 'insuranceAmountTooLow',
      }),
    ]);
  }
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const rt = await fetchRealTimeQuotes(cctx, rating, selections.shippingAddressId, units);
  const result = chargesToMajor(
    priceOrder(cctx, selections, lines, rt.quotes, { quotedFreightMinor }),
    cctx.currencyPrecision,
  );
  return {
    freight: result.freight,
    paymentFee: result.paymentFee,
    freightUndefined: result.freightUndefined,
    paymentFeeUndefined: result.paymentFeeUndefined,
    rateSku: result.rateSku,
    tax: result.tax,
    taxDescription: result.taxDescription,
    additionalServicesFee: result.additionalServicesFee,
    realTimeFreightQuoteCarrier: result.realTimeFreightQuoteCarrier,
    realTimeFreightQuoteCarrierServiceLevel: result.realTimeFreightQuoteCarrierServiceLevel,
    freightQuotesForAllRealTimeShippingMethods: rt.all,
    subtotal: result.subtotal,
    totalOrderedQuantity: result.totalOrderedQuantity,
    total: result.total,
  };
}

// ── Submit (N-041, Q-005, I-050…I-053; DESIGN §6) ─────────────────────────────────────────────────────────

/** A hash of what was asked, so the same Idempotency-Key with another order is refused (not answered). */
const requestHash = (warehouseCode: string, body: SubmissionBody) => requestHashOf({ warehouseCode, body });

async function orderForKey(db: DbOrTx, ctx: RequestContext, key: string, hash: string) {
  const [row] = await db
    .select({ number: orders.phonexOrderNumber, hash: orders.idempotencyRequestHash })
    .from(orders)
    .where(
      and(eq(orders.tenantId, ctx.tenantId), eq(orders.buyerId, ctx.userId), eq(orders.idempotencyKey, key)),
    );
  return earlierAnswer(row, hash);
}

/** Next order number of the tenant's series (order_number_counters; gap-free, serialised until commit). */
async function allocateOrderNumber(tx: DbOrTx, tenantId: string, prefix: string): Promise<string> {
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ tenantId, prefix, nextValue: 2 })
    .onConflictDoUpdate({
      target: [orderNumberCounters.tenantId, orderNumberCounters.prefix],
      set: { nextValue: sql`${orderNumberCounters.nextValue} + 1` },
    })
    .returning({ value: sql<number>`${orderNumberCounters.nextValue} - 1`.mapWith(Number) });
  return formatOrderNumber(prefix, row!.value);
}

export type SubmitOptions = { idempotencyKey?: string | undefined };

/**
 * POST stocklist/cart/submit/{warehouseCode}. Before the transaction: the checkout context and, for a real-time
 * method, the carrier's quotes (never under row locks; a slow carrier falls back to request-a-quote, I-025).
 * Then ONE transaction through the inventory core (docs/decisions/005): stock items locked (id order), then the
 * buyer's cart lines; the lines and every choice re-checked, the order priced, its number allocated, the order
 * and its lines inserted, the units reserved, the consumed cart lines dropped (Q-026) and other buyers' lines of
 * those items updated (Q-025). Any refusal or fault rolls all of it back. The same Idempotency-Key answers the
 * first order (one order per double click).
 */
export async function submitOrder(
  db: DbOrTx,
  ctx: RequestContext,
  rating: RatingProvider,
  warehouseCode: string,
  body: SubmissionBody,
  opts: SubmitOptions = {},
): Promise<SubmitOrderResponse> {
  await requireBuyer(db, ctx);
  const key = opts.idempotencyKey;
  const hash = requestHash(warehouseCode, body);
  if (key) {
    const earlier = await orderForKey(db, ctx, key, hash);
    if (earlier) return earlier;
  }
  // H-010, H-011: PAY AND SHIP NOW (readyToRelease) is refused while a proof-of-export document is not approved.
  if (body.readyToRelease && (await payAndShipBlocked(db, ctx.tenantId, ctx.userId))) {
    throw new AppError('validationFailed', PAY_AND_SHIP_BLOCKED, undefined, [
      {
        messageCode: 'payAndShipNowDisabled',
        messageDescription: PAY_AND_SHIP_BLOCKED,
        field: 'readyToRelease',
      },
    ]);
  }
  const ids = [...new Set(body.offerIds)];
  // A line's item never changes, so this unlocked read names the items to lock; quantities are re-read under
  // the locks, and a quote taken for other units is not used.
  const preview = await readCartLines(db, ctx.tenantId, ctx.userId, ids);
  const cctx = await loadCheckoutContext(db, ctx.tenantId, ctx.userId, warehouseCode);
  // H-010: a new order the seller's proof-of-export rule covers is held first, so its document is asked for.
  const shipsTo = findAddress(cctx, body.shippingAddressId, 'shipping');
  if (
    body.readyToRelease &&
    shipsTo &&
    (await newOrderNeedsProofOfExport(db, ctx.tenantId, cctx.buyerEmail, shipsTo.country))
  ) {
    throw new AppError('validationFailed', PROOF_OF_EXPORT_FIRST, undefined, [
      {
        messageCode: 'proofOfExportRequired',
        messageDescription: PROOF_OF_EXPORT_FIRST,
        field: 'readyToRelease',
      },
    ]);
  }
  const methodCode = body.shippingOption.shippingMethodCode;
  const method = findShippingMethod(cctx, methodCode);
  const previewUnits = preview.reduce((n, r) => n + checkoutQuantity(r), 0);
  const realTime =
    method?.type === 'REAL_TIME'
      ? await fetchRealTimeQuotes(cctx, rating, body.shippingAddressId, previewUnits)
      : null;

  return db.transaction(async (tx) => {
    const stock = await lockStock(
      tx,
      ctx.tenantId,
      { itemNumberWarehouses: preview.map((r) => r.offer.itemNumberWarehouse) },
      { reason: 'ORDER_PLACED', actor: { kind: 'BUYER', id: ctx.userId } },
    );
    const locked = await stock.lockCartLines(ctx.userId, ids);
    // A concurrent submit with the same key may have committed while this one waited on the locks.
    if (key) {
      const earlier = await orderForKey(tx, ctx, key, hash);
      if (earlier) return earlier;
    }
    const lines = checkLines(locked, ids, warehouseCode);
    const priced = pricedLines(lines);

    // Each item's units must be there now, under the row locks; reserved below with the order.
    const wanted = new Map<string, PricedLine>();
    for (const l of priced) {
      const prev = wanted.get(l.itemNumberWarehouse);
      wanted.set(l.itemNumberWarehouse, prev ? { ...prev, quantity: prev.quantity + l.quantity } : { ...l });
    }
    const moves = [...wanted.values()].map((l) => {
      const item = stock.item(l.itemNumberWarehouse);
      if (!item) throw refused('stockItemNotFound', 'offerIds');
      return { stockItemId: item.id, quantity: l.quantity };
    });
    const units = priced.reduce((n, l) => n + l.quantity, 0);
    if (realTime && units !== previewUnits) {
      throw new AppError(
        'conflict',
        'The cart changed while the order was being placed; review it and try again',
      );
    }
    const quotes: RealTimeQuotes = realTime?.quotes ?? [];
    const allQuotes = realTime?.all ?? [];
    const realTimeAvailable = realTime
      ? (realTime.quotes?.some((q) => q.shippingMethodCode === method?.code) ?? false)
      : true;
    const shortfall = stock.check(moves);
    if (!shortfall.ok) throw refused(shortfall.code, 'offerIds');
    const check = validateSelections(cctx, body, priced, { realTimeAvailable });
    if (!check.ok) throw refuseSelections(check.errors);
    const charges = priceOrder(cctx, body, priced, quotes);
    const shipTo = findAddress(cctx, body.shippingAddressId, 'shipping')!;
    const billTo = findAddress(cctx, body.billingAddressId, 'billing')!;
    const payment = findPaymentMethod(cctx, body.paymentOptionDetails.paymentMethodCode)!;
    const shipping = method!;

    const status = statusAfterSubmit({
      shippingMethodCode: shipping.code,
      readyToRelease: body.readyToRelease,
      paymentMethodCode: payment.code,
      onReleaseFulfillmentStatusTo: cctx.orderSettings.fulfillmentSettings.onReleaseFulfillmentStatusTo,
    });
    const now = new Date();
    // the fee terms are fixed when the order is placed (a request-a-quote order: when released
    // after its quote), with the grace period from now (paymentCollectionSettings).
    const feeTerms = status === 'AWAITING_SHIPPING_QUOTE' ? null : feeTermsFrom(cctx.orderSettings, now);
    const number = await allocateOrderNumber(tx, ctx.tenantId, cctx.orderNumberPrefix);
    stock.refer(number);
    const reserved = await stock.reserve(moves);
    if (!reserved.ok) throw refused(reserved.code, 'offerIds');
    const isBma = shipping.type === 'BILL_MY_ACCOUNT';
    const insured = shipping.insuranceAvailable ? (body.shippingOption.insured ?? false) : null;
    const instructions = effectiveShippingInstructions(
      body.shippingOption.shippingInstructions ?? '',
      shipping.ignoreShippingInstructions,
    );
    const [order] = await tx
      .insert(orders)
      .values({
        tenantId: ctx.tenantId,
        phonexOrderNumber: number,
        buyerId: ctx.userId,
        warehouse: warehouseCode,
        fulfillmentStatus: status,
        paymentStatus: 'UNPAID',
        subtotalMinor: charges.subtotal,
        freightMinor: charges.freight,
        freightUndefined: charges.freightUndefined,
        paymentFeeUndefined: charges.paymentFeeUndefined,
        paymentFeeMinor: charges.paymentFee,
        taxMinor: charges.tax,
        taxDescription: charges.taxDescription,
        additionalServicesFeeMinor: charges.additionalServicesFee,
        totalMinor: charges.total,
        totalOrderedQuantity: charges.totalOrderedQuantity,
        additionalServices: [...new Set(body.additionalServiceCodes)],
        shippingAddressId: shipTo.id,
        shippingAddress: toAddressSnapshot(shipTo),
        billingAddressId: billTo.id,
        billingAddress: toAddressSnapshot(billTo),
        shippingMethodCode: shipping.code,
        shippingMethodLabel: shipping.customLabel ?? shipping.label,
        insured,
        insuredAmountMinor: insured ? charges.insuredAmount : null,
        carrier: isBma ? (body.shippingOption.carrier ?? null) : null,
        carrierServiceLevel: isBma ? (body.shippingOption.carrierServiceLevel ?? null) : null,
        carrierShippingAccountNumber: isBma
          ? (body.shippingOption.carrierShippingAccountNumber ?? null)
          : null,
        shippingInstructions: instructions === '' ? null : instructions,
        requestAQuoteServiceLevel:
          shipping.type === 'REQUEST_A_QUOTE' ? (body.requestAQuoteDetails?.serviceLevel ?? null) : null,
        paymentMethodCode: payment.code,
        paymentMethodLabel: payment.label,
        rateSku: charges.rateSku,
        realTimeFreightQuoteCarrier: charges.realTimeFreightQuoteCarrier,
        realTimeFreightQuoteCarrierServiceLevel: charges.realTimeFreightQuoteCarrierServiceLevel,
        freightQuotesForAllRealTimeShippingMethods: allQuotes.map((q) => ({
          shippingMethodCode: q.shippingMethodCode,
          carrier: q.carrier,
          carrierServiceLevel: q.carrierServiceLevel,
          freightMinor: q.freight === null ? null : majorToMinor(q.freight, cctx.currencyPrecision),
        })),
        releasedAt: status === 'ON_HOLD' || status === 'AWAITING_SHIPPING_QUOTE' ? null : now,
        ...(feeTerms ?? {}),
        idempotencyKey: key ?? null,
        idempotencyRequestHash: key ? hash : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const offerOf = new Map(lines.map((r) => [r.item.itemNumberWarehouse, r]));
    const inserted = await tx
      .insert(orderLines)
      .values(
        [...wanted.values()].map((l) => {
          const r = offerOf.get(l.itemNumberWarehouse)!;
          return {
            tenantId: ctx.tenantId,
            orderId: order!.id,
            itemNumberWarehouse: l.itemNumberWarehouse,
            itemNumber: r.item.itemNumber,
            itemDescription: r.item.skuDescription,
            incrementSize: r.item.incrementSize,
            orderedQuantity: l.quantity,
            unitPriceMinor: l.unitPriceMinor,
            extendedPriceMinor: multiplyMinor(l.unitPriceMinor, l.quantity),
            offerId: r.offer.id,
            offerStatus: r.offer.status,
          };
        }),
      )
      .returning();

    // Q-026: the consumed cart lines go; other buyers' lines of these items follow the new stock (Q-025).
    await stock.consumeCartLines(ctx.userId, ids);
    // orders.changed with the stock events; the confirmation mail the thank-you page promises.
    await stock.finish({ events: orderChangedEvents(ctx.tenantId, ctx.userId, [number], 'ORDER_PLACED') });
    const held = status === 'ON_HOLD' || status === 'AWAITING_SHIPPING_QUOTE';
    await recordOrderChange(tx, order!, held ? 'ORDER_HELD' : 'ORDER_PLACED', {
      kind: 'BUYER',
      id: ctx.userId,
    });
    await enqueueOrderMail(tx, cctx.buyerEmail, held ? 'ORDER_HELD' : 'ORDER_PLACED', order!, inserted, {
      tenantName: cctx.tenantName,
      currencyCode: cctx.currencyCode,
      precision: cctx.currencyPrecision,
      language: cctx.language,
      statuses: cctx.orderSettings.fulfillmentSettings.statuses,
    });
    return { phonexOrderNumber: number };
  });
}
