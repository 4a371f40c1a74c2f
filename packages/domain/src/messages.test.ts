import { describe, expect, it } from 'vitest';
import { createTranslate } from './i18n.ts';
import { type ResolveErrorInput, resolveErrorMessage } from './messages.ts';

const translate = createTranslate({
  outdatedSalesOrder: {
    i18n_value:
      'Your order was recently updated and your changes are not up to date. Please review your changes and try again.',
  },
  wrongWebsite: { i18n_value: 'You have logged into wrong website. Kindly login into {website}' },
  notEnoughQuantity: { i18n_value: 'Not enough quantity' },
  maxQuantity: { i18n_value: 'Max quantity: {n}' },
  empty: { i18n_value: '' },
});

const resolve = (input: Omit<ResolveErrorInput, 'translate'>) => resolveErrorMessage({ ...input, translate });

describe('resolveErrorMessage (O-001)', () => {
  it.each<[string, Omit<ResolveErrorInput, 'translate'>, string]>([
    [
      '1: a known messageCode, translated with params',
      {
        httpStatus: 403,
        body: { status: 'FAIL', messageCode: 'wrongWebsite', message: 'x', params: { website: 'summit.io' } },
      },
      'You have logged into wrong website. Kindly login into summit.io',
    ],
    [
      '1: a known messageCode wins over the server message',
      { httpStatus: 409, body: { messageCode: 'outdatedSalesOrder', message: 'stale' }, fallback: 'f' },
      'Your order was recently updated and your changes are not up to date. Please review your changes and try again.',
    ],
    [
      '2: an unknown messageCode falls to the server message',
      { httpStatus: 400, body: { messageCode: 'somethingNew', message: 'Server says no' } },
      'Server says no',
    ],
    [
      '2: a key translating to an empty text counts as unknown',
      { httpStatus: 400, body: { messageCode: 'empty', message: 'Server says no' } },
      'Server says no',
    ],
    [
      '3: no body, the client error text',
      { clientErrorText: 'Failed to fetch', fallback: 'Could not load' },
      'Failed to fetch',
    ],
    [
      '4: the caller fallback',
      { httpStatus: 502, body: 'Bad gateway', fallback: 'Could not load' },
      'Could not load',
    ],
    ['5: nothing at all', {}, 'Internal Server Error'],
    [
      '5: blank strings do not count',
      { body: { message: '  ' }, clientErrorText: '' },
      'Internal Server Error',
    ],
    [
      'params given as a positional list',
      { body: { messageCode: 'maxQuantity', params: [7] } },
      'Max quantity: {n}',
    ],
    ['params given by name', { body: { messageCode: 'maxQuantity', params: { n: 7 } } }, 'Max quantity: 7'],
  ])('%s', (_name, input, expected) => {
    expect(resolve(input)).toBe(expected);
  });
});

describe('resolveErrorMessage for 422 (O-002)', () => {
  const errors = [
    { messageCode: 'notEnoughQuantity', messageDescription: 'quantity: too high' },
    { messageCode: 'maxQuantity', messageDescription: 'second' },
  ];
  it.each<[string, Omit<ResolveErrorInput, 'translate'>, string]>([
    [
      'status FAIL: the first error messageCode, translated',
      { httpStatus: 422, body: { status: 'FAIL', messageCode: 'validationFailed', message: 'm', errors } },
      'Not enough quantity',
    ],
    [
      'status not FAIL: the first error messageDescription',
      { httpStatus: 422, body: { status: 'ERROR', messageCode: 'outdatedSalesOrder', errors } },
      'quantity: too high',
    ],
    [
      'status FAIL with an unknown first code falls back to the general order',
      {
        httpStatus: 422,
        body: {
          status: 'FAIL',
          message: 'Invalid request',
          errors: [{ messageCode: 'zzz', messageDescription: 'd' }],
        },
      },
      'Invalid request',
    ],
    [
      'no errors list: the general order',
      { httpStatus: 422, body: { status: 'FAIL', messageCode: 'notEnoughQuantity' } },
      'Not enough quantity',
    ],
    [
      'the 422 rule applies to 422 only',
      { httpStatus: 400, body: { status: 'ERROR', message: 'plain', errors } },
      'plain',
    ],
  ])('%s', (_name, input, expected) => {
    expect(resolve(input)).toBe(expected);
  });
});
