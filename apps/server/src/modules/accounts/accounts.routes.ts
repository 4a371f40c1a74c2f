import { AuthoritiesResponse, UserInfo } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../plugins/auth.ts';
import { getAuthorities, getUserInfo } from './accounts.service.ts';

/** GET account/user-info (N-003), GET security/authorities (N-004). Any signed-in user of the tenant. */
export async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest: the token is checked before anything of the request is parsed or validated.
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  app.get(
    '/account/user-info',
    { ...auth, schema: { tags: ['account'], security, response: { 200: UserInfo } } },
    async (request) => getUserInfo(app.db, contextOf(request)),
  );

  app.get(
    '/security/authorities',
    { ...auth, schema: { tags: ['account'], security, response: { 200: AuthoritiesResponse } } },
    async (request) => getAuthorities(app.db, contextOf(request)),
  );
}
