import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo.ts';

const config = loadConfig();
const app = await buildApp(config);

/**
 * Graceful shutdown (DESIGN §7; README "Scale it out"): on SIGTERM (or SIGINT) the server stops accepting
 * connections, ends the event streams (clients reconnect to another process with Last-Event-ID), lets the
 * requests in flight finish, waits for the job runs in flight, closes the database and exits 0. If that takes
 * longer than SHUTDOWN_TIMEOUT_MS (a client that never finishes its request), it exits 1 anyway. A second signal
 * does not start a second shutdown.
 */
let shuttingDown = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });

const base = (host: string) => `http://${host}:${config.port}`;
const lines = [
  '',
  `Portico is running (${app.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  `  Buyer portal:   ${base('localhost')}/   (second tenant: ${base('summit.localhost')}/)`,
  `  Seller console: ${base('localhost')}/seller/`,
  `  API docs:       ${base('localhost')}/px-api-gateway/docs`,
  '',
  ...(config.seedDemoOnEmpty
    ? [
        `Demo logins (password ${DEMO_PASSWORD}):`,
        ...DEMO_LOGINS.map((l) => `  ${l.email.padEnd(22)} ${l.tenant.padEnd(20)} ${l.role}`),
      ]
    : [
        'Demo data: off (DATABASE_URL is set). SEED_DEMO=true, or `npm run portico -- seed demo`, adds it to an',
        'empty database; `npm run portico -- tenant create …` adds a real tenant.',
      ]),
  '',
];
console.log(lines.join('\n'));
