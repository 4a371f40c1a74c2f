import { z } from 'zod';
import { isShippedLanguage, SHIPPED_LANGUAGES } from './dictionary/shipped-languages.ts';
import type { I18nEntry } from './i18n.ts';
import { multilineText, text } from './inputs.ts';

// ── Seller console: the tenant's words (A-010, A-011; docs/decisions/020) ─────────────────────────────

/** The placeholders a text uses, `{name}` / `{1}` (and the spec's `${1}`), each once, in order of appearance. */
export function placeholdersOf(value: string): string[] {
  const out: string[] = [];
  for (const m of value.matchAll(/\$?\{([A-Za-z0-9_]+)\}/g)) {
    const name = m[1] as string;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** A language the portal ships a whole dictionary for (SHIPPED_LANGUAGES: 'en', 'es'). */
export const WordsLanguage = z
  .string()
  .refine(isShippedLanguage, `Choose one of ${SHIPPED_LANGUAGES.join(', ')}`)
  .describe('A language the portal ships a dictionary for');

/** GET seller/words: one language's keys, searched by key or text (default or the tenant's), paged. */
export const SellerWordsQuery = z.object({
  language: WordsLanguage.default('en'),
  search: text().max(200).optional().describe('Part of a key, of its default text or of the tenant’s text'),
  overridden: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('true: only the keys the tenant changed'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type SellerWordsQuery = z.infer<typeof SellerWordsQuery>;

/** One key as the console lists it: the shipped default text beside the tenant's own (null: the default is used). */
export const SellerWord = z.object({
  key: z.string(),
  defaultValue: z.string(),
  defaultValuePlural: z.string().nullable().describe('The default plural form; null: the key has none'),
  value: z.string().nullable().describe('The tenant’s text; null when the default is used'),
  valuePlural: z.string().nullable(),
  parameters: z.array(z.string()).describe('The placeholders an override may use, e.g. n for {n}'),
});
export type SellerWord = z.infer<typeof SellerWord>;

export const SellerWordsResponse = z.object({
  language: z.string(),
  languages: z.array(z.string()).describe('The languages the console can edit'),
  tenantLanguage: z.string().describe('The language the portal speaks (config language)'),
  words: z.array(SellerWord),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type SellerWordsResponse = z.infer<typeof SellerWordsResponse>;

export const SellerWordParams = z.object({
  language: WordsLanguage,
  key: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Enter a dictionary key'),
});
export type SellerWordParams = z.infer<typeof SellerWordParams>;

const WORD_MAX = 2000;
const wordText = () => multilineText().trim().min(1, 'Enter the text').max(WORD_MAX);

/** PUT seller/words/{language}/{key}: the tenant's text (and plural form where the key has one). */
export const SellerWordInput = z.object({
  value: wordText(),
  valuePlural: wordText().nullable().optional().describe('The form used when the count is not 1'),
});
export type SellerWordInput = z.infer<typeof SellerWordInput>;

/**
 * A-011: an override keeps the default's parameters — it may use only the placeholders the default text has
 * (either form's), and has a plural form exactly when the default has one. The console checks with this same
 * schema before it sends; the server refuses anything else with 422 naming the field.
 */
export function sellerWordInputFor(defaults: Pick<I18nEntry, 'i18n_value' | 'i18n_value_plural'>) {
  const allowed = new Set([
    ...placeholdersOf(defaults.i18n_value),
    ...placeholdersOf(defaults.i18n_value_plural ?? ''),
  ]);
  const hasPlural = defaults.i18n_value_plural !== undefined;
  const list = [...allowed].map((p) => `{${p}}`).join(', ');
  return SellerWordInput.superRefine((input, ctx) => {
    const check = (field: 'value' | 'valuePlural', value: string) => {
      const unknown = placeholdersOf(value).filter((p) => !allowed.has(p));
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message:
            allowed.size === 0
              ? `${unknown.map((p) => `{${p}}`).join(', ')} is not a parameter of this text, which takes none`
              : `${unknown.map((p) => `{${p}}`).join(', ')} is not a parameter of this text; use ${list}`,
        });
    };
    check('value', input.value);
    if (hasPlural) {
      if (!input.valuePlural)
        ctx.addIssue({
          code: 'custom',
          path: ['valuePlural'],
          message: 'This text has a plural form: enter the text used when the count is not 1',
        });
      else check('valuePlural', input.valuePlural);
    } else if (input.valuePlural) {
      ctx.addIssue({ code: 'custom', path: ['valuePlural'], message: 'This text has no plural form' });
    }
  });
}
