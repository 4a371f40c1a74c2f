import {
  type AddToExistingOrderResponse,
  BILL_MY_ACCOUNT,
  type CheckoutPayload,
  DEFAULT_DICTIONARY,
  REQUEST_A_QUOTE,
  type SavedPreferences,
  type UpdateCombinedOrderBody,
  type UpdateCombinedOrderResponse,
} from '@portico/contract';
import {
  type SavedPreferences as DomainSavedPreferences,
  effectiveShippingInstructions,
  minorToMajor,
  multiplyMinor,
  sanitizePreferences,
  statusAfterSubmit,
  sumLines,
} from '@portico/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { RatingProvider } from '../../adapters/rating.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chargeColumnsOf } from '../../db/schema/columns.ts';
import { orderLines, orders, orderUpdateKeys } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, refused } from '../../plugins/errors.ts';
import { requireAuthority } from '../accounts/accounts.service.ts';
import { checkoutCart } from '../checkout/checkout.service.ts';
import {
  type CheckoutContext,
  fetchRealTimeQuotes,
  findAddress,
  findPaymentMethod,
  findShippingMethod,
  loadCheckoutContext,
  type PricedLine,
  priceOrder,
  refuseSelections,
  toAddressSnapshot,
  validateSelections,
} from '../checkout/checkout-context.ts';
import { lockStock } from '../inventory/inventory.ts';
import { type CartLine, loadCartLines, toCartLines } from './cart-lines.ts';
import { earlierAnswer, requestHashOf } from './idempotency.ts';
import { enqueueOrderMail, orderChangedEvents } from './order-events.ts';
import { toOnHoldSalesOrder } from './order-mapper.ts';
import { recordOrderChange } from './order-timeline.ts';
import { canUpdateOrders } from './order-view.ts';
import {
  ADDABLE_STATUS,
  findOrder,
  linesOfOrders,
  type OrderLineRow,
  type OrderRow,
  onHoldOrders,
} from './orders.repository.ts';
import { orderNotFound, tenantOrderContext } from './orders.service.ts';

/**
 * Adding the cart to an existing on-hold order (I-059…I-065, Q-003, Q-004, Q-053): the list of on-hold orders,
 * the combined review and the combined update. Pricing and the re-check of the choices are the checkout's
 * (checkout-context.ts priceOrder / validateSelections); this module merges lines and moves stock.
 */

/** 409 outdatedSalesOrder: the order moved on (released, cancelled, quoted) since the buyer looked. */
export function outdated(): AppError {
  const description = DEFAULT_DICTIONARY.outdatedSalesOrder?.i18n_value ?? 'outdatedSalesOrder';
  return new AppError('conflict', description, undefined, [
    { messageCode: 'outdatedSalesOrder', messageDescription: description, field: 'salesOrder' },
  ]);
}

/**
 * Adding the cart to an order buys (CAN_BUY_ONLINE) and changes that order — its lines, its shipping and paying —
 * so it needs CAN_UPDATE_ORDER too (the list of orders to add to is empty without it).
 */
async function requireOrderChanger(db: DbOrTx, ctx: RequestContext) {
  const access = await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  if (!canUpdateOrders(access)) {
    throw new AppError('forbidden', 'You are not allowed to do this', { authority: 'CAN_UPDATE_ORDER' });
  }
  return access;
}

async function buyerContext(db: DbOrTx, ctx: RequestContext, warehouseCode: string) {
  const access = await requireOrderChanger(db, ctx);
  // G-071: a prospect cannot check out, so cannot add to an order either.
  if (access.buyerStatus === 'PROSPECT') throw refused('prospectCannotCheckoutContactSalesRep', 'offerIds');
  return loadCheckoutContext(db, ctx.tenantId, ctx.userId, warehouseCode);
}

/**
 * The order's own choices as the combined review's starting selections (I-022 shape): the combined order keeps
 * shipping and paying as it was held, unless the buyer changes it.
 */
function orderChoices(o: OrderRow, precision: number): SavedPreferences {
  return {
    shippingOption: {
      shippingAddressId: o.shippingAddressId,
      shippingOptionDetails: {
        shippingMethodCode: o.shippingMethodCode,
        carrier: o.carrier,
        carrierServiceLevel: o.carrierServiceLevel,
        carrierShippingAccountNumber: o.carrierShippingAccountNumber,
        shippingInstructions: o.shippingInstructions,
        insured: o.insured,
        insuredAmount: o.insuredAmountMinor === null ? null : minorToMajor(o.insuredAmountMinor, precision),
      },
    },
    paymentOption: {
      billingAddressId: o.billingAddressId,
      paymentOptionDetails: { paymentMethodCode: o.paymentMethodCode },
    },
    services: o.additionalServices,
  };
}

