import type { SellerOffer } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { answerMessage, noLongerWaiting, reasonOf, summarizeAnswers } from './answer-results.ts';

const offer = { offerId: 'o2', itemNumber: 'SKU-2' } as SellerOffer;

describe('summarizeAnswers', () => {
  // The offers as the seller answered them: a live update may have taken one off the list meanwhile (a colleague
  // answered it first), and its refusal still names its item and buyer, not its id.
  it('counts what was saved and explains each refusal with the offer it was sent for', () => {
    const summary = summarizeAnswers(
      [
        { offerId: 'o1', ok: true },
        { offerId: 'o2', ok: false, message: 'The offer has changed. Refresh and try again.' },
        { offerId: 'o3', ok: false },
      ],
      [offer],
    );
    expect(summary.succeeded).toBe(1);
    expect(summary.failures).toEqual([
      { offerId: 'o2', offer, reason: 'The offer has changed. Refresh and try again.' },
      { offerId: 'o3', offer: undefined, reason: 'The offer could not be answered.' },
    ]);
  });
});

describe('reasonOf', () => {
  it('prefers the server message, then the dictionary text of the code', () => {
    expect(reasonOf({ message: 'Gone', messageCode: 'x' })).toBe('Gone');
    expect(reasonOf({ messageCode: 'invalidCurrencyValue' })).toBe('Invalid currency value');
    expect(reasonOf({ messageCode: 'no-such-key' })).toBe('The offer could not be answered.');
  });
});

describe('answerMessage', () => {
  it.each<[Parameters<typeof answerMessage>[0], number, number, string]>([
    ['ACCEPT', 2, 0, 'Accepted 2 offers'],
    ['COUNTER', 1, 0, 'Countered 1 offer'],
    ['REJECT', 3, 1, 'Rejected 3 offers · 1 could not be answered'],
    ['ACCEPT', 0, 1, 'The offer could not be answered'],
    ['ACCEPT', 0, 2, 'None of the 2 offers could be answered'],
  ])('%s with %i saved and %i refused → %s', (action, ok, failed, expected) => {
    const failures = Array.from({ length: failed }, (_, i) => ({ offerId: `f${i}`, reason: 'r' }));
    expect(answerMessage(action, { succeeded: ok, failures })).toBe(expected);
  });
});

describe('noLongerWaiting', () => {
  const o = (offerId: string, version: number) => ({ offerId, version });
  it('names the held offers gone from the inbox or changed since, and none before the inbox has loaded', () => {
    const held = [o('a', 1), o('b', 2), o('c', 3)];
    expect(noLongerWaiting(held, [o('a', 1), o('b', 3)])).toEqual([o('b', 2), o('c', 3)]);
    expect(noLongerWaiting(held, [o('a', 1), o('b', 2), o('c', 3), o('d', 1)])).toEqual([]);
    expect(noLongerWaiting(held, undefined)).toEqual([]);
  });
});
