import { DEFAULT_DICTIONARY, type SellerOffer, type SellerOfferAction } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';
import { offersWord } from './format.ts';

/**
 * POST seller/offers/answer answers each offer on its own (a buyer may have withdrawn or changed one meanwhile,
 * a stale version is refused). This turns the results into what the seller reads: a count of what was saved
 * and, for each refusal, which offer and why.
 */

export type AnswerResult = { offerId: string; ok: boolean; messageCode?: string; message?: string };

export type AnswerFailure = { offerId: string; offer?: SellerOffer; reason: string };

export type AnswerSummary = { succeeded: number; failures: AnswerFailure[] };

const FALLBACK_REASON = t('consoleTheOfferCouldNotBeAnswered');

/** The server's message, else the dictionary's text of its messageCode, else a plain fallback. */
export function reasonOf(result: Pick<AnswerResult, 'message' | 'messageCode'>): string {
  if (result.message?.trim()) return result.message;
  const entry = result.messageCode ? DEFAULT_DICTIONARY[result.messageCode] : undefined;
  return entry?.i18n_value ?? FALLBACK_REASON;
}

/**
 * What the answers did, each refusal with the offer it was sent for (`sent`: the offers as the seller answered
 * them — a live update may have taken one off the list meanwhile, and its refusal still names its item and buyer).
 */
export function summarizeAnswers(
  results: readonly AnswerResult[],
  sent: readonly SellerOffer[],
): AnswerSummary {
  const offersById = new Map(sent.map((o) => [o.offerId, o]));
  const failures: AnswerFailure[] = [];
  let succeeded = 0;
  for (const r of results) {
    if (r.ok) succeeded += 1;
    else failures.push({ offerId: r.offerId, offer: offersById.get(r.offerId), reason: reasonOf(r) });
  }
  return { succeeded, failures };
}

const PAST: Record<SellerOfferAction, string> = {
  ACCEPT: t('consoleAccepted'),
  COUNTER: t('consoleCountered'),
  REJECT: t('consoleRejected'),
};

/** The snackbar after an answer: 'Accepted 2 offers' or 'Countered 1 offer · 1 could not be answered'. */
export function answerMessage(action: SellerOfferAction, summary: AnswerSummary): string {
  const failed = summary.failures.length;
  if (summary.succeeded === 0)
    return failed === 1
      ? t('consoleTheOfferCouldNotBeAnswered2')
      : t('consoleNoneOfTheOffersCouldBe', { failed });
  const done = `${PAST[action]} ${offersWord(summary.succeeded)}`;
  return failed === 0 ? done : t('consoleCouldNotBeAnswered2', { done, failed });
}

/**
 * The offers an open answer dialog holds that no longer wait for an answer (a colleague answered one, or the
 * buyer changed or withdrew it): not in the inbox as it is now, or there at another version. `waiting` is the
 * unfiltered inbox, kept live by the offers.changed events; nothing is judged before it has loaded.
 */
export function noLongerWaiting<T extends Pick<SellerOffer, 'offerId' | 'version'>>(
  held: readonly T[],
  waiting: readonly Pick<SellerOffer, 'offerId' | 'version'>[] | undefined,
): T[] {
  if (!waiting) return [];
  const versions = new Map(waiting.map((o) => [o.offerId, o.version]));
  return held.filter((o) => versions.get(o.offerId) !== o.version);
}
