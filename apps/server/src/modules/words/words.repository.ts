import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { i18nOverrides } from '../../db/schema/index.ts';
import type { I18nOverrideRow, TenantScope } from '../tenants/tenant.repository.ts';

/** The tenant's dictionary overrides: one row per language and key. Every query is tenant-scoped. */

export async function listOverrides(
  db: DbOrTx,
  scope: TenantScope,
  language: string,
): Promise<I18nOverrideRow[]> {
  return db
    .select()
    .from(i18nOverrides)
    .where(and(eq(i18nOverrides.tenantId, scope.tenantId), eq(i18nOverrides.language, language)));
}

export async function findOverride(
  db: DbOrTx,
  scope: TenantScope,
  language: string,
  key: string,
): Promise<I18nOverrideRow | undefined> {
  const [row] = await db
    .select()
    .from(i18nOverrides)
    .where(
      and(
        eq(i18nOverrides.tenantId, scope.tenantId),
        eq(i18nOverrides.language, language),
        eq(i18nOverrides.key, key),
      ),
    )
    .for('update');
  return row;
}

export async function upsertOverride(
  db: DbOrTx,
  scope: TenantScope,
  row: { language: string; key: string; value: string; valuePlural: string | null },
): Promise<void> {
  await db
    .insert(i18nOverrides)
    .values({ tenantId: scope.tenantId, ...row })
    .onConflictDoUpdate({
      target: [i18nOverrides.tenantId, i18nOverrides.language, i18nOverrides.key],
      set: { value: row.value, valuePlural: row.valuePlural },
    });
}

export async function deleteOverride(
  db: DbOrTx,
  scope: TenantScope,
  language: string,
  key: string,
): Promise<boolean> {
  const rows = await db
    .delete(i18nOverrides)
    .where(
      and(
        eq(i18nOverrides.tenantId, scope.tenantId),
        eq(i18nOverrides.language, language),
        eq(i18nOverrides.key, key),
      ),
    )
    .returning({ key: i18nOverrides.key });
  return rows.length > 0;
}
