import { createHash, randomBytes } from 'node:crypto';
import {
  BRAND_ASSET_PATH,
  BRAND_PREVIEW_PARAM,
  type BrandAssetKind,
  type BrandAssetResult,
  BrandAssetUrl,
  BrandFont,
  BrandFooterLink,
  BrandLanguage,
  type BrandPreviewResult,
  BrandSettings,
  type BrandSettingsResponse,
  BrandStyles,
  BUNDLED_FONT_FAMILIES,
  STYLE_MARKER,
  StyleTokens,
  WhatsappIconPosition,
} from '@portico/contract';
import { BRAND_FILE_MAX_BYTES, checkBrandFile } from '@portico/domain/brand-files';
import { sanitizeCustomCss } from '@portico/domain/sanitize-css';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { brandAssets, brandDrafts, brandPreviewTokens, tenants } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/publish.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { sanitizeBannerHtml, storedPageHtml } from '../tenants/sanitize-banner.ts';
import type { Tenant } from '../tenants/tenant.repository.ts';

/**
 * Brand and site (A-001… …A-024, docs/decisions/018): the staff edit a DRAFT of the tenant's brand
 * (brand_drafts); saas-config and the portal's page keep serving the tenant row and its config until the draft is
 * PUBLISHED, which copies it there in one transaction with its audit row and a `config.changed` event to the
 * tenant's buyers. Logo, favicon and font are files checked by content and kept in brand_assets, served by hash.
 * A preview token lets one staff user see the draft applied to the portal's page for a few minutes.
 */

const PREVIEW_MINUTES = 15;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Reads one value with its own schema, so one malformed stored entry never hides the others. */
function pick<T extends z.ZodType>(value: unknown, schema: T): z.infer<T> | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function stylesFrom(source: unknown): BrandStyles {
  const out: Record<string, string> = {};
  if (!source || typeof source !== 'object') return out;
  for (const token of StyleTokens) {
    const value = pick(
      (source as Record<string, unknown>)[`${STYLE_MARKER}${token}`],
      BrandStyles.shape[token],
    );
    if (value !== undefined) out[token] = value;
  }
  return out;
}

/** The brand the portal serves now, read from the tenant row and its config (lenient: defaults fill gaps). */
export function publishedBrand(tenant: Tenant): BrandSettings {
  const config = tenant.config ?? {};
  const font = pick(config.font_face, BrandFont) ?? null;
  const brand: BrandSettings = {
    tenantName: tenant.name,
    siteTitle: tenant.siteTitle,
    tenantShortName: tenant.shortName ?? '',
    logo: pick(config.logo, BrandAssetUrl) ?? null,
    favicon: pick(config.favicon, BrandAssetUrl) ?? null,
    font,
    light: stylesFrom(config),
    dark: stylesFrom(config.dark_mode_styles),
    customCss: typeof config.custom_css === 'string' ? sanitizeCustomCss(config.custom_css) : '',
    footerLinks: (Array.isArray(config.footer_links) ? config.footer_links : []).flatMap((raw) => {
      const link = pick(raw, BrandFooterLink);
      return link ? [link] : [];
    }),
    copyright:
      typeof config.business_copyrights_text === 'string'
        ? config.business_copyrights_text.slice(0, 500)
        : '',
    signInText: storedPageHtml(config.login_custom_content),
    termsOfSale: storedPageHtml(config.terms_of_sale_html),
    whatsappPosition: pick(config.buyer_whatsapp_icon_position, WhatsappIconPosition) ?? 'bottom-right',
    language: pick(config.language, BrandLanguage) ?? 'en',
    currencyCode: pick(config.currencyCode, BrandSettings.shape.currencyCode) ?? 'USD',
    currencyPrecision: pick(config.currencyPrecision, BrandSettings.shape.currencyPrecision) ?? 2,
  };
  // A theme font the portal cannot load (neither bundled nor the tenant's) is left out: the portal ignores it too.
  const known = new Set<string>([...BUNDLED_FONT_FAMILIES, ...(font ? [font.family] : [])]);
  for (const styles of [brand.light, brand.dark]) {
    for (const token of ['font_family', 'heading_font_family'] as const) {
      if (styles[token] !== undefined && !known.has(styles[token])) delete styles[token];
    }
  }
  // A favicon that is not an uploaded file (a data: URI the seed wrote) stays as it is on publish: see applyBrand.
  return brand;
}

const prefixed = (styles: BrandStyles) =>
  Object.fromEntries(Object.entries(styles).map(([token, value]) => [`${STYLE_MARKER}${token}`, value]));

/**
 * The tenant as it is with `brand` applied: the columns, and the config keys the brand owns (every `style_*`
 * entry is replaced, so a colour cleared in the draft is cleared in the portal). Pure: publish writes its result,
 * the preview serves it.
 */
