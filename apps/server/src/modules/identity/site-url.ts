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
