import type { z } from 'zod';

/**
 * Helpers of the desk's forms. What a person typed is turned into the body a transition takes and checked by the
 * contract's own schema (the server checks it again); nothing here repeats a rule.
 */

/** A typed amount or count as a number: blank or not a number → NaN, which the schema refuses. */
export const numberOf = (text: string): number => {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? Number.NaN : Number(trimmed);
};

/**
 * The first message of each field a failed parse names, keyed by the dotted path ('' for the whole form). An empty
 * required field (the schema's min 1 on a text or list) reads `required` instead of zod's generic wording; every
 * other message is the contract's own.
 */
export function issuesByField(error: z.ZodError, required: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    const isEmpty =
      issue.code === 'too_small' &&
      Number(issue.minimum) === 1 &&
      (issue.origin === 'string' || issue.origin === 'array');
    out[key] ??= isEmpty ? required : issue.message;
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