/** The domain's sanitized (partial) preferences in the contract's full shape: null where nothing is chosen. */
function fullPreferences(d: DomainSavedPreferences): SavedPreferences {
  const details = d.shippingOption?.shippingOptionDetails;
  return {
    shippingOption: {
      shippingAddressId: d.shippingOption?.shippingAddressId ?? null,
      shippingOptionDetails: {
        shippingMethodCode: details?.shippingMethodCode ?? null,
        carrier: details?.carrier ?? null,
        carrierServiceLevel: details?.carrierServiceLevel ?? null,
        carrierShippingAccountNumber: details?.carrierShippingAccountNumber ?? null,
        shippingInstructions: details?.shippingInstructions ?? null,
        insured: details?.insured ?? null,
        insuredAmount: details?.insuredAmount ?? null,
      },
    },
    paymentOption: {
      billingAddressId: d.paymentOption?.billingAddressId ?? null,
      paymentOptionDetails: {
        paymentMethodCode: d.paymentOption?.paymentOptionDetails?.paymentMethodCode ?? null,
      },
    },
    services: [...(d.services ?? [])],
  };
}

function linesByOrder(rows: readonly { line: OrderLineRow }[]): Map<string, OrderLineRow[]> {
  const out = new Map<string, OrderLineRow[]>();
  for (const { line } of rows) {
    const lines = out.get(line.orderId);
    if (lines) lines.push(line);
    else out.set(line.orderId, [line]);
  }
  return out;
}

/**
 * POST stocklist/cart/add-to-existing-order/{warehouseCode} (N-038, Q-003, I-059): the cart's checkout payload
 * plus the buyer's on-hold orders in that warehouse, last updated first.
 */
export async function addToExistingOrder(
  db: DbOrTx,
  ctx: RequestContext,
  warehouseCode: string,
  offerIds: string[],
): Promise<AddToExistingOrderResponse> {
  await requireOrderChanger(db, ctx);
  // The cart part is the cart checkout's payload (same lines, options, preferences; checkout.service.ts).
  const base = await checkoutCart(db, ctx, warehouseCode, offerIds);
  const { precision } = await tenantOrderContext(db, ctx.tenantId);
  const held = await onHoldOrders(db, ctx.tenantId, ctx.userId, warehouseCode);
  const lines = linesByOrder(
    await linesOfOrders(
      db,
      ctx.tenantId,
      held.map((o) => o.id),
    ),
  );
  return {
    ...base,
    onHoldSalesOrders: held.map((o) => toOnHoldSalesOrder(o, lines.get(o.id) ?? [], precision)),
  };
}

/** The buyer's on-hold order in the warehouse, or 404 (another buyer's, another warehouse's) / 409 (moved on). */
async function heldOrder(db: DbOrTx, ctx: RequestContext, warehouseCode: string, n: string, lock: boolean) {
  const order = await findOrder(db, ctx.tenantId, ctx.userId, n.trim().toUpperCase(), lock);
  if (!order || order.warehouse !== warehouseCode) throw orderNotFound(n);
  if (order.fulfillmentStatus !== ADDABLE_STATUS) throw outdated();
  return order;
}

/**
 * POST …/{warehouseCode}/{salesOrder}/review (N-039, Q-004, I-061): the combined order's checkout payload — the
 * cart lines as lineItems, the existing order as onHoldSalesOrder, its choices as the starting selections and
 * the combined subtotal (the insurance default reads it, I-038). The totals panel prices the combination
 * through calculate charges with phonexOrderNumber and offerIds (I-049).
 */
