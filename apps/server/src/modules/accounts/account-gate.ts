import type { DbOrTx } from '../../db/client.ts';
import { LruCache } from '../../plugins/lru.ts';
import { findAccount } from './accounts.repository.ts';
import { tokenLive } from './accounts.service.ts';

/**
 * The account check every authenticated request passes (B-004, B-033, DESIGN §4): a token of a disabled or
 * deleted account, or one issued before the account's tokens_valid_after (sign-out, password reset), is answered
 * as no token — on every route, tenant-wide reads included. What the check needs (disabled, the stamp) is kept
 * per account for `recheckMs`, so the hot reads stay a map lookup; this process forgets an account at once when
 * it ends its tokens, and other processes (nodes, the CLI) are seen within `recheckMs`
 * (docs/decisions/007-account-gate.md).
 */
export type AccountGate = {
  /** Whether the token issued at `issuedAt` (seconds) for this account may still be used. */
  live(tenantId: string, userId: string, issuedAt: number | undefined): Promise<boolean>;
  /** Drops what is kept for the account (its tokens just ended, or it was disabled). */
  forget(tenantId: string, userId: string): void;
};

type Kept = { at: number; exists: boolean; disabled: boolean; validAfter: Date | string | null };

export function createAccountGate(
  db: DbOrTx,
  opts: { recheckMs?: number; capacity?: number; now?: () => number } = {},
): AccountGate {
  const recheckMs = opts.recheckMs ?? 2000;
  const now = opts.now ?? Date.now;
  const kept = new LruCache<string, Kept>(opts.capacity ?? 50_000);
  // A read that started before a forget() must not put its older answer back.
  const generation = new Map<string, number>();

  async function load(key: string, tenantId: string, userId: string): Promise<Kept> {
    const gen = generation.get(key) ?? 0;
    const row = await findAccount(db, tenantId, userId);
    const entry: Kept = row
      ? { at: now(), exists: true, disabled: row.disabled, validAfter: row.tokensValidAfter ?? null }
      : { at: now(), exists: false, disabled: true, validAfter: null };
    if ((generation.get(key) ?? 0) === gen) kept.set(key, entry);
    return entry;
  }

  return {
    async live(tenantId, userId, issuedAt) {
      const key = `${tenantId}|${userId}`;
      let entry = kept.get(key);
      if (!entry || now() - entry.at >= recheckMs) entry = await load(key, tenantId, userId);
      return entry.exists && !entry.disabled && tokenLive(entry.validAfter, issuedAt);
    },
    forget(tenantId, userId) {
      const key = `${tenantId}|${userId}`;
      kept.delete(key);
      generation.set(key, (generation.get(key) ?? 0) + 1);
      if (generation.size > 100_000) generation.clear();
    },
  };
}
