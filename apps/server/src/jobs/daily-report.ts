import type { MailWords } from '@portico/contract/dictionary/mail';
import { and, arrayContains, eq, isNull, lt, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  dailyReportRuns,
  notificationPreferences,
  stockChanges,
  tenants,
  users,
} from '../db/schema/index.ts';
import { enqueueMail } from '../modules/outbox/outbox.service.ts';
import {
  isEmptyReport,
  localDateAndHour,
  type ReportContent,
  reportContent,
  reportHour,
  reportTimeZone,
  reportWorkbook,
  XLSX_CONTENT_TYPE,
} from '../modules/reports/daily-report.service.ts';
import { tenantMailWords } from '../modules/tenants/tenants.service.ts';

const DAY_MS = 24 * 60 * 60_000;
/** stock_changes older than this are pruned; no report reaches further back. */
export const STOCK_CHANGES_RETENTION_DAYS = 35;

export type DailyReportResult = { enqueued: number; empty: number };

/**
 * Q-064 daily report: every subscribed buyer (notification preference stockReportNotification, authority
 * CAN_SUBSCRIBE_DAILY_REPORT, C-065/B-037) of every tenant gets, once per calendar day in the tenant's time zone
 * and from the tenant's send hour on, an .xlsx of new availability and price drops since their last report.
 *
 * Exactly once per buyer and day, whatever reruns or crashes: each buyer is one transaction that inserts the
 * daily_report_runs row (primary key tenant, user, date: a second run, here or on another node, inserts nothing
 * and stops) and enqueues the mail under `daily-report:<userId>:<date>`; the outbox delivers it. A crash mid-run
 * commits the buyers done so far, and the next run (every few minutes, all day) does the rest, so nobody is
 * skipped. An empty report records the run but sends nothing. The window starts where the buyer's last report
 * ended; a first report (or one after re-subscribing) covers the 24 hours before the subscription at most.
 *
 * Also prunes stock_changes older than STOCK_CHANGES_RETENTION_DAYS.
 */
export async function runDailyReports(db: Db, now: Date = new Date()): Promise<DailyReportResult> {
  const result: DailyReportResult = { enqueued: 0, empty: 0 };
  const tenantRows = await db
    .select({ id: tenants.id, name: tenants.name, siteTitle: tenants.siteTitle, config: tenants.config })
    .from(tenants)
    .where(eq(tenants.deactivated, false));
  for (const tenant of tenantRows) {
    const local = localDateAndHour(now, reportTimeZone(tenant.config));
    if (local.hour < reportHour(tenant.config)) continue;
    const due = await db
      .select({ userId: users.id, email: users.email, subscribedAt: notificationPreferences.updatedAt })
      .from(users)
      .innerJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.tenantId, users.tenantId),
          eq(notificationPreferences.userId, users.id),
        ),
      )
      .leftJoin(
        dailyReportRuns,
        and(
          eq(dailyReportRuns.tenantId, users.tenantId),
          eq(dailyReportRuns.userId, users.id),
          eq(dailyReportRuns.reportDate, local.date),
        ),
      )
      .where(
        and(
          eq(users.tenantId, tenant.id),
          eq(users.disabled, false),
          arrayContains(users.groups, ['Buyer']),
          arrayContains(users.authorities, ['CAN_SUBSCRIBE_DAILY_REPORT']),
          eq(notificationPreferences.stockReportNotification, true),
          isNull(dailyReportRuns.userId),
        ),
      );
    // Buyers whose windows start at the same moment share one report.
    const contents = new Map<number, { content: ReportContent; workbook: Buffer | null }>();
    for (const buyer of due) {
      const sent = await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ coveredTo: max(dailyReportRuns.coveredTo) })
          .from(dailyReportRuns)
          .where(and(eq(dailyReportRuns.tenantId, tenant.id), eq(dailyReportRuns.userId, buyer.userId)));
        const from = new Date(
          Math.min(
            now.getTime(),
            Math.max(
              last?.coveredTo?.getTime() ?? 0,
              buyer.subscribedAt.getTime() - DAY_MS,
              now.getTime() - STOCK_CHANGES_RETENTION_DAYS * DAY_MS,
            ),
          ),
        );
        const claimed = await tx
          .insert(dailyReportRuns)
          .values({
            tenantId: tenant.id,
            userId: buyer.userId,
            reportDate: local.date,
            coveredFrom: from,
            coveredTo: now,
          })
          .onConflictDoNothing()
          .returning({ userId: dailyReportRuns.userId });
        if (claimed.length === 0) return null;
        let entry = contents.get(from.getTime());
        if (!entry) {
          const content = await reportContent(tx, tenant.id, from, now);
          entry = { content, workbook: isEmptyReport(content) ? null : await reportWorkbook(content) };
          contents.set(from.getTime(), entry);
        }
        if (!entry.workbook) return false;
        await enqueueMail(tx, {
          tenantId: tenant.id,
          dedupeKey: `daily-report:${buyer.userId}:${local.date}`,
          to: buyer.email,
          ...reportMail(tenantMailWords(tenant), tenant.siteTitle, local.date, entry.content),
          attachments: [
            {
              filename: `stock-report-${local.date}.xlsx`,
              contentType: XLSX_CONTENT_TYPE,
              content: entry.workbook,
            },
          ],
        });
        return true;
      });
      if (sent === true) result.enqueued++;
      else if (sent === false) result.empty++;
    }
  }
  await db
    .delete(stockChanges)
    .where(lt(stockChanges.changedAt, new Date(now.getTime() - STOCK_CHANGES_RETENTION_DAYS * DAY_MS)));
  return result;
}

/** The report's mail in the tenant's language. */
function reportMail(w: MailWords, siteTitle: string, date: string, content: ReportContent) {
  const n = content.newAvailability.length;
  const d = content.priceDrops.length;
  return {
    subject: w('mailReportSubject', { siteTitle, date }),
    text: [
      w('mailReportAttached', { siteTitle }),
      '',
      n === 1 ? w('mailReportNewItem') : w('mailReportNewItems', { count: n }),
      d === 1 ? w('mailReportPriceDrop') : w('mailReportPriceDrops', { count: d }),
      '',
      w('mailReportWhy'),
    ].join('\n'),
  };
}
