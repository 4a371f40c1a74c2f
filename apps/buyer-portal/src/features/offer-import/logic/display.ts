/** Quantities on the review (F-008…F-014) with thousands separators; prices use formatMoney (@portico/domain). */
export { formatCount } from '@portico/domain';

/** A cell of the file as it was typed (invalid rows keep the text); empty shows as '--' (part 1 §2). */
export const cellText = (text: string) => (text.trim() === '' ? '--' : text);

/**
 * A reason's {params} as the review shows them: the list price of 'above the list price' as money in the
 * tenant's currency (the server sends it as plain major units, '50.00'); the other params as they are.
 */
export function reasonParamsForDisplay(
  params: Record<string, string | number>,
  money: (amount: number) => string,
): Record<string, string | number> {
  const listPrice = Number(params.listPrice);
  if (params.listPrice === undefined || !Number.isFinite(listPrice)) return params;
  return { ...params, listPrice: money(listPrice) };
}
