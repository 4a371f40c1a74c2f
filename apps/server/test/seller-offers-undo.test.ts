import { SellerOfferAnswersResponse } from '@portico/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, offerAnswers, stocklistOffers } from '../src/db/schema/index.ts';
import { runDueOfferAnswers } from '../src/jobs/offer-answer-notify.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { eventsAfter, itemPicker, lastEventId, offersApi } from './offers-helper.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * A seller's mis-clicked answer in the console can be undone before the buyer is told: an undoable answer is
 * recorded to take effect after the undo window; until then the buyer sees the offer as it was (no mail, no live
 * event) and the seller may take it back; a job on any server node applies due answers and tells the buyer.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = await buildTestApp();
const app = t.app;
afterAll(async () => t.close());
const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
const harborId = await tenantIdOf(app, 'harbor');
const { call, offer, offers, edit, inboxRow } = offersApi(app);
const picker = itemPicker(itemsOf((await getStock(app, buyer)).body.groups));
const [buyerId] = (
  await app.db.query.users.findMany({ where: (u, { eq: is }) => is(u.email, 'buyer@harbor.test') })
).map((u) => u.id);

const later = (ms: number) => new Date(Date.now() + ms);

/** A pending offer of the buyer below list. */
async function pendingOffer() {
  const item = picker.offerable(5);
  const o = await offer(buyer, item, 2, Math.floor(item.listPrice * 0.8));
  expect(o.offerStatus).toBe('PENDING_ACCEPTANCE');
  return { item, offerId: o.offerId };
}

