/**
 * C-015 / Q-059: attribute values are ordered by the settings' attributeSortAlgorithm. An explicit sortOrder
 * list comes first, in its own order; the rest follow by the algorithm. 'AlphanumericAsNumeric' compares the
 * leading numeric value ('64GB' < '128GB'), falling back to text; 'Default' is plain alphabetical.
 */

export type SortAlgorithm = 'Default' | 'AlphanumericAsNumeric' | (string & {});

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: false });

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
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function compareDefault(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
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
