import type { OfferStateName, OfferStatusName } from './offer-lifecycle.ts';

/**
 * The seller's answer to an offer and the per-item auto-rules, as pure checks. Prices in minor
 * units. Our bounds for a counter: above the buyer's offer (at or below it the seller would simply accept) and
 * below the list price (at list the buyer would simply buy); its minimum checkout quantity is a whole number
 * from 1 to the available stock (a higher minimum could never be checked out). An accept may name a minimum
 * from 1 to the offered quantity, and defaults to the offered quantity.
 */

export type SellerAnswerAction = 'ACCEPT' | 'COUNTER' | 'REJECT';

export type SellerAnswerRefusalCode =
  | 'offerNotAwaitingAnswer'
  | 'counterPriceRequired'
  | 'counterPriceNotBelowListPrice'
  | 'counterPriceNotAboveOfferPrice'
  | 'minimumQuantityOutOfRange';

export type SellerAnswerRefusal = { messageCode: SellerAnswerRefusalCode; params?: Record<string, number> };

export type AnswerableLine = {
  status: OfferStatusName;
  state: OfferStateName;
  offerQuantity: number;
  offerPriceMinor: number;
};

export type SellerAnswerInput = {
  action: SellerAnswerAction;
  counterPriceMinor?: number | undefined;
  minimumCheckoutQuantity?: number | undefined;
};

export type CheckedAnswer =
  | { ok: true; action: 'ACCEPT'; minimumCheckoutQuantity: number }
  | { ok: true; action: 'COUNTER'; counterPriceMinor: number; minimumCheckoutQuantity: number }
  | { ok: true; action: 'REJECT' }
  | { ok: false; refusal: SellerAnswerRefusal };

export function checkSellerAnswer(
  line: AnswerableLine,
  item: { listPriceMinor: number; quantityAvailable: number },
  answer: SellerAnswerInput,
): CheckedAnswer {
  const refuse = (messageCode: SellerAnswerRefusalCode, params?: Record<string, number>): CheckedAnswer => ({
    ok: false,
    refusal: params ? { messageCode, params } : { messageCode },
  });
  // Answers only to PENDING_ACCEPTANCE in AWAITING_TENANT_REVIEW.
  if (line.status !== 'PENDING_ACCEPTANCE' || line.state !== 'AWAITING_TENANT_REVIEW') {
    return refuse('offerNotAwaitingAnswer');
  }
  const min = answer.minimumCheckoutQuantity;
  if (answer.action === 'REJECT') return { ok: true, action: 'REJECT' };
  if (answer.action === 'ACCEPT') {
    if (min !== undefined && (!Number.isInteger(min) || min < 1 || min > line.offerQuantity)) {
      return refuse('minimumQuantityOutOfRange', { min: 1, max: line.offerQuantity });
    }
    return { ok: true, action: 'ACCEPT', minimumCheckoutQuantity: min ?? line.offerQuantity };
  }
  const counter = answer.counterPriceMinor;
  if (counter === undefined || !Number.isInteger(counter)) return refuse('counterPriceRequired');
  if (counter >= item.listPriceMinor) {
    return refuse('counterPriceNotBelowListPrice', { listPrice: item.listPriceMinor / 100 });
  }
  if (counter <= line.offerPriceMinor) {
    return refuse('counterPriceNotAboveOfferPrice', { offerPrice: line.offerPriceMinor / 100 });
  }
  const max = item.quantityAvailable;
  const minimum = min ?? Math.min(line.offerQuantity, max);
  if (!Number.isInteger(minimum) || minimum < 1 || minimum > max) {
    return refuse('minimumQuantityOutOfRange', { min: 1, max });
  }
  return { ok: true, action: 'COUNTER', counterPriceMinor: counter, minimumCheckoutQuantity: minimum };
}

export type AutoRule = { floorPriceMinor: number | null; rejectBelowPercent: number | null };

/**
 * an offer at or above the item's floor price is accepted at once; one below rejectBelowPercent % of the
 * list price is rejected at once; otherwise it waits for the seller. When both match (a floor set below the
 * rejection line) the accept wins: the floor is the seller's explicit price.
 */
export function decideAutoAnswer(
  rule: AutoRule | null,
  listPriceMinor: number,
  offerPriceMinor: number,
): 'ACCEPT' | 'REJECT' | null {
  if (!rule) return null;
  if (rule.floorPriceMinor !== null && offerPriceMinor >= rule.floorPriceMinor) return 'ACCEPT';
  if (rule.rejectBelowPercent !== null && offerPriceMinor * 100 < listPriceMinor * rule.rejectBelowPercent) {
    return 'REJECT';
  }
  return null;
}
