/**
 * The carriers the desk's ship dialog offers (it still takes any other typed): the order's own carrier first (a
 * bill-my-account order names the buyer's), then the carriers of the tenant's shipping methods in alphabetical
 * order — each once whatever its case, trimmed, blanks left out.
 */
export function carrierChoices(
  orderCarrier: string | null | undefined,
  methodCarriers: readonly (string | null | undefined)[],
): string[] {
  const seen = new Set<string>();
  const once = (names: readonly (string | null | undefined)[]) =>
    names
      .map((name) => (name ?? '').trim())
      .filter((name) => {
        const key = name.toLowerCase();
        if (name === '' || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  const own = once([orderCarrier]);
  const rest = once(methodCarriers).sort((a, b) => a.localeCompare(b, 'en'));
  return [...own, ...rest];
}
