import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../src/adapters/mail.ts';
import type { Db } from '../src/db/client.ts';
import { runOutboxDelivery } from '../src/jobs/outbox-delivery.ts';

/** A real SMTP server on a free loopback port; every message it accepts is kept raw, in order, in `received`. */
export async function startSmtpServer() {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    /** The SMTP_URL that reaches it. */
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real SMTP server in the test's process and the outbox's delivery run against it: `deliver()` sends every mail
 * the outbox holds and answers the ones this server received in that run, parsed as a mail client reads them
 * (subject, text), so a test asserts what the buyer gets rather than a table row.
 */
export async function startSmtpCatcher(db: Db) {
  const smtp = await startSmtpServer();
  const mailer = createMailer({
    smtpUrl: smtp.url,
    outboxDir: path.join(os.tmpdir(), `portico-smtp-catcher-${process.pid}`),
  });
  return {
    /** Delivers the outbox's pending mails; the mails received in this run. */
    async deliver(): Promise<ParsedMail[]> {
      const from = smtp.received.length;
      await runOutboxDelivery(db, mailer);
      return Promise.all(smtp.received.slice(from).map((raw) => simpleParser(raw)));
    },
    close: smtp.close,
  };
}
