import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  challengeSessions,
  passwordResetCodes,
  refreshTokens,
  tenantDomains,
  users,
} from '../../db/schema/index.ts';

/**
 * Data access of the identity module. Every function takes the tenant id first and scopes by it (CONVENTIONS
 * habit 3): a user, token, session or code of another tenant is never found.
 */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

export async function findUserByEmail(db: DbOrTx, tenantId: string, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, tenantId: string, userId: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return rows[0];
}

export async function insertUser(db: DbOrTx, tenantId: string, user: Omit<NewUser, 'tenantId' | 'id'>) {
  const rows = await db
    .insert(users)
    .values({ ...user, tenantId })
    .returning();
  return rows[0]!;
}

export async function updatePassword(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  change: { passwordHash: string; mustChangePassword: boolean; firstName?: string; lastName?: string },
) {
  await db
    .update(users)
    .set(change)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/**
 * Ends every ID token of the user issued before `at` (sign-out, password reset): the account read of each
 * request compares a token's issue time with this stamp (accounts.service tokenLive). The stamp only moves
 * forward, by at least a second: a token issued between two sign-outs of the same second carries the first
 * stamp as its issue time (tokens.ts) and must die at the second.
 */
export async function endIssuedTokens(db: DbOrTx, tenantId: string, userId: string, at: Date) {
  await db
    .update(users)
    .set({ tokensValidAfter: sql`greatest(${users.tokensValidAfter} + interval '1 second', ${at})` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

// ── refresh tokens ────────────────────────────────────────────────────────────────────────────────

export async function insertRefreshToken(
  db: DbOrTx,
  tenantId: string,
  token: { userId: string; tokenHash: string; familyId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values({ ...token, tenantId });
}

export async function findRefreshToken(db: DbOrTx, tenantId: string, tokenHash: string) {
  const rows = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)))
    .limit(1);
  return rows[0];
}

/**
 * Revokes one live token. Answers false when it was already revoked: two refreshes racing on the same token
 * cannot both win, the loser is treated as a reuse.
 */
export async function revokeRefreshToken(db: DbOrTx, tenantId: string, id: string, now: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeRefreshFamily(db: DbOrTx, tenantId: string, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function revokeUserRefreshTokens(db: DbOrTx, tenantId: string, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

// ── NEW_PASSWORD_REQUIRED challenge sessions ──────────────────────────────────────────────────────

export async function insertChallengeSession(
  db: DbOrTx,
  tenantId: string,
  session: { userId: string; sessionHash: string; expiresAt: Date },
) {
  await db.insert(challengeSessions).values({ ...session, tenantId });
}

/** Marks a live session used and answers its user id; undefined when unknown, used or expired (single use). */
export async function consumeChallengeSession(db: DbOrTx, tenantId: string, sessionHash: string, now: Date) {
  const rows = await db
    .update(challengeSessions)
    .set({ usedAt: now })
    .where(
      and(
        eq(challengeSessions.tenantId, tenantId),
        eq(challengeSessions.sessionHash, sessionHash),
        isNull(challengeSessions.usedAt),
        gt(challengeSessions.expiresAt, now),
      ),
    )
    .returning({ userId: challengeSessions.userId });
  return rows[0]?.userId;
}

export async function findLiveChallengeSession(db: DbOrTx, tenantId: string, sessionHash: string, now: Date) {
  const rows = await db
    .select({ userId: challengeSessions.userId })
    .from(challengeSessions)
    .where(
      and(
        eq(challengeSessions.tenantId, tenantId),
        eq(challengeSessions.sessionHash, sessionHash),
        isNull(challengeSessions.usedAt),
        gt(challengeSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0]?.userId;
}

export async function expireUserChallengeSessions(db: DbOrTx, tenantId: string, userId: string, now: Date) {
  await db
    .update(challengeSessions)
    .set({ usedAt: now })
    .where(
      and(
        eq(challengeSessions.tenantId, tenantId),
        eq(challengeSessions.userId, userId),
        isNull(challengeSessions.usedAt),
      ),
    );
}

// ── forgot-password codes ─────────────────────────────────────────────────────────────────────────

/** B-025: the window of the per-account cap on reset codes. */
export const RESET_CODES_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A new code kills every older code of the user, unless the user was issued `perDay` codes over the last 24 hours
 * (B-025): then nothing changes and the answer is false. Run in a transaction: the user's row is locked first, so
 * parallel requests, on any server process, count each other's codes. Codes are never deleted, so a used or
 * killed one still counts.
 */
export async function issueResetCode(
  tx: Tx,
  tenantId: string,
  code: { userId: string; codeHash: string; expiresAt: Date },
  now: Date,
  perDay: number,
): Promise<boolean> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, code.userId)))
    .for('update');
  if ((await countResetCodesSince(tx, tenantId, code.userId, now)) >= perDay) return false;
  await expireUserResetCodes(tx, tenantId, code.userId, now);
  await tx.insert(passwordResetCodes).values({ ...code, tenantId, createdAt: now });
  return true;
}

/** The codes issued to the user over the 24 hours before `now` (B-025). */
export async function countResetCodesSince(db: DbOrTx, tenantId: string, userId: string, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.tenantId, tenantId),
        eq(passwordResetCodes.userId, userId),
        gt(passwordResetCodes.createdAt, new Date(now.getTime() - RESET_CODES_WINDOW_MS)),
      ),
    );
  return row?.n ?? 0;
}

export async function expireUserResetCodes(db: DbOrTx, tenantId: string, userId: string, now: Date) {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetCodes.tenantId, tenantId),
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
      ),
    );
}

export async function findLiveResetCode(db: DbOrTx, tenantId: string, userId: string) {
  const rows = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.tenantId, tenantId),
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return rows[0];
}

/**
 * Counts a try before the code is compared, in one statement, so parallel guesses cannot exceed the limit.
 * Answers the new count, or undefined when the code died meanwhile.
 */
export async function countResetAttempt(db: DbOrTx, tenantId: string, id: string) {
  const rows = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.tenantId, tenantId),
        eq(passwordResetCodes.id, id),
        isNull(passwordResetCodes.usedAt),
      ),
    )
    .returning({ attempts: passwordResetCodes.attempts });
  return rows[0]?.attempts;
}

/** Single use: answers false when another request used or killed it first. */
export async function useResetCode(db: DbOrTx, tenantId: string, id: string, now: Date) {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetCodes.tenantId, tenantId),
        eq(passwordResetCodes.id, id),
        isNull(passwordResetCodes.usedAt),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return rows.length > 0;
}

// ── tenant domains (for links in mail) ────────────────────────────────────────────────────────────

export async function listTenantDomains(db: DbOrTx, tenantId: string) {
  const rows = await db
    .select({ domain: tenantDomains.domain })
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId))
    .orderBy(tenantDomains.domain);
  return rows.map((r) => r.domain);
}
