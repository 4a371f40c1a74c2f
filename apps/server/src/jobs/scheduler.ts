import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail.ts';
import { DEFAULT_DAILY_REPORT_CRON } from '../config.ts';
import type { Db } from '../db/client.ts';
import { runDailyReports } from './daily-report.ts';
import { runDueOfferAnswers } from './offer-answer-notify.ts';
import { runOfferExpiry } from './offer-expiry.ts';
import { runOfferImportSweep } from './offer-import-sweep.ts';
import { runOrderHoldExpiry } from './order-hold-expiry.ts';
import { runOutboxDelivery } from './outbox-delivery.ts';

export type Jobs = { stop(): void };

export type JobOptions = {
  /** when the daily report job checks for due reports (config DAILY_REPORT_CRON; default every 5 minutes). */
  dailyReportCron?: string;
};

/**
 * The server's scheduled jobs (Q-021 offer expiry every minute, outbox delivery, Q-064 daily report). `protect`
 * skips a run while the previous one is still going; a failed run is logged and the next tick tries again.
 */
export function startJobs(db: Db, log: FastifyBaseLogger, mailer: Mailer, options: JobOptions = {}): Jobs {
  const expiry = new Cron(
    '* * * * *',
    {
      protect: true,
      unref: true,
      catch: (err) => log.error({ err }, 'offer expiry job failed'),
    },
    async () => {
      const expired = await runOfferExpiry(db);
      if (expired.length > 0) log.info({ count: expired.length }, 'offers expired');
    },
  );
  // unpaid on-hold orders past the tenant's hold window are cancelled and their stock returned (every minute).
  const holdExpiry = new Cron(
    '* * * * *',
    { protect: true, unref: true, catch: (err) => log.error({ err }, 'order hold expiry job failed') },
    async () => {
      const cancelled = await runOrderHoldExpiry(db);
      if (cancelled.length > 0) log.info({ orders: cancelled }, 'held orders expired');
    },
  );
  // Issue 5: the mail outbox is delivered every 10 seconds (jobs/outbox-delivery.ts).
  const outbox = new Cron(
    '*/10 * * * * *',
    { protect: true, unref: true, catch: (err) => log.error({ err }, 'outbox delivery job failed') },
    async () => {
      const r = await runOutboxDelivery(db, mailer);
      if (r.sent + r.retried + r.failed > 0) log.info(r, 'outbox delivered');
    },
  );
  // every 5 minutes unless the operator sets DAILY_REPORT_CRON; however often it runs, each tenant's
  // reports go out once per buyer and day from its send hour (jobs/daily-report.ts keeps that promise).
  const dailyReport = new Cron(
    options.dailyReportCron ?? DEFAULT_DAILY_REPORT_CRON,
    { protect: true, unref: true, catch: (err) => log.error({ err }, 'daily report job failed') },
    async () => {
      const r = await runDailyReports(db);
      if (r.enqueued + r.empty > 0) log.info(r, 'daily reports');
    },
  );
  // Seller answers past their undo window take effect and reach the buyer (docs/decisions/004), every 2 seconds.
  const answers = new Cron(
    '*/2 * * * * *',
    { protect: true, unref: true, catch: (err) => log.error({ err }, 'offer answer job failed') },
    async () => {
      const applied = await runDueOfferAnswers(db);
      if (applied > 0) log.info({ count: applied }, 'seller answers took effect');
    },
  );
  // Issue 7: expired pending offer imports are deleted every 5 minutes (jobs/offer-import-sweep.ts).
  const importSweep = new Cron(
    '*/5 * * * *',
    { protect: true, unref: true, catch: (err) => log.error({ err }, 'offer import sweep job failed') },
    async () => {
      const swept = await runOfferImportSweep(db);
      if (swept.length > 0) log.info({ count: swept.length }, 'expired offer imports deleted');
    },
  );
  return {
    stop: () => {
      importSweep.stop();
      answers.stop();
      expiry.stop();
      holdExpiry.stop();
      outbox.stop();
      dailyReport.stop();
    },
  };
}
