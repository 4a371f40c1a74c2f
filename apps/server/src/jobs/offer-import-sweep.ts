import type { Db } from '../db/client.ts';
import { deleteExpiredPending } from '../modules/offer-import/offer-import.repository.ts';

/**
 * (F-019, F-020) a pending import nobody accepted or cancelled is ignored once past expires_at
 * (offer-import.repository loadPending), and this job deletes it so offer_imports does not keep every abandoned
 * review (each holds a whole file's review as jsonb). Every tenant in one statement; a row an accept, a row
 * removal or a new upload holds right now is skipped (FOR UPDATE SKIP LOCKED) and taken by a later run if it is
 * still there and still expired. Idempotent. Answers the deleted imports (tenant, buyer).
 */
export async function runOfferImportSweep(
  db: Db,
  now: Date = new Date(),
): Promise<{ tenantId: string; buyerId: string }[]> {
  return deleteExpiredPending(db, now);
}
