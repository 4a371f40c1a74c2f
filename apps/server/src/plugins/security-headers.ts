import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer (the base Content-Security-Policy, the opener policy, nosniff, …):
 * helmet's middleware, built once from `options` and run in one onRequest hook on the raw response, as
 * @fastify/helmet runs it, but without building a new helmet per request (decision 022).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const apply = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      apply(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
    });
  },
  { name: 'security-headers' },
);
