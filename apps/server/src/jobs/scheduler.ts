/**
 * The server's scheduled jobs and their cron schedules: offer expiry, held
 * orders, reservation fees, online refunds still to make, the mail outbox, daily reports, seller answers and the
 * offer import sweep.
 */

import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail.ts';
import { DEFAULT_DAILY_REPORT_CRON, DEFAULT_OUTBOX_DELIVERY_CRON } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PaymentProviders } from '../modules/payments/payment-provider.ts';
import { databaseTrouble } from '../plugins/errors.ts';
import { runDailyReports } from './daily-report.ts';
import { runDueOfferAnswers } from './offer-answer-notify.ts';
import { runOfferExpiry } from './offer-expiry.ts';
import { runOfferImportSweep } from './offer-import-sweep.ts';
import { runOrderFeeAccrual } from './order-fee-accrual.ts';
import { runOrderHoldExpiry } from './order-hold-expiry.ts';
import { runOrderRefunds } from './order-refunds.ts';
import { runOutboxDelivery } from './outbox-delivery.ts';

export type JobName =
  | 'offer-expiry'
  | 'order-hold-expiry'
  | 'order-fee-accrual'
  | 'order-refunds'
  | 'outbox-delivery'
  | 'daily-report'
  | 'offer-import-sweep'
  | 'offer-answers';

/** What a job run reports (GET /metrics: runs and failures by job). */
export type JobObserver = (job: string, outcome: 'ok' | 'failed') => void;

export type Jobs = {
  /** Schedules the jobs (buildApp does, unless its caller passes its own database: tests run them by hand). */
  start(): void;
  /** Runs `fn` as a run of job `name`: counted, a failure logged and counted (never thrown), awaited by stop(). */
  run(name: string, fn: () => Promise<void>): Promise<void>;
  /** One run of a scheduled job now, as its schedule would (tests, and an operator's "run it now"). */
  runNow(name: JobName): Promise<void>;
  /**
   * Graceful shutdown: no new runs; resolves when the runs in flight have ended, so their transactions (and
   * the rows they claimed FOR UPDATE SKIP LOCKED) are released before the database closes.
   */
  stop(): Promise<void>;
};

export type JobOptions = {
  /** when the daily report job checks for due reports (config DAILY_REPORT_CRON; default every 5 minutes). */
  dailyReportCron?: string;
  /** How often the mail outbox is delivered (config OUTBOX_DELIVERY_CRON; default every 10 seconds). */
  outboxDeliveryCron?: string;
  observe?: JobObserver;
  /** The payment providers the refunds still to make go through (none: that job finds nothing to refund with). */
  payments?: PaymentProviders;
};

/**
 * The server's scheduled jobs (Q-021 offer expiry every minute, Q-043 hold expiry, outbox delivery, Q-064 daily
 * report, the import sweep). `protect` skips a tick while the previous run is still going; a failed run is
 * logged and the next tick tries again.
 */
export function createJobs(db: Db, log: FastifyBaseLogger, mailer: Mailer, options: JobOptions = {}): Jobs {
  const inFlight = new Set<Promise<void>>();
  const crons: Cron[] = [];
  let stopped = false;

  const run = (name: string, fn: () => Promise<void>): Promise<void> => {
    if (stopped) return Promise.resolve();
    const p = (async () => {
      try {
        await fn();
        options.observe?.(name, 'ok');
      } catch (err) {
        options.observe?.(name, 'failed');
        // The database out of reach (or a deadlock) fails every run until it is back: a warning, not a fault.
        if (databaseTrouble(err)) {
          log.warn(
            { job: name, message: (err as Error).message },
            'job run failed: database unavailable or busy',
          );
        } else {
          log.error({ err, job: name }, 'job failed');
        }
      }
    })();
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };

  const bodies: Record<JobName, () => Promise<void>> = {
    'offer-expiry': async () => {
      const expired = await runOfferExpiry(db);
      if (expired.length > 0) log.info({ count: expired.length }, 'offers expired');
    },
    // unpaid on-hold orders past the tenant's hold window are cancelled and their stock returned.
    'order-hold-expiry': async () => {
      const cancelled = await runOrderHoldExpiry(db);
      if (cancelled.length > 0) log.info({ orders: cancelled }, 'held orders expired');
    },
    // the reservation fee of agreed, unpaid orders, once per 24 h period after the grace period.
    'order-fee-accrual': async () => {
      const charged = await runOrderFeeAccrual(db);
      if (charged.length > 0) log.info({ orders: charged }, 'reservation fees accrued');
    },
    // What an order paid online no longer owes, when the refund right after the change failed.
    'order-refunds': async () => {
      const refunded = await runOrderRefunds(db, options.payments ?? {}, log);
      if (refunded.length > 0) log.info({ orders: refunded }, 'online payments refunded');
    },
    // The mail outbox (jobs/outbox-delivery.ts).
    'outbox-delivery': async () => {
      const r = await runOutboxDelivery(db, mailer);
      if (r.sent + r.retried + r.failed > 0) log.info(r, 'outbox delivered');
    },
    // however often it runs, each tenant's reports go out once per buyer and day from its send hour
    // (jobs/daily-report.ts keeps that promise).
    'daily-report': async () => {
      const r = await runDailyReports(db);
      if (r.enqueued + r.empty > 0) log.info(r, 'daily reports');
    },
    // Seller answers past their undo window take effect and reach the buyer (docs/decisions/004).
    'offer-answers': async () => {
      const applied = await runDueOfferAnswers(db);
      if (applied > 0) log.info({ count: applied }, 'seller answers took effect');
    },
    // Expired pending offer imports are deleted (jobs/offer-import-sweep.ts).
    'offer-import-sweep': async () => {
      const swept = await runOfferImportSweep(db);
      if (swept.length > 0) log.info({ count: swept.length }, 'expired offer imports deleted');
    },
  };
  const schedule: Record<JobName, string> = {
    'offer-expiry': '* * * * *',
    'order-hold-expiry': '* * * * *',
    'order-fee-accrual': '*/5 * * * *',
    'order-refunds': '* * * * *',
    'outbox-delivery': options.outboxDeliveryCron ?? DEFAULT_OUTBOX_DELIVERY_CRON,
    'daily-report': options.dailyReportCron ?? DEFAULT_DAILY_REPORT_CRON,
    'offer-import-sweep': '*/5 * * * *',
    'offer-answers': '*/2 * * * * *',
  };

  return {
    start() {
      if (stopped || crons.length > 0) return;
      for (const name of Object.keys(schedule) as JobName[]) {
        crons.push(new Cron(schedule[name], { protect: true, unref: true }, () => run(name, bodies[name])));
      }
    },
    run,
    runNow: (name) => run(name, bodies[name]),
    async stop() {
      stopped = true;
      for (const cron of crons) cron.stop();
      await Promise.all([...inFlight]);
    },
  };
}
