import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { banners, i18nOverrides, tenantDomains, tenants } from '../../db/schema/index.ts';

export type Tenant = typeof tenants.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type I18nOverrideRow = typeof i18nOverrides.$inferSelect;

/**
 * The scope every tenant-owned query takes first (CONVENTIONS habit 3). A RequestContext satisfies it; the
 * public calls (saas-config, saas-i18n), which have no user, pass the resolved tenant's id.
 */
export type TenantScope = { tenantId: string };

// ── tenant resolution (plugins/tenant.ts; not scoped: this is how the scope is found) ────────────────────────

export async function findTenantByDomain(db: DbOrTx, domain: string): Promise<Tenant | undefined> {
  const rows = await db
    .select({ tenant: tenants })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
    .where(eq(tenantDomains.domain, domain))
    .limit(1);
  return rows[0]?.tenant;
}

export async function findTenantBySlug(db: DbOrTx, slug: string): Promise<Tenant | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return rows[0];
}

export async function findTenantById(db: DbOrTx, id: string): Promise<Tenant | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return rows[0];
}

// ── dictionary overrides ───────────────────────────────────────────────────────────────────────────

export async function listI18nOverrides(db: DbOrTx, scope: TenantScope): Promise<I18nOverrideRow[]> {
  return db
    .select()
    .from(i18nOverrides)
    .where(eq(i18nOverrides.tenantId, scope.tenantId))
    .orderBy(asc(i18nOverrides.language), asc(i18nOverrides.key));
}

// ── banners ─────────────────────────────────────────────────────────────────────────────────

export async function listBanners(
  db: DbOrTx,
  scope: TenantScope,
  opts: { activeOnly?: boolean } = {},
): Promise<BannerRow[]> {
  const where = opts.activeOnly
    ? and(eq(banners.tenantId, scope.tenantId), eq(banners.isBannerActive, true))
    : eq(banners.tenantId, scope.tenantId);
  return db.select().from(banners).where(where).orderBy(asc(banners.createdAt), asc(banners.id));
}

export async function insertBanner(
  db: DbOrTx,
  scope: TenantScope,
  values: { content: string; isBannerActive: boolean },
): Promise<BannerRow> {
  const rows = await db
    .insert(banners)
    .values({ tenantId: scope.tenantId, ...values })
    .returning();
  return rows[0]!;
}

/** Undefined when the id is not one of this tenant's banners (another tenant's id included). */
export async function updateBanner(
  db: DbOrTx,
  scope: TenantScope,
  id: string,
  values: { content: string; isBannerActive: boolean },
): Promise<BannerRow | undefined> {
  const rows = await db
    .update(banners)
    .set(values)
    .where(and(eq(banners.tenantId, scope.tenantId), eq(banners.id, id)))
    .returning();
  return rows[0];
}

export async function deleteBanner(db: DbOrTx, scope: TenantScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(banners)
    .where(and(eq(banners.tenantId, scope.tenantId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}
