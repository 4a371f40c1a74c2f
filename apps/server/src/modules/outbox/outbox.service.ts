/**
 * Mail outbox (Q-063/Q-064; DESIGN §2 jobs).
 *
 * Producers never send mail themselves: they call
 *
 *   enqueueMail(tx, { tenantId, dedupeKey, to, subject, text, html?, attachments? }): Promise<boolean>
 *
 * inside the same transaction as the change that causes the mail. The row is inserted with
 * `on conflict (tenant_id, dedupe_key) do nothing`, so the same key (e.g. `alert:<user>:<item>:<stock change id>`,
 * `daily-report:<user>:<yyyy-mm-dd>`) enqueues at most one mail per tenant, whatever reruns or crashes happen;
 * the answer is true when the mail was new, false when the key was already there. A rolled-back transaction
 * enqueues nothing. Attachments are `{ filename, contentType, content: Buffer }` (stored base64).
 *
 * The delivery job (jobs/outbox-delivery.ts) sends PENDING rows through the mail adapter and marks them SENT,
 * or retries with backoff and marks FAILED after the last attempt.
 */
import type {
  OutboxMailDetail,
  OutboxMailSummary,
  SellerOutboxQuery,
  SellerOutboxResponse,
} from '@portico/contract';
import { staffRoleAllows } from '@portico/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireStaff } from '../staff/staff-access.ts';

/**
 * A dedupe key starting with this marks a mail whose text only an OWNER may read in the console's Outbox (a staff
 * invite's temporary password: decision 015, 016). Other staff see it listed, never its body.
 */
export const OWNER_ONLY_MAIL = 'owner-only:';

export type OutboxAttachment = { filename: string; contentType: string; content: Buffer };

export type NewMail = {
  tenantId: string;
  /** Unique per tenant: a second enqueue with the same key is a no-op. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
};

/** Enqueues a mail in the caller's transaction; answers whether it was new (false: the dedupe key existed). */
export async function enqueueMail(tx: DbOrTx, mail: NewMail): Promise<boolean> {
  const rows = await tx
    .insert(mailOutbox)
    .values({
      tenantId: mail.tenantId,
      dedupeKey: mail.dedupeKey,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: a.content.toString('base64'),
      })),
    })
    .onConflictDoNothing({ target: [mailOutbox.tenantId, mailOutbox.dedupeKey] })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

const summaryColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  // Only the names: the contents (a daily report's workbook) stay in the database.
  attachmentNames: sql<string[]>`jsonb_path_query_array(${mailOutbox.attachments}, '$[*].filename')`,
};

type SummaryRow = {
  id: string;
  toAddress: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  attachmentNames: string[];
};

const toSummary = (r: SummaryRow): OutboxMailSummary => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  status: r.status as OutboxMailSummary['status'],
  attempts: r.attempts,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  attachments: r.attachmentNames,
});

/** GET seller/outbox: the tenant's mails, newest first, one page. */
export async function listOutbox(
  db: DbOrTx,
  ctx: RequestContext,
  query: SellerOutboxQuery,
): Promise<SellerOutboxResponse> {
  await requireStaff(db, ctx, 'read');
  const rows = await db
    .select(summaryColumns)
    .from(mailOutbox)
    .where(eq(mailOutbox.tenantId, ctx.tenantId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.tenantId, ctx.tenantId));
  return { mails: rows.map(toSummary), total: total?.n ?? 0, page: query.page, size: query.size };
}

/** GET seller/outbox/{id}: one mail of the tenant with its body; another tenant's id is simply not found. */
export async function getOutboxMail(db: DbOrTx, ctx: RequestContext, id: string): Promise<OutboxMailDetail> {
  const access = await requireStaff(db, ctx, 'read');
  const [row] = await db
    .select({
      ...summaryColumns,
      text: mailOutbox.text,
      html: mailOutbox.html,
      dedupeKey: mailOutbox.dedupeKey,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, ctx.tenantId), eq(mailOutbox.id, id)));
  if (!row) throw new AppError('notFound', 'No such mail');
  if (row.dedupeKey.startsWith(OWNER_ONLY_MAIL) && !staffRoleAllows(access.staffRole, 'owner')) {
    throw new AppError('forbidden', 'Only an owner can read this mail: it holds a temporary password');
  }
  return { ...toSummary(row), text: row.text, html: row.html };
}
