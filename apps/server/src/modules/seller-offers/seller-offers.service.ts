import {
  DEFAULT_DICTIONARY,
  OfferState,
  OfferStatus,
  type RefusalCode,
  type SellerOffer,
  SellerOfferAction,
  type SellerOfferAnswer,
  type SellerOfferAnswersResponse,
  type SellerOfferHistoryResponse,
  type SellerOfferRule,
  type SellerOfferRulesResponse,
  type SellerOfferSettings,
  type SellerOffersQuery,
} from '@portico/contract';
import type { SellerOfferHistoryQuery } from '@portico/contract/offer-history';
import {
  applyOfferEvent,
  checkSellerAnswer,
  formatMoney,
  type OfferEvent,
  toMajor,
  toMinor,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, refused } from '../../plugins/errors.ts';
import { tenantOrigin } from '../alerts/alert-trigger.ts';
import { type NewEvent, publishEvents } from '../events/publish.ts';
import { readOfferSettings, writeOfferSettings } from '../offers/offer-settings.ts';
import { insertOfferAnswer, updateOfferLine } from '../offers/offers.repository.ts';
import { toLine } from '../offers/offers.service.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { reportTimeZone } from '../reports/daily-report.service.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { findTenantById } from '../tenants/tenant.repository.ts';
import { tenantLanguage, tenantMailWords } from '../tenants/tenants.service.ts';
import { tenantWords } from '../words/words.service.ts';
import { answerMail } from './answer-mail.ts';
import {
  deleteAnswer,
  deleteOfferRule,
  deleteUndoableAnswer,
  findPendingAnswer,
  findSellerOffer,
  listAnswerHistory,
  listOfferRules,
  listPendingOffers,
  lockOfferLineUnlessBusy,
  markAnswerApplied,
  ruleTarget,
  type SellerOfferRow,
  upsertOfferRule,
} from './seller-offers.repository.ts';

/**
 * Seller console offers (Q-019 answers, Q-020 auto-rules, Q-021 windows). The route checks the token's Seller
 * group; requireStaff re-checks it and the staff role against the database at every request (B-033).
 */
const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

export function toSellerOffer(r: SellerOfferRow): SellerOffer {
  const { offer, buyer, item } = r;
  return {
    offerId: offer.id,
    version: offer.version,
    // The buyer's company as the console's Buyers page keeps it (null when none is given).
    buyer: {
      userId: buyer.userId,
      name: fullName(buyer),
      email: buyer.email,
      company: buyer.company || null,
    },
    itemNumberWarehouse: offer.itemNumberWarehouse,
    itemNumber: item?.itemNumber ?? offer.itemNumberWarehouse,
    itemDescription: item?.skuDescription ?? offer.itemNumberWarehouse,
    warehouse: item?.warehouse ?? '',
    listPrice: toMajor(item?.listPriceMinor ?? offer.offerPriceMinor),
    quantityAvailable: item?.quantityAvailable ?? 0,
    incrementSize: item?.incrementSize ?? 1,
    offerQuantity: offer.offerQuantity,
    offerPrice: toMajor(offer.offerPriceMinor),
    offerStatus: OfferStatus.parse(offer.status),
    offerState: OfferState.parse(offer.state),
    counterPrice: offer.counterPriceMinor === null ? null : toMajor(offer.counterPriceMinor),
    minimumCheckoutQuantity: offer.minimumCheckoutQuantity,
    acceptedOrCounteredExpirationDate: offer.expiresAt ? offer.expiresAt.toISOString() : null,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}

/** GET seller/offers: the pending inbox, oldest first. */
export async function getPendingOffers(
  db: DbOrTx,
  ctx: RequestContext,
  query: SellerOffersQuery,
): Promise<{ offers: SellerOffer[] }> {
  await requireStaff(db, ctx, 'read');
  const rows = await listPendingOffers(db, ctx.tenantId, query);
  return { offers: rows.map(toSellerOffer) };
}

type AnswerResult = SellerOfferAnswersResponse['results'][number];
const failed = (offerId: string, messageCode: RefusalCode, params?: Record<string, number>): AnswerResult => {
  const text = DEFAULT_DICTIONARY[messageCode]?.i18n_value ?? messageCode;
  const message = Object.entries(params ?? {}).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), text);
  return { offerId, ok: false, messageCode, message };
};

