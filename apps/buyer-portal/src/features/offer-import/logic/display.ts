/**
 * Money and quantities on the review (F-008…F-014): prices with the tenant's currency precision (§9), as the
 * stock list shows them, so a price typed in the file is recognisable; quantities with thousands separators.
 */
export function formatPrice(amount: number, symbol: string, precision: number): string {
  const p = Math.max(0, Math.min(4, Math.floor(precision)));
  const abs = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: p,
    maximumFractionDigits: p,
  });
  return `${amount < 0 ? '-' : ''}${symbol}${abs}`;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A cell of the file as it was typed (invalid rows keep the text); empty shows as '--' (part 1 §2). */
export const cellText = (text: string) => (text.trim() === '' ? '--' : text);
