import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { mailOutbox } from '../db/schema/index.ts';
import type { JobObserver } from '../jobs/scheduler.ts';
import { readQueueState } from '../lib/spreadsheet/read-spreadsheet.ts';
import { failBody } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { registry: Registry; observeJob: JobObserver };
  }
}

/**
 * GET /metrics in Prometheus text format (DESIGN §7; prom-client): request latency by route PATTERN (never the
 * raw URL: ids and queries would explode the label set and leak data), open event streams, the mail outbox
 * backlog, job runs and failures, the spreadsheet reader's queue, and Node's process metrics. One registry per
 * app (tests build many apps in one process). With METRICS_TOKEN set the scrape needs `Authorization: Bearer
 * <token>` (401 otherwise); without it the endpoint is open, for a deployment that keeps it off the public network.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { token?: string }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    latency.observe(
      {
        method: request.method,
        // The pattern Fastify matched ('/px-api-gateway/orders/:orderId'); one label for everything unmatched,
        // including what the apps' file routes passed on to the not-found handler (app routes, missing files).
        route: (request.is404 ? undefined : request.routeOptions.url) ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'portico_event_streams_open',
    help: 'Live-update event streams open on this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('eventHub') ? app.eventHub.size() : 0);
    },
  });
  new Gauge({
    name: 'portico_outbox_backlog',
    help: 'Mails waiting in the outbox (PENDING), every tenant',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'PENDING'));
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'portico_spreadsheet_reads',
    help: 'Spreadsheet reads on this process by state (running in a worker, waiting for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const q = readQueueState();
      this.set({ state: 'running' }, q.running);
      this.set({ state: 'waiting' }, q.waiting);
    },
  });
  const jobRuns = new Counter({
    name: 'portico_job_runs_total',
    help: 'Scheduled job runs by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'portico_job_failures_total',
    help: 'Scheduled job runs that failed, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const observeJob: JobObserver = (job, outcome) => {
    jobRuns.inc({ job });
    if (outcome === 'failed') jobFailures.inc({ job });
  };
  app.decorate('metrics', { registry, observeJob });

  const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : null;
  const authorized = (header: string | undefined) => {
    if (!expected) return true;
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(failBody(401, 'unauthorized', 'The metrics need the METRICS_TOKEN bearer token'));
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
});