/** What the buyer's answer mail needs of the site: its origin, currency and time zone. */
export type AnswerMailSite = { origin: string; config: Record<string, unknown> };

function mailFormats(site: AnswerMailSite) {
  const currency = typeof site.config.currencyCode === 'string' ? site.config.currencyCode : 'USD';
  const precision = typeof site.config.currencyPrecision === 'number' ? site.config.currencyPrecision : 2;
  const language = tenantLanguage(site);
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: reportTimeZone(site.config),
    timeZoneName: 'short',
  });
  return {
    /** with the symbol the portal writes (the tenant's currencySymbol word), not Intl's. */
    money: (minor: number, symbol: string) =>
      formatMoney(toMajor(minor), {
        currencyCode: currency,
        precision,
        symbol,
        ...(language === 'en' ? {} : { locale: language }),
      }),
    date: (d: Date) => date.format(d),
    words: tenantMailWords(site),
  };
}

/**
 * Q-019 with an undo (docs/decisions/004): an answer from the console is recorded in offer_answers to take effect
 * ANSWER_UNDO_MS later, the line untouched, so the buyer sees and hears nothing meanwhile and the seller may take
 * it back; the job (jobs/offer-answer-notify.ts) applies due answers on whichever node gets there first.
 */
export const ANSWER_UNDO_MS = 8_000;

type Checked = Extract<ReturnType<typeof checkSellerAnswer>, { ok: true }>;

/** The lifecycle event of a checked answer at `now`. */
function answerEvent(checked: Checked, now: Date, windowHours: number): OfferEvent {
  const window = { now, windowHours };
  return checked.action === 'ACCEPT'
    ? { type: 'ACCEPT', ...window, minimumCheckoutQuantity: checked.minimumCheckoutQuantity }
    : checked.action === 'COUNTER'
      ? {
          type: 'COUNTER',
          ...window,
          counterPriceMinor: checked.counterPriceMinor,
          minimumCheckoutQuantity: checked.minimumCheckoutQuantity,
        }
      : { type: 'REJECT', ...window };
}

/**
 * Writes a checked answer to its locked line and tells the buyer (mail through the outbox, live update) and the
 * sellers. `record`: also keep it in offer_answers (an immediate answer; a due one is already there).
 */
async function applyAnswer(
  tx: DbOrTx,
  tenantId: string,
  found: SellerOfferRow,
  checked: Checked,
  now: Date,
  windowHours: number,
  site: AnswerMailSite,
  record: { answeredBy: string } | null,
): Promise<SellerOfferRow['offer'] | undefined> {
  const item = found.item!;
  const result = applyOfferEvent(toLine(found.offer), answerEvent(checked, now, windowHours));
  if (!result.ok) return undefined;
  const row = await updateOfferLine(
    tx,
    tenantId,
    found.offer.id,
    found.offer.version,
    result.line,
    false,
    now,
  );
  if (!row) return undefined;
  if (record) {
    await insertOfferAnswer(tx, {
      tenantId,
      offerId: row.id,
      buyerId: row.buyerId,
      itemNumberWarehouse: row.itemNumberWarehouse,
      action: checked.action,
      offerQuantity: row.offerQuantity,
      offerPriceMinor: row.offerPriceMinor,
      listPriceMinor: item.listPriceMinor,
      counterPriceMinor: row.counterPriceMinor,
      minimumCheckoutQuantity: row.minimumCheckoutQuantity,
      answeredBy: record.answeredBy,
      auto: false,
      answeredAt: now,
    });
  }
  await enqueueAnswerMail(tx, tenantId, found, row, checked.action, site);
  await publishEvents(tx, [
    {
      tenantId,
      audience: 'buyer',
      userId: row.buyerId,
      type: 'cart.changed',
      data: { offerIds: [row.id], reason: 'answered' },
    },
    sellersEvent(tenantId, row.id),
  ]);
  return row;
}

/**
 * the buyer's mail of an answer, through the outbox; the key is this answer (the line's version), so a
 * retry can never mail twice.
 */