async function answerUndoable(offerId: string, action = 'ACCEPT', token = seller) {
  const row = await inboxRow(token, offerId);
  expect(row).toBeDefined();
  const res = await app.inject({
    method: 'POST',
    url: `${API}/seller/offers/answer`,
    headers: { host: HARBOR, ...bearer(token) },
    payload: { answers: [{ offerId, version: row!.version, action }], undoable: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return SellerOfferAnswersResponse.parse(res.json()).results[0]!;
}
const undo = async (offerIds: string[], token = seller) => {
  const res = await call(token, 'POST', '/seller/offers/answer/undo', { offerIds });
  expect(res.statusCode, res.body).toBe(200);
  return SellerOfferAnswersResponse.parse(res.json()).results;
};
const answerMails = (offerId: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, harborId), like(mailOutbox.dedupeKey, `offer-answer:${offerId}:%`)));
const buyerEvents = async (after: number) =>
  (await eventsAfter(app, harborId, after)).filter((e) => e.audience === 'buyer' && e.userId === buyerId);

describe('an undoable answer (console)', () => {
  it('tells the buyer nothing during the window, and undo puts the offer back in the queue', async () => {
    const { item, offerId } = await pendingOffer();
    const before = await lastEventId(app);
    const result = await answerUndoable(offerId);
    expect(result.ok).toBe(true);
    const until = Date.parse(result.undoUntil!);
    expect(until).toBeGreaterThan(Date.now());
    expect(until).toBeLessThanOrEqual(Date.now() + 8_000);

    // The buyer still sees the offer as made; no mail, no event for the buyer; the inbox no longer lists it.
    expect((await offers(buyer))[item.itemNumberWarehouse]?.stocklistOffer.offerStatus).toBe(
      'PENDING_ACCEPTANCE',
    );
    expect(await answerMails(offerId)).toEqual([]);
    expect(await buyerEvents(before)).toEqual([]);
    expect(await inboxRow(seller, offerId)).toBeUndefined();
    // Not history yet: it may still be undone.
    const during = await call(seller, 'GET', '/seller/offers/history');
    expect((during.json().answers as { offerId: string }[]).map((a) => a.offerId)).not.toContain(offerId);

    const [undone] = await undo([offerId]);
    expect(undone).toMatchObject({ offerId, ok: true });
    expect(await inboxRow(seller, offerId)).toBeDefined();
    // The job, even long after, has nothing to apply: the buyer never hears of it.
    await runDueOfferAnswers(app.db, later(60_000));
    expect((await offers(buyer))[item.itemNumberWarehouse]?.stocklistOffer.offerStatus).toBe(
      'PENDING_ACCEPTANCE',
    );
    expect(await answerMails(offerId)).toEqual([]);
    expect(await buyerEvents(before)).toEqual([]);
    const history = await call(seller, 'GET', '/seller/offers/history');
    expect((history.json().answers as { offerId: string }[]).map((a) => a.offerId)).not.toContain(offerId);
  });

  it('takes effect after the window: the job applies it once, the buyer gets the mail and the live event, and undo is refused', async () => {
    const { item, offerId } = await pendingOffer();
    const before = await lastEventId(app);
    expect((await answerUndoable(offerId, 'REJECT')).ok).toBe(true);
    // Not yet due: nothing happens.
    await runDueOfferAnswers(app.db, new Date());
    expect((await offers(buyer))[item.itemNumberWarehouse]?.stocklistOffer.offerStatus).toBe(
      'PENDING_ACCEPTANCE',
    );

    const waiting = () =>
      app.db
        .select({ pending: offerAnswers.pending })
        .from(offerAnswers)
        .where(eq(offerAnswers.offerId, offerId));
    expect(await waiting()).toEqual([{ pending: true }]);

    const due = later(9_000);
    await runDueOfferAnswers(app.db, due);
    await runDueOfferAnswers(app.db, due); // another node, or the next tick: nothing twice
    // Applied: history now, no longer among the answers the job reads.
    expect(await waiting()).toEqual([{ pending: false }]);
    expect((await offers(buyer))[item.itemNumberWarehouse]?.stocklistOffer.offerStatus).toBe('NOT_ACCEPTED');
    const mails = await answerMails(offerId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('was not accepted');
    expect((await buyerEvents(before)).map((e) => e.type)).toEqual(['cart.changed']);

    const [late] = await undo([offerId]);
    expect(late).toMatchObject({
      offerId,
      ok: false,
      messageCode: 'answerUndoTooLate',
      message: 'Too late to undo: the buyer has been told',
    });
  });

  it("is dropped when the buyer changes the offer during the window; a second answer meanwhile is refused; another tenant's seller cannot undo it", async () => {
    const { item, offerId } = await pendingOffer();
    expect((await answerUndoable(offerId)).ok).toBe(true);
    // Answering the same offer again while the first answer may still be undone.
    const [row] = await app.db.select().from(stocklistOffers).where(eq(stocklistOffers.id, offerId));
    const again = await call(seller, 'POST', '/seller/offers/answer', {
      answers: [{ offerId, version: row!.version, action: 'REJECT' }],
    });
    expect(again.json().results[0]).toMatchObject({ ok: false, messageCode: 'offerNotAwaitingAnswer' });
    // Another tenant's seller cannot reach it.
    const foreign = await call(
      summitSeller,
      'POST',
      '/seller/offers/answer/undo',
      { offerIds: [offerId] },
      SUMMIT,
    );
    expect(foreign.json().results[0]).toMatchObject({ ok: false });

    const newPrice = Math.floor(item.listPrice * 0.7);
    expect((await edit(buyer, offerId, item.itemNumberWarehouse, 3, newPrice)).statusCode).toBe(200);
    await runDueOfferAnswers(app.db, later(9_000));
    const line = (await offers(buyer))[item.itemNumberWarehouse]!.stocklistOffer;
    expect(line).toMatchObject({ offerStatus: 'PENDING_ACCEPTANCE', offerQuantity: 3, offerPrice: newPrice });
    expect(await answerMails(offerId)).toEqual([]);
    expect(await inboxRow(seller, offerId)).toBeDefined();
    // The dropped answer is gone, not left waiting for good (the job reads the waiting ones every 2 s).
    expect(await app.db.select().from(offerAnswers).where(eq(offerAnswers.offerId, offerId))).toEqual([]);
  });

  it('an answer whose line went another way (consumed by a checkout, replaced by an import) is dropped by the job', async () => {
    const { offerId } = await pendingOffer();
    expect((await answerUndoable(offerId)).ok).toBe(true);
    await app.db.delete(stocklistOffers).where(eq(stocklistOffers.id, offerId));
    await runDueOfferAnswers(app.db, later(9_000));
    expect(await answerMails(offerId)).toEqual([]);
    expect(await app.db.select().from(offerAnswers).where(eq(offerAnswers.offerId, offerId))).toEqual([]);
  });

  it('an offer the buyer deletes during the window is never answered: no mail, and nothing in the history', async () => {
    const { offerId } = await pendingOffer();
    expect((await answerUndoable(offerId)).ok).toBe(true);
    expect((await call(buyer, 'DELETE', `/stocklist/offer/${offerId}`)).statusCode).toBe(200);
    await runDueOfferAnswers(app.db, later(9_000));
    expect(await answerMails(offerId)).toEqual([]);
    const history = await app.inject({
      method: 'GET',
      url: `${API}/seller/offers/history`,
      headers: { host: HARBOR, ...bearer(seller) },
    });
    // Read after the window: an answer that never took effect is not history.
    expect((history.json().answers as { offerId: string }[]).map((a) => a.offerId)).not.toContain(offerId);
    expect(await app.db.select().from(offerAnswers).where(eq(offerAnswers.offerId, offerId))).toEqual([]);
  });
});
