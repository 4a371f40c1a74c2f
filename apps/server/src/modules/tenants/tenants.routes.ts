import type { FastifyInstance } from 'fastify';

/** GET saas-config, GET saas-i18n, GET notification/banners. */
export async function tenantsRoutes(_app: FastifyInstance) {}
