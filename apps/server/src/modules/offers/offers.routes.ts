import {
  OfferIdParams,
  OfferItem,
  OfferRequest,
  OfferResponse,
  OffersMap,
  OkResponse,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../plugins/auth.ts';
import * as service from './offers.service.ts';

/** Buy and offer from the stock list (N-030…N-033); each needs CAN_BUY_ONLINE (C-050). */
export async function offersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['offers'], security: [{ bearer: [] }] };

  app.get(
    '/stocklist/offers',
    { onRequest: app.authenticate, schema: { ...secured, response: { 200: OffersMap } } },
    async (request) => service.getOffers(app.db, contextOf(request)),
  );
  app.post(
    '/stocklist/offer',
    {
      onRequest: app.authenticate,
      schema: { ...secured, body: OfferRequest, response: { 200: OfferResponse } },
    },
    async (request) => service.createOffer(app.db, contextOf(request), request.body),
  );
  app.put(
    '/stocklist/offer/:offerId',
    {
      onRequest: app.authenticate,
      schema: { ...secured, params: OfferIdParams, body: OfferRequest, response: { 200: OfferItem } },
    },
    async (request) => service.editOffer(app.db, contextOf(request), request.params.offerId, request.body),
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
}
