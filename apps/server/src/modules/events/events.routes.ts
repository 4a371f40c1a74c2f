import type { OutgoingHttpHeaders } from 'node:http';
import { Groups } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../plugins/auth.ts';
import { loadUserAccess } from '../accounts/accounts.service.ts';
import { parseLastEventId, runEventStream, tokenExpiry } from './stream.ts';

/**
 * GET /px-api-gateway/events — live updates as server-sent events (DESIGN §2, A-029). The bearer header
 * authenticates (a fetch-based client sends it; a token never travels in the URL); `Last-Event-ID` resumes.
 * Frames: `id: <event id>`, `event: cart.changed | stock.changed | offers.changed | ready | resync`,
 * `data: <json>`; a `: ping` comment every 25 s keeps proxies from closing an idle stream.
 */
export async function eventsRoutes(app: FastifyInstance) {
  app.get(
    '/events',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        summary: 'Live updates (text/event-stream)',
        description:
          'Server-sent events for the signed-in user: cart.changed, stock.changed, offers.changed; `ready` carries ' +
          'the resume point of a fresh stream, `resync` tells the client to refetch everything. Send ' +
          '`Last-Event-ID` to resume. The stream ends when the ID token expires; reconnect with a fresh one.',
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      // The account as every other call reads it: a disabled user or a token ended by sign-out or a password
      // reset (tokens_valid_after) opens no stream (401; the client refreshes and reconnects).
      await loadUserAccess(app.db, ctx);
      // The stream bypasses Fastify's reply pipeline (onSend hooks such as compression would buffer it), so the
      // headers set so far (helmet's) are carried over by hand.
      reply.hijack();
      const res = reply.raw;
      const carried: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) carried[name] = value;
      }
      res.writeHead(200, {
        ...carried,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      request.raw.socket?.setNoDelay(true);
      await runEventStream({
        hub: app.eventHub,
        audience: {
          tenantId: ctx.tenantId,
          userId: ctx.userId,
          isBuyer: ctx.groups.includes(Groups.Buyer),
          isSeller: ctx.groups.includes(Groups.Seller),
        },
        lastEventId: parseLastEventId(request.headers['last-event-id']),
        req: request.raw,
        res,
        expiresAt: tokenExpiry(request.headers.authorization),
        heartbeatMs: app.config.eventsHeartbeatMs,
        stillLive: () => app.accountGate.live(ctx.tenantId, ctx.userId, ctx.issuedAt),
        log: request.log,
      });
    },
  );
}
