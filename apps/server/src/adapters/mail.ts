/** Outgoing mail (nodemailer): SMTP when SMTP_URL is set, else an .eml file per mail in $DATA_DIR/outbox/. */

import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailMessage = {
  to: string;
  from?: string;
  /** The sender's display name (the tenant's marketplace, A-001); the address stays MAIL_FROM's. */
  fromName?: string;
  subject: string;
  text: string;
  html?: string;
  /** The daily report's .xlsx (passed to nodemailer as is). */
  attachments?: MailAttachment[];
  /** `<id@domain>`: the outbox row's, the same for a copy sent again after a crash. */
  messageId?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** The domain of the sending address, for Message-IDs. */
  messageIdDomain?: string;
};

/**
 * How long the SMTP transport waits for a connection, the greeting and a silent socket: a send ends well inside
 * the outbox's send lease (jobs/outbox-delivery.ts), so no other node takes the mail while it is still going.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Real SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file to $DATA_DIR/outbox/
 * (listed in the seller console for demos).
 */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>): Mailer {
  const from = config.mailFrom ?? 'Portico <no-reply@portico.local>';
  // 'Name <address>' or a bare address: a message's fromName replaces the name, the address stays.
  const address = /<([^>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
  const envelope = ({ fromName, ...message }: MailMessage) => ({
    from: fromName ? { name: fromName, address } : from,
    ...message,
  });
  const messageIdDomain = address.split('@')[1] || 'portico.local';
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      messageIdDomain,
      async send(message) {
        await transport.sendMail(envelope(message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    messageIdDomain,
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await fs.promises.mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`;
      await fs.promises.writeFile(path.join(config.outboxDir, name), info.message as Buffer);
    },
  };
}
