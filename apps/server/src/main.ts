import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo.ts';

const config = loadConfig();
const app = await buildApp(config);
const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
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
