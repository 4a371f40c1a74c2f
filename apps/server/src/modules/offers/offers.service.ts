import {
  DEFAULT_DICTIONARY,
  type OfferItem,
  type OfferRequest,
  OfferState,
  OfferStatus,
  type OffersMap,
  type StocklistOffer,
} from '@portico/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireAuthority } from '../accounts/accounts.service.ts';
import { decideOffer, type OfferRefusal, toMajor, toMinor } from './offer-rules.ts';
import {
  deleteOffer,
  findOfferTarget,
  findOfferWithItem,
  listOffers,
  type OfferRow,
  type OfferTargetItem,
  type OfferValues,
  updateOffer,
  upsertOffer,
} from './offers.repository.ts';

/** A refusal as the 422 body part 1 §8 reads: the first error's messageCode is a dictionary key. */
function refused(messageCode: string, field: string, params?: Record<string, number>): AppError {
  const text = DEFAULT_DICTIONARY[messageCode]?.i18n_value ?? messageCode;
  const description = Object.entries(params ?? {}).reduce(
    (t, [k, v]) => t.replaceAll(`{${k}}`, String(v)),
    text,
  );
  return new AppError('validationFailed', description, params, [
    { messageCode, messageDescription: description, field },
  ]);
}
const refusal = (r: OfferRefusal) => refused(r.messageCode, r.field, r.params);

export function toStocklistOffer(row: OfferRow): StocklistOffer {
  const status = OfferStatus.safeParse(row.status);
  const state = OfferState.safeParse(row.state);
  if (!status.success || !state.success) throw new Error(`offer ${row.id} has an unknown status or state`);
  return {
    offerStatus: status.data,
    offerState: state.data,
    offerId: row.id,
    offerQuantity: row.offerQuantity,
    offerPrice: toMajor(row.offerPriceMinor),
    checkOutQuantity: row.checkOutQuantity,
    checkOutPrice: row.checkOutPriceMinor === null ? null : toMajor(row.checkOutPriceMinor),
    counterPrice: row.counterPriceMinor === null ? null : toMajor(row.counterPriceMinor),
    acceptedOrCounteredExpirationDate: row.expiresAt ? row.expiresAt.toISOString() : null,
    minimumCheckoutQuantity: row.minimumCheckoutQuantity,
  };
}

function toOfferItem(item: OfferTargetItem, row: OfferRow): OfferItem {
  return {
    itemDescription: item.skuDescription,
    itemNumber: item.itemNumber,
    itemNumberWarehouse: item.itemNumberWarehouse,
    listPrice: toMajor(item.listPriceMinor),
    quantityAvailable: item.quantityAvailable,
    incrementSize: item.incrementSize,
    warehouse: item.warehouse,
    stocklistOffer: toStocklistOffer(row),
  };
}

/** The values of a fresh buy or offer (D-011, D-012); a buy is ready to check out at the list price. */
function freshValues(item: OfferTargetItem, input: OfferRequest): OfferValues {
  const priceMinor = toMinor(input.offerPrice);
  const decision = decideOffer(item, input.offerQuantity, priceMinor);
  if (!decision.ok) throw refusal(decision.refusal);
  const isBuy = decision.status === 'BUY_AT_LIST';
  return {
    status: decision.status,
    state: decision.state,
    offerQuantity: input.offerQuantity,
    offerPriceMinor: priceMinor,
    checkOutQuantity: isBuy ? input.offerQuantity : null,
    checkOutPriceMinor: isBuy ? priceMinor : null,
    counterPriceMinor: null,
    minimumCheckoutQuantity: null,
    expiresAt: null,
  };
}

/** GET stocklist/offers (N-030, C-052): the buyer's entries keyed by itemNumberWarehouse. */
export async function getOffers(db: DbOrTx, ctx: RequestContext): Promise<OffersMap> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  const rows = await listOffers(db, ctx.tenantId, ctx.userId);
  const out: OffersMap = {};
  for (const r of rows) {
    out[r.offer.itemNumberWarehouse] = r.item
      ? toOfferItem(r.item, r.offer)
      : // The item left the stock list: the line stays, out of stock, until the buyer deletes it.
        {
          itemDescription: r.offer.itemNumberWarehouse,
          itemNumber: r.offer.itemNumberWarehouse,
          itemNumberWarehouse: r.offer.itemNumberWarehouse,
          listPrice: toMajor(r.offer.offerPriceMinor),
          quantityAvailable: 0,
          incrementSize: 1,
          warehouse: '',
          stocklistOffer: toStocklistOffer(r.offer),
        };
  }
  return out;
}