export function applyBrand(tenant: Tenant, brand: BrandSettings): Tenant {
  const config: Record<string, unknown> = Object.fromEntries(
    Object.entries(tenant.config ?? {}).filter(([key]) => !key.startsWith(STYLE_MARKER)),
  );
  // A favicon set outside the console (an operator's data: URI) is kept until the staff upload one.
  const keepFavicon = brand.favicon === null && pick(config.favicon, BrandAssetUrl) === undefined;
  Object.assign(config, prefixed(brand.light), {
    dark_mode_styles: prefixed(brand.dark),
    logo: brand.logo ?? undefined,
    favicon: brand.favicon ?? (keepFavicon ? config.favicon : undefined),
    font_face: brand.font ?? undefined,
    custom_css: sanitizeCustomCss(brand.customCss),
    footer_links: brand.footerLinks,
    business_copyrights_text: brand.copyright,
    login_custom_content: brand.signInText === '' ? undefined : sanitizeBannerHtml(brand.signInText),
    terms_of_sale_html: brand.termsOfSale === '' ? undefined : sanitizeBannerHtml(brand.termsOfSale),
    buyer_whatsapp_icon_position: brand.whatsappPosition,
    language: brand.language,
    currencyCode: brand.currencyCode,
    currencyPrecision: brand.currencyPrecision,
  });
  for (const [key, value] of Object.entries(config)) if (value === undefined) delete config[key];
  return {
    ...tenant,
    name: brand.tenantName,
    siteTitle: brand.siteTitle,
    shortName: brand.tenantShortName === '' ? null : brand.tenantShortName,
    config,
  };
}

async function loadTenant(db: DbOrTx, tenantId: string): Promise<Tenant> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new AppError('notFound', 'No tenant answers on this host');
  return tenant;
}

async function loadDraft(db: DbOrTx, tenant: Tenant): Promise<BrandSettings | undefined> {
  const [row] = await db.select().from(brandDrafts).where(eq(brandDrafts.tenantId, tenant.id));
  return row ? pick(row.draft, BrandSettings) : undefined;
}

async function answer(db: DbOrTx, tenantId: string): Promise<BrandSettingsResponse> {
  const tenant = await loadTenant(db, tenantId);
  const published = publishedBrand(tenant);
  const draft = (await loadDraft(db, tenant)) ?? published;
  return { draft, published, hasUnpublishedChanges: JSON.stringify(draft) !== JSON.stringify(published) };
}

/** GET seller/settings/brand: any staff role. */
export async function getBrand(db: DbOrTx, ctx: RequestContext): Promise<BrandSettingsResponse> {
  await requireStaff(db, ctx, 'read');
  return answer(db, ctx.tenantId);
}

const invalid = (field: string, messageDescription: string) =>
  new AppError('validationFailed', `${field}: ${messageDescription}`, undefined, [
    { messageCode: 'validationFailed', messageDescription, field },
  ]);

/** Each file the draft names must be one this tenant uploaded, of the right kind. */
async function checkAssets(db: DbOrTx, tenantId: string, brand: BrandSettings): Promise<void> {
  const wanted: [string, BrandAssetKind, string | undefined][] = [
    ['logo', 'logo', brand.logo ?? undefined],
    ['favicon', 'favicon', brand.favicon ?? undefined],
    ['font.url', 'font', brand.font?.url],
  ];
  for (const [field, kind, url] of wanted) {
    if (url === undefined) continue;
    const sha256 = url.slice(BRAND_ASSET_PATH.length).split('.')[0] ?? '';
    const [row] = await db
      .select({ kind: brandAssets.kind })
      .from(brandAssets)
      .where(and(eq(brandAssets.tenantId, tenantId), eq(brandAssets.sha256, sha256)));
    if (row?.kind !== kind) throw invalid(field, `must be a ${kind} uploaded under Brand & site`);
  }
}

/**
 * PUT seller/settings/brand: saves the draft (custom CSS sanitised, A-008; the sign-in text and terms of sale to the
 * banner tags, Q-077); buyers see nothing of it yet.
 */
export async function saveDraft(
  db: DbOrTx,
  ctx: RequestContext,
  input: BrandSettings,
): Promise<BrandSettingsResponse> {
  await requireStaff(db, ctx, 'write');
  const draft: BrandSettings = {
    ...input,
    customCss: sanitizeCustomCss(input.customCss),
    signInText: sanitizeBannerHtml(input.signInText),
    termsOfSale: sanitizeBannerHtml(input.termsOfSale),
  };
  await checkAssets(db, ctx.tenantId, draft);
  return db.transaction(async (tx) => {
    const before = await answer(tx, ctx.tenantId);
    await tx
      .insert(brandDrafts)
      .values({ tenantId: ctx.tenantId, draft, updatedBy: ctx.userId })
      .onConflictDoUpdate({
        target: brandDrafts.tenantId,
        set: { draft, updatedBy: ctx.userId, updatedAt: new Date() },
      });
    await recordStaffAction(tx, ctx, {
      action: 'brand.draft.save',
      targetType: 'brand',
      targetId: ctx.tenantId,
      before: before.draft,
      after: draft,
    });
    return answer(tx, ctx.tenantId);
  });
}

