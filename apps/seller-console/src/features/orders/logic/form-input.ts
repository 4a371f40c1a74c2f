import type { z } from 'zod';
import { t } from '../../../lib/i18n.ts';

/**
 * Helpers of the desk's forms. What a person typed is turned into the body a transition takes and checked by the
 * contract's own schema (the server checks it again); nothing here repeats a rule.
 */

/** A plain decimal as people type it: a sign, digits (commas between groups of three allowed) and a point. */
const PLAIN_DECIMAL = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?$/;

/**
 * A typed amount or count as a number: blank → undefined (the schema's 'required'), anything but a plain decimal
 * → NaN (refused as not a number: '1e3', '0x10' or 'Infinity' is never read as an amount); thousands separators
 * are ignored.
 */
export const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!PLAIN_DECIMAL.test(trimmed) || !/\d/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(/,/g, ''));
};

/**
 * The console's words for what zod says in its own: an empty field, a number that is not one, and (`word`) the
 * word of a dictionary key a contract's refinement names as its issue's `messageKey`.
 */
export type FormWords = { required: string; notANumber: string; word?(key: string): string };

/**
 * The first message of each field a failed parse names, keyed by the dotted path ('' for the whole form). An empty
 * required field (a missing number, or the schema's min 1 on a text or list) reads `words.required`, a number that
 * is not one `words.notANumber`, instead of zod's generic wording; a refinement naming a dictionary key
 * (`params.messageKey`) reads that key's word; every other message is the contract's own.
 */
export function issuesByField(error: z.ZodError, words: FormWords): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    const isEmpty =
      (issue.code === 'too_small' &&
        Number(issue.minimum) === 1 &&
        (issue.origin === 'string' || issue.origin === 'array')) ||
      (issue.code === 'invalid_type' && issue.expected === 'number' && !('received' in issue));
    const notANumber = issue.code === 'invalid_type' && issue.expected === 'number' && 'received' in issue;
    const messageKey = issue.code === 'custom' ? issue.params?.messageKey : undefined;
    out[key] ??= isEmpty
      ? words.required
      : notANumber
        ? words.notANumber
        : typeof messageKey === 'string' && words.word
          ? words.word(messageKey)
          : issue.message;
  }
  return out;
}

/** issuesByField in the console's words. */
export const formIssues = (error: z.ZodError) =>
  issuesByField(error, {
    required: t('consoleRequired'),
    notANumber: t('consoleEnterANumber'),
    word: (key) => t(key),
  });

/**
 * Field messages of a list sent without some of the form's lines: `lines.{j}…` of the j-th line sent becomes
 * `lines.{i}…` of its place i in the form (`sentFrom[j]`), so the message shows on the line that holds the value.
 */
export function renumberLines(fields: Record<string, string>, sentFrom: readonly number[]) {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const m = /^lines\.(\d+)(\..*)?$/.exec(key);
    const at = m ? sentFrom[Number(m[1])] : undefined;
    out[at === undefined ? key : `lines.${at}${m?.[2] ?? ''}`] = message;
  }
  return out;
}

/** The non-blank lines of a text area (one IMEI per line, typed or scanned), trimmed, with their 1-based row. */
export function linesOf(text: string): { row: number; value: string }[] {
  return text
    .split(/\r?\n/)
    .map((value, i) => ({ row: i + 1, value: value.trim() }))
    .filter((l) => l.value !== '');
}