export async function reviewCombinedOrder(
  db: DbOrTx,
  ctx: RequestContext,
  warehouseCode: string,
  salesOrder: string,
  offerIds: string[],
): Promise<CheckoutPayload> {
  await requireOrderChanger(db, ctx);
  const base = await checkoutCart(db, ctx, warehouseCode, offerIds);
  const order = await heldOrder(db, ctx, warehouseCode, salesOrder, false);
  const [checkout, cart, existingRows] = await Promise.all([
    loadCheckoutContext(db, ctx.tenantId, ctx.userId, warehouseCode),
    loadCartLines(db, ctx, warehouseCode, offerIds),
    linesOfOrders(db, ctx.tenantId, [order.id]),
  ]);
  const existing = existingRows.map((r) => r.line);
  const p = checkout.currencyPrecision;
  const merged = mergeLines(existing, cart);
  const sums = sumLines(merged.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPriceMinor })));
  // J-007 as at checkout: a choice of the order that no longer fits the combined order is dropped.
  const choices = sanitizePreferences(orderChoices(order, p), checkout.domainOptions, {
    order: { units: sums.totalOrderedQuantity, subtotal: sums.subtotal },
    currencyPrecision: p,
  });
  return {
    ...base,
    buyerOrderPreferences: fullPreferences(choices),
    onHoldSalesOrder: toOnHoldSalesOrder(order, existing, p),
    orderSubtotal: minorToMajor(sums.subtotal, p),
  };
}

/** One merged line per item (the order_lines rule): what to write and what it prices at. */
export type MergedLine = PricedLine & {
  existing: OrderLineRow | null;
  added: CartLine | null;
};

/**
 * One line per item: quantities add, and a line keeps one unit price (L-039: extended = quantity × unit price). An
 * item already on the order at another price than the cart's is refused (422 itemOnOrderAtAnotherPrice): either
 * price for all the units would re-price units agreed at the other — a discount agreed for a few units spread to
 * every unit, or the buyer's discounted units charged at list.
 */
export function mergeLines(existing: readonly OrderLineRow[], cart: readonly CartLine[]): MergedLine[] {
  const out = new Map<string, MergedLine>();
  for (const l of existing) {
    out.set(l.itemNumberWarehouse, {
      itemNumberWarehouse: l.itemNumberWarehouse,
      quantity: l.orderedQuantity,
      unitPriceMinor: l.unitPriceMinor,
      existing: l,
      added: null,
    });
  }
  for (const c of cart) {
    const before = out.get(c.itemNumberWarehouse);
    if (before && before.unitPriceMinor !== c.unitPriceMinor)
      throw refused('itemOnOrderAtAnotherPrice', 'offerIds');
    out.set(
      c.itemNumberWarehouse,
      before
        ? {
            ...before,
            quantity: before.quantity + c.quantity,
            added: c,
          }
        : {
            itemNumberWarehouse: c.itemNumberWarehouse,
            quantity: c.quantity,
            unitPriceMinor: c.unitPriceMinor,
            existing: null,
            added: c,
          },
    );
  }
  return [...out.values()];
}

/**
 * POST …/{warehouseCode}/{salesOrder}/update (N-040, Q-004, I-064, I-065). ONE transaction: the order row is
 * locked (and written only at the version read), then — through the inventory core — the stock items (id
 * order) and the cart lines; the choices are re-checked and every amount recomputed by the server (priceOrder);
 * lines merge, the units are reserved, the consumed cart lines are deleted, the order is rewritten with version + 1, and cart.changed / stock.changed
 * are published with the commit. Any refusal rolls all of it back.
 */
export async function updateCombinedOrder(
  db: DbOrTx,
  ctx: RequestContext,
  rating: RatingProvider,
  warehouseCode: string,
  salesOrder: string,
  body: UpdateCombinedOrderBody,
  opts: { idempotencyKey?: string | undefined } = {},
): Promise<UpdateCombinedOrderResponse> {
  // DESIGN §6: the same Idempotency-Key answers the first update (a double click, a retry after a timeout); with
  // another request it is refused. A repeat racing the first fails on what the first consumed (its cart lines, the
  // order's version) and then finds the first's key.
  const key = opts.idempotencyKey;
  const hash = key ? updateHash(warehouseCode, salesOrder, body) : '';
  if (key) {
    const earlier = await updateForKey(db, ctx, key, hash);
    if (earlier) return earlier;
  }
  try {
    return await mergeIntoOrder(db, ctx, rating, warehouseCode, salesOrder, body, key, hash);
  } catch (err) {
    const earlier = key ? await updateForKey(db, ctx, key, hash) : undefined;
    if (earlier) return earlier;
    throw err;
  }
}

/** What an update asked (its order, warehouse and body, the cart lines in any order), for its Idempotency-Key. */
const updateHash = (warehouseCode: string, salesOrder: string, body: UpdateCombinedOrderBody) =>
  requestHashOf({ warehouseCode, salesOrder: salesOrder.trim().toUpperCase(), body });

