import { createMailer } from '../adapters/mail.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runCli } from './commands.ts';

/** `npm run portico -- <command>`: the operator CLI (DESIGN §1). Logic lives in commands.ts. */
try {
  process.exitCode = await runCli(process.argv.slice(2), {
    io: { out: (line) => console.log(line), err: (line) => console.error(line) },
    open: async () => {
      const config = loadConfig();
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      return { database, mailer: createMailer(config), port: config.port };
    },
  });
} catch (err) {
  console.error('Error:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
