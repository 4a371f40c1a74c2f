import type { FastifyInstance } from 'fastify';

/** /identity: sign-in, complete-new-password, forgot-password, confirm-forgot-password, refresh, sign-out. */
export async function identityRoutes(_app: FastifyInstance) {}
