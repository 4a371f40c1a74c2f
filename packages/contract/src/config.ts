import { z } from 'zod';

/** config keys starting with this marker are theme tokens (colours, fonts, radius). */
export const STYLE_MARKER = 'style_';

/** The theme tokens a tenant may set; each is `style_<token>` in saas-config and in `dark_mode_styles`. */
export const StyleTokens = [
  'primary_color',
  'secondary_color',
  'background_color',
  'paper_color',
  'text_color',
  'header_background',
  'header_text_color',
  'sidebar_background',
  'sidebar_text_color',
  'font_family',
  'heading_font_family',
  'border_radius',
] as const;
export type StyleToken = (typeof StyleTokens)[number];

export const FooterLink = z.object({
  url: z.string().describe('Opens in a new tab'),
  label: z.string(),
  i18n: z.string().optional().describe('Dictionary key of the label, when translated'),
});
export type FooterLink = z.infer<typeof FooterLink>;

/** P-045: side-menu display setting; an entry set to false is hidden for the tenant (B-044). */
export const SideMenuDisplay = z.object({
  StockList: z.boolean().optional(),
  Cart: z.boolean().optional(),
  Auctions: z.boolean().optional(),
  PreOrders: z.boolean().optional(),
  Orders: z.boolean().optional(),
  Returns: z.boolean().optional(),
});
export type SideMenuDisplay = z.infer<typeof SideMenuDisplay>;

export const WhatsappIconPosition = z.enum(['bottom-right', 'bottom-left', 'top-right', 'top-left']);

/**
 * GET saas-config results. Theme entries are flat `style_*` keys (any string value);
 * `dark_mode_styles` holds the same keys for dark mode.
 */
export const SaasConfig = z
  .object({
    tenantName: z.string(),
    siteTitle: z.string(),
    tenantShortName: z.string().optional().describe("Fallback 'ACME' (A-005)"),
    favicon: z.string().optional().describe('URL or data: URI'),
    language: z.string().default('en'),
    appVersion: z.string(),
    currencyPrecision: z.number().int().min(0).max(4).default(2),
    currencyCode: z.string().default('USD'),
    timeZone: z
      .string()
      .optional()
      .describe(
        "(addition) The tenant's IANA time zone: its invoices' and daily report's; the console shows times in it",
      ),
    deactivated: z.boolean(),
    custom_css: z.string().optional().describe('Sanitised tenant CSS (no remote loads, no markup breakout)'),
    footer_links: z.array(FooterLink).default([]),
    business_copyrights_text: z.string().optional(),
    /** the chosen analytics provider and helpdesk widget with the tenant's id (absent: none). */
    analytics_config: z.object({ provider: z.string(), id: z.string() }).optional(),
    helpdesk_config: z.object({ provider: z.string(), id: z.string() }).optional(),
    /** load them only after the buyer accepts the portal's consent banner. */
    tracking_consent_required: z.boolean().optional(),
    buyer_whatsapp_icon_position: WhatsappIconPosition.default('bottom-right'),
    pusherKey: z.string().optional().describe('Key of the live-update channel (our SSE stream)'),
    tenant_id: z.string(),
    networkParticipant: z.boolean().default(false),
    tenantApiName: z.string(),
    tenantApiEndPoint: z.string().describe('Base of the tenant API; "" means same origin'),
    identity_pool: z
      .object({ provider: z.string(), endpoint: z.string(), clientId: z.string() })
      .describe('Identity-pool settings (B-004)'),
    dark_mode_styles: z.record(z.string(), z.string()).optional(),
    side_menu_display: SideMenuDisplay.default({}),
    tutorial_url: z.string().optional(),
    grading_scale_url: z.string().optional(),
    signup_url: z.string().optional(),
    login_custom_content: z.string().optional().describe('Sanitised HTML shown on the sign-in page'),
    terms_of_sale_html: z.string().optional().describe('Q-077: sanitised tenant HTML'),
    logo: z.string().optional().describe('A-001: the tenant logo (an uploaded brand file)'),
    font_face: z
      .object({ family: z.string(), url: z.string() })
      .optional()
      .describe('A-006: the tenant font (woff2) the theme may name as font_family'),
    brand_preview: z
      .boolean()
      .optional()
      .describe('True only on a staff preview page: the draft brand, not what buyers see'),
  })
  .catchall(z.unknown());
export type SaasConfig = z.infer<typeof SaasConfig>;

/** A-004 / O-007: what the portal uses when the config fetch fails. */
export const EMPTY_CONFIG_MARKER = '__empty__';

/**
 * What `tenants.config` (jsonb) may hold: the saas-config keys that are not columns of the tenant row. Theme
 * tokens are flat `style_<token>` keys; `dark_mode_styles` repeats them for dark mode.
 * saas-config reads each key on its own, so one malformed entry never hides the others.
 */
export const TenantConfigDoc = z
  .object({
    favicon: z.string(),
    language: z.string(),
    currencyCode: z.string(),
    currencyPrecision: z.number().int().min(0).max(4),
    custom_css: z.string(),
    footer_links: z.array(FooterLink),
    business_copyrights_text: z.string(),
    analytics_config: z.record(z.string(), z.unknown()),
    helpdesk_config: z.record(z.string(), z.unknown()),
    /** the portal loads the helpdesk and analytics only after the buyer accepts the consent banner. */
    tracking_consent_required: z.boolean(),
    buyer_whatsapp_icon_position: WhatsappIconPosition,
    pusherKey: z.string(),
    networkParticipant: z.boolean(),
    dark_mode_styles: z.record(z.string(), z.string()),
    side_menu_display: SideMenuDisplay,
    tutorial_url: z.string(),
    grading_scale_url: z.string(),
    signup_url: z.string(),
    login_custom_content: z.string(),
    terms_of_sale_html: z.string(),
  })
  .partial()
  .catchall(z.unknown());
export type TenantConfigDoc = z.infer<typeof TenantConfigDoc>;
