import { BrandSettings, type BrandStyles } from '@portico/contract';

/**
 * The Brand & site form's rules, apart from React: the colour tokens it edits, how an edited value becomes the
 * draft (empty fields mean the portal's default, so they are left out), and the contract's refusals by field.
 */
export const COLOUR_TOKENS = [
  'primary_color',
  'secondary_color',
  'background_color',
  'paper_color',
  'text_color',
  'header_background',
  'header_text_color',
  'sidebar_background',
  'sidebar_text_color',
] as const satisfies readonly (keyof BrandStyles)[];

/** A mode's styles without empty entries (an empty field is the portal's default). */
export function cleanStyles(styles: Record<string, string | undefined>): BrandStyles {
  return Object.fromEntries(
    Object.entries(styles)
      .map(([k, v]) => [k, v?.trim() ?? ''] as const)
      .filter(([, v]) => v !== ''),
  ) as BrandStyles;
}

/** The contract's refusals keyed by the field's path ('light.primary_color', 'footerLinks.0.url'). */
export function fieldErrors(draft: unknown): Record<string, string> {
  const parsed = BrandSettings.safeParse(draft);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}
