import type { SellerOfferRule } from '@portico/contract';

/**
 * Q-020 auto-rule form: an item (its itemNumberWarehouse, which the server checks against the seller's stock),
 * a floor price (offers at or above it are accepted at once) and/or a reject-below percentage of list (offers
 * below it are rejected at once). A rule with neither would do nothing, so one of the two is required.
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

const PRICE = /^\d+(\.\d{1,4})?$/;

export function parseRuleForm(form: RuleForm): RuleParse {
  const errors: RuleErrors = {};
  const item = form.itemNumberWarehouse.trim();
  if (!item) errors.itemNumberWarehouse = 'Enter the item number and warehouse.';
  else if (item.length > 200) errors.itemNumberWarehouse = 'At most 200 characters.';

  let floorPrice: number | null = null;
  const floor = form.floorPrice.trim();
  if (floor) {
    if (!PRICE.test(floor)) errors.floorPrice = 'Enter a price such as 120 or 119.50.';
    else if (Number(floor) <= 0) errors.floorPrice = 'Must be more than 0.';
    else floorPrice = Number(floor);
  }

  let rejectBelowPercent: number | null = null;
  const pct = form.rejectBelowPercent.trim();
  if (pct) {
    if (!/^\d+$/.test(pct)) errors.rejectBelowPercent = 'Enter a whole percentage.';
    else if (Number(pct) < 1 || Number(pct) > 99)
      errors.rejectBelowPercent = 'Enter a percentage between 1 and 99.';
    else rejectBelowPercent = Number(pct);
  }

  if (!floor && !pct && !errors.itemNumberWarehouse) {
    errors.form = 'Set a floor price, a reject-below percentage, or both.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { itemNumberWarehouse: item, floorPrice, rejectBelowPercent } };
}
