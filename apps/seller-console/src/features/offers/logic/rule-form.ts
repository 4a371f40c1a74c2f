import { SellerOfferRule } from '@portico/contract';
import { t } from '../../../lib/i18n.ts';

/**
 * Q-020 auto-rule form: an item (its itemNumberWarehouse, which the server checks against the seller's stock),
 * a floor price (offers at or above it are accepted at once) and/or a reject-below percentage of list (offers
 * below it are rejected at once). A rule with neither would do nothing, so one of the two is required. Each
 * field is checked against the contract's own schema (SellerOfferRule), so the form never sends what the server
 * refuses; this only chooses the words.
 */

export type RuleForm = { itemNumberWarehouse: string; floorPrice: string; rejectBelowPercent: string };
export type RuleErrors = Partial<Record<keyof RuleForm | 'form', string>>;
export type RuleParse = { ok: true; value: SellerOfferRule } | { ok: false; errors: RuleErrors };

export const EMPTY_RULE_FORM: RuleForm = { itemNumberWarehouse: '', floorPrice: '', rejectBelowPercent: '' };

export const toRuleForm = (rule: SellerOfferRule): RuleForm => ({
  itemNumberWarehouse: rule.itemNumberWarehouse,
  floorPrice: rule.floorPrice === null ? '' : String(rule.floorPrice),
  rejectBelowPercent: rule.rejectBelowPercent === null ? '' : String(rule.rejectBelowPercent),
});

const FIELD = SellerOfferRule.shape;
const fits = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/**
 * The rule's key as the seller types it: the Stock screen and the inbox show the item number and the warehouse
 * apart ('A54-128 MIA', 'A54-128 (MIA)'); the key joins them with a hyphen, the warehouse code in capitals.
 */
export function ruleItemKey(text: string): string {
  const typed = text.trim();
  const apart = /^(\S+)\s*\(\s*([A-Za-z0-9]+)\s*\)$/.exec(typed) ?? /^(\S+)\s+([A-Za-z0-9]+)$/.exec(typed);
  return apart ? `${apart[1]}-${apart[2]!.toUpperCase()}` : typed;
}

export function parseRuleForm(form: RuleForm): RuleParse {
  const errors: RuleErrors = {};
  const item = ruleItemKey(form.itemNumberWarehouse);
  if (!item) errors.itemNumberWarehouse = t('consoleEnterTheItemNumberAndWarehouse');
  else if (!fits(FIELD.itemNumberWarehouse, item))
    errors.itemNumberWarehouse = t('consoleAtMost200Characters');

  let floorPrice: number | null = null;
  const floor = form.floorPrice.trim();
  if (floor) {
    if (!/^\d+(\.\d+)?$/.test(floor)) errors.floorPrice = t('consoleEnterAPriceSuchAs120');
    else if (Number(floor) <= 0) errors.floorPrice = t('consoleMustBeMoreThan0');
    else if (!fits(FIELD.floorPrice, Number(floor))) errors.floorPrice = t('consoleEnterAPriceSuchAs120');
    else floorPrice = Number(floor);
  }

  let rejectBelowPercent: number | null = null;
  const pct = form.rejectBelowPercent.trim();
  if (pct) {
    if (!/^\d+$/.test(pct)) errors.rejectBelowPercent = t('consoleEnterAWholePercentage');
    else if (!fits(FIELD.rejectBelowPercent, Number(pct)))
      errors.rejectBelowPercent = t('consoleEnterAPercentageBetween1And');
    else rejectBelowPercent = Number(pct);
  }

  if (!floor && !pct && !errors.itemNumberWarehouse) {
    errors.form = t('consoleSetAFloorPriceAReject');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { itemNumberWarehouse: item, floorPrice, rejectBelowPercent } };
}
