import { createHash } from 'node:crypto';
import {
  CompleteNewPasswordRequest,
  ConfirmForgotPasswordRequest,
  ForgotPasswordRequest,
  OkResponse,
  SignInRequest,
  SignInResponse,
  TokenResponse,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.ts';
import { normaliseHost, requestHostname, requireTenant } from '../../plugins/tenant.ts';
import { type AfterAnswer, createAttemptLimiter } from './attempt-limiter.ts';
import { createIdentityService, type IssuedTokens, normaliseEmail } from './identity.service.ts';
import { pageSessionKey } from './page-session.ts';
import { isLoopbackHost, requestOrigin } from './site-url.ts';
import { DEVICE_TTL_SECONDS, type TokenService } from './tokens.ts';

/**
 * httpOnly, SameSite=Strict, only sent to its side's identity path (DESIGN §2): scripts never see the refresh
 * token. The buyer portal's session calls are under /identity, the seller console's under /seller/identity, and
 * each side's cookie is scoped to its own path: one browser signed in to both apps of a tenant (a seller trying
 * their portal as a buyer) keeps two sessions, and neither app's refresh presents, rotates or ends the other's.
 */
export const REFRESH_COOKIE = 'portico_refresh';
export type IdentitySide = 'buyer' | 'seller';
export const IDENTITY_PATHS: Record<IdentitySide, string> = {
  buyer: '/identity',
  seller: '/seller/identity',
};
/**
 * P9: a hint, sent to every path, that this browser holds a session: the server then draws the portal's signed-in
 * first screen into /stock's HTML (plugins/web-apps.ts). It holds the page session key (page-session.ts), which
 * grants no API call; only when it names a live buyer session does that screen show the tenant's banners. It lives
 * and dies with the refresh cookie (a stale one costs only a skeleton before the sign-in page).
 */
export const SIGNED_IN_HINT_COOKIE = 'portico_signed_in';
/**
 * B-007: a browser that signed in to an account is a known device of it (tokens.ts signDevice), on its side's
 * identity path. Its sign-in guesses have a budget of their own, so strangers using up the account's budget
 * cannot lock its owner out; it outlives sign-out, and says nothing to scripts.
 */
export const DEVICE_COOKIE = 'portico_device';

/**
 * Per minute, per tenant and client address (request.ip: X-Forwarded-For only from the proxies TRUST_PROXY
 * names), never the raw Host: another spelling of the host or another host of the same tenant is the same budget.
 */
const rateKey = (request: FastifyRequest) => `${request.tenant?.id ?? '-'}|${request.ip}`;

/**
 * Secure whenever the public address is https: the request came over https (or through a trusted TLS proxy), or
 * it names a public domain, which is only ever served over https (site-url.ts); loopback names stay plain http.
 */
const secureCookie = (request: FastifyRequest) =>
  request.protocol === 'https' || !isLoopbackHost(requestHostname(request));

function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: IssuedTokens,
  side: IdentitySide,
) {
  reply.header('cache-control', 'no-store');
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookie(request),
    path: IDENTITY_PATHS[side],
    maxAge: tokens.refreshMaxAgeSeconds,
  });
  // The hint draws the portal's signed-in first screen: the buyer side's alone.
  if (side !== 'buyer') return;
  reply.setCookie(SIGNED_IN_HINT_COOKIE, pageSessionKey(tokens.refreshToken), {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookie(request),
    path: '/',
    maxAge: tokens.refreshMaxAgeSeconds,
  });
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply, side: IdentitySide) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookie(request),
    path: IDENTITY_PATHS[side],
  });
  if (side !== 'buyer') return;
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookie(request),
    path: '/',
  });
}

/**
 * Refresh and sign-out act on a cookie the browser attaches by itself, so a page of another site must not reach
 * them: a browser names the page's origin on every POST (both web apps use fetch), and it must be this host. A
 * client without an Origin (curl, other servers) has no victim's cookie to misuse.
 */
function assertSameOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  let same = origin === undefined ? site !== 'cross-site' && site !== 'same-site' : false;
  if (origin !== undefined) {
    try {
      same = normaliseHost(new URL(origin).host) === requestHostname(request);
    } catch {
      same = false;
    }
  }
  if (!same) throw new AppError('forbidden', 'Cross-site request refused');
}

/**
 * /identity (the buyer portal's) and /seller/identity (the seller console's): sign-in, complete-new-password,
 * forgot-password, confirm-forgot-password, refresh, sign-out (B-004). One service and one per-account budget
 * for both sides; each side's refresh cookie on its own path.
 */
export async function identityRoutes(fastify: FastifyInstance, opts: { afterAnswer: AfterAnswer }) {
  const identity = createIdentityService({
    db: fastify.db,
    tokens: fastify.tokens,
    mailer: fastify.mailer,
    log: fastify.log,
    port: fastify.config.port,
    resetCodesPerDay: fastify.config.rateLimits.resetCodesPerDay,
    afterAnswer: opts.afterAnswer,
    tokensEnded: (tenantId, userId) => fastify.accountGate.forget(tenantId, userId),
  });
  const limits = fastify.config.rateLimits;
  // Per account as well, across client addresses and both sides: sign-in guesses and reset mails to one victim
  // (B-007, B-025).
  const shared = {
    identity,
    limits,
    signInPerAccount: createAttemptLimiter(limits.signInPerMinute),
    resetPerAccount: createAttemptLimiter(limits.resetPerMinute),
    tokens: fastify.tokens,
  };
  for (const side of ['buyer', 'seller'] as const) {
    await fastify.register(async (scoped) => sideRoutes(scoped, side, shared), {
      prefix: IDENTITY_PATHS[side],
    });
  }
}

