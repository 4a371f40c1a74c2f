import { randomUUID } from 'node:crypto';
import { Groups, type IdTokenClaims, type ResetRole } from '@portico/contract';
import { mailWordsFor } from '@portico/contract/dictionary/mail';
import { checkPasswordPolicy, passwordRuleKey } from '@portico/domain/password-policy';
import type { Mailer } from '../../adapters/mail.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { tenantMailWords } from '../tenants/tenants.service.ts';
import type { AfterAnswer } from './attempt-limiter.ts';
import * as repo from './identity.repository.ts';
import {
  dummyPasswordHash,
  hashPassword,
  newOpaqueSecret,
  newVerificationCode,
  sha256,
  verifyPassword,
} from './passwords.ts';
import { type RequestOrigin, trustedOrigin } from './site-url.ts';
import type { TokenService } from './tokens.ts';

/** Refresh tokens slide: each rotation gives a fresh token valid this long. */
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_TRIES = 5;

/** The tenant resolved from the request's Host (DESIGN §4); only what identity needs. */
/** The tenant a request is for; `config` gives the language of the buyer's mails (A-010). */
export type TenantRef = {
  id: string;
  name: string;
  deactivated: boolean;
  config?: Record<string, unknown> | null;
};

export type IssuedTokens = {
  idToken: string;
  expiresIn: number;
  /** The opaque refresh token; the route puts it in the cookie, never in a body. */
  refreshToken: string;
  refreshMaxAgeSeconds: number;
};

export type SignInOutcome =
  | ({ kind: 'tokens' } & IssuedTokens)
  | { kind: 'challenge'; challenge: 'NEW_PASSWORD_REQUIRED'; session: string };

/** Where the reset link of the forgot-password mail points (the request's own origin, when it is trusted). */

export type IdentityDeps = {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  now?: () => Date;
  /** B-025: reset codes one account may be issued over a rolling 24 hours (config rateLimits.resetCodesPerDay). */
  resetCodesPerDay: number;
  /** The server's port, for links to a tenant that only has loopback host names (demo, development). */
  port?: number;
  /** Runs forgot-password's account work after the answer is sent (B-025: no enumeration by time). */
  afterAnswer: AfterAnswer;
  /** Told after an account's ID tokens were ended (sign-out, password reset), once committed. */
  tokensEnded?: (tenantId: string, userId: string) => void;
};

const incorrect = () => new AppError('incorrectUsernameOrPassword', 'Incorrect username or password');
const deactivated = () => new AppError('tenantDeactivated', 'This site is no longer available');
const invalidSession = () => new AppError('invalidSession', 'Your session has expired, please sign in again');
const invalidCode = () =>
  new AppError('invalidVerificationCode', 'Invalid verification code provided, please try again');

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * A reset's side (docs/decisions/015): the portal resets buyers, the seller console staff, each with its own
 * page in the mail. An account of the other side is treated as unknown, so a code never crosses sides.
 */
const RESET_SIDES: Record<ResetRole, { group: string; path: string }> = {
  buyer: { group: Groups.Buyer, path: '/reset-password' },
  seller: { group: Groups.Seller, path: '/seller/reset-password' },
};
const ofSide = (user: repo.UserRow | undefined, role: ResetRole = 'buyer') =>
  user?.groups.includes(RESET_SIDES[role].group) ? user : undefined;

/** B-013: refuses a new password that misses a rule, naming every rule it misses (B-014 shows this message). */
export function assertPasswordPolicy(password: string): void {
  const result = checkPasswordPolicy(password);
  if (result.ok) return;
  const missing = result.rules.filter((r) => !r.met);
  throw new AppError(
    'passwordPolicy',
    `Password does not conform to policy: ${missing.map((r) => r.label.toLowerCase()).join(', ')}`,
    undefined,
    missing.map((r) => ({ messageCode: passwordRuleKey(r.id), messageDescription: r.label })),
  );
}

