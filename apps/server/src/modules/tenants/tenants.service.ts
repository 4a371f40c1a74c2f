import {
  type Banner,
  BrandAssetUrl,
  BrandFont,
  FooterLink,
  type I18nEntry,
  SAME_HOST_PATH,
  type SaasConfig,
  type SaasI18n,
  SideMenuDisplay,
  STYLE_MARKER,
  shippedDictionary,
  WhatsappIconPosition,
} from '@portico/contract';
import { type MailWords, mailWordsFor } from '@portico/contract/dictionary/mail';
import { sanitizeCustomCss } from '@portico/domain/sanitize-css';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { reportTimeZone } from '../reports/daily-report.service.ts';
import { analyticsOf, consentRequiredOf, helpdeskOf } from '../site-services/site-services.service.ts';
import { storedPageHtml } from './sanitize-banner.ts';
import type { BannerRow, Tenant, TenantScope } from './tenant.repository.ts';
import * as repo from './tenant.repository.ts';

// ── saas-config ───────────────────────────────────────────────────────────────

/** Reads one config key with its own schema, so one malformed entry never hides the others. */
function pick<T extends z.ZodType>(
  config: Record<string, unknown>,
  key: string,
  schema: T,
): z.infer<T> | undefined {
  const parsed = schema.safeParse(config[key]);
  return parsed.success ? parsed.data : undefined;
}

const isWebUrl = (u: string) => /^https?:\/\/[^\s]+$/i.test(u.trim());
/** Same-origin paths are fine too ('/terms-of-sale'), but not protocol-relative ones ('//evil'). */
const isLinkUrl = (u: string) =>
  isWebUrl(u) || /^mailto:[^\s]+$/i.test(u.trim()) || SAME_HOST_PATH.test(u.trim());
const webUrl = z.string().trim().max(2048).refine(isWebUrl);
/** A page the portal may frame: a web address or a path on the tenant's own host ('/help/tutorial'). */
const frameUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((u) => isWebUrl(u) || SAME_HOST_PATH.test(u));
const linkUrl = z.string().trim().max(2048).refine(isLinkUrl);
const favicon = z
  .string()
  .trim()
  .max(100_000)
  .refine(
    (u) => /^data:image\/(?:svg\+xml|png|x-icon|vnd\.microsoft\.icon|gif|webp)[;,]/i.test(u) || isLinkUrl(u),
  );

/**
 * A theme value ends up in CSS (custom properties, MUI theme), so it gets the custom_css treatment and may not
 * open or close a declaration or block.
 */
function cleanStyleValue(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const v = sanitizeCustomCss(String(value).slice(0, 500)).replace(/[;{}]/g, '').trim();
  return v === '' ? undefined : v;
}

function styleEntries(source: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!source || typeof source !== 'object' || Array.isArray(source)) return out;
  for (const [key, value] of Object.entries(source)) {
    if (!key.startsWith(STYLE_MARKER) || !/^[a-z0-9_]+$/i.test(key)) continue;
    const clean = cleanStyleValue(value);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

const withDefined = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const Language = z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/);

/** the tenant's language (config `language`), 'en' by default. */
export function tenantLanguage(tenant: Pick<Tenant, 'config'>): string {
  return pick(tenant.config ?? {}, 'language', Language) ?? 'en';
}

/**
 * the sentences of the mails the server writes to a tenant's buyers, in the tenant's language ('en' for
 * no tenant; the seller console's staff mails stay English).
 */
export const tenantMailWords = (
  tenant: { config?: Record<string, unknown> | null | undefined } | undefined,
): MailWords => mailWordsFor(tenant ? tenantLanguage({ config: tenant.config ?? {} }) : 'en');

/** the tenant's favicon (config `favicon`), when it is a usable image address. */
export function tenantFavicon(tenant: Pick<Tenant, 'config'>): string | undefined {
  return pick(tenant.config ?? {}, 'favicon', favicon);
}

function siteServicesConfig(config: Record<string, unknown>) {
  const analytics = analyticsOf(config);
  const helpdesk = helpdeskOf(config);
  return {
    analytics_config: analytics.provider === 'none' ? undefined : analytics,
    helpdesk_config: helpdesk.provider === 'none' ? undefined : helpdesk,
    tracking_consent_required: consentRequiredOf(config) || undefined,
  };
}