/** POST stocklist/offer (N-031, D-011, D-012): a buy or an offer; Q-027: a second one updates the entry. */
export async function createOffer(
  db: DbOrTx,
  ctx: RequestContext,
  input: OfferRequest,
): Promise<{ stocklistOffer: StocklistOffer }> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  const target = await findOfferTarget(db, ctx.tenantId, ctx.userId, input.itemNumberWarehouse);
  if (!target) throw refused('stockItemNotFound', 'itemNumberWarehouse');
  const row = await upsertOffer(
    db,
    ctx.tenantId,
    ctx.userId,
    input.itemNumberWarehouse,
    freshValues(target.item, input),
  );
  return { stocklistOffer: toStocklistOffer(row) };
}

/**
 * PUT stocklist/offer/{offerId} (N-032, D-014). Q-023: a quantity-only edit of an ACCEPTED or COUNTERED entry
 * keeps its status when the quantity is at least minimumCheckoutQuantity; any other edit is a fresh buy or offer.
 */
export async function editOffer(
  db: DbOrTx,
  ctx: RequestContext,
  offerId: string,
  input: OfferRequest,
): Promise<OfferItem> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  const found = await findOfferWithItem(db, ctx.tenantId, ctx.userId, offerId);
  if (!found) throw new AppError('notFound', 'No such offer');
  const { offer, item } = found;
  if (!item) throw refused('stockItemNotFound', 'itemNumberWarehouse');
  if (input.itemNumberWarehouse !== offer.itemNumberWarehouse) {
    throw refused('offerItemMismatch', 'itemNumberWarehouse');
  }
  const priceMinor = toMinor(input.offerPrice);
  const keepsAnswer =
    (offer.status === 'ACCEPTED' || offer.status === 'COUNTERED') &&
    priceMinor === (offer.status === 'COUNTERED' ? offer.counterPriceMinor : offer.offerPriceMinor);
  let values: OfferValues;
  if (keepsAnswer) {
    const decision = decideOffer(
      // Only the quantity rules apply: the price is the seller's answer, already agreed.
      { ...item, listPriceMinor: priceMinor },
      input.offerQuantity,
      priceMinor,
    );
    if (!decision.ok) throw refusal(decision.refusal);
    if (offer.minimumCheckoutQuantity !== null && input.offerQuantity < offer.minimumCheckoutQuantity) {
      throw refused('quantityBelowMinimum', 'offerQuantity', {
        minimumCheckoutQuantity: offer.minimumCheckoutQuantity,
      });
    }
    values = {
      ...offer,
      offerQuantity: offer.status === 'ACCEPTED' ? input.offerQuantity : offer.offerQuantity,
      checkOutQuantity: input.offerQuantity,
    };
  } else {
    values = freshValues(item, input);
  }
  const row = await updateOffer(db, ctx.tenantId, ctx.userId, offer.id, offer.version, {
    status: values.status,
    state: values.state,
    offerQuantity: values.offerQuantity,
    offerPriceMinor: values.offerPriceMinor,
    checkOutQuantity: values.checkOutQuantity,
    checkOutPriceMinor: values.checkOutPriceMinor,
    counterPriceMinor: values.counterPriceMinor,
    minimumCheckoutQuantity: values.minimumCheckoutQuantity,
    expiresAt: values.expiresAt,
  });
  if (!row) throw new AppError('conflict', 'The offer changed meanwhile; reload and try again');
  return toOfferItem(item, row);
}

/** DELETE stocklist/offer/{offerId} (N-033, D-015). */
export async function removeOffer(db: DbOrTx, ctx: RequestContext, offerId: string): Promise<void> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  if (!(await deleteOffer(db, ctx.tenantId, ctx.userId, offerId)))
    throw new AppError('notFound', 'No such offer');
}