function claimsOf(user: repo.UserRow): IdTokenClaims {
  return {
    sub: user.id,
    tid: user.tenantId,
    email: user.email,
    groups: user.groups,
    ...(user.firstName ? { given_name: user.firstName } : {}),
    ...(user.lastName ? { family_name: user.lastName } : {}),
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The identity provider of B-004 / Q-016: Cognito-like flows (sign-in, NEW_PASSWORD_REQUIRED, forgot/confirm
 * with a code) over our own users table. Expected outcomes are thrown as AppError with their messageCode.
 */
export function createIdentityService(deps: IdentityDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // Computed at start-up so the first unknown-e-mail sign-in is not slower than the others.
  void dummyPasswordHash();

  /** A new refresh token, in a new family on sign-in or in the old one on rotation. */
  async function issueTokens(
    dbx: DbOrTx,
    user: repo.UserRow,
    familyId: string = randomUUID(),
  ): Promise<IssuedTokens> {
    const refreshToken = newOpaqueSecret();
    await repo.insertRefreshToken(dbx, user.tenantId, {
      userId: user.id,
      tokenHash: sha256(refreshToken),
      familyId,
      expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    const { idToken, expiresIn } = await deps.tokens.sign(claimsOf(user), user.tokensValidAfter);
    return { idToken, expiresIn, refreshToken, refreshMaxAgeSeconds: REFRESH_TOKEN_TTL_SECONDS };
  }

  return {
    /** B-007, B-011: the same 401 for an unknown e-mail, a wrong password and a disabled user. */
    async signIn(tenant: TenantRef, input: { email: string; password: string }): Promise<SignInOutcome> {
      if (tenant.deactivated) throw deactivated();
      const user = await repo.findUserByEmail(db, tenant.id, normaliseEmail(input.email));
      // Always one argon2 verification, so the answer time does not tell an unknown e-mail apart.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !ok || user.disabled) throw incorrect();
      if (user.mustChangePassword) {
        const session = newOpaqueSecret();
        await repo.insertChallengeSession(db, tenant.id, {
          userId: user.id,
          sessionHash: sha256(session),
          expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
        });
        return { kind: 'challenge', challenge: 'NEW_PASSWORD_REQUIRED', session };
      }
      return { kind: 'tokens', ...(await issueTokens(db, user)) };
    },

    /** B-011, B-012, B-013: finish the NEW_PASSWORD_REQUIRED challenge; the session is single use. */
    async completeNewPassword(
      tenant: TenantRef,
      input: { session: string; newPassword: string; family_name?: string; name?: string },
    ): Promise<IssuedTokens> {
      if (tenant.deactivated) throw deactivated();
      const sessionHash = sha256(input.session);
      // A weak password leaves the session usable, so the user can try again within the 10 minutes.
      if (!(await repo.findLiveChallengeSession(db, tenant.id, sessionHash, now()))) throw invalidSession();
      assertPasswordPolicy(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const user = await db.transaction(async (tx) => {
        const userId = await repo.consumeChallengeSession(tx, tenant.id, sessionHash, now());
        if (!userId) return undefined;
        const current = await repo.findUserById(tx, tenant.id, userId);
        if (!current || current.disabled) return undefined;
        // B-012: the portal sends placeholder names; they only fill a name nobody has given yet.
        const firstName = current.firstName || input.name?.trim() || '';
        const lastName = current.lastName || input.family_name?.trim() || '';
        await repo.updatePassword(tx, tenant.id, userId, {
          passwordHash,
          mustChangePassword: false,
          firstName,
          lastName,
        });
        return { ...current, firstName, lastName, mustChangePassword: false };
      });
      if (!user) throw invalidSession();
      return issueTokens(db, user);
    },

    /**
     * B-025: always answers the same (no account enumeration), and at once: the lookup, the code and the mail run
     * after the answer is sent, so neither the answer nor its time depends on the account existing. For a real
     * user a 6-digit code, stored hashed, 10 minutes, replaces any older code; the mail names the tenant and links
     * to step 2 (B-027). Past the account's codes for the day (resetCodesPerDay) the answer is the same, and no
     * code nor mail follows: the last code keeps working.
     */
    forgotPassword(
      tenant: TenantRef,
      input: { email: string; role?: ResetRole | undefined },
      origin: RequestOrigin,
    ): void {
      if (tenant.deactivated) throw deactivated();
      const email = normaliseEmail(input.email);
      deps.afterAnswer.run('password reset code could not be stored or mailed', () =>
        sendResetCode(tenant, email, input.role ?? 'buyer', origin),
      );
    },

    /**
     * B-026: code + new password. Wrong code counts a try (400), expired code 400, the 6th try 429 and the code
     * dies; success changes the password, clears mustChangePassword and revokes every refresh token.
     */
    async confirmForgotPassword(
      tenant: TenantRef,
      input: { email: string; code: string; newPassword: string; role?: ResetRole | undefined },
    ): Promise<void> {
      if (tenant.deactivated) throw deactivated();
      assertPasswordPolicy(input.newPassword);
      const user = ofSide(await repo.findUserByEmail(db, tenant.id, normaliseEmail(input.email)), input.role);
      const row = user && !user.disabled ? await repo.findLiveResetCode(db, tenant.id, user.id) : undefined;
      if (!user || !row) {
        await verifyPassword(await dummyPasswordHash(), input.code);
        throw invalidCode();
      }
      if (row.expiresAt.getTime() <= now().getTime()) {
        throw new AppError(
          'expiredVerificationCode',
          'The verification code has expired, please request a new code',
        );
      }
      const attempts = await repo.countResetAttempt(db, tenant.id, row.id);
      if (attempts === undefined) throw invalidCode();
      if (attempts > RESET_CODE_MAX_TRIES) {
        await repo.useResetCode(db, tenant.id, row.id, now());
        throw new AppError('tooManyAttempts', 'Attempt limit exceeded, please request a new code');
      }
      // The same answer as for an unknown address (no attemptsLeft): a wrong code does not tell it is real.
      if (!(await verifyPassword(row.codeHash, input.code.trim()))) throw invalidCode();
      const passwordHash = await hashPassword(input.newPassword);
      const done = await db.transaction(async (tx) => {
        if (!(await repo.useResetCode(tx, tenant.id, row.id, now()))) return false;
        await repo.updatePassword(tx, tenant.id, user.id, { passwordHash, mustChangePassword: false });
        await repo.expireUserResetCodes(tx, tenant.id, user.id, now());
        await repo.expireUserChallengeSessions(tx, tenant.id, user.id, now());
        await repo.revokeUserRefreshTokens(tx, tenant.id, user.id, now());
        await repo.endIssuedTokens(tx, tenant.id, user.id, tokensEnd());
        return true;
      });
      if (!done) throw invalidCode();
      deps.tokensEnded?.(tenant.id, user.id);
    },

    /**
     * Rotates the refresh token. A token that was already rotated means it was copied: the whole family is
     * revoked (theft detection) and both holders must sign in again.
     */
    async refresh(tenant: TenantRef, refreshToken: string | undefined): Promise<IssuedTokens> {
      if (!refreshToken) throw invalidSession();
      if (tenant.deactivated) throw deactivated();
      const row = await repo.findRefreshToken(db, tenant.id, sha256(refreshToken));
      if (!row) throw invalidSession();
      if (row.revokedAt) {
        deps.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: family revoked');
        await repo.revokeRefreshFamily(db, tenant.id, row.familyId, now());
        throw invalidSession();
      }
      if (row.expiresAt.getTime() <= now().getTime()) throw invalidSession();
      const user = await repo.findUserById(db, tenant.id, row.userId);
      if (!user || user.disabled || user.mustChangePassword) {
        await repo.revokeRefreshFamily(db, tenant.id, row.familyId, now());
        throw invalidSession();
      }
      const issued = await db.transaction(async (tx) => {
        // Lost a race with another refresh of the same token: that is a reuse too.
        if (!(await repo.revokeRefreshToken(tx, tenant.id, row.id, now()))) return undefined;
        return issueTokens(tx, user, row.familyId);
      });
      if (!issued) {
        await repo.revokeRefreshFamily(db, tenant.id, row.familyId, now());
        throw invalidSession();
      }
      return issued;
    },

    /**
     * Revokes the session's refresh token family and ends the user's ID tokens issued so far (on every device:
     * an ID token names no session); answers the same whether or not there was one.
     */
    async signOut(tenant: TenantRef, refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repo.findRefreshToken(db, tenant.id, sha256(refreshToken));
      if (!row) return;
      await db.transaction(async (tx) => {
        await repo.revokeRefreshFamily(tx, tenant.id, row.familyId, now());
        await repo.endIssuedTokens(tx, tenant.id, row.userId, tokensEnd());
      });
      deps.tokensEnded?.(tenant.id, row.userId);
    },
  };

  /**
   * forgot-password's work for an address (after the answer): a code and a mail when the account is real and of
   * the reset's side; the mail links to that side's page.
   */
  async function sendResetCode(
    tenant: TenantRef,
    email: string,
    role: ResetRole,
    origin: RequestOrigin,
  ): Promise<void> {
    const user = ofSide(await repo.findUserByEmail(db, tenant.id, email), role);
    if (!user || user.disabled) return;
    // B-025: the day's cap is checked again under the account's lock; this first look only spares the hashing.
    if ((await repo.countResetCodesSince(db, tenant.id, user.id, now())) >= deps.resetCodesPerDay) return;
    const code = newVerificationCode();
    const codeHash = await hashPassword(code);
    const issued = await db.transaction((tx) =>
      repo.issueResetCode(
        tx,
        tenant.id,
        { userId: user.id, codeHash, expiresAt: new Date(now().getTime() + RESET_CODE_TTL_MS) },
        now(),
        deps.resetCodesPerDay,
      ),
    );
    if (!issued) return;
    const site = await trustedOrigin(db, tenant.id, origin, deps.port ?? 3000);
    const link = `${site}${RESET_SIDES[role].path}?resetPswdFromEmail=true`;
    // A-010: a buyer's mail in the tenant's language; the seller console speaks English.
    const w = role === 'buyer' ? tenantMailWords(tenant) : mailWordsFor('en');
    const names = { tenantName: tenant.name, email: user.email };
    await deps.mailer.send({
      to: user.email,
      subject: w('mailResetSubject', names),
      text: [
        w('mailHello'),
        '',
        w('mailResetAsked', names),
        w('mailResetCode', { code }),
        '',
        w('mailResetEnterHere', { link }),
        '',
        w('mailResetIgnore'),
        '',
        tenant.name,
      ].join('\n'),
      html: [
        `<p>${escapeHtml(w('mailHello'))}</p>`,
        `<p>${escapeHtml(w('mailResetAsked', names))}</p>`,
        `<p>${escapeHtml(w('mailResetCode', { code }))}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(w('mailResetLink'))}</a></p>`,
        `<p>${escapeHtml(w('mailResetIgnore'))}</p>`,
        `<p>${escapeHtml(tenant.name)}</p>`,
      ].join('\n'),
    });
  }

  /**
   * The stamp that ends the ID tokens issued so far: the next whole second, as a token's issue time is in
   * seconds; tokens issued from now on carry at least this issue time (tokens.ts), so they stay valid.
   */
  function tokensEnd(): Date {
    return new Date((Math.floor(now().getTime() / 1000) + 1) * 1000);
  }
}

export type IdentityService = ReturnType<typeof createIdentityService>;
