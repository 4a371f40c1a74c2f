import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Logger } from 'drizzle-orm/logger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createMailer, type Mailer } from './adapters/mail.ts';
import {
  createRatingProvider,
  DEFAULT_RATING_TIMEOUT_MS,
  type RatingProvider,
  withQuoteTimeout,
} from './adapters/rating.ts';
import { type AppConfig, fastifyTrustProxy } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createJobs, type Jobs } from './jobs/scheduler.ts';
import { createAccountGate } from './modules/accounts/account-gate.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { bannersRoutes } from './modules/banners/banners.routes.ts';
import { brandRoutes } from './modules/brand/brand.routes.ts';
import { buyersAdminRoutes } from './modules/buyers-admin/buyers-admin.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { exportDocumentsRoutes } from './modules/export-documents/export-documents.routes.ts';
import { createAfterAnswer } from './modules/identity/attempt-limiter.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { createTokenService } from './modules/identity/tokens.ts';
import { offerImportRoutes } from './modules/offer-import/offer-import.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { orderDeskRoutes } from './modules/order-desk/order-desk.routes.ts';
import { orderExportsRoutes } from './modules/orders/order-exports.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import type { PaymentProviders } from './modules/payments/payment-provider.ts';
import { createPaymentProviders } from './modules/payments/payment-providers.ts';
import {
  paymentsRoutes,
  returnPageOpenerPolicy,
  sandboxPageRoutes,
} from './modules/payments/payments.routes.ts';
import { sellerOffersRoutes } from './modules/seller-offers/seller-offers.routes.ts';
import { commerceSettingsRoutes } from './modules/seller-settings/commerce-settings.routes.ts';
import { sellerSettingsRoutes } from './modules/seller-settings/seller-settings.routes.ts';
import { sellerStockRoutes } from './modules/seller-stock/seller-stock.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { siteServicesRoutes } from './modules/site-services/site-services.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { defaultVersionFiles } from './modules/tenants/app-version.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { tutorialRoutes } from './modules/tenants/tutorial.routes.ts';
import { wordsRoutes } from './modules/words/words.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { tenantCspPlugin } from './plugins/tenant-csp.ts';
import { webAppsPlugin } from './plugins/web-apps.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database['db'];
    database: Database;
    config: AppConfig;
    mailer: Mailer;
    jobs: Jobs;
    /** The freight rating provider behind real-time methods, with the I-025 timeout (adapters/rating.ts). */
    rating: RatingProvider;
    /** The integrated online payment's providers (modules/payments): sandbox always, paypal when configured. */
    payments: PaymentProviders;
    /** Resolves when the identity work left running after its answers (reset mails) is done. */
    identitySettled(): Promise<void>;
  }
}

export const API_PREFIX = '/px-api-gateway';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type BuildOptions = {
  /** Reuse an open database (tests); otherwise one is opened from the config. */
  database?: Database;
  /** Told every statement of the database opened from the config (client.ts DatabaseOptions.logger; benches). */
  statementLogger?: Logger;
  mailer?: Mailer;
  logger?: boolean;
  /**
   * Run the scheduled jobs (jobs/: Q-021 offer expiry every minute). Default: on, unless the caller passes its
   * own database (tests), which call the job functions directly instead.
   */
  jobs?: boolean;
  /** The rating provider (tests); otherwise the one config.ratingProvider names. */
  rating?: RatingProvider;
  /** Payment providers in place of the configured ones (tests: PayPal's SDK against a local fake). */
  payments?: PaymentProviders;
};

