import { extendCsp } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tenantServiceSources } from '../modules/site-services/site-services.service.ts';

/**
 * the Content-Security-Policy helmet sets is the same for every tenant; this adds the origins of the
 * helpdesk and analytics providers THIS tenant chose (script-src, connect-src, …) to its answers only. Another
 * tenant's answers, and a tenant that chose none, keep the base policy. Registered after the tenant plugin.
 */
export const tenantCspPlugin = fp(async (app: FastifyInstance) => {
  const cache = new WeakMap<object, ReturnType<typeof tenantServiceSources>>();
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.tenant?.config;
    if (!config) return payload;
    let sources = cache.get(config);
    if (!sources) {
      sources = tenantServiceSources(config);
      cache.set(config, sources);
    }
    if (Object.keys(sources).length === 0) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', extendCsp(policy, sources));
    return payload;
  });
});
