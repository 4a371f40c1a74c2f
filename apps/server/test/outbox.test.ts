import { OutboxMailDetail, SellerOutboxResponse } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../src/adapters/mail.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import {
  OUTBOX_BATCH_SIZE,
  OUTBOX_MAX_ATTEMPTS,
  outboxBackoffMs,
  runOutboxDelivery,
} from '../src/jobs/outbox-delivery.ts';
import { enqueueMail } from '../src/modules/outbox/outbox.service.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { startSmtpServer } from './smtp-catcher.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

const t = await buildTestApp();
const app = t.app;
const harborId = await tenantIdOf(app, 'harbor');
const summitId = await tenantIdOf(app, 'summit');
afterAll(async () => t.close());

/** A real SMTP server in this process; every message it accepts is kept raw. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let smtpMailer: Mailer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  smtpMailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent-outbox' });
});
afterAll(() => smtp.close());

beforeEach(async () => {
  await app.db.delete(mailOutbox);
  smtp.received.length = 0;
});

const rowOf = async (dedupeKey: string) => {
  const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  if (!row) throw new Error(`no outbox row ${dedupeKey}`);
  return row;
};

const failing = (message = 'connection refused'): Mailer & { calls: number } => {
  const m = {
    calls: 0,
    async send() {
      m.calls++;
      throw new Error(message);
    },
  };
  return m;
};

describe('enqueueMail', () => {
  it('enqueues a key once per tenant: a second enqueue is a no-op and answers false', async () => {
    const mail = { dedupeKey: 'test:once', to: 'dana@harbor.test', subject: 'Hello', text: 'Once' };
    expect(await enqueueMail(app.db, { tenantId: harborId, ...mail })).toBe(true);
    expect(await enqueueMail(app.db, { tenantId: harborId, ...mail, subject: 'Again' })).toBe(false);
    // The same key in another tenant is another mail.
    expect(await enqueueMail(app.db, { tenantId: summitId, ...mail })).toBe(true);
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'test:once'));
    expect(rows.map((r) => [r.tenantId, r.subject, r.status, r.attempts]).sort()).toEqual(
      [
        [harborId, 'Hello', 'PENDING', 0],
        [summitId, 'Hello', 'PENDING', 0],
      ].sort(),
    );
  });

  it('enqueues nothing when the transaction rolls back', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          tenantId: harborId,
          dedupeKey: 'test:rollback',
          to: 'a@b.test',
          subject: 's',
          text: 't',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'test:rollback'))).toEqual(
      [],
    );
  });
});

/**
 * A time at which a just-enqueued mail is due: the database stamps next_attempt_at in microseconds, a JS Date
 * counts milliseconds, so "now" read right after the insert may still be a fraction before it.
 */
async function dueTime(key: string): Promise<Date> {
  return new Date(Math.max(Date.now(), (await rowOf(key)).nextAttemptAt.getTime() + 1));
}