async function enqueueAnswerMail(
  tx: DbOrTx,
  tenantId: string,
  found: SellerOfferRow,
  row: SellerOfferRow['offer'],
  action: 'ACCEPT' | 'COUNTER' | 'REJECT',
  site: AnswerMailSite,
): Promise<void> {
  const item = found.item!;
  const f = mailFormats(site);
  // The cart's tab and button as the buyer's portal names them: the tenant's words in its language.
  const labels = await tenantWords(tx, { id: tenantId, config: site.config }, [
    'cartTabAwaitingYourReview',
    'moveToCart',
    'currencySymbol',
  ]);
  const mail = answerMail(
    {
      action,
      buyerFirstName: found.buyer.firstName,
      itemDescription: item.skuDescription,
      itemNumberWarehouse: row.itemNumberWarehouse,
      offerQuantity: row.offerQuantity,
      offerPrice: f.money(row.offerPriceMinor, labels.currencySymbol),
      counterPrice:
        row.counterPriceMinor === null ? null : f.money(row.counterPriceMinor, labels.currencySymbol),
      minimumCheckoutQuantity: row.minimumCheckoutQuantity,
      expiresAt: row.expiresAt ? f.date(row.expiresAt) : null,
      origin: site.origin,
    },
    f.words,
    { tab: labels.cartTabAwaitingYourReview, button: labels.moveToCart },
  );
  await enqueueMail(tx, {
    tenantId,
    dedupeKey: `offer-answer:${row.id}:${row.version}`,
    to: found.buyer.email,
    ...mail,
  });
}

/**
 * Q-019 for a Q-020 auto-rule's answer: the rule answers inside the buyer's own offer save (one statement, P5),
 * so its mail is enqueued just after that commit, keyed like every answer's mail (a repeat enqueues nothing). The
 * line as it is now: an answer already changed again (the buyer edited it meanwhile) is not mailed.
 */
export async function mailAutoAnswer(
  db: DbOrTx,
  tenantId: string,
  offerId: string,
  version: number,
  site: AnswerMailSite,
): Promise<void> {
  const found = await findSellerOffer(db, tenantId, offerId, false);
  if (!found?.item || found.offer.version !== version) return;
  const action =
    found.offer.status === 'ACCEPTED' ? 'ACCEPT' : found.offer.status === 'NOT_ACCEPTED' ? 'REJECT' : null;
  if (!action) return;
  await enqueueAnswerMail(db, tenantId, found, found.offer, action, site);
}

const sellersEvent = (tenantId: string, offerId: string): NewEvent => ({
  tenantId,
  audience: 'seller',
  userId: null,
  type: 'offers.changed',
  data: { offerIds: [offerId] },
});

/**
 * One answer in its own transaction: the line is locked, must still be at the version the seller saw
 * (else messageCode conflict: the buyer edited, withdrew or re-offered meanwhile), awaiting an answer and not
 * already answered within an undo window. Applied at once, or (undoable) recorded to take effect later.
 */
