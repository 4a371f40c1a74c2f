import { describe, expect, it } from 'vitest';
import { carrierChoices } from './carrier-choices.ts';

describe('carrierChoices', () => {
  it.each([
    [
      'the tenant’s carriers, each once, in alphabetical order',
      null,
      ['UPS', 'FedEx', 'UPS'],
      ['FedEx', 'UPS'],
    ],
    ['the order’s own carrier first', 'UPS', ['FedEx', 'UPS'], ['UPS', 'FedEx']],
    [
      'as the order spells it, the same carrier in another case once',
      'ups',
      ['UPS', 'FedEx'],
      ['ups', 'FedEx'],
    ],
    [
      'an order carrier the methods do not name is still offered',
      'DHL',
      ['UPS', 'FedEx'],
      ['DHL', 'FedEx', 'UPS'],
    ],
    ['blanks are no carrier; names are trimmed', '  ', [' UPS ', '', null], ['UPS']],
    ['none known: nothing to offer', null, [], []],
  ])('%s', (_why, own, methods, choices) => {
    expect(carrierChoices(own, methods)).toEqual(choices);
  });
});
