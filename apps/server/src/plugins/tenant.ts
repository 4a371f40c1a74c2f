import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findTenantByDomain, findTenantBySlug, type Tenant } from '../modules/tenants/tenant.repository.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from the Host header (DESIGN §4); undefined only when no tenant exists at all. */
    tenant?: Tenant;
  }
  interface FastifyInstance {
    /** Drops cached host → tenant answers (after a tenant or its domains change). */
    invalidateTenantCache(): void;
  }
}

const CACHE_MS = 5_000;

/** The host name of the request, without port, lower-cased. X-Forwarded-Host only behind a trusted proxy. */
export function requestHostname(request: FastifyRequest): string {
  // With trustProxy, Fastify's request.host already honours X-Forwarded-Host.
  const host = request.host ?? '';
  return host
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
}

export const tenantPlugin = fp(async (app: FastifyInstance, opts: { defaultTenantSlug: string }) => {
  const cache = new Map<string, { tenant: Tenant | undefined; at: number }>();
  app.decorate('invalidateTenantCache', () => cache.clear());
  app.decorateRequest('tenant', undefined);

  async function resolve(hostname: string): Promise<Tenant | undefined> {
    const hit = cache.get(hostname);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
    // Unknown hosts (and localhost) go to the default tenant (DESIGN §4).
    const tenant =
      (await findTenantByDomain(app.db, hostname)) ??
      (await findTenantBySlug(app.db, opts.defaultTenantSlug));
    cache.set(hostname, { tenant, at: Date.now() });
    return tenant;
  }

  app.addHook('onRequest', async (request) => {
    // The health check must answer even when the database does not; the metrics scrape names no tenant.
    if (request.url === '/healthz' || request.url === '/metrics') return;
    request.tenant = await resolve(requestHostname(request));
    // DESIGN §4, A-020: a deactivated tenant answers every API call with 403, signed in or not; only the
    // public config calls answer, so the portal can show the deactivated page with the tenant's name.
    const tenant = request.tenant;
    if (tenant?.deactivated && isBlockedWhenDeactivated(request.url)) {
      throw new AppError(
        'tenantDeactivated',
        `This site is no longer available. Please contact ${tenant.name} for more information.`,
        { tenantName: tenant.name },
      );
    }
  });
});

const API = '/px-api-gateway/';
const OPEN_WHEN_DEACTIVATED = new Set(['/px-api-gateway/saas-config', '/px-api-gateway/saas-i18n']);

function isBlockedWhenDeactivated(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith(API)) return false;
  if (OPEN_WHEN_DEACTIVATED.has(pathname.replace(/\/+$/, ''))) return false;
  // The OpenAPI document describes the API; it is not a call on the tenant's data.
  return !pathname.startsWith(`${API}docs`);
}

/** The tenant of the request, or a 404 when the deployment has none. */
export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new AppError('notFound', 'No tenant answers on this host');
  return request.tenant;
}
