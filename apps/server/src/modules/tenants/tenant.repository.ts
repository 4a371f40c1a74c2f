import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tenantDomains, tenants } from '../../db/schema/index.ts';

export type Tenant = typeof tenants.$inferSelect;

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
