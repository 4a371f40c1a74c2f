import type { DailyReportSettings, DailyReportSettingsResponse, HoldWindowSettings } from '@portico/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { reportHour, reportTimeZone } from '../reports/daily-report.service.ts';
import { orderSettings } from '../settings/settings.service.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';

/**
 * GET seller/settings/daily-report: the send hour and time zone the Q-064 job uses now — read through the job's
 * own helpers, so the console shows the defaults (7, America/New_York) when the tenant config names none.
 */
export async function getDailyReportSettings(
  db: DbOrTx,
  ctx: RequestContext,
): Promise<DailyReportSettingsResponse> {
  await requireStaff(db, ctx, 'read');
  const [row] = await db.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, ctx.tenantId));
  if (!row) throw new AppError('notFound', 'No tenant answers on this host');
  return { dailyReportHour: reportHour(row.config), timeZone: reportTimeZone(row.config) };
}

/**
 * PUT seller/settings/daily-report: merges `dailyReportHour` and `timeZone` into the tenant config (the keys the
 * job reads), leaving every other config entry as it is. The job's next check applies them; a day whose report
 * already went out is not sent again (daily_report_runs).
 */
export async function putDailyReportSettings(
  db: DbOrTx,
  ctx: RequestContext,
  value: DailyReportSettings,
): Promise<DailyReportSettingsResponse> {
  await requireStaff(db, ctx, 'write');
  const patch = JSON.stringify({ dailyReportHour: value.dailyReportHour, timeZone: value.timeZone });
  return db.transaction(async (tx) => {
    const before = await getDailyReportSettings(tx, ctx);
    await tx
      .update(tenants)
      .set({ config: sql`coalesce(${tenants.config}, '{}'::jsonb) || ${patch}::jsonb` })
      .where(eq(tenants.id, ctx.tenantId));
    const after = await getDailyReportSettings(tx, ctx);
    await recordStaffAction(tx, ctx, {
      action: 'settings.daily-report.update',
      targetType: 'settings',
      targetId: 'daily-report',
      before,
      after,
    });
    return after;
  });
}

/**
 * GET seller/settings/hold-window: the hold window the hold-expiry job uses now — read through the same
 * orderSettings() as GET order/settings, so a missing or malformed stored value shows the default 72.
 */
export async function getHoldWindowSettings(db: DbOrTx, ctx: RequestContext): Promise<HoldWindowSettings> {
  await requireStaff(db, ctx, 'read');
  const [row] = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenantId));
  if (!row) throw new AppError('notFound', 'No tenant answers on this host');
  return { holdWindowHours: orderSettings(row).holdWindowHours };
}

/**
 * PUT seller/settings/hold-window (Q-043): merges holdWindowHours into the tenant settings' orderSettings, leaving
 * every other entry as it is. The job's next run applies it to every held order, older ones included.
 */
export async function putHoldWindowSettings(
  db: DbOrTx,
  ctx: RequestContext,
  value: HoldWindowSettings,
): Promise<HoldWindowSettings> {
  await requireStaff(db, ctx, 'write');
  const patch = JSON.stringify({ holdWindowHours: value.holdWindowHours });
  return db.transaction(async (tx) => {
    const before = await getHoldWindowSettings(tx, ctx);
    await tx
      .update(tenants)
      .set({
        settings: sql`coalesce(${tenants.settings}, '{}'::jsonb) || jsonb_build_object('orderSettings', coalesce(${tenants.settings} -> 'orderSettings', '{}'::jsonb) || ${patch}::jsonb)`,
      })
      .where(eq(tenants.id, ctx.tenantId));
    const after = await getHoldWindowSettings(tx, ctx);
    await recordStaffAction(tx, ctx, {
      action: 'settings.hold-window.update',
      targetType: 'settings',
      targetId: 'hold-window',
      before,
      after,
    });
    return after;
  });
}
