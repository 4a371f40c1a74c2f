import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Mailer } from '../adapters/mail.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox, tenants } from '../db/schema/index.ts';

/** Rows claimed per batch; a run keeps claiming batches until none is due. */
export const OUTBOX_BATCH_SIZE = 20;
/** After this many failed attempts a mail is FAILED and no longer retried (the seller console shows last_error). */
export const OUTBOX_MAX_ATTEMPTS = 8;
/**
 * How long a claimed batch is left to the node that claimed it: its mails not yet reached go to another node after
 * that (a crashed or stuck sender holds them no longer).
 */
export const OUTBOX_LEASE_MS = 60_000;
/**
 * How long the mail being sent is left to its sender: longer than a send can take (the SMTP transport gives up
 * on a connection, greeting or silent socket well before; adapters/mail.ts).
 */
export const OUTBOX_SEND_LEASE_MS = 3 * 60_000;

/** Retry backoff: 30 s, 1 min, 2 min, … capped at one hour. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type OutboxDeliveryResult = { sent: number; retried: number; failed: number };

/**
 * Sends due PENDING mails of the outbox through the mail adapter, every tenant in one run.
 *
 * Each batch is claimed in a short transaction (FOR UPDATE SKIP LOCKED, so nodes running this concurrently take
 * different rows): attempts is counted and next_attempt_at pushed a lease ahead, then the transaction commits and
 * the mails are sent one by one outside any transaction (SMTP is slow; no lock is held meanwhile). Each mail is
 * marked SENT right after its send, or on failure rescheduled with backoff (FAILED after OUTBOX_MAX_ATTEMPTS).
 *
 * A batch is leased for OUTBOX_LEASE_MS; right before its send, each mail is taken again for OUTBOX_SEND_LEASE_MS
 * by compare-and-set on its attempt count, so a mail another node claimed meanwhile (this one was slow or stuck)
 * is left to it, and its mark (SENT, or the retry) is written only by the node that holds it. The Message-ID is the
 * row's, so a copy can be recognised downstream; due mails go out oldest first.
 *
 * Delivery is at least once: if the process dies between a successful send and its mark, the send lease expires
 * and that one mail is sent again — at most that one. Whether a mail exists at all is decided once, when it is
 * enqueued (unique dedupe key), so reruns of the producers never add copies.
 */
export async function runOutboxDelivery(
  db: Db,
  mailer: Mailer & { messageIdDomain?: string },
  at?: Date,
): Promise<OutboxDeliveryResult> {
  const messageIdDomain = mailer.messageIdDomain ?? 'portico.local';
  // Due-ness is judged by the database's clock unless a test passes a time: enqueued rows take their
  // next_attempt_at from the database (microseconds), and a node's clock may differ from it.
  // Leases and backoff count from the moment they are taken (a run may go on for minutes), or from the test's time.
  const clock = () => at ?? new Date();
  const result: OutboxDeliveryResult = { sent: 0, retried: 0, failed: 0 };
  const seen = new Set<string>();
  for (;;) {
    const batch = await claimBatch(db, clock(), at === undefined);
    // A mail that failed in this run is rescheduled into the future, so it is not claimed again; `seen` also
    // guards against a clock in the past (tests pass `at`).
    const fresh = batch.filter((m) => !seen.has(m.id));
    if (fresh.length === 0) break;
    const names = await marketplaceNames(
      db,
      fresh.map((m) => m.tenantId),
    );
    for (const mail of fresh) {
      seen.add(mail.id);
      // Still this node's? (Another node may have claimed it once the batch's lease ran out.)
      const held = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(clock().getTime() + OUTBOX_SEND_LEASE_MS) })
        .where(
          and(
            eq(mailOutbox.id, mail.id),
            eq(mailOutbox.status, 'PENDING'),
            eq(mailOutbox.attempts, mail.attempts),
          ),
        )
        .returning({ id: mailOutbox.id });
      if (held.length === 0) continue;
      const mine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts));
      try {
        await mailer.send({
          messageId: `<${mail.id}@${messageIdDomain}>`,
          to: mail.toAddress,
          // from the buyer's marketplace by name (the deployment's sending address).
          ...(names.get(mail.tenantId) ? { fromName: names.get(mail.tenantId) } : {}),
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          ...(mail.attachments.length > 0
            ? {
                attachments: mail.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: Buffer.from(a.contentBase64, 'base64'),
                })),
              }
            : {}),
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const giveUp = mail.attempts >= OUTBOX_MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'FAILED' : 'PENDING',
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(clock().getTime() + outboxBackoffMs(mail.attempts)),
          })
          .where(mine);
        if (giveUp) result.failed++;
        else result.retried++;
        continue;
      }
      await db.update(mailOutbox).set({ status: 'SENT', sentAt: clock(), lastError: null }).where(mine);
      result.sent++;
    }
    if (batch.length < OUTBOX_BATCH_SIZE) break;
  }
  return result;
}

/** The marketplace name of each tenant of a batch (as published: tenants.name). */
async function marketplaceNames(db: Db, tenantIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(tenantIds)];
  const rows = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Claims up to a batch of due PENDING mails: counts the attempt and leases them (see runOutboxDelivery). */
async function claimBatch(db: Db, now: Date, byDatabaseClock: boolean) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'PENDING'),
          lte(mailOutbox.nextAttemptAt, byDatabaseClock ? sql`clock_timestamp()` : now),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(OUTBOX_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + OUTBOX_LEASE_MS),
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}
