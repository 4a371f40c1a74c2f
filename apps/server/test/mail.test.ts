import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail.ts';
import { startSmtpServer } from './smtp-catcher.ts';

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
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(() => smtp.close());

    it('sends through a real SMTP server and writes nothing to the outbox', async () => {
      const outboxDir = path.join(os.tmpdir(), `portico-no-outbox-${process.pid}`);
      await createMailer({ smtpUrl: smtp.url, outboxDir }).send(message);
      expect(smtp.received).toHaveLength(1);
      const parsed = await simpleParser(smtp.received[0]!);
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe(message.to);
      expect(fs.existsSync(outboxDir)).toBe(false);
    });
  });
});
