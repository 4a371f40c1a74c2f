/** ES256 ID tokens (DESIGN §2): one key pair kept in the database; verified tokens cached for reuse (P5). */

import { createHash, randomUUID } from 'node:crypto';
import { IdTokenClaims } from '@portico/contract';
import { asc } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { signingKeys } from '../../db/schema/index.ts';
import { LruCache } from '../../plugins/lru.ts';

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
  /** Tokens whose signature this service checked, and verifications answered from the kept checks. */
  stats(): { verified: number; reused: number };
  /**
   * A known-device token (B-007): issued to a browser when it signs in to an account, for DEVICE_TTL_SECONDS. It
   * names the tenant and the account (normalised e-mail), has its own issuer, so it is never an ID token, and
   * grants nothing but a sign-in budget of its own.
   */
  signDevice(tenantId: string, email: string): Promise<string>;
  /** True when `token` is a live device token of this tenant's account. */
  verifyDevice(token: string, tenantId: string, email: string): Promise<boolean>;
};

/** A known device stays known for 90 days after its last sign-in. */
export const DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60;
const DEVICE_ISSUER = 'portico-device';

/** How many verified tokens a process keeps (each ~0.5 KB): a few minutes of a busy node's signed-in users. */
const KEPT_TOKENS = 20_000;

/**
 * ES256 ID tokens (DESIGN §2). The key pair lives in the database so that every server node signs and
 * verifies with the same key; the first node to start creates it.
 *
 * A verified token's claims are kept until the token expires, keyed by the SHA-256 of the token (no bearer token
 * sits in memory) in a bounded LRU, so a repeat request skips the signature check (P5, docs/decisions/012). A
 * token is a fixed string: what its check answered cannot change before `exp`. What can — sign-out, a password
 * reset, a disabled account — is the account gate's, which every authenticated request passes after this
 * (plugins/auth.ts, B-004). Refused tokens are not kept.
 */
export async function createTokenService(
  db: Db,
  opts: { now?: () => number; capacity?: number } = {},
): Promise<TokenService> {
  const now = opts.now ?? Date.now;
  const kept = new LruCache<string, { claims: VerifiedClaims; exp: number }>(opts.capacity ?? KEPT_TOKENS);
  const counts = { verified: 0, reused: 0 };
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
      const nowSeconds = Math.floor(now() / 1000);
      const iat = validAfter ? Math.max(nowSeconds, Math.ceil(validAfter.getTime() / 1000)) : nowSeconds;
      const idToken = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: row.kid })
        .setIssuer(ISSUER)
        .setAudience(claims.tid)
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(nowSeconds + ID_TOKEN_TTL_SECONDS)
        .sign(privateKey);
      return { idToken, expiresIn: ID_TOKEN_TTL_SECONDS };
    },
    async verify(token) {
      const key = createHash('sha256').update(token).digest('base64url');
      const hit = kept.get(key);
      if (hit) {
        // jose's rule: expired once now reaches exp.
        if (now() / 1000 < hit.exp) {
          counts.reused += 1;
          return hit.claims;
        }
        kept.delete(key);
        return null;
      }
      counts.verified += 1;
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: ISSUER,
          algorithms: ['ES256'],
          currentDate: new Date(now()),
        });
        const parsed = IdTokenClaims.safeParse(payload);
        if (!parsed.success || typeof payload.iat !== 'number' || typeof payload.exp !== 'number')
          return null;
        const claims: VerifiedClaims = Object.freeze({
          ...parsed.data,
          groups: Object.freeze([...parsed.data.groups]) as string[],
          iat: payload.iat,
        });
        kept.set(key, { claims, exp: payload.exp });
        return claims;
      } catch {
        return null;
      }
    },
    stats: () => ({ ...counts }),
    async signDevice(tenantId, email) {
      const nowSeconds = Math.floor(now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: row.kid })
        .setIssuer(DEVICE_ISSUER)
        .setAudience(tenantId)
        .setSubject(email)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + DEVICE_TTL_SECONDS)
        .sign(privateKey);
    },
    async verifyDevice(token, tenantId, email) {
      try {
        await jwtVerify(token, publicKey, {
          issuer: DEVICE_ISSUER,
          audience: tenantId,
          subject: email,
          algorithms: ['ES256'],
          currentDate: new Date(now()),
        });
        return true;
      } catch {
        return false;
      }
    },
  };
}
