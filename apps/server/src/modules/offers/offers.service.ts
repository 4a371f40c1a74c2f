import {
  type OfferItem,
  type OfferRequest,
  OfferState,
  OfferStatus,
  type OffersMap,
  type SellerOfferSettings,
  type StocklistOffer,
} from '@portico/contract';
import {
  addHours,
  applyOfferEvent,
  decideAutoAnswer,
  decideCartOfferSave,
  decideOffer,
  isOfferState,
  isOfferStatus,
  type OfferEvent,
  type OfferLine,
  type OfferRefusal,
  toMajor,
  toMinor,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import { exclusively } from '../../db/raw.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, refused } from '../../plugins/errors.ts';
import { checkAuthority, requireAuthority } from '../accounts/accounts.service.ts';
import type { EventRow } from '../events/hub.ts';
import type { CartCache } from './cart-cache.ts';
import { buyerChangeEvents, publishOfferEvents } from './offer-events.ts';
import { offerSettingsOf } from './offer-settings.ts';
import {
  type OfferTarget,
  type RawTarget,
  readCartStamp,
  readTargetById,
  readTargetByItem,
  saveOfferLine,
  targetOf,
} from './offer-statements.ts';
import {
  deleteOffers,
  isOfferId,
  listOffers,
  type OfferRow,
  type OfferRuleRow,
  type OfferTargetItem,
  type OfferWithItem,
  selectOffers,
  updateOfferLine,
} from './offers.repository.ts';
import { TargetCache } from './target-cache.ts';

const refusal = (r: OfferRefusal) => refused(r.messageCode, r.field, r.params);
const notFound = () => new AppError('notFound', 'No such offer');

/** The stored row as the lifecycle's line; a row with an unknown status is a fault, not a refusal. */
export function toLine(row: OfferRow): OfferLine {
  if (!isOfferStatus(row.status) || !isOfferState(row.state)) {
    throw new Error(`offer ${row.id} has an unknown status or state`);
  }
  const before = row.statusBeforeOutOfStock;
  return {
    status: row.status,
    state: row.state,
    offerQuantity: row.offerQuantity,
    offerPriceMinor: row.offerPriceMinor,
    checkOutQuantity: row.checkOutQuantity,
    checkOutPriceMinor: row.checkOutPriceMinor,
    counterPriceMinor: row.counterPriceMinor,
    minimumCheckoutQuantity: row.minimumCheckoutQuantity,
    expiresAt: row.expiresAt,
    pendingExpiresAt: row.pendingExpiresAt,
    statusBeforeOutOfStock: before && isOfferStatus(before) ? before : null,
    answeredAt: row.answeredAt,
  };
}

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

export function toOfferItem(item: OfferTargetItem | null, row: OfferRow): OfferItem {
  if (!item) {
    // The item left the stock list: the line stays, out of stock, until the buyer deletes it.
    return {
      itemDescription: row.itemNumberWarehouse,
      itemNumber: row.itemNumberWarehouse,
      itemNumberWarehouse: row.itemNumberWarehouse,
      listPrice: toMajor(row.offerPriceMinor),
      quantityAvailable: 0,
      incrementSize: 1,
      warehouse: '',
      isOfferAccepted: false,
      stocklistOffer: toStocklistOffer(row),
    };
  }
  return {
    itemDescription: item.skuDescription,
    itemNumber: item.itemNumber,
    itemNumberWarehouse: item.itemNumberWarehouse,
    listPrice: toMajor(item.listPriceMinor),
    quantityAvailable: item.quantityAvailable,
    incrementSize: item.incrementSize,
    warehouse: item.warehouse,
    isOfferAccepted: item.isOfferAccepted && item.warehouseAcceptsOffers, // C-051
    stocklistOffer: toStocklistOffer(row),
  };
}

/** Applies an event the caller already validated; no arrow here is a fault in the rules, not a refusal. */
export function mustApply(line: OfferLine | null, event: OfferEvent): OfferLine {
  const result = applyOfferEvent(line, event);
  if (!result.ok) throw new Error(`no offer transition for ${event.type} from ${line?.status ?? 'NEW'}`);
  return result.line;
}

export type AutoAnswer = { action: 'ACCEPT' | 'REJECT'; line: OfferLine };

/**
 * A fresh offer (D-012, Q-023) and, when the item has a Q-020 auto-rule that decides it, the auto-answer at once.
 */
export function makeOffer(
  current: OfferLine | null,
  item: Pick<OfferTargetItem, 'listPriceMinor'>,
  rule: OfferRuleRow | null,
  settings: SellerOfferSettings,
  quantity: number,
  priceMinor: number,
  now: Date,
): { line: OfferLine; auto: AutoAnswer | null } {
  const pendingExpiresAt =
    settings.pendingOfferExpiryHours === null ? null : addHours(now, settings.pendingOfferExpiryHours);
  const offered = mustApply(current, { type: 'OFFER', quantity, priceMinor, pendingExpiresAt });
  const action = decideAutoAnswer(rule, item.listPriceMinor, priceMinor);
  if (!action) return { line: offered, auto: null };
  const window = { now, windowHours: settings.offerWindowHours };
  const answered = mustApply(
    offered,
    action === 'ACCEPT'
      ? { type: 'ACCEPT', ...window, minimumCheckoutQuantity: null }
      : { type: 'REJECT', ...window },
  );
  return { line: answered, auto: { action, line: answered } };
}

/**
 * GET stocklist/offers (N-030, C-052): the buyer's entries keyed by itemNumberWarehouse, as JSON bytes. One
 * statement checks the access and reads the cart's stamp; the bytes are rebuilt only when it moved (P5,
 * cart-cache.ts).
 */
export async function getOffersJson(db: DbOrTx, cache: CartCache, ctx: RequestContext): Promise<Buffer> {
  const { access, stamp } = await readCartStamp(db, ctx.tenantId, ctx.userId);
  checkAuthority(access, 'CAN_BUY_ONLINE', ctx.issuedAt);
  const key = `${ctx.tenantId}:${ctx.userId}`;
  const hit = cache.get(key, stamp);
  if (hit) return hit;
  const rows = await listOffers(db, ctx.tenantId, ctx.userId);
  const out: OffersMap = {};
  for (const r of rows) out[r.offer.itemNumberWarehouse] = toOfferItem(r.item, r.offer);
  const bytes = Buffer.from(JSON.stringify(out));
  // Stored under the stamp of what was read: the rows' own change_seq values (see cart-cache.ts).
  const seqs = rows.map((r) => r.changeSeq).sort((a, b) => a - b);
  cache.set(key, `${stamp.slice(0, stamp.indexOf('|'))}|${seqs.join(',')}`, bytes);
  return bytes;
}

/** What POST and PUT save with, besides the database. */
export type SaveDeps = {
  /** The server's copy of the last target per buyer and item (target-cache.ts); none: every save reads first. */
  targets?: TargetCache;
  /** Hands the committed save's live-update events to the event hub (hub.ts `committed`); required: unannounced
   * events would reach open pages only at the hub's next poll. */
  announce: (events: EventRow[]) => void;
  /** After a save a Q-020 auto-rule answered has committed: the buyer's mail of that answer. */
  autoAnswered?: (row: OfferRow) => Promise<void>;
};

/** A write that found the line or item changed since its read tries again this many times, then answers 409. */
const WRITE_ATTEMPTS = 5;
const changedMeanwhile = () => new AppError('conflict', 'The offer changed meanwhile; reload and try again');

/**
 * The save loop of POST and PUT (P5): decide on a target, save it in ONE statement that writes only if the
 * database still holds that target (offer-statements.ts saveOfferLine, migration 0010), and otherwise decide again
 * on the fresh target the save answered. The first target may be the server's copy of the last one
 * (target-cache.ts): a refusal, which writes nothing to check it against, is only given on a target just read.
 */
async function saveLoop<T>(
  db: DbOrTx,
  ctx: RequestContext,
  inw: string,
  { targets, announce, autoAnswered }: SaveDeps,
  first: { cached: RawTarget | undefined; read: () => Promise<RawTarget | null> },
  plan: (target: OfferTarget) => { line: OfferLine; auto: AutoAnswer | null; restart: boolean },
  answer: (row: OfferRow, target: OfferTarget) => T,
): Promise<T> {
  const key = TargetCache.key(ctx.tenantId, ctx.userId, inw);
  let raw: RawTarget | null = first.cached ?? null;
  let fresh = first.cached === undefined;
  if (fresh) raw = await first.read();
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    let decided: ReturnType<typeof plan>;
    try {
      decided = plan(targetOf(raw));
    } catch (err) {
      if (fresh || !(err instanceof AppError)) throw err;
      raw = await first.read();
      fresh = true;
      continue;
    }
    const saved = await saveOfferLine(db, {
      tenantId: ctx.tenantId,
      buyerId: ctx.userId,
      itemNumberWarehouse: inw,
      line: decided.line,
      autoAction: decided.auto?.action ?? null,
      restart: decided.restart,
      expect: raw,
      issuedAt: ctx.issuedAt,
    });
    if (!saved.stale) {
      announce(saved.events);
      if (decided.auto && autoAnswered) await autoAnswered(saved.row);
      targets?.set(key, saved.target);
      return answer(saved.row, targetOf(saved.target));
    }
    raw = saved.target;
    fresh = true;
  }
  targets?.delete(key);
  throw changedMeanwhile();
}

