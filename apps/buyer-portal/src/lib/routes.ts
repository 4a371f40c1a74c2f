/** Route table (A-014…A-019) and the small pure rules around it, tested in routes.test.ts. */

import { SAME_HOST_PATH } from '@portico/contract/same-host-path';

export const PATHS = {
  signIn: '/',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  help: '/help',
  stock: '/stock',
  stockAlerts: '/stock-alerts',
  cart: '/cart',
  orders: '/orders',
  checkout: '/checkout',
  preferences: '/preferences',
  termsOfSale: '/terms-of-sale',
  auctions: '/auctions',
  preorders: '/preorders',
  returns: '/returns',
  account: '/account',
} as const;

/** where a signed-in user at / goes when they came from nowhere. */
export const DEFAULT_SIGNED_IN_PATH = PATHS.stock;

/** A-014 / B-024: the only routes a signed-out user may see (besides / itself). */
export function isPublicPath(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/';
  return p === '/' || p === PATHS.resetPassword;
}

/**
 * the page to go back to after sign-in. Only same-origin app paths are accepted (no '//host', no
 * scheme), and never the sign-in or reset pages themselves.
 */
export function safeReturnTo(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string') return undefined;
  const v = candidate.trim();
  if (!v.startsWith('/') || v.startsWith('//') || v.includes('\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f]/.test(v)) return undefined;
  const pathname = v.split(/[?#]/)[0] ?? '/';
  if (isPublicPath(pathname)) return undefined;
  return v;
}

export function afterSignInPath(returnTo: unknown): string {
  return safeReturnTo(returnTo) ?? DEFAULT_SIGNED_IN_PATH;
}

/** B-008: the seller console of this tenant (same origin, /seller/), named in the wrong-website message. */
export function sellerConsoleUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/seller/`;
}

/** https://wa.me/<digits of salesRepWhatApp>; undefined when there are no digits. */
export function whatsAppUrl(salesRepWhatApp: string | null | undefined): string | undefined {
  const digits = (salesRepWhatApp ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? `https://wa.me/${digits}` : undefined;
}

/** A-009 / A-038 / B-002: site title plus the screen name ('Harbor Phones Wholesale Login'). */
export function documentTitle(siteTitle: string | undefined, screenName?: string): string {
  return [siteTitle?.trim(), screenName?.trim()].filter(Boolean).join(' ');
}

/** a newer version is on offer when the server's differs from the running build's. */
export function isNewerVersionAvailable(running: string, served: string | undefined): boolean {
  if (!served || !running) return false;
  return served.trim() !== running.trim();
}

/** footer links open in a new tab; only web, mail and same-origin links are rendered. */
export function isSafeLink(url: string): boolean {
  const u = url.trim();
  return /^https?:\/\//i.test(u) || /^mailto:/i.test(u) || SAME_HOST_PATH.test(u);
}
