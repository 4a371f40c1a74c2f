import { z } from 'zod';
import { type StyleTokens, WhatsappIconPosition } from './config.ts';
import { SHIPPED_LANGUAGES } from './dictionary/shipped-languages.ts';
import { multilineText, text } from './inputs.ts';
import { SAME_HOST_PATH } from './same-host-path.ts';

/**
 * Brand and site (A-001… …A-024): what the seller console edits under Brand & site. The staff save a
 * DRAFT; the portal serves only what was PUBLISHED (saas-config reads the tenant row and its config). The same
 * schema validates the console's form and the server's PUT.
 */

/** A tenant's `language` is one the portal ships a whole dictionary for (A-010, dictionary/languages.ts). */
export const BrandLanguage = z.enum(SHIPPED_LANGUAGES, { error: 'Choose a language the portal ships' });

/** The font families the portal bundles (self-hosted); an uploaded woff2 adds one more. */
export const BUNDLED_FONT_FAMILIES = ['Inter', 'Merriweather Sans', 'Roboto'] as const;

/** Where brand files are served: `<path><sha256>.<ext>`, immutable (the hash changes with the content). */
export const BRAND_ASSET_PATH = '/px-api-gateway/brand-assets/';
const ASSET_URL = /^\/px-api-gateway\/brand-assets\/[0-9a-f]{64}\.(?:png|jpg|gif|webp|ico|svg|woff2)$/;
export const BrandAssetUrl = z.string().regex(ASSET_URL, 'Upload the file under Brand & site');

/** The kinds of brand file; each is checked by content (packages/domain brand-files). */
export const BrandAssetKind = z.enum(['logo', 'favicon', 'font']);
export type BrandAssetKind = z.infer<typeof BrandAssetKind>;

const COLOR_MESSAGE = 'Enter a colour such as #1F4E99';
const color = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, COLOR_MESSAGE);
const FONT_NAME = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,49}$/;
const fontName = z.string().regex(FONT_NAME, 'Use a font name of letters, digits, spaces, - and _');

/** one mode's theme tokens (style_*), each optional; empty means the portal's default. */
export const BrandStyles = z
  .object({
    primary_color: color,
    secondary_color: color,
    background_color: color,
    paper_color: color,
    text_color: color,
    header_background: color,
    header_text_color: color,
    sidebar_background: color,
    sidebar_text_color: color,
    font_family: fontName,
    heading_font_family: fontName,
    border_radius: z.string().regex(/^(?:[0-9]|[12][0-9]|3[0-2])px$/, 'Enter 0px to 32px'),
  } satisfies Record<(typeof StyleTokens)[number], z.ZodType>)
  .partial();
export type BrandStyles = z.infer<typeof BrandStyles>;

/**
 * a footer link: an https/http address, mailto: or a path on the tenant's own host, and optionally the
 * dictionary key the portal shows instead of the label (translated; the label is its fallback).
 */
export const BrandFooterLink = z.object({
  label: text().trim().min(1, 'Required').max(80),
  url: text()
    .trim()
    .max(2048)
    .refine(
      (u) => /^(?:https?:\/\/\S+|mailto:\S+)$/i.test(u) || SAME_HOST_PATH.test(u),
      'Enter a web address, mailto: or a path such as /terms',
    ),
  i18n: z
    .string()
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Enter a dictionary key such as termsOfSale')
    .optional(),
});
export type BrandFooterLink = z.infer<typeof BrandFooterLink>;

/** A tenant font (woff2, uploaded) and the family name the theme refers to it by. */
export const BrandFont = z.object({ family: fontName, url: BrandAssetUrl });
export type BrandFont = z.infer<typeof BrandFont>;

export const MAX_BRAND_CUSTOM_CSS = 50 * 1024;
/** Longest sign-in text or terms of sale HTML (saas-config serves at most this much of each). */
export const MAX_BRAND_PAGE_HTML = 50_000;

let currencies: ReadonlySet<string> | null | undefined;
/**
 * an ISO 4217 code the runtime's Intl can format ('ZZZ' would print as 'ZZZ 12.00'). Every current browser
 * and Node list them (Intl.supportedValuesOf); a runtime that cannot say accepts any three capitals.
 */
export function isKnownCurrency(code: string): boolean {
  if (currencies === undefined) {
    try {
      currencies = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      currencies = null;
    }
  }
  return currencies === null || currencies.has(code);
}

export const BrandSettings = z
  .object({
    tenantName: text().trim().min(1, 'Required').max(120),
    siteTitle: text().trim().min(1, 'Required').max(120),
    tenantShortName: text().trim().max(20).describe("'' = none (the portal then shows 'ACME', A-005)"),
    logo: BrandAssetUrl.nullable(),
    favicon: BrandAssetUrl.nullable(),
    font: BrandFont.nullable(),
    light: BrandStyles,
    dark: BrandStyles,
    customCss: multilineText().max(MAX_BRAND_CUSTOM_CSS).describe('A-008: sanitised on save'),
    footerLinks: z.array(BrandFooterLink).max(20),
    copyright: text().trim().max(500),
    // the text beside the sign-in form and the terms of sale page, as HTML of the banner tags
    // sanitised on save. '' = none. Drafts saved before these fields read them as ''.
    signInText: multilineText().max(MAX_BRAND_PAGE_HTML).default(''),
    termsOfSale: multilineText().max(MAX_BRAND_PAGE_HTML).default(''),
    whatsappPosition: WhatsappIconPosition,
    language: BrandLanguage,
    currencyCode: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Use three capital letters such as USD')
      .refine(isKnownCurrency, 'Use a currency code such as USD or EUR'),
    currencyPrecision: z.number().int().min(0).max(4),
  })
  .superRefine((brand, ctx) => {
    // A theme font is a bundled family or the tenant's own font.
    const known = new Set<string>([...BUNDLED_FONT_FAMILIES, ...(brand.font ? [brand.font.family] : [])]);
    for (const mode of ['light', 'dark'] as const) {
      for (const token of ['font_family', 'heading_font_family'] as const) {
        const family = brand[mode][token];
        if (family !== undefined && !known.has(family)) {
          ctx.addIssue({
            code: 'custom',
            path: [mode, token],
            message: `Choose one of ${[...known].join(', ')}`,
          });
        }
      }
    }
  });
export type BrandSettings = z.infer<typeof BrandSettings>;

/** GET/PUT seller/settings/brand: the draft being edited, what buyers see now, and whether they differ. */
export const BrandSettingsResponse = z.object({
  draft: BrandSettings,
  published: BrandSettings,
  hasUnpublishedChanges: z.boolean(),
});
export type BrandSettingsResponse = z.infer<typeof BrandSettingsResponse>;

/** POST seller/settings/brand/assets/:kind: the stored file. */
export const BrandAssetResult = z.object({
  kind: BrandAssetKind,
  url: BrandAssetUrl,
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type BrandAssetResult = z.infer<typeof BrandAssetResult>;

/** POST seller/settings/brand/preview: a portal address showing the draft to this staff user only, briefly. */
export const BrandPreviewResult = z.object({ url: z.string(), expiresAt: z.string() });
export type BrandPreviewResult = z.infer<typeof BrandPreviewResult>;

/** The query parameter carrying a preview token on the portal's pages. */
export const BRAND_PREVIEW_PARAM = 'brandPreview';