/**
 * POST stocklist/offer (N-031, D-011, D-012): a buy or an offer; Q-027: a second one updates the entry; Q-020:
 * an auto-rule may answer the offer at once. The pure decision on the target, one conditional save (saveLoop).
 */
export async function createOffer(
  db: DbOrTx,
  ctx: RequestContext,
  input: OfferRequest,
  deps: SaveDeps,
): Promise<{ stocklistOffer: StocklistOffer }> {
  const inw = input.itemNumberWarehouse;
  return exclusively(db, TargetCache.key(ctx.tenantId, ctx.userId, inw), () =>
    saveLoop(
      db,
      ctx,
      inw,
      deps,
      {
        cached: deps.targets?.get(TargetCache.key(ctx.tenantId, ctx.userId, inw)),
        read: () => readTargetByItem(db, ctx.tenantId, ctx.userId, inw),
      },
      (target) => {
        checkAuthority(target.access, 'CAN_BUY_ONLINE', ctx.issuedAt);
        const { item, rule } = target;
        if (!item) throw refused('stockItemNotFound', 'itemNumberWarehouse');
        const priceMinor = toMinor(input.offerPrice);
        const decision = decideOffer(item, input.offerQuantity, priceMinor);
        if (!decision.ok) throw refusal(decision.refusal);
        const current = target.offer ? toLine(target.offer) : null;
        if (decision.status === 'BUY_AT_LIST') {
          const line = mustApply(current, {
            type: 'BUY',
            quantity: input.offerQuantity,
            listPriceMinor: item.listPriceMinor,
          });
          return { line, auto: null, restart: true };
        }
        const settings = offerSettingsOf(target.offerSettings);
        const made = makeOffer(current, item, rule, settings, input.offerQuantity, priceMinor, new Date());
        return { ...made, restart: true };
      },
      (row) => ({ stocklistOffer: toStocklistOffer(row) }),
    ),
  );
}

