/**
 * A path on the tenant's own host ('/terms-of-sale'): it starts with one slash and holds no backslash, no space and
 * no control character — browsers read '\\' in a path as '/', so '/\\evil.example' and '//evil.example' open
 * another site. The one rule for every link or framed page a tenant sets (footer links, config URLs, the portal).
 * Its own module without schemas, so the portal's entry can use it without loading zod (P9, P10).
 */
export const SAME_HOST_PATH = /^\/(?![/\\])[^\s\\]*$/;