async function updateForKey(db: DbOrTx, ctx: RequestContext, key: string, hash: string) {
  const [row] = await db
    .select({ number: orderUpdateKeys.phonexOrderNumber, hash: orderUpdateKeys.requestHash })
    .from(orderUpdateKeys)
    .where(
      and(
        eq(orderUpdateKeys.tenantId, ctx.tenantId),
        eq(orderUpdateKeys.buyerId, ctx.userId),
        eq(orderUpdateKeys.idempotencyKey, key),
      ),
    );
  return earlierAnswer(row, hash);
}

async function mergeIntoOrder(
  db: DbOrTx,
  ctx: RequestContext,
  rating: RatingProvider,
  warehouseCode: string,
  salesOrder: string,
  body: UpdateCombinedOrderBody,
  key: string | undefined,
  hash: string,
): Promise<UpdateCombinedOrderResponse> {
  const checkout = await buyerContext(db, ctx, warehouseCode);
  // Real-time freight is quoted before the transaction (a carrier call must not hold row locks); the units are
  // re-read under lock below, and a quote for other units is refused as outdated.
  const preview = await heldOrder(db, ctx, warehouseCode, salesOrder, false);
  const method = findShippingMethod(checkout, body.shippingOption.shippingMethodCode);
  const previewCart = await loadCartLines(db, ctx, warehouseCode, body.offerIds);
  const previewUnits = preview.totalOrderedQuantity + previewCart.reduce((s, l) => s + l.quantity, 0);
  const realTime =
    method?.type === 'REAL_TIME'
      ? await fetchRealTimeQuotes(checkout, rating, body.shippingAddressId, previewUnits)
      : null;

  return db.transaction(async (tx) => {
    const order = await heldOrder(tx, ctx, warehouseCode, salesOrder, true);
    if (order.version !== preview.version) throw outdated();
    // The inventory core's lock order (docs/decisions/005): this order row, then the stock items (id order), then
    // the cart lines. A line's item never changes, so the unlocked preview names the items to lock.
    const stock = await lockStock(
      tx,
      ctx.tenantId,
      { itemNumberWarehouses: previewCart.map((l) => l.itemNumberWarehouse) },
      { reason: 'ORDER_ADDED', actor: { kind: 'BUYER', id: ctx.userId }, reference: order.phonexOrderNumber },
    );
    const cart = toCartLines(
      await stock.lockCartLines(ctx.userId, body.offerIds),
      body.offerIds,
      warehouseCode,
    );
    const existing = (await linesOfOrders(tx, ctx.tenantId, [order.id])).map((r) => r.line);
    const merged = mergeLines(existing, cart);

    // The choices and the amounts are the server's (I-046, DESIGN §5).
    // As the submit judges it: the chosen real-time method itself must have been quoted (I-025).
    const checked = validateSelections(checkout, body, merged, {
      ...(realTime
        ? { realTimeAvailable: realTime.quotes?.some((q) => q.shippingMethodCode === method?.code) ?? false }
        : {}),
    });
    if (!checked.ok) throw refuseSelections(checked.errors);
    const charges = priceOrder(checkout, body, merged, realTime?.quotes ?? null);
    if (realTime && charges.totalOrderedQuantity !== previewUnits) throw outdated();

    // Stock: every added unit must be there; taken under the row locks (no oversell, DESIGN §6).
    const moves = cart.map((l) => {
      const item = stock.item(l.itemNumberWarehouse);
      if (!item) throw refused('notEnoughQuantity', 'offerIds');
      return { stockItemId: item.id, quantity: l.quantity };
    });
    const reserved = await stock.reserve(moves);
    if (!reserved.ok) throw refused(reserved.code, 'offerIds');

    const now = new Date();
    for (const m of merged) {
      if (!m.added) continue;
      const orderedQuantity = m.existing ? m.existing.orderedQuantity + m.added.quantity : m.added.quantity;
      const values = {
        orderedQuantity,
        unitPriceMinor: m.unitPriceMinor,
        extendedPriceMinor: multiplyMinor(m.unitPriceMinor, orderedQuantity),
        offerStatus: m.added.offerStatus,
        updatedAt: now,
      };
      if (m.existing) {
        await tx.update(orderLines).set(values).where(eq(orderLines.id, m.existing.id));
      } else {
        await tx.insert(orderLines).values({
          ...values,
          tenantId: ctx.tenantId,
          orderId: order.id,
          itemNumberWarehouse: m.added.itemNumberWarehouse,
          itemNumber: m.added.itemNumber,
          itemDescription: m.added.itemDescription,
          incrementSize: m.added.incrementSize,
        });
      }
    }
    // the accepted offers the order used are consumed.
    await stock.consumeCartLines(
      ctx.userId,
      cart.map((l) => l.offerId),
    );

    await tx
      .update(orders)
      .set({
        ...choiceColumns(checkout, body, charges.insuredAmount),
        fulfillmentStatus: statusAfterSubmit({
          shippingMethodCode: body.shippingOption.shippingMethodCode,
          readyToRelease: false,
          paymentMethodCode: body.paymentOptionDetails.paymentMethodCode,
          onReleaseFulfillmentStatusTo:
            checkout.orderSettings.fulfillmentSettings.onReleaseFulfillmentStatusTo,
        }),
        // The fee terms charged so far stay; the total is recomputed over the new amounts (P-033).
        ...chargeColumnsOf(charges, order),
        // A seller's freight quote priced the order as it was; the combined order needs a new one.
        shippingQuoteMinor: null,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));

    // Q-025: other buyers' cart lines of items that just ran out follow the stock; stock.changed, and
    // orders.changed with them; the confirmation mail of the updated order.
    await stock.finish({
      events: orderChangedEvents(ctx.tenantId, ctx.userId, [order.phonexOrderNumber], 'ORDER_ADDED'),
    });
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const afterLines = await linesOfOrders(tx, ctx.tenantId, [order.id]);
    await recordOrderChange(tx, after!, 'ORDER_ADDED', { kind: 'BUYER', id: ctx.userId });
    await enqueueOrderMail(
      tx,
      checkout.buyerEmail,
      'ORDER_ADDED',
      after!,
      afterLines.map((l) => l.line),
      {
        tenantName: checkout.tenantName,
        currencyCode: checkout.currencyCode,
        precision: checkout.currencyPrecision,
        language: checkout.language,
        statuses: checkout.orderSettings.fulfillmentSettings.statuses,
      },
    );
    if (key) {
      await tx.insert(orderUpdateKeys).values({
        tenantId: ctx.tenantId,
        buyerId: ctx.userId,
        idempotencyKey: key,
        requestHash: hash,
        phonexOrderNumber: order.phonexOrderNumber,
      });
    }
    return { phonexOrderNumber: order.phonexOrderNumber };
  });
}

