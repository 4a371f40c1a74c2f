/**
 * The buyer's offer quantity and price fields (stock list dialog D-005…D-009, cart row G-052…G-055). Both take
 * whole numbers (D-018 reading 1, G-048). The spec says non-digits are dropped as the buyer types, but dropping
 * changes what the number means ('12.75' became 1275, '-3' became 3), so the text is kept as typed and the
 * generic validators' message shows instead (O-052 'Invalid number', O-053 'Invalid currency value'); nothing is
 * normalised or sent until the text is a whole number again. Empty is not an error: it becomes 1 on leaving.
 */
export type WholeNumberField = 'quantity' | 'price';

/** Dictionary key of the message (a key of VALIDATION_MESSAGES), or undefined when the text may be used. */
export function wholeNumberFieldError(
  text: string,
  field: WholeNumberField,
): 'invalidNumber' | 'invalidCurrencyValue' | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || /^\d+$/.test(trimmed)) return undefined;
  return field === 'price' ? 'invalidCurrencyValue' : 'invalidNumber';
}
