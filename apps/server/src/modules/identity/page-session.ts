import { Groups } from '@portico/contract';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './identity.repository.ts';
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
 * change a password first — the checks a refresh makes (identity.service.ts refresh), on the same reads, without
 * rotating or revoking anything.
 */
export async function isBuyerPageSession(
  db: DbOrTx,
  tenantId: string,
  key: string,
  now: Date = new Date(),
): Promise<boolean> {
  const token = await repo.findRefreshToken(db, tenantId, key);
  if (!token || token.revokedAt || token.expiresAt.getTime() <= now.getTime()) return false;
  const user = await repo.findUserById(db, tenantId, token.userId);
  return !!user && !user.disabled && !user.mustChangePassword && user.groups.includes(Groups.Buyer);
}