/** The order's shipping, billing, payment and services columns from the (already validated) choices. */
function choiceColumns(checkout: CheckoutContext, body: UpdateCombinedOrderBody, insuredAmountMinor: number) {
  const shipTo = findAddress(checkout, body.shippingAddressId, 'shipping')!;
  const billTo = findAddress(checkout, body.billingAddressId, 'billing')!;
  const option = body.shippingOption;
  const method = findShippingMethod(checkout, option.shippingMethodCode)!;
  const payment = findPaymentMethod(checkout, body.paymentOptionDetails.paymentMethodCode)!;
  const insured = method.insuranceAvailable ? (option.insured ?? false) : null;
  const billMyAccount = method.type === BILL_MY_ACCOUNT;
  return {
    shippingAddressId: shipTo.id,
    shippingAddress: toAddressSnapshot(shipTo),
    billingAddressId: billTo.id,
    billingAddress: toAddressSnapshot(billTo),
    shippingMethodCode: method.code,
    shippingMethodLabel: method.customLabel ?? method.label,
    insured,
    insuredAmountMinor: insured ? insuredAmountMinor : null,
    // As the submit stores them (checkout.service.ts): carrier fields belong to bill-my-account only.
    carrier: billMyAccount ? (option.carrier ?? null) : null,
    carrierServiceLevel: billMyAccount ? (option.carrierServiceLevel ?? null) : null,
    carrierShippingAccountNumber: billMyAccount ? (option.carrierShippingAccountNumber ?? null) : null,
    shippingInstructions:
      effectiveShippingInstructions(option.shippingInstructions ?? '', method.ignoreShippingInstructions) ||
      null,
    requestAQuoteServiceLevel:
      method.type === REQUEST_A_QUOTE ? (body.requestAQuoteDetails?.serviceLevel ?? null) : null,
    paymentMethodCode: payment.code,
    paymentMethodLabel: payment.label,
    additionalServices: [...new Set(body.additionalServiceCodes)],
  };
}
