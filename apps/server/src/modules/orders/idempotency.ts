import { createHash } from 'node:crypto';
import { refused } from '../../plugins/errors.ts';

/**
 * DESIGN §6, the Idempotency-Key of checkout's submit and of add-to-existing-order's update: a hash of what a
 * request asked (its parts, the cart lines in any order), and the answer a repeat gets — the first request's
 * order, or idempotencyKeyReused when the key came with another request.
 */
export const requestHashOf = (asked: { body: { offerIds: readonly string[] } } & Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify({ ...asked, body: { ...asked.body, offerIds: [...asked.body.offerIds].sort() } }))
    .digest('hex');

/** The answer to a repeat of the key's request (`row`: what the first stored), or undefined when it is the first. */
export function earlierAnswer(row: { number: string; hash: string | null } | undefined, hash: string) {
  if (!row) return undefined;
  if (row.hash !== hash) throw refused('idempotencyKeyReused', 'idempotency-key');
  return { phonexOrderNumber: row.number };
}