/** Never a line id: an id that is not a UUID still gets the access check, then finds nothing (404). */
const NO_OFFER = '00000000-0000-0000-0000-000000000000';

/**
 * PUT stocklist/offer/{offerId} (N-032, D-014, G-052…G-061). The spec body carries no version, so a stale edit
 * is prevented this way: the cart-save rules are applied to the line as read, and the write only lands if the
 * line (and its item) still hold exactly that; otherwise the edit is judged again against the CURRENT line. A
 * seller answer that committed first is therefore what the edit is judged against (e.g. a re-offer on a
 * now-COUNTERED line must be below the counter); a seller answer sent against the version before this edit is
 * refused as a conflict (seller-offers service).
 */
export async function editOffer(
  db: DbOrTx,
  ctx: RequestContext,
  offerId: string,
  input: OfferRequest,
  deps: SaveDeps,
): Promise<OfferItem> {
  const id = isOfferId(offerId) ? offerId : NO_OFFER;
  const inw = input.itemNumberWarehouse;
  const cached = deps.targets?.get(TargetCache.key(ctx.tenantId, ctx.userId, inw));
  return exclusively(db, TargetCache.key(ctx.tenantId, ctx.userId, inw), () =>
    saveLoop(
      db,
      ctx,
      inw,
      deps,
      {
        // The copy is of the body's item: it is this line's only if the ids agree.
        cached: cached?.id === id ? cached : undefined,
        read: () => readTargetById(db, ctx.tenantId, ctx.userId, id),
      },
      (target) => {
        checkAuthority(target.access, 'CAN_BUY_ONLINE', ctx.issuedAt);
        const { offer, item, rule } = target;
        if (!offer || offer.id !== id) throw notFound();
        if (!item) throw refused('stockItemNotFound', 'itemNumberWarehouse');
        if (input.itemNumberWarehouse !== offer.itemNumberWarehouse) {
          throw refused('offerItemMismatch', 'itemNumberWarehouse');
        }
        const current = toLine(offer);
        const priceMinor = toMinor(input.offerPrice);
        const decision = decideCartOfferSave(current, item, input.offerQuantity, priceMinor);
        if (!decision.ok) throw refusal(decision.refusal);
        if (decision.event === 'EDIT_QUANTITY') {
          const line = mustApply(current, { type: 'EDIT_QUANTITY', quantity: input.offerQuantity });
          return { line, auto: null, restart: false };
        }
        if (decision.event === 'BUY') {
          const line = mustApply(current, {
            type: 'BUY',
            quantity: input.offerQuantity,
            listPriceMinor: item.listPriceMinor,
          });
          return { line, auto: null, restart: true };
        }
        const settings = offerSettingsOf(target.offerSettings);
        const made = makeOffer(current, item, rule, settings, input.offerQuantity, priceMinor, new Date());
        return { ...made, restart: true };
      },
      (row, target) => toOfferItem(target.item, row),
    ),
  );
}

