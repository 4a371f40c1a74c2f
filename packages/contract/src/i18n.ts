import { z } from 'zod';

/** One dictionary entry. Placeholders are `{name}` or `{1}`; see @portico/domain interpolate. */
export const I18nEntry = z.object({
  i18n_value: z.string(),
  i18n_value_plural: z.string().optional().describe('Used when the count is not 1 (Q-073)'),
});
export type I18nEntry = z.infer<typeof I18nEntry>;

/** GET saas-i18n results: language → key → entry. */
export const SaasI18n = z.record(z.string(), z.record(z.string(), I18nEntry));
export type SaasI18n = z.infer<typeof SaasI18n>;
