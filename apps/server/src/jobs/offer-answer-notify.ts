import type { Db } from '../db/client.ts';
import { dropStrandedAnswers, listDueAnswers } from '../modules/seller-offers/seller-offers.repository.ts';
import { applyDueAnswer } from '../modules/seller-offers/seller-offers.service.ts';

/**
 * Seller answers given with an undo window (docs/decisions/004) take effect here once the window has passed: the
 * line changes and the buyer is told (mail, live update). Runs every 2 seconds on every node; each answer is
 * applied in its own transaction under the line's lock, so two nodes never apply one twice and an undo racing
 * the job either wins (nothing applied) or loses (refused as too late). An answer whose line went meanwhile is
 * dropped. Answers how many were applied.
 */
export async function runDueOfferAnswers(db: Db, now: Date = new Date()): Promise<number> {
  let applied = 0;
  for (const due of await listDueAnswers(db, now)) {
    if (await applyDueAnswer(db, due, now)) applied += 1;
  }
  await dropStrandedAnswers(db, now);
  return applied;
}
