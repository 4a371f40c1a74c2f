/**
 * The generic field validators of spec part 1 §5 (O-050…O-058). Each returns the spec's message, verbatim,
 * or undefined when the value passes. Every validator but `required` lets an empty value through, so they
 * compose: `required(v) ?? email(v)`.
 */

export const VALIDATION_MESSAGES = {
  invalidAlphanumeric: 'Please enter alpha numeric value of buyer',
  startWithAlphabet: 'Please start with atleast one alphabet',
  invalidNumber: 'Invalid number',
  invalidCurrencyValue: 'Invalid currency value',
  invalidZip: 'Invalid zip',
  requiredField: 'Required field',
  invalidEmail: 'invalid email',
  invalidTelephoneNumber: 'invalid telephone number',
} as const;

/** Dictionary key of each message (the keys of VALIDATION_MESSAGES are also keys of DEFAULT_DICTIONARY). */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export type FieldValue = string | number | null | undefined;
export type Validator = (value: FieldValue) => string | undefined;

const text = (value: FieldValue): string => (value === null || value === undefined ? '' : String(value));
const isEmpty = (value: FieldValue): boolean => text(value).trim() === '';

const pattern =
  (re: RegExp, message: string): Validator =>
  (value) =>
    isEmpty(value) || re.test(text(value)) ? undefined : message;

/** O-055 */
export const required: Validator = (value) =>
  isEmpty(value) ? VALIDATION_MESSAGES.requiredField : undefined;

/** O-050: letters and digits only. */
export const alphanumeric = pattern(/^[A-Za-z0-9]+$/, VALIDATION_MESSAGES.invalidAlphanumeric);

/** O-051: the first character is a letter. */
export const startsWithLetter = pattern(/^[A-Za-z]/, VALIDATION_MESSAGES.startWithAlphabet);

/** O-052: digits only (a whole, unsigned number). */
export const integer = pattern(/^\d+$/, VALIDATION_MESSAGES.invalidNumber);
/** O-052 names it "number or integer": both are digits only. */
export const number = integer;

/**
 * O-053: digits only — read as "no letters, signs or thousands separators". One decimal part is allowed,
 * because O-058 (currency precision) checks the decimals of the same amounts.
 */
export const currency = pattern(/^\d+(\.\d+)?$/, VALIDATION_MESSAGES.invalidCurrencyValue);

/**
 * O-054: letters, digits and hyphens with at most one inner space; neither starting nor ending with a hyphen
 * (nor with the space).
 */
export const internationalZip = pattern(
  /^(?!-)[A-Za-z0-9-]+(?: [A-Za-z0-9-]+)?(?<!-)$/,
  VALIDATION_MESSAGES.invalidZip,
);

/** O-056, P-016: local part 1-64 characters, '@', then 1-252 characters; no spaces, one '@'. */
export const email = pattern(/^[^\s@]{1,64}@[^\s@]{1,252}$/, VALIDATION_MESSAGES.invalidEmail);

/** O-057, P-016: optional '+', then 10-15 of digits, spaces, brackets, dots and dashes; no letters. */
export const telephone = pattern(/^\+?[0-9 ().-]{10,15}$/, VALIDATION_MESSAGES.invalidTelephoneNumber);

/** O-058: whether an amount carries more decimals than the configured currency precision. */
export function exceedsCurrencyPrecision(value: FieldValue, precision: number): boolean {
  const s = text(value).trim();
  const match = /^[+-]?\d*(?:\.(\d*))?$/.exec(s);
  if (!match) return false;
  return (match[1]?.length ?? 0) > Math.max(0, Math.floor(precision));
}

/**
 * O-058: flags amounts with more decimals than `precision` (config currencyPrecision, default 2, P-008).
 * The spec gives this validator no message of its own; it reuses the currency message.
 */
export const currencyPrecision =
  (precision = 2): Validator =>
  (value) =>
    exceedsCurrencyPrecision(value, precision) ? VALIDATION_MESSAGES.invalidCurrencyValue : undefined;

/** Runs validators in order and returns the first message. */
export const firstError =
  (...validators: Validator[]): Validator =>
  (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