async function answerOne(
  db: DbOrTx,
  ctx: RequestContext,
  settings: SellerOfferSettings,
  answer: SellerOfferAnswer,
  site: AnswerMailSite,
  undoable: boolean,
): Promise<AnswerResult> {
  return db.transaction(async (tx) => {
    const found = await findSellerOffer(tx, ctx.tenantId, answer.offerId, true);
    // A withdrawn offer and another tenant's id look the same: nothing to answer.
    if (!found) return failed(answer.offerId, 'offerNotAwaitingAnswer');
    if (found.offer.version !== answer.version) return failed(answer.offerId, 'conflict');
    if (!found.item) return failed(answer.offerId, 'stockItemNotFound');
    if (await findPendingAnswer(tx, ctx.tenantId, found.offer.id, found.offer.updatedAt)) {
      return failed(answer.offerId, 'offerNotAwaitingAnswer');
    }
    const checked = checkSellerAnswer(toLine(found.offer), found.item, {
      action: answer.action,
      counterPriceMinor: answer.counterPrice === undefined ? undefined : toMinor(answer.counterPrice),
      minimumCheckoutQuantity: answer.minimumCheckoutQuantity,
    });
    if (!checked.ok) return failed(answer.offerId, checked.refusal.messageCode, checked.refusal.params);
    const now = new Date();
    if (undoable) {
      // The lifecycle must accept it now too; the line itself changes only when the answer takes effect.
      if (!applyOfferEvent(toLine(found.offer), answerEvent(checked, now, settings.offerWindowHours)).ok) {
        return failed(answer.offerId, 'offerNotAwaitingAnswer');
      }
      const takesEffect = new Date(now.getTime() + ANSWER_UNDO_MS);
      await insertOfferAnswer(tx, {
        tenantId: ctx.tenantId,
        offerId: found.offer.id,
        buyerId: found.offer.buyerId,
        itemNumberWarehouse: found.offer.itemNumberWarehouse,
        action: checked.action,
        offerQuantity: found.offer.offerQuantity,
        offerPriceMinor: found.offer.offerPriceMinor,
        listPriceMinor: found.item.listPriceMinor,
        counterPriceMinor: checked.action === 'COUNTER' ? checked.counterPriceMinor : null,
        minimumCheckoutQuantity:
          checked.action === 'REJECT' ? null : (checked.minimumCheckoutQuantity ?? null),
        answeredBy: ctx.userId,
        auto: false,
        answeredAt: takesEffect,
        pending: true,
      });
      // Only the sellers hear of it now (it leaves their queue); the buyer hears when it takes effect.
      await publishEvents(tx, [sellersEvent(ctx.tenantId, found.offer.id)]);
      await recordAnswer(tx, ctx, found, checked, takesEffect);
      return {
        offerId: found.offer.id,
        ok: true,
        offer: toSellerOffer(found),
        undoUntil: takesEffect.toISOString(),
      };
    }
    const row = await applyAnswer(tx, ctx.tenantId, found, checked, now, settings.offerWindowHours, site, {
      answeredBy: ctx.userId,
    });
    if (!row) return failed(answer.offerId, 'conflict');
    await recordAnswer(tx, ctx, found, checked, null);
    return { offerId: row.id, ok: true, offer: toSellerOffer({ ...found, offer: row }) };
  });
}

/** The audit row of one answer: the offer as the buyer made it, the seller's answer (and when it takes effect). */
function recordAnswer(
  tx: DbOrTx,
  ctx: RequestContext,
  found: NonNullable<Awaited<ReturnType<typeof findSellerOffer>>>,
  checked: Checked,
  takesEffect: Date | null,
) {
  return recordStaffAction(tx, ctx, {
    action: 'offers.answer',
    targetType: 'offer',
    targetId: found.offer.id,
    before: {
      itemNumberWarehouse: found.offer.itemNumberWarehouse,
      offerQuantity: found.offer.offerQuantity,
      offerPrice: toMajor(found.offer.offerPriceMinor),
    },
    after: {
      action: checked.action,
      ...(checked.action === 'COUNTER' ? { counterPrice: toMajor(checked.counterPriceMinor) } : {}),
      ...(takesEffect ? { takesEffect: takesEffect.toISOString() } : {}),
    },
  });
}

/** POST seller/offers/answer: each answer succeeds or fails on its own. */
export async function answerOffers(
  db: DbOrTx,
  ctx: RequestContext,
  answers: SellerOfferAnswer[],
  site: AnswerMailSite,
  undoable = false,
): Promise<SellerOfferAnswersResponse> {
  await requireStaff(db, ctx, 'write');
  const settings = await readOfferSettings(db, ctx.tenantId);
  const results: AnswerResult[] = [];
  for (const answer of answers) results.push(await answerOne(db, ctx, settings, answer, site, undoable));
  return { results };
}

/**
 * POST seller/offers/answer/undo: takes back the seller's own answers still inside their window. The line is
 * locked first, as the job locks it before applying, so an answer is either undone or applied, never both.
 */
export async function undoAnswers(
  db: DbOrTx,
  ctx: RequestContext,
  offerIds: string[],
): Promise<SellerOfferAnswersResponse> {
  await requireStaff(db, ctx, 'write');
  const results: AnswerResult[] = [];
  for (const offerId of offerIds) {
    results.push(
      await db.transaction(async (tx) => {
        const found = await findSellerOffer(tx, ctx.tenantId, offerId, true);
        if (
          !found ||
          !(await deleteUndoableAnswer(
            tx,
            ctx.tenantId,
            offerId,
            ctx.userId,
            found.offer.updatedAt,
            new Date(),
          ))
        ) {
          return failed(offerId, 'answerUndoTooLate');
        }
        await publishEvents(tx, [sellersEvent(ctx.tenantId, offerId)]);
        await recordStaffAction(tx, ctx, {
          action: 'offers.answer.undo',
          targetType: 'offer',
          targetId: offerId,
        });
        return { offerId, ok: true, offer: toSellerOffer(found) };
      }),
    );
  }
  return { results };
}

