import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Banner,
  BannerInput,
  BannersResponse,
  Groups,
  SaasConfig,
  SaasI18n,
  successEnvelope,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../plugins/auth.ts';
import { requireTenant } from '../../plugins/tenant.ts';
import { createAppVersionReader, defaultVersionFiles } from './app-version.ts';
import { findTenantById } from './tenant.repository.ts';
import * as service from './tenants.service.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const BannerId = z.object({ id: z.uuid() });

/** GET saas-config, GET saas-i18n (public), GET notification/banners, and the seller's banner calls. */
export async function tenantsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const appVersion = createAppVersionReader(defaultVersionFiles(repoRoot, app.config.publicDir));

  // public; a deactivated tenant still answers, with deactivated: true.
  app.get(
    '/saas-config',
    { schema: { tags: ['config'], response: { 200: successEnvelope(SaasConfig) } } },
    async (request, reply) => {
      const resolved = requireTenant(request);
      // Read afresh, not from the host cache (plugins/tenant.ts, a few seconds per node): a portal re-reads its
      // config when the staff publish the brand (config.changed), possibly through another node.
      const tenant = (await findTenantById(app.db, resolved.id)) ?? resolved;
      // the version must be fresh for the refresh prompt to appear after a deploy.
      reply.header('cache-control', 'no-cache');
      return { status: 'SUCCESS' as const, results: service.buildSaasConfig(tenant, await appVersion()) };
    },
  );

  // public; the default dictionary with the tenant's overrides on top.
  app.get(
    '/saas-i18n',
    { schema: { tags: ['config'], response: { 200: successEnvelope(SaasI18n) } } },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const language = service.tenantLanguage(tenant);
      reply.header('cache-control', 'no-cache');
      return {
        status: 'SUCCESS' as const,
        results: await service.buildSaasI18n(app.db, { tenantId: tenant.id }, language),
      };
    },
  );

  // A-036, N-047: the broadcast banners a signed-in user sees.
  app.get(
    '/notification/banners',
    {
      onRequest: app.authenticate,
      schema: { tags: ['config'], security: [{ bearer: [] }], response: { 200: BannersResponse } },
    },
    async (request) => service.listActiveBanners(app.db, contextOf(request)),
  );

  // Seller console: banners, sanitised on save.
  // onRequest, so an anonymous caller gets 401 before its body is validated (DESIGN §8).
  const seller = { onRequest: app.requireGroup(Groups.Seller) };
  app.get(
    '/seller/banners',
    {
      ...seller,
      schema: { tags: ['seller'], security: [{ bearer: [] }], response: { 200: BannersResponse } },
    },
    async (request) => service.listAllBanners(app.db, contextOf(request)),
  );
  app.post(
    '/seller/banners',
    {
      ...seller,
      schema: { tags: ['seller'], security: [{ bearer: [] }], body: BannerInput, response: { 201: Banner } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createBanner(app.db, contextOf(request), request.body)),
  );
  app.put(
    '/seller/banners/:id',
    {
      ...seller,
      schema: {
        tags: ['seller'],
        security: [{ bearer: [] }],
        params: BannerId,
        body: BannerInput,
        response: { 200: Banner },
      },
    },
    async (request) => service.updateBanner(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/seller/banners/:id',
    {
      ...seller,
      schema: { tags: ['seller'], security: [{ bearer: [] }], params: BannerId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.deleteBanner(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
