import {
  ExportRequest,
  NotificationPreference,
  StockItemsQuery,
  StockItemsResponse,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../plugins/auth.ts';
import * as service from './stock.service.ts';
import { StockCache } from './stock-cache.ts';
import { sendWorkbook, writeStockWorkbook } from './stock-export.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** DESIGN §2: pre-serialised, pre-compressed stock list bytes per tenant and stock version. */
    stockCache: StockCache;
  }
}

/** Whether the client takes gzip (Accept-Encoding, q > 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Stock list (N-014), export (N-020) and daily report preference (N-012, N-013). */
export async function stockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (!app.hasDecorator('stockCache')) app.decorate('stockCache', new StockCache());
  const secured = { tags: ['stock'], security: [{ bearer: [] }] };
  const ifNoneMatch = (request: FastifyRequest) => {
    const h = request.headers['if-none-match'];
    return Array.isArray(h) ? h.join(',') : h;
  };

  app.get(
    '/stocklist/items',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: 'The stock list. Cached bytes with an ETag (the stock version); 304 on If-None-Match.',
        querystring: StockItemsQuery,
        response: { 200: StockItemsResponse },
      },
    },
    async (request, typedReply) => {
      // Bytes are sent as they are (already JSON, maybe gzipped): the untyped reply skips the schema's typing.
      const reply: FastifyReply = typedReply;
      const answer = await service.stockList(app.db, app.stockCache, contextOf(request), {
        includeOutOfStock: request.query.includeOutOfStock === 'true',
        ifNoneMatch: ifNoneMatch(request),
      });
      reply.header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding, Authorization');
      if (answer.kind === 'notModified') return reply.code(304).header('etag', answer.etag).send();
      const { bytes } = answer;
      reply.header('etag', bytes.etag).type('application/json; charset=utf-8');
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(bytes.gzip);
      }
      return reply.send(bytes.identity);
    },
  );

  app.post(
    '/stocklist/export',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: 'Downloads the stock (all, or the filtered set) as an .xlsx file.',
        body: ExportRequest,
        response: { 200: z.string().describe('The .xlsx file (binary)') },
      },
    },
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const plan = await service.planExport(app.db, contextOf(request), request.body, new Date());
      return sendWorkbook(reply, request.log, plan.fileName, (out) =>
        writeStockWorkbook(out, plan.attributes, plan.batches, plan.settings),
      );
    },
  );

  app.get(
    '/account/user/notification-preferance',
    { onRequest: app.authenticate, schema: { ...secured, response: { 200: NotificationPreference } } },
    async (request) => service.getNotificationPreference(app.db, contextOf(request)),
  );
  app.put(
    '/account/user/notification-preferance',
    {
      onRequest: app.authenticate,
      schema: { ...secured, body: NotificationPreference, response: { 200: NotificationPreference } },
    },
    async (request) => service.setNotificationPreference(app.db, contextOf(request), request.body),
  );
}
