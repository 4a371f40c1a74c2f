/**
 * The proof-of-export rule in the seller's words (H-001, Q-066), as the server applies it (export-documents
 * service, ruleForBuyer): the buyers listed are asked for every on-hold order whatever the rule says, so the rule
 * is named by what it does with the list, never "Never" while a buyer is being asked.
 */

import type { ProofOfExportRule } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';

/** The rule's name in its select, for a list of buyers that is empty or not. */
export function ruleOptionLabel(rule: ProofOfExportRule['rule'], hasBuyers: boolean): string {
  if (rule === 'OFF') return t(hasBuyers ? 'consoleRuleOFFListed' : 'consoleRuleOFF');
  if (rule === 'EXPORT_ORDERS')
    return t(hasBuyers ? 'consoleRuleEXPORT_ORDERSListed' : 'consoleRuleEXPORT_ORDERS');
  return t('consoleRuleALL_ORDERS');
}

/** Who is asked, for which on-hold orders, under this rule and list. */
export function ruleSummary(value: ProofOfExportRule): string {
  const hasBuyers = value.buyerEmails.length > 0;
  if (value.rule === 'OFF') return t(hasBuyers ? 'consoleRuleSummaryListed' : 'consoleRuleSummaryNone');
  if (value.rule === 'EXPORT_ORDERS') {
    return t(hasBuyers ? 'consoleRuleSummaryExportListed' : 'consoleRuleSummaryExport', {
      country: value.homeCountry,
    });
  }
  return t(hasBuyers ? 'consoleRuleSummaryAllListed' : 'consoleRuleSummaryAll');
}
