import {
  DEFAULT_DICTIONARY,
  OfferState,
  OfferStatus,
  type SellerOffer,
  SellerOfferAction,
  type SellerOfferAnswer,
  type SellerOfferAnswersResponse,
  type SellerOfferHistoryResponse,
  type SellerOfferRule,
  type SellerOfferSettings,
  type SellerOffersQuery,
} from '@portico/contract';
import { applyOfferEvent, checkSellerAnswer, type OfferEvent, toMajor, toMinor } from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { loadUserAccess } from '../accounts/accounts.service.ts';
import { publishEvents } from '../events/publish.ts';
import { readOfferSettings, writeOfferSettings } from '../offers/offer-settings.ts';
import { insertOfferAnswer, updateOfferLine } from '../offers/offers.repository.ts';
import { refused, toLine } from '../offers/offers.service.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { reportTimeZone } from '../reports/daily-report.service.ts';
import { answerMail } from './answer-mail.ts';
import {
  deleteOfferRule,
  findSellerOffer,
  itemExists,
  listAnswerHistory,
  listOfferRules,
  listPendingOffers,
  type SellerOfferRow,
  upsertOfferRule,
} from './seller-offers.repository.ts';

/**
 * Seller console offers (Q-019 answers, Q-020 auto-rules, Q-021 windows). The route checks the token's Seller
 * group; this re-checks it against the database, so a seller removed from the group loses access at the next
 * request (B-033), like the buyer side's authorities.
 */
async function requireSeller(db: DbOrTx, ctx: RequestContext) {
  const access = await loadUserAccess(db, ctx);
  if (!access.isSeller) throw new AppError('forbidden', 'Access denied');
  return access;
}

const HISTORY_LIMIT = 200;
const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

export function toSellerOffer(r: SellerOfferRow): SellerOffer {
  const { offer, buyer, item } = r;
  return {
    offerId: offer.id,
    version: offer.version,
    // The users table holds no company yet (part 1 §3 has none for a buyer); null until one exists.
    buyer: { userId: buyer.userId, name: fullName(buyer), email: buyer.email, company: null },
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
  await requireSeller(db, ctx);
  const rows = await listPendingOffers(db, ctx.tenantId, query);
  return { offers: rows.map(toSellerOffer) };
}

type AnswerResult = SellerOfferAnswersResponse['results'][number];
const failed = (offerId: string, messageCode: string, params?: Record<string, number>): AnswerResult => {
  const text = DEFAULT_DICTIONARY[messageCode]?.i18n_value ?? messageCode;
  const message = Object.entries(params ?? {}).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), text);
  return { offerId, ok: false, messageCode, message };
};

/**
 * One answer in its own transaction: the line is locked, must still be at the version the seller saw
 * (else messageCode conflict: the buyer edited, withdrew or re-offered meanwhile) and awaiting an answer. The
 * answer is kept in offer_answers; the buyer hears cart.changed, the sellers offers.changed.
 */
/** What the buyer's answer mail needs of the site: its origin, currency and time zone. */
export type AnswerMailSite = { origin: string; config: Record<string, unknown> };

function mailFormats(site: AnswerMailSite) {
  const currency = typeof site.config.currencyCode === 'string' ? site.config.currencyCode : 'USD';
  const precision = typeof site.config.currencyPrecision === 'number' ? site.config.currencyPrecision : 2;
  let money: Intl.NumberFormat;
  try {
    money = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
  } catch {
    money = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
  }
  const date = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: reportTimeZone(site.config),
    timeZoneName: 'short',
  });
  return { money: (minor: number) => money.format(toMajor(minor)), date: (d: Date) => date.format(d) };
}

