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
import { requestHostname, requireTenant } from '../../plugins/tenant.ts';
import { createIdentityService, type IssuedTokens } from './identity.service.ts';

/** httpOnly, SameSite=Strict, only sent to /identity (DESIGN §2): scripts never see the refresh token. */
export const REFRESH_COOKIE = 'portico_refresh';
const COOKIE_PATH = '/identity';

/** Per minute, per client IP and tenant host, so one tenant's traffic does not lock out another's. */
const rateKey = (request: FastifyRequest) => `${request.ip}|${requestHostname(request)}`;

function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens) {
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: tokens.refreshMaxAgeSeconds,
  });
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
  });
}

const originOf = (request: FastifyRequest) => ({
  protocol: request.protocol,
  host: request.host,
  hostname: requestHostname(request),
});

/** /identity: sign-in, complete-new-password, forgot-password, confirm-forgot-password, refresh, sign-out (B-004). */
export async function identityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const identity = createIdentityService({
    db: app.db,
    tokens: app.tokens,
    mailer: app.mailer,
    log: app.log,
    port: app.config.port,
  });
  const limits = app.config.rateLimits;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute', keyGenerator: rateKey } });
  const tags = ['identity'];

  app.post(
    '/sign-in',
    {
      config: perMinute(limits.signInPerMinute),
      schema: { tags, body: SignInRequest, response: { 200: SignInResponse } },
    },
    async (request, reply) => {
      const outcome = await identity.signIn(requireTenant(request), request.body);
      if (outcome.kind === 'challenge') return { challenge: outcome.challenge, session: outcome.session };
      setRefreshCookie(request, reply, outcome);
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
      setRefreshCookie(request, reply, tokens);
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
      await identity.forgotPassword(requireTenant(request), request.body, originOf(request));
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
      await identity.confirmForgotPassword(requireTenant(request), request.body);
      return { status: 'SUCCESS' as const };
    },
  );

  app.post('/refresh', { schema: { tags, response: { 200: TokenResponse } } }, async (request, reply) => {
    try {
      const tokens = await identity.refresh(requireTenant(request), request.cookies[REFRESH_COOKIE]);
      setRefreshCookie(request, reply, tokens);
      return { idToken: tokens.idToken, expiresIn: tokens.expiresIn };
    } catch (err) {
      // A refused refresh token is useless from now on; drop it so the client stops sending it.
      clearRefreshCookie(request, reply);
      throw err;
    }
  });

  app.post('/sign-out', { schema: { tags, response: { 200: OkResponse } } }, async (request, reply) => {
    await identity.signOut(requireTenant(request), request.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(request, reply);
    return { status: 'SUCCESS' as const };
  });
}
