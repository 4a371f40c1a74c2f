import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail.ts';

const message = { to: 'dana@harbor.test', subject: 'Your Harbor Phones code', text: 'Your code is 123456' };

describe('mail adapter', () => {
  it('without SMTP_URL writes every mail as an .eml file to the outbox folder', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-outbox-'));
    await createMailer({ outboxDir }).send(message);
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(fs.readFileSync(path.join(outboxDir, files[0]!)));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text);
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  describe('with SMTP_URL', () => {
    const received: Buffer[] = [];
    let server: SMTPServer;
    let port: number;
    beforeAll(async () => {
      server = new SMTPServer({
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
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends through a real SMTP server and writes nothing to the outbox', async () => {
      const outboxDir = path.join(os.tmpdir(), `portico-no-outbox-${process.pid}`);
      await createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir }).send(message);
      expect(received).toHaveLength(1);
      const parsed = await simpleParser(received[0]!);
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe(message.to);
      expect(fs.existsSync(outboxDir)).toBe(false);
    });
  });
});
