import { SiteServicesSettings } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import * as service from './site-services.service.ts';

/** Seller console: the helpdesk widget and analytics provider of the tenant. */
export async function siteServicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-settings');

  app.get(
    '/seller/settings/site-services',
    sellerRoute(
      'A-037: the helpdesk widget, the analytics provider and whether the portal asks for consent first.',
      {
        response: { 200: SiteServicesSettings },
      },
    ),
    async (request) => service.getSiteServices(app.db, contextOf(request)),
  );
  app.put(
    '/seller/settings/site-services',
    sellerRoute(
      'A-037: sets them. Each provider id is checked by its provider’s pattern (422 naming the field); the chosen providers’ script origins join this tenant’s Content-Security-Policy.',
      { body: SiteServicesSettings, response: { 200: SiteServicesSettings } },
      'write',
    ),
    async (request) => {
      const saved = await service.putSiteServices(app.db, contextOf(request), request.body);
      // The CSP and saas-config read the tenant row through the host cache: drop it so the next answer has them.
      app.invalidateTenantCache();
      return saved;
    },
  );
}
