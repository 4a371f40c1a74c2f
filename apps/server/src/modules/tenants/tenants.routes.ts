import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BannersResponse, SaasConfig, SaasI18n, successEnvelope } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../plugins/auth.ts';
import { requireTenant } from '../../plugins/tenant.ts';
import { createAppVersionReader, defaultVersionFiles } from './app-version.ts';
import { findTenantById } from './tenant.repository.ts';
import * as service from './tenants.service.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** GET saas-config, GET saas-i18n (public) and GET notification/banners (the console's banners: modules/banners). */
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
}