async function answerOne(
  db: DbOrTx,
  ctx: RequestContext,
  settings: SellerOfferSettings,
  answer: SellerOfferAnswer,
  site: AnswerMailSite,
): Promise<AnswerResult> {
  return db.transaction(async (tx) => {
    const found = await findSellerOffer(tx, ctx.tenantId, answer.offerId, true);
    // A withdrawn offer and another tenant's id look the same: nothing to answer.
    if (!found) return failed(answer.offerId, 'offerNotAwaitingAnswer');
    if (found.offer.version !== answer.version) return failed(answer.offerId, 'conflict');
    if (!found.item) return failed(answer.offerId, 'stockItemNotFound');
    const line = toLine(found.offer);
    const checked = checkSellerAnswer(line, found.item, {
      action: answer.action,
      counterPriceMinor: answer.counterPrice === undefined ? undefined : toMinor(answer.counterPrice),
      minimumCheckoutQuantity: answer.minimumCheckoutQuantity,
    });
    if (!checked.ok) return failed(answer.offerId, checked.refusal.messageCode, checked.refusal.params);
    const now = new Date();
    const window = { now, windowHours: settings.offerWindowHours };
    const event: OfferEvent =
      checked.action === 'ACCEPT'
        ? { type: 'ACCEPT', ...window, minimumCheckoutQuantity: checked.minimumCheckoutQuantity }
        : checked.action === 'COUNTER'
          ? {
              type: 'COUNTER',
              ...window,
              counterPriceMinor: checked.counterPriceMinor,
              minimumCheckoutQuantity: checked.minimumCheckoutQuantity,
            }
          : { type: 'REJECT', ...window };
    const result = applyOfferEvent(line, event);
    if (!result.ok) return failed(answer.offerId, 'offerNotAwaitingAnswer');
    const row = await updateOfferLine(tx, ctx.tenantId, found.offer.id, found.offer.version, result.line);
    if (!row) return failed(answer.offerId, 'conflict');
    await insertOfferAnswer(tx, {
      tenantId: ctx.tenantId,
      offerId: row.id,
      buyerId: row.buyerId,
      itemNumberWarehouse: row.itemNumberWarehouse,
      action: checked.action,
      offerQuantity: row.offerQuantity,
      offerPriceMinor: row.offerPriceMinor,
      listPriceMinor: found.item.listPriceMinor,
      counterPriceMinor: row.counterPriceMinor,
      minimumCheckoutQuantity: row.minimumCheckoutQuantity,
      answeredBy: ctx.userId,
      auto: false,
      answeredAt: now,
    });
    // e-mail as well as the live update; the key is this answer (the line's new version), so a retry of the
    // same transaction can never mail twice.
    const f = mailFormats(site);
    const mail = answerMail({
      action: checked.action,
      buyerFirstName: found.buyer.firstName,
      itemDescription: found.item.skuDescription,
      itemNumberWarehouse: row.itemNumberWarehouse,
      offerQuantity: row.offerQuantity,
      offerPrice: f.money(row.offerPriceMinor),
      counterPrice: row.counterPriceMinor === null ? null : f.money(row.counterPriceMinor),
      minimumCheckoutQuantity: row.minimumCheckoutQuantity,
      expiresAt: row.expiresAt ? f.date(row.expiresAt) : null,
      origin: site.origin,
    });
    await enqueueMail(tx, {
      tenantId: ctx.tenantId,
      dedupeKey: `offer-answer:${row.id}:${row.version}`,
      to: found.buyer.email,
      ...mail,
    });
    await publishEvents(tx, [
      {
        tenantId: ctx.tenantId,
        audience: 'buyer',
        userId: row.buyerId,
        type: 'cart.changed',
        data: { offerIds: [row.id], reason: 'answered' },
      },
      {
        tenantId: ctx.tenantId,
        audience: 'seller',
        userId: null,
        type: 'offers.changed',
        data: { offerIds: [row.id] },
      },
    ]);
    return { offerId: row.id, ok: true, offer: toSellerOffer({ ...found, offer: row }) };
  });
}

/** POST seller/offers/answer: each answer succeeds or fails on its own. */
export async function answerOffers(
  db: DbOrTx,
  ctx: RequestContext,
  answers: SellerOfferAnswer[],
  site: AnswerMailSite,
): Promise<SellerOfferAnswersResponse> {
  await requireSeller(db, ctx);
  const settings = await readOfferSettings(db, ctx.tenantId);
  const results: AnswerResult[] = [];
  for (const answer of answers) results.push(await answerOne(db, ctx, settings, answer, site));
  return { results };
}

/** GET seller/offers/history: the newest answers first, at most 200. */
export async function getAnswerHistory(db: DbOrTx, ctx: RequestContext): Promise<SellerOfferHistoryResponse> {
  await requireSeller(db, ctx);
  const rows = await listAnswerHistory(db, ctx.tenantId, HISTORY_LIMIT);
  return {
    answers: rows.map((r) => ({
      answerId: r.answer.id,
      offerId: r.answer.offerId,
      buyer: { userId: r.buyer.userId, name: fullName(r.buyer), email: r.buyer.email, company: null },
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
  await requireSeller(db, ctx);
  return readOfferSettings(db, ctx.tenantId);
}

/** PUT seller/offers/settings: applies to answers and offers made from now on (existing dates stay). */
export async function putSettings(
  db: DbOrTx,
  ctx: RequestContext,
  value: SellerOfferSettings,
): Promise<SellerOfferSettings> {
  await requireSeller(db, ctx);
  await writeOfferSettings(db, ctx.tenantId, value);
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

export async function getRules(db: DbOrTx, ctx: RequestContext): Promise<{ rules: SellerOfferRule[] }> {
  await requireSeller(db, ctx);
  return { rules: (await listOfferRules(db, ctx.tenantId)).map(toRule) };
}

/** PUT seller/offers/rules/{itemNumberWarehouse}: applies to offers made or re-made from now on. */
export async function putRule(
  db: DbOrTx,
  ctx: RequestContext,
  itemNumberWarehouse: string,
  rule: SellerOfferRule,
): Promise<SellerOfferRule> {
  await requireSeller(db, ctx);
  if (rule.itemNumberWarehouse !== itemNumberWarehouse)
    throw refused('offerItemMismatch', 'itemNumberWarehouse');
  if (!(await itemExists(db, ctx.tenantId, itemNumberWarehouse))) {
    throw refused('stockItemNotFound', 'itemNumberWarehouse');
  }
  const stored = {
    itemNumberWarehouse,
    floorPriceMinor: rule.floorPrice === null ? null : toMinor(rule.floorPrice),
    rejectBelowPercent: rule.rejectBelowPercent,
  };
  await upsertOfferRule(db, ctx.tenantId, stored);
  return toRule(stored);
}

export async function removeRule(
  db: DbOrTx,
  ctx: RequestContext,
  itemNumberWarehouse: string,
): Promise<void> {
  await requireSeller(db, ctx);
  if (!(await deleteOfferRule(db, ctx.tenantId, itemNumberWarehouse))) {
    throw new AppError('notFound', 'No such rule');
  }
}