/** DELETE stocklist/offer/{offerId} (N-033, D-015). */
export async function removeOffer(db: DbOrTx, ctx: RequestContext, offerId: string): Promise<void> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  await db.transaction(async (tx) => {
    const deleted = await deleteOffers(tx, ctx.tenantId, ctx.userId, [offerId]);
    if (deleted.length === 0) throw notFound();
    await publishOfferEvents(tx, buyerChangeEvents(ctx.tenantId, ctx.userId, deleted, 'deleted'));
  });
}

/** DELETE stocklist/offers (G-067, Q-006): the caller's entries among the ids; others' ids delete nothing. */
export async function removeOffers(
  db: DbOrTx,
  ctx: RequestContext,
  offerIds: string[],
): Promise<{ deletedCount: number }> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  return db.transaction(async (tx) => {
    const deleted = await deleteOffers(tx, ctx.tenantId, ctx.userId, [...new Set(offerIds)]);
    if (deleted.length > 0) {
      await publishOfferEvents(tx, buyerChangeEvents(ctx.tenantId, ctx.userId, deleted, 'deleted'));
    }
    return { deletedCount: deleted.length };
  });
}

/** The caller's entries for every id, locked; an unknown or another buyer's id is 404 (nothing changes). */
async function ownLines(tx: DbOrTx, ctx: RequestContext, offerIds: string[], lock: boolean) {
  const ids = [...new Set(offerIds)];
  const rows = await selectOffers(tx, ctx.tenantId, { buyerId: ctx.userId, ids, lock });
  if (rows.length !== ids.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.offer.id, r]));
  return ids.map((id) => byId.get(id)!);
}

/**
 * PUT stocklist/offer/movetocart (G-066, Q-022): every id must be the caller's and in AWAITING_BUYER_REVIEW with
 * a move arrow (an out-of-stock line cannot be moved, G-037); otherwise nothing moves.
 */
export async function moveToCart(db: DbOrTx, ctx: RequestContext, offerIds: string[]): Promise<OfferItem[]> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  return db.transaction(async (tx) => {
    const found = await ownLines(tx, ctx, offerIds, true);
    const moves = found.map((r: OfferWithItem) => {
      const result = r.item
        ? applyOfferEvent(toLine(r.offer), { type: 'MOVE_TO_CART', listPriceMinor: r.item.listPriceMinor })
        : ({ ok: false } as const);
      if (!result.ok) {
        throw refused('offerNotAwaitingBuyerReview', 'offerIds');
      }
      return { ...r, line: result.line };
    });
    const out: OfferItem[] = [];
    for (const m of moves) {
      const row = await updateOfferLine(tx, ctx.tenantId, m.offer.id, m.offer.version, m.line);
      if (!row) throw new AppError('conflict', 'The offer changed meanwhile; reload and try again');
      out.push(toOfferItem(m.item, row));
    }
    await publishOfferEvents(
      tx,
      buyerChangeEvents(
        ctx.tenantId,
        ctx.userId,
        out.map((o) => o.stocklistOffer.offerId),
        'moved',
      ),
    );
    return out;
  });
}

// POST stocklist/cart/checkout/{warehouseCode} moved to modules/checkout (the full checkout payload).
