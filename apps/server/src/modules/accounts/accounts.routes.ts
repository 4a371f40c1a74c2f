import type { FastifyInstance } from 'fastify';

/** GET account/user-info, GET security/authorities. */
export async function accountsRoutes(_app: FastifyInstance) {}
