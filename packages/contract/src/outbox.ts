import { z } from 'zod';

// ── Seller console mail outbox (DESIGN §2 Email: listed at /seller/outbox) ─────────────────────────────

export const OutboxMailStatus = z.enum(['PENDING', 'SENT', 'FAILED']);
export type OutboxMailStatus = z.infer<typeof OutboxMailStatus>;

/** One mail of the outbox, as listed. */
export const OutboxMailSummary = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: OutboxMailStatus,
  attempts: z.number().int().describe('Delivery attempts so far'),
  lastError: z.string().nullable().describe('Why the last attempt failed'),
  createdAt: z.string().describe('ISO date-time the mail was enqueued'),
  sentAt: z.string().nullable().describe('ISO date-time it was delivered'),
  attachments: z.array(z.string()).describe('Attachment file names'),
});
export type OutboxMailSummary = z.infer<typeof OutboxMailSummary>;

/** GET seller/outbox: newest first, one page. */
export const SellerOutboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type SellerOutboxQuery = z.infer<typeof SellerOutboxQuery>;

export const SellerOutboxResponse = z.object({
  mails: z.array(OutboxMailSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type SellerOutboxResponse = z.infer<typeof SellerOutboxResponse>;

export const OutboxMailParams = z.object({ id: z.uuid() });
export type OutboxMailParams = z.infer<typeof OutboxMailParams>;

/** GET seller/outbox/{id}: the mail with its body. */
export const OutboxMailDetail = OutboxMailSummary.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type OutboxMailDetail = z.infer<typeof OutboxMailDetail>;
