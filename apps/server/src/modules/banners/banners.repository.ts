import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';

/** The banners table as the console writes it; every query is scoped to the caller's tenant. */
export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = {
  content: string;
  isBannerActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
};

export async function listTenantBanners(db: DbOrTx, tenantId: string): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.tenantId, tenantId))
    .orderBy(asc(banners.createdAt), asc(banners.id));
}

/** Undefined when the id is not one of this tenant's banners (another tenant's id included). */
export async function findBanner(db: DbOrTx, tenantId: string, id: string): Promise<BannerRow | undefined> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.tenantId, tenantId), eq(banners.id, id)))
    .for('update');
  return row;
}

export async function insertBanner(db: DbOrTx, tenantId: string, values: BannerValues): Promise<BannerRow> {
  const [row] = await db
    .insert(banners)
    .values({ tenantId, ...values })
    .returning();
  return row!;
}

export async function updateBanner(
  db: DbOrTx,
  tenantId: string,
  id: string,
  values: BannerValues,
): Promise<BannerRow | undefined> {
  const [row] = await db
    .update(banners)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(banners.tenantId, tenantId), eq(banners.id, id)))
    .returning();
  return row;
}

export async function deleteBanner(db: DbOrTx, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(banners)
    .where(and(eq(banners.tenantId, tenantId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}
