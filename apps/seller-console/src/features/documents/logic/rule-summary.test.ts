import type { ProofOfExportRule } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { ruleOptionLabel, ruleSummary } from './rule-summary.ts';

/**
 * H-001, Q-066: the rule named for what the server does with it (export-documents.service ruleForBuyer): the
 * buyers listed are asked for every on-hold order whatever the rule, so "Never" is only true of an empty list.
 */
const rule = (r: ProofOfExportRule['rule'], buyerEmails: string[] = []): ProofOfExportRule => ({
  rule: r,
  homeCountry: 'US',
  buyerEmails,
});
const listed = ['export@harbor.test'];

describe('the proof-of-export rule in words', () => {
  it.each([
    [rule('OFF'), 'Never', 'No buyer is asked for proof of export.'],
    [
      rule('OFF', listed),
      'Only for the buyers listed',
      'Only the buyers listed below are asked, for each of their on-hold orders.',
    ],
    [
      rule('EXPORT_ORDERS'),
      'Orders shipped outside the home country',
      'Every buyer is asked for each on-hold order shipped outside US.',
    ],
    [
      rule('EXPORT_ORDERS', listed),
      'Orders shipped outside the home country, and the buyers listed',
      'Every buyer is asked for each on-hold order shipped outside US; the buyers listed below for each of their on-hold orders.',
    ],
    [rule('ALL_ORDERS'), 'Every order', 'Every buyer is asked for each on-hold order.'],
    [
      rule('ALL_ORDERS', listed),
      'Every order',
      'Every buyer is asked for each on-hold order (the buyers listed below too).',
    ],
  ])('%o reads %s: %s', (value, option, summary) => {
    expect(ruleOptionLabel(value.rule, value.buyerEmails.length > 0)).toBe(option);
    expect(ruleSummary(value)).toBe(summary);
  });
});
