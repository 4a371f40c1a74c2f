import {
  OfferScheduleNote,
  OfferScheduleNoteResponse,
  OkResponse,
  SellerOfferAnswersRequest,
  SellerOfferAnswersResponse,
  SellerOfferHistoryResponse,
  SellerOfferRule,
  SellerOfferRuleParams,
  SellerOfferRulesResponse,
  SellerOfferSettings,
  SellerOffersQuery,
  SellerOffersResponse,
  SellerOfferUndoRequest,
} from '@portico/contract';
import { SellerOfferHistoryQuery } from '@portico/contract/offer-history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../plugins/auth.ts';
import { requireTenant } from '../../plugins/tenant.ts';
import { trustedRequestOrigin } from '../identity/site-url.ts';
import { getScheduleNote, putScheduleNote } from './schedule-note.service.ts';
import * as service from './seller-offers.service.ts';

/** Seller console offers inbox, answers, history, settings and auto-rules (Q-019…Q-021): group Seller only. */
export async function sellerOffersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const seller = app.requireGroup('Seller');
  // Console writes: the staff role before the body is validated (decision 016).
  const staffWrite = app.requireStaffRole('write');
  const secured = { tags: ['seller-offers'], security: [{ bearer: [] }] };

  app.get(
    '/seller/offers',
    {
      onRequest: seller,
      schema: {
        ...secured,
        description: 'Offers awaiting the seller (PENDING_ACCEPTANCE), oldest first.',
        querystring: SellerOffersQuery,
        response: { 200: SellerOffersResponse },
      },
    },
    async (request) => service.getPendingOffers(app.db, contextOf(request), request.query),
  );
  app.post(
    '/seller/offers/answer',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description:
          'Q-019: accept, counter or reject; each answer on its own. A stale version answers ok:false, messageCode conflict.',
        body: SellerOfferAnswersRequest,
        response: { 200: SellerOfferAnswersResponse },
      },
    },
    async (request) =>
      service.answerOffers(
        app.db,
        contextOf(request),
        request.body.answers,
        { origin: await trustedRequestOrigin(request), config: requireTenant(request).config },
        request.body.undoable ?? false,
      ),
  );
  app.post(
    '/seller/offers/answer/undo',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        description:
          "Takes back the seller's own undoable answers still inside their window (the buyer was told nothing); after it, ok:false messageCode answerUndoTooLate.",
        body: SellerOfferUndoRequest,
        response: { 200: SellerOfferAnswersResponse },
      },
    },
    async (request) => service.undoAnswers(app.db, contextOf(request), request.body.offerIds),
  );
  app.get(
    '/seller/offers/history',
    {
      onRequest: seller,
      schema: {
        ...secured,
        querystring: SellerOfferHistoryQuery,
        response: { 200: SellerOfferHistoryResponse },
      },
    },
    async (request) => service.getAnswerHistory(app.db, contextOf(request), request.query),
  );
  app.get(
    '/seller/offers/settings',
    { onRequest: seller, schema: { ...secured, response: { 200: SellerOfferSettings } } },
    async (request) => service.getSettings(app.db, contextOf(request)),
  );
  app.put(
    '/seller/offers/settings',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: { ...secured, body: SellerOfferSettings, response: { 200: SellerOfferSettings } },
    },
    async (request) => service.putSettings(app.db, contextOf(request), request.body),
  );
  app.get(
    '/seller/offers/schedule-note',
    { onRequest: seller, schema: { ...secured, response: { 200: OfferScheduleNoteResponse } } },
    async (request) => getScheduleNote(app.db, contextOf(request)),
  );
  app.put(
    '/seller/offers/schedule-note',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: { ...secured, body: OfferScheduleNote, response: { 200: OfferScheduleNoteResponse } },
    },
    async (request) => putScheduleNote(app.db, contextOf(request), request.body),
  );
  app.get(
    '/seller/offers/rules',
    { onRequest: seller, schema: { ...secured, response: { 200: SellerOfferRulesResponse } } },
    async (request) => service.getRules(app.db, contextOf(request)),
  );
  app.put(
    '/seller/offers/rules/:itemNumberWarehouse',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: {
        ...secured,
        params: SellerOfferRuleParams,
        body: SellerOfferRule,
        response: { 200: SellerOfferRule },
      },
    },
    async (request) =>
      service.putRule(app.db, contextOf(request), request.params.itemNumberWarehouse, request.body),
  );
  app.delete(
    '/seller/offers/rules/:itemNumberWarehouse',
    {
      onRequest: seller,
      preValidation: staffWrite,
      schema: { ...secured, params: SellerOfferRuleParams, response: { 200: OkResponse } },
    },
    async (request) => {
      await service.removeRule(app.db, contextOf(request), request.params.itemNumberWarehouse);
      return { status: 'SUCCESS' as const };
    },
  );
}