export function buildSaasConfig(tenant: Tenant, appVersion: string): SaasConfig {
  const config = tenant.config ?? {};
  const html = (key: string) => storedPageHtml(config[key]) || undefined;
  const customCss = sanitizeCustomCss(pick(config, 'custom_css', z.string()));
  const darkModeStyles = styleEntries(config.dark_mode_styles);

  return withDefined({
    // Theme tokens first, so no style_* key can shadow the named keys below.
    ...styleEntries(config),
    tenantName: tenant.name,
    siteTitle: tenant.siteTitle,
    tenantShortName: tenant.shortName ?? undefined,
    favicon: tenantFavicon(tenant),
    language: tenantLanguage(tenant),
    appVersion,
    currencyPrecision: pick(config, 'currencyPrecision', z.number().int().min(0).max(4)) ?? 2,
    currencyCode: pick(config, 'currencyCode', z.string().regex(/^[A-Z]{3}$/)) ?? 'USD',
    // The tenant's clock (Settings › daily report): its invoices and report use it, the console shows times in it.
    timeZone: reportTimeZone(config),
    deactivated: tenant.deactivated,
    custom_css: customCss === '' ? undefined : customCss,
    footer_links: (pick(config, 'footer_links', z.array(z.unknown())) ?? []).flatMap((raw) => {
      const link = FooterLink.safeParse(raw);
      return link.success && isLinkUrl(link.data.url) ? [link.data] : [];
    }),
    business_copyrights_text: pick(config, 'business_copyrights_text', z.string().max(500)),
    // only a provider the contract knows, with a valid id (modules/site-services); none is left out.
    ...siteServicesConfig(config),
    buyer_whatsapp_icon_position:
      pick(config, 'buyer_whatsapp_icon_position', WhatsappIconPosition) ?? 'bottom-right',
    // The live-update stream is keyed by tenant.
    pusherKey: pick(config, 'pusherKey', z.string()) ?? tenant.id,
    tenant_id: tenant.id,
    networkParticipant: pick(config, 'networkParticipant', z.boolean()) ?? false,
    tenantApiName: tenant.slug,
    // same origin; the portal calls `${tenantApiEndPoint}/px-api-gateway/...`.
    tenantApiEndPoint: '',
    // B-004: our identity module stands in for the spec's identity pool.
    identity_pool: { provider: 'portico', endpoint: '/identity', clientId: tenant.slug },
    dark_mode_styles: Object.keys(darkModeStyles).length > 0 ? darkModeStyles : undefined,
    side_menu_display: pick(config, 'side_menu_display', SideMenuDisplay.strip()) ?? {},
    // C-058: the demo's tutorial is Portico's own page (TUTORIAL_PATH).
    tutorial_url: pick(config, 'tutorial_url', frameUrl),
    grading_scale_url: pick(config, 'grading_scale_url', webUrl),
    signup_url: pick(config, 'signup_url', linkUrl),
    login_custom_content: html('login_custom_content'),
    terms_of_sale_html: html('terms_of_sale_html'),
    // brand files the staff uploaded (modules/brand), by content hash.
    logo: pick(config, 'logo', BrandAssetUrl),
    font_face: pick(config, 'font_face', BrandFont),
  });
}

// ── saas-i18n ───────────────────────────────────────────────────────────────────────────────

export async function buildSaasI18n(db: DbOrTx, scope: TenantScope, language: string): Promise<SaasI18n> {
  const overrides = await repo.listI18nOverrides(db, scope);
  const byLanguage = new Map<string, Record<string, I18nEntry>>();
  for (const lang of ['en', language]) byLanguage.set(lang, {});
  for (const row of overrides) {
    let entries = byLanguage.get(row.language);
    if (!entries) {
      entries = {};
      byLanguage.set(row.language, entries);
    }
    entries[row.key] =
      row.valuePlural === null
        ? { i18n_value: row.value }
        : { i18n_value: row.value, i18n_value_plural: row.valuePlural };
  }
  // Every language starts from its shipped dictionary ('es': Spanish), English for one Portico does not ship,
  // so a key a translation misses still reads.
  const results: SaasI18n = {};
  for (const [lang, entries] of byLanguage) results[lang] = { ...shippedDictionary(lang), ...entries };
  return results;
}

// ── banners ─────────────────────────────────────────────────────────────────────────────────

const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  isBannerActive: row.isBannerActive,
  content: row.content,
});

/** What a buyer sees: the tenant's banners that are active and inside their schedule window now. */
export async function listActiveBanners(db: DbOrTx, scope: TenantScope): Promise<Banner[]> {
  return (await repo.listBanners(db, scope, { activeOnly: true })).map(toBanner);
}
