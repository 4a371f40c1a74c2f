/**
 * C-015 / Q-059: attribute values are ordered by the settings' attributeSortAlgorithm. An explicit sortOrder
 * list comes first, in its own order; the rest follow by the algorithm. 'AlphanumericAsNumeric' compares the
 * leading numeric value ('64GB' < '128GB'), falling back to text; 'Default' is plain alphabetical.
 */

export type SortAlgorithm = 'Default' | 'AlphanumericAsNumeric' | (string & {});

// Made on first use: a page's first Intl.Collator loads ICU's collation data (~20 ms on a desktop CPU, P9).
let collator: Intl.Collator | undefined;

/** Letters, digits and spaces only: there ICU's base-strength order is the case-folded code point order. */
const PLAIN = /^[A-Za-z0-9 ]*$/;

/**
 * Case- and accent-insensitive comparison (ICU base strength), 0 when equal at that strength. Values of letters,
 * digits and spaces alone (most attribute values) are compared without ICU, with the same answer (tested against
 * the collator); any other value goes to the collator.
 */
function compareBase(a: string, b: string): number {
  if (PLAIN.test(a) && PLAIN.test(b)) {
    const la = a.toLowerCase();
    const lb = b.toLowerCase();
    return la < lb ? -1 : la > lb ? 1 : 0;
  }
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: false });
  return collator.compare(a, b);
}

const leadingNumber = (value: string): number | undefined => {
  const m = /^\s*(-?\d+(?:\.\d+)?)/.exec(value);
  return m ? Number(m[1]) : undefined;
};

export function compareAlphanumericAsNumeric(a: string, b: string): number {
  const na = leadingNumber(a);
  const nb = leadingNumber(b);
  if (na !== undefined && nb !== undefined && na !== nb) return na - nb;
  // Numbers before words ('64GB' before 'Unknown').
  if (na !== undefined && nb === undefined) return -1;
  if (na === undefined && nb !== undefined) return 1;
  return compareBase(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function compareDefault(a: string, b: string): number {
  return compareBase(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function attributeComparator(
  algorithm: SortAlgorithm | undefined,
  sortOrder: readonly string[] = [],
): (a: string, b: string) => number {
  const base = algorithm === 'AlphanumericAsNumeric' ? compareAlphanumericAsNumeric : compareDefault;
  if (!sortOrder.length) return base;
  const rank = new Map(sortOrder.map((v, i) => [v.toLowerCase(), i]));
  return (a, b) => {
    const ra = rank.get(a.toLowerCase());
    const rb = rank.get(b.toLowerCase());
    if (ra !== undefined && rb !== undefined) return ra - rb;
    if (ra !== undefined) return -1;
    if (rb !== undefined) return 1;
    return base(a, b);
  };
}

export function sortValues(
  values: Iterable<string>,
  algorithm: SortAlgorithm | undefined,
  sortOrder: readonly string[] = [],
): string[] {
  return [...values].sort(attributeComparator(algorithm, sortOrder));
}