/**
 * Applies one due answer (the job): the line locked (skipped when another node holds it), the answer still there
 * and unapplied, the line unchanged since the answer was given and the answer still valid for the item — else
 * the answer is dropped and the offer returns to the sellers' queue. Answers whether it was applied.
 */
export async function applyDueAnswer(
  db: DbOrTx,
  due: { id: string; tenantId: string; offerId: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOfferLineUnlessBusy(tx, due.tenantId, due.offerId))) return false;
    const found = await findSellerOffer(tx, due.tenantId, due.offerId, false);
    if (!found) return false;
    const answer = await findPendingAnswer(tx, due.tenantId, due.offerId, found.offer.updatedAt);
    if (!answer || answer.id !== due.id || answer.answeredAt.getTime() > now.getTime()) return false;
    const drop = async () => {
      await deleteAnswer(tx, due.tenantId, answer.id);
      await publishEvents(tx, [sellersEvent(due.tenantId, due.offerId)]);
      return false;
    };
    // The buyer (or a stock change) changed the line after the seller answered: that answer no longer fits.
    const givenAt = answer.answeredAt.getTime() - ANSWER_UNDO_MS;
    if (found.offer.updatedAt.getTime() > givenAt || !found.item) return drop();
    const checked = checkSellerAnswer(toLine(found.offer), found.item, {
      action: SellerOfferAction.parse(answer.action),
      counterPriceMinor: answer.counterPriceMinor ?? undefined,
      minimumCheckoutQuantity: answer.minimumCheckoutQuantity ?? undefined,
    });
    if (!checked.ok) return drop();
    const tenant = await findTenantById(tx, due.tenantId);
    const settings = await readOfferSettings(tx, due.tenantId);
    const site = { origin: (await tenantOrigin(tx, due.tenantId)) ?? '', config: tenant?.config ?? {} };
    const row = await applyAnswer(
      tx,
      due.tenantId,
      found,
      checked,
      now,
      settings.offerWindowHours,
      site,
      null,
    );
    if (!row) return drop();
    await markAnswerApplied(tx, due.tenantId, answer.id);
    return true;
  });
}

/**
 * GET seller/offers/history: the newest answers first, a page at a time (`limit`, then `before` = the previous
 * page's nextCursor), of one outcome and matching a text when asked.
 */
export async function getAnswerHistory(
  db: DbOrTx,
  ctx: RequestContext,
  query: SellerOfferHistoryQuery,
): Promise<SellerOfferHistoryResponse> {
  await requireStaff(db, ctx, 'read');
  // One more than a page tells whether older answers are left.
  const found = await listAnswerHistory(db, ctx.tenantId, {
    ...(query.action ? { action: query.action } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(query.before ? { before: query.before } : {}),
    limit: query.limit + 1,
  });
  const rows = found.slice(0, query.limit);
  const last = rows.at(-1);
  return {
    nextCursor: found.length > query.limit && last ? last.answer.id : null,
    answers: rows.map((r) => ({
      answerId: r.answer.id,
      offerId: r.answer.offerId,
      buyer: {
        userId: r.buyer.userId,
        name: fullName(r.buyer),
        email: r.buyer.email,
        company: r.buyer.company || null,
      },
      itemNumberWarehouse: r.answer.itemNumberWarehouse,
      itemDescription: r.item?.skuDescription ?? r.answer.itemNumberWarehouse,
      warehouse: r.item?.warehouse ?? '',
      action: SellerOfferAction.parse(r.answer.action),
      auto: r.answer.auto,
      offerQuantity: r.answer.offerQuantity,
      offerPrice: toMajor(r.answer.offerPriceMinor),
      listPrice: toMajor(r.answer.listPriceMinor),
      counterPrice: r.answer.counterPriceMinor === null ? null : toMajor(r.answer.counterPriceMinor),
      minimumCheckoutQuantity: r.answer.minimumCheckoutQuantity,
      answeredBy: r.answeredBy?.email ? fullName(r.answeredBy) : null,
      answeredAt: r.answer.answeredAt.toISOString(),
    })),
  };
}

export async function getSettings(db: DbOrTx, ctx: RequestContext): Promise<SellerOfferSettings> {
  await requireStaff(db, ctx, 'read');
  return readOfferSettings(db, ctx.tenantId);
}

/** PUT seller/offers/settings: applies to answers and offers made from now on (existing dates stay). */
export async function putSettings(
  db: DbOrTx,
  ctx: RequestContext,
  value: SellerOfferSettings,
): Promise<SellerOfferSettings> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const before = await readOfferSettings(tx, ctx.tenantId);
    await writeOfferSettings(tx, ctx.tenantId, value);
    await recordStaffAction(tx, ctx, {
      action: 'offers.settings.update',
      targetType: 'settings',
      targetId: 'offers',
      before,
      after: await readOfferSettings(tx, ctx.tenantId),
    });
  });
  return readOfferSettings(db, ctx.tenantId);
}

