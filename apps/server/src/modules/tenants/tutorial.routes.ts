import type { FastifyInstance } from 'fastify';
import { requireTenant } from '../../plugins/tenant.ts';
import { TUTORIAL_PATH, tutorialPage } from './tutorial-page.ts';

/** C-058: the buyers' how-to page, per tenant (outside the API: the Tutorial dialog frames it). */
export async function tutorialRoutes(app: FastifyInstance) {
  app.get(TUTORIAL_PATH, { schema: { hide: true } }, async (request, reply) => {
    const tenant = requireTenant(request);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return tutorialPage(app.db, tenant);
  });
}
