import type { FastifyInstance } from 'fastify';

/** App-load settings: order/settings, inventory/settings, stocklist/cart/settings, account/pending-documents. */
export async function settingsRoutes(_app: FastifyInstance) {}