const toRule = (r: {
  itemNumberWarehouse: string;
  floorPriceMinor: number | null;
  rejectBelowPercent: number | null;
}): SellerOfferRule => ({
  itemNumberWarehouse: r.itemNumberWarehouse,
  floorPrice: r.floorPriceMinor === null ? null : toMajor(r.floorPriceMinor),
  rejectBelowPercent: r.rejectBelowPercent,
});

export async function getRules(db: DbOrTx, ctx: RequestContext): Promise<SellerOfferRulesResponse> {
  await requireStaff(db, ctx, 'read');
  const rows = await listOfferRules(db, ctx.tenantId);
  return { rules: rows.map((r) => ({ ...toRule(r), description: r.description })) };
}

/** PUT seller/offers/rules/{itemNumberWarehouse}: applies to offers made or re-made from now on. */
export async function putRule(
  db: DbOrTx,
  ctx: RequestContext,
  itemNumberWarehouse: string,
  rule: SellerOfferRule,
): Promise<SellerOfferRule> {
  await requireStaff(db, ctx, 'write');
  if (rule.itemNumberWarehouse !== itemNumberWarehouse)
    throw refused('offerItemMismatch', 'itemNumberWarehouse');
  const target = await ruleTarget(db, ctx.tenantId, itemNumberWarehouse);
  if (target === null) throw refused('ruleItemNotFound', 'itemNumberWarehouse');
  // C-051: no offer reaches an item whose group or warehouse takes none; a rule there would never fire.
  if (!target.takesOffers) throw refused('ruleItemTakesNoOffers', 'itemNumberWarehouse');
  const { listPriceMinor } = target;
  const stored = {
    itemNumberWarehouse,
    floorPriceMinor: rule.floorPrice === null ? null : toMinor(rule.floorPrice),
    rejectBelowPercent: rule.rejectBelowPercent,
  };
  // Offers are always below the list price (D-017), so a floor at or above it would never accept one.
  if (stored.floorPriceMinor !== null && stored.floorPriceMinor >= listPriceMinor) {
    throw refused('ruleFloorNotBelowListPrice', 'floorPrice', { listPrice: toMajor(listPriceMinor) });
  }
  await db.transaction(async (tx) => {
    const before = (await listOfferRules(tx, ctx.tenantId)).find(
      (r) => r.itemNumberWarehouse === itemNumberWarehouse,
    );
    await upsertOfferRule(tx, ctx.tenantId, stored);
    await recordStaffAction(tx, ctx, {
      action: 'offers.rule.update',
      targetType: 'stockItem',
      targetId: itemNumberWarehouse,
      before: before ? toRule(before) : null,
      after: toRule(stored),
    });
  });
  return toRule(stored);
}

export async function removeRule(
  db: DbOrTx,
  ctx: RequestContext,
  itemNumberWarehouse: string,
): Promise<void> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const before = (await listOfferRules(tx, ctx.tenantId)).find(
      (r) => r.itemNumberWarehouse === itemNumberWarehouse,
    );
    if (!before || !(await deleteOfferRule(tx, ctx.tenantId, itemNumberWarehouse))) {
      throw new AppError('notFound', 'No such rule');
    }
    await recordStaffAction(tx, ctx, {
      action: 'offers.rule.delete',
      targetType: 'stockItem',
      targetId: itemNumberWarehouse,
      before: toRule(before),
      after: null,
    });
  });
}
