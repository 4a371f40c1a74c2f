import {
  BuyerAuthoritiesInput,
  BuyerDetail,
  BuyerInviteInput,
  BuyerParams,
  BuyerProfileInput,
  SellerBuyersQuery,
  SellerBuyersResponse,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailsPerHour, sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import {
  approveBuyer,
  type BuyersAdminDeps,
  deactivateBuyer,
  getBuyer,
  inviteBuyer,
  listBuyers,
  reactivateBuyer,
  resetBuyerPassword,
  setBuyerAuthorities,
  updateBuyerProfile,
} from './buyers-admin.service.ts';

/** The seller console's buyers (seller/buyers…): list, page, edits, invite, approve, deactivate, password reset. */
export async function buyersAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-buyers');
  const deps: BuyersAdminDeps = {
    tokensEnded: (tenantId, userId) => app.accountGate.forget(tenantId, userId),
  };
  const one = { params: BuyerParams, response: { 200: BuyerDetail } };

  app.get(
    '/seller/buyers',
    sellerRoute('The tenant’s buyers, newest first: search by name, company or e-mail, filter by status.', {
      querystring: SellerBuyersQuery,
      response: { 200: SellerBuyersResponse },
    }),
    async (request) => listBuyers(app.db, contextOf(request), request.query),
  );
  const mails = { config: mailsPerHour(app.config.rateLimits.consoleMailsPerHour) };
  app.post(
    '/seller/buyers',
    {
      ...sellerRoute(
        'Invites a buyer: a temporary password is mailed through the outbox.',
        { body: BuyerInviteInput, response: { 200: BuyerDetail } },
        'write',
      ),
      ...mails,
    },
    async (request) => inviteBuyer(app.db, contextOf(request), request.body),
  );
  app.get(
    '/seller/buyers/:id',
    sellerRoute('One buyer: company, contacts, addresses, authorities, sales rep, credit limit.', one),
    async (request) => getBuyer(app.db, contextOf(request), request.params.id),
  );
  app.put(
    '/seller/buyers/:id',
    sellerRoute(
      'Edits the buyer’s profile, sales rep, proof-of-export rule and credit limit.',
      { ...one, body: BuyerProfileInput },
      'write',
    ),
    async (request) => updateBuyerProfile(app.db, contextOf(request), request.params.id, request.body),
  );
  app.put(
    '/seller/buyers/:id/authorities',
    sellerRoute(
      'Sets the buyer’s authorities (P-044); the buyer’s open portal follows at once.',
      { ...one, body: BuyerAuthoritiesInput },
      'write',
    ),
    async (request) => setBuyerAuthorities(app.db, contextOf(request), request.params.id, request.body),
  );
  app.post(
    '/seller/buyers/:id/approve',
    sellerRoute('Approves a prospect (PROSPECT → ACTIVE) and mails the buyer.', one, 'write'),
    async (request) => approveBuyer(app.db, contextOf(request), request.params.id),
  );
  app.post(
    '/seller/buyers/:id/deactivate',
    sellerRoute('Deactivates the buyer: every session ends at once.', one, 'write'),
    async (request) => deactivateBuyer(app.db, deps, contextOf(request), request.params.id),
  );
  app.post(
    '/seller/buyers/:id/reactivate',
    sellerRoute('Reactivates a deactivated buyer.', one, 'write'),
    async (request) => reactivateBuyer(app.db, deps, contextOf(request), request.params.id),
  );
  app.post(
    '/seller/buyers/:id/reset-password',
    {
      ...sellerRoute('Mails the buyer a temporary password and ends their sessions (B-017).', one, 'write'),
      ...mails,
    },
    async (request) => resetBuyerPassword(app.db, deps, contextOf(request), request.params.id),
  );
}
