import { z } from 'zod';
import { installPlainMessages } from './zod-messages.ts';

/**
 * The shared types of what clients send: free text, money and quantities. Every request schema builds its strings
 * and numbers from these, so input PostgreSQL cannot store, or that overflows a column, is refused with 422 and
 * the field named — it never reaches a query (where it answered 500).
 *
 * - Text: no control characters (C0, DEL, C1) and no unpaired surrogate. PostgreSQL cannot store NUL in text at
 *   all, nor a lone surrogate in jsonb; control characters are never part of a one-line value. Multi-line fields (shipping instructions, banner HTML, a pasted list of order
 *   numbers) also take tab, line feed and carriage return.
 * - Money: major units with at most 2 decimals (DESIGN §5: the server stores integer minor units) and at most
 *   MONEY_MAX, so the minor units fit a PostgreSQL `integer` column (price columns are integer). A price below the
 *   smallest unit (0.005) is refused, never rounded.
 * - Quantities: whole numbers up to QUANTITY_MAX (fits `integer`).
 */

installPlainMessages();

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

export const UNPAIRED_SURROGATE_MESSAGE = 'must be well-formed text (no unpaired surrogate)';
/**
 * Well-formed UTF-16: every surrogate in a pair. A JSON body can carry a lone one (`"\ud800"`), which PostgreSQL's
 * jsonb refuses (every console write keeps its before and after in a jsonb audit row).
 */
const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** One-line free text of a request: any characters but control characters. Chain .min/.max as usual. */
export const text = () =>
  z.string().regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE).regex(WELL_FORMED, UNPAIRED_SURROGATE_MESSAGE);
/** The same check on a string schema that first trims or otherwise shapes the value (`z.string().trim()`). */
export const withoutControlCharacters = (schema: z.ZodString) =>
  schema.regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE).regex(WELL_FORMED, UNPAIRED_SURROGATE_MESSAGE);
/** Multi-line free text of a request: tab, line feed and carriage return allowed, other control characters not. */
export const multilineText = () =>
  z.string().regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE).regex(WELL_FORMED, UNPAIRED_SURROGATE_MESSAGE);
/** True when a string has no control character (what `text()` accepts). */
export const isSingleLineText = (value: string) => SINGLE_LINE.test(value);

/** Integer minor units fit PostgreSQL `integer` (2,147,483,647) with room: at most 10,000,000.00 in major units. */
export const MONEY_MAX = 10_000_000;
/** Quantities fit PostgreSQL `integer`. */
export const QUANTITY_MAX = 1_000_000_000;
/** Row versions and other counters a client echoes back: PostgreSQL `integer`. */
export const INT32_MAX = 2_147_483_647;

const MONEY_DECIMALS_MESSAGE = 'Use at most 2 decimals';
/** What a money field says when it has more decimals than the tenant's currency (the server's check, 0–4). */
export const currencyDecimalsMessage = (precision: number) =>
  precision === 0
    ? 'Enter a whole amount in this currency'
    : `Use at most ${precision} decimal${precision === 1 ? '' : 's'} in this currency`;
const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
/**
 * A whole number with a comma between each group of three digits, as `toLocaleString('en-US')` writes it. The
 * messages below are built when the module loads, which in the portal is during its first screen's load (P9):
 * each toLocaleString builds a number format, and the first one loads the runtime's locale data (100 ms and more
 * on a phone's CPU), so the messages do not call it.
 */
export const groupThousands = (n: number): string =>
  `${n < 0 ? '-' : ''}${String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const within = (max: number) => `Enter a number from -${groupThousands(max)} to ${groupThousands(max)}`;
const MONEY_RANGE_MESSAGE = within(MONEY_MAX);
const QUANTITY_RANGE_MESSAGE = within(QUANTITY_MAX);

/**
 * A money amount a client sends, in major units: at most 2 decimals (0.005 is refused, not rounded) and no larger
 * than MONEY_MAX either way. The sign is the business rule's, with its own message (an offer price of 0 or below
 * is offerPriceNotPositive); add `.min(…)` where the contract itself refuses it. Not for answers: totals may
 * exceed MONEY_MAX.
 */
export const moneyInput = () =>
  z
    .number()
    .min(-MONEY_MAX, MONEY_RANGE_MESSAGE)
    .max(MONEY_MAX, MONEY_RANGE_MESSAGE)
    .refine(hasAtMostTwoDecimals, MONEY_DECIMALS_MESSAGE);

/**
 * A money amount that is never negative (a freight quote): 0 to MONEY_MAX, at most 2 decimals; its bounds said as
 * the forms say them ('Enter 0 or more'), not as a range that offers a negative one.
 */
export const nonNegativeMoneyInput = () =>
  z
    .number()
    .min(0, 'Enter 0 or more')
    .max(MONEY_MAX, `Enter ${groupThousands(MONEY_MAX)} or less`)
    .refine(hasAtMostTwoDecimals, MONEY_DECIMALS_MESSAGE);

/**
 * A quantity a client sends: a whole number no larger than QUANTITY_MAX either way (the sign is the business
 * rule's, as for money).
 */
export const quantityInput = () =>
  z
    .number()
    .int('Enter a whole number')
    .min(-QUANTITY_MAX, QUANTITY_RANGE_MESSAGE)
    .max(QUANTITY_MAX, QUANTITY_RANGE_MESSAGE);
