/** Quantities on the review (F-008…F-014) with thousands separators; prices use formatMoney (@portico/domain). */
export { formatCount } from '@portico/domain';

/** A cell of the file as it was typed (invalid rows keep the text); empty shows as '--' (part 1 §2). */
export const cellText = (text: string) => (text.trim() === '' ? '--' : text);