/**
 * POST seller/settings/brand/publish: the draft becomes what the portal serves (tenant row and config), the draft
 * is removed, and the tenant's buyers' open portals are told (`config.changed`) to read saas-config again.
 */
export async function publishBrand(db: DbOrTx, ctx: RequestContext): Promise<BrandSettingsResponse> {
  await requireStaff(db, ctx, 'write');
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(tenants).where(eq(tenants.id, ctx.tenantId)).for('update');
    if (!locked) throw new AppError('notFound', 'No tenant answers on this host');
    const draft = await loadDraft(tx, locked);
    if (!draft) throw new AppError('conflict', 'There are no changes to publish');
    const before = publishedBrand(locked);
    const next = applyBrand(locked, draft);
    await tx
      .update(tenants)
      .set({ name: next.name, siteTitle: next.siteTitle, shortName: next.shortName, config: next.config })
      .where(eq(tenants.id, ctx.tenantId));
    await tx.delete(brandDrafts).where(eq(brandDrafts.tenantId, ctx.tenantId));
    await recordStaffAction(tx, ctx, {
      action: 'brand.publish',
      targetType: 'brand',
      targetId: ctx.tenantId,
      before,
      after: draft,
    });
    await publishEvent(tx, {
      tenantId: ctx.tenantId,
      audience: 'buyer',
      userId: null,
      type: 'config.changed',
    });
    return answer(tx, ctx.tenantId);
  });
}

/** DELETE seller/settings/brand/draft: forgets the draft; the form shows what is published again. */
export async function discardDraft(db: DbOrTx, ctx: RequestContext): Promise<BrandSettingsResponse> {
  await requireStaff(db, ctx, 'write');
  return db.transaction(async (tx) => {
    const before = await answer(tx, ctx.tenantId);
    await tx.delete(brandDrafts).where(eq(brandDrafts.tenantId, ctx.tenantId));
    await recordStaffAction(tx, ctx, {
      action: 'brand.draft.discard',
      targetType: 'brand',
      targetId: ctx.tenantId,
      before: before.draft,
      after: before.published,
    });
    return answer(tx, ctx.tenantId);
  });
}

const KIND_WORDS: Record<BrandAssetKind, string> = {
  logo: 'The logo must be a PNG, JPEG, GIF, WebP or SVG image',
  favicon: 'The favicon must be an ICO, PNG, GIF, WebP or SVG image',
  font: 'The font must be a WOFF2 file',
};
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The 422 of a refused brand file, naming what was wrong. */
export function refusedFile(
  kind: BrandAssetKind,
  reason: 'empty' | 'tooLarge' | 'wrongType' | 'unsafeSvg' | 'nameMismatch',
  detected?: string,
) {
  const message =
    reason === 'nameMismatch'
      ? `The file's name does not match its content (${detected ?? 'another type'}); rename it or export it again`
      : reason === 'empty'
        ? 'Choose a file to upload'
        : reason === 'tooLarge'
          ? `The file is larger than ${kb(BRAND_FILE_MAX_BYTES[kind])}`
          : reason === 'unsafeSvg'
            ? 'This SVG contains scripts, event handlers or outside links; export it as a plain SVG or PNG'
            : KIND_WORDS[kind];
  return new AppError('validationFailed', message, undefined, [
    { messageCode: 'validationFailed', messageDescription: message, field: 'file' },
  ]);
}

/** The room a tenant's brand files take in the shared database, in bytes (each file is at most 1 MB). */
export const BRAND_TENANT_MAX_BYTES = 20 * 1024 * 1024;
const UNUSED_FILE_KEPT_MS = 24 * 3_600_000;
const ROOM_FULL =
  'The site’s brand files are at their limit (20 MB). Files the site and its draft do not use are removed a day after their upload.';

/**
 * Makes room for a new brand file: the tenant's files that neither the published brand nor the draft names,
 * uploaded over a day ago, are removed (one uploaded for a draft being built is kept meanwhile); then the file
 * must fit the tenant's room.
 */
