import { holdUpload, type UploadHold } from '../lib/spreadsheet/read-spreadsheet.ts';
import type { RequestContext } from './auth.ts';
import { RetryLaterError } from './errors.ts';

/**
 * One spreadsheet upload in flight per user (lib/spreadsheet/read-queue.ts): wraps an upload handler from before
 * its body is read to its answer. A second upload meanwhile answers 429 with Retry-After at once, without reading
 * its body. `fn` passes the hold on to readSpreadsheet, so the read counts as this upload.
 */
export async function oneUploadAtATime<T>(
  ctx: RequestContext,
  fn: (hold: UploadHold) => Promise<T>,
): Promise<T> {
  const held = holdUpload(`${ctx.tenantId}:${ctx.userId}`);
  if (!held.ok) throw new RetryLaterError(held.message, held.retryAfterSeconds);
  try {
    return await fn(held.hold);
  } finally {
    held.hold.release();
  }
}
