/**
 * Order line quantities (part 2 §3 Order line item, §5 Order quantity editing; L-039…L-047, O-071): how the
 * available quantity shows and which new orderedQuantity a line may take. The server judges every upsert line
 * with orderQuantityRefusal and the page shows the same message in the row before it sends anything.
 */

/**
 * L-039, L-040 (P-006): availableQuantity as the grid shows it — a negative value as 0, a value above
 * maxItemQuantityToBeDisplayed as 'N+' (N that maximum); no maximum (0 or less) shows the number as it is.
 */
export function availableQuantityDisplay(available: number, maxItemQuantityToBeDisplayed: number): string {
  const shown = Math.max(0, Math.trunc(available));
  if (maxItemQuantityToBeDisplayed > 0 && shown > maxItemQuantityToBeDisplayed) {
    return `${maxItemQuantityToBeDisplayed}+`;
  }
  return String(shown);
}

/** The dictionary keys of O-071 (params: n). */
export type OrderQuantityMessageCode =
  | 'invalidOrderQuantity'
  | 'notEnoughQuantity'
  | 'maxQuantity'
  | 'minQuantity'
  | 'invalidQuantity'
  | 'invalidIncrementSize';

export type OrderQuantityRefusal = { messageCode: OrderQuantityMessageCode; params?: { n: number } };

export type OrderQuantityRules = {
  /** The line's orderedQuantity as stored (the "original quantity" of L-044, L-045). */
  original: number;
  /** Units of the item still in stock (may be negative: nothing to add). */
  available: number;
  incrementSize: number;
  canIncrease: boolean;
  canDecrease: boolean;
  /**
   * The line's unit price and its item's list price now (null: the item left the stock list). Given both, a line
   * priced below list — a seller-accepted offer's price, or a list price raised since — takes no more units: the
   * price was agreed for the units ordered, not for any number of them.
   */
  unitPriceMinor?: number;
  listPriceMinor?: number | null;
};

/** Whether the rules let the line grow: increases allowed, and no more units at a price below list. */
const mayGrow = (rules: OrderQuantityRules) =>
  rules.canIncrease &&
  (rules.unitPriceMinor === undefined ||
    rules.listPriceMinor === undefined ||
    (rules.listPriceMinor !== null && rules.unitPriceMinor >= rules.listPriceMinor));

/**
 * A typed quantity as a number, or undefined when it is not one (L-042): a number, or text of digits (an optional
 * sign, surrounding blanks allowed). '12.5', '1e3', '' and 'abc' are not order quantities.
 */
export function parseOrderQuantity(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input : undefined;
  if (typeof input !== 'string') return undefined;
  const t = input.trim();
  if (!/^[-+]?\d{1,9}$/.test(t)) return undefined;
  return Number(t);
}

/**
 * L-042…L-047 in the spec's order: not a number → 'Invalid order quantity'; increases allowed → at most ordered +
 * available ('Not enough quantity'); increases not allowed, or a line priced below list → at most the original
 * ('Max quantity: {n}');
 * decreases not allowed → at least the original ('Min quantity : {n}'); decreases allowed → at least 1 ('Invalid
 * quantity'); a multiple of the increment ('Invalid Increment Size'). Undefined when the quantity is fine.
 * Removing a line is not a quantity of 0: it leaves the line out of the upsert (L-048).
 */
export function orderQuantityRefusal(
  input: unknown,
  rules: OrderQuantityRules,
): OrderQuantityRefusal | undefined {
  const q = parseOrderQuantity(input);
  if (q === undefined) return { messageCode: 'invalidOrderQuantity' };
  const { original } = rules;
  if (mayGrow(rules)) {
    if (q > original + Math.max(0, rules.available)) return { messageCode: 'notEnoughQuantity' };
  } else if (q > original) {
    return { messageCode: 'maxQuantity', params: { n: original } };
  }
  if (!rules.canDecrease) {
    if (q < original) return { messageCode: 'minQuantity', params: { n: original } };
  } else if (q < 1) {
    return { messageCode: 'invalidQuantity' };
  }
  const increment = Math.max(1, rules.incrementSize);
  if (q % increment !== 0) return { messageCode: 'invalidIncrementSize' };
  return undefined;
}

/** L-047: the hint under the field ('Inc of {n}') when the increment is above 1; undefined otherwise. */
export function incrementHint(incrementSize: number): { n: number } | undefined {
  return incrementSize > 1 ? { n: incrementSize } : undefined;
}