/** The request line and headers a request may carry (Node's default is 16 KiB). */
const MAX_HEADER_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // K-006 / Q-048: a pasted list of order numbers (the contract allows 20,000 characters) travels in the query
    // string of the orders list, the desk's queue and their exports; Node's default 16 KiB for the request line
    // and headers would answer 431. A proxy in front must allow as much (README, Scale out).
    http: { maxHeaderSize: MAX_HEADER_BYTES },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDb,
      logger: opts.statementLogger,
    }));
  await database.migrate();
  // Demo data only where asked: the embedded default, SEED_DEMO=true or `portico seed demo` (README).
  if (config.seedDemoOnEmpty) {
    const seeded = await seedDemoIfEmpty(database.db);
    app.log.info(
      seeded
        ? 'demo tenants seeded (published demo password): the embedded default or SEED_DEMO=true asked for them'
        : 'demo seeding on, database already holds tenants: nothing seeded',
    );
  } else {
    app.log.info('demo seeding off (DATABASE_URL without SEED_DEMO=true): an empty database stays empty');
  }

  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate(
    'rating',
    withQuoteTimeout(
      opts.rating ?? createRatingProvider(config.ratingProvider ?? 'builtin'),
      config.ratingTimeoutMs ?? DEFAULT_RATING_TIMEOUT_MS,
    ),
  );
  app.decorate('mailer', opts.mailer ?? createMailer(config));
  app.decorate('payments', { ...createPaymentProviders(config), ...opts.payments });
  if (!opts.database) app.addHook('onClose', async () => database.close());

  await app.register(errorsPlugin);
  // First, so its onResponse hook times every route (GET /metrics, DESIGN §7).
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) and the tenant's sanitised custom CSS use style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The tutorial dialog embeds the tenant's configured page; the console's document viewer shows an uploaded
        // proof-of-export PDF (type detected by the server) from a blob: URL.
        frameSrc: ["'self'", 'https:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The integrated payment's pop-up (I-072) must keep its opener across PayPal's pages: the portal allows
    // pop-ups (same-origin-allow-popups), and the return page the provider sends it back to sets no policy
    // (payments.routes.ts returnPageOpenerPolicy), or the browser would cut it from the window that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onSend', returnPageOpenerPolicy);
  // P9: every answer over 1 KB is compressed (brotli or gzip, by Accept-Encoding), unless it already is (the
  // stock list's cached gzip, the apps' precompressed assets); event streams never are.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(tenantPlugin, {
    defaultTenantSlug: config.defaultTenantSlug,
    serveUnknownHosts: config.serveUnknownHosts ?? false,
  });
  // the tenant's chosen helpdesk / analytics origins join its Content-Security-Policy.
  await app.register(tenantCspPlugin);
  await app.register(authPlugin, {
    tokens: await createTokenService(database.db),
    accountGate: createAccountGate(database.db),
  });
  await app.register(eventsPlugin);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Portico tenant API', version: '0.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: database.kind });
  });

  const afterAnswer = createAfterAnswer(app.log);
  app.decorate('identitySettled', afterAnswer.settled);
  app.addHook('onClose', async () => afterAnswer.settled());
  // Under /identity (the portal's) and /seller/identity (the console's), each side's cookie on its own path.
  await app.register(identityRoutes, { afterAnswer });
  await app.register(tutorialRoutes);
  await app.register(sandboxPageRoutes);
  await app.register(
    async (api) => {
      await api.register(tenantsRoutes);
      await api.register(bannersRoutes);
      await api.register(accountsRoutes);
      await api.register(settingsRoutes);
      await api.register(exportDocumentsRoutes);
      await api.register(stockRoutes);
      await api.register(offersRoutes);
      await api.register(offerImportRoutes);
      await api.register(checkoutRoutes);
      await api.register(ordersRoutes);
      await api.register(orderExportsRoutes);
      await api.register(paymentsRoutes);
      await api.register(alertsRoutes);
      await api.register(sellerOffersRoutes);
      await api.register(outboxRoutes);
      await api.register(sellerStockRoutes);
      await api.register(sellerSettingsRoutes);
      await api.register(brandRoutes);
      await api.register(siteServicesRoutes);
      await api.register(commerceSettingsRoutes);
      await api.register(orderDeskRoutes);
      await api.register(buyersAdminRoutes);
      await api.register(staffRoutes);
      await api.register(eventsRoutes);
      await api.register(wordsRoutes);
    },
    { prefix: API_PREFIX },
  );

  const appsDir = config.publicDir ? path.resolve(config.publicDir) : path.join(repoRoot, 'apps');
  await app.register(webAppsPlugin, {
    publicDir: appsDir,
    apiPrefixes: [API_PREFIX, '/identity', '/seller/identity', '/healthz', '/metrics'],
    ...defaultVersionFiles(repoRoot, config.publicDir),
  });
  const jobs = createJobs(database.db, app.log, app.mailer, {
    dailyReportCron: config.dailyReportCron,
    outboxDeliveryCron: config.outboxDeliveryCron,
    observe: app.metrics.observeJob,
    payments: app.payments,
  });
  app.decorate('jobs', jobs);
  if (opts.jobs ?? !opts.database) jobs.start();
  // Graceful shutdown: onClose hooks run last-registered first, after the HTTP server has closed; so the job
  // runs in flight end (and release the rows they claimed) before the database closes.
  app.addHook('onClose', async () => jobs.stop());
  return app;
}