type Shared = {
  identity: ReturnType<typeof createIdentityService>;
  limits: FastifyInstance['config']['rateLimits'];
  signInPerAccount: ReturnType<typeof createAttemptLimiter>;
  resetPerAccount: ReturnType<typeof createAttemptLimiter>;
  tokens: TokenService;
};

/** One side's routes: the same calls, the side's cookie path; a reset asked on the console's side is a staff one. */
function sideRoutes(fastify: FastifyInstance, side: IdentitySide, shared: Shared) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { identity, limits, signInPerAccount, resetPerAccount, tokens } = shared;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute', keyGenerator: rateKey } });
  const perAccount = (limiter: typeof signInPerAccount, request: FastifyRequest, email: string, key = '') => {
    if (!limiter.take(`${requireTenant(request).id}|${normaliseEmail(email)}${key}`)) {
      throw new AppError('tooManyRequests', 'Too many requests, please try again later');
    }
  };
  /** The sign-in budget's key beyond the account: the device's own when the request comes from a known device. */
  const deviceKey = async (request: FastifyRequest, email: string) => {
    const device = request.cookies[DEVICE_COOKIE];
    if (!device || device.length > 2048) return '';
    const known = await tokens.verifyDevice(device, requireTenant(request).id, normaliseEmail(email));
    return known ? `|device|${createHash('sha256').update(device).digest('base64url')}` : '';
  };
  const tags = ['identity'];

  app.post(
    '/sign-in',
    {
      config: perMinute(limits.signInPerMinute),
      schema: { tags, body: SignInRequest, response: { 200: SignInResponse } },
    },
    async (request, reply) => {
      perAccount(signInPerAccount, request, request.body.email, await deviceKey(request, request.body.email));
      const outcome = await identity.signIn(requireTenant(request), request.body);
      if (outcome.kind === 'challenge') return { challenge: outcome.challenge, session: outcome.session };
      setRefreshCookie(request, reply, outcome, side);
      reply.setCookie(
        DEVICE_COOKIE,
        await tokens.signDevice(requireTenant(request).id, normaliseEmail(request.body.email)),
        {
          httpOnly: true,
          sameSite: 'strict',
          secure: secureCookie(request),
          path: IDENTITY_PATHS[side],
          maxAge: DEVICE_TTL_SECONDS,
        },
      );
      return { idToken: outcome.idToken, expiresIn: outcome.expiresIn };
    },
  );

  app.post(
    '/complete-new-password',
    {
      config: perMinute(limits.signInPerMinute),
      schema: { tags, body: CompleteNewPasswordRequest, response: { 200: TokenResponse } },
    },
    async (request, reply) => {
      const tokens = await identity.completeNewPassword(requireTenant(request), request.body);
      setRefreshCookie(request, reply, tokens, side);
      return { idToken: tokens.idToken, expiresIn: tokens.expiresIn };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: perMinute(limits.resetPerMinute),
      schema: { tags, body: ForgotPasswordRequest, response: { 200: OkResponse } },
    },
    async (request) => {
      perAccount(resetPerAccount, request, request.body.email);
      identity.forgotPassword(
        requireTenant(request),
        { ...request.body, role: request.body.role ?? side },
        requestOrigin(request),
      );
      return { status: 'SUCCESS' as const };
    },
  );

  app.post(
    '/confirm-forgot-password',
    {
      config: perMinute(limits.resetPerMinute),
      schema: { tags, body: ConfirmForgotPasswordRequest, response: { 200: OkResponse } },
    },
    async (request) => {
      // Code guesses are counted per account by the code itself (RESET_CODE_MAX_TRIES).
      await identity.confirmForgotPassword(requireTenant(request), {
        ...request.body,
        role: request.body.role ?? side,
      });
      return { status: 'SUCCESS' as const };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        description:
          'Rotates the refresh cookie and answers a new ID token; 204 with no body when no refresh cookie is sent ' +
          '(nobody is signed in: a page asks at load without a failed request), 401 when the cookie is refused.',
        response: { 200: TokenResponse, 204: z.null() },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      // B-010: nobody signed in is an answer, not an error (the cookie is httpOnly: the page cannot tell first).
      if (request.cookies[REFRESH_COOKIE] === undefined) return reply.code(204).send(null);
      try {
        const tokens = await identity.refresh(requireTenant(request), request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(request, reply, tokens, side);
        return { idToken: tokens.idToken, expiresIn: tokens.expiresIn };
      } catch (err) {
        // A refused refresh token is useless from now on; drop it so the client stops sending it.
        clearRefreshCookie(request, reply, side);
        throw err;
      }
    },
  );

  app.post('/sign-out', { schema: { tags, response: { 200: OkResponse } } }, async (request, reply) => {
    assertSameOrigin(request);
    await identity.signOut(requireTenant(request), request.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(request, reply, side);
    return { status: 'SUCCESS' as const };
  });
}
