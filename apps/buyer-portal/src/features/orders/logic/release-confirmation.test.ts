import { describe, expect, it } from 'vitest';
import { parseReleaseConfirmationState } from './release-confirmation.ts';

/** L-055, L-056: the release confirmation reads only a well-formed route state; anything else is none. */
describe('parseReleaseConfirmationState', () => {
  it.each([
    undefined,
    null,
    'PXSTKL0000001',
    {},
    { phonexOrderNumber: '' },
    { phonexOrderNumber: 7 },
  ])('reads %o as no state', (value) => {
    expect(parseReleaseConfirmationState(value)).toBeUndefined();
  });
  it('keeps the order, the payment status and a well-formed payment method', () => {
    expect(
      parseReleaseConfirmationState({
        phonexOrderNumber: 'PXSTKL0000001',
        paymentStatus: 'PENDING',
        paymentMethod: { code: 'WIRE', label: 'Wire transfer', instructions: 'Bank 1' },
        amountDue: 678.77,
      }),
    ).toEqual({
      phonexOrderNumber: 'PXSTKL0000001',
      refOrderNumberOrPhonexOrderNumber: 'PXSTKL0000001',
      paymentStatus: 'PENDING',
      paymentMethod: { code: 'WIRE', label: 'Wire transfer', instructions: 'Bank 1' },
      amountDue: 678.77,
    });
    expect(
      parseReleaseConfirmationState({ phonexOrderNumber: 'PX1', amountDue: 'lots' })?.amountDue,
    ).toBeNull();
  });
  it('drops a payment method without its code or label', () => {
    expect(
      parseReleaseConfirmationState({ phonexOrderNumber: 'PX1', paymentMethod: { label: 'x' } })
        ?.paymentMethod,
    ).toBeNull();
  });
});
