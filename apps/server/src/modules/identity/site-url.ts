import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { requestHostname, requireTenant } from '../../plugins/tenant.ts';
import { listTenantDomains } from './identity.repository.ts';

/** Names that only ever reach the machine itself: safe to echo from a request, and served over plain http. */
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1';

/**
 * The origin to put in a mail when no trustworthy request origin is at hand (CLI invitations, forged Host
 * headers): a public domain of the tenant over https, else a loopback name (localhost first, IPs last) over
 * http on the server's port.
 */
export function preferredOrigin(domains: readonly string[], port: number): string | undefined {
  const isIp = (d: string) => /^[\d.]+$/.test(d) || d.includes(':');
  const publicDomain = domains.find((d) => !isLoopbackHost(d) && !isIp(d));
  if (publicDomain) return `https://${publicDomain}`;
  const rank = (d: string) => (d === 'localhost' ? 0 : isIp(d) ? 2 : 1);
  const loopback = [...domains].sort((a, b) => rank(a) - rank(b))[0];
  if (!loopback) return undefined;
  return `http://${loopback}${port === 80 ? '' : `:${port}`}`;
}

/** A request's origin, as a link made from it would use it. */
export type RequestOrigin = { protocol: string; host: string; hostname: string };

/**
 * The origin for a link made from a request (a mail's, a payment's return address): the request's own only when
 * its host is one of the tenant's domains or a loopback name, else the tenant's preferred one. A Host the server
 * answers without owning it (SERVE_UNKNOWN_HOSTS) or a forged one never reaches a mail.
 */
export async function trustedOrigin(
  db: DbOrTx,
  tenantId: string,
  origin: RequestOrigin,
  port: number,
): Promise<string> {
  const domains = await listTenantDomains(db, tenantId);
  if (domains.includes(origin.hostname) || isLoopbackHost(origin.hostname)) {
    return `${origin.protocol}://${origin.host}`;
  }
  return preferredOrigin(domains, port) ?? `${origin.protocol}://${origin.host}`;
}

export const requestOrigin = (request: FastifyRequest): RequestOrigin => ({
  protocol: request.protocol,
  host: request.host,
  hostname: requestHostname(request),
});

/**
 * trustedOrigin of a request to a tenant's host. The tenant plugin already knows whether the Host is one of the
 * tenant's domains: the domains are read only for a Host it served without owning.
 */
export const trustedRequestOrigin = async (request: FastifyRequest): Promise<string> => {
  const origin = requestOrigin(request);
  if (request.hostIsTenants || isLoopbackHost(origin.hostname)) return `${origin.protocol}://${origin.host}`;
  return trustedOrigin(request.server.db, requireTenant(request).id, origin, request.server.config.port);
};
