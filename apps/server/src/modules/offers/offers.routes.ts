import {
  DeleteOffersResponse,
  MoveToCartResponse,
  OfferIdList,
  OfferIdParams,
  OfferItem,
  OfferRequest,
  OfferResponse,
  OffersMap,
  OkResponse,
} from '@portico/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../plugins/auth.ts';
import { requireTenant } from '../../plugins/tenant.ts';
import { trustedRequestOrigin } from '../identity/site-url.ts';
import { mailAutoAnswer } from '../seller-offers/seller-offers.service.ts';
import { CartCache } from './cart-cache.ts';
import * as service from './offers.service.ts';
import { TargetCache } from './target-cache.ts';

/** Buy and offer from the stock list and the cart (N-030…N-038); each needs CAN_BUY_ONLINE (C-050). */
export async function offersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['offers'], security: [{ bearer: [] }] };
  const cartCache = new CartCache();
  // The last target per buyer and item: a repeated save is one statement (target-cache.ts, P5).
  const targets = new TargetCache();
  const save: service.SaveDeps = { targets, announce: (events) => app.eventHub.committed(events) };
  /** The save of one request: an auto-rule's answer mails the buyer from this site. */
  const saveFor = (request: FastifyRequest): service.SaveDeps => ({
    ...save,
    autoAnswered: async (row) => {
      const ctx = contextOf(request);
      const site = { origin: await trustedRequestOrigin(request), config: requireTenant(request).config };
      // The offer is saved and answered whatever becomes of its mail: a failure here is logged, not answered.
      await mailAutoAnswer(app.db, ctx.tenantId, row.id, row.version, site).catch((err: unknown) =>
        request.log.error({ err, offerId: row.id }, 'auto-rule answer mail not enqueued'),
      );
    },
  });

  app.get(
    '/stocklist/offers',
    { onRequest: app.authenticate, schema: { ...secured, response: { 200: OffersMap } } },
    async (request, typedReply) => {
      const bytes = await service.getOffersJson(app.db, cartCache, contextOf(request));
      // Already JSON, built from the OfferItem values the schema describes: the untyped reply sends it as is (P5).
      const reply: FastifyReply = typedReply;
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
  app.post(
    '/stocklist/offer',
    {
      onRequest: app.authenticate,
      schema: { ...secured, body: OfferRequest, response: { 200: OfferResponse } },
    },
    async (request) => service.createOffer(app.db, contextOf(request), request.body, saveFor(request)),
  );
  app.put(
    '/stocklist/offer/movetocart',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description:
          'G-066, Q-022: moves offers answered by the seller to the cart. Every id must be the caller’s (else 404) and in AWAITING_BUYER_REVIEW (else 422 offerNotAwaitingBuyerReview); nothing moves otherwise.',
        body: OfferIdList,
        response: { 200: MoveToCartResponse },
      },
    },
    async (request) => service.moveToCart(app.db, contextOf(request), request.body),
  );
  app.put(
    '/stocklist/offer/:offerId',
    {
      onRequest: app.authenticate,
      schema: { ...secured, params: OfferIdParams, body: OfferRequest, response: { 200: OfferItem } },
    },
    async (request) =>
      service.editOffer(app.db, contextOf(request), request.params.offerId, request.body, saveFor(request)),
  );
  app.delete(
    '/stocklist/offer/:offerId',
    {
      onRequest: app.authenticate,
      schema: { ...secured, params: OfferIdParams, response: { 200: OkResponse } },
    },
    async (request) => {
      await service.removeOffer(app.db, contextOf(request), request.params.offerId);
      return { status: 'SUCCESS' as const };
    },
  );
  app.delete(
    '/stocklist/offers',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        description: 'G-067, Q-006: deletes the caller’s entries among the ids; other ids delete nothing.',
        body: OfferIdList,
        response: { 200: DeleteOffersResponse },
      },
    },
    async (request) => service.removeOffers(app.db, contextOf(request), request.body),
  );
}
