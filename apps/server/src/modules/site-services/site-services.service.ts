import { AnalyticsConfig, HelpdeskConfig, type SiteServicesSettings } from '@portico/contract';
import { type ChosenService, type ProviderSources, siteServiceSources } from '@portico/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';

/**
 * Helpdesk and analytics: the tenant's chosen helpdesk widget and analytics provider, kept in the tenant
 * config as `helpdesk_config` / `analytics_config` ({ provider, id }) with `tracking_consent_required`. Read back
 * through the contract's schemas, so a stored value that no longer validates counts as none. The CSP plugin asks
 * `tenantServiceSources` for the origins the tenant's chosen providers need.
 */
type Config = Record<string, unknown> | null | undefined;

const NONE = { provider: 'none', id: '' } as const;

export function helpdeskOf(config: Config): HelpdeskConfig {
  const parsed = HelpdeskConfig.safeParse(config?.helpdesk_config);
  return parsed.success ? parsed.data : { ...NONE };
}
export function analyticsOf(config: Config): AnalyticsConfig {
  const parsed = AnalyticsConfig.safeParse(config?.analytics_config);
  return parsed.success ? parsed.data : { ...NONE };
}
export function consentRequiredOf(config: Config): boolean {
  return config?.tracking_consent_required === true;
}

export function siteServicesOf(config: Config): SiteServicesSettings {
  return {
    helpdesk: helpdeskOf(config),
    analytics: analyticsOf(config),
    consentRequired: consentRequiredOf(config),
  };
}

/** the extra CSP sources of the tenant's chosen providers (none: an empty object). */
export function tenantServiceSources(config: Config): ProviderSources {
  const chosen: ChosenService[] = [helpdeskOf(config), analyticsOf(config)];
  return siteServiceSources(chosen);
}

async function readConfig(db: DbOrTx, tenantId: string): Promise<Config> {
  const [row] = await db.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new AppError('notFound', 'No tenant answers on this host');
  return row.config;
}

export async function getSiteServices(db: DbOrTx, ctx: RequestContext): Promise<SiteServicesSettings> {
  await requireStaff(db, ctx, 'read');
  return siteServicesOf(await readConfig(db, ctx.tenantId));
}

/** Merges the three keys into the tenant config (every other entry stays) and records the change. */
export async function putSiteServices(
  db: DbOrTx,
  ctx: RequestContext,
  value: SiteServicesSettings,
): Promise<SiteServicesSettings> {
  await requireStaff(db, ctx, 'write');
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ config: tenants.config })
      .from(tenants)
      .where(eq(tenants.id, ctx.tenantId))
      .for('update');
    const before = siteServicesOf(locked?.config);
    const patch = JSON.stringify({
      helpdesk_config: value.helpdesk,
      analytics_config: value.analytics,
      tracking_consent_required: value.consentRequired,
    });
    await tx
      .update(tenants)
      .set({ config: sql`coalesce(${tenants.config}, '{}'::jsonb) || ${patch}::jsonb` })
      .where(eq(tenants.id, ctx.tenantId));
    const after = siteServicesOf(await readConfig(tx, ctx.tenantId));
    await recordStaffAction(tx, ctx, {
      action: 'settings.site-services.update',
      targetType: 'tenant',
      targetId: ctx.tenantId,
      before,
      after,
    });
    return after;
  });
}
