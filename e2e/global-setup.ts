import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { SIDE_TEMPLATE_DIR } from './fixtures/side-server.ts';
import { MAIL_DIR, SMTP_PORT } from './playwright.config.ts';

/**
 * A real SMTP server for the whole run: the portal under test sends to it, and every message received is
 * written to MAIL_DIR as an .eml file for the tests to read (see fixtures/mail.ts).
 */
export default async function globalSetup() {
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  // Side servers' demo seed is made once per run (fixtures/side-server.ts), from this run's code.
  fs.rmSync(SIDE_TEMPLATE_DIR, { recursive: true, force: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        n += 1;
        fs.writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${n}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
