import {
  SellerWord,
  SellerWordInput,
  SellerWordParams,
  SellerWordsQuery,
  SellerWordsResponse,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import * as service from './words.service.ts';

/** Seller console: the tenant's words — list with defaults, edit, reset. */
export async function wordsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-words');

  app.get(
    '/seller/words',
    sellerRoute(
      "A-010: one shipped language's dictionary keys, each with its default text and the tenant's own (null: the default), searched by key or text and paged.",
      { querystring: SellerWordsQuery, response: { 200: SellerWordsResponse } },
    ),
    async (request) => service.listWords(app.db, contextOf(request), request.query),
  );
  app.put(
    '/seller/words/:language/:key',
    sellerRoute(
      "A-011: sets the tenant's text of a key. It may use only the default's parameters, and has a plural form exactly when the key has one; otherwise 422 validationFailed naming the field. Open portals read the words again.",
      { params: SellerWordParams, body: SellerWordInput, response: { 200: SellerWord } },
      'write',
    ),
    async (request) =>
      service.putWord(app.db, contextOf(request), request.params.language, request.params.key, request.body),
  );
  app.delete(
    '/seller/words/:language/:key',
    sellerRoute(
      'Puts a key back to its default text (404 when the tenant has no text of its own for it).',
      { params: SellerWordParams, response: { 200: SellerWord } },
      'write',
    ),
    async (request) =>
      service.resetWord(app.db, contextOf(request), request.params.language, request.params.key),
  );
}
