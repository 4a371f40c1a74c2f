import { randomUUID } from 'node:crypto';
import { IdTokenClaims } from '@portico/contract';
import { asc } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { signingKeys } from '../../db/schema/index.ts';

export const ID_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'portico-identity';

/** The claims of a verified token, with its issue time (seconds) to compare with users.tokens_valid_after. */
export type VerifiedClaims = IdTokenClaims & { iat: number };

export type TokenService = {
  /**
   * `validAfter`: the account's tokens_valid_after (sign-out, password reset). A token issued in the same second
   * as that stamp says it was issued at the stamp, so a sign-in right after a sign-out is not refused.
   */
  sign(claims: IdTokenClaims, validAfter?: Date | null): Promise<{ idToken: string; expiresIn: number }>;
  /** Verifies signature, issuer and expiry; returns the claims or null. */
  verify(token: string): Promise<VerifiedClaims | null>;
};

/**
 * ES256 ID tokens (DESIGN §2). The key pair lives in the database so that every server node signs and
 * verifies with the same key; the first node to start creates it.
 */
export async function createTokenService(db: Db): Promise<TokenService> {
  let rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt)).limit(1);
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomUUID();
    await db
      .insert(signingKeys)
      .values({
        kid,
        privateJwk: (await exportJWK(privateKey)) as Record<string, unknown>,
        publicJwk: (await exportJWK(publicKey)) as Record<string, unknown>,
      })
      .onConflictDoNothing();
    rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt)).limit(1);
  }
  const row = rows[0]!;
  const privateKey = (await importJWK(row.privateJwk as JWK, 'ES256')) as CryptoKey;
  const publicKey = (await importJWK(row.publicJwk as JWK, 'ES256')) as CryptoKey;
  return {
    async sign(claims, validAfter) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const iat = validAfter ? Math.max(nowSeconds, Math.ceil(validAfter.getTime() / 1000)) : nowSeconds;
      const idToken = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: row.kid })
        .setIssuer(ISSUER)
        .setAudience(claims.tid)
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
        .sign(privateKey);
      return { idToken, expiresIn: ID_TOKEN_TTL_SECONDS };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, { issuer: ISSUER, algorithms: ['ES256'] });
        const parsed = IdTokenClaims.safeParse(payload);
        if (!parsed.success || typeof payload.iat !== 'number') return null;
        return { ...parsed.data, iat: payload.iat };
      } catch {
        return null;
      }
    },
  };
}
