import { PAYMENT_RESULT_MESSAGE_TYPE } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { isPaymentResult } from './payment-window.ts';

/** I-074: only the return page's result for this order, from our own origin, counts. */
describe('isPaymentResult', () => {
  const origin = 'https://portal.example';
  const ok = {
    type: PAYMENT_RESULT_MESSAGE_TYPE,
    phonexOrderNumber: 'PX1',
    status: 'SUCCESS',
    paymentConfirmed: true,
  };
  it.each([
    ['the result of this order', origin, ok, true],
    ['a failure is a result too', origin, { ...ok, status: 'FAILURE', paymentConfirmed: false }, true],
    ['another origin', 'https://evil.example', ok, false],
    ['another order', origin, { ...ok, phonexOrderNumber: 'PX2' }, false],
    ['another message type', origin, { ...ok, type: 'something-else' }, false],
    ['without paymentConfirmed', origin, { ...ok, paymentConfirmed: undefined }, false],
    ['not an object', origin, 'SUCCESS', false],
    ['null', origin, null, false],
  ])('%s → %s', (_name, from, data, expected) => {
    expect(isPaymentResult({ origin: from, data }, origin, 'PX1')).toBe(expected);
  });
});
