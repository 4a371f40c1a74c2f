import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findTenantByDomain, findTenantBySlug, type Tenant } from '../modules/tenants/tenant.repository.ts';
import { AppError, failBody } from './errors.ts';
import { LruCache } from './lru.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from the Host header (DESIGN §4); undefined only when no tenant exists at all. */
    tenant?: Tenant;
    /**
     * The Host is one of the tenant's own domains (not a loopback name or, with SERVE_UNKNOWN_HOSTS, any name served
     * the default tenant): a link made from the request may use its origin (identity/site-url.ts trustedOrigin).
     */
    hostIsTenants?: boolean;
  }
  interface FastifyInstance {
    /** Drops cached host → tenant answers (after a tenant or its domains change). */
    invalidateTenantCache(): void;
  }
}

const CACHE_MS = 5_000;
/** Host names remembered at once (tenant or "no portal"): a client rotating Host headers cannot grow it. */
const CACHE_SIZE = 1_000;

/** Names that only ever reach the machine itself: served the default tenant (DESIGN §4). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * A Host header as a tenant domain is written: lower-case, without port, IPv6 brackets or trailing dot, so
 * `LocalHost`, `localhost.` and `localhost:3000` are one name (and one rate-limit budget).
 */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(h);
  if (bracketed) h = bracketed[1]!;
  else if ((h.match(/:/g) ?? []).length === 1) h = h.replace(/:\d*$/, '');
  return h.replace(/\.+$/, '');
}

/** The host name of the request, normalised. X-Forwarded-Host only behind a trusted proxy. */
export function requestHostname(request: FastifyRequest): string {
  // With trustProxy, Fastify's request.host already honours X-Forwarded-Host.
  return normaliseHost(request.host ?? '');
}

const NO_PORTAL = 'No portal at this address';
const NO_PORTAL_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${NO_PORTAL}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937}</style>
</head><body><h1>${NO_PORTAL}</h1><p>Check the address you typed.</p></body></html>
`;
const isApiPath = (url: string) =>
  url.startsWith('/px-api-gateway') ||
  url.startsWith('/identity') ||
  url.startsWith('/seller/identity') ||
  url === '/healthz';

type Resolved = { tenant: Tenant | undefined; known: boolean; owned: boolean };

export const tenantPlugin = fp(
  async (app: FastifyInstance, opts: { defaultTenantSlug: string; serveUnknownHosts: boolean }) => {
    const cache = new LruCache<string, Resolved & { at: number }>(CACHE_SIZE);
    app.decorate('invalidateTenantCache', () => cache.clear());
    app.decorateRequest('tenant', undefined);
    app.decorateRequest('hostIsTenants', false);

    /**
     * DESIGN §4: a tenant domain; else the default tenant for loopback names (or any name when the operator set
     * SERVE_UNKNOWN_HOSTS); else no portal (known: false). The default tenant's own domains are tenant domains.
     */
    async function resolve(hostname: string): Promise<Resolved> {
      const hit = cache.get(hostname);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit;
      const own = await findTenantByDomain(app.db, hostname);
      const resolved: Resolved = own
        ? { tenant: own, known: true, owned: true }
        : LOOPBACK.has(hostname) || opts.serveUnknownHosts
          ? { tenant: await findTenantBySlug(app.db, opts.defaultTenantSlug), known: true, owned: false }
          : { tenant: undefined, known: false, owned: false };
      cache.set(hostname, { ...resolved, at: Date.now() });
      return resolved;
    }

    app.addHook('onRequest', async (request, reply) => {
      // The health check must answer even when the database does not; the metrics scrape names no tenant.
      if (request.url === '/healthz' || request.url === '/metrics') return;
      const { tenant, known, owned } = await resolve(requestHostname(request));
      if (!known) {
        const url = request.url.split('?')[0] ?? '/';
        if (isApiPath(url)) return reply.status(404).send(failBody(404, 'notFound', NO_PORTAL));
        return reply.status(404).type('text/html; charset=utf-8').send(NO_PORTAL_PAGE);
      }
      request.tenant = tenant;
      request.hostIsTenants = owned;
      // DESIGN §4, A-020: a deactivated tenant answers every API call with 403, signed in or not; only the
      // public config calls answer, so the portal can show the deactivated page with the tenant's name.
      if (tenant?.deactivated && isBlockedWhenDeactivated(request.url)) {
        throw new AppError(
          'tenantDeactivated',
          `This site is no longer available. Please contact ${tenant.name} for more information.`,
          { tenantName: tenant.name },
        );
      }
    });
  },
);

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