async function makeRoom(tx: DbOrTx, tenantId: string, sha256: string, size: number, now: Date) {
  const [tenant] = await tx
    .select({ config: tenants.config, settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [draft] = await tx
    .select({ draft: brandDrafts.draft })
    .from(brandDrafts)
    .where(eq(brandDrafts.tenantId, tenantId));
  const named = JSON.stringify([tenant?.config, tenant?.settings, draft?.draft]);
  const files = await tx
    .select({
      sha256: brandAssets.sha256,
      sizeBytes: brandAssets.sizeBytes,
      createdAt: brandAssets.createdAt,
    })
    .from(brandAssets)
    .where(eq(brandAssets.tenantId, tenantId));
  const unused = files.filter(
    (f) => f.createdAt.getTime() < now.getTime() - UNUSED_FILE_KEPT_MS && !named.includes(f.sha256),
  );
  if (unused.length > 0) {
    await tx.delete(brandAssets).where(
      and(
        eq(brandAssets.tenantId, tenantId),
        inArray(
          brandAssets.sha256,
          unused.map((f) => f.sha256),
        ),
      ),
    );
  }
  const kept = files.filter((f) => !unused.includes(f) && f.sha256 !== sha256);
  if (kept.reduce((sum, f) => sum + f.sizeBytes, 0) + size > BRAND_TENANT_MAX_BYTES) {
    throw new AppError('validationFailed', ROOM_FULL, undefined, [
      { messageCode: 'validationFailed', messageDescription: ROOM_FULL, field: 'file' },
    ]);
  }
}

/**
 * POST seller/settings/brand/assets/:kind: checks the file by content and size, stores it once per content, within
 * the tenant's room (BRAND_TENANT_MAX_BYTES).
 */
export async function uploadAsset(
  db: DbOrTx,
  ctx: RequestContext,
  kind: BrandAssetKind,
  content: Buffer,
  fileName = '',
): Promise<BrandAssetResult> {
  await requireStaff(db, ctx, 'write');
  const check = checkBrandFile(kind, content, fileName);
  if (!check.ok) {
    const detected = check.reason === 'nameMismatch' ? checkBrandFile(kind, content) : undefined;
    throw refusedFile(kind, check.reason, detected?.ok ? detected.type.contentType : undefined);
  }
  const sha256 = createHash('sha256').update(content).digest('hex');
  const result: BrandAssetResult = {
    kind,
    url: `${BRAND_ASSET_PATH}${sha256}.${check.type.extension}`,
    contentType: check.type.contentType,
    sizeBytes: content.length,
  };
  await db.transaction(async (tx) => {
    await makeRoom(tx, ctx.tenantId, sha256, content.length, new Date());
    await tx
      .insert(brandAssets)
      .values({
        tenantId: ctx.tenantId,
        sha256,
        kind,
        contentType: check.type.contentType,
        sizeBytes: content.length,
        content,
      })
      .onConflictDoUpdate({ target: [brandAssets.tenantId, brandAssets.sha256], set: { kind } });
    await recordStaffAction(tx, ctx, {
      action: 'brand.asset.upload',
      targetType: 'brand-asset',
      targetId: sha256,
      after: result,
    });
  });
  return result;
}

/** GET brand-assets/:file (public): one of this tenant's brand files, by the hash in its name. */
export async function readAsset(
  db: DbOrTx,
  tenantId: string,
  sha256: string,
): Promise<{ contentType: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: brandAssets.contentType, content: brandAssets.content })
    .from(brandAssets)
    .where(and(eq(brandAssets.tenantId, tenantId), eq(brandAssets.sha256, sha256)));
  return row;
}

/** POST seller/settings/brand/preview: a portal address with a fresh token that shows this user the draft. */
export async function createPreview(db: DbOrTx, ctx: RequestContext): Promise<BrandPreviewResult> {
  await requireStaff(db, ctx, 'read');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PREVIEW_MINUTES * 60_000);
  await db.delete(brandPreviewTokens).where(lt(brandPreviewTokens.expiresAt, new Date()));
  await db
    .insert(brandPreviewTokens)
    .values({ tokenHash: hashToken(token), tenantId: ctx.tenantId, userId: ctx.userId, expiresAt });
  return { url: `/?${BRAND_PREVIEW_PARAM}=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * The tenant as the preview shows it: with the draft applied when `token` is a live preview token of this tenant,
 * else undefined (the page then serves what is published, as to anyone).
 */
export async function previewTenant(
  db: DbOrTx,
  tenant: Tenant,
  token: string | undefined,
): Promise<Tenant | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ tenantId: brandPreviewTokens.tenantId })
    .from(brandPreviewTokens)
    .where(
      and(eq(brandPreviewTokens.tokenHash, hashToken(token)), gt(brandPreviewTokens.expiresAt, new Date())),
    );
  if (row?.tenantId !== tenant.id) return undefined;
  const draft = await loadDraft(db, tenant);
  return draft ? applyBrand(tenant, draft) : tenant;
}
