import { Groups } from '@portico/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { sha256 } from './passwords.ts';

/**
 * P9: the page session — what the signed-in hint cookie (identity.routes.ts) holds: the key the server stores the
 * browser's current refresh token under (its SHA-256, never the token), set and cleared with the refresh cookie.
 * It cannot refresh or call an API; the server reads it only to draw the portal's first screen with what a
 * signed-in buyer sees on it (the tenant's banners, A-036), after checking here that it still names a live session.
 */
export const pageSessionKey = (refreshToken: string): string => sha256(refreshToken);

/**
 * Whether `key` names this tenant's live refresh token (not revoked, not expired) of an enabled buyer who need not
 * change a password first — the same checks a refresh makes (identity.service.ts refresh), without rotating.
 */
export async function isBuyerPageSession(
  db: DbOrTx,
  tenantId: string,
  key: string,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(users, and(eq(users.id, refreshTokens.userId), eq(users.tenantId, tenantId)))
    .where(
      and(
        eq(refreshTokens.tenantId, tenantId),
        eq(refreshTokens.tokenHash, key),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
        eq(users.disabled, false),
        eq(users.mustChangePassword, false),
        sql`${Groups.Buyer} = any(${users.groups})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