describe('outbox delivery', () => {
  it('sends a pending mail through a real SMTP server once, with its attachment, and marks it SENT', async () => {
    const content = Buffer.from('PK fake workbook bytes');
    await enqueueMail(app.db, {
      tenantId: harborId,
      dedupeKey: 'test:smtp',
      to: 'dana@harbor.test',
      subject: 'Your daily stock report',
      text: 'See the attachment.',
      html: '<p>See the attachment.</p>',
      attachments: [{ filename: 'report.xlsx', contentType: 'application/octet-stream', content }],
    });
    const now = await dueTime('test:smtp');
    expect(await runOutboxDelivery(app.db, smtpMailer, now)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const parsed = await simpleParser(smtp.received[0]!);
    expect(parsed.subject).toBe('Your daily stock report');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('dana@harbor.test');
    // the buyer's mail comes from their marketplace by name, at the deployment's sending address.
    expect(parsed.from?.value).toEqual([{ name: 'Harbor Phones', address: 'no-reply@portico.local' }]);
    expect(parsed.text?.trim()).toBe('See the attachment.');
    expect(parsed.attachments.map((a) => [a.filename, a.content.equals(content)])).toEqual([
      ['report.xlsx', true],
    ]);
    const row = await rowOf('test:smtp');
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(row.sentAt?.getTime()).toBe(now.getTime());
    // The Message-ID is the outbox row's: a mail sent again after a crash is recognisably the same mail.
    expect(parsed.messageId).toBe(`<${row.id}@portico.local>`);

    // A rerun, now or later, sends nothing more.
    expect(await runOutboxDelivery(app.db, smtpMailer, now)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await runOutboxDelivery(app.db, smtpMailer, new Date(now.getTime() + 3_600_000))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('delivers more mails than one batch in one run', async () => {
    const n = OUTBOX_BATCH_SIZE + 3;
    for (let i = 0; i < n; i++) {
      await enqueueMail(app.db, {
        tenantId: harborId,
        dedupeKey: `test:batch:${i}`,
        to: `b${i}@harbor.test`,
        subject: `#${i}`,
        text: 'x',
      });
    }
    expect(await runOutboxDelivery(app.db, smtpMailer)).toEqual({ sent: n, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(n);
  });

  it('retries a failed send with backoff, then sends it', async () => {
    await enqueueMail(app.db, {
      tenantId: harborId,
      dedupeKey: 'test:retry',
      to: 'dana@harbor.test',
      subject: 'Retry me',
      text: 'x',
    });
    const t0 = await dueTime('test:retry');
    const down = failing('connect ECONNREFUSED');
    expect(await runOutboxDelivery(app.db, down, t0)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await rowOf('test:retry');
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'connect ECONNREFUSED' });
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + outboxBackoffMs(1));

    // Not due again before the backoff has passed.
    expect(await runOutboxDelivery(app.db, down, new Date(t0.getTime() + outboxBackoffMs(1) - 1000))).toEqual(
      {
        sent: 0,
        retried: 0,
        failed: 0,
      },
    );
    expect(down.calls).toBe(1);

    const t1 = new Date(t0.getTime() + outboxBackoffMs(1));
    expect(await runOutboxDelivery(app.db, down, t1)).toEqual({ sent: 0, retried: 1, failed: 0 });
    row = await rowOf('test:retry');
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(t1.getTime() + outboxBackoffMs(2));
    expect(outboxBackoffMs(2)).toBeGreaterThan(outboxBackoffMs(1));

    const t2 = new Date(row.nextAttemptAt.getTime());
    expect(await runOutboxDelivery(app.db, smtpMailer, t2)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowOf('test:retry')).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
    expect(smtp.received).toHaveLength(1);
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} attempts: FAILED, never tried again`, async () => {
    await enqueueMail(app.db, {
      tenantId: harborId,
      dedupeKey: 'test:fail',
      to: 'dana@harbor.test',
      subject: 'Doomed',
      text: 'x',
    });
    const down = failing('mailbox unavailable');
    let now = await dueTime('test:fail');
    for (let i = 1; i <= OUTBOX_MAX_ATTEMPTS; i++) {
      const r = await runOutboxDelivery(app.db, down, now);
      expect(r).toEqual(
        i < OUTBOX_MAX_ATTEMPTS ? { sent: 0, retried: 1, failed: 0 } : { sent: 0, retried: 0, failed: 1 },
      );
      now = (await rowOf('test:fail')).nextAttemptAt;
    }
    expect(await rowOf('test:fail')).toMatchObject({
      status: 'FAILED',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: 'mailbox unavailable',
    });
    await runOutboxDelivery(app.db, smtpMailer, new Date(now.getTime() + 86_400_000));
    expect(down.calls).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(smtp.received).toHaveLength(0);
  });

  it('a mail whose sender died after claiming it is sent by a later run once its lease has passed', async () => {
    await enqueueMail(app.db, {
      tenantId: harborId,
      dedupeKey: 'test:lease',
      to: 'dana@harbor.test',
      subject: 'Lease',
      text: 'x',
    });
    const t0 = await dueTime('test:lease');
    // The first sender claims the mail and "dies" inside send: the row stays claimed and unmarked.
    let sending = false;
    const dying: Mailer = {
      send: () => {
        sending = true;
        return new Promise<void>(() => {});
      },
    };
    void runOutboxDelivery(app.db, dying, t0);
    await expect.poll(() => sending).toBe(true);
    expect((await rowOf('test:lease')).attempts).toBe(1);
    // While the lease holds, another run leaves it alone; after it, the mail goes out.
    expect(await runOutboxDelivery(app.db, smtpMailer, new Date(t0.getTime() + 60_000))).toMatchObject({
      sent: 0,
    });
    expect(await runOutboxDelivery(app.db, smtpMailer, new Date(t0.getTime() + 10 * 60_000))).toMatchObject({
      sent: 1,
    });
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf('test:lease')).toMatchObject({ status: 'SENT', attempts: 2 });
  });
});

describe('several nodes and a slow mail server', () => {
  it('a node stuck on one mail holds only that one: another sends the rest soon, and none goes out twice', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e'].map((k) => `test:slow:${k}`);
    for (const key of keys) {
      await enqueueMail(app.db, {
        tenantId: harborId,
        dedupeKey: key,
        to: 'dana@harbor.test',
        subject: key,
        text: 'x',
      });
    }
    const t0 = new Date(Math.max(...(await Promise.all(keys.map(dueTime))).map((d) => d.getTime())));
    // Node A claims the batch, and its mail server takes its time over the first mail.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const byA: string[] = [];
    const slow: Mailer = {
      async send(m) {
        byA.push(m.subject);
        if (byA.length === 1) await gate;
      },
    };
    const a = runOutboxDelivery(app.db, slow, t0);
    await expect.poll(() => byA.length).toBe(1);
    // Ninety seconds on, node B finds the mails A has not reached and sends them.
    const byB: string[] = [];
    await runOutboxDelivery(
      app.db,
      { send: async (m) => void byB.push(m.subject) },
      new Date(t0.getTime() + 90_000),
    );
    expect(byB.sort()).toEqual(keys.filter((k) => k !== byA[0]).sort());
    // A's slow mail goes through; A sends none of those B sent.
    release();
    await a;
    expect([...byA, ...byB].sort()).toEqual([...keys].sort());
    for (const key of keys) expect((await rowOf(key)).status).toBe('SENT');
  });
});

describe('GET seller/outbox', () => {
  let harborSeller: string;
  let summitSeller: string;
  let harborBuyer: string;
  beforeAll(async () => {
    harborSeller = await signIn(app, 'seller@harbor.test');
    summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
    harborBuyer = await signIn(app, 'buyer@harbor.test');
  });

  const list = async (token: string, host = HARBOR, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/seller/outbox${query}`,
      headers: { host, ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    return SellerOutboxResponse.parse(res.json());
  };

  it('lists only the tenant’s mails, newest first, paginated, and opens one with its body', async () => {
    for (const i of [1, 2, 3]) {
      await enqueueMail(app.db, {
        tenantId: harborId,
        dedupeKey: `test:list:${i}`,
        to: `buyer${i}@harbor.test`,
        subject: `Harbor mail ${i}`,
        text: `Body ${i}`,
        ...(i === 3
          ? {
              html: '<p>Body 3</p>',
              attachments: [
                {
                  filename: 'stock-report.xlsx',
                  contentType: 'application/octet-stream',
                  content: Buffer.from('x'),
                },
              ],
            }
          : {}),
      });
    }
    await enqueueMail(app.db, {
      tenantId: summitId,
      dedupeKey: 'test:list:s',
      to: 'alex@summit.test',
      subject: 'Summit mail',
      text: 'Summit body',
    });
    await runOutboxDelivery(app.db, smtpMailer);
    // Mails enqueued within the same millisecond share created_at (PGlite's clock): spread them a minute apart,
    // as mails of a real day are, so "newest first" has one answer.
    for (const i of [1, 2, 3]) {
      await app.db
        .update(mailOutbox)
        .set({ createdAt: new Date(Date.now() - (4 - i) * 60_000) })
        .where(eq(mailOutbox.dedupeKey, `test:list:${i}`));
    }

    const harbor = await list(harborSeller);
    expect(harbor.total).toBe(3);
    expect(harbor.mails.map((m) => m.subject)).toEqual(['Harbor mail 3', 'Harbor mail 2', 'Harbor mail 1']);
    expect(harbor.mails[0]).toMatchObject({
      to: 'buyer3@harbor.test',
      status: 'SENT',
      attempts: 1,
      attachments: ['stock-report.xlsx'],
    });
    expect(harbor.mails[0]!.sentAt).not.toBeNull();

    const page2 = await list(harborSeller, HARBOR, '?page=2&size=2');
    expect(page2).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(page2.mails.map((m) => m.subject)).toEqual(['Harbor mail 1']);

    const summit = await list(summitSeller, SUMMIT);
    expect(summit.mails.map((m) => m.subject)).toEqual(['Summit mail']);

    const open = await app.inject({
      method: 'GET',
      url: `${API}/seller/outbox/${harbor.mails[0]!.id}`,
      headers: { host: HARBOR, ...bearer(harborSeller) },
    });
    expect(open.statusCode).toBe(200);
    expect(OutboxMailDetail.parse(open.json())).toMatchObject({
      subject: 'Harbor mail 3',
      text: 'Body 3',
      html: '<p>Body 3</p>',
    });

    // Another tenant's mail id is not found (not forbidden: its existence is not disclosed).
    const other = await app.inject({
      method: 'GET',
      url: `${API}/seller/outbox/${summit.mails[0]!.id}`,
      headers: { host: HARBOR, ...bearer(harborSeller) },
    });
    expect(other.statusCode).toBe(404);
  });

  it('is for sellers only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/seller/outbox`,
      headers: { host: HARBOR, ...bearer(harborBuyer) },
    });
    expect(res.statusCode).toBe(403);
  });
});
