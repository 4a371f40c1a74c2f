import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';

/** how often the daily report job checks whether a tenant's reports are due (croner, with seconds). */
export const DEFAULT_DAILY_REPORT_CRON = '30 */5 * * * *';
/** How often the mail outbox is delivered (croner, with seconds). */
export const DEFAULT_OUTBOX_DELIVERY_CRON = '*/10 * * * * *';

/** A pattern croner accepts; checked at start so a typo stops the server instead of silently sending nothing. */
function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For / -Host / -Proto are believed (Fastify's trustProxy). A hop count
 * ("1": the nearest proxy) or the proxies' addresses / CIDR ranges, comma-separated. `true` means one hop: trusting
 * every hop would let a client name its own address in X-Forwarded-For and get a fresh rate-limit bucket per request.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The trustProxy option for Fastify. Fastify 5 no longer honours a bare hop count (it fails closed), so a count
 * becomes the function proxy-addr calls per hop: the socket's peer and the next n-1 forwarders are proxies, the
 * address before them is the client's. X-Forwarded-Host / -Proto count only when the socket's peer is trusted.
 */
export function fastifyTrustProxy(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  DEFAULT_TENANT: z.string().default('harbor'),
  TRUST_PROXY: z.string().optional().transform(parseTrustProxy),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SERVE_UNKNOWN_HOSTS: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.string().default('info'),
  NODE_ENV: z.string().default('production'),
  PUBLIC_DIR: z.string().optional(),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RESET_PER_MINUTE: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_RESET_CODES_PER_DAY: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CONSOLE_MAILS_PER_HOUR: z.coerce.number().int().positive().default(60),
  DAILY_REPORT_CRON: z
    .string()
    .trim()
    .default(DEFAULT_DAILY_REPORT_CRON)
    .refine(isCronPattern, 'DAILY_REPORT_CRON is not a croner pattern (e.g. "30 */5 * * * *")'),
  OUTBOX_DELIVERY_CRON: z
    .string()
    .trim()
    .default(DEFAULT_OUTBOX_DELIVERY_CRON)
    .refine(isCronPattern, 'OUTBOX_DELIVERY_CRON is not a croner pattern (e.g. "*/10 * * * * *")'),
  /** (I-025): 'unavailable' makes every real-time freight quote fail (request-a-quote fallback). */
  RATING_PROVIDER: z.enum(['builtin', 'unavailable']).default('builtin'),
  /** (I-025): a real-time quote slower than this falls back to request-a-quote. */
  RATING_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>` when set. */
  METRICS_TOKEN: z.string().optional(),
  /** Graceful shutdown: how long SIGTERM waits for requests and job runs in flight before exiting anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().positive().default(25_000),
  /** The `paypal` payment provider (modules/payments): REST app credentials, sandbox or live, webhook id. */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl?: string;
  /** In-memory PGlite (tests). */
  inMemoryDb?: boolean;
  smtpUrl?: string;
  mailFrom?: string;
  outboxDir: string;
  defaultTenantSlug: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  /** Answer unknown host names with the default tenant instead of 404 (SERVE_UNKNOWN_HOSTS, DESIGN §4). */
  serveUnknownHosts?: boolean;
  logLevel: string;
  /** Where the built apps live (apps/buyer-portal/dist and apps/seller-console/dist). */
  publicDir?: string;
  /**
   * Seed the demo tenants (with their published password) when the database is empty: only on the embedded
   * default (no DATABASE_URL) or when SEED_DEMO=true asks; SEED_DEMO=false turns it off everywhere.
   */
  seedDemoOnEmpty: boolean;
  /** Rate limits can be raised for tests that sign in many times. */
  rateLimits: {
    signInPerMinute: number;
    resetPerMinute: number;
    /** B-025: reset codes issued to one account over a rolling 24 hours, counted in the database. */
    resetCodesPerDay: number;
    consoleMailsPerHour: number;
  };
  /**
   * when the daily report job checks for due reports (croner pattern, seconds first). The reports still
   * go out once per buyer and day from the tenant's send hour; a shorter check only makes them leave sooner
   * after it (the e2e run checks every few seconds).
   */
  dailyReportCron: string;
  /** How often the mail outbox is delivered (croner pattern, seconds first; the e2e run sends every second). */
  outboxDeliveryCron: string;
  /** (adapters/rating.ts) the freight rating provider; 'unavailable' answers no real-time quote. */
  ratingProvider?: 'builtin' | 'unavailable';
  /** I-025: how long a real-time quote may take (RATING_TIMEOUT_MS, default 3000). */
  ratingTimeoutMs?: number;
  /** GET /metrics needs this bearer token when set (plugins/metrics.ts). */
  metricsToken?: string;
  /** main.ts: SIGTERM exits 1 if draining takes longer than this. */
  shutdownTimeoutMs: number;
  /** How often an open event stream sends its keep-alive comment and checks its account is still live. */
  eventsHeartbeatMs: number;
  /** The `paypal` payment provider, when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set. */
  paypal?: { clientId: string; clientSecret: string; environment: 'sandbox' | 'live'; webhookId?: string };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = EnvSchema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    defaultTenantSlug: e.DEFAULT_TENANT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    publicDir: e.PUBLIC_DIR,
    seedDemoOnEmpty: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    serveUnknownHosts: e.SERVE_UNKNOWN_HOSTS,
    rateLimits: {
      signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      resetPerMinute: e.RATE_LIMIT_RESET_PER_MINUTE,
      resetCodesPerDay: e.RATE_LIMIT_RESET_CODES_PER_DAY,
      consoleMailsPerHour: e.RATE_LIMIT_CONSOLE_MAILS_PER_HOUR,
    },
    dailyReportCron: e.DAILY_REPORT_CRON,
    outboxDeliveryCron: e.OUTBOX_DELIVERY_CRON,
    ratingProvider: e.RATING_PROVIDER,
    ratingTimeoutMs: e.RATING_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    eventsHeartbeatMs: e.EVENTS_HEARTBEAT_MS,
    ...(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
      ? {
          paypal: {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            environment: e.PAYPAL_ENVIRONMENT,
            ...(e.PAYPAL_WEBHOOK_ID ? { webhookId: e.PAYPAL_WEBHOOK_ID } : {}),
          },
        }
      : {}),
  };
}
