import {
  OutboxMailDetail,
  OutboxMailParams,
  SellerOutboxQuery,
  SellerOutboxResponse,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import { getOutboxMail, listOutbox } from './outbox.service.ts';

/** The seller console's mail outbox (DESIGN §2 Email): what the tenant's server sent or will send. */
export async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-outbox');

  app.get(
    '/seller/outbox',
    sellerRoute('The tenant’s outgoing mail, newest first, paginated.', {
      querystring: SellerOutboxQuery,
      response: { 200: SellerOutboxResponse },
    }),
    async (request) => listOutbox(app.db, contextOf(request), request.query),
  );
  app.get(
    '/seller/outbox/:id',
    sellerRoute('One outgoing mail with its text and HTML body.', {
      params: OutboxMailParams,
      response: { 200: OutboxMailDetail },
    }),
    async (request) => getOutboxMail(app.db, contextOf(request), request.params.id),
  );
}
