/**
 * the tags banner HTML may keep. The server sanitises to this list when a banner is saved
 * (sanitize-html) and the portal sanitises again before rendering (DOMPurify), so both read these constants.
 * Q-077 uses the same list for the tenant's terms-of-sale HTML and the sign-in page's custom content.
 */

export const BANNER_ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'span',
  'a',
  'ul',
  'ol',
  'li',
] as const;
export type BannerTag = (typeof BANNER_ALLOWED_TAGS)[number];

/** Only links carry attributes: href and target (and the rel the sanitiser adds to target=_blank links). */
export const BANNER_ALLOWED_ATTRIBUTES: Readonly<Partial<Record<BannerTag, readonly string[]>>> = {
  a: ['href', 'target', 'rel'],
};

/** Flat list for DOMPurify's ALLOWED_ATTR. */
export const BANNER_ALLOWED_ATTR_NAMES = ['href', 'target', 'rel'] as const;

/** Link schemes a banner may use; relative and javascript: links are dropped. */
export const BANNER_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** For DOMPurify's ALLOWED_URI_REGEXP. */
export const BANNER_ALLOWED_URI_REGEXP = /^(?:https?|mailto):/i;

/** The one target a link may have; it always gets rel="noopener noreferrer". */
export const BANNER_ALLOWED_TARGETS = ['_blank'] as const;
export const BANNER_LINK_REL = 'noopener noreferrer';

/** Longest banner HTML the server accepts (before sanitising). */
export const BANNER_MAX_LENGTH = 10_000;

/** Whether an href may stay on a banner link. */
export function isAllowedBannerHref(href: string): boolean {
  return BANNER_ALLOWED_URI_REGEXP.test(href.trim());
}
